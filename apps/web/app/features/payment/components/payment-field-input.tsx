import { isPhoneField, type PaymentField, type PaymentFieldValue } from '@storefront/contract';
import type { InputHTMLAttributes } from 'react';

const controlClasses =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:outline-2 focus:outline-brand-700 aria-invalid:border-red-700';

/** Keyboard and autofill hints a phone's browser uses for each kind of field. */
function inputHints(field: PaymentField): InputHTMLAttributes<HTMLInputElement> {
  if (isPhoneField(field)) return { type: 'tel', inputMode: 'tel', autoComplete: 'tel' };
  switch (field.type) {
    case 'email':
      return {
        type: 'email',
        inputMode: 'email',
        autoComplete: 'email',
        autoCapitalize: 'none',
        spellCheck: false,
      };
    case 'password':
      // A secret for this payment (a PIN, a one-time code), never a saved site password.
      return { type: 'password', autoComplete: 'off' };
    case 'number':
      return { type: 'number', inputMode: 'decimal' };
    default:
      return { type: 'text' };
  }
}

export interface PaymentFieldInputProps {
  field: PaymentField;
  value: PaymentFieldValue | undefined;
  error?: string;
  /** Ids start with this, so several forms on one page stay distinct. */
  idPrefix: string;
  onChange: (value: PaymentFieldValue) => void;
  /** Receives the control, so the form can move focus to the first field in error. */
  inputRef: (control: HTMLElement | null) => void;
}

/** One field of the payment form, drawn for its type, with its label, description and error. */
export function PaymentFieldInput({
  field,
  value,
  error,
  idPrefix,
  onChange,
  inputRef,
}: PaymentFieldInputProps) {
  const id = `${idPrefix}-${field.name}`;
  const required = field.rules?.required === true;
  const describedBy =
    [field.description ? `${id}-description` : '', error ? `${id}-error` : '']
      .filter(Boolean)
      .join(' ') || undefined;
  const shared = {
    id,
    name: field.name,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  const text = typeof value === 'string' ? value : '';

  const description = field.description ? (
    <p id={`${id}-description`} className="mt-1 text-xs text-slate-600">
      {field.description}
    </p>
  ) : null;
  const message = error ? (
    <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  ) : null;

  if (field.type === 'checkbox') {
    return (
      <div>
        <div className="flex items-start gap-3">
          <input
            {...shared}
            ref={inputRef}
            type="checkbox"
            checked={value === true || value === 'true'}
            onChange={(event) => onChange(event.target.checked)}
            className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-700"
          />
          <label htmlFor={id} className="text-sm text-slate-800">
            {field.label}
            <RequiredMark required={required} />
          </label>
        </div>
        {description}
        {message}
      </div>
    );
  }

  const label = (
    <label htmlFor={id} className="block text-sm font-medium text-slate-800">
      {field.label}
      <RequiredMark required={required} />
    </label>
  );

  if (field.type === 'select') {
    return (
      <div>
        {label}
        <select
          {...shared}
          ref={inputRef}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          className={`${controlClasses} mt-1 h-11`}
        >
          <option value="" disabled>
            {field.placeholder ?? 'Choose one'}
          </option>
          {field.options?.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        {description}
        {message}
      </div>
    );
  }

  if (field.type === 'textarea') {
    return (
      <div>
        {label}
        <textarea
          {...shared}
          ref={inputRef}
          value={text}
          placeholder={field.placeholder}
          maxLength={field.rules?.maxLength}
          onChange={(event) => onChange(event.target.value)}
          className={`${controlClasses} mt-1 min-h-28 py-2`}
        />
        {description}
        {message}
      </div>
    );
  }

  const phone = isPhoneField(field);
  return (
    <div>
      {label}
      <input
        {...shared}
        {...inputHints(field)}
        ref={inputRef}
        value={text}
        placeholder={field.placeholder}
        // Not on a phone field: the browser would cut a pasted "+91 98450 12345" short before
        // forcePhoneInput could read it, and that keeps the length anyway.
        maxLength={phone ? undefined : field.rules?.maxLength}
        onChange={(event) => onChange(event.target.value)}
        className={`${controlClasses} mt-1 h-11`}
      />
      {description}
      {message}
    </div>
  );
}

function RequiredMark({ required }: { required: boolean }) {
  // The control itself carries `required`, which screen readers announce.
  return required ? (
    <span aria-hidden="true" className="ml-0.5 text-red-700">
      *
    </span>
  ) : null;
}
