import {
  type ComponentPropsWithRef,
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  useId,
} from 'react';

interface FieldText {
  label: string;
  /** The validation message under the field, if any. */
  error?: string;
  hint?: string;
}

export type FieldProps = InputHTMLAttributes<HTMLInputElement> &
  FieldText & {
    /** A small control inside the input's right end, such as a show-password button. */
    trailing?: ReactNode;
  };

const controlClasses =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:outline-2 focus:outline-brand-700 aria-invalid:border-red-700';

/** The control's id and the attributes that tie its hint and message to it for screen readers. */
function useFieldWiring(id: string | undefined, { hint, error }: Omit<FieldText, 'label'>) {
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
  className,
  children,
}: FieldText & { inputId: string; className: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${inputId}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${inputId}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled input with its hint and validation message wired for screen readers. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, error, hint, trailing, id, className = '', ...props },
  ref,
) {
  const { inputId, controlProps } = useFieldWiring(id, { hint, error });
  return (
    <FieldFrame inputId={inputId} label={label} hint={hint} error={error} className={className}>
      <div className="relative mt-1">
        <input
          ref={ref}
          {...controlProps}
          className={`${controlClasses} h-11 ${trailing ? 'pr-12' : ''}`}
          {...props}
        />
        {trailing ? (
          <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>
        ) : null}
      </div>
    </FieldFrame>
  );
});

type TextareaFieldProps = ComponentPropsWithRef<'textarea'> & FieldText;

/** A labelled multi-line input. */
export function TextareaField({
  label,
  error,
  hint,
  id,
  className = '',
  rows,
  ...props
}: TextareaFieldProps) {
  const { inputId, controlProps } = useFieldWiring(id, { hint, error });
  return (
    <FieldFrame inputId={inputId} label={label} hint={hint} error={error} className={className}>
      <textarea
        {...controlProps}
        rows={rows}
        className={`${controlClasses} mt-1 py-2 ${rows ? '' : 'min-h-32'}`}
        {...props}
      />
    </FieldFrame>
  );
}

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & FieldText;

/** A labelled drop-down list; its options are the children. */
export function SelectField({
  label,
  error,
  hint,
  id,
  className = '',
  children,
  ...props
}: SelectFieldProps) {
  const { inputId, controlProps } = useFieldWiring(id, { hint, error });
  return (
    <FieldFrame inputId={inputId} label={label} hint={hint} error={error} className={className}>
      <select {...controlProps} className={`${controlClasses} mt-1 h-11`} {...props}>
        {children}
      </select>
    </FieldFrame>
  );
}
