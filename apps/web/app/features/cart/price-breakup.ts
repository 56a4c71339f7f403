import { priceBreakup } from '@storefront/contract';
import type { GstRates } from './cart-check';
import type { CartItem } from './cart-rules';

/**
 * The GST inside the cart's total, in rupees, worked back from each row's price and its
 * product's GST rate with the contract's priceBreakup (the arithmetic the order's invoice uses).
 * Null while a row's rate is not known (before the cart check answers, or for a product without
 * one). A shop not registered for GST charges none: 0.
 */
export function cartGstIncluded(
  items: readonly Pick<CartItem, 'id' | 'price' | 'quantity'>[],
  gstRates: GstRates,
  { registered }: { registered: boolean },
): number | null {
  const { gstIncludedPaise } = priceBreakup(
    items.map((item) => ({
      amountPaise: Math.round(item.price * 100) * item.quantity,
      ratePercent: gstRates.get(item.id) ?? null,
    })),
    { registered },
  );
  return gstIncludedPaise === null ? null : gstIncludedPaise / 100;
}
