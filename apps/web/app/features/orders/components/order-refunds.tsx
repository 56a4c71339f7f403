import { IFSC_PATTERN, VPA_PATTERN } from '@storefront/contract';
import { RadioGroup } from '@storefront/ui/radio-group';
import { type FormEvent, useId, useState } from 'react';
import { formatPrice } from '~/lib/format';
import { Button } from '~/ui/button';
import { Field } from '~/ui/field';
import { FormAlert } from '~/ui/form-alert';
import type { DisplayedOrder, DisplayedRefund } from '../order-view';
import { type RefundDestinationInput, saveRefundDestination } from '../orders-api';
import { formatPlacedOn } from '../order-view';

const STATUS_LABELS: Record<DisplayedRefund['status'], string> = {
  pending: 'Refund in progress',
  processed: 'Refunded',
  failed: 'Refund failed: the shop will contact you',
};

/** The order's refunds: how much, where each stands, and when it was made. */
export function OrderRefunds({ refunds }: { refunds: readonly DisplayedRefund[] }) {
  if (refunds.length === 0) return null;
  return (
    <div className="border-t border-slate-200 px-4 py-4 sm:px-6">
      <h3 className="text-sm font-semibold text-slate-900">Refunds</h3>
      <ul className="mt-2 space-y-1 text-sm">
        {refunds.map((refund, index) => (
          <li key={`${refund.createdAt}-${index}`} className="flex flex-wrap gap-x-3">
            <span className="font-semibold tabular-nums text-slate-900">
              {formatPrice(refund.amount)}
            </span>
            <span className="text-slate-800">{STATUS_LABELS[refund.status]}</span>
            <span className="text-slate-600">
              <time dateTime={refund.createdAt}>{formatPlacedOn(refund.createdAt)}</time>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Field errors of the form, in the shopper's words. */
function problems(destination: RefundDestinationInput): Record<string, string> {
  if (destination.kind === 'upi') {
    return VPA_PATTERN.test(destination.vpa.trim())
      ? {}
      : { vpa: 'Enter your UPI ID, such as name@okhdfcbank' };
  }
  const found: Record<string, string> = {};
  if (!destination.accountName.trim()) found.accountName = 'Enter the account holder’s name';
  if (!/^\d{9,18}$/.test(destination.accountNumber.trim())) {
    found.accountNumber = 'Enter the account number: 9 to 18 digits';
  }
  if (!IFSC_PATTERN.test(destination.ifsc.trim().toUpperCase())) {
    found.ifsc = 'Enter the IFSC, such as HDFC0001234';
  }
  return found;
}

/**
 * Asks where to send money the shop gives back itself (a UPI or cash-on-delivery order): a UPI
 * ID, or a bank account and IFSC, checked here and again by the API.
 */
export function RefundDestinationForm({
  order,
  onSaved,
}: {
  order: DisplayedOrder;
  onSaved: () => void;
}) {
  const [kind, setKind] = useState<'upi' | 'bank'>('upi');
  const [vpa, setVpa] = useState('');
  const [accountName, setAccountName] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [ifsc, setIfsc] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const headingId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const destination: RefundDestinationInput =
      kind === 'upi'
        ? { kind, vpa: vpa.trim() }
        : {
            kind,
            accountName: accountName.trim(),
            accountNumber: accountNumber.trim(),
            ifsc: ifsc.trim().toUpperCase(),
          };
    const found = problems(destination);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setFailure(null);
    try {
      await saveRefundDestination(order.id, destination);
      onSaved();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'Could not save. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={headingId}
      className="space-y-4 border-t border-slate-200 bg-amber-50 px-4 py-4 sm:px-6"
    >
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        Where should we send your refund for order {order.id}?
      </h3>
      <FormAlert message={failure} />
      <RadioGroup
        legend="Refund to"
        look={{
          legend: 'text-sm text-slate-800',
          options: 'mt-1 flex flex-wrap gap-x-4',
          option: 'flex min-h-11 items-center gap-3 text-sm',
          input: 'size-5 accent-brand-700',
        }}
        options={[
          ['upi', 'To a UPI ID'],
          ['bank', 'To a bank account'],
        ]}
        value={kind}
        onChange={setKind}
      />
      {kind === 'upi' ? (
        <Field
          label="UPI ID"
          autoComplete="off"
          value={vpa}
          error={errors.vpa}
          onChange={(event) => setVpa(event.target.value)}
        />
      ) : (
        <>
          <Field
            label="Account holder’s name"
            autoComplete="name"
            value={accountName}
            error={errors.accountName}
            onChange={(event) => setAccountName(event.target.value)}
          />
          <Field
            label="Account number"
            inputMode="numeric"
            autoComplete="off"
            value={accountNumber}
            error={errors.accountNumber}
            onChange={(event) => setAccountNumber(event.target.value)}
          />
          <Field
            label="IFSC"
            autoComplete="off"
            value={ifsc}
            error={errors.ifsc}
            onChange={(event) => setIfsc(event.target.value)}
          />
        </>
      )}
      <Button type="submit" disabled={busy}>
        Save refund details
      </Button>
    </form>
  );
}
