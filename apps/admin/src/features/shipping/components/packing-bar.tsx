import {
  type AdminOrderSummary,
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
import { createShipment, downloadFulfilmentDocuments } from '../shipping-api';
import { MANUAL_CARRIER } from '../shipment-rules';
import { carrierLabel, useCarriers } from '../use-carriers';

const ordersWord = (count: number) => `${formatCount(count)} ${count === 1 ? 'order' : 'orders'}`;

const DOCUMENTS: { label: string; kind: FulfilmentDocuments['kind']; format: 'a4' | 'thermal' }[] =
  [
    { label: 'Print pick list', kind: 'picklist', format: 'a4' },
    { label: 'Print packing slips', kind: 'slips', format: 'a4' },
    { label: 'Print labels (A4)', kind: 'labels', format: 'a4' },
    { label: 'Print labels (4×6)', kind: 'labels', format: 'thermal' },
  ];

interface Outcome {
  orderId: string;
  ok: boolean;
  /** The AWB booked, or why not. */
  text: string;
}

/**
 * The packing table: for the Processing orders ticked on the list, one PDF to print (the pick
 * list, packing slips or labels) and booking a parcel of each with one carrier.
 */
export function PackingBar({
  orders,
  onClear,
  onChanged,
  onAuthFailure,
}: {
  orders: readonly AdminOrderSummary[];
  onClear: () => void;
  onChanged: () => void;
  onAuthFailure?: (error: unknown) => boolean;
}) {
  const headingId = useId();
  const packable = orders.filter((order) => order.status === ORDER_STATUS.PROCESSING);
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
      {leftOut > 0 ? (
        <p className="mt-1 text-sm text-slate-800">
          {ordersWord(leftOut)} selected {leftOut === 1 ? 'is' : 'are'} not Processing and left out.
        </p>
      ) : null}
      {packable.length > 0 ? (
        <>
          <div role="group" aria-label="Print for packing" className="mt-3 flex flex-wrap gap-2">
            {DOCUMENTS.map((document) => (
              <DownloadButton
                key={document.label}
                download={() =>
                  downloadFulfilmentDocuments({
                    orderIds,
                    kind: document.kind,
                    format: document.format,
                  })
                }
                fileName={`${document.kind}-${document.format}.pdf`}
                onAuthFailure={onAuthFailure}
              >
                {document.label}
              </DownloadButton>
            ))}
            {!shipping ? (
              <Button size="sm" onClick={() => setShipping(true)}>
                Ship selected
              </Button>
            ) : null}
          </div>
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
      {outcomes ? <ShipSummary outcomes={outcomes} /> : null}
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
        const created = await createShipment(orderId, { carrier });
        outcomes.push({ orderId, ok: true, text: `AWB ${created.awb}` });
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
        <SelectField
          label="Carrier"
          hint="The cheapest courier for each parcel. Orders shipped by hand need their tracking numbers: ship those from the order’s page."
          value={carrier}
          onChange={(event) => setChosen(event.target.value)}
        >
          {choices.map((found) => (
            <option key={found.id} value={found.id}>
              {carrierLabel(found)}
            </option>
          ))}
        </SelectField>
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

function ShipSummary({ outcomes }: { outcomes: readonly Outcome[] }) {
  const booked = outcomes.filter((outcome) => outcome.ok).length;
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
    </div>
  );
}
