import {
  type AdminSubscriber,
  type AdminSubscriberList,
  NEWSLETTER_STATUS_LABELS,
  NEWSLETTER_STATUSES,
} from '@storefront/contract';
import { createColumnHelper } from '@tanstack/react-table';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '~/lib/format';
import { Badge } from '~/ui/badge';
import { Button } from '~/ui/button';
import { DataTable } from '~/ui/data-table';
import { Field, SelectField } from '~/ui/field';
import { EmptyState } from '~/ui/states';
import {
  hasActiveSubscriberFilters,
  NO_SUBSCRIBER_FILTERS,
  readSubscriberFilters,
  type SubscriberFilters,
  subscriberFiltersToParams,
} from '../subscriber-filters';

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

function SubscriberFilterBar({
  filters,
  onApply,
}: {
  filters: SubscriberFilters;
  onApply: (filters: SubscriberFilters) => void;
}) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const params = new URLSearchParams();
    for (const key of ['q', 'status']) params.set(key, String(data.get(key) ?? ''));
    onApply({ ...readSubscriberFilters(params), page: 1 });
  }
  return (
    <form
      role="search"
      aria-label="Filter subscribers"
      onSubmit={submit}
      noValidate
      className="mb-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-3">
        <Field
          label="Search"
          name="q"
          type="search"
          defaultValue={filters.q}
          hint="A part of the e-mail address"
          autoCapitalize="none"
          spellCheck={false}
          className="col-span-2"
        />
        <SelectField label="Status" name="status" defaultValue={filters.status}>
          <option value="">Any status</option>
          {NEWSLETTER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {NEWSLETTER_STATUS_LABELS[status]}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button type="submit">Apply filters</Button>
        {hasActiveSubscriberFilters(filters) ? (
          <Button variant="outline" onClick={() => onApply(NO_SUBSCRIBER_FILTERS)}>
            Clear filters
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** The newsletter's subscribers, newest first, each with the consent they gave. */
export function SubscriberList({
  list,
  busy = false,
}: {
  list: AdminSubscriberList;
  busy?: boolean;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readSubscriberFilters(searchParams);
  const apply = (next: SubscriberFilters) => setSearchParams(subscriberFiltersToParams(next));
  const filtered = hasActiveSubscriberFilters(filters);
  return (
    <>
      <SubscriberFilterBar key={searchParams.toString()} filters={filters} onApply={apply} />
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
              <Button
                variant="outline"
                className="mt-4"
                onClick={() => apply(NO_SUBSCRIBER_FILTERS)}
              >
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
