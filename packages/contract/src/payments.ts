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

// The form rules, kept apart so the payment page's bundle takes them without zod.
export * from './payment-rules';
