import { type AdminCreditNote, invoiceFileName } from '@storefront/contract';
import { formatDate, formatRupees } from '~/lib/format';
import { DownloadButton } from '~/ui/download-button';
import { downloadCreditNote } from '../returns-api';

/**
 * GST credit notes issued against an order's invoice (for a return, a refund, a return to
 * origin): each with its number, date, amount and reason, and its PDF to download.
 */
export function CreditNoteList({
  orderId,
  creditNotes,
  onAuthFailure,
}: {
  orderId: string;
  creditNotes: readonly AdminCreditNote[];
  onAuthFailure?: (error: unknown) => boolean;
}) {
  if (creditNotes.length === 0) {
    return <p className="text-sm text-slate-700">No credit note has been issued.</p>;
  }
  return (
    <ul className="divide-y divide-slate-200" aria-label="Credit notes">
      {creditNotes.map((note) => (
        <li key={note.number} className="flex flex-wrap items-center justify-between gap-2 py-3">
          <div className="min-w-0 text-sm">
            <p className="font-mono font-semibold text-slate-900">{note.number}</p>
            <p className="text-slate-700">
              <time dateTime={note.date}>{formatDate(note.date)}</time> ·{' '}
              {formatRupees(note.amount)} · {note.reason}
            </p>
          </div>
          <DownloadButton
            download={() => downloadCreditNote(orderId, note.number)}
            fileName={invoiceFileName(note.number)}
            onAuthFailure={onAuthFailure}
          >
            Download credit note
            <span className="sr-only"> {note.number}</span>
          </DownloadButton>
        </li>
      ))}
    </ul>
  );
}
