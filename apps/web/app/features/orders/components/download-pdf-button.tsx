import { saveFile } from '@storefront/ui/save-file';
import { type ReactNode, useState } from 'react';
import { Button } from '~/ui/button';
import { toast } from '~/ui/toast';

/**
 * Downloads a PDF of the shopper's order (a tax invoice, a credit note). The API wants the
 * shopper's bearer token, which a plain link cannot send: the PDF is fetched through the API
 * client and saved under `fileName`.
 */
export function DownloadPdfButton({
  fetchPdf,
  fileName,
  label,
  busyLabel,
  detail,
  failure,
  variant = 'outline',
}: {
  fetchPdf: () => Promise<Blob>;
  fileName: string;
  label: string;
  busyLabel: string;
  /** Read by screen readers after the label: which document of which order. */
  detail: ReactNode;
  /** The toast's words when the download fails. */
  failure: string;
  variant?: 'outline' | 'ghost';
}) {
  const [downloading, setDownloading] = useState(false);

  async function download() {
    if (downloading) return;
    setDownloading(true);
    try {
      saveFile(await fetchPdf(), fileName);
    } catch {
      toast({ title: 'Error', description: failure, variant: 'destructive' });
    } finally {
      setDownloading(false);
    }
  }

  return (
    // Not disabled while downloading: a disabled button would drop the keyboard's focus.
    <Button variant={variant} aria-disabled={downloading} onClick={() => void download()}>
      {downloading ? busyLabel : label}
      <span className="sr-only"> {detail}</span>
    </Button>
  );
}
