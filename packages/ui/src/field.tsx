import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';

export interface FieldText {
  label: string;
  /** The validation message under the field, if any. */
  error?: string;
  hint?: ReactNode;
  /** Marks the label "(optional)" (the back office: every other field is required). */
  optional?: boolean;
}

/** The control's id, and the attributes that tie its hint and message to it for screen readers. */
export function useFieldWiring(
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

/** An app's fields: the class names of each part. */
export interface FieldLook {
  label: string;
  /** The "(optional)" after a label. */
  optional: string;
  hint: string;
  error: string;
  /** Every control: its border, text, focus ring and invalid state. */
  control: string;
  /** Around an input and the control at its right end. */
  inputBox: string;
  input: string;
  /** An input with a control at its right end (room for it). */
  inputTrailing: string;
  /** Where that control sits. */
  trailing: string;
  textarea: string;
  /** A textarea given no `rows`. */
  textareaUnsized: string;
  select: string;
}

export type InputProps = ComponentPropsWithRef<'input'> &
  FieldText & {
    /** A small control inside the input's right end, such as a show-password button. */
    trailing?: ReactNode;
  };

export type TextareaProps = ComponentPropsWithRef<'textarea'> & FieldText;

export type SelectProps = ComponentPropsWithRef<'select'> & FieldText;

/**
 * Labelled input, textarea and drop-down in an app's look, each with its hint and validation
 * message wired for screen readers. `message` words the validation message (the back office
 * prefixes a fragment such as "is required" with the label).
 */
export function fieldKit(
  look: FieldLook,
  message: (label: string, error: string) => string = (_label, error) => error,
) {
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
        <label htmlFor={inputId} className={look.label}>
          {label}
          {optional ? <span className={look.optional}> (optional)</span> : null}
        </label>
        {children}
        {hint ? (
          <p id={`${inputId}-hint`} className={look.hint}>
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={`${inputId}-error`} className={look.error}>
            {message(label, error)}
          </p>
        ) : null}
      </div>
    );
  }

  function Field({
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
        <div className={look.inputBox}>
          <input
            {...controlProps}
            className={`${look.control} ${look.input} ${trailing ? look.inputTrailing : ''}`}
            {...props}
          />
          {trailing ? <div className={look.trailing}>{trailing}</div> : null}
        </div>
      </FieldFrame>
    );
  }

  function TextareaField({
    label,
    error,
    hint,
    optional,
    id,
    className = '',
    rows,
    ...props
  }: TextareaProps) {
    const { inputId, controlProps } = useFieldWiring(id, { hint, error });
    return (
      <FieldFrame {...{ inputId, label, hint, error, optional }} className={className}>
        <textarea
          {...controlProps}
          rows={rows}
          className={`${look.control} ${look.textarea} ${rows ? '' : look.textareaUnsized}`}
          {...props}
        />
      </FieldFrame>
    );
  }

  /** A labelled drop-down list; its options are the children. */
  function SelectField({
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
        <select {...controlProps} className={`${look.control} ${look.select}`} {...props}>
          {children}
        </select>
      </FieldFrame>
    );
  }

  return { Field, TextareaField, SelectField };
}
