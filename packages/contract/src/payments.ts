import { z } from 'zod';
import { text } from './common';

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
  pattern: text().optional(),
});

/** A field of the payment form (spec section 3, "Payment field definition"). */
export const paymentFieldSchema = z.object({
  name: text(),
  label: text(),
  placeholder: text().optional(),
  description: text().optional(),
  type: z.enum(PAYMENT_FIELD_TYPES),
  /** A disabled option is shown, not chosen: its label says why (cash on delivery above its limit). */
  options: z
    .array(z.object({ label: text(), value: text(), disabled: z.boolean().optional() }))
    .optional(),
  /** Shown beside the previous field rather than below it. */
  inline: z.boolean().optional(),
  mask: text().optional(),
  rules: paymentFieldRulesSchema.optional(),
  /** Messages by rule name; the first entry is the required-field message (spec section 5). */
  rulesMessages: z.record(text(), text()).optional(),
  defaultValue: z.union([text(), z.boolean()]).optional(),
  /** Names of fields that, when any is filled, make this one visible. */
  showWhenFilled: z.array(text()).optional(),
});
export type PaymentField = z.infer<typeof paymentFieldSchema>;

/**
 * What paying the order costs by each method on offer, before the shopper chooses (no fee is
 * added after the choice): the total with the method's fee, or why the method is not available.
 */
export const payableOrderSchema = z.object({
  orderId: text(),
  /** The order as placed, in rupees. */
  total: z.number(),
  methods: z.array(
    z.object({
      method: text(),
      /** The fee the method adds (GST included), in rupees; 0 for none. */
      fee: z.number(),
      /** The order's total paid this way. */
      total: z.number(),
      /** Why it cannot pay this order; absent when it can. */
      unavailable: text().optional(),
    }),
  ),
});
export type PayableOrder = z.infer<typeof payableOrderSchema>;

/** GET /payments/fields: the form; with `?orderId=` (the caller's Pending order), its costs too. */
export const paymentFieldsResponseSchema = z.object({
  fields: z.array(paymentFieldSchema),
  order: payableOrderSchema.optional(),
});
export const paymentFieldsQuerySchema = z.object({
  orderId: text().trim().min(1).max(40).optional(),
});
export type PaymentFieldsResponse = z.infer<typeof paymentFieldsResponseSchema>;

export const paymentRequestSchema = z.object({
  fields: z.record(text().max(50), z.union([text().max(500), z.boolean()])),
  orderId: text({ error: 'is required' }).trim().min(1, 'is required').max(40),
});
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;

export const paymentActionSchema = z.object({
  type: z.enum(['redirect_post', 'deeplink', 'qr']),
  redirectUrl: text().optional(),
  formParams: z.object({ type: text(), url: text(), data: z.record(text(), text()) }).optional(),
  qr: text().optional(),
  qrBase64: text().optional(),
});
export type PaymentAction = z.infer<typeof paymentActionSchema>;

/** The answer to POST /payments (spec section 3, "Payment response"). */
export const paymentResponseSchema = z.object({
  success: z.boolean(),
  error: text().optional(),
  redirectUrl: text().optional(),
  action: paymentActionSchema.optional(),
});
export type PaymentResponse = z.infer<typeof paymentResponseSchema>;

/**
 * A form post from a browser or a gateway (the redirect, callback and sandbox pages): flat
 * name → value pairs. A repeated name arrives as a list and is refused.
 */
export const formPostSchema = z.record(text().max(100), text().max(2000));

export const PAYMENT_METHODS = [
  'upi',
  'cod',
  'payu',
  'sandbox',
  'razorpay',
  'razorpay_sandbox',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * What each payment method is called, the one place for every screen and mail that names it:
 * `label` in the back office's lists, filters and settings; `option` on the storefront's payment
 * form, where the shopper chooses (the API sends it); `inText` within a sentence or an e-mail.
 */
export const PAYMENT_METHOD_NAMES: Record<
  PaymentMethod,
  { label: string; option: string; inText: string }
> = {
  upi: { label: 'UPI', option: 'UPI (any UPI app)', inText: 'UPI' },
  cod: { label: 'Cash on delivery', option: 'Cash on delivery', inText: 'cash on delivery' },
  payu: {
    label: 'Card / netbanking (PayU)',
    option: 'Card, netbanking or wallet (PayU)',
    inText: 'card / netbanking',
  },
  sandbox: {
    label: 'Sandbox (test)',
    option: 'Card or netbanking: test gateway, no real money',
    inText: 'test payment (sandbox)',
  },
  razorpay: {
    label: 'Card / UPI / netbanking (Razorpay)',
    option: 'Card, UPI, netbanking or wallet (Razorpay)',
    inText: 'Razorpay',
  },
  razorpay_sandbox: {
    label: 'Razorpay (sandbox)',
    option: 'Razorpay (sandbox): test gateway, no real money',
    inText: 'test payment (Razorpay sandbox)',
  },
};

/** Methods paid on a gateway's hosted page, settled by its signed answer (not the shop, not cash). */
export const HOSTED_GATEWAY_METHODS = [
  'payu',
  'sandbox',
  'razorpay',
  'razorpay_sandbox',
] as const satisfies readonly PaymentMethod[];

export function isHostedGatewayMethod(method: PaymentMethod): boolean {
  return (HOSTED_GATEWAY_METHODS as readonly PaymentMethod[]).includes(method);
}

// The form rules, kept apart so the payment page's bundle takes them without zod.
export * from './payment-rules';
