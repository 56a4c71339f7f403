import {
  type AdminContactList,
  type AdminContactSummary,
  CONTACT_MESSAGE_STATUS_LABELS,
  CONTACT_MESSAGE_STATUSES,
} from '@storefront/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '~/lib/format';
import { useListFilters } from '~/lib/use-list-filters';
import { Button } from '~/ui/button';
import { DataTable } from '~/ui/data-table';
import { FilterBar, type FilterField } from '~/ui/filter-bar';
import { EmptyState } from '~/ui/states';
import { messageFilters, type MessageFilters } from '../message-filters';
import { MessageStatusBadge } from './message-status-badge';

/** A link to a message that remembers the list it came from (its filters and page). */
function SubjectLink({ message }: { message: AdminContactSummary }) {
  const [searchParams] = useSearchParams();
  return (
    <Link
      to={`/messages/${message.id}`}
      state={{ listSearch: searchParams.toString() }}
      className={`inline-flex min-h-10 items-center break-words text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700 ${message.status === 'unread' ? 'font-bold' : 'font-semibold'}`}
    >
      {message.subject}
    </Link>
  );
}

const column = createColumnHelper<AdminContactSummary>();

const columns = [
  column.accessor('subject', {
    header: 'Subject',
    cell: ({ row }) => (
      <div className="min-w-0">
        <SubjectLink message={row.original} />
        <p className="break-words text-slate-700">{row.original.preview}</p>
      </div>
    ),
    meta: { primary: true, className: 'md:w-2/5' },
  }),
  column.accessor('name', {
    header: 'From',
    cell: ({ row }) => (
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{row.original.name}</p>
        <p className="break-all text-slate-700">{row.original.email}</p>
      </div>
    ),
  }),
  column.accessor('createdAt', {
    header: 'Received',
    cell: (info) => <time dateTime={info.getValue()}>{formatDateTime(info.getValue())}</time>,
    meta: { className: 'whitespace-nowrap' },
  }),
  column.accessor('status', {
    header: 'Status',
    cell: ({ row }) => (
      <div className="flex flex-col items-end gap-1 md:items-start">
        <MessageStatusBadge status={row.original.status} />
        {row.original.replies > 0 ? (
          <span className="text-slate-700">
            {row.original.replies === 1 ? 'Answered' : `Answered ${row.original.replies} times`}
          </span>
        ) : null}
      </div>
    ),
  }),
];

const filterFields: readonly FilterField<MessageFilters>[] = [
  { kind: 'search', name: 'q', hint: 'E-mail address, or words of the name or subject' },
  {
    kind: 'select',
    name: 'status',
    label: 'Status',
    any: 'Any status',
    options: CONTACT_MESSAGE_STATUSES.map((status) => ({
      value: status,
      label: CONTACT_MESSAGE_STATUS_LABELS[status],
    })),
  },
];

/** The contact form's messages: unread first, then newest; filters in the URL. */
export function MessageList({ list, busy = false }: { list: AdminContactList; busy?: boolean }) {
  const filtering = useListFilters(messageFilters);
  const filtered = filtering.active;

  return (
    <>
      <FilterBar
        label="Filter messages"
        columns="lg:grid-cols-3"
        fields={filterFields}
        state={filtering}
      />
      <DataTable
        caption={
          filtered
            ? 'Messages matching the filters, unread first'
            : 'Messages, unread first, then newest'
        }
        columns={columns}
        data={list.data}
        getRowId={(message) => String(message.id)}
        pagination={list.pagination}
        noun={['message', 'messages']}
        busy={busy}
        empty={
          filtered ? (
            <EmptyState title="No messages match these filters">
              <Button variant="outline" className="mt-4" onClick={filtering.clear}>
                Clear filters
              </Button>
            </EmptyState>
          ) : (
            <EmptyState title="No messages yet">
              <p>Messages sent with the shop’s contact form appear here.</p>
            </EmptyState>
          )
        }
      />
    </>
  );
}
