import type { ComponentPropsWithRef } from 'react';

/** An app's buttons: the classes every one has, and those of each variant and size. */
export interface ButtonLook<Variant extends string, Size extends string> {
  base: string;
  variants: Record<Variant, string>;
  sizes: Record<Size, string>;
}

/**
 * A button in an app's look, and the class names of its variants for links that look like one.
 * A button is `type="button"` unless told otherwise: one inside a form must not send it by
 * accident.
 */
export function buttonKit<Variant extends string, Size extends string>(
  { base, variants, sizes }: ButtonLook<Variant, Size>,
  defaultVariant: NoInfer<Variant>,
  defaultSize: NoInfer<Size>,
) {
  function buttonClasses(variant = defaultVariant, size = defaultSize, extra = ''): string {
    return `${base} ${variants[variant]} ${sizes[size]} ${extra}`;
  }

  function Button({
    variant,
    size,
    className = '',
    type = 'button',
    ...props
  }: ComponentPropsWithRef<'button'> & { variant?: Variant; size?: Size }) {
    return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
  }

  return { Button, buttonClasses };
}
