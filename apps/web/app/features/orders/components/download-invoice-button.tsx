import { invoiceFileName } from '@storefront/contract';
import { fetchInvoicePdf } from '../orders-api';
import { DownloadPdfButton } from './download-pdf-button';

export const invoiceDownloadFailed = 'Failed to download the invoice. Please try again.';

/** Downloads the order's tax invoice, saved under the invoice's number. */
export function DownloadInvoiceButton({
  orderId,
  invoiceNumber,
}: {
  orderId: string;
  invoiceNumber: string;
}) {
  return (
    <DownloadPdfButton
      fetchPdf={() => fetchInvoicePdf(orderId)}
      fileName={invoiceFileName(invoiceNumber)}
      label="Download invoice"
      busyLabel="Downloading invoice…"
      detail={`${invoiceNumber} for order ${orderId}`}
      failure={invoiceDownloadFailed}
    />
  );
}
