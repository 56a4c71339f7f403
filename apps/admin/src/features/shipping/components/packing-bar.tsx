import {
  type AdminOrderSummary,
  type CourierChoice,
  type FulfilmentDocuments,
  ORDER_STATUS,
} from '@storefront/contract';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '~/lib/api-client';
import { formatCount } from '~/lib/format';
import { Button } from '~/ui/button';
import { DownloadButton } from '~/ui/download-button';
import { SelectField } from '~/ui/field';
import { FormAlert, Spinner } from '~/ui/states';
import {
  createShipment,
  downloadFulfilmentDocuments,
  downloadManifest,
  requestPickup,
} from '../shipping-api';
import { MANUAL_CARRIER } from '../shipment-rules';
import { carrierLabel, useCarriers } from '../use-carriers';

const ordersWord = (count: number) => `${formatCount(count)} ${count === 1 ? 'order' : 'orders'}`;

interface PackingDocument {
  label: string;
  kind: FulfilmentDocuments['kind'];
  format: 'a4' | 'thermal';
}

/** What is printed before packing: for the orders still being packed. */
const PACKING_DOCUMENTS: PackingDocument[] = [
  { label: 'Print pick list', kind: 'picklist', format: 'a4' },
  { label: 'Print packing slips', kind: 'slips', format: 'a4' },
];

/** Labels carry the parcels' AWBs: for orders whose parcels are booked (then Shipped, or
 * still Processing while a line waits). */
const LABELS: PackingDocument[] = [
  { label: 'Print labels (A4)', kind: 'labels', format: 'a4' },
  { label: 'Print labels (4×6)', kind: 'labels', format: 'thermal' },
];

const COURIER_CHOICES: { value: CourierChoice; label: string }[] = [
  { value: 'cheapest', label: 'The cheapest for each parcel' },
  { value: 'fastest', label: 'The fastest for each parcel' },
];

function DocumentButtons({
  documents,
  orderIds,
  onAuthFailure,
}: {
  documents: readonly PackingDocument[];
  orderIds: readonly string[];
  onAuthFailure?: (error: unknown) => boolean;
}) {
  return documents.map((document) => (
    <DownloadButton
      key={document.label}
      download={() =>
        downloadFulfilmentDocuments({
          orderIds: [...orderIds],
          kind: document.kind,
          format: document.format,
        })
      }
      fileName={`${document.kind}-${document.format}.pdf`}
      onAuthFailure={onAuthFailure}
    >
      {document.label}
    </DownloadButton>
  ));
}

interface Outcome {
  orderId: string;
  ok: boolean;
  /** The parcel booked. */
  shipmentId?: number;
  /** The AWB booked, or why not. */
  text: string;
}

/**
 * The packing table: for the Processing orders ticked on the list, the pick list and packing
 * slips to print and booking a parcel of each with one carrier; the labels of the ticked
 * orders' booked parcels (Processing or Shipped). After booking, the labels of the parcels just
 * booked stay at hand, even once the list (filtered by status, say) no longer shows their orders.
 */
export function PackingBar({
  orders,
  unlisted = 0,
  onClear,
  onChanged,
  onAuthFailure,
}: {
  orders: readonly AdminOrderSummary[];
  /** Orders ticked that the list no longer shows (shipped under a status filter, say). */
  unlisted?: number;
  onClear: () => void;
  onChanged: () => void;
  onAuthFailure?: (error: unknown) => boolean;
}) {
  const headingId = useId();
  const packable = orders.filter((order) => order.status === ORDER_STATUS.PROCESSING);
  const labelled = orders.filter(
    (order) => order.status === ORDER_STATUS.PROCESSING || order.status === ORDER_STATUS.SHIPPED,
  );
  const leftOut = orders.length - packable.length;
  const orderIds = packable.map((order) => order.id);
  const [shipping, setShipping] = useState(false);
  const [outcomes, setOutcomes] = useState<Outcome[] | null>(null);

  return (
    <section
      aria-labelledby={headingId}
      className="mb-4 rounded-xl border border-brand-200 bg-brand-50 p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="font-semibold text-slate-900">
          Packing table: {ordersWord(packable.length)} to pack
        </h2>
        <Button variant="ghost" size="sm" onClick={onClear}>
          Clear selection
        </Button>
      </div>
      {unlisted > 0 ? (
        <p className="mt-1 text-sm text-slate-800">
          {ordersWord(unlisted)} selected {unlisted === 1 ? 'is' : 'are'} no longer on this list.
        </p>
      ) : null}
      {leftOut > 0 ? (
        <p className="mt-1 text-sm text-slate-800">
          {ordersWord(leftOut)} selected {leftOut === 1 ? 'is' : 'are'} not Processing: not packed
          or shipped here{labelled.length > packable.length ? ' (their labels print)' : ''}.
        </p>
      ) : null}
      {labelled.length > 0 ? (
        <div role="group" aria-label="Print for packing" className="mt-3 flex flex-wrap gap-2">
          {packable.length > 0 ? (
            <DocumentButtons
              documents={PACKING_DOCUMENTS}
              orderIds={orderIds}
              onAuthFailure={onAuthFailure}
            />
          ) : null}
          <DocumentButtons
            documents={LABELS}
            orderIds={labelled.map((order) => order.id)}
            onAuthFailure={onAuthFailure}
          />
          {packable.length > 0 && !shipping ? (
            <Button size="sm" onClick={() => setShipping(true)}>
              Ship selected
            </Button>
          ) : null}
        </div>
      ) : null}
      {packable.length > 0 ? (
        <>
          {shipping ? (
            <ShipSelected
              orderIds={orderIds}
              onClose={() => setShipping(false)}
              onShipped={(done) => {
                setOutcomes(done);
                setShipping(false);
                onChanged();
              }}
              onAuthFailure={onAuthFailure}
            />
          ) : null}
        </>
      ) : null}
      {outcomes ? <ShipSummary outcomes={outcomes} onAuthFailure={onAuthFailure} /> : null}
    </section>
  );
}

/** One carrier for all: a parcel booked per order, one at a time. */
function ShipSelected({
  orderIds,
  onClose,
  onShipped,
  onAuthFailure,
}: {
  orderIds: readonly string[];
  onClose: () => void;
  onShipped: (outcomes: Outcome[]) => void;
  onAuthFailure?: (error: unknown) => boolean;
}) {
  const carriers = useCarriers(true, onAuthFailure);
  // The manual carrier needs each parcel's own tracking number: that is the order page's form.
  const choices =
    carriers.state === 'ready'
      ? carriers.carriers.filter((carrier) => carrier.id !== MANUAL_CARRIER)
      : [];
  const [chosen, setChosen] = useState('');
  const [courier, setCourier] = useState<CourierChoice>('cheapest');
  const carrier = chosen || choices[0]?.id || '';
  const [sending, setSending] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (sending || !carrier) return;
    setSending(true);
    const outcomes: Outcome[] = [];
    // One at a time: the carrier books each AWB in turn; a failure does not stop the others.
    for (const orderId of orderIds) {
      try {
        const created = await createShipment(orderId, { carrier, courier });
        outcomes.push({ orderId, ok: true, shipmentId: created.id, text: `AWB ${created.awb}` });
      } catch (error) {
        if (onAuthFailure?.(error)) return;
        outcomes.push({ orderId, ok: false, text: errorMessage(error) });
      }
    }
    setSending(false);
    onShipped(outcomes);
  }

  return (
    <form
      noValidate
      aria-label="Ship selected"
      onSubmit={(event) => void onSubmit(event)}
      className="mt-4 space-y-3 rounded-lg border border-slate-300 bg-white p-4"
    >
      {carriers.state === 'loading' ? (
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <Spinner /> Loading carriers…
        </p>
      ) : carriers.state === 'failed' ? (
        <FormAlert message={`The carriers could not be loaded: ${carriers.message}`} />
      ) : choices.length === 0 ? (
        <p className="text-sm text-slate-800">
          No carrier books parcels by itself: ship each order from its page with the courier’s
          tracking number.
        </p>
      ) : (
        <>
          <SelectField
            label="Carrier"
            hint="Orders shipped by hand need their tracking numbers: ship those from the order’s page."
            value={carrier}
            onChange={(event) => setChosen(event.target.value)}
          >
            {choices.map((found) => (
              <option key={found.id} value={found.id}>
                {carrierLabel(found)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Courier"
            hint="Of the couriers the carrier offers for each parcel; pick one by name on the order’s page."
            value={courier}
            onChange={(event) => setCourier(event.target.value as CourierChoice)}
          >
            {COURIER_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </SelectField>
        </>
      )}
      <div className="flex flex-wrap gap-2">
        {choices.length > 0 ? (
          <Button type="submit" aria-disabled={sending}>
            {sending
              ? 'Booking…'
              : `Book ${orderIds.length === 1 ? 'a parcel' : `${formatCount(orderIds.length)} parcels`}`}
          </Button>
        ) : null}
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function ShipSummary({
  outcomes,
  onAuthFailure,
}: {
  outcomes: readonly Outcome[];
  onAuthFailure?: (error: unknown) => boolean;
}) {
  const bookedIds = outcomes.filter((outcome) => outcome.ok).map((outcome) => outcome.orderId);
  const shipmentIds = outcomes.flatMap((outcome) =>
    outcome.ok && outcome.shipmentId !== undefined ? [outcome.shipmentId] : [],
  );
  const booked = bookedIds.length;
  const failed = outcomes.length - booked;
  return (
    <div role="status" className="mt-4 rounded-lg border border-slate-300 bg-white p-4 text-sm">
      <p className="font-semibold text-slate-900">
        {`Booked ${formatCount(booked)} of ${ordersWord(outcomes.length)}`}
        {failed > 0 ? `; ${formatCount(failed)} failed` : ''}.
      </p>
      <ul className="mt-2 space-y-1">
        {outcomes.map((outcome) => (
          <li key={outcome.orderId} className={outcome.ok ? 'text-slate-800' : 'text-red-700'}>
            <span className="font-mono">{outcome.orderId}</span>:{' '}
            {outcome.ok ? outcome.text : `not shipped: ${outcome.text}`}
          </li>
        ))}
      </ul>
      {booked > 0 ? (
        <div
          role="group"
          aria-label="Labels of the parcels booked"
          className="mt-3 flex flex-wrap gap-2"
        >
          <DocumentButtons documents={LABELS} orderIds={bookedIds} onAuthFailure={onAuthFailure} />
        </div>
      ) : null}
      {shipmentIds.length > 0 ? (
        <HandOver shipmentIds={shipmentIds} onAuthFailure={onAuthFailure} />
      ) : null}
    </div>
  );
}

/** For the parcels just booked: ask the courier to collect them, print the manifest to hand over. */
function HandOver({
  shipmentIds,
  onAuthFailure,
}: {
  shipmentIds: readonly number[];
  onAuthFailure?: (error: unknown) => boolean;
}) {
  const [asking, setAsking] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const parcels = `${formatCount(shipmentIds.length)} ${shipmentIds.length === 1 ? 'parcel' : 'parcels'}`;

  async function onPickup() {
    if (asking) return;
    setAsking(true);
    setAnswer(null);
    try {
      const asked = await requestPickup(shipmentIds);
      setAnswer({
        ok: true,
        text: `Pickup requested for ${formatCount(asked.awbs.length)} ${
          asked.awbs.length === 1 ? 'parcel' : 'parcels'
        }: ${asked.awbs.join(', ')}.`,
      });
    } catch (error) {
      if (onAuthFailure?.(error)) return;
      setAnswer({ ok: false, text: `Pickup not requested: ${errorMessage(error)}` });
    } finally {
      setAsking(false);
    }
  }

  return (
    <div className="mt-3 space-y-2">
      <div
        role="group"
        aria-label={`Hand over the ${parcels} booked`}
        className="flex flex-wrap gap-2"
      >
        <Button size="sm" aria-disabled={asking} onClick={() => void onPickup()}>
          {asking ? 'Requesting pickup…' : 'Request pickup'}
        </Button>
        <DownloadButton
          download={() => downloadManifest(shipmentIds)}
          fileName="manifest.pdf"
          onAuthFailure={onAuthFailure}
        >
          Print manifest
        </DownloadButton>
      </div>
      {answer ? (
        <p className={answer.ok ? 'text-slate-800' : 'text-red-700'}>{answer.text}</p>
      ) : null}
    </div>
  );
}
