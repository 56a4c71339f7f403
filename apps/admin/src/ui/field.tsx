import { fieldKit, type FieldText, useFieldWiring } from '@storefront/ui/field';
import type { ComponentPropsWithRef } from 'react';
import { fieldMessage } from '~/lib/format';

export type { InputProps } from '@storefront/ui/field';

export const controlClasses =
  'block w-full rounded-lg border border-slate-400 bg-white px-3 text-base text-slate-900 placeholder:text-slate-600 focus:border-brand-700 focus:outline-2 focus:outline-brand-700 aria-invalid:border-red-700 disabled:bg-slate-100';

/**
 * The back office's labelled input, textarea and drop-down, wired for screen readers. A message
 * such as "is required" is prefixed with the label.
 */
export const { Field, TextareaField, SelectField } = fieldKit(
  {
    label: 'block text-sm font-medium text-slate-800',
    optional: 'font-normal text-slate-600',
    hint: 'mt-1 text-sm text-slate-600',
    error: 'mt-1 text-sm font-medium text-red-700',
    control: controlClasses,
    inputBox: 'relative mt-1',
    input: 'h-11',
    inputTrailing: 'pr-20',
    trailing: 'absolute inset-y-0 right-0 flex items-center pr-0.5',
    textarea: 'mt-1 py-2',
    textareaUnsized: '',
    select: 'mt-1 h-11',
  },
  (label, error) => fieldMessage(label, error) ?? error,
);

type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & Omit<FieldText, 'optional'>;

/** A checkbox with its label beside it; the whole row is the tap target. */
export function CheckboxField({ label, error, hint, id, className = '', ...props }: CheckboxProps) {
  const { inputId, controlProps } = useFieldWiring(id, { hint, error });
  return (
    <div className={className}>
      <label
        htmlFor={inputId}
        className="flex min-h-10 cursor-pointer items-center gap-3 text-sm text-slate-800"
      >
        <input
          type="checkbox"
          {...controlProps}
          className="size-5 shrink-0 rounded border-slate-400 accent-brand-700"
          {...props}
        />
        {label}
      </label>
      {hint ? (
        <p id={`${inputId}-hint`} className="ml-8 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${inputId}-error`} className="ml-8 text-sm font-medium text-red-700">
          {fieldMessage(label, error)}
        </p>
      ) : null}
    </div>
  );
}
