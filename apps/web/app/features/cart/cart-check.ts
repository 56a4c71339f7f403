import type { CartCheckRequest, CartCheckResponse } from '@storefront/contract';
import { browserApi } from '~/lib/browser-api';
import { type CartItem, isSameRow, rowKey } from './cart-rules';

/** What stops each cart row from being ordered, by its rowKey: only rows with a problem. */
export type CartProblems = ReadonlyMap<string, string>;

export const NO_PROBLEMS: CartProblems = new Map();

/** Each product's GST rate in percent by product id; null for a product without one. */
export type GstRates = ReadonlyMap<string, number | null>;

export interface CartCheck {
  problems: CartProblems;
  gstRates: GstRates;
}

export function cartCheckRequest(items: readonly CartItem[]): CartCheckRequest {
  return {
    items: items.map((row) => ({
      productId: row.id,
      size: row.selectedSize || null,
      color: row.selectedColor || null,
      quantity: row.quantity,
    })),
  };
}

/**
 * POST /cart/check: asks the API whether each row can be ordered as it is ("Only 2 left of …",
 * "… is out of stock", "… is no longer sold"), and each product's GST rate (for the price
 * breakup). Throws when the API cannot answer.
 */
export async function checkCartRows(items: readonly CartItem[]): Promise<CartCheck> {
  if (items.length === 0) return { problems: NO_PROBLEMS, gstRates: new Map() };
  const answer = await browserApi().post<CartCheckResponse>('/cart/check', cartCheckRequest(items));
  const problems = new Map<string, string>();
  // An API from before GST answers without rates: they stay unknown.
  const gstRates = new Map(
    answer.items.flatMap((checked) =>
      checked.gstRate === undefined ? [] : [[checked.productId, checked.gstRate] as const],
    ),
  );
  answer.items.forEach((checked, index) => {
    if (!checked.problem) return;
    const asked = {
      id: checked.productId,
      selectedSize: checked.size ?? undefined,
      selectedColor: checked.color ?? undefined,
    };
    // Rows come back in the order sent; the row's own identity guards against any reordering.
    const same = items[index] && isSameRow(items[index], asked) ? items[index] : undefined;
    const row = same ?? items.find((item) => isSameRow(item, asked));
    if (row) problems.set(rowKey(row), checked.problem);
  });
  return { problems, gstRates };
}
