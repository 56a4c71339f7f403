import { z } from 'zod';

// Status codes and order ids, kept apart so browser bundles take them without zod.
export * from './order-rules';

export const DEFAULT_SHIPPING_METHOD = 'Standard Shipping';
export const MAX_QUANTITY = 99;
export const MAX_ORDER_LINES = 50;

/** Indian PIN code: six digits, not starting with 0. */
export const PIN_CODE_PATTERN = /^[1-9][0-9]{5}$/;

/** Digits of an Indian mobile number: 10 digits starting 6-9. */
const MOBILE_DIGITS = /^[6-9][0-9]{9}$/;

/**
 * "+91 98110 45672", "098110-45672", "919811045672" or "9811045672" → "+919811045672";
 * null when it is not an Indian mobile number.
 */
export function normaliseIndianMobile(value: string): string | null {
  let digits = value.replace(/[\s()-]/g, '');
  if (digits.startsWith('+91')) digits = digits.slice(3);
  else if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return MOBILE_DIGITS.test(digits) ? `+91${digits}` : null;
}

export const orderMessages = {
  blank: 'is required',
  postalCode: 'must be a 6-digit Indian PIN code',
  phone: 'must be an Indian mobile number: +91 and 10 digits starting with 6-9',
} as const;

const requiredText = (max: number) =>
  z
    .string({ error: orderMessages.blank })
    .trim()
    .min(1, orderMessages.blank)
    .max(max, `must be at most ${max} characters`);

/** Shipping address (spec section 3): every field non-blank after trimming. */
export const shippingAddressSchema = z.object({
  fullName: requiredText(100),
  address: requiredText(300),
  city: requiredText(100),
  state: requiredText(100),
  postalCode: requiredText(6).pipe(z.string().regex(PIN_CODE_PATTERN, orderMessages.postalCode)),
  phone: requiredText(20).transform((value, context) => {
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
const variant = z
  .string()
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
  productId: z.string().nullable(),
  productTitle: z.string(),
  quantity: z.number().int(),
  /** Unit price in rupees when the order was placed. */
  price: z.number(),
  size: z.string().nullable(),
  color: z.string().nullable(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** An order as the API answers it (spec section 3, plus shipping details when known). */
export const orderSchema = z.object({
  id: z.string(),
  status: z.number().int(),
  createdAt: z.string(),
  items: z.array(orderItemSchema),
  shippingAddress: z.object({
    fullName: z.string().optional(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    postalCode: z.string(),
    phone: z.string().optional(),
  }),
  /** Rupees: the sum of price × quantity over the items. */
  total: z.number(),
  shippingMethod: z.string().nullable(),
  trackingNumber: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderListSchema = z.array(orderSchema);

export const orderLookupParamsSchema = z.object({ id: z.string().trim().min(1).max(40) });
export const orderLookupQuerySchema = z.object({
  contactInfo: z.string({ error: 'is required' }).trim().min(1, 'is required').max(254),
});

/** POST /orders headers: a client-chosen key that makes a retried submit safe. */
export const createOrderHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{1,100}$/, 'must be 1 to 100 printable characters')
    .optional(),
});
