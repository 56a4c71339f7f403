import type { CreateOrderRequest } from '@storefront/contract';
import type { CartItem } from '~/features/cart';
import type { ShippingValues } from './shipping-form';

/**
 * POST /orders from the cart: the spec's `products` map (product id → total quantity over its
 * sizes and colours) and one `items` entry per cart row, so the order keeps each variant
 * (spec-decisions.md).
 */
export function orderRequest(
  cart: readonly CartItem[],
  shippingAddress: ShippingValues,
): CreateOrderRequest {
  const products: Record<string, number> = {};
  for (const row of cart) products[row.id] = (products[row.id] ?? 0) + row.quantity;
  return {
    products,
    items: cart.map((row) => ({
      productId: row.id,
      quantity: row.quantity,
      size: row.selectedSize || null,
      color: row.selectedColor || null,
    })),
    shippingAddress,
  };
}
