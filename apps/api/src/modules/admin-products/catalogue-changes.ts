import type { ImportFieldChange } from '@storefront/contract';
import type { ProductVariantRow } from '../../db/schema';
import { ConflictError } from '../../lib/errors';
import {
  type Column,
  countCell,
  type CsvProduct,
  PRODUCT_COLUMNS,
  type ProductColumn,
  productCells,
} from './catalogue-csv';
import type { VariantValues } from './product-write';

// What a catalogue file changes, worked out before anything is written: each field as
// "field: old → new", and each variant's stock as the export saw it, the store has it now and the
// file says. A file changes a stock only where its `stock` cell differs from the
// `stock_when_exported` the export wrote beside it: a stale file (exported before a sale) puts
// no sold stock back.

/** A long text in a change is cut to this many characters. */
const VALUE_SHOWN = 120;
const shown = (value: string) =>
  value.length > VALUE_SHOWN ? `${value.slice(0, VALUE_SHOWN - 1)}…` : value;

/** How a change names a variant: "M / Indigo"; null for a product without sizes or colours. */
export const variantLabel = (variant: { size: string; color: string }) =>
  [variant.size, variant.color].filter(Boolean).join(' / ') || null;

export const variantKey = (variant: { size: string; color: string }) =>
  JSON.stringify([variant.size, variant.color]);

const stockWords = (stock: number | null) => (stock === null ? 'not tracked' : String(stock));

/** A stock cell the file changed, on a variant whose stock moved since the export. */
export function stockConflict(seen: number | null, now: number | null, file: number | null) {
  return (
    `stock: was ${stockWords(seen)} when the file was exported and is ${stockWords(now)} now ` +
    `(sold or changed since); the file's ${stockWords(file)} would undo that. Export the ` +
    `catalogue again and change the stock there, or on the product's page.`
  );
}

/** The same, found while the file was being written: the import stops at that line. */
export class StockMovedError extends ConflictError {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The stock a variant gets. `seen` is the file's stock_when_exported (undefined: the file has no
 * such column, so its stock is a count to set, as a stock-take's); `current` the variant's stock
 * now (undefined: a new variant).
 */
export function stockOutcome(
  file: number | null,
  seen: number | null | undefined,
  current: number | null | undefined,
): { stock: number | null } | { conflict: string } {
  if (current === undefined || current === file) return { stock: file };
  if (seen === undefined) return { stock: file };
  if (file === seen) return { stock: current };
  if (current === seen) return { stock: file };
  return { conflict: stockConflict(seen, current, file) };
}

/**
 * A variant as the file leaves it: the columns the file has, the rest as they are (a file
 * without `sku` keeps the SKUs), its stock by stockOutcome. Throws StockMovedError on a conflict.
 */
export function variantAfter(
  item: CsvProduct,
  position: number,
  current: Pick<ProductVariantRow, 'sku' | 'stock' | 'lowStockThreshold'> | undefined,
): VariantValues {
  const variant = item.fields.variants![position]!;
  const has = (column: Column) => item.columns.has(column);
  let stock = current?.stock ?? null;
  if (has('stock')) {
    const outcome = stockOutcome(
      variant.stock,
      item.stockSeen ? item.stockSeen[position] : undefined,
      current?.stock,
    );
    if ('conflict' in outcome) {
      throw new StockMovedError(item.variantLines[position]!, outcome.conflict);
    }
    stock = outcome.stock;
  }
  return {
    size: variant.size,
    color: variant.color,
    sku: has('sku') ? (variant.sku ?? null) : (current?.sku ?? null),
    stock,
    lowStockThreshold: has('low_stock_threshold')
      ? (variant.lowStockThreshold ?? null)
      : (current?.lowStockThreshold ?? null),
  };
}

/** The product's fields an update writes: the file's columns (images bring their alt texts). */
function comparedColumns(columns: Set<Column>): ProductColumn[] {
  return PRODUCT_COLUMNS.filter((column) =>
    column === 'image_alts' ? columns.has('images') : columns.has(column),
  );
}

export interface ProductNow {
  cells: Record<ProductColumn, string>;
  sizes: string[];
  colors: string[];
  variants: ProductVariantRow[];
}

/**
 * What an update of a product changes, field by field; the lines whose stock moved since the
 * export, as errors.
 */
export function productChanges(
  item: CsvProduct,
  now: ProductNow,
): { fields: ImportFieldChange[]; conflicts: { line: number; error: string }[] } {
  const fields: ImportFieldChange[] = [];
  const conflicts: { line: number; error: string }[] = [];
  const change = (
    line: number,
    field: string,
    variant: string | null,
    from: string,
    to: string,
  ) => {
    if (from !== to) fields.push({ line, field, variant, from: shown(from), to: shown(to) });
  };
  const after = productCells({ ...item.fields, archived: item.archived });
  for (const column of comparedColumns(item.columns)) {
    change(item.line, column, null, now.cells[column], after[column]);
  }
  change(item.line, 'size', null, now.sizes.join(', '), item.fields.sizes.join(', '));
  change(item.line, 'color', null, now.colors.join(', '), item.fields.colors.join(', '));

  const current = new Map(now.variants.map((variant) => [variantKey(variant), variant]));
  const kept = new Set<string>();
  item.fields.variants!.forEach((variant, position) => {
    const line = item.variantLines[position]!;
    const key = variantKey(variant);
    const before = current.get(key);
    kept.add(key);
    let values: VariantValues;
    try {
      values = variantAfter(item, position, before);
    } catch (error) {
      if (!(error instanceof StockMovedError)) throw error;
      conflicts.push({ line: error.line, error: error.message });
      return;
    }
    const label = variantLabel(variant);
    if (!before) {
      change(line, 'variant', label, '', label ?? 'one variant');
      change(line, 'stock', label, '', countCell(values.stock));
      return;
    }
    change(line, 'sku', label, before.sku ?? '', values.sku ?? '');
    change(line, 'stock', label, countCell(before.stock), countCell(values.stock));
    change(
      line,
      'low_stock_threshold',
      label,
      countCell(before.lowStockThreshold),
      countCell(values.lowStockThreshold),
    );
  });
  for (const variant of now.variants) {
    if (kept.has(variantKey(variant))) continue;
    const label = variantLabel(variant);
    change(item.line, 'variant', label, label ?? 'one variant', '');
  }
  return { fields, conflicts };
}

/** One field of a SKU-only file's row, compared. */
export function fieldChange(
  line: number,
  field: string,
  variant: string | null,
  from: string,
  to: string,
): ImportFieldChange[] {
  return from === to ? [] : [{ line, field, variant, from: shown(from), to: shown(to) }];
}
