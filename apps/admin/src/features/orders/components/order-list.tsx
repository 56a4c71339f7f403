import {
  type AdminOrderList,
  type AdminOrderSummary,
  PAYMENT_METHOD_NAMES,
} from '@storefront/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { Link, useSearchParams } from 'react-router';
import { formatCount, formatDateTime, formatRupees } from '~/lib/format';
import { Button } from '~/ui/button';
import { DataTable } from '~/ui/data-table';
import { EmptyState } from '~/ui/states';
import {
  hasActiveFilters,
  NO_FILTERS,
  orderFiltersToParams,
  type OrderFilters,
  readOrderFilters,
} from '../order-filters';
import { OrderFilterBar } from './order-filter-bar';
import { OrderStatusBadge } from './order-status-badge';

const column = createColumnHelper<AdminOrderSummary>();

/** A link to an order that remembers the list it came from (its filters and page). */
function OrderLink({ id }: { id: string }) {
  const [searchParams] = useSearchParams();
  return (
    <Link
      to={`/orders/${encodeURIComponent(id)}`}
      state={{ listSearch: searchParams.toString() }}
      className="inline-flex min-h-10 items-center font-mono font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      {id}
    </Link>
  );
}

const columns = [
  column.accessor('id', {
    header: 'Order',
    cell: (info) => <OrderLink id={info.getValue()} />,
    meta: { primary: true },
  }),
  column.accessor('createdAt', {
    header: 'Placed',
    cell: (info) => formatDateTime(info.getValue()),
  }),
  column.accessor('customerName', {
    header: 'Customer',
    cell: ({ row }) => (
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{row.original.customerName}</p>
        <p className="text-slate-700">{row.original.email}</p>
        <p className="text-slate-700">{row.original.phone}</p>
      </div>
    ),
  }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => <OrderStatusBadge status={info.getValue()} />,
  }),
  column.accessor('paymentMethod', {
    header: 'Payment',
    cell: (info) => {
      const method = info.getValue();
      return method ? PAYMENT_METHOD_NAMES[method].label : 'Not chosen yet';
    },
  }),
  column.accessor('itemCount', {
    header: 'Items',
    cell: (info) => formatCount(info.getValue()),
    meta: { className: 'md:text-right' },
  }),
  column.accessor('total', {
    header: 'Total',
    cell: (info) => <span className="font-semibold">{formatRupees(info.getValue())}</span>,
    meta: { className: 'md:text-right whitespace-nowrap' },
  }),
];

/** The order list: filters in the URL, newest first, paged by the API. */
export function OrderList({ list, busy = false }: { list: AdminOrderList; busy?: boolean }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readOrderFilters(searchParams);
  const apply = (next: OrderFilters) => setSearchParams(orderFiltersToParams(next));
  const filtered = hasActiveFilters(filters);

  return (
    <>
      <OrderFilterBar key={searchParams.toString()} filters={filters} onApply={apply} />
      <DataTable
        caption={filtered ? 'Orders matching the filters, newest first' : 'Orders, newest first'}
        columns={columns}
        data={list.data}
        getRowId={(order) => order.id}
        pagination={list.pagination}
        noun={['order', 'orders']}
        busy={busy}
        empty={
          filtered ? (
            <EmptyState title="No orders match these filters">
              <p>Try another search, or widen the dates.</p>
              <Button variant="outline" className="mt-4" onClick={() => apply(NO_FILTERS)}>
                Clear filters
              </Button>
            </EmptyState>
          ) : (
            <EmptyState title="No orders yet">
              <p>Orders appear here as soon as shoppers place them.</p>
            </EmptyState>
          )
        }
      />
    </>
  );
}
