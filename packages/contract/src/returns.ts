// Returns, exchanges, cancellations by the shopper and return to origin (issue 38). The
// shopper asks on /orders; staff approve or reject, arrange the pickup, receive and inspect
// each line, then refund (a refund of the received lines, with its GST credit note) or ship the
// exchange (another size or colour of the same product).
import { z } from 'zod';
import { text } from './common';

/** Why a shopper returns something: the list the form offers. */
export const RETURN_REASONS = [
  'Does not fit',
  'Damaged or defective',
  'Wrong item received',
  'Not as described',
  'Missing parts or accessories',
  'Changed my mind',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/**
 * A return's life: requested (by the shopper) → approved or rejected (staff, with a reason) →
 * received (the parcel is back and each line inspected) → refunded (money given back, with a
 * credit note) or exchanged (the other size or colour shipped as an order of its own).
 */
export const RETURN_STATUSES = [
  'requested',
  'approved',
  'rejected',
  'received',
  'refunded',
  'exchanged',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** Each state as the shopper and staff read it. */
export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  received: 'Received',
  refunded: 'Refunded',
  exchanged: 'Exchanged',
};

/** The moves staff make through POST /admin/returns/{id}/status. */
export const RETURN_STATUS_CHANGES = ['approved', 'rejected', 'received'] as const;

export const RETURN_WINDOW_DAYS_DEFAULT = 7;
export const RETURN_WINDOW_DAYS_MAX = 90;
export const RETURN_NOTE_MAX_LENGTH = 1000;
export const RETURN_PHOTOS_MAX = 3;

const id = z
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);
const quantity = z.number().int().positive('must be at least 1').max(100_000);

/**
 * POST /orders/{id}/returns (the shopper's own, delivered order): some lines and quantities,
 * within the store's return window, never above what was delivered less what other requests
 * (not rejected) already ask. `exchangeFor` asks for another size or colour of the same product
 * instead of money (subject to stock). 201 { id, status: "requested" }; 422 outside the window,
 * above the delivered quantity, for a non-returnable product or a variant out of stock.
 */
export const returnRequestSchema = z.object({
  lines: z
    .array(
      z.object({
        itemId: id,
        quantity,
        exchangeFor: z
          .object({
            size: text().trim().max(40).nullable().optional(),
            color: text().trim().max(40).nullable().optional(),
          })
          .optional(),
      }),
    )
    .min(1, 'must name at least one line')
    .max(200)
    .refine(
      (lines) => new Set(lines.map((line) => line.itemId)).size === lines.length,
      'must name each line once',
    ),
  reason: z.enum(RETURN_REASONS, { error: `must be one of: ${RETURN_REASONS.join(', ')}` }),
  note: text()
    .trim()
    .max(RETURN_NOTE_MAX_LENGTH, `must be at most ${RETURN_NOTE_MAX_LENGTH} characters`)
    .optional()
    .transform((value) => value || undefined),
});
export type ReturnRequest = z.input<typeof returnRequestSchema>;

export const returnCreatedSchema = z.object({
  id: z.number().int(),
  status: z.enum(RETURN_STATUSES),
});

/** A line of a return as the shopper sees it. */
export const returnLineSchema = z.object({
  itemId: z.number().int(),
  productTitle: text(),
  size: text().nullable(),
  color: text().nullable(),
  quantity: z.number().int(),
  /** The size or colour asked for instead of money; null for a refund. */
  exchangeFor: z.object({ size: text().nullable(), color: text().nullable() }).nullable(),
});

/** Where a return's parcel goes back: set by staff when they arrange the pickup. */
export const returnPickupSchema = z.object({
  carrier: text(),
  trackingNumber: text(),
  trackingUrl: text().nullable(),
});

/** A return on the shopper's order answers (`returns`), oldest first. */
export const orderReturnSchema = z.object({
  id: z.number().int(),
  status: z.enum(RETURN_STATUSES),
  reason: text(),
  note: text().nullable(),
  createdAt: text(),
  lines: z.array(returnLineSchema),
  /** Staff's reason, when rejected. */
  rejectionReason: text().nullable(),
  pickup: returnPickupSchema.nullable(),
  /** What happens next, in the shopper's words ("We will arrange a pickup within 2 days."). */
  nextStep: text(),
  /** Photos the shopper attached (addresses to show them). */
  photos: z.array(text()),
});
export type OrderReturn = z.infer<typeof orderReturnSchema>;

/** A GST credit note on the shopper's order answers: GET /orders/{id}/credit-notes/{number}. */
export const creditNoteRefSchema = z.object({
  /** "CK/26-27/C0001" (decision 0030). */
  number: text(),
  /** When it was issued (ISO). */
  date: text(),
  /** Rupees credited, GST included. */
  amount: z.number(),
});
export type CreditNoteRef = z.infer<typeof creditNoteRefSchema>;

/** A credit note as staff see it on the order. */
export const adminCreditNoteSchema = creditNoteRefSchema.extend({
  reason: text(),
  refundId: z.number().int().nullable(),
  returnId: z.number().int().nullable(),
});
export type AdminCreditNote = z.infer<typeof adminCreditNoteSchema>;

/**
 * What the shopper may still do with the order (the /orders page's buttons): cancel it (not
 * shipped yet), and return which quantity of each line until when.
 */
export const orderAfterSaleSchema = z.object({
  cancellable: z.boolean(),
  /** The return window's end (ISO); null when not delivered or the store takes no returns. */
  returnUntil: text().nullable(),
  /** Per line: how many may still be returned (0 for a non-returnable product). */
  returnable: z.array(z.object({ itemId: z.number().int(), quantity: z.number().int() })),
});
export type OrderAfterSale = z.infer<typeof orderAfterSaleSchema>;

// ─── Back office ────────────────────────────────────────────────────────────────────────────────

/** A line of a return as staff handle it. */
export const adminReturnLineSchema = returnLineSchema.extend({
  /**
   * Rupees paid for one: the order's unit price less its share of the line's discount (issue 40),
   * rounded down to the paisa (the line's last piece takes the odd paise).
   */
  unitPrice: z.number(),
  /** Filled in at receipt: how many came back, and whether they went back to stock. */
  receivedQuantity: z.number().int().nullable(),
  restocked: z.number().int().nullable(),
  writeOffReason: text().nullable(),
});

export const adminReturnSchema = z.object({
  id: z.number().int(),
  orderId: text(),
  status: z.enum(RETURN_STATUSES),
  reason: text(),
  note: text().nullable(),
  customerName: text(),
  email: text(),
  createdAt: text(),
  updatedAt: text(),
  /** Whole days since the shopper asked. */
  ageDays: z.number().int(),
  /** Waits for staff: requested, approved (pickup or receipt to come) or received (refund to give). */
  needsAction: z.boolean(),
  lines: z.array(adminReturnLineSchema),
  rejectionReason: text().nullable(),
  pickup: returnPickupSchema.nullable(),
  photos: z.array(text()),
  /** Rupees proposed for the refund once received: the received lines as paid. */
  proposedRefund: z.number().nullable(),
  refundId: z.number().int().nullable(),
  /** The order that ships an exchange. */
  exchangeOrderId: text().nullable(),
  creditNotes: z.array(adminCreditNoteSchema),
});
export type AdminReturn = z.infer<typeof adminReturnSchema>;

export const adminReturnListQuerySchema = z.object({
  status: z
    .enum(RETURN_STATUSES, { error: `must be one of: ${RETURN_STATUSES.join(', ')}` })
    .optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminReturnListQuery = z.input<typeof adminReturnListQuerySchema>;

/** GET /admin/returns: those needing action first (oldest first among them), then the rest. */
export const adminReturnListSchema = z.object({
  data: z.array(adminReturnSchema),
  pagination: z.object({
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
  }),
});
export type AdminReturnList = z.infer<typeof adminReturnListSchema>;

const staffReason = text()
  .trim()
  .max(500, 'must be at most 500 characters')
  .optional()
  .transform((value) => value || undefined);

/**
 * POST /admin/returns/{id}/status: approved or rejected (a reason required) from requested;
 * received from approved, with each line inspected: how many came back and how many go back to
 * stock (`restock`), the rest written off with `writeOffReason`. Without `lines` at receipt,
 * every line came back as asked and goes back to stock.
 */
export const returnStatusChangeSchema = z
  .object({
    status: z.enum(RETURN_STATUS_CHANGES, { error: 'must be approved, rejected or received' }),
    reason: staffReason,
    lines: z
      .array(
        z.object({
          itemId: id,
          quantity: z.number().int().min(0).max(100_000),
          restock: z.union([z.boolean(), z.number().int().min(0).max(100_000)]),
          writeOffReason: staffReason,
        }),
      )
      .max(200)
      .optional(),
  })
  .refine((body) => body.status !== 'rejected' || body.reason !== undefined, {
    message: 'is required to reject a return',
    path: ['reason'],
  });
export type ReturnStatusChange = z.input<typeof returnStatusChangeSchema>;

/** POST /admin/returns/{id}/pickup: the carrier and tracking number of the parcel coming back. */
export const returnPickupRequestSchema = z.object({
  carrier: text().trim().min(1, 'is required').max(100),
  trackingNumber: text().trim().min(1, 'is required').max(100),
  trackingUrl: text()
    .trim()
    .max(2000)
    .url('must be an http(s) URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

/**
 * POST /admin/returns/{id}/refund: a received return's refund, the amount proposed from the
 * received lines, editable down, never above it nor above what was paid less refunded (422).
 */
export const returnRefundRequestSchema = z.object({
  amount: z.number().positive('must be more than ₹0').optional(),
});

/**
 * POST /admin/orders/{id}/rto-received: the parcel that came back to origin is in the shop;
 * its stock goes back (every line, or as inspected).
 */
export const rtoReceivedRequestSchema = z.object({
  lines: z
    .array(z.object({ itemId: id, restock: z.number().int().min(0).max(100_000) }))
    .max(200)
    .optional(),
});

/** The dashboard's return-to-origin rate over the last 30 days, by payment method. */
export const rtoRateSchema = z.array(
  z.object({
    paymentMethod: text(),
    /** Orders of the method that shipped in the last 30 days. */
    shipped: z.number().int(),
    returnedToOrigin: z.number().int(),
    /** 0..1. */
    rate: z.number(),
  }),
);

/** POST /orders/{id}/cancel: the shopper's own order, not shipped yet; 200 the order, 409 once shipped. */
export const orderCancelRequestSchema = z
  .object({
    reason: text()
      .trim()
      .max(500, 'must be at most 500 characters')
      .optional()
      .transform((value) => value || undefined),
  })
  .optional();
export type OrderCancelRequest = z.input<typeof orderCancelRequestSchema>;

/** A return of one of the shopper's orders: /orders/{id}/returns/{returnId}. */
export const orderReturnParamsSchema = z.object({
  id: text().trim().min(1).max(40),
  returnId: z.coerce
    .number({ error: 'must be a return id' })
    .int('must be a return id')
    .positive('must be a return id')
    .max(2 ** 31 - 1, 'must be a return id'),
});

/** POST /orders/{id}/returns/{returnId}/photos (the image itself as the body): the return's photos. */
export const returnPhotosSchema = z.object({ photos: z.array(text()) });

/** /admin/returns/{id}. */
export const returnIdParamsSchema = z.object({ id: orderReturnParamsSchema.shape.returnId });
