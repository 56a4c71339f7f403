import { type AdminPayment, PAYMENT_METHOD_NAMES } from '@storefront/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { formatDateTime, formatRupees } from '~/lib/format';
import { Badge, type BadgeTone } from '~/ui/badge';
import { DataTable } from '~/ui/data-table';

const STATUS: Record<AdminPayment['status'], { label: string; tone: BadgeTone }> = {
  initiated: { label: 'Started', tone: 'neutral' },
  pending: { label: 'Awaiting confirmation', tone: 'warning' },
  succeeded: { label: 'Succeeded', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
};

const column = createColumnHelper<AdminPayment>();

const columns = [
  column.accessor('method', {
    header: 'Method',
    cell: (info) => PAYMENT_METHOD_NAMES[info.getValue()]?.label ?? info.getValue(),
    meta: { primary: true },
  }),
  column.accessor('status', {
    header: 'Status',
    cell: ({ row }) => {
      const payment = row.original;
      const status = STATUS[payment.status];
      return (
        <span className="flex flex-wrap justify-end gap-1 md:justify-start">
          <Badge tone={status.tone}>{status.label}</Badge>
          {payment.test ? <Badge tone="info">Test payment — no money moved</Badge> : null}
          {payment.refundDue ? <Badge tone="danger">Refund due</Badge> : null}
        </span>
      );
    },
  }),
  column.accessor('amount', {
    header: 'Amount',
    cell: (info) => formatRupees(info.getValue()),
    meta: { className: 'md:text-right whitespace-nowrap' },
  }),
  column.accessor('reference', {
    header: 'Reference',
    cell: ({ row }) => (
      <span className="font-mono text-xs break-all">
        {row.original.reference ?? row.original.txnid ?? '—'}
      </span>
    ),
  }),
  column.accessor('updatedAt', {
    header: 'Updated',
    cell: (info) => formatDateTime(info.getValue()),
  }),
];

/** Every payment attempt of an order, test and refund-due ones flagged. */
export function PaymentAttempts({ payments }: { payments: AdminPayment[] }) {
  return (
    <DataTable
      caption="Payment attempts"
      columns={columns}
      data={payments}
      getRowId={(payment) => String(payment.id)}
      noun={['payment', 'payments']}
      empty={<p className="text-sm text-slate-700">The shopper has not started a payment yet.</p>}
    />
  );
}
