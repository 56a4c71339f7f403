import type { AdminReturn } from '@storefront/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { Link, useLocation } from 'react-router';
import { formatCount, formatDateTime, formatRupees } from '~/lib/format';
import { imageSrc, thumbnailSrc } from '~/lib/image-src';
import { buttonClasses } from '~/ui/button';
import { DataTable } from '~/ui/data-table';
import { Detail, detailLinkClasses } from '~/ui/detail';
import { PageHeader, Section } from '~/ui/page-header';
import { ageInWords, exchangeOf, variantOf } from '../return-rules';
import { CreditNoteList } from './credit-note-list';
import { ReturnActions } from './return-actions';
import { ReturnStatusBadge } from './return-status-badge';

type Line = AdminReturn['lines'][number];
const column = createColumnHelper<Line>();

const lineColumns = [
  column.accessor('productTitle', {
    header: 'Product',
    cell: ({ row }) => {
      const variant = variantOf(row.original);
      const exchange = exchangeOf(row.original);
      return (
        <span>
          <span className="block font-medium text-slate-900">{row.original.productTitle}</span>
          {variant ? <span className="block text-sm text-slate-700">{variant}</span> : null}
          {exchange ? (
            <span className="block text-sm font-medium text-brand-800">
              {exchange.charAt(0).toUpperCase()}
              {exchange.slice(1)}
            </span>
          ) : null}
        </span>
      );
    },
    meta: { primary: true },
  }),
  column.accessor('quantity', {
    header: 'Asked',
    cell: (info) => formatCount(info.getValue()),
    meta: { className: 'md:text-right' },
  }),
  column.accessor('unitPrice', {
    header: 'Unit price',
    cell: (info) => formatRupees(info.getValue()),
    meta: { className: 'md:text-right whitespace-nowrap' },
  }),
  column.accessor('receivedQuantity', {
    header: 'Received',
    cell: (info) => (info.getValue() === null ? 'Not yet' : formatCount(info.getValue()!)),
    meta: { className: 'md:text-right' },
  }),
  column.accessor('restocked', {
    header: 'Back to stock',
    cell: ({ row }) => {
      const { restocked, receivedQuantity, writeOffReason } = row.original;
      if (restocked === null) return '—';
      const writtenOff = (receivedQuantity ?? 0) - restocked;
      return (
        <span>
          {formatCount(restocked)}
          {writtenOff > 0 ? (
            <span className="block text-sm text-slate-700">
              {formatCount(writtenOff)} written off{writeOffReason ? `: ${writeOffReason}` : ''}
            </span>
          ) : null}
        </span>
      );
    },
    meta: { className: 'md:text-right' },
  }),
];

export interface ReturnDetailProps {
  found: AdminReturn;
  onChanged: () => void;
  onAuthFailure?: (error: unknown) => boolean;
}

/** One return: what to do next first, then its lines, the shopper's reason and photos, its credit notes. */
export function ReturnDetail({ found, onChanged, onAuthFailure }: ReturnDetailProps) {
  const location = useLocation();
  const listSearch = (location.state as { listSearch?: string } | null)?.listSearch;
  const orderLink = `/orders/${encodeURIComponent(found.orderId)}`;
  return (
    <>
      <PageHeader
        title={`Return #${found.id}`}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <ReturnStatusBadge status={found.status} />
            <span>
              Asked {formatDateTime(found.createdAt)}
              {found.ageDays > 0 ? ` (${ageInWords(found.ageDays)} ago)` : ''}
            </span>
          </span>
        }
        actions={
          <Link
            to={`/returns${listSearch ? `?${listSearch}` : ''}`}
            className={buttonClasses('outline', 'sm')}
          >
            Back to returns
          </Link>
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-start-3 lg:row-start-1">
          <Section title="Next step" id="return-action">
            <ReturnActions
              key={`${found.status}-${found.updatedAt}`}
              found={found}
              onChanged={onChanged}
              onAuthFailure={onAuthFailure}
            />
          </Section>
          <Section title="Shopper" id="return-shopper">
            <dl>
              <Detail term="Name">{found.customerName}</Detail>
              <Detail term="E-mail">
                <a href={`mailto:${found.email}`} className={detailLinkClasses}>
                  {found.email}
                </a>
              </Detail>
              <Detail term="Order">
                <Link to={orderLink} className={`${detailLinkClasses} font-mono`}>
                  {found.orderId}
                </Link>
              </Detail>
            </dl>
          </Section>
          {found.pickup ? (
            <Section title="Pickup" id="return-pickup">
              <dl>
                <Detail term="Carrier">{found.pickup.carrier}</Detail>
                <Detail term="Tracking number">
                  <span className="font-mono">{found.pickup.trackingNumber}</span>
                </Detail>
                {found.pickup.trackingUrl ? (
                  <Detail term="Tracking page">
                    <a
                      href={found.pickup.trackingUrl}
                      target="_blank"
                      rel="noreferrer noopener"
                      className={detailLinkClasses}
                    >
                      {found.pickup.trackingUrl}
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  </Detail>
                ) : null}
              </dl>
            </Section>
          ) : null}
        </div>
        <div className="min-w-0 space-y-6 lg:col-span-2 lg:col-start-1 lg:row-start-1">
          {found.status === 'rejected' || found.exchangeOrderId || found.refundId !== null ? (
            <Section title="Outcome" id="return-outcome">
              <dl>
                {found.status === 'rejected' ? (
                  <Detail term="Reason for rejecting">
                    {found.rejectionReason ?? 'None given'}
                  </Detail>
                ) : null}
                {found.refundId !== null ? (
                  <Detail term="Refund">
                    Refund {found.refundId}, on{' '}
                    <Link to={orderLink} className={detailLinkClasses}>
                      the order’s money and refunds
                    </Link>
                  </Detail>
                ) : null}
                {found.exchangeOrderId ? (
                  <Detail term="Exchange order">
                    <Link
                      to={`/orders/${encodeURIComponent(found.exchangeOrderId)}`}
                      className={`${detailLinkClasses} font-mono`}
                    >
                      {found.exchangeOrderId}
                    </Link>
                  </Detail>
                ) : null}
              </dl>
            </Section>
          ) : null}
          <Section title="Items" id="return-items">
            <DataTable
              caption={`Items of return #${found.id}`}
              columns={lineColumns}
              data={found.lines}
              getRowId={(line) => String(line.itemId)}
              noun={['item', 'items']}
              empty={<p className="text-sm text-slate-700">This return names no items.</p>}
            />
          </Section>
          <Section title="The shopper’s reason" id="return-reason">
            <p className="font-medium text-slate-900">{found.reason}</p>
            {found.note ? (
              <p className="mt-2 break-words whitespace-pre-wrap text-slate-900">{found.note}</p>
            ) : null}
            {found.photos.length > 0 ? (
              <ul className="mt-4 flex flex-wrap gap-3" aria-label="Photos">
                {found.photos.map((url, index) => (
                  <li key={url}>
                    <a
                      href={imageSrc(url)}
                      target="_blank"
                      rel="noreferrer noopener"
                      className="block rounded-lg focus-visible:outline-2 focus-visible:outline-brand-700"
                    >
                      <img
                        src={thumbnailSrc(url)}
                        alt={`Sent by ${found.customerName} with the return, ${index + 1} of ${found.photos.length} (opens in a new tab)`}
                        loading="lazy"
                        className="size-28 rounded-lg border border-slate-200 object-cover"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </Section>
          <Section title="Credit notes" id="return-credit-notes">
            <CreditNoteList
              orderId={found.orderId}
              creditNotes={found.creditNotes}
              onAuthFailure={onAuthFailure}
            />
          </Section>
        </div>
      </div>
    </>
  );
}
