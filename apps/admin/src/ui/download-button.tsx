import { saveFile } from '@storefront/ui/save-file';
import { type ReactNode, useState } from 'react';
import { type DownloadedFile, errorMessage } from '~/lib/api-client';
import { Button } from './button';
import { toast } from './toast';

/**
 * A button that downloads a file from the API (an invoice's PDF, a CSV export) and saves it under
 * the name the answer gives, else `fileName`. A failure is told in a toast; a session that ended
 * goes to `onAuthFailure`.
 */
export function DownloadButton({
  download,
  fileName,
  onAuthFailure,
  variant = 'outline',
  children,
}: {
  download: () => Promise<DownloadedFile>;
  fileName: string;
  onAuthFailure?: (error: unknown) => boolean;
  variant?: 'primary' | 'outline';
  children: ReactNode;
}) {
  const [busy, setBusy] = useState(false);

  async function onClick() {
    if (busy) return;
    setBusy(true);
    try {
      const file = await download();
      saveFile(file.blob, file.fileName ?? fileName);
    } catch (error) {
      if (!onAuthFailure?.(error)) {
        toast({
          title: 'Download failed',
          description: errorMessage(error),
          variant: 'destructive',
        });
      }
    } finally {
      setBusy(false);
    }
  }

  // Not disabled while busy: a disabled button would drop the keyboard's focus.
  return (
    <Button variant={variant} size="sm" aria-disabled={busy} onClick={() => void onClick()}>
      {children}
      {busy ? <span className="sr-only"> (downloading)</span> : null}
    </Button>
  );
}
