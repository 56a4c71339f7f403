import { invoiceFileName, RETURN_STATUS_LABELS } from '@storefront/contract';
import { formatPriceWithPaise, variantLabels } from '~/lib/format';
import {
  type DisplayedCreditNote,
  type DisplayedReturn,
  type DisplayedReturnLine,
  formatIndiaDate,
  formatIndiaShortDate,
} from '../after-sale-view';
import { fetchCreditNotePdf } from '../orders-api';
import { httpUrl } from '../http-url';
import { DownloadPdfButton } from './download-pdf-button';

export const creditNoteDownloadFailed = 'Failed to download the credit note. Please try again.';

// Tints that read well (WCAG AA) and tell waiting, refused and done apart at a glance.
const STATUS_LOOK: Record<DisplayedReturn['status'], string> = {
  requested: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  approved: 'bg-blue-100 text-blue-900 ring-blue-300',
  rejected: 'bg-red-100 text-red-900 ring-red-300',
  received: 'bg-purple-100 text-purple-900 ring-purple-300',
  refunded: 'bg-green-100 text-green-900 ring-green-300',
  exchanged: 'bg-green-100 text-green-900 ring-green-300',
};

/**
 * The order's return and exchange requests, each with its state, lines, what happens next, the
 * pickup when arranged and why it was rejected; beside the order's own status, which stays as
 * the spec has it.
 */
export function OrderReturns({
  orderId,
  returns,
}: {
  orderId: string;
  returns: readonly DisplayedReturn[];
}) {
  if (returns.length === 0) return null;
  return (
    <div className="border-t border-slate-200 px-4 py-4 sm:px-6">
      <h3 className="text-sm font-semibold text-slate-900">Returns and exchanges</h3>
      <ul className="mt-2 space-y-4">
        {returns.map((request) => (
          <li key={request.id}>
            <ReturnRequest orderId={orderId} request={request} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function ReturnRequest({ orderId, request }: { orderId: string; request: DisplayedReturn }) {
  const headingId = `order-${orderId}-return-${request.id}`;
  const trackingUrl = request.pickup ? httpUrl(request.pickup.trackingUrl) : null;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 p-3 text-sm sm:p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="font-semibold text-slate-900">
          Return request of{' '}
          <time dateTime={request.createdAt}>{formatIndiaDate(request.createdAt)}</time>
        </h4>
        <span
          className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset ${STATUS_LOOK[request.status]}`}
        >
          <span className="sr-only">Return status: </span>
          {RETURN_STATUS_LABELS[request.status]}
        </span>
      </div>
      <ul className="mt-2 space-y-1 text-slate-800">
        {request.lines.map((line) => (
          <li key={line.itemId}>{returnLineWords(line)}</li>
        ))}
      </ul>
      <p className="mt-2 text-slate-700">Reason: {request.reason}</p>
      {request.rejectionReason ? (
        <p className="mt-1 text-red-800">Why it was rejected: {request.rejectionReason}</p>
      ) : null}
      {request.pickup ? (
        <p className="mt-1 break-words text-slate-800">
          Pickup: {request.pickup.carrier}, tracking number{' '}
          {trackingUrl ? (
            <a
              href={trackingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-brand-700 underline focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              {request.pickup.trackingNumber}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : (
            request.pickup.trackingNumber
          )}
        </p>
      ) : null}
      {request.nextStep ? (
        <p className="mt-2 font-medium text-slate-900">{request.nextStep}</p>
      ) : null}
    </section>
  );
}

/** "Cotton Kurta (Size: M · Colour: Maroon) × 1, exchange for Size: L · Colour: Maroon". */
export function returnLineWords(line: DisplayedReturnLine): string {
  const variant = variantLabels(line.size, line.color).join(' · ');
  const named = `${line.name}${variant ? ` (${variant})` : ''} × ${line.quantity}`;
  if (!line.exchangeFor) return `${named}, money back`;
  const wanted = variantLabels(line.exchangeFor.size, line.exchangeFor.color).join(' · ');
  return `${named}, exchange for ${wanted || 'another'}`;
}

/**
 * The GST credit notes against the order's invoice (a return or refund after it was invoiced),
 * each downloadable as the invoice is.
 */
export function OrderCreditNotes({
  orderId,
  creditNotes,
}: {
  orderId: string;
  creditNotes: readonly DisplayedCreditNote[];
}) {
  if (creditNotes.length === 0) return null;
  return (
    <div className="border-t border-slate-200 px-4 py-4 sm:px-6">
      <h3 className="text-sm font-semibold text-slate-900">Credit notes</h3>
      <ul className="mt-2 space-y-2 text-sm">
        {creditNotes.map((note) => (
          <li key={note.number} className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="text-slate-900">
              Credit note <span className="font-mono">{note.number}</span>
            </span>
            <span aria-hidden="true">·</span>
            <span className="font-semibold tabular-nums text-slate-900">
              {formatPriceWithPaise(note.amount)}
            </span>
            <span aria-hidden="true">·</span>
            <time dateTime={note.date} className="text-slate-700">
              {formatIndiaShortDate(note.date)}
            </time>
            <span aria-hidden="true">·</span>
            <DownloadPdfButton
              fetchPdf={() => fetchCreditNotePdf(orderId, note.number)}
              fileName={invoiceFileName(note.number)}
              label="Download"
              busyLabel="Downloading…"
              detail={`credit note ${note.number} for order ${orderId}`}
              failure={creditNoteDownloadFailed}
              variant="ghost"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
