import { COD_FEE_LABEL } from '@storefront/contract';
import { formatPrice, gstIncludedLine } from '~/lib/format';
import type { OrderBreakup } from '../order-view';

/**
 * What the order costs, broken up as the law asks: items, the discount its offers took off (when
 * any), delivery, the cash-on-delivery fee (when one was added), the GST included, total.
 */
export function PriceBreakup({
  breakup,
  headingLevel = 'h3',
  className = '',
}: {
  breakup: OrderBreakup;
  headingLevel?: 'h2' | 'h3';
  className?: string;
}) {
  const Heading = headingLevel;
  const gst = gstIncludedLine(breakup.gstIncluded);
  const lines = [
    { term: 'Items', value: formatPrice(breakup.items) },
    ...(breakup.discount === null
      ? []
      : [{ term: 'Discount', value: `−${formatPrice(breakup.discount)}` }]),
    { term: 'Delivery', value: breakup.delivery === 0 ? 'Free' : formatPrice(breakup.delivery) },
    ...(breakup.codFee === null
      ? []
      : [{ term: COD_FEE_LABEL, value: formatPrice(breakup.codFee) }]),
    gst,
    { term: 'Total', value: formatPrice(breakup.total) },
  ];
  return (
    <div className={className}>
      <Heading className="text-sm font-semibold text-slate-900">Price breakup</Heading>
      <dl className="mt-2 space-y-1 text-sm">
        {lines.map(({ term, value }) => (
          <div
            key={term}
            className={`flex justify-between gap-4 ${
              term === 'Total' ? 'border-t border-slate-200 pt-1 font-semibold' : ''
            }`}
          >
            <dt className="text-slate-700">{term}</dt>
            <dd className="tabular-nums text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
