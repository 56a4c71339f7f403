import { formatPrice, gstIncludedLine } from '~/lib/format';
import type { SummaryFigures } from '../price-breakup';

/** The shipping line: the spec's "Free", the amount, or that it waits for a PIN code. */
export function shippingText(shipping: number | null): string {
  if (shipping === null) return 'Depends on your PIN code';
  return shipping === 0 ? 'Free' : formatPrice(shipping);
}

/**
 * The price breakup as the cart and checkout show it: the subtotal with the item count, the
 * discount the offers take off (when any), shipping, the GST included in the total (null while not
 * known), and the total. `busy`: the figures are being worked out again for a changed cart.
 */
export function CartTotals({
  count,
  figures,
  busy = false,
  className = '',
}: {
  count: number;
  figures: SummaryFigures;
  busy?: boolean;
  className?: string;
}) {
  const gst = gstIncludedLine(figures.gstIncluded);
  return (
    <dl
      aria-busy={busy || undefined}
      className={`mt-4 space-y-3 text-sm transition-opacity ${busy ? 'opacity-60' : ''} ${className}`}
    >
      <div className="flex justify-between gap-4">
        <dt className="text-slate-700">
          Subtotal ({count} {count === 1 ? 'item' : 'items'})
        </dt>
        <dd className="font-medium text-slate-900">{formatPrice(figures.subtotal)}</dd>
      </div>
      {figures.discount > 0 ? (
        <div className="flex justify-between gap-4">
          <dt className="text-slate-700">Discount</dt>
          <dd className="font-medium text-green-800">−{formatPrice(figures.discount)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between gap-4">
        <dt className="text-slate-700">Shipping</dt>
        <dd
          className={`text-right font-medium ${figures.shipping === 0 ? 'text-brand-700' : 'text-slate-900'}`}
        >
          {shippingText(figures.shipping)}
        </dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-slate-700">{gst.term}</dt>
        <dd className="font-medium text-slate-900">{gst.value}</dd>
      </div>
      <div className="flex justify-between gap-4 border-t border-slate-200 pt-3 text-base">
        <dt className="font-semibold text-slate-900">Total</dt>
        <dd className="font-bold text-slate-900">{formatPrice(figures.total)}</dd>
      </div>
    </dl>
  );
}
