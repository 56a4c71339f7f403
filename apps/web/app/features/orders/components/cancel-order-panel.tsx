import { ApiError } from '~/lib/api-client';
import { type FormEvent, useCallback, useId, useState } from 'react';
import { Button } from '~/ui/button';
import { TextareaField } from '~/ui/field';
import { FormAlert } from '~/ui/form-alert';
import type { DisplayedOrder } from '../order-view';
import { cancelOrder } from '../orders-api';

export const CANCEL_REASON_MAX_LENGTH = 500;
export const cancelRefusedOnceShipped =
  'This order has already shipped, so it can no longer be cancelled. Once it is delivered you can ask to return it.';

/**
 * The confirm step of "Cancel order": what it means for the money, an optional reason, then
 * the API's answer. `onCancelled` gets the order as it now is (Cancelled, with the refund of a
 * paid one); `onRefused` the words of a 409 (the order shipped meanwhile).
 */
export function CancelOrderPanel({
  order,
  onCancelled,
  onRefused,
  onKeep,
}: {
  order: DisplayedOrder;
  onCancelled: (order: DisplayedOrder) => void;
  onRefused: (message: string) => void;
  onKeep: () => void;
}) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const headingId = useId();
  const focusOnOpen = useCallback((heading: HTMLHeadingElement | null) => heading?.focus(), []);

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      onCancelled(await cancelOrder(order.id, reason.trim()));
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.status === 409) {
        onRefused(cancelRefusedOnceShipped);
        return;
      }
      setFailure(
        error instanceof Error ? error.message : 'Could not cancel the order. Please try again.',
      );
    }
  }

  return (
    <form
      noValidate
      onSubmit={confirm}
      aria-labelledby={headingId}
      className="space-y-4 border-t border-slate-200 bg-red-50 px-4 py-4 sm:px-6"
    >
      <div>
        <h3
          id={headingId}
          ref={focusOnOpen}
          tabIndex={-1}
          className="text-base font-semibold text-slate-900 outline-none"
        >
          Cancel this order?
        </h3>
        <p className="mt-1 text-sm text-slate-800">
          A paid order is refunded to where you paid from.
        </p>
      </div>
      <FormAlert message={failure} />
      <TextareaField
        label="Reason"
        optional
        rows={3}
        maxLength={CANCEL_REASON_MAX_LENGTH}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="flex flex-col gap-3 sm:flex-row">
        {/* Not disabled while sending: a disabled button would drop the keyboard's focus. */}
        <Button type="submit" variant="destructive" aria-disabled={busy}>
          {busy ? 'Cancelling…' : 'Yes, cancel order'}
          <span className="sr-only"> {order.id}</span>
        </Button>
        <Button type="button" variant="outline" onClick={onKeep}>
          Keep order
        </Button>
      </div>
    </form>
  );
}
