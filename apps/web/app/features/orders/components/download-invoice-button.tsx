import { invoiceFileName } from '@storefront/contract';
import { saveFile } from '@storefront/ui/save-file';
import { useState } from 'react';
import { Button } from '~/ui/button';
import { toast } from '~/ui/toast';
import { fetchInvoicePdf } from '../orders-api';

export const invoiceDownloadFailed = 'Failed to download the invoice. Please try again.';

/**
 * Downloads the order's tax invoice. The API wants the shopper's bearer token, which a plain link
 * cannot send: the PDF is fetched through the API client and saved under the invoice's number.
 */
export function DownloadInvoiceButton({
  orderId,
  invoiceNumber,
}: {
  orderId: string;
  invoiceNumber: string;
}) {
  const [downloading, setDownloading] = useState(false);

  async function download() {
    if (downloading) return;
    setDownloading(true);
    try {
      saveFile(await fetchInvoicePdf(orderId), invoiceFileName(invoiceNumber));
    } catch {
      toast({ title: 'Error', description: invoiceDownloadFailed, variant: 'destructive' });
    } finally {
      setDownloading(false);
    }
  }

  return (
    // Not disabled while downloading: a disabled button would drop the keyboard's focus.
    <Button variant="outline" aria-disabled={downloading} onClick={() => void download()}>
      {downloading ? 'Downloading invoice…' : 'Download invoice'}
      <span className="sr-only">
        {' '}
        {invoiceNumber} for order {orderId}
      </span>
    </Button>
  );
}
