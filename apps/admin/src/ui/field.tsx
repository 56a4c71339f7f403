import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { fieldMessage } from '~/lib/format';

interface FieldText {
  label: string;
  /** The validation message: a fragment such as "is required" is prefixed with the label. */
  error?: string;
  hint?: ReactNode;
  /** Marks the label "(optional)"; every other field is required. */
  optional?: boolean;
}

export const controlClasses =
  'block w-full rounded-lg border border-slate-400 bg-white px-3 text-base text-slate-900 placeholder:text-slate-600 focus:border-brand-700 focus:outline-2 focus:outline-brand-700 aria-invalid:border-red-700 disabled:bg-slate-100';

/** The control's id, and the attributes that tie its hint and message to it. */
function useFieldWiring(
  id: string | undefined,
  { hint, error }: Pick<FieldText, 'hint' | 'error'>,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const describedBy = [hint ? `${inputId}-hint` : '', error ? `${inputId}-error` : '']
    .filter(Boolean)
    .join(' ');
  return {
    inputId,
    controlProps: {
      id: inputId,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
    },
  };
}

function FieldFrame({
  inputId,
  label,
  hint,
  error,
  optional,
  className,
  children,
}: FieldText & { inputId: string; className: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {label}
        {optional ? <span className="font-normal text-slate-600"> (optional)</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={`${inputId}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${inputId}-error`} className="mt-1 text-sm font-medium text-red-700">
          {fieldMessage(label, error)}
        </p>
      ) : null}
    </div>
  );
}

export type InputProps = ComponentPropsWithRef<'input'> &
  FieldText & {
    /** A small control inside the input's right end, such as a show-password button. */
    trailing?: ReactNode;
  };

/** A labelled input with its hint and validation message wired for screen readers. */
export function Field({
  label,
  error,
  hint,
  optional,
  trailing,
  id,
  className = '',
  ...props
}: InputProps) {
  const { inputId, controlProps } = useFieldWiring(id, { hint, error });
  return (
    <FieldFrame {...{ inputId, label, hint, error, optional }} className={className}>
      <div className="relative mt-1">
        <input
          {...controlProps}
          className={`${controlClasses} h-11 ${trailing ? 'pr-20' : ''}`}
          {...props}
        />
        {trailing ? (
          <div className="absolute inset-y-0 right-0 flex items-center pr-0.5">{trailing}</div>
        ) : null}
      </div>
    </FieldFrame>
  );
}

type TextareaProps = ComponentPropsWithRef<'textarea'> & FieldText;

export function TextareaField({
  label,
  error,
  hint,
  optional,
  id,
  className = '',
  ...props
}: TextareaProps) {
  const { inputId, controlProps } = useFieldWiring(id, { hint, error });
  return (
    <FieldFrame {...{ inputId, label, hint, error, optional }} className={className}>
      <textarea {...controlProps} className={`${controlClasses} mt-1 py-2`} {...props} />
    </FieldFrame>
  );
}

type SelectProps = ComponentPropsWithRef<'select'> & FieldText;

/** A labelled drop-down list; its options are the children. */
export function SelectField({
  label,
  error,
  hint,
  optional,
  id,
  className = '',
  children,
  ...props
}: SelectProps) {
  const { inputId, controlProps } = useFieldWiring(id, { hint, error });
  return (
    <FieldFrame {...{ inputId, label, hint, error, optional }} className={className}>
      <select {...controlProps} className={`${controlClasses} mt-1 h-11`} {...props}>
        {children}
      </select>
    </FieldFrame>
  );
}

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
