import {
  type AdminOrder,
  type AdminRefund,
  PAYMENT_METHOD_NAMES,
  REFUND_REASON_MAX_LENGTH,
  type RefundRequest,
  type StaffRole,
} from '@storefront/contract';
import { RadioGroup } from '@storefront/ui/radio-group';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '~/lib/api-client';
import { formatDateTime, formatRupees } from '~/lib/format';
import { Badge, type BadgeTone } from '~/ui/badge';
import { Button } from '~/ui/button';
import { Detail } from '~/ui/detail';
import { Field, SelectField, TextareaField } from '~/ui/field';
import { FormAlert } from '~/ui/states';
import { toast } from '~/ui/toast';
import { recordRefundTransfer, refundOrder } from '../orders-api';

const STATUS: Record<AdminRefund['status'], { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'warning' },
  processed: { label: 'Refunded', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
};

/** Money leaves the shop only by an owner or a manager (the API answers 403 to the others). */
const mayRefund = (role: StaffRole) => role === 'owner' || role === 'manager';

export interface OrderRefundsProps {
  order: AdminOrder;
  role: StaffRole;
  onChanged: () => void;
  onAuthFailure?: (error: unknown) => boolean;
}

/**
 * The order's money as it is (paid, awaited, refunded, under way, due back), its refunds, the
 * shopper's refund destination for UPI and cash, and, for owners and managers, a refund form
 * and the record of the transfers the shop made itself.
 */
export function OrderRefunds({ order, role, onChanged, onAuthFailure }: OrderRefundsProps) {
  const money = order.money;
  return (
    <div className="space-y-4">
      <dl>
        <Detail term="Paid">{formatRupees(money.paid)}</Detail>
        <Detail term="Awaiting payment">{formatRupees(money.pending)}</Detail>
        <Detail term="Refunded">{formatRupees(money.refunded)}</Detail>
        <Detail term="Refund under way">{formatRupees(money.refunding)}</Detail>
        <Detail term="Refund due">
          {money.refundDue > 0 ? (
            <Badge tone="danger">{formatRupees(money.refundDue)}</Badge>
          ) : (
            formatRupees(0)
          )}
        </Detail>
      </dl>
      {order.refunds.length > 0 ? (
        <ul className="divide-y divide-slate-200" aria-label="Refunds">
          {order.refunds.map((refund) => (
            <RefundEntry
              key={refund.id}
              order={order}
              refund={refund}
              role={role}
              onChanged={onChanged}
              onAuthFailure={onAuthFailure}
            />
          ))}
        </ul>
      ) : null}
      {order.refundDestination ? (
        <div className="rounded-lg bg-slate-50 p-3 text-sm">
          <p className="font-medium text-slate-900">Shopper’s refund destination</p>
          {order.refundDestination.kind === 'upi' ? (
            <p>
              UPI ID <span className="font-mono">{order.refundDestination.vpa}</span>
            </p>
          ) : (
            <p>
              {order.refundDestination.accountName}, account{' '}
              <span className="font-mono">{order.refundDestination.accountNumber}</span>, IFSC{' '}
              <span className="font-mono">{order.refundDestination.ifsc}</span>
            </p>
          )}
        </div>
      ) : null}
      {mayRefund(role) && money.refundable > 0 ? (
        <RefundForm order={order} onChanged={onChanged} onAuthFailure={onAuthFailure} />
      ) : null}
    </div>
  );
}

function RefundEntry({
  order,
  refund,
  role,
  onChanged,
  onAuthFailure,
}: OrderRefundsProps & { refund: AdminRefund }) {
  const status = STATUS[refund.status];
  return (
    <li className="py-3 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-900">{formatRupees(refund.amount)}</span>
        <Badge tone={status.tone}>{status.label}</Badge>
        <span className="text-slate-700">
          {refund.byHand
            ? 'by the shop’s own transfer'
            : `through ${PAYMENT_METHOD_NAMES[refund.method]?.label ?? refund.method}`}
        </span>
      </p>
      <p className="text-slate-700">
        {refund.reason} · {refund.requestedBy} · {formatDateTime(refund.createdAt)}
      </p>
      {refund.lines.length > 0 ? (
        <p className="text-slate-700">
          {refund.lines.map((line) => `${line.quantity} × ${line.title}`).join(', ')}
        </p>
      ) : null}
      {refund.transferReference || refund.gatewayReference ? (
        <p className="font-mono text-xs break-all">
          {refund.transferReference ?? refund.gatewayReference}
        </p>
      ) : null}
      {refund.error ? <p className="text-red-700">{refund.error}</p> : null}
      {refund.byHand && refund.status === 'pending' && mayRefund(role) ? (
        <TransferForm
          order={order}
          refund={refund}
          onChanged={onChanged}
          onAuthFailure={onAuthFailure}
        />
      ) : null}
    </li>
  );
}

/** The transfer the shop made itself (UPI or bank), recorded with its reference. */
function TransferForm({
  order,
  refund,
  onChanged,
  onAuthFailure,
}: Omit<OrderRefundsProps, 'role'> & { refund: AdminRefund }) {
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await recordRefundTransfer(order.id, refund.id, { reference });
      toast({ title: `Refund of ${formatRupees(refund.amount)} recorded as paid` });
      onChanged();
    } catch (caught) {
      if (!onAuthFailure?.(caught)) setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  }
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={`Record the transfer of ${formatRupees(refund.amount)}`}
      className="mt-2 space-y-2"
    >
      <FormAlert message={error} />
      <Field
        label="Transfer reference (UTR or bank reference)"
        value={reference}
        onChange={(event) => setReference(event.target.value)}
        maxLength={100}
      />
      <Button type="submit" size="sm" disabled={busy}>
        Record transfer
      </Button>
    </form>
  );
}

type How = 'all' | 'amount' | 'lines';

/** Refund in full, an amount, or lines and quantities; the API answers 422 above what is left. */
export function RefundForm({ order, onChanged, onAuthFailure }: Omit<OrderRefundsProps, 'role'>) {
  const [how, setHow] = useState<How>('all');
  const [amount, setAmount] = useState('');
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refundable = order.payments.filter((payment) => payment.status === 'succeeded');
  const [paymentId, setPaymentId] = useState(
    String((refundable.find((payment) => payment.refundDue) ?? refundable[0])?.id ?? ''),
  );

  function body(): RefundRequest | string {
    if (!reason.trim()) return 'Reason: is required';
    const base = {
      reason: reason.trim(),
      ...(refundable.length > 1 && paymentId ? { paymentId: Number(paymentId) } : {}),
    };
    if (how === 'amount') {
      const value = Number(amount);
      if (!amount.trim() || !Number.isFinite(value) || value <= 0) {
        return 'Amount: must be an amount in rupees';
      }
      return { ...base, amount: value };
    }
    if (how === 'lines') {
      const lines = order.items
        .map((item) => ({ itemId: item.id, quantity: Number(quantities[item.id] ?? 0) }))
        .filter((line) => line.quantity > 0);
      if (lines.length === 0) return 'Choose how many of at least one item to refund';
      return { ...base, lines };
    }
    return base;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const request = body();
    if (typeof request === 'string') {
      setError(request);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const made = await refundOrder(order.id, request);
      toast({
        title: `Refund of ${formatRupees(made.amount)} asked for`,
        description:
          made.method === 'upi' || made.method === 'cod'
            ? 'Send it to the shopper’s refund destination, then record the transfer.'
            : 'The payment gateway is asked now; the order shows when it is done.',
      });
      setAmount('');
      setReason('');
      setQuantities({});
      onChanged();
    } catch (caught) {
      if (!onAuthFailure?.(caught)) setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Refund"
      className="space-y-4 rounded-lg border border-slate-200 p-4"
    >
      <h3 className="font-semibold text-slate-900">Refund</h3>
      <FormAlert message={error} />
      {refundable.length > 1 ? (
        <SelectField
          label="Payment"
          value={paymentId}
          onChange={(event) => setPaymentId(event.target.value)}
        >
          {refundable.map((payment) => (
            <option key={payment.id} value={payment.id}>
              {PAYMENT_METHOD_NAMES[payment.method]?.label ?? payment.method} ·{' '}
              {formatRupees(payment.amount)}
              {payment.refundDue ? ' · refund due' : ''}
            </option>
          ))}
        </SelectField>
      ) : null}
      <RadioGroup
        legend="How much"
        look={{
          legend: 'text-sm font-medium text-slate-800',
          options: 'text-slate-800',
          option: 'flex min-h-11 items-center gap-3 text-sm',
          input: 'size-5 accent-brand-700',
        }}
        options={[
          ['all', `All that is left (${formatRupees(order.money.refundable)})`],
          ['amount', 'An amount'],
          ['lines', 'Items and quantities'],
        ]}
        value={how}
        onChange={setHow}
      />
      {how === 'amount' ? (
        <Field
          label="Amount (₹)"
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
      ) : null}
      {how === 'lines'
        ? order.items.map((item) => (
            <Field
              key={item.id}
              label={`${item.productTitle} (of ${item.quantity}, ${formatRupees(item.price)} each)`}
              type="number"
              min={0}
              max={item.quantity}
              value={quantities[item.id] ?? ''}
              onChange={(event) =>
                setQuantities((current) => ({ ...current, [item.id]: event.target.value }))
              }
            />
          ))
        : null}
      <TextareaField
        label="Reason"
        rows={2}
        maxLength={REFUND_REASON_MAX_LENGTH}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <Button type="submit" disabled={busy}>
        Refund
      </Button>
    </form>
  );
}
