import { formatPrice, gstIncludedLine } from '~/lib/format';

/**
 * The price breakup as the cart and checkout show it: the subtotal with the item count, free
 * shipping, the GST included in the total (`gstIncluded`, rupees; null while not known), and
 * the total.
 */
export function CartTotals({
  count,
  total,
  gstIncluded,
  className = '',
}: {
  count: number;
  total: number;
  gstIncluded: number | null;
  className?: string;
}) {
  const gst = gstIncludedLine(gstIncluded);
  return (
    <dl className={`mt-4 space-y-3 text-sm ${className}`}>
      <div className="flex justify-between">
        <dt className="text-slate-700">
          Subtotal ({count} {count === 1 ? 'item' : 'items'})
        </dt>
        <dd className="font-medium text-slate-900">{formatPrice(total)}</dd>
      </div>
      <div className="flex justify-between">
        <dt className="text-slate-700">Shipping</dt>
        <dd className="font-medium text-brand-700">Free</dd>
      </div>
      <div className="flex justify-between">
        <dt className="text-slate-700">{gst.term}</dt>
        <dd className="font-medium text-slate-900">{gst.value}</dd>
      </div>
      <div className="flex justify-between border-t border-slate-200 pt-3 text-base">
        <dt className="font-semibold text-slate-900">Total</dt>
        <dd className="font-bold text-slate-900">{formatPrice(total)}</dd>
      </div>
    </dl>
  );
}
