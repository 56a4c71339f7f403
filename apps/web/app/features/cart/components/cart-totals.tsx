import { formatPrice } from '~/lib/format';

/** Subtotal with the item count, free shipping and the total, as the cart and checkout show them. */
export function CartTotals({
  count,
  total,
  className = '',
}: {
  count: number;
  total: number;
  className?: string;
}) {
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
      <div className="flex justify-between border-t border-slate-200 pt-3 text-base">
        <dt className="font-semibold text-slate-900">Total</dt>
        <dd className="font-bold text-slate-900">{formatPrice(total)}</dd>
      </div>
    </dl>
  );
}
