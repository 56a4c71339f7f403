import type { AppliedPromotion, CartCheckRequest, CartCheckResponse } from '@storefront/contract';
import { browserApi } from '~/lib/browser-api';
import { type CartItem, isSameRow, rowKey } from './cart-rules';

/** What stops each cart row from being ordered, by its rowKey: only rows with a problem. */
export type CartProblems = ReadonlyMap<string, string>;

export const NO_PROBLEMS: CartProblems = new Map();

/** Each product's GST rate in percent by product id; null for a product without one. */
export type GstRates = ReadonlyMap<string, number | null>;

/** The code sent, as typed, and why it does not apply (null: it applies). */
export interface CodeAnswer {
  code: string;
  applied: boolean;
  problem: string | null;
}

/** Rupees, as the API worked them out; `shipping` null until a PIN code tells it. */
export interface CheckedTotals {
  items: number;
  discount: number;
  shipping: number | null;
  gstIncluded: number | null;
  total: number;
}

/** The offers the API applied to the cart (issue 40), and the totals it worked out. */
export interface CartOffers {
  /** Rupees off each row, by its rowKey: only rows with a discount. */
  discounts: ReadonlyMap<string, number>;
  promotions: readonly AppliedPromotion[];
  /** Null: no code was sent, or the API did not say. */
  code: CodeAnswer | null;
  /** "Add ₹250 more to get 10% off". */
  offerHint: string | null;
  /** Null when the API did not send them (then the cart works out its own). */
  totals: CheckedTotals | null;
}

export const NO_OFFERS: CartOffers = {
  discounts: new Map(),
  promotions: [],
  code: null,
  offerHint: null,
  totals: null,
};

export interface CartCheck {
  problems: CartProblems;
  gstRates: GstRates;
  offers: CartOffers;
}

/** What the check sends besides the rows: the kept promo code and delivery PIN code, if any. */
export interface CartCheckExtras {
  code?: string | null;
  pin?: string | null;
}

export function cartCheckRequest(
  items: readonly CartItem[],
  { code, pin }: CartCheckExtras = {},
): CartCheckRequest {
  return {
    items: items.map((row) => ({
      productId: row.id,
      size: row.selectedSize || null,
      color: row.selectedColor || null,
      quantity: row.quantity,
    })),
    ...(code ? { code } : {}),
    ...(pin ? { pin } : {}),
  };
}

/**
 * POST /cart/check: asks the API whether each row can be ordered as it is ("Only 2 left of …",
 * "… is out of stock", "… is no longer sold"), each product's GST rate (for the price breakup),
 * and, with the promo code and PIN code, the offers that apply and the totals. Throws when the API
 * cannot answer.
 */
export async function checkCartRows(
  items: readonly CartItem[],
  extras: CartCheckExtras = {},
): Promise<CartCheck> {
  if (items.length === 0) {
    return { problems: NO_PROBLEMS, gstRates: new Map(), offers: NO_OFFERS };
  }
  const answer = await browserApi().post<CartCheckResponse>(
    '/cart/check',
    cartCheckRequest(items, extras),
  );
  const problems = new Map<string, string>();
  const discounts = new Map<string, number>();
  // An API from before GST answers without rates: they stay unknown.
  const gstRates = new Map(
    answer.items.flatMap((checked) =>
      checked.gstRate === undefined ? [] : [[checked.productId, checked.gstRate] as const],
    ),
  );
  answer.items.forEach((checked, index) => {
    const discount = isAmount(checked.discount) && checked.discount > 0 ? checked.discount : 0;
    if (!checked.problem && !discount) return;
    const asked = {
      id: checked.productId,
      selectedSize: checked.size ?? undefined,
      selectedColor: checked.color ?? undefined,
    };
    // Rows come back in the order sent; the row's own identity guards against any reordering.
    const same = items[index] && isSameRow(items[index], asked) ? items[index] : undefined;
    const row = same ?? items.find((item) => isSameRow(item, asked));
    if (!row) return;
    if (checked.problem) problems.set(rowKey(row), checked.problem);
    if (discount) discounts.set(rowKey(row), discount);
  });
  return { problems, gstRates, offers: offersOf(answer, discounts) };
}

const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** The answer's offers, read defensively: an API from before them answers without the fields. */
function offersOf(
  answer: Partial<CartCheckResponse>,
  discounts: ReadonlyMap<string, number>,
): CartOffers {
  const promotions = Array.isArray(answer.promotions)
    ? answer.promotions.filter(
        (promotion) => typeof promotion?.label === 'string' && isAmount(promotion.saving),
      )
    : [];
  const code =
    answer.code && typeof answer.code.code === 'string'
      ? {
          code: answer.code.code,
          applied: answer.code.applied === true,
          problem: typeof answer.code.problem === 'string' ? answer.code.problem : null,
        }
      : null;
  const totals = answer.totals;
  return {
    discounts,
    promotions,
    code,
    offerHint: typeof answer.offerHint === 'string' && answer.offerHint ? answer.offerHint : null,
    totals:
      totals && isAmount(totals.items) && isAmount(totals.total)
        ? {
            items: totals.items,
            discount: isAmount(totals.discount) ? totals.discount : 0,
            shipping: isAmount(totals.shipping) ? totals.shipping : null,
            gstIncluded: isAmount(totals.gstIncluded) ? totals.gstIncluded : null,
            total: totals.total,
          }
        : null,
  };
}
