import {
  type AdminReturn,
  type AdminReturnList,
  RETURN_STATUS_LABELS,
  RETURN_STATUSES,
} from '@storefront/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { Link, useSearchParams } from 'react-router';
import { formatDate } from '~/lib/format';
import { useListFilters } from '~/lib/use-list-filters';
import { Badge } from '~/ui/badge';
import { Button } from '~/ui/button';
import { DataTable } from '~/ui/data-table';
import { FilterBar, type FilterField } from '~/ui/filter-bar';
import { EmptyState } from '~/ui/states';
import { ageInWords, lineSummary, returnFilters, type ReturnFilters } from '../return-rules';
import { ReturnStatusBadge } from './return-status-badge';

const linkClasses =
  'inline-flex min-h-10 items-center font-mono font-semibold whitespace-nowrap text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700';

/** A link to a return that remembers the list it came from (its filter and page). */
function ReturnLink({ id }: { id: number }) {
  const [searchParams] = useSearchParams();
  return (
    <Link
      to={`/returns/${id}`}
      state={{ listSearch: searchParams.toString() }}
      className={linkClasses}
    >
      <span className="sr-only">Return </span>#{id}
    </Link>
  );
}

const column = createColumnHelper<AdminReturn>();

const columns = [
  column.accessor('id', {
    header: 'Return',
    cell: (info) => <ReturnLink id={info.getValue()} />,
    meta: { primary: true },
  }),
  column.accessor('status', {
    header: 'Status',
    cell: ({ row }) => (
      <span className="flex flex-wrap gap-1">
        <ReturnStatusBadge status={row.original.status} />
        {row.original.needsAction ? <Badge tone="danger">Needs action</Badge> : null}
      </span>
    ),
  }),
  column.accessor('ageDays', {
    header: 'Asked',
    cell: ({ row }) => (
      <span className="whitespace-nowrap">
        <time dateTime={row.original.createdAt}>{formatDate(row.original.createdAt)}</time>
        <span className="block text-sm text-slate-700">
          {row.original.ageDays > 0 ? `${ageInWords(row.original.ageDays)} ago` : 'Today'}
        </span>
      </span>
    ),
  }),
  column.accessor('orderId', {
    header: 'Order',
    cell: (info) => (
      <Link
        to={`/orders/${encodeURIComponent(info.getValue())}`}
        className={linkClasses.replace('font-semibold ', '')}
      >
        {info.getValue()}
      </Link>
    ),
  }),
  column.accessor('customerName', {
    header: 'Customer',
    cell: ({ row }) => (
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{row.original.customerName}</p>
        <p className="break-all text-slate-700">{row.original.email}</p>
      </div>
    ),
  }),
  column.accessor('lines', {
    header: 'Items',
    cell: ({ row }) => (
      <div className="min-w-0">
        <ul>
          {row.original.lines.map((line) => (
            <li key={line.itemId}>{lineSummary(line)}</li>
          ))}
        </ul>
        <p className="text-sm text-slate-700">{row.original.reason}</p>
      </div>
    ),
  }),
];

const filterFields: readonly FilterField<ReturnFilters>[] = [
  {
    kind: 'select',
    name: 'status',
    label: 'Status',
    any: 'Any status',
    options: RETURN_STATUSES.map((status) => ({
      value: status,
      label: RETURN_STATUS_LABELS[status],
    })),
  },
];

/** Return and exchange requests: those waiting for the shop first, filters in the URL. */
export function ReturnList({ list, busy = false }: { list: AdminReturnList; busy?: boolean }) {
  const filtering = useListFilters(returnFilters);
  const filtered = filtering.active;
  return (
    <>
      <FilterBar
        label="Filter returns"
        columns="lg:grid-cols-3"
        fields={filterFields}
        state={filtering}
        instant
      />
      <DataTable
        caption={
          filtered
            ? 'Returns matching the filter, needing action first'
            : 'Returns, needing action first'
        }
        columns={columns}
        data={list.data}
        getRowId={(found) => String(found.id)}
        pagination={list.pagination}
        noun={['return', 'returns']}
        busy={busy}
        empty={
          filtered ? (
            <EmptyState title="No returns match this filter">
              <Button variant="outline" className="mt-4" onClick={filtering.clear}>
                Clear filters
              </Button>
            </EmptyState>
          ) : (
            <EmptyState title="No returns yet">
              <p>
                Shoppers ask for returns and exchanges of delivered orders on their Orders page.
              </p>
            </EmptyState>
          )
        }
      />
    </>
  );
}
