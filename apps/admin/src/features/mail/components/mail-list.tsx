import type { AdminMail, AdminMailList } from '@storefront/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError, errorMessage } from '~/lib/api-client';
import { formatDateTime } from '~/lib/format';
import { Button } from '~/ui/button';
import { DataTable } from '~/ui/data-table';
import { EmptyState } from '~/ui/states';
import { toast } from '~/ui/toast';
import { retryMail } from '../mail-api';
import { mailFilters } from '../mail-filters';
import { mailKindLabel } from '../mail-kinds';
import { MailStatusBadge } from './mail-status-badge';
import { MailStatusFilter } from './mail-status-filter';

const column = createColumnHelper<AdminMail>();

/** What the cells of a row act with (the table's meta). */
interface MailActions {
  retryingId: number | null;
  retry: (mail: AdminMail) => void;
}

function actionsOf(table: { options: { meta?: unknown } }): MailActions {
  return table.options.meta as MailActions;
}

const columns = [
  column.accessor('createdAt', {
    header: 'When',
    cell: (info) => <time dateTime={info.getValue()}>{formatDateTime(info.getValue())}</time>,
    meta: { className: 'whitespace-nowrap', primary: true },
  }),
  column.accessor('to', {
    header: 'To',
    cell: (info) => <span className="break-all">{info.getValue()}</span>,
    // Without a floor, a table squeezes a long address to a letter a line.
    meta: { className: 'md:min-w-40' },
  }),
  column.accessor('kind', {
    header: 'What',
    cell: (info) => mailKindLabel(info.getValue()),
  }),
  column.accessor('subject', {
    header: 'Subject',
    cell: (info) => info.getValue() ?? <span className="text-slate-700">Not written yet</span>,
    meta: { className: 'break-words' },
  }),
  column.accessor('orderId', {
    header: 'Order',
    // An e-mail about no order (a welcome, a password reset) has nothing here; on a phone the
    // empty line is left out of the card.
    cell: (info) => {
      const orderId = info.getValue();
      return orderId ? (
        <Link
          to={`/orders/${encodeURIComponent(orderId)}`}
          className="inline-flex min-h-10 items-center font-mono font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {orderId}
        </Link>
      ) : null;
    },
    meta: { className: 'max-md:empty:hidden' },
  }),
  column.accessor('status', {
    header: 'Status',
    // A failed e-mail also says why, with a way to send it again.
    cell: ({ row, table }) => {
      const mail = row.original;
      if (mail.status !== 'failed') return <MailStatusBadge mail={mail} />;
      const { retryingId, retry } = actionsOf(table);
      return (
        <div className="flex flex-col items-end gap-2 md:items-start">
          <MailStatusBadge mail={mail} />
          <p className="break-words text-red-800">{mail.lastError ?? 'No reason was recorded.'}</p>
          <Button
            variant="outline"
            size="sm"
            disabled={retryingId === mail.id}
            onClick={() => retry(mail)}
          >
            {retryingId === mail.id ? 'Sending again…' : 'Send again'}
            <span className="sr-only">{` to ${mail.to} (${mailKindLabel(mail.kind)})`}</span>
          </Button>
        </div>
      );
    },
    meta: { className: 'md:w-1/4' },
  }),
];

export interface MailListProps {
  list: AdminMailList;
  /** After an e-mail was sent again: the list reloads. */
  onChanged: () => void;
  onAuthFailure?: (error: unknown) => boolean;
  busy?: boolean;
}

/** The store's e-mails: a status filter in the URL, newest first, paged by the API. */
export function MailList({ list, onChanged, onAuthFailure, busy = false }: MailListProps) {
  const [searchParams] = useSearchParams();
  const filters = mailFilters.read(searchParams);
  const [retryingId, setRetryingId] = useState<number | null>(null);

  async function retry(mail: AdminMail) {
    setRetryingId(mail.id);
    try {
      await retryMail(mail.id);
      toast({
        title: `The e-mail to ${mail.to} will be sent again`,
        description: 'It is back in the queue and goes out shortly.',
      });
      onChanged();
    } catch (error) {
      if (onAuthFailure?.(error)) return;
      toast({
        title: `Could not send the e-mail to ${mail.to} again`,
        description: errorMessage(error),
        variant: 'destructive',
      });
      // Sent again by someone else meanwhile, or gone: the list shown is out of date.
      if (error instanceof ApiError && (error.status === 404 || error.status === 409)) onChanged();
    } finally {
      setRetryingId(null);
    }
  }

  const label = filters.status ? `${filters.status} e-mails` : 'E-mails';
  return (
    <>
      <MailStatusFilter filters={filters} />
      <DataTable
        caption={`${label.charAt(0).toUpperCase()}${label.slice(1)}, newest first`}
        columns={columns}
        data={list.data}
        getRowId={(mail) => String(mail.id)}
        pagination={list.pagination}
        noun={['e-mail', 'e-mails']}
        busy={busy}
        meta={{ retryingId, retry: (mail) => void retry(mail) } satisfies MailActions}
        empty={
          filters.status ? (
            <EmptyState title={`No ${filters.status} e-mails`}>
              <p>
                <Link
                  to="/mail"
                  className="font-semibold text-brand-800 underline underline-offset-2"
                >
                  Show every e-mail
                </Link>
              </p>
            </EmptyState>
          ) : (
            <EmptyState title="No e-mails yet">
              <p>E-mails to customers appear here as soon as the shop sends them.</p>
            </EmptyState>
          )
        }
      />
    </>
  );
}
