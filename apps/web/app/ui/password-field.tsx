import { usePasswordToggle } from '@storefront/ui/password-field';
import { Field, type FieldProps } from './field';
import { EyeIcon } from './icons';
import { icon } from './icons';

// This page's own icons (the shell's are in ~/ui/icons, on every page's first load).
const EyeOffIcon = icon(
  '<path d="M10.6 5.1A10.6 10.6 0 0 1 12 5c6.5 0 10 7 10 7a17.6 17.6 0 0 1-2.2 3.2M6.6 6.6C3.9 8.4 2 12 2 12s3.5 7 10 7a9.9 9.9 0 0 0 5.4-1.6"></path><path d="M9.9 9.9a3 3 0 0 0 4.2 4.2"></path><path d="m2 2 20 20"></path>',
);

/** A password input with a button that shows what was typed, to check it before sending. */
export function PasswordField({ id, ...props }: Omit<FieldProps, 'type' | 'trailing'>) {
  const { visible, inputProps, toggleProps } = usePasswordToggle(id);
  return (
    <Field
      {...inputProps}
      {...props}
      trailing={
        <button
          {...toggleProps}
          aria-label="Show password"
          aria-pressed={visible}
          className="flex size-10 items-center justify-center rounded-md text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}
