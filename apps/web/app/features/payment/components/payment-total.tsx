import { COD_FEE_LABEL, type PayableOrder } from '@storefront/contract';
import { formatPrice } from '~/lib/format';

/**
 * What the shopper pays, before they pay (decision 0029): the order's total, and once a method
 * is chosen, the total that method comes to with its fee (cash on delivery's), so no fee
 * appears after the choice. Announced politely as it changes.
 */
export function PaymentTotal({ order, method }: { order: PayableOrder; method: string }) {
  const chosen = order.methods.find((entry) => entry.method === method && !entry.unavailable);
  const total = chosen?.total ?? order.total;
  const fee = chosen?.fee ?? 0;
  return (
    <div
      aria-live="polite"
      className="rounded-lg bg-slate-50 px-4 py-3 text-sm ring-1 ring-slate-200"
      data-testid="payment-total"
    >
      {fee > 0 ? (
        <dl className="space-y-1">
          <div className="flex justify-between gap-4">
            <dt className="text-slate-700">Order total</dt>
            <dd className="tabular-nums text-slate-900">{formatPrice(order.total)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-slate-700">{COD_FEE_LABEL}</dt>
            <dd className="tabular-nums text-slate-900">{formatPrice(fee)}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-slate-200 pt-1 font-semibold">
            <dt className="text-slate-900">Total to pay</dt>
            <dd className="tabular-nums text-slate-900">{formatPrice(total)}</dd>
          </div>
        </dl>
      ) : (
        <p className="flex justify-between gap-4 font-semibold text-slate-900">
          <span>Total to pay</span>
          <span className="tabular-nums">{formatPrice(total)}</span>
        </p>
      )}
    </div>
  );
}
