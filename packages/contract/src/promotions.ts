import { z } from 'zod';
import { text } from './common';

/**
 * Promotions (issue 40): coupon codes and automatic offers. Money is rupees on the wire and
 * integer paise in the database; every discount is taken off the lines it applies to, so GST is
 * worked back from what the shopper paid for each line.
 */

export const PROMOTION_KINDS = ['percentage', 'amount', 'free_shipping', 'buy_x_get_y'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

export const PROMOTION_KIND_LABELS: Record<PromotionKind, string> = {
  percentage: 'Percentage off',
  amount: 'Amount off',
  free_shipping: 'Free shipping',
  buy_x_get_y: 'Buy X get Y',
};

/**
 * What the back office shows of a promotion now: paused by staff, not started, ended, every use
 * taken, or running.
 */
export const PROMOTION_STATUSES = ['active', 'scheduled', 'paused', 'ended', 'used_up'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

export const PROMOTION_STATUS_LABELS: Record<PromotionStatus, string> = {
  active: 'Active',
  scheduled: 'Scheduled',
  paused: 'Paused',
  ended: 'Ended',
  used_up: 'Used up',
};

/** 3–30 letters, digits, "-" or "_": what a shopper can type from a poster or a reel. */
export const PROMOTION_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{2,29}$/;
export const PROMOTION_CODE_MAX_LENGTH = 30;
export const PROMOTION_LABEL_MAX_LENGTH = 80;

/** Codes are matched case-insensitively; the shopper sees the code as they typed it. */
export const normalisePromotionCode = (code: string) => code.trim().toUpperCase();

const rupees = z
  .number({ error: 'must be an amount in rupees' })
  .min(0, 'must be ₹0 or more')
  .max(10_000_000, 'must be at most ₹1,00,00,000')
  .refine(
    (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    'must be in whole paise',
  );

const count = (max: number) =>
  z
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(max, `must be at most ${max}`);

const moment = z.iso.datetime({ offset: true, error: 'must be a date and time (ISO 8601)' });
const productIds = z
  .array(z.uuid({ error: 'must be a product id (UUID)' }))
  .max(500, 'must hold at most 500 products');

/**
 * POST /admin/promotions and PUT /admin/promotions/{id}. A promotion is a code (`code`) or
 * automatic (`automatic: true`), never both.
 * - percentage: `value` percent (1–100) off the lines it applies to, at most `maxDiscount` rupees;
 * - amount: `value` rupees off, spread over the lines it applies to in proportion;
 * - free_shipping: the order's shipping charge waived;
 * - buy_x_get_y: buy `buyQuantity` of the products it applies to, get `getQuantity` of
 *   `getProductIds` (the same products when absent) at `value` percent off (100, free, when absent),
 *   the cheapest units first, as many times as the cart allows.
 * Conditions: `minOrder` rupees of goods, `productIds`/`categories` (none: every product),
 * `firstOrderOnly`, the window `startsAt`–`endsAt`, `usageLimit` uses in all and
 * `perCustomerLimit` per shopper. `combinable`: whether an automatic offer joins others and a code.
 */
export const promotionInputSchema = z
  .object({
    label: text()
      .trim()
      .max(PROMOTION_LABEL_MAX_LENGTH, `must be at most ${PROMOTION_LABEL_MAX_LENGTH} characters`)
      .optional()
      .transform((value) => value || undefined),
    code: text()
      .trim()
      .regex(PROMOTION_CODE_PATTERN, 'must be 3 to 30 letters, digits, "-" or "_"')
      .optional(),
    automatic: z.boolean().optional().default(false),
    kind: z.enum(PROMOTION_KINDS, { error: `must be one of: ${PROMOTION_KINDS.join(', ')}` }),
    value: z.number({ error: 'must be a number' }).positive('must be more than 0').optional(),
    maxDiscount: rupees.optional(),
    minOrder: rupees.optional(),
    productIds: productIds.optional(),
    categories: z
      .array(text().trim().min(1).max(100))
      .max(100, 'must hold at most 100 categories')
      .optional(),
    firstOrderOnly: z.boolean().optional().default(false),
    startsAt: moment.optional(),
    endsAt: moment.optional(),
    usageLimit: count(10_000_000).optional(),
    perCustomerLimit: count(1000).optional(),
    combinable: z.boolean().optional().default(false),
    buyQuantity: count(99).optional(),
    getQuantity: count(99).optional(),
    getProductIds: productIds.optional(),
    paused: z.boolean().optional().default(false),
  })
  .superRefine((promotion, context) => {
    const problem = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (promotion.code === undefined && !promotion.automatic) {
      problem('code', 'is required unless the promotion is automatic');
    }
    if (promotion.code !== undefined && promotion.automatic) {
      problem('automatic', 'a promotion with a code cannot also be automatic');
    }
    if (
      promotion.kind === 'percentage' &&
      (promotion.value === undefined || promotion.value > 100)
    ) {
      problem('value', 'must be a percentage from 1 to 100');
    }
    if (
      (promotion.kind === 'percentage' || promotion.kind === 'buy_x_get_y') &&
      promotion.value !== undefined &&
      Math.abs(promotion.value * 100 - Math.round(promotion.value * 100)) > 1e-6
    ) {
      // The database keeps a percent to two decimals: more would be rounded without a word.
      problem('value', 'must be a percentage with at most 2 decimals');
    }
    if (promotion.kind === 'amount') {
      if (promotion.value === undefined) problem('value', 'is required for an amount off');
      else if (!rupees.safeParse(promotion.value).success)
        problem('value', 'must be in whole paise');
    }
    if (promotion.kind === 'buy_x_get_y') {
      if (promotion.buyQuantity === undefined)
        problem('buyQuantity', 'is required for buy X get Y');
      if (promotion.getQuantity === undefined)
        problem('getQuantity', 'is required for buy X get Y');
      if (promotion.value !== undefined && promotion.value > 100) {
        problem('value', 'must be a percentage from 1 to 100');
      }
    }
    if (promotion.startsAt && promotion.endsAt && promotion.endsAt <= promotion.startsAt) {
      problem('endsAt', 'must be after the start');
    }
  });
export type PromotionInput = z.input<typeof promotionInputSchema>;
export type PromotionValues = z.output<typeof promotionInputSchema>;

export const promotionCreatedSchema = z.object({ id: z.number().int() });

/** A promotion as the back office sees it, with what it has done so far. */
export const adminPromotionSchema = z.object({
  id: z.number().int(),
  /** What the shopper sees beside the saving ("Diwali sale", "10% off above ₹1,999"). */
  label: text(),
  code: text().nullable(),
  automatic: z.boolean(),
  kind: z.enum(PROMOTION_KINDS),
  value: z.number().nullable(),
  maxDiscount: z.number().nullable(),
  minOrder: z.number().nullable(),
  productIds: z.array(text()),
  categories: z.array(text()),
  firstOrderOnly: z.boolean(),
  startsAt: text().nullable(),
  endsAt: text().nullable(),
  usageLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  combinable: z.boolean(),
  buyQuantity: z.number().int().nullable(),
  getQuantity: z.number().int().nullable(),
  getProductIds: z.array(text()),
  paused: z.boolean(),
  status: z.enum(PROMOTION_STATUSES),
  /** Uses counted now (a cancelled or returned order gave its use back). */
  uses: z.number().int(),
  /** Orders placed with it that still count, the discount they were given and what they paid. */
  orders: z.number().int(),
  discountGiven: z.number(),
  revenue: z.number(),
  createdAt: text(),
  updatedAt: text(),
});
export type AdminPromotion = z.infer<typeof adminPromotionSchema>;

export const adminPromotionListQuerySchema = z.object({
  status: z
    .enum(PROMOTION_STATUSES, { error: `must be one of: ${PROMOTION_STATUSES.join(', ')}` })
    .optional(),
  /** Part of the code or label. */
  q: text().trim().max(80).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminPromotionListQuery = z.input<typeof adminPromotionListQuerySchema>;

/** GET /admin/promotions: newest first. */
export const adminPromotionListSchema = z.object({
  data: z.array(adminPromotionSchema),
  pagination: z.object({
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
  }),
});
export type AdminPromotionList = z.infer<typeof adminPromotionListSchema>;

/** GET /admin/promotions/{id}/uses: a page of the orders that used it. */
export const promotionUseListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type PromotionUseListQuery = z.input<typeof promotionUseListQuerySchema>;

/** GET /admin/promotions/export: the report's columns, one row per promotion, newest first. */
export const PROMOTION_CSV_COLUMNS = [
  'id',
  'code',
  'label',
  'kind',
  'status',
  'uses',
  'usage_limit',
  'orders',
  'discount_given',
  'revenue',
  'starts_at',
  'ends_at',
] as const;

/** POST /admin/promotions/{id}/pause: stop or restart it without editing it. */
export const promotionPauseRequestSchema = z.object({ paused: z.boolean() });

/** GET /admin/promotions/{id}/uses: the orders that used it, newest first. */
export const promotionUseSchema = z.object({
  orderId: text(),
  placedAt: text(),
  customerEmail: text(),
  /** The code as the shopper typed it; null for an automatic offer. */
  code: text().nullable(),
  /** Rupees: taken off the goods, plus the shipping waived. */
  discount: z.number(),
  orderTotal: z.number(),
  /** When a cancelled or returned order gave the use back; null while it counts. */
  releasedAt: text().nullable(),
});
export const promotionUseListSchema = z.object({
  data: z.array(promotionUseSchema),
  pagination: z.object({
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
  }),
});
export type PromotionUse = z.infer<typeof promotionUseSchema>;

// ─── What the shopper sees ─────────────────────────────────────────────────────────────────────

/** The code field of the cart and checkout, and POST /orders' `code`: empty means none. */
export const promotionCodeInputSchema = text()
  .trim()
  .max(PROMOTION_CODE_MAX_LENGTH, `must be at most ${PROMOTION_CODE_MAX_LENGTH} characters`)
  .optional()
  .transform((value) => value || undefined);

/** One offer applied to a cart or an order, and what it saves (rupees). */
export const appliedPromotionSchema = z.object({
  id: z.number().int(),
  label: text(),
  /** The code as the shopper typed it; null for an automatic offer. */
  code: text().nullable(),
  kind: z.enum(PROMOTION_KINDS),
  saving: z.number(),
});
export type AppliedPromotion = z.infer<typeof appliedPromotionSchema>;

/** Messages the shopper reads when a code does not apply (the API fills in the amounts). */
export const PROMOTION_MESSAGES = {
  unknown: 'This code is not valid',
  ended: 'This code has ended',
  notStarted: 'This code is not active yet',
  paused: 'This code is not active right now',
  usedUp: 'This code has been used up',
  alreadyUsed: 'Already used',
  firstOrderOnly: 'This code is for a first order only',
  signIn: 'Sign in to use this code',
  noEligibleItems: 'This code does not apply to the items in your cart',
  notCombinable: 'This code cannot be combined with the offer already applied',
} as const;
