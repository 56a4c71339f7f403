import type { Pagination as PageInfo } from '@storefront/contract';
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type RowData,
  type TableMeta,
  useReactTable,
} from '@tanstack/react-table';
import { type ReactNode, useEffect, useRef } from 'react';
import { Pagination } from './pagination';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the augmented interface's shape
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The cell's name on a phone, where each row is a card (defaults to the header text). */
    label?: string;
    /** Classes of the column's cells, such as "text-right". */
    className?: string;
    /** The row's title on a phone: shown first and large, without a label. */
    primary?: boolean;
  }
}

export interface DataTableProps<T> {
  /** Names the table for screen readers (a visually hidden caption). */
  caption: string;
  // The value type differs per column: tanstack's own ColumnDef arrays are typed this way.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  data: T[];
  getRowId: (row: T) => string;
  /** The API's pagination of this page of rows; the table pages through the server. */
  pagination?: PageInfo;
  noun: readonly [string, string];
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
  /** A newer page is loading: the rows shown are about to change. */
  busy?: boolean;
  /**
   * What cells need beyond their row (actions, state), read as `table.options.meta`. Columns
   * stay module-level constants: a column made anew on each render would remount its cells,
   * and a select or button being used would lose the focus.
   */
  meta?: TableMeta<T>;
  /** Rows can be ticked (a checkbox each, and one for the whole page) for a bulk action. */
  selection?: RowSelection<T>;
}

/** The ticked rows of the page shown, by row id; the list that owns them acts on them. */
export interface RowSelection<T> {
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
  /** The row's checkbox's accessible name: "Select HDMI cable 2 m". */
  rowLabel: (row: T) => string;
  /** The page's checkbox's accessible name: "Select every product on this page". */
  allLabel: string;
}

/** The page's checkbox: ticked when every row is, "mixed" when some are. */
function SelectAllBox({
  label,
  checked,
  mixed,
  onChange,
}: {
  label: string;
  checked: boolean;
  mixed: boolean;
  onChange: (checked: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = mixed;
  }, [mixed]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={label}
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      className="size-5 accent-brand-700"
    />
  );
}

/**
 * Every list of the back office: a table on a wide screen, a stack of cards on a phone (CSS in
 * app.css, so nothing scrolls sideways), and server-side pagination whose state is the page in
 * the URL.
 */
export function DataTable<T>({
  caption,
  columns,
  data,
  getRowId,
  pagination,
  noun,
  empty,
  busy = false,
  meta,
  selection,
}: DataTableProps<T>) {
  const pageIndex = pagination ? pagination.page - 1 : 0;
  const pageSize = pagination?.limit ?? Math.max(data.length, 1);
  // The library's functions change identity on every render, which the React Compiler cannot
  // memoise; this component does not rely on memoising them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data,
    columns,
    getRowId,
    meta,
    getCoreRowModel: getCoreRowModel(),
    // The API has already filtered, ordered and paged the rows.
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    rowCount: pagination?.total ?? data.length,
    state: { pagination: { pageIndex, pageSize } },
  });

  if (data.length === 0 && pageIndex === 0) return <>{empty}</>;

  const ids = data.map(getRowId);
  const tickedOnPage = selection ? ids.filter((id) => selection.selected.has(id)).length : 0;
  const toggle = (id: string, checked: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (checked) next.add(id);
    else next.delete(id);
    selection.onChange(next);
  };

  return (
    <div aria-busy={busy || undefined} className={busy ? 'opacity-60 transition-opacity' : ''}>
      <div className="rounded-xl border border-slate-200 bg-white shadow-sm max-md:border-0 max-md:bg-transparent max-md:shadow-none">
        <table className="data-table w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {selection ? (
                  <th scope="col" className="w-12 px-4 py-3">
                    <SelectAllBox
                      label={selection.allLabel}
                      checked={ids.length > 0 && tickedOnPage === ids.length}
                      mixed={tickedOnPage > 0 && tickedOnPage < ids.length}
                      onChange={(checked) =>
                        selection.onChange(
                          new Set(
                            checked
                              ? [...selection.selected, ...ids]
                              : [...selection.selected].filter((id) => !ids.includes(id)),
                          ),
                        )
                      }
                    />
                  </th>
                ) : null}
                {group.headers.map((header) => (
                  <th
                    key={header.id}
                    scope="col"
                    className={`px-4 py-3 font-semibold ${header.column.columnDef.meta?.className ?? ''}`}
                  >
                    {header.isPlaceholder
                      ? null
                      : flexRender(header.column.columnDef.header, header.getContext())}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-slate-200">
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} className="align-top">
                {selection ? (
                  <td className="w-12 px-4 py-3">
                    <input
                      type="checkbox"
                      aria-label={selection.rowLabel(row.original)}
                      checked={selection.selected.has(row.id)}
                      onChange={(event) => toggle(row.id, event.target.checked)}
                      className="size-5 accent-brand-700"
                    />
                  </td>
                ) : null}
                {row.getVisibleCells().map((cell) => {
                  const { meta, header } = cell.column.columnDef;
                  const label = meta?.label ?? (typeof header === 'string' ? header : undefined);
                  return (
                    <td
                      key={cell.id}
                      data-label={meta?.primary ? undefined : label}
                      data-primary={meta?.primary || undefined}
                      className={`px-4 py-3 ${meta?.className ?? ''}`}
                    >
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        {data.length === 0 ? (
          <p className="px-4 py-6 text-center text-sm text-slate-700">
            This page is empty: the list is shorter now than when it was opened.
          </p>
        ) : null}
      </div>
      {pagination ? (
        <Pagination
          page={pagination.page}
          pageCount={table.getPageCount()}
          total={pagination.total}
          noun={noun}
        />
      ) : null}
    </div>
  );
}
