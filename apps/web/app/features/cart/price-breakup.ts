import { priceBreakup } from '@storefront/contract';
import type { CheckedTotals, GstRates } from './cart-check';
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

/** The summary's lines, in rupees; `shipping` null when it depends on a PIN code not known yet. */
export interface SummaryFigures {
  subtotal: number;
  discount: number;
  shipping: number | null;
  gstIncluded: number | null;
  total: number;
}

/**
 * The cart's summary: the API's totals when it sent them (the truth: its prices, its offers, its
 * shipping for the PIN code), else the cart's own sum with the spec's free shipping. The GST the
 * cart works out itself (`ownGstIncluded`) stands in when the API's is not known only while
 * nothing is taken off or added: it is worked back from the undiscounted prices of the goods.
 */
export function summaryFigures(
  cartTotal: number,
  ownGstIncluded: number | null,
  totals: CheckedTotals | null,
): SummaryFigures {
  if (!totals) {
    return {
      subtotal: cartTotal,
      discount: 0,
      shipping: 0,
      gstIncluded: ownGstIncluded,
      total: cartTotal,
    };
  }
  const untouched = totals.discount === 0 && !totals.shipping;
  return {
    subtotal: totals.items,
    discount: totals.discount,
    shipping: totals.shipping,
    gstIncluded: totals.gstIncluded ?? (untouched ? ownGstIncluded : null),
    total: totals.total,
  };
}
