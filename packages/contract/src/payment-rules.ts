// The form rules of spec section 5, shared by the payment page and the API. This module imports
// no zod (types only), so the web app's browser bundle can use it without the schemas.
import type { PaymentField } from './payments';

export type PaymentFieldValue = string | boolean;
export type PaymentFieldValues = Record<string, PaymentFieldValue | undefined>;

/**
 * Where a gateway's failed payment sends the shopper: `/orders?paymentFailed={orderId}`, and the
 * orders page says the payment failed and offers to pay again.
 */
export const PAYMENT_FAILED_PARAM = 'paymentFailed';

export const PHONE_PREFIX = '+91';
export const PHONE_DIGITS = 10;
export const PHONE_DEFAULT_MAX_LENGTH = PHONE_PREFIX.length + PHONE_DIGITS;
export const REQUIRED_MESSAGE = 'This field is required';
export const EMAIL_MESSAGE = 'Please enter a valid email address';
const BASIC_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Phone fields: type tel, or a name containing "phone" (spec section 5). */
export function isPhoneField(field: Pick<PaymentField, 'type' | 'name'>): boolean {
  return field.type === 'tel' || field.name.toLowerCase().includes('phone');
}

/**
 * What a phone input holds after a keystroke: "+91" then digits only, at most 10 of them, and
 * no longer than maxLength (default 13).
 */
export function forcePhoneInput(raw: string, maxLength = PHONE_DEFAULT_MAX_LENGTH): string {
  const withoutPrefix = raw.startsWith(PHONE_PREFIX) ? raw.slice(PHONE_PREFIX.length) : raw;
  let digits = withoutPrefix.replace(/\D/g, '');
  // A whole number pasted after the "+91" already there ("+91 98450 12345", "098450 12345")
  // brings its own country code or trunk 0; keeping its first ten digits would change it.
  if (digits.length === PHONE_DIGITS + 2 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === PHONE_DIGITS + 1 && digits.startsWith('0')) digits = digits.slice(1);
  digits = digits.slice(0, PHONE_DIGITS);
  return `${PHONE_PREFIX}${digits}`.slice(0, Math.max(maxLength, PHONE_PREFIX.length));
}

function isFilled(value: PaymentFieldValue | undefined): boolean {
  return typeof value === 'boolean' ? value : typeof value === 'string' && value.trim() !== '';
}

/** Nothing given: blank text, an unticked box, or a phone field holding only its "+91" prefix. */
export function isPaymentValueEmpty(
  field: Pick<PaymentField, 'type' | 'name'>,
  value: PaymentFieldValue | undefined,
): boolean {
  return !isFilled(value) || (isPhoneField(field) && value === PHONE_PREFIX);
}

/** A field with showWhenFilled is visible once any of the named fields is filled. */
export function isFieldVisible(field: PaymentField, values: PaymentFieldValues): boolean {
  if (!field.showWhenFilled?.length) return true;
  return field.showWhenFilled.some((name) => isFilled(values[name]));
}

export function visibleFields(fields: PaymentField[], values: PaymentFieldValues): PaymentField[] {
  return fields.filter((field) => isFieldVisible(field, values));
}

/** The values a form starts with: each field's defaultValue, "+91" for phones, else empty. */
export function initialPaymentValues(fields: PaymentField[]): Record<string, PaymentFieldValue> {
  return Object.fromEntries(
    fields.map((field) => [
      field.name,
      field.defaultValue ??
        (field.type === 'checkbox' ? false : isPhoneField(field) ? PHONE_PREFIX : ''),
    ]),
  );
}

function phoneError(field: PaymentField, value: string): string | null {
  const { minLength, maxLength, pattern } = field.rules ?? {};
  if (!value.startsWith(PHONE_PREFIX)) return 'Phone number must start with +91';
  if (minLength === undefined && maxLength === undefined) {
    if (value.length !== PHONE_DEFAULT_MAX_LENGTH)
      return 'Phone number must be 13 characters (including +91)';
  }
  if (minLength !== undefined && value.length < minLength) {
    return `Phone number must have at least ${minLength} characters`;
  }
  if (maxLength !== undefined && value.length > maxLength) {
    return `Phone number must have no more than ${maxLength} characters`;
  }
  if (pattern && !new RegExp(`^(?:${pattern})$`).test(value)) return 'Invalid phone number format';
  return null;
}

/** The message for one field's value, or null when it is acceptable. */
export function paymentFieldError(
  field: PaymentField,
  value: PaymentFieldValue | undefined,
): string | null {
  const rules = field.rules ?? {};
  const messages = field.rulesMessages ?? {};
  const requiredMessage = Object.values(messages)[0] ?? REQUIRED_MESSAGE;
  if (isPaymentValueEmpty(field, value)) return rules.required ? requiredMessage : null;
  // Only a checkbox holds true or false; anywhere else (the method above all) it is no answer.
  if (typeof value !== 'string') {
    return field.type === 'checkbox' ? null : (messages.pattern ?? 'Please enter a valid value');
  }

  if (isPhoneField(field)) return phoneError(field, value);
  if (field.type === 'email' && !BASIC_EMAIL.test(value.trim()))
    return messages.pattern ?? EMAIL_MESSAGE;
  if (
    field.type === 'select' &&
    field.options &&
    !field.options.some((option) => option.value === value)
  ) {
    return messages.pattern ?? 'Please choose one of the options';
  }
  if (rules.minLength !== undefined && value.length < rules.minLength) {
    return messages.minLength ?? `Must be at least ${rules.minLength} characters`;
  }
  if (rules.maxLength !== undefined && value.length > rules.maxLength) {
    return messages.maxLength ?? `Must be at most ${rules.maxLength} characters`;
  }
  if (rules.pattern && !new RegExp(`^(?:${rules.pattern})$`).test(value)) {
    return messages.pattern ?? 'Invalid format';
  }
  return null;
}

/** Every visible field's error, by field name; empty when the form may be submitted. */
export function validatePaymentFields(
  fields: PaymentField[],
  values: PaymentFieldValues,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of visibleFields(fields, values)) {
    const error = paymentFieldError(field, values[field.name]);
    if (error) errors[field.name] = error;
  }
  return errors;
}

/** Spec section 5: the form cannot be sent while any visible required field is empty. */
export function hasEmptyRequiredField(fields: PaymentField[], values: PaymentFieldValues): boolean {
  return visibleFields(fields, values).some(
    (field) => field.rules?.required && isPaymentValueEmpty(field, values[field.name]),
  );
}
