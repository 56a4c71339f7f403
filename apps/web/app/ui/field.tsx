import { fieldKit, type InputProps } from '@storefront/ui/field';

export type FieldProps = InputProps;

/** The storefront's labelled input, textarea and drop-down, wired for screen readers. */
export const { Field, TextareaField, SelectField } = fieldKit({
  label: 'block text-sm font-medium text-slate-800',
  optional: '',
  hint: 'mt-1 text-xs text-slate-600',
  error: 'mt-1 text-sm text-red-700',
  control:
    'block w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:outline-2 focus:outline-brand-700 aria-invalid:border-red-700',
  inputBox: 'relative mt-1',
  input: 'h-11',
  inputTrailing: 'pr-12',
  trailing: 'absolute inset-y-0 right-0 flex items-center pr-1',
  textarea: 'mt-1 py-2',
  textareaUnsized: 'min-h-32',
  select: 'mt-1 h-11',
});
