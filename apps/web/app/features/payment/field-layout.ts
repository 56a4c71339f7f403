import type { PaymentField } from '@storefront/contract';

/**
 * The visible fields as rows: an `inline` field sits beside the field before it (spec section
 * 3), and starts a row of its own when it is the first one shown.
 */
export function paymentFieldRows(visible: PaymentField[]): PaymentField[][] {
  const rows: PaymentField[][] = [];
  for (const field of visible) {
    const previous = rows.at(-1);
    if (field.inline && previous) previous.push(field);
    else rows.push([field]);
  }
  return rows;
}
