import type { LowStockItem, LowStockList as LowStockPage } from '@storefront/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { formatCount } from '~/lib/format';
import { DataTable } from '~/ui/data-table';
import { EmptyState } from '~/ui/states';

const column = createColumnHelper<LowStockItem>();

const none = <span className="text-slate-700">—</span>;

const columns = [
  column.accessor('title', {
    header: 'Product',
    cell: ({ row }) => (
      <Link
        to={`/products/${encodeURIComponent(row.original.productId)}`}
        className="inline-flex min-h-10 items-center font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        {row.original.title}
      </Link>
    ),
    meta: { primary: true },
  }),
  column.accessor('size', { header: 'Size', cell: (info) => info.getValue() || none }),
  column.accessor('color', { header: 'Colour', cell: (info) => info.getValue() || none }),
  column.accessor('sku', {
    header: 'SKU',
    cell: (info) => {
      const sku = info.getValue();
      return sku ? <span className="font-mono">{sku}</span> : none;
    },
  }),
  column.accessor('stock', {
    header: 'Stock',
    cell: (info) => (
      <span className={`font-semibold ${info.getValue() === 0 ? 'text-red-800' : ''}`}>
        {formatCount(info.getValue())}
      </span>
    ),
    meta: { className: 'md:text-right' },
  }),
  column.accessor('threshold', {
    header: 'Threshold',
    cell: (info) => formatCount(info.getValue()),
    meta: { className: 'md:text-right' },
  }),
];

/** Tracked variants at or under their threshold, fewest first, paged by the API. */
export function LowStockList({ list, busy = false }: { list: LowStockPage; busy?: boolean }) {
  return (
    <DataTable
      caption="Variants low on stock, fewest first"
      columns={columns}
      data={list.data}
      getRowId={(item) => String(item.variantId)}
      pagination={list.pagination}
      noun={['variant', 'variants']}
      busy={busy}
      empty={
        <EmptyState title="No variant is low on stock">
          <p>Variants whose stock is tracked appear here once they reach their threshold.</p>
        </EmptyState>
      }
    />
  );
}
