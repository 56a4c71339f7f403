import { type AdminOrder, invoiceFileName, ORDER_STATUS } from '@storefront/contract';
import { formatDateTime } from '~/lib/format';
import { DownloadButton } from '~/ui/download-button';
import { downloadOrderInvoice } from '../orders-api';

/** Why an order has no tax invoice: it has not shipped, was cancelled, or the shop had no GSTIN. */
function noInvoiceReason(status: number): string {
  if (status === ORDER_STATUS.CANCELLED) return 'None: the order was cancelled before it shipped.';
  if (status === ORDER_STATUS.SHIPPED || status === ORDER_STATUS.DELIVERED) {
    return 'None: the shop was not registered for GST when the order shipped.';
  }
  return 'None yet: the tax invoice is issued when the order ships.';
}

/** The order's tax invoice: its number and date, and its PDF to download. */
export function OrderInvoice({
  order,
  onAuthFailure,
}: {
  order: AdminOrder;
  onAuthFailure?: (error: unknown) => boolean;
}) {
  const { invoice } = order;
  if (!invoice) return <p className="text-sm text-slate-700">{noInvoiceReason(order.status)}</p>;
  return (
    <>
      <dl>
        <div className="py-1.5">
          <dt className="text-sm text-slate-700">Number</dt>
          <dd className="font-mono text-slate-900">{invoice.number}</dd>
        </div>
        <div className="py-1.5">
          <dt className="text-sm text-slate-700">Issued</dt>
          <dd className="text-slate-900">{formatDateTime(invoice.issuedAt)}</dd>
        </div>
      </dl>
      <div className="mt-3">
        <DownloadButton
          download={() => downloadOrderInvoice(order.id)}
          fileName={invoiceFileName(invoice.number)}
          onAuthFailure={onAuthFailure}
        >
          Download invoice
          <span className="sr-only"> {invoice.number}</span>
        </DownloadButton>
      </div>
    </>
  );
}
