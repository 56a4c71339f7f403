import { type CreateOrderRequest, MAX_ORDER_LINES, MAX_QUANTITY } from '@storefront/contract';
import type { CartItem } from '~/features/cart';
import type { ShippingValues } from './shipping-form';

/**
 * POST /orders from the cart: the spec's `products` map (product id → total quantity over its
 * sizes and colours) and one `items` entry per cart row, so the order keeps each variant
 * (spec-decisions.md); and the promo code, when one is kept (issue 40).
 */
export function orderRequest(
  cart: readonly CartItem[],
  shippingAddress: ShippingValues,
  /** The promo code kept with the cart: the API checks it again as it writes the order. */
  code?: string | null,
): CreateOrderRequest {
  const products = Object.fromEntries(
    [...quantitiesByProduct(cart)].map(([id, { total }]) => [id, total]),
  );
  return {
    products,
    items: cart.map((row) => ({
      productId: row.id,
      quantity: row.quantity,
      size: row.selectedSize || null,
      color: row.selectedColor || null,
    })),
    shippingAddress,
    ...(code ? { code } : {}),
  };
}

/** Sums each product's quantity over its cart rows. */
function quantitiesByProduct(
  cart: readonly CartItem[],
): Map<string, { name: string; total: number }> {
  const totals = new Map<string, { name: string; total: number }>();
  for (const row of cart) {
    const entry = totals.get(row.id) ?? { name: row.name, total: 0 };
    entry.total += row.quantity;
    totals.set(row.id, entry);
  }
  return totals;
}

/**
 * What keeps the cart from being one order, or null. The cart itself has no upper bound (spec
 * section 2) but an order does; saying so beats a failure that "try again later" cannot fix.
 */
export function orderLimitProblem(cart: readonly CartItem[]): string | null {
  if (cart.length > MAX_ORDER_LINES) {
    return `An order can hold at most ${MAX_ORDER_LINES} different items. Please remove some from your cart and order them separately.`;
  }
  for (const { name, total } of quantitiesByProduct(cart).values()) {
    if (total > MAX_QUANTITY) {
      return `An order can hold at most ${MAX_QUANTITY} of ${name}. Please lower the quantity in your cart.`;
    }
  }
  return null;
}
