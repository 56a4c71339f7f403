import {
  type AdminProductList,
  type AdminProductSummary,
  STOCK_STATE_LABELS,
  STOCK_STATES,
} from '@storefront/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatCount, formatRupees } from '~/lib/format';
import { thumbnailSrc } from '~/lib/image-src';
import { useListFilters } from '~/lib/use-list-filters';
import { Badge } from '~/ui/badge';
import { Button } from '~/ui/button';
import { DataTable } from '~/ui/data-table';
import { FilterBar, type FilterField } from '~/ui/filter-bar';
import { EmptyState } from '~/ui/states';
import { ARCHIVED_CHOICES, productFilters, type ProductFilters } from '../product-filters';
import { BulkActionBar } from './bulk-action-bar';
import { StockBadge } from './stock-badge';

const column = createColumnHelper<AdminProductSummary>();

const linkClasses =
  'inline-flex min-h-10 items-center font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700';

/** A product's price: the discounted one with the regular one struck through, if discounted. */
export function ProductPrice({
  regularPrice,
  discountedPrice,
}: Pick<AdminProductSummary, 'regularPrice' | 'discountedPrice'>) {
  if (discountedPrice == null) {
    return <span className="font-semibold">{formatRupees(regularPrice)}</span>;
  }
  return (
    <span className="inline-flex flex-wrap items-baseline justify-end gap-x-2 md:justify-start">
      <span className="font-semibold">{formatRupees(discountedPrice)}</span>
      <s className="text-slate-700">
        <span className="sr-only">regular price </span>
        {formatRupees(regularPrice)}
      </s>
    </span>
  );
}

const columns = [
  column.accessor('imgUrl', {
    header: 'Image',
    cell: (info) => {
      const url = info.getValue();
      return url ? (
        <img
          src={thumbnailSrc(url)}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          className="size-12 rounded-md border border-slate-200 object-cover"
        />
      ) : (
        <span aria-hidden="true" className="block size-12 rounded-md bg-slate-100" />
      );
    },
    meta: { className: 'w-16' },
  }),
  column.accessor('title', {
    header: 'Product',
    cell: ({ row }) => (
      <span className="min-w-0">
        <Link to={`/products/${encodeURIComponent(row.original.id)}`} className={linkClasses}>
          {row.original.title}
        </Link>
        <span className="block text-xs font-normal text-slate-700">
          {formatCount(row.original.variantCount)}{' '}
          {row.original.variantCount === 1 ? 'variant' : 'variants'}
        </span>
      </span>
    ),
    meta: { primary: true },
  }),
  column.accessor('category', {
    header: 'Category',
    cell: ({ row }) => (
      <span>
        {row.original.category}
        {row.original.parentCategory ? (
          <span className="block text-xs text-slate-700">in {row.original.parentCategory}</span>
        ) : null}
      </span>
    ),
  }),
  column.accessor('regularPrice', {
    header: 'Price',
    cell: ({ row }) => <ProductPrice {...row.original} />,
    meta: { className: 'whitespace-nowrap' },
  }),
  column.accessor('stock', {
    header: 'Stock',
    cell: ({ row }) => {
      const { stock, stockState } = row.original;
      return (
        <span className="inline-flex flex-wrap items-center justify-end gap-2 md:justify-start">
          {stock === null ? (
            <span className="text-slate-700">Not tracked</span>
          ) : (
            <span className="font-semibold">{formatCount(stock)}</span>
          )}
          {stockState === 'untracked' ? null : <StockBadge state={stockState} />}
        </span>
      );
    },
  }),
  column.accessor('archived', {
    header: 'Status',
    cell: (info) =>
      info.getValue() ? <Badge>Archived</Badge> : <Badge tone="success">Active</Badge>,
  }),
];

/** The drop-downs apply at once; the search once typing pauses. */
function filterFields(categories: readonly string[]): readonly FilterField<ProductFilters>[] {
  return [
    { kind: 'search', name: 'q', hint: 'Words of the title, or a SKU' },
    {
      kind: 'select',
      name: 'category',
      label: 'Category',
      any: 'Any category',
      options: categories.map((category) => ({ value: category, label: category })),
    },
    {
      kind: 'select',
      name: 'stock',
      label: 'Stock',
      any: 'Any stock',
      options: STOCK_STATES.map((state) => ({ value: state, label: STOCK_STATE_LABELS[state] })),
    },
    { kind: 'select', name: 'archived', label: 'Show', options: ARCHIVED_CHOICES },
  ];
}

export interface ProductListProps {
  list: AdminProductList;
  /** The store's categories, for the filter. */
  categories: readonly string[];
  /** After a bulk change: the list reloads. */
  onChanged: () => void;
  onAuthFailure?: (error: unknown) => boolean;
  busy?: boolean;
}

/**
 * The catalogue: filters in the URL, newest first, paged by the API (the order list's pattern);
 * rows of the page can be ticked for a bulk change.
 */
export function ProductList({
  list,
  categories,
  onChanged,
  onAuthFailure,
  busy = false,
}: ProductListProps) {
  const filtering = useListFilters(productFilters);
  const filtered = filtering.active;
  // The store's categories; a category of the URL not among them is kept as a choice.
  const { category } = filtering.filters;
  const categoryChoices =
    category && !categories.includes(category) ? [...categories, category] : categories;

  // The ticks belong to the page they were made on: another page or filter starts afresh.
  const pageKey = filtering.search;
  const [ticks, setTicks] = useState<{ key: string; ids: ReadonlySet<string> }>({
    key: pageKey,
    ids: new Set(),
  });
  const selectedIds = ticks.key === pageKey ? ticks.ids : new Set<string>();
  const selected = list.data.filter((product) => selectedIds.has(product.id));
  const setSelected = (ids: ReadonlySet<string>) => setTicks({ key: pageKey, ids });

  return (
    <>
      <FilterBar
        label="Filter products"
        columns="lg:grid-cols-5"
        fields={filterFields(categoryChoices)}
        state={filtering}
        instant
      />
      {selected.length > 0 ? (
        <BulkActionBar
          products={selected}
          onClear={() => setSelected(new Set())}
          onDone={() => {
            setSelected(new Set());
            onChanged();
          }}
          onAuthFailure={onAuthFailure}
        />
      ) : null}
      <DataTable
        caption={
          filtered ? 'Products matching the filters, newest first' : 'Products, newest first'
        }
        columns={columns}
        data={list.data}
        getRowId={(product) => product.id}
        pagination={list.pagination}
        noun={['product', 'products']}
        busy={busy}
        selection={{
          selected: selectedIds,
          onChange: setSelected,
          rowLabel: (product) => `Select ${product.title}`,
          allLabel: 'Select every product on this page',
        }}
        empty={
          filtered ? (
            <EmptyState title="No products match these filters">
              <p>Try another search, or another category or stock state.</p>
              <Button variant="outline" className="mt-4" onClick={filtering.clear}>
                Clear filters
              </Button>
            </EmptyState>
          ) : (
            <EmptyState title="No products yet">
              <p>
                <Link
                  to="/products/new"
                  className="font-semibold text-brand-800 underline underline-offset-2"
                >
                  Add the first product
                </Link>{' '}
                or import a catalogue CSV.
              </p>
            </EmptyState>
          )
        }
      />
    </>
  );
}
