import { type OrderEvent, orderStatusLabel } from '@storefront/contract';
import { formatDateTime } from '~/lib/format';

const EVENT_TITLES: Record<OrderEvent['type'], string> = {
  placed: 'Order placed',
  payment_started: 'Payment started',
  paid: 'Paid',
  payment_failed: 'Payment failed',
  status_changed: 'Status changed',
  address_corrected: 'Address corrected',
  refund: 'Refund',
  utr_corrected: 'UTR corrected',
  return: 'Return',
  credit_note: 'Credit note issued',
  rto_received: 'Returned parcel received',
  shipment: 'Parcel',
};

const DETAIL_LABELS: Record<string, string> = {
  carrier: 'Carrier',
  trackingNumber: 'Tracking number',
  trackingUrl: 'Tracking URL',
  reference: 'Reference',
  reason: 'Reason',
  method: 'Method',
  from: 'From',
  to: 'To',
  returnId: 'Return',
  status: 'Return status',
  number: 'Credit note',
  creditNote: 'Credit note',
  amount: 'Amount (₹)',
  lines: 'Items',
  restocked: 'Back to stock',
  writtenOff: 'Written off',
  writeOffReason: 'Write-off reason',
  returnedToOrigin: 'Returned to origin',
  exchangeOrderId: 'Exchange order',
  refundId: 'Refund',
};

function detailLabel(key: string): string {
  return (
    DETAIL_LABELS[key] ??
    key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase())
  );
}

/** What happened to the order, oldest first, and who did it. */
export function OrderTimeline({ events }: { events: readonly OrderEvent[] }) {
  if (events.length === 0) return <p className="text-sm text-slate-700">Nothing recorded yet.</p>;
  return (
    <ol className="space-y-4 border-l-2 border-slate-200 pl-4">
      {events.map((event, index) => {
        const details = Object.entries(event.details);
        return (
          <li key={`${event.at}-${index}`} className="relative">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[1.4rem] size-3 rounded-full border-2 border-white bg-brand-700"
            />
            <p className="font-semibold text-slate-900">
              {EVENT_TITLES[event.type] ?? event.type}
              {event.fromStatus !== null || event.toStatus !== null ? (
                <span className="font-normal">
                  {': '}
                  {event.fromStatus !== null ? orderStatusLabel(event.fromStatus) : '—'}
                  {' → '}
                  {event.toStatus !== null ? orderStatusLabel(event.toStatus) : '—'}
                </span>
              ) : null}
            </p>
            <p className="text-sm text-slate-700">
              <time dateTime={event.at}>{formatDateTime(event.at)}</time> · {event.actor}
            </p>
            {details.length > 0 ? (
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
                {details.map(([key, value]) => (
                  <div key={key} className="contents">
                    <dt className="text-slate-700">{detailLabel(key)}</dt>
                    <dd className="break-words text-slate-900">{value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
