import { type AdminOrder, normaliseUtr, UTR_MESSAGE } from '@storefront/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage } from '~/lib/api-client';
import { Button } from '~/ui/button';
import { Field } from '~/ui/field';
import { FormAlert } from '~/ui/states';
import { toast } from '~/ui/toast';
import { correctOrderUtr } from '../orders-api';

export interface UtrCorrectionProps {
  order: AdminOrder;
  /** The order changed: load it again. */
  onChanged: () => void;
  onAuthFailure?: (error: unknown) => boolean;
}

/** The UTR a UPI payment of the order was confirmed with, if it was. */
function confirmedUtr(order: AdminOrder): string | null {
  const paid = order.payments.findLast(
    (payment) => payment.method === 'upi' && payment.status === 'succeeded' && payment.reference,
  );
  return paid?.reference ?? null;
}

/**
 * An owner corrects the UTR recorded for the order's UPI payment (a digit typed wrong). The API
 * checks it as any confirmation (12 digits, used for no other order) and records the change in
 * the audit log and the order's history. Shown to owners only, for an order paid by UPI.
 */
export function UtrCorrection({ order, onChanged, onAuthFailure }: UtrCorrectionProps) {
  const recorded = confirmedUtr(order);
  const [open, setOpen] = useState(false);
  const [utr, setUtr] = useState('');
  const [reason, setReason] = useState('');
  const [utrError, setUtrError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    // Back to the button that opened the form once it closes, so the keyboard is not lost.
    if (wasOpen.current && !open) opener.current?.focus();
    wasOpen.current = open;
  }, [open]);

  if (!recorded) return null;
  if (!open) {
    return (
      <Button ref={opener} variant="outline" size="sm" onClick={() => setOpen(true)}>
        Correct UTR
      </Button>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    if (!normaliseUtr(utr)) {
      setUtrError(`UTR ${UTR_MESSAGE}`);
      return;
    }
    setUtrError(undefined);
    setSaving(true);
    try {
      await correctOrderUtr(order.id, { utr, ...(reason.trim() ? { reason } : {}) });
    } catch (error) {
      setSaving(false);
      if (onAuthFailure?.(error)) return;
      const named = error instanceof ApiError ? /^utr: (.+)$/.exec(error.message) : null;
      if (named) setUtrError(named[1]);
      else setFormError(errorMessage(error));
      return;
    }
    toast({
      title: `UTR of order ${order.id} corrected`,
      description: 'The change is in the order’s history and the audit log.',
    });
    setOpen(false);
    onChanged();
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="utr-correction-heading"
      className="mt-4 max-w-lg space-y-4 rounded-lg border border-slate-200 p-4"
    >
      <h3 id="utr-correction-heading" className="font-semibold text-slate-900">
        Correct the UTR
      </h3>
      <p className="text-sm text-slate-700">
        Recorded now: <span className="font-mono">{recorded}</span>
      </p>
      <FormAlert message={formError} />
      <Field
        label="Correct UTR"
        inputMode="numeric"
        autoComplete="off"
        maxLength={40}
        hint="The 12 digits your bank or UPI app shows for this payment."
        error={utrError}
        value={utr}
        onChange={(event) => setUtr(event.target.value)}
      />
      <Field
        label="Reason"
        optional
        maxLength={200}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : 'Save UTR'}
        </Button>
        <Button variant="outline" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
