import { z } from 'zod';

export const PAYMENT_FIELD_TYPES = [
  'text',
  'email',
  'password',
  'number',
  'tel',
  'textarea',
  'select',
  'checkbox',
] as const;

export const paymentFieldRulesSchema = z.object({
  required: z.boolean().optional(),
  minLength: z.number().int().nonnegative().optional(),
  maxLength: z.number().int().positive().optional(),
  /** A regular expression source the whole value must match. */
  pattern: z.string().optional(),
});

/** A field of the payment form (spec section 3, "Payment field definition"). */
export const paymentFieldSchema = z.object({
  name: z.string(),
  label: z.string(),
  placeholder: z.string().optional(),
  description: z.string().optional(),
  type: z.enum(PAYMENT_FIELD_TYPES),
  options: z.array(z.object({ label: z.string(), value: z.string() })).optional(),
  /** Shown beside the previous field rather than below it. */
  inline: z.boolean().optional(),
  mask: z.string().optional(),
  rules: paymentFieldRulesSchema.optional(),
  /** Messages by rule name; the first entry is the required-field message (spec section 5). */
  rulesMessages: z.record(z.string(), z.string()).optional(),
  defaultValue: z.union([z.string(), z.boolean()]).optional(),
  /** Names of fields that, when any is filled, make this one visible. */
  showWhenFilled: z.array(z.string()).optional(),
});
export type PaymentField = z.infer<typeof paymentFieldSchema>;

export const paymentFieldsResponseSchema = z.object({ fields: z.array(paymentFieldSchema) });
export type PaymentFieldsResponse = z.infer<typeof paymentFieldsResponseSchema>;

export type PaymentFieldValue = string | boolean;
export type PaymentFieldValues = Record<string, PaymentFieldValue | undefined>;

export const paymentRequestSchema = z.object({
  fields: z.record(z.string().max(50), z.union([z.string().max(500), z.boolean()])),
  orderId: z.string({ error: 'is required' }).trim().min(1, 'is required').max(40),
});
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;

export const paymentActionSchema = z.object({
  type: z.enum(['redirect_post', 'deeplink', 'qr']),
  redirectUrl: z.string().optional(),
  formParams: z
    .object({ type: z.string(), url: z.string(), data: z.record(z.string(), z.string()) })
    .optional(),
  qr: z.string().optional(),
  qrBase64: z.string().optional(),
});
export type PaymentAction = z.infer<typeof paymentActionSchema>;

/** The answer to POST /payments (spec section 3, "Payment response"). */
export const paymentResponseSchema = z.object({
  success: z.boolean(),
  error: z.string().optional(),
  redirectUrl: z.string().optional(),
  action: paymentActionSchema.optional(),
});
export type PaymentResponse = z.infer<typeof paymentResponseSchema>;

export const PAYMENT_METHODS = ['upi', 'cod', 'payu', 'sandbox'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

// ---- The form rules of spec section 5, shared by the payment page and the API. ----

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
  const digits = withoutPrefix.replace(/\D/g, '').slice(0, PHONE_DIGITS);
  return `${PHONE_PREFIX}${digits}`.slice(0, Math.max(maxLength, PHONE_PREFIX.length));
}

function isFilled(value: PaymentFieldValue | undefined): boolean {
  return typeof value === 'boolean' ? value : typeof value === 'string' && value.trim() !== '';
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
  // A phone field holding only its "+91" prefix is as good as empty.
  const empty = !isFilled(value) || (isPhoneField(field) && value === PHONE_PREFIX);
  if (empty) return rules.required ? requiredMessage : null;
  if (typeof value !== 'string') return null;

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
