import { type AdminOrder, ORDER_STATUS, SHIPMENT_STATUS_LABELS } from '@storefront/contract';
import { useId } from 'react';
import { formatDate, formatDateTime } from '~/lib/format';
import { useStatusChange } from '~/lib/use-status-change';
import { Badge } from '~/ui/badge';
import { Button } from '~/ui/button';
import { Detail, detailLinkClasses } from '~/ui/detail';
import { DownloadButton } from '~/ui/download-button';
import { FormAlert } from '~/ui/states';
import { toast } from '~/ui/toast';
import { cancelShipment, downloadShipmentLabel } from '../shipping-api';
import { SHIPMENT_STATUS_TONES } from '../shipment-rules';

type Shipment = AdminOrder['shipments'][number];

function itemName(order: AdminOrder, itemId: number): string {
  const item = order.items.find((candidate) => candidate.id === itemId);
  if (!item) return `Item ${itemId}`;
  const variant = [item.size, item.color].filter(Boolean).join(', ');
  return variant ? `${item.productTitle} (${variant})` : item.productTitle;
}

/**
 * A parcel may be called off while the courier does not have it yet (booked) and its order is
 * not Shipped: once every line has left, the invoice is issued and the order cannot go back.
 */
function cancellable(order: AdminOrder, shipment: Shipment): boolean {
  return (
    shipment.status === 'booked' &&
    (order.status === ORDER_STATUS.PROCESSING || order.status === ORDER_STATUS.CANCELLED)
  );
}

/** "Cancel parcel", then "are you sure?": at the carrier, then here; its lines may ship again. */
function CancelParcel({
  shipment,
  index,
  onChanged,
  onAuthFailure,
}: {
  shipment: Shipment;
  index: number;
  onChanged: () => void;
  onAuthFailure?: (error: unknown) => boolean;
}) {
  const questionId = useId();
  const { formError, confirming, setConfirming, sending, confirmButton, send } =
    useStatusChange<true>({
      change: () => cancelShipment(shipment.id),
      noun: 'order',
      onSaved: () =>
        toast({ title: `Parcel ${index + 1} cancelled`, description: `AWB ${shipment.awb}` }),
      onChanged,
      onAuthFailure,
    });
  return (
    <div className="mt-3 space-y-2">
      {formError ? <FormAlert message={formError} /> : null}
      {confirming ? (
        <div
          role="group"
          aria-labelledby={questionId}
          className="space-y-3 rounded-lg border border-red-300 bg-red-50 p-4"
        >
          <p id={questionId} className="text-sm font-semibold text-red-900">
            Cancel parcel {index + 1} (AWB {shipment.awb})? The carrier is told; its items can be
            shipped again in another parcel.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              ref={confirmButton}
              variant="destructive"
              size="sm"
              disabled={sending}
              onClick={() => void send(true)}
            >
              {sending ? 'Cancelling…' : 'Yes, cancel the parcel'}
            </Button>
            <Button variant="outline" size="sm" onClick={() => setConfirming(null)}>
              Keep the parcel
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
          Cancel parcel<span className="sr-only"> {index + 1}</span>
        </Button>
      )}
    </div>
  );
}

/** One parcel: who carries it, its AWB, what is in it, the courier's scans and its label. */
function ShipmentCard({
  order,
  shipment,
  index,
  onChanged,
  onAuthFailure,
}: {
  order: AdminOrder;
  shipment: Shipment;
  index: number;
  onChanged?: () => void;
  onAuthFailure?: (error: unknown) => boolean;
}) {
  const headingId = `shipment-${shipment.id}-heading`;
  const fileName = `label-${shipment.awb.replace(/[^\w-]+/g, '-')}.pdf`;
  return (
    <article aria-labelledby={headingId} className="py-4 first:pt-0 last:pb-0">
      <h3 id={headingId} className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
        Parcel {index + 1}
        <Badge tone={SHIPMENT_STATUS_TONES[shipment.status]}>
          {SHIPMENT_STATUS_LABELS[shipment.status]}
        </Badge>
      </h3>
      <dl className="grid gap-x-6 sm:grid-cols-2">
        <Detail term="Carrier">{shipment.carrier}</Detail>
        {shipment.courier ? <Detail term="Courier">{shipment.courier}</Detail> : null}
        <Detail term="AWB">
          {shipment.trackingUrl ? (
            <a
              href={shipment.trackingUrl}
              target="_blank"
              rel="noreferrer noopener"
              className={`${detailLinkClasses} font-mono`}
            >
              {shipment.awb}
              <span className="sr-only"> (track the parcel, opens in a new tab)</span>
            </a>
          ) : (
            <span className="font-mono">{shipment.awb}</span>
          )}
        </Detail>
        {shipment.expectedDate ? (
          <Detail term="Expected delivery">{formatDate(shipment.expectedDate)}</Detail>
        ) : null}
        <Detail term="Booked">{formatDateTime(shipment.createdAt)}</Detail>
        <Detail term="Contents">
          {shipment.lines
            .map((line) => `${line.quantity} × ${itemName(order, line.itemId)}`)
            .join(', ')}
        </Detail>
      </dl>
      {shipment.events.length > 0 ? (
        <ol
          aria-label={`Scans of parcel ${index + 1}`}
          className="mt-2 space-y-2 border-l-2 border-slate-200 pl-4 text-sm"
        >
          {shipment.events.map((event, eventIndex) => (
            <li key={`${event.at}-${eventIndex}`}>
              <span className="font-medium text-slate-900">
                {SHIPMENT_STATUS_LABELS[event.status]}
              </span>
              {event.location ? <span className="text-slate-800"> · {event.location}</span> : null}
              <span className="block text-slate-700">
                <time dateTime={event.at}>{formatDateTime(event.at)}</time>
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-2 text-sm text-slate-700">No scans from the courier yet.</p>
      )}
      {shipment.status !== 'cancelled' ? (
        <div className="mt-3 flex flex-wrap gap-2">
          <DownloadButton
            download={() => downloadShipmentLabel(shipment.id, 'a4')}
            fileName={fileName}
            onAuthFailure={onAuthFailure}
          >
            Download label (A4)<span className="sr-only"> of parcel {index + 1}</span>
          </DownloadButton>
          <DownloadButton
            download={() => downloadShipmentLabel(shipment.id, 'thermal')}
            fileName={fileName}
            onAuthFailure={onAuthFailure}
          >
            Download label (4×6)<span className="sr-only"> of parcel {index + 1}</span>
          </DownloadButton>
        </div>
      ) : null}
      {onChanged && cancellable(order, shipment) ? (
        <CancelParcel
          shipment={shipment}
          index={index}
          onChanged={onChanged}
          onAuthFailure={onAuthFailure}
        />
      ) : null}
    </article>
  );
}

/** The order's parcels, oldest first. */
export function ShipmentList({
  order,
  onChanged,
  onAuthFailure,
}: {
  order: AdminOrder;
  /** The order changed (a parcel cancelled): load it again. Absent: no parcel can be cancelled. */
  onChanged?: () => void;
  onAuthFailure?: (error: unknown) => boolean;
}) {
  if (order.shipments.length === 0) {
    return <p className="text-sm text-slate-700">No parcel has been booked for this order.</p>;
  }
  return (
    <div className="divide-y divide-slate-200">
      {order.shipments.map((shipment, index) => (
        <ShipmentCard
          key={shipment.id}
          order={order}
          shipment={shipment}
          index={index}
          onChanged={onChanged}
          onAuthFailure={onAuthFailure}
        />
      ))}
    </div>
  );
}
