import {
  type AdminPromotion,
  type AdminPromotionList,
  PROMOTION_STATUS_LABELS,
  PROMOTION_STATUSES,
} from '@storefront/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { Link, useSearchParams } from 'react-router';
import { formatCount, formatRupees } from '~/lib/format';
import { useListFilters } from '~/lib/use-list-filters';
import { Button } from '~/ui/button';
import { DataTable } from '~/ui/data-table';
import { FilterBar, type FilterField } from '~/ui/filter-bar';
import { EmptyState } from '~/ui/states';
import {
  howText,
  offerSummary,
  promotionFilters,
  type PromotionFilters,
  usesText,
  windowText,
} from '../promotion-rules';
import { PromotionStatusBadge } from './promotion-status-badge';

/** A link to a promotion that remembers the list it came from (its filters and page). */
function PromotionLink({ promotion }: { promotion: AdminPromotion }) {
  const [searchParams] = useSearchParams();
  return (
    <Link
      to={`/promotions/${promotion.id}`}
      state={{ listSearch: searchParams.toString() }}
      className="inline-flex min-h-10 items-center font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      {promotion.label}
    </Link>
  );
}

const column = createColumnHelper<AdminPromotion>();

const columns = [
  column.accessor('label', {
    header: 'Promotion',
    cell: ({ row }) => (
      <div className="min-w-0">
        <PromotionLink promotion={row.original} />
        <p className={row.original.code ? 'font-mono text-slate-800' : 'text-slate-700'}>
          {howText(row.original)}
        </p>
      </div>
    ),
    meta: { primary: true },
  }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => <PromotionStatusBadge status={info.getValue()} />,
  }),
  column.accessor('kind', {
    header: 'Offer',
    cell: ({ row }) => (
      <div className="min-w-0">
        <p>{offerSummary(row.original)}</p>
        <p className="text-slate-700">{windowText(row.original)}</p>
      </div>
    ),
  }),
  column.accessor('uses', {
    header: 'Uses',
    cell: ({ row }) => usesText(row.original),
    meta: { className: 'md:text-right whitespace-nowrap' },
  }),
  column.accessor('orders', {
    header: 'Orders',
    cell: (info) => formatCount(info.getValue()),
    meta: { className: 'md:text-right' },
  }),
  column.accessor('discountGiven', {
    header: 'Discount given',
    cell: (info) => formatRupees(info.getValue()),
    meta: { className: 'md:text-right whitespace-nowrap' },
  }),
  column.accessor('revenue', {
    header: 'Revenue',
    cell: (info) => formatRupees(info.getValue()),
    meta: { className: 'md:text-right whitespace-nowrap' },
  }),
];

const filterFields: readonly FilterField<PromotionFilters>[] = [
  { kind: 'search', name: 'q', hint: 'Part of the code or the label' },
  {
    kind: 'select',
    name: 'status',
    label: 'Status',
    any: 'Any status',
    options: PROMOTION_STATUSES.map((status) => ({
      value: status,
      label: PROMOTION_STATUS_LABELS[status],
    })),
  },
];

/** Codes and automatic offers, newest first, with what each has done; filters in the URL. */
export function PromotionList({
  list,
  busy = false,
}: {
  list: AdminPromotionList;
  busy?: boolean;
}) {
  const filtering = useListFilters(promotionFilters);
  const filtered = filtering.active;
  return (
    <>
      <FilterBar
        label="Filter promotions"
        columns="lg:grid-cols-3"
        fields={filterFields}
        state={filtering}
        instant
      />
      <DataTable
        caption={
          filtered ? 'Promotions matching the filters, newest first' : 'Promotions, newest first'
        }
        columns={columns}
        data={list.data}
        getRowId={(promotion) => String(promotion.id)}
        pagination={list.pagination}
        noun={['promotion', 'promotions']}
        busy={busy}
        empty={
          filtered ? (
            <EmptyState title="No promotions match these filters">
              <Button variant="outline" className="mt-4" onClick={filtering.clear}>
                Clear filters
              </Button>
            </EmptyState>
          ) : (
            <EmptyState title="No promotions yet">
              <p>Create a code for a poster or a reel, or an offer that applies by itself.</p>
            </EmptyState>
          )
        }
      />
    </>
  );
}
