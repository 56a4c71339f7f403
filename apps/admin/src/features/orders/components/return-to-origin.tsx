import { type AdminOrder, rtoReceivedRequestSchema, type StaffRole } from '@storefront/contract';
import { useId } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formatCount, formatDate } from '~/lib/format';
import { fieldErrors } from '~/lib/schema-form';
import { useStatusChange } from '~/lib/use-status-change';
import { Button } from '~/ui/button';
import { Field } from '~/ui/field';
import { FormAlert } from '~/ui/states';
import { toast } from '~/ui/toast';
import { receiveReturnedParcel } from '../orders-api';

type Received = z.output<typeof rtoReceivedRequestSchema>;
interface ReceiveValues {
  restock: string[];
}

/** Whole numbers from 0 to each line's quantity: how many of it go back to stock. */
function receiveResolver(order: AdminOrder): Resolver<ReceiveValues, unknown, Received> {
  return (values) => {
    const { errors, place } = fieldErrors<ReceiveValues>();
    const lines = order.items.map((item, index) => {
      const typed = values.restock[index]?.trim() ?? '';
      const restock = /^\d+$/.test(typed) ? Number(typed) : Number.NaN;
      if (Number.isNaN(restock) || restock > item.quantity) {
        place(`restock.${index}`, `must be a whole number from 0 to ${item.quantity}`, 'range');
      }
      return { itemId: item.id, restock };
    });
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return { values: rtoReceivedRequestSchema.parse({ lines }), errors: {} };
  };
}

/** "Refused by the buyer" → "refused by the buyer": the reason inside a sentence. */
const inSentence = (reason: string) => reason.charAt(0).toLowerCase() + reason.slice(1);

/**
 * A shipped order whose parcel came back undelivered: the carrier's reason, and whether the
 * parcel is back in the shop. Until it is, owners and managers record its arrival, saying how
 * many of each line go back to stock.
 */
export function ReturnToOrigin({
  order,
  role,
  onChanged,
  onAuthFailure,
}: {
  order: AdminOrder;
  role: StaffRole;
  onChanged: () => void;
  onAuthFailure?: (error: unknown) => boolean;
}) {
  const rto = order.returnedToOrigin;
  if (!rto) return null;
  return (
    <div className="mt-4 space-y-4 border-t border-slate-200 pt-4">
      <p className="text-sm text-slate-900">
        <span className="font-semibold">Returned to origin:</span> {inSentence(rto.reason)} ·{' '}
        {rto.receivedAt ? (
          <>
            parcel received back on{' '}
            <time dateTime={rto.receivedAt}>{formatDate(rto.receivedAt)}</time>
          </>
        ) : (
          'awaiting the parcel'
        )}
      </p>
      {!rto.receivedAt && (role === 'owner' || role === 'manager') ? (
        <ReceiveParcelForm order={order} onChanged={onChanged} onAuthFailure={onAuthFailure} />
      ) : null}
    </div>
  );
}

function ReceiveParcelForm({
  order,
  onChanged,
  onAuthFailure,
}: {
  order: AdminOrder;
  onChanged: () => void;
  onAuthFailure?: (error: unknown) => boolean;
}) {
  const headingId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReceiveValues, unknown, Received>({
    resolver: receiveResolver(order),
    defaultValues: { restock: order.items.map((item) => String(item.quantity)) },
  });
  const { formError, confirming, setConfirming, sending, confirmButton, send } =
    useStatusChange<Received>({
      change: (body) => receiveReturnedParcel(order.id, body),
      noun: 'order',
      onSaved: () => toast({ title: `The parcel of order ${order.id} is back` }),
      onChanged,
      onAuthFailure,
    });
  const restocked = (confirming?.lines ?? []).reduce((sum, line) => sum + line.restock, 0);
  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={handleSubmit(setConfirming)}
      className="space-y-3"
    >
      <h3 id={headingId} className="font-semibold text-slate-900">
        Parcel received back
      </h3>
      <p className="text-sm text-slate-700">
        When the carrier has brought it back: how many of each item go back to stock.
      </p>
      <FormAlert message={formError} />
      {order.items.map((item, index) => (
        <Field
          key={item.id}
          label={`${item.productTitle}${item.size || item.color ? ` (${[item.size, item.color].filter(Boolean).join(', ')})` : ''}: back to stock, of ${formatCount(item.quantity)}`}
          type="number"
          inputMode="numeric"
          min={0}
          max={item.quantity}
          error={errors.restock?.[index]?.message}
          {...register(`restock.${index}`, { onChange: () => setConfirming(null) })}
        />
      ))}
      {confirming ? (
        <div
          role="group"
          aria-labelledby={`${headingId}-confirm`}
          className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4"
        >
          <p id={`${headingId}-confirm`} className="text-sm font-semibold text-slate-900">
            Record the parcel of order {order.id} as received, {formatCount(restocked)} back to
            stock? This cannot be undone.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button ref={confirmButton} disabled={sending} onClick={() => send(confirming)}>
              {sending ? 'Saving…' : 'Yes, it is back'}
            </Button>
            <Button variant="outline" onClick={() => setConfirming(null)}>
              Not yet
            </Button>
          </div>
        </div>
      ) : (
        <Button type="submit" variant="outline">
          Record the parcel received
        </Button>
      )}
    </form>
  );
}
