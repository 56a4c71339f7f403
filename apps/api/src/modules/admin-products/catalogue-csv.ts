import { parse as parseStream } from 'csv-parse';
import { parse } from 'csv-parse/sync';
import {
  CATALOGUE_CSV_COLUMNS,
  IMPORT_MAX_ROWS,
  type ProductCreate,
  productCreateSchema,
} from '@storefront/contract';
import type { z } from 'zod';
import { csvText, restoreCell } from '../../lib/csv';

// The catalogue as CSV: one row per variant, the product's fields on each of its rows. A new
// product's rows share its title (product_id blank); images and their alt texts are separated
// by " | ", attributes written "tv size=32-55; material=steel, wood"; stock blank is not tracked.
// A cell whose text a spreadsheet would run as a formula is written with an apostrophe in front
// (lib/csv.ts), taken off again on import, so a file exported and imported back changes nothing.
// Each row also carries the stock the export saw (stock_when_exported): the importer changes a
// variant's stock only where the file's stock differs from it (catalogue-import.ts).

export type Column = (typeof CATALOGUE_CSV_COLUMNS)[number];
const VARIANT_COLUMNS = [
  'size',
  'color',
  'sku',
  'stock',
  'low_stock_threshold',
  'stock_when_exported',
] as const satisfies Column[];
export type ProductColumn = Exclude<Column, 'product_id' | (typeof VARIANT_COLUMNS)[number]>;
/** The product's own columns: every column but its id and the variant's. */
export const PRODUCT_COLUMNS = CATALOGUE_CSV_COLUMNS.filter(
  (column): column is ProductColumn =>
    column !== 'product_id' && !(VARIANT_COLUMNS as readonly Column[]).includes(column),
);
/** A file without `title` updates variants found by SKU: only these columns then. */
const SKU_UPDATE_COLUMNS: Column[] = [
  'sku',
  'stock',
  'low_stock_threshold',
  'regular_price',
  'discounted_price',
  'stock_when_exported',
];

export interface CsvError {
  line: number;
  error: string;
}

/** A product as a file describes it: its fields, and its variants with their lines. */
export interface CsvProduct {
  line: number;
  productId: string | null;
  fields: ProductCreate;
  archived: boolean;
  /** The file's columns: an update changes only these. */
  columns: Set<Column>;
  variantLines: number[];
  /** Each variant's stock_when_exported (null: blank), or null when the file has no such column. */
  stockSeen: (number | null)[] | null;
}

/** A row of a SKU-only file. */
export interface CsvSkuUpdate {
  line: number;
  sku: string;
  values: Partial<Record<'stock' | 'low_stock_threshold' | 'stock_when_exported', number | null>> &
    Partial<Record<'regular_price' | 'discounted_price', number | null>>;
}

export type ParsedCatalogue =
  | { kind: 'products'; products: CsvProduct[]; errors: CsvError[] }
  | { kind: 'sku-updates'; updates: CsvSkuUpdate[]; errors: CsvError[] };

const LIST_SEPARATOR = ' | ';

function parseFlag(value: string): boolean | undefined {
  const flag = value.trim().toLowerCase();
  if (['', 'false', 'no', '0'].includes(flag)) return false;
  if (['true', 'yes', '1'].includes(flag)) return true;
  return undefined;
}

function parseAttributes(value: string) {
  return value
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const at = part.indexOf('=');
      return {
        key: (at < 0 ? part : part.slice(0, at)).trim(),
        value:
          at < 0
            ? []
            : part
                .slice(at + 1)
                .split(',')
                .map((item) => item.trim())
                .filter(Boolean),
      };
    });
}

const splitList = (value: string) => value.split('|').map((item) => item.trim());

/** A whole number, a blank (null) or undefined when it is neither. */
function parseCount(value: string): number | null | undefined {
  if (value.trim() === '') return null;
  return /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : undefined;
}

/** A GST rate in percent ("18", "18%", "0.25"), blank (null) or undefined when neither. */
/** The parcel's weight and size columns (decision 0032), beside the product's fields. */
const SIZE_COLUMNS = [
  ['weightGrams', 'weight_grams'],
  ['lengthCm', 'length_cm'],
  ['breadthCm', 'breadth_cm'],
  ['heightCm', 'height_cm'],
] as const;

/** A weight or size: blank for unknown; the product's rules then check its range. */
function parseMeasure(value: string): number | null | undefined {
  const text = value.trim();
  if (text === '') return null;
  return /^\d{1,7}(\.\d{1,2})?$/.test(text) ? Number(text) : undefined;
}

function parseRate(value: string): number | null | undefined {
  const text = value.trim().replace(/\s*%$/, '');
  if (text === '') return null;
  return /^\d{1,3}(\.\d{1,2})?$/.test(text) ? Number(text) : undefined;
}

/**
 * An amount in rupees: digits with at most two decimals after a point, "₹" allowed in front, and
 * commas only where they group thousands, Indian (1,24,999.00) or international (124,999.00):
 * "2,49" is no amount (2.49 with a decimal comma, or 249 mistyped?), never 249.
 */
const AMOUNT = /^(?:\d+|\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})*,\d{3})(?:\.\d{1,2})?$/;
function parsePrice(value: string): number | null | undefined {
  const text = value.trim().replace(/^₹\s*/, '');
  if (text === '') return null;
  return AMOUNT.test(text) ? Number(text.replace(/,/g, '')) : undefined;
}

/** Why a price cell is no amount, naming its column. */
function priceProblem(column: 'regular_price' | 'discounted_price', value: string): string {
  return value.includes(',')
    ? `${column}: must be an amount in rupees: paise after a point (2.49), commas only between thousands (1,24,999.00)`
    : `${column}: must be an amount in rupees`;
}

type CsvRecord = { record: Record<string, string>; info: { lines: number } };

const PARSE_OPTIONS = {
  bom: true,
  columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
  skip_empty_lines: true,
  info: true,
  trim: false,
  to: IMPORT_MAX_ROWS + 1,
} as const;

/** Characters of the file parsed at once, and products read at once, between pauses. */
const CHUNK_CHARS = 64 * 1024;
const CHUNK_PRODUCTS = 500;

/** A file that is not CSV, as the import reports it: on its line. */
function notCsv(error: unknown): ParsedCatalogue {
  const line = (error as { lines?: number }).lines ?? 1;
  return {
    kind: 'products',
    products: [],
    errors: [{ line, error: `The file is not valid CSV: ${(error as Error).message}` }],
  };
}

/** Reads a catalogue file. Every bad row is reported with its line; nothing is partly read. */
export function parseCatalogue(csv: string): ParsedCatalogue {
  let records: CsvRecord[];
  try {
    records = parse(csv, PARSE_OPTIONS) as CsvRecord[];
  } catch (error) {
    return notCsv(error);
  }
  const reading = catalogueOf(records);
  for (;;) {
    const step = reading.next();
    if (step.done) return step.value;
  }
}

/**
 * parseCatalogue, a chunk at a time, with `breathe` between chunks: 50,000 rows take about 2 s
 * of CPU to read, which would hold every other request of the process that long.
 */
export async function parseCatalogueInSteps(
  csv: string,
  breathe: () => Promise<void>,
): Promise<ParsedCatalogue> {
  const records: CsvRecord[] = [];
  const parser = parseStream(PARSE_OPTIONS);
  parser.on('readable', () => {
    for (let record = parser.read(); record !== null; record = parser.read()) {
      records.push(record as CsvRecord);
    }
  });
  const finished = new Promise<void>((resolve, reject) => {
    parser.on('end', resolve);
    parser.on('error', reject);
  });
  finished.catch(() => {});
  for (let start = 0; start < csv.length && parser.writable;) {
    let end = Math.min(start + CHUNK_CHARS, csv.length);
    // A chunk never ends between the two halves of a character outside the BMP.
    if (/[\uD800-\uDBFF]/.test(csv[end - 1] ?? '')) end += 1;
    parser.write(csv.slice(start, end));
    start = end;
    await breathe();
  }
  if (parser.writable) parser.end();
  try {
    await finished;
  } catch (error) {
    return notCsv(error);
  }
  const reading = catalogueOf(records);
  for (;;) {
    const step = reading.next();
    if (step.done) return step.value;
    await breathe();
  }
}

/** The file's records as products (or SKU updates), pausing (yield) every CHUNK_PRODUCTS. */
function* catalogueOf(records: CsvRecord[]): Generator<void, ParsedCatalogue> {
  const errors: CsvError[] = [];
  if (records.length > IMPORT_MAX_ROWS) {
    return {
      kind: 'products',
      products: [],
      errors: [{ line: 1, error: `The file has more than ${IMPORT_MAX_ROWS} rows` }],
    };
  }
  for (const [index, { record }] of records.entries()) {
    for (const column of Object.keys(record)) record[column] = restoreCell(record[column]!);
    if (index % (CHUNK_PRODUCTS * 4) === CHUNK_PRODUCTS * 4 - 1) yield;
  }
  const header = new Set(Object.keys(records[0]?.record ?? {}));
  const unknown = [...header].filter(
    (name) => !(CATALOGUE_CSV_COLUMNS as readonly string[]).includes(name),
  );
  if (unknown.length) {
    errors.push({
      line: 1,
      error: `Unknown column ${unknown.map((name) => `"${name}"`).join(', ')}`,
    });
  }
  if (records.length === 0) errors.push({ line: 1, error: 'The file has no rows' });
  if (errors.length) return { kind: 'products', products: [], errors };

  if (!header.has('title')) return parseSkuUpdates(records, header as Set<Column>);
  for (const required of ['category', 'regular_price'] as const) {
    if (!header.has(required))
      errors.push({ line: 1, error: `The column "${required}" is missing` });
  }
  if (errors.length) return { kind: 'products', products: [], errors };

  const groups = new Map<
    string,
    { line: number; rows: { line: number; record: Record<string, string> }[] }
  >();
  for (const { record, info } of records) {
    const line = info.lines;
    const productId = record.product_id?.trim().toLowerCase() ?? '';
    const key = productId ? `id:${productId.toLowerCase()}` : `title:${record.title?.trim() ?? ''}`;
    const group = groups.get(key) ?? { line, rows: [] };
    group.rows.push({ line, record });
    groups.set(key, group);
  }

  const products: CsvProduct[] = [];
  for (const group of groups.values()) {
    const product = readProduct(group.rows, header as Set<Column>, errors);
    if (product) products.push(product);
    if (products.length % CHUNK_PRODUCTS === 0) yield;
  }
  errors.sort((a, b) => a.line - b.line);
  return { kind: 'products', products, errors };
}

function readProduct(
  rows: { line: number; record: Record<string, string> }[],
  columns: Set<Column>,
  errors: CsvError[],
): CsvProduct | null {
  const [first] = rows;
  const get = (record: Record<string, string>, column: Column) => record[column] ?? '';
  const problems: CsvError[] = [];
  // Later rows repeat the product's fields or leave them blank.
  for (const { line, record } of rows.slice(1)) {
    for (const column of PRODUCT_COLUMNS) {
      const value = get(record, column).trim();
      if (value && value !== get(first!.record, column).trim()) {
        problems.push({
          line,
          error: `${column}: differs from line ${first!.line}, the first row of this product`,
        });
      }
    }
  }
  const record = first!.record;
  const regular = parsePrice(get(record, 'regular_price'));
  const discounted = parsePrice(get(record, 'discounted_price'));
  const featured = parseFlag(get(record, 'featured'));
  const archived = parseFlag(get(record, 'archived'));
  // Blank is returnable, as a product is unless the shop says otherwise.
  const returnable =
    get(record, 'returnable').trim() === '' || parseFlag(get(record, 'returnable'));
  if (regular === undefined)
    problems.push({
      line: first!.line,
      error: priceProblem('regular_price', get(record, 'regular_price')),
    });
  if (discounted === undefined)
    problems.push({
      line: first!.line,
      error: priceProblem('discounted_price', get(record, 'discounted_price')),
    });
  if (featured === undefined)
    problems.push({ line: first!.line, error: 'featured: must be true or false' });
  if (archived === undefined)
    problems.push({ line: first!.line, error: 'archived: must be true or false' });
  if (returnable === undefined)
    problems.push({ line: first!.line, error: 'returnable: must be yes or no' });
  const measures: Record<string, number | null> = {};
  for (const [field, column] of SIZE_COLUMNS) {
    const value = parseMeasure(get(record, column));
    if (value === undefined) {
      problems.push({ line: first!.line, error: `${column}: must be a number, or blank` });
    }
    measures[field] = value ?? null;
  }
  const gstRate = parseRate(get(record, 'gst_rate'));
  if (gstRate === undefined)
    problems.push({ line: first!.line, error: 'gst_rate: must be a GST rate in percent' });

  const urls = get(record, 'images').trim() ? splitList(get(record, 'images')) : [];
  const alts = splitList(get(record, 'image_alts'));
  const sizes: string[] = [];
  const colors: string[] = [];
  const stockSeen: (number | null)[] = [];
  const variants = rows.map(({ line, record: row }) => {
    const size = get(row, 'size').trim();
    const color = get(row, 'color').trim();
    if (size && !sizes.includes(size)) sizes.push(size);
    if (color && !colors.includes(color)) colors.push(color);
    const stock = parseCount(get(row, 'stock'));
    const threshold = parseCount(get(row, 'low_stock_threshold'));
    if (stock === undefined)
      problems.push({ line, error: 'stock: must be a whole number, or blank when not tracked' });
    if (threshold === undefined)
      problems.push({ line, error: 'low_stock_threshold: must be a whole number or blank' });
    const seen = parseCount(get(row, 'stock_when_exported'));
    if (seen === undefined) problems.push({ line, error: STOCK_SEEN_PROBLEM });
    stockSeen.push(seen ?? null);
    return {
      size,
      color,
      sku: get(row, 'sku').trim() || null,
      stock: stock ?? null,
      lowStockThreshold: threshold ?? null,
    };
  });
  const candidate = {
    title: get(record, 'title'),
    description: get(record, 'description'),
    category: get(record, 'category'),
    parentCategory: get(record, 'parent_category') || null,
    gender: get(record, 'gender').trim() || null,
    regularPrice: regular ?? undefined,
    discountedPrice: discounted ?? null,
    featured: featured ?? false,
    sizes,
    colors,
    images: urls.map((url, index) => ({ url, alt: alts[index] ?? '' })),
    attributes: parseAttributes(get(record, 'attributes')),
    hsn: get(record, 'hsn'),
    gstRate: gstRate ?? null,
    genericName: get(record, 'generic_name'),
    netQuantity: get(record, 'net_quantity'),
    countryOfOrigin: get(record, 'country_of_origin'),
    manufacturer: get(record, 'manufacturer'),
    consumerCare: get(record, 'consumer_care'),
    returnable,
    ...measures,
    variants,
  };
  const result = productCreateSchema.safeParse(candidate);
  if (!result.success) {
    // A regular price that is no amount is reported once, as the file wrote it, not as missing.
    problems.push(
      ...issuesToErrors(result.error.issues, first!.line, rows).filter(
        (problem) => regular !== undefined || !problem.error.startsWith('regular_price:'),
      ),
    );
  }
  if (problems.length) {
    errors.push(...problems);
    return null;
  }
  return {
    line: first!.line,
    productId: get(record, 'product_id').trim().toLowerCase() || null,
    fields: result.data!,
    archived: archived ?? false,
    columns,
    variantLines: rows.map((row) => row.line),
    stockSeen: columns.has('stock_when_exported') ? stockSeen : null,
  };
}

const STOCK_SEEN_PROBLEM =
  'stock_when_exported: must be a whole number or blank, as the export wrote it';

/** Schema issues as CSV errors: on the variant's own line when the issue is about a variant. */
function issuesToErrors(
  issues: z.core.$ZodIssue[],
  productLine: number,
  rows: { line: number }[],
): CsvError[] {
  return issues.map((issue) => {
    const [field, index, variantField] = issue.path;
    if (field === 'variants' && typeof index === 'number') {
      return {
        line: rows[index]?.line ?? productLine,
        error: `${csvName(String(variantField ?? 'size'))}: ${issue.message}`,
      };
    }
    return { line: productLine, error: `${csvName(String(field ?? 'row'))}: ${issue.message}` };
  });
}

const CSV_NAMES: Record<string, string> = {
  parentCategory: 'parent_category',
  regularPrice: 'regular_price',
  discountedPrice: 'discounted_price',
  sizes: 'size',
  colors: 'color',
  lowStockThreshold: 'low_stock_threshold',
  gstRate: 'gst_rate',
  genericName: 'generic_name',
  netQuantity: 'net_quantity',
  countryOfOrigin: 'country_of_origin',
  consumerCare: 'consumer_care',
  weightGrams: 'weight_grams',
  lengthCm: 'length_cm',
  breadthCm: 'breadth_cm',
  heightCm: 'height_cm',
};
const csvName = (field: string) => CSV_NAMES[field] ?? field;

/** A product rule's message ("gstRate: …") as the file names the column ("gst_rate: …"). */
export const inCsvTerms = (message: string) =>
  message.replace(/^(\w+):/, (_match, field: string) => `${csvName(field)}:`);

function parseSkuUpdates(
  records: { record: Record<string, string>; info: { lines: number } }[],
  header: Set<Column>,
): ParsedCatalogue {
  const errors: CsvError[] = [];
  const extra = [...header].filter(
    (name) => !SKU_UPDATE_COLUMNS.includes(name) && name !== 'product_id',
  );
  if (!header.has('sku') || extra.length) {
    errors.push({
      line: 1,
      error: `A file without "title" updates variants by SKU: it needs "sku" and may have ${SKU_UPDATE_COLUMNS.slice(1).join(', ')}`,
    });
    return { kind: 'sku-updates', updates: [], errors };
  }
  const updates: CsvSkuUpdate[] = [];
  for (const { record, info } of records) {
    const line = info.lines;
    const sku = record.sku?.trim() ?? '';
    if (!sku) {
      errors.push({ line, error: 'sku: is required' });
      continue;
    }
    const values: CsvSkuUpdate['values'] = {};
    for (const column of ['stock', 'low_stock_threshold', 'stock_when_exported'] as const) {
      if (!header.has(column)) continue;
      const value = parseCount(record[column] ?? '');
      if (value === undefined)
        errors.push({
          line,
          error:
            column === 'stock_when_exported'
              ? STOCK_SEEN_PROBLEM
              : `${column}: must be a whole number or blank`,
        });
      else values[column] = value;
    }
    for (const column of ['regular_price', 'discounted_price'] as const) {
      if (!header.has(column)) continue;
      const value = parsePrice(record[column] ?? '');
      if (value === undefined || (column === 'regular_price' && !value)) {
        errors.push({ line, error: priceProblem(column, record[column] ?? '') });
      } else values[column] = value;
    }
    updates.push({ line, sku, values });
  }
  return { kind: 'sku-updates', updates, errors };
}

/** A product and its variants as rows of the file. */
export interface ExportProduct {
  id: string;
  title: string;
  description: string;
  category: string;
  parentCategory: string | null;
  gender: string | null;
  regularPrice: number;
  discountedPrice: number | null;
  featured: boolean;
  archived: boolean;
  images: { url: string; alt: string }[];
  attributes: { key: string; value: string[] }[];
  hsn: string | null;
  gstRate: number | null;
  genericName: string | null;
  netQuantity: string | null;
  countryOfOrigin: string | null;
  manufacturer: string | null;
  consumerCare: string | null;
  /** Absent: returnable (a product is unless the shop says otherwise). */
  returnable?: boolean;
  /** Absent or null: not known. */
  weightGrams?: number | null;
  lengthCm?: number | null;
  breadthCm?: number | null;
  heightCm?: number | null;
  variants: {
    size: string;
    color: string;
    sku: string | null;
    stock: number | null;
    lowStockThreshold: number | null;
  }[];
}

/** A product's own cells, as the file writes them (the export, and the import's diff). */
export function productCells(product: Omit<ExportProduct, 'id' | 'variants'>) {
  return {
    title: product.title,
    description: product.description,
    category: product.category,
    parent_category: product.parentCategory ?? '',
    gender: product.gender ?? '',
    regular_price: String(product.regularPrice),
    discounted_price: product.discountedPrice === null ? '' : String(product.discountedPrice),
    featured: String(product.featured),
    archived: String(product.archived),
    images: product.images.map((image) => image.url).join(LIST_SEPARATOR),
    image_alts: product.images.some((image) => image.alt)
      ? product.images.map((image) => image.alt).join(LIST_SEPARATOR)
      : '',
    attributes: product.attributes
      .map((attribute) => `${attribute.key}=${attribute.value.join(', ')}`)
      .join('; '),
    hsn: product.hsn ?? '',
    gst_rate: product.gstRate === null ? '' : String(product.gstRate),
    generic_name: product.genericName ?? '',
    net_quantity: product.netQuantity ?? '',
    country_of_origin: product.countryOfOrigin ?? '',
    manufacturer: product.manufacturer ?? '',
    consumer_care: product.consumerCare ?? '',
    returnable: product.returnable === false ? 'no' : 'yes',
    weight_grams: countCell(product.weightGrams),
    length_cm: countCell(product.lengthCm),
    breadth_cm: countCell(product.breadthCm),
    height_cm: countCell(product.heightCm),
  } satisfies Record<ProductColumn, string>;
}

/** A count cell: blank for none (stock not tracked, the store's threshold). */
export const countCell = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export function catalogueCsv(products: ExportProduct[]): string {
  const rows: string[][] = [];
  for (const product of products) {
    const fields = { product_id: product.id, ...productCells(product) };
    const variants = product.variants.length
      ? product.variants
      : [{ size: '', color: '', sku: null, stock: null, lowStockThreshold: null }];
    for (const variant of variants) {
      const row: Record<Column, string> = {
        ...fields,
        size: variant.size,
        color: variant.color,
        sku: variant.sku ?? '',
        stock: countCell(variant.stock),
        low_stock_threshold: countCell(variant.lowStockThreshold),
        stock_when_exported: countCell(variant.stock),
      };
      rows.push(CATALOGUE_CSV_COLUMNS.map((column) => row[column]));
    }
  }
  return csvText([[...CATALOGUE_CSV_COLUMNS], ...rows]);
}
