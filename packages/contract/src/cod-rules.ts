// Cash on delivery's terms (decision 0029), shared by the API, the back office and the payment
// page. This module imports no zod, so the web app's browser bundle can use it.
import { formatPaise } from './money-format';

/**
 * The GST rate of the cash-on-delivery fee: 18 %, the rate of most services. The fee is a line
 * of its own on the invoice at this rate, whatever the goods' rates.
 */
export const COD_FEE_GST_RATE = 18;
/** The fee's SAC on the invoice: 998599, "other support services not elsewhere classified". */
export const COD_FEE_SAC = '998599';
/** GST's unit quantity code of a service such as the fee, on the invoice: "others". */
export const SERVICE_UNIT = 'OTH';
/** What the invoice, the order and the payment page call the fee. */
export const COD_FEE_LABEL = 'Cash on delivery fee';
/** The highest fee a shop may set, in rupees: a typo of ₹4,900 for ₹49 is caught. */
export const COD_FEE_MAX_RUPEES = 1_000;

/**
 * How a store takes cash on delivery, in paise: orders above `maxOrderPaise` (when set) may not
 * be paid so, and choosing it adds `feePaise` (GST included) to the order.
 */
export interface CodTerms {
  maxOrderPaise: number | null;
  feePaise: number;
}

export const NO_COD_TERMS: CodTerms = { maxOrderPaise: null, feePaise: 0 };

/**
 * Why cash on delivery is not offered for an order of `orderPaise` (its items, before any fee),
 * or null when it is: "Not available for orders above ₹10,000". The payment form shows it beside
 * the method before the shopper chooses; the API's 422 says the same.
 */
export function codUnavailableReason(orderPaise: number, terms: CodTerms): string | null {
  if (terms.maxOrderPaise === null || orderPaise <= terms.maxOrderPaise) return null;
  return `Not available for orders above ${formatPaise(terms.maxOrderPaise)}`;
}
