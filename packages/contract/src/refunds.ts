// Refunds (decision 0027): staff give money back through the gateway that took it, or by a
// transfer of their own to the shopper's refund destination (UPI and cash on delivery).
import { z } from 'zod';
import { text } from './common';
import { PAYMENT_METHODS } from './payments';

export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const REFUND_REASON_MAX_LENGTH = 500;

/** Rupees with at most two decimals, more than nothing. */
const refundAmount = z
  .number({ error: 'must be an amount in rupees' })
  .refine(Number.isFinite, 'must be an amount in rupees')
  .positive('must be more than ₹0')
  .max(100_000_000, 'must be at most ₹10 crore')
  .refine(
    (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    'must be in whole paise',
  );

/**
 * POST /admin/orders/{id}/refunds: an amount (rupees), or lines and quantities (what they paid:
 * the price as sold less the line's discount, per piece, the last piece of a line taking the odd
 * paise), or neither (all that is left to refund of the payment). `paymentId` picks the
 * payment when the order has more than one (a double payment); else the one that paid it.
 */
export const refundRequestSchema = z
  .object({
    amount: refundAmount.optional(),
    lines: z
      .array(
        z.object({
          itemId: z
            .number()
            .int()
            .positive()
            .max(2 ** 31 - 1),
          quantity: z.number().int().positive('must be at least 1').max(100_000),
        }),
      )
      .min(1, 'must name at least one line')
      .max(200)
      .optional(),
    reason: text()
      .trim()
      .min(1, 'is required')
      .max(REFUND_REASON_MAX_LENGTH, `must be at most ${REFUND_REASON_MAX_LENGTH} characters`),
    paymentId: z
      .number()
      .int()
      .positive()
      .max(2 ** 31 - 1)
      .optional(),
  })
  .refine((body) => body.amount === undefined || body.lines === undefined, {
    message: 'give an amount or lines, not both',
    path: ['amount'],
  })
  .refine(
    (body) =>
      !body.lines || new Set(body.lines.map((line) => line.itemId)).size === body.lines.length,
    { message: 'must name each line once', path: ['lines'] },
  );
export type RefundRequest = z.input<typeof refundRequestSchema>;

/** The answer to a refund asked for (201). */
export const refundCreatedSchema = z.object({
  id: z.number().int(),
  /** Rupees. */
  amount: z.number(),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(REFUND_STATUSES),
});
export type RefundCreated = z.infer<typeof refundCreatedSchema>;

/** A refund as the back office shows it. */
export const adminRefundSchema = z.object({
  id: z.number().int(),
  paymentId: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  /** Rupees. */
  amount: z.number(),
  status: z.enum(REFUND_STATUSES),
  reason: text(),
  lines: z.array(
    z.object({
      itemId: z.number().int(),
      title: text(),
      quantity: z.number().int(),
      /** Rupees, and the GST inside them when the line's rate was known. */
      amount: z.number(),
      gst: z.number().nullable(),
    }),
  ),
  /** Paid through the gateway: the gateway's id of the refund. */
  gatewayReference: text().nullable(),
  /** Paid by the shop itself: its transfer's reference (UTR or bank reference). */
  transferReference: text().nullable(),
  /** Given back by the shop itself (UPI, cash on delivery): staff record the transfer. */
  byHand: z.boolean(),
  requestedBy: text(),
  /** Why it failed. */
  error: text().nullable(),
  createdAt: text(),
  processedAt: text().nullable(),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

/** POST /admin/orders/{id}/refunds/{refundId}/transfer: the shop's own transfer, made. */
export const refundTransferSchema = z.object({
  reference: text()
    .trim()
    .min(4, 'must be the transfer’s reference (UTR or bank reference)')
    .max(100, 'must be at most 100 characters'),
});
export type RefundTransfer = z.input<typeof refundTransferSchema>;

export const refundTransferParamsSchema = z.object({
  id: text().trim().min(1).max(40),
  refundId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

/** A refund as the shopper sees it on /orders (GET /orders items). */
export const orderRefundSchema = z.object({
  /** Rupees. */
  amount: z.number(),
  status: z.enum(REFUND_STATUSES),
  createdAt: text(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

/** name@handle: what a UPI app shows as the UPI ID (VPA). */
export const VPA_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,255}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;
/** Four letters of the bank, a zero, six of the branch (RBI's IFSC). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/**
 * PUT /orders/{id}/refund-destination: where the shop sends money back for a UPI or cash on
 * delivery order. Only the order's shopper gives or reads it (and the store's staff).
 */
export const refundDestinationSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('upi'),
    vpa: text().trim().max(320).regex(VPA_PATTERN, 'must be a UPI ID such as name@okbank'),
  }),
  z.object({
    kind: z.literal('bank'),
    accountName: text().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
    accountNumber: text()
      .trim()
      .regex(/^\d{9,18}$/, 'must be the account number: 9 to 18 digits'),
    ifsc: text()
      .trim()
      .transform((value) => value.toUpperCase())
      .pipe(text().regex(IFSC_PATTERN, 'must be an IFSC such as HDFC0001234')),
  }),
]);
export type RefundDestination = z.output<typeof refundDestinationSchema>;
export type RefundDestinationInput = z.input<typeof refundDestinationSchema>;

/** GET /orders/{id}/refund-destination: null until the shopper gives one. */
export const savedRefundDestinationSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('upi'), vpa: text() }),
  z.object({ kind: z.literal('bank'), accountName: text(), accountNumber: text(), ifsc: text() }),
]);
export type SavedRefundDestination = z.infer<typeof savedRefundDestinationSchema>;

export const refundDestinationAnswerSchema = z.object({
  destination: savedRefundDestinationSchema.nullable(),
  /** Whether the shop waits for it: a UPI or cash refund of this order is pending. */
  needed: z.boolean(),
});
export type RefundDestinationAnswer = z.infer<typeof refundDestinationAnswerSchema>;
