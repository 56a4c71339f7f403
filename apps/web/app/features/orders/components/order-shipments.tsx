import { formatDateTime, formatIndiaDay } from '~/lib/format';
import type { DisplayedShipment } from '../shipments-view';

const LINK =
  'font-medium text-brand-700 underline focus-visible:outline-2 focus-visible:outline-brand-700';

/**
 * The order's parcels (issue 39): carrier, AWB linked to the carrier's tracking page, status,
 * expected day and the courier's scans, newest first, in India time. Nothing when the order has
 * not left in a parcel the shop tracks.
 */
export function OrderShipments({
  orderId,
  shipments,
}: {
  orderId: string;
  shipments: DisplayedShipment[];
}) {
  if (shipments.length === 0) return null;
  const headingId = `order-${orderId}-parcels`;
  return (
    <section aria-labelledby={headingId} className="border-t border-slate-200 px-4 py-5 sm:px-6">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        {shipments.length === 1 ? 'Parcel' : `Parcels (${shipments.length})`}
      </h3>
      <ul className="mt-3 grid gap-4 lg:grid-cols-2">
        {shipments.map((shipment, index) => (
          <li key={`${shipment.awb}-${index}`}>
            <ShipmentCard
              shipment={shipment}
              name={shipments.length === 1 ? 'Parcel' : `Parcel ${index + 1}`}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ShipmentCard({ shipment, name }: { shipment: DisplayedShipment; name: string }) {
  return (
    <div className="rounded-lg border border-slate-200 p-4 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-slate-600">Status</dt>
        <dd className="font-semibold text-slate-900">{shipment.statusLabel}</dd>
        <dt className="text-slate-600">Carrier</dt>
        <dd className="text-slate-900">{shipment.carrier}</dd>
        <dt className="text-slate-600">AWB</dt>
        <dd className="break-words text-slate-900">
          {shipment.trackingUrl ? (
            <a
              href={shipment.trackingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={LINK}
            >
              {shipment.awb}
              <span className="sr-only"> (opens the carrier’s tracking page in a new tab)</span>
            </a>
          ) : (
            shipment.awb
          )}
        </dd>
        {shipment.expectedDate ? (
          <>
            <dt className="text-slate-600">Expected</dt>
            <dd className="text-slate-900">{formatIndiaDay(shipment.expectedDate)}</dd>
          </>
        ) : null}
      </dl>
      {shipment.scans.length > 0 ? (
        <ol
          aria-label={`${name} tracking updates, newest first`}
          className="mt-4 border-l-2 border-slate-200 pl-4"
        >
          {shipment.scans.map((scan, index) => (
            <li key={`${scan.at}-${index}`} className="relative pb-3 last:pb-0">
              <span
                aria-hidden="true"
                className={`absolute -left-[1.3rem] top-1.5 h-2 w-2 rounded-full ${
                  index === 0 ? 'bg-brand-700' : 'bg-slate-400'
                }`}
              />
              <p className="font-medium text-slate-900">{scan.statusLabel}</p>
              <p className="text-slate-700">
                <time dateTime={scan.at}>{formatDateTime(scan.at)}</time>
                {scan.location ? ` · ${scan.location}` : null}
              </p>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
