import { z } from 'zod';
import { countParameter, text } from './common';
import { orderRefundSchema } from './refunds';
import { creditNoteRefSchema, orderAfterSaleSchema, orderReturnSchema } from './returns';
import { orderShipmentSchema } from './shipping';
import { appliedPromotionSchema, promotionCodeInputSchema } from './promotions';
import {
  MAX_ORDER_LINES,
  MAX_QUANTITY,
  normaliseIndianMobile,
  PIN_CODE_PATTERN,
  SHIPPING_ADDRESS_MAX_LENGTH,
} from './order-rules';

export const orderMessages = {
  blank: 'is required',
  postalCode: 'must be a 6-digit Indian PIN code',
  phone: 'must be an Indian mobile number: +91 and 10 digits starting with 6-9',
} as const;

const requiredText = (max: number) =>
  text({ error: orderMessages.blank })
    .trim()
    .min(1, orderMessages.blank)
    .max(max, `must be at most ${max} characters`);

/** Shipping address (spec section 3): every field non-blank after trimming. */
export const shippingAddressSchema = z.object({
  fullName: requiredText(SHIPPING_ADDRESS_MAX_LENGTH.fullName),
  address: requiredText(SHIPPING_ADDRESS_MAX_LENGTH.address),
  city: requiredText(SHIPPING_ADDRESS_MAX_LENGTH.city),
  state: requiredText(SHIPPING_ADDRESS_MAX_LENGTH.state),
  postalCode: requiredText(SHIPPING_ADDRESS_MAX_LENGTH.postalCode).pipe(
    text().regex(PIN_CODE_PATTERN, orderMessages.postalCode),
  ),
  phone: requiredText(SHIPPING_ADDRESS_MAX_LENGTH.phone).transform((value, context) => {
    const phone = normaliseIndianMobile(value);
    if (!phone) {
      context.addIssue({ code: 'custom', message: orderMessages.phone });
      return z.NEVER;
    }
    return phone;
  }),
});
export type ShippingAddress = z.input<typeof shippingAddressSchema>;

const quantity = z
  .number({ error: 'must be a whole number from 1 to 99' })
  .int('must be a whole number from 1 to 99')
  .min(1, 'must be a whole number from 1 to 99')
  .max(MAX_QUANTITY, 'must be a whole number from 1 to 99');

const productId = z.uuid({ error: 'must be a product id (UUID)' });
const variant = text()
  .trim()
  .max(50)
  .nullish()
  .transform((value) => value || null);

/** One cart row: a product in a size and colour (spec-decisions.md). */
export const orderItemInputSchema = z.object({
  productId,
  quantity,
  size: variant,
  color: variant,
});
export type OrderItemInput = z.input<typeof orderItemInputSchema>;

/**
 * POST /orders. `products` is the spec's map of product id to quantity; `items`, when sent, says
 * which sizes and colours make up those quantities. Prices never come from the client.
 */
export const createOrderRequestSchema = z
  .object({
    products: z
      .record(productId, quantity)
      .refine((products) => Object.keys(products).length > 0, 'must contain at least one product')
      .refine(
        (products) => Object.keys(products).length <= MAX_ORDER_LINES,
        `must contain at most ${MAX_ORDER_LINES} products`,
      ),
    shippingAddress: shippingAddressSchema,
    items: z.array(orderItemInputSchema).min(1).max(MAX_ORDER_LINES).optional(),
    /** A promotion code (issue 40): checked again as the order is written; a 409 when it no longer applies. */
    code: promotionCodeInputSchema,
  })
  .superRefine((order, context) => {
    if (!order.items) return;
    const fromItems = new Map<string, number>();
    for (const item of order.items) {
      fromItems.set(item.productId, (fromItems.get(item.productId) ?? 0) + item.quantity);
    }
    const matches =
      fromItems.size === Object.keys(order.products).length &&
      [...fromItems].every(([id, total]) => order.products[id] === total);
    if (!matches) {
      context.addIssue({
        code: 'custom',
        path: ['items'],
        message: 'must add up to the quantities in products',
      });
    }
  });
export type CreateOrderRequest = z.input<typeof createOrderRequestSchema>;
export type CreateOrderInput = z.output<typeof createOrderRequestSchema>;

export const orderItemSchema = z.object({
  id: z.number().int(),
  productId: text().nullable(),
  productTitle: text(),
  quantity: z.number().int(),
  /** Unit price in rupees when the order was placed. */
  price: z.number(),
  size: text().nullable(),
  color: text().nullable(),
  /** Rupees the order's offers took off this line (0 when none): the line paid price × quantity − discount. */
  discount: z.number(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/**
 * What the shopper pays, broken up as Indian law asks (rupees): the items at the prices paid,
 * delivery (0: "Free"), the GST included in that total, and the total.
 */
export const priceBreakupSchema = z.object({
  items: z.number(),
  delivery: z.number(),
  /** The GST inside the total; null when a product's GST rate was not known when ordered. */
  gstIncluded: z.number().nullable(),
  /** The fee cash on delivery added (GST included), when the shopper chose it; else absent. */
  codFee: z.number().optional(),
  /** What the offers took off the items (rupees), when any did; else absent. */
  discount: z.number().optional(),
  total: z.number(),
});
export type PriceBreakup = z.infer<typeof priceBreakupSchema>;

/** The order's tax invoice, issued when it shipped: GET /orders/{id}/invoice downloads it. */
export const invoiceRefSchema = z.object({
  /** "CK/26-27/00001". */
  number: text(),
  issuedAt: text(),
});
export type InvoiceRef = z.infer<typeof invoiceRefSchema>;

/** An order as the API answers it (spec section 3, plus shipping details when known). */
export const orderSchema = z.object({
  id: text(),
  status: z.number().int(),
  createdAt: text(),
  items: z.array(orderItemSchema),
  shippingAddress: z.object({
    fullName: text().optional(),
    address: text(),
    city: text(),
    state: text(),
    postalCode: text(),
    phone: text().optional(),
  }),
  /** Rupees: what the shopper pays, the items less their discount plus shipping and fees. */
  total: z.number(),
  /** Rupees the offers took off the items (0 when none). */
  discount: z.number(),
  /** The offers applied to it, each with what it saved (shipping waived included). */
  promotions: z.array(appliedPromotionSchema),
  shippingMethod: text().nullable(),
  trackingNumber: text().nullable(),
  /** Who carries the parcel, set when the shop ships it. */
  carrier: text().nullable(),
  /** The carrier's tracking page for this parcel, when the shop gave one. */
  trackingUrl: text().nullable(),
  priceBreakup: priceBreakupSchema,
  /** Null until the order ships (and for a shop without a GSTIN, which issues none). */
  invoice: invoiceRefSchema.nullable(),
  /** Money given back or on its way, oldest first. */
  refunds: z.array(orderRefundSchema),
  /**
   * A UPI or cash-on-delivery refund waits for the shopper to say where to send it
   * (PUT /orders/{id}/refund-destination); false when given or none is due.
   */
  refundDestinationNeeded: z.boolean(),
  /** GST credit notes issued against the invoice (returns, refunds, return to origin), oldest first. */
  creditNotes: z.array(creditNoteRefSchema),
  /** Return and exchange requests, oldest first; the order's status stays Delivered beside them. */
  returns: z.array(orderReturnSchema),
  /** What the shopper may still do: cancel, or return which lines until when. */
  afterSale: orderAfterSaleSchema,
  /** The parcels that carry it, oldest first, with the courier's scans (issue 39). */
  shipments: z.array(orderShipmentSchema),
});
export type Order = z.infer<typeof orderSchema>;

/** GET /orders answers one page of the spec's array; a `Link: <…>; rel="next"` header leads on. */
export const orderListSchema = z.array(orderSchema);

export const ORDERS_PAGE_SIZE = 20;
export const ORDERS_MAX_LIMIT = 100;

export const orderListQuerySchema = z.object({
  limit: countParameter(ORDERS_MAX_LIMIT, ORDERS_PAGE_SIZE),
  /** The cursor of the next page (from the Link header): orders placed before this one. */
  before: text().trim().min(1).max(40).optional(),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export const orderLookupParamsSchema = z.object({ id: text().trim().min(1).max(40) });
/** Without contactInfo, only the order's signed-in owner finds it (the payment page's check). */
export const orderLookupQuerySchema = z.object({
  contactInfo: text().trim().min(1, 'is required').max(254).optional(),
});

/** POST /orders headers: a client-chosen key that makes a retried submit safe. */
export const createOrderHeadersSchema = z.object({
  'idempotency-key': text()
    .regex(/^[\x21-\x7e]{1,100}$/, 'must be 1 to 100 printable characters')
    .optional(),
});
