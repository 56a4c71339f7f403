import {
  type AdminSubscriber,
  type AdminSubscriberList,
  NEWSLETTER_STATUS_LABELS,
  NEWSLETTER_STATUSES,
} from '@storefront/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { formatDateTime } from '~/lib/format';
import { useListFilters } from '~/lib/use-list-filters';
import { Badge } from '~/ui/badge';
import { Button } from '~/ui/button';
import { DataTable } from '~/ui/data-table';
import { FilterBar, type FilterField } from '~/ui/filter-bar';
import { EmptyState } from '~/ui/states';
import { subscriberFilters, type SubscriberFilters } from '../subscriber-filters';

const column = createColumnHelper<AdminSubscriber>();

const columns = [
  column.accessor('email', {
    header: 'E-mail',
    cell: (info) => <span className="font-medium break-all text-slate-900">{info.getValue()}</span>,
    meta: { primary: true },
  }),
  column.accessor('status', {
    header: 'Status',
    cell: ({ row }) => (
      <div className="flex flex-col items-end gap-1 md:items-start">
        <Badge tone={row.original.status === 'subscribed' ? 'success' : 'neutral'}>
          {NEWSLETTER_STATUS_LABELS[row.original.status]}
        </Badge>
        {row.original.unsubscribedAt ? (
          <span className="text-slate-700">
            since {formatDateTime(row.original.unsubscribedAt)}
          </span>
        ) : null}
      </div>
    ),
  }),
  column.accessor('consentedAt', {
    header: 'Consent given',
    cell: ({ row }) => (
      <div className="min-w-0">
        <time dateTime={row.original.consentedAt} className="whitespace-nowrap">
          {formatDateTime(row.original.consentedAt)}
        </time>
        <p className="break-words text-slate-700">“{row.original.consentText}”</p>
      </div>
    ),
    meta: { className: 'md:w-1/2' },
  }),
];

const filterFields: readonly FilterField<SubscriberFilters>[] = [
  { kind: 'search', name: 'q', hint: 'A part of the e-mail address' },
  {
    kind: 'select',
    name: 'status',
    label: 'Status',
    any: 'Any status',
    options: NEWSLETTER_STATUSES.map((status) => ({
      value: status,
      label: NEWSLETTER_STATUS_LABELS[status],
    })),
  },
];

/** The newsletter's subscribers, newest first, each with the consent they gave. */
export function SubscriberList({
  list,
  busy = false,
}: {
  list: AdminSubscriberList;
  busy?: boolean;
}) {
  const filtering = useListFilters(subscriberFilters);
  const filtered = filtering.active;
  return (
    <>
      <FilterBar
        label="Filter subscribers"
        columns="lg:grid-cols-3"
        fields={filterFields}
        state={filtering}
      />
      <DataTable
        caption={
          filtered ? 'Subscribers matching the filters, newest first' : 'Subscribers, newest first'
        }
        columns={columns}
        data={list.data}
        getRowId={(subscriber) => String(subscriber.id)}
        pagination={list.pagination}
        noun={['subscriber', 'subscribers']}
        busy={busy}
        empty={
          filtered ? (
            <EmptyState title="No subscribers match these filters">
              <Button variant="outline" className="mt-4" onClick={filtering.clear}>
                Clear filters
              </Button>
            </EmptyState>
          ) : (
            <EmptyState title="No subscribers yet">
              <p>
                Addresses signed up with the newsletter box on the shop’s home page appear here.
              </p>
            </EmptyState>
          )
        }
      />
    </>
  );
}
