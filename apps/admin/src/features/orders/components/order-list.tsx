import {
  type AdminOrderList,
  type AdminOrderSummary,
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_NAMES,
  PAYMENT_METHODS,
} from '@storefront/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PackingBar } from '~/features/shipping';
import { formatCount, formatDateTime, formatRupees, todayInIndia } from '~/lib/format';
import { useListFilters } from '~/lib/use-list-filters';
import { Badge } from '~/ui/badge';
import { Button } from '~/ui/button';
import { DataTable } from '~/ui/data-table';
import { FilterBar, type FilterField } from '~/ui/filter-bar';
import { EmptyState } from '~/ui/states';
import { orderFilters, type OrderFilters } from '../order-filters';
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
  column.accessor('discount', {
    header: 'Discount',
    cell: ({ row }) =>
      row.original.discount > 0 || row.original.promotions.length > 0 ? (
        <div className="min-w-0">
          <p className="whitespace-nowrap">{formatRupees(row.original.discount)}</p>
          <p className="flex flex-wrap gap-1">
            {row.original.promotions.map((promotion) => (
              <Badge key={promotion} tone="brand">
                {promotion}
              </Badge>
            ))}
          </p>
        </div>
      ) : (
        <span className="text-slate-700">None</span>
      ),
    meta: { className: 'md:text-right' },
  }),
  column.accessor('total', {
    header: 'Total',
    cell: (info) => <span className="font-semibold">{formatRupees(info.getValue())}</span>,
    meta: { className: 'md:text-right whitespace-nowrap' },
  }),
];

const filterFields: readonly FilterField<OrderFilters>[] = [
  { kind: 'search', name: 'q', hint: 'Order id, e-mail or phone' },
  {
    kind: 'select',
    name: 'status',
    label: 'Status',
    any: 'Any status',
    options: Object.entries(ORDER_STATUS_LABELS).map(([value, label]) => ({ value, label })),
  },
  {
    kind: 'select',
    name: 'paymentMethod',
    label: 'Payment',
    any: 'Any method',
    options: PAYMENT_METHODS.map((method) => ({
      value: method,
      label: PAYMENT_METHOD_NAMES[method].label,
    })),
  },
  // Days are India's: no order is placed after today there, whatever the device's zone says.
  { kind: 'date', name: 'from', label: 'From', max: todayInIndia },
  { kind: 'date', name: 'to', label: 'To', max: todayInIndia },
  {
    kind: 'select',
    name: 'refund',
    label: 'Refunds',
    any: 'Any',
    options: [
      { value: 'due', label: 'Money to give back' },
      { value: 'pending', label: 'Refund under way' },
    ],
  },
  { kind: 'kept', name: 'promotionId' },
];

/** The order list: filters in the URL, newest first, paged by the API. */
export function OrderList({
  list,
  busy = false,
  onChanged,
  onAuthFailure,
  linkPromotions = false,
}: {
  list: AdminOrderList;
  busy?: boolean;
  onChanged: () => void;
  onAuthFailure?: (error: unknown) => boolean;
  /** The role may open promotions: the promotion filtered by is a link to its page. */
  linkPromotions?: boolean;
}) {
  const filtering = useListFilters(orderFilters);
  const filtered = filtering.active;
  const { promotionId } = filtering.filters;

  // The ticks belong to the page they were made on: another page or filter starts afresh.
  const pageKey = filtering.search;
  const [ticks, setTicks] = useState<{ key: string; ids: ReadonlySet<string> }>({
    key: pageKey,
    ids: new Set(),
  });
  const selectedIds = ticks.key === pageKey ? ticks.ids : new Set<string>();
  const selected = list.data.filter((order) => selectedIds.has(order.id));
  const setSelected = (ids: ReadonlySet<string>) => setTicks({ key: pageKey, ids });

  return (
    <>
      <FilterBar
        label="Filter orders"
        columns="lg:grid-cols-6"
        fields={filterFields}
        state={filtering}
        check={({ from, to }) =>
          from && to && from > to ? { to: 'must be on or after the "From" day' } : undefined
        }
      />
      {promotionId ? (
        <div className="mb-4 flex flex-wrap items-center gap-3 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-slate-900">
          <p>
            Only orders that used{' '}
            {linkPromotions ? (
              <Link
                to={`/promotions/${promotionId}`}
                className="font-semibold text-brand-800 underline underline-offset-2"
              >
                promotion #{promotionId}
              </Link>
            ) : (
              `promotion #${promotionId}`
            )}
            .
          </p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => filtering.apply({ promotionId: '', page: 1 })}
          >
            Orders with any promotion or none
          </Button>
        </div>
      ) : null}
      {/* Ticked orders may leave the list (shipped under a status filter): the bar stays, with
      what was booked and its labels, until cleared. */}
      {selectedIds.size > 0 ? (
        <PackingBar
          orders={selected}
          unlisted={selectedIds.size - selected.length}
          onClear={() => setSelected(new Set())}
          onChanged={onChanged}
          onAuthFailure={onAuthFailure}
        />
      ) : null}
      <DataTable
        caption={filtered ? 'Orders matching the filters, newest first' : 'Orders, newest first'}
        columns={columns}
        data={list.data}
        getRowId={(order) => order.id}
        pagination={list.pagination}
        noun={['order', 'orders']}
        busy={busy}
        selection={{
          selected: selectedIds,
          onChange: setSelected,
          rowLabel: (order) => `Select order ${order.id}`,
          allLabel: 'Select every order on this page',
        }}
        empty={
          filtered ? (
            <EmptyState title="No orders match these filters">
              <p>Try another search, or widen the dates.</p>
              <Button variant="outline" className="mt-4" onClick={filtering.clear}>
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
