import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  IMPORT_FIELDS_SHOWN,
  type ImportFieldChange,
  paiseToRupees,
  type ProductImportChange,
  type ProductImportResult,
  type ProductUpdate,
  type TaxRules,
} from '@storefront/contract';
import type { Database } from '../../db/client';
import { products, productVariants, type ProductVariantRow } from '../../db/schema';
import { DomainError } from '../../lib/errors';
import { type Actor, recordAudit } from '../audit';
import { checkTaxWith, loadTaxRules } from '../invoices';
import {
  fieldChange,
  productChanges,
  StockMovedError,
  stockOutcome,
  variantAfter,
  variantKey,
  variantLabel,
} from './catalogue-changes';
import {
  countCell,
  type CsvError,
  type CsvProduct,
  type CsvSkuUpdate,
  inCsvTerms,
  parseCatalogueInSteps,
  productCells,
} from './catalogue-csv';
import {
  checkVariants,
  insertProduct,
  optionsOf,
  productAfter,
  replaceVariants,
  toAdminProduct,
  updateProduct,
} from './product-write';

const CHANGES_SHOWN = 500;
/** Rows read from the database at once while checking a file. */
const READ_CHUNK = 500;
/**
 * A step of the import writes products for about this long, then lets the rest of the process
 * run: on the embedded database a transaction has the database to itself, so a shopper's request
 * waits at most about this long behind an import, however big.
 */
const STEP_MS = 150;
/** …and at most this many products, whatever the clock says. */
const STEP_MAX = 200;

export interface ImportOptions {
  dryRun: boolean;
  /** Who imports: recorded in the audit log; null for the first start's catalogue (no one). */
  actor: Actor | null;
  /**
   * Gaps between new products' creation times, first row newest: the listing (newest first)
   * then shows them in the file's order.
   */
  spacingMs?: number;
  /** When the import started: new products' creation times count back from it. */
  startedAt?: Date;
}

/**
 * Where an import taken up again resumes: the products before `next` are written, and what they
 * were (unchanged: absent from a checkpoint written before it was counted).
 */
export type ImportCheckpoint = {
  next: number;
  created: number;
  updated: number;
  unchanged?: number;
};

/** How an import runs its steps: as a job (src/jobs), or directly (the seed, benchmarks). */
export interface ImportSteps {
  checkpoint: ImportCheckpoint | null;
  progress(done: number, total: number, stage: 'reading' | 'checking' | 'importing'): Promise<void>;
  step<T>(
    work: (tx: Database) => Promise<T>,
    after: (value: T) => {
      checkpoint: ImportCheckpoint;
      progress?: { done: number; total: number; stage: string | null };
    },
  ): Promise<T>;
  breathe(): Promise<void>;
}

/** Steps run one after the other on `db` (a transaction, for the seed), with no checkpoint. */
export function directSteps(db: Database): ImportSteps {
  return {
    checkpoint: null,
    progress: async () => {},
    step: (work) => db.transaction(work),
    breathe: () => nextTurn(),
  };
}

/**
 * Imports a catalogue file: all of it, or nothing when any row is bad. The whole file is checked
 * first against the store as it is (reading, never writing: a dry run stops there), so a file with
 * a bad row writes nothing; then it is written in short steps (STEP_MS), each a transaction that
 * records how far it got, so a crash resumes after the last step and the import ends whole.
 * A product the file does not change is not written; the report lists each change as
 * "field: old → new".
 */
export async function importCatalogue(
  db: Database,
  storeId: number,
  csv: string,
  options: ImportOptions,
  steps: ImportSteps = directSteps(db),
): Promise<ProductImportResult> {
  await steps.progress(0, 1, 'reading');
  const parsed = await parseCatalogueInSteps(csv, steps.breathe);
  const plan =
    parsed.kind === 'sku-updates'
      ? await planSkuUpdates(db, storeId, parsed.updates, steps)
      : await planProducts(db, storeId, parsed.products, steps);
  const errors = [...parsed.errors, ...plan.errors].sort((a, b) => a.line - b.line);
  const result: ProductImportResult = {
    ...plan.counts,
    errors,
    changes: reported(plan.changes),
    dryRun: options.dryRun,
  };
  if (errors.length) return { ...result, created: 0, updated: 0, unchanged: 0 };
  if (options.dryRun) return result;
  // What was written, counted as it was: an import taken up again counts the steps before too.
  const { created, updated, unchanged } = await writePlan(db, storeId, plan, options, steps);
  return { ...result, created, updated, unchanged };
}

type Counts = { created: number; updated: number; unchanged: number };

/** A row's product, checked, and what writing it takes (null: nothing, it does not change). */
type Write = (tx: Database, rules: TaxRules, createdAt: Date) => Promise<void>;

interface Plan {
  /**
   * One per product of the file (per row of a SKU-only file), in its order, whether or not it
   * changes: an import taken up again plans again and resumes by position.
   */
  writes: { line: number; write: Write | null; counts: Partial<Counts> }[];
  errors: CsvError[];
  changes: ProductImportChange[];
  counts: Counts;
  rules: TaxRules;
}

const emptyPlan = (rules: TaxRules): Plan => ({
  writes: [],
  errors: [],
  changes: [],
  counts: { created: 0, updated: 0, unchanged: 0 },
  rules,
});

/** The report's changes: those that change something first, then the unchanged, at most 500. */
function reported(changes: ProductImportChange[]): ProductImportChange[] {
  const changing = changes.filter((change) => change.action !== 'unchanged');
  const unchanged = changes.filter((change) => change.action === 'unchanged');
  return [...changing, ...unchanged].slice(0, CHANGES_SHOWN);
}

/** A product's entry in the report. */
function changeOf(
  line: number,
  action: ProductImportChange['action'],
  productId: string | null,
  title: string,
  variants: number,
  fields: ImportFieldChange[] = [],
): ProductImportChange {
  return {
    line,
    action,
    productId,
    title,
    variants,
    fields: fields.slice(0, IMPORT_FIELDS_SHOWN),
    moreFields: Math.max(0, fields.length - IMPORT_FIELDS_SHOWN),
  };
}

/** Adds a product's entry, keeping at most CHANGES_SHOWN of each kind (the report shows 500). */
function note(plan: Plan, change: ProductImportChange) {
  const unchanged = change.action === 'unchanged';
  const same = plan.changes.filter((entry) => (entry.action === 'unchanged') === unchanged);
  if (same.length < CHANGES_SHOWN) plan.changes.push(change);
}

async function writePlan(
  db: Database,
  storeId: number,
  plan: Plan,
  { actor, spacingMs = 1, startedAt = new Date() }: ImportOptions,
  steps: ImportSteps,
): Promise<ImportCheckpoint & Counts> {
  const total = plan.writes.length;
  let reached: ImportCheckpoint & Counts = {
    next: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    ...steps.checkpoint,
  };
  const createdAt = (index: number) => new Date(startedAt.getTime() - index * spacingMs);
  while (reached.next < total) {
    const from = reached;
    reached = await steps.step(
      async (tx) => {
        const step = { ...from };
        const started = performance.now();
        while (
          step.next < total &&
          step.next - from.next < STEP_MAX &&
          performance.now() - started < STEP_MS
        ) {
          const { line, write, counts } = plan.writes[step.next]!;
          try {
            if (write) await write(tx, plan.rules, createdAt(step.created));
          } catch (error) {
            // The store changed since the file was checked (a product edited, stock sold).
            if (!(error instanceof DomainError)) throw error;
            const at = error instanceof StockMovedError ? error.line : line;
            throw new DomainError(
              `Line ${at}: ${inCsvTerms(error.message)}. The store changed while the file ` +
                `was imported: the rows before line ${line} were imported, the rest were not.`,
            );
          }
          step.created += counts.created ?? 0;
          step.updated += counts.updated ?? 0;
          step.unchanged += counts.unchanged ?? 0;
          step.next += 1;
        }
        if (step.next === total && actor) {
          await recordAudit(tx, {
            storeId,
            actor,
            action: 'product.imported',
            entity: 'product',
            after: { created: step.created, updated: step.updated, unchanged: step.unchanged },
          });
        }
        return step;
      },
      (step) => ({
        checkpoint: step,
        progress: { done: step.next, total, stage: 'importing' },
      }),
    );
  }
  return reached;
}

/** Rows of `values`, read READ_CHUNK at a time with the process let run between reads. */
async function readChunked<T, R>(
  values: T[],
  read: (chunk: T[]) => Promise<R[]>,
  steps: ImportSteps,
): Promise<R[]> {
  const rows: R[] = [];
  for (let start = 0; start < values.length; start += READ_CHUNK) {
    rows.push(...(await read(values.slice(start, start + READ_CHUNK))));
    await steps.breathe();
  }
  return rows;
}

/** A product's variants, locked until the step commits: an order waits, and sells no stock twice. */
async function lockVariants(tx: Database, productId: string) {
  return tx
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.id))
    .for('update');
}

async function planProducts(
  db: Database,
  storeId: number,
  items: CsvProduct[],
  steps: ImportSteps,
): Promise<Plan> {
  await steps.progress(0, items.length, 'checking');
  const ids = [...new Set(items.flatMap((item) => (item.productId ? [item.productId] : [])))];
  const skus = [
    ...new Set(
      items.flatMap((item) =>
        item.fields.variants!.flatMap((variant) => variant.sku?.toLowerCase() ?? []),
      ),
    ),
  ];
  // One read after the other: `db` may be one connection (the seed's transaction).
  const skuOwners = await readChunked(
    skus,
    (chunk) =>
      db
        .select({ sku: productVariants.sku, productId: productVariants.productId })
        .from(productVariants)
        .where(
          and(
            eq(productVariants.storeId, storeId),
            inArray(sql`lower(${productVariants.sku})`, chunk),
          ),
        ),
    steps,
  );
  const ownerOf = new Map(skuOwners.map((row) => [row.sku!.toLowerCase(), row.productId]));
  // The products the file names, by id or by a SKU of theirs, with their variants.
  const named = [...new Set([...ids, ...ownerOf.values()])];
  const existing = await readChunked(
    named,
    (chunk) =>
      db
        .select()
        .from(products)
        .where(and(eq(products.storeId, storeId), inArray(sql`${products.id}::text`, chunk))),
    steps,
  );
  const variantRows = await readChunked(
    existing.map((row) => row.id),
    (chunk) =>
      db
        .select()
        .from(productVariants)
        .where(and(eq(productVariants.storeId, storeId), inArray(productVariants.productId, chunk)))
        .orderBy(asc(productVariants.position), asc(productVariants.id)),
    steps,
  );
  const known = new Map(existing.map((row) => [row.id, row]));
  const variantsOf = new Map<string, ProductVariantRow[]>();
  for (const row of variantRows) {
    variantsOf.set(row.productId, [...(variantsOf.get(row.productId) ?? []), row]);
  }
  const plan = emptyPlan(await loadTaxRules(db, storeId));
  const skuLines = new Map<string, number>();

  for (const [index, item] of items.entries()) {
    if (index % READ_CHUNK === 0) await steps.progress(index, items.length, 'checking');
    const variants = item.fields.variants!;
    const errors: CsvError[] = [];
    // A row's SKU names its product when the file gives no id.
    const owners = new Set(
      variants.flatMap((variant) =>
        variant.sku ? (ownerOf.get(variant.sku.toLowerCase()) ?? []) : [],
      ),
    );
    let productId = item.productId;
    if (productId && !known.has(productId)) {
      plan.errors.push({
        line: item.line,
        error: `product_id: ${productId} is not a product of this store`,
      });
      continue;
    }
    if (!productId && owners.size === 1) productId = [...owners][0]!;
    variants.forEach((variant, position) => {
      if (!variant.sku) return;
      const line = item.variantLines[position]!;
      const key = variant.sku.toLowerCase();
      const owner = ownerOf.get(key);
      if (skuLines.has(key)) {
        errors.push({ line, error: `sku: ${variant.sku} is also on line ${skuLines.get(key)}` });
      } else if (owner && owner !== productId) {
        errors.push({ line, error: `sku: ${variant.sku} belongs to another product (${owner})` });
      }
      skuLines.set(key, line);
    });

    // The rules the writes check, checked now against the product as it is.
    const id = productId;
    let write: Write | null = null;
    let change: ProductImportChange;
    try {
      if (id) {
        const row = known.get(id)!;
        const update = updateFrom(item);
        productAfter(row, update, plan.rules);
        checkVariants({ sizes: update.sizes!, colors: update.colors! }, variants);
        const current = variantsOf.get(id) ?? [];
        const options = optionsOf(row.attributes);
        const diff = productChanges(item, {
          cells: productCells(toAdminProduct(row, [], 0)),
          sizes: options.sizes,
          colors: options.colors,
          variants: current,
        });
        errors.push(...diff.conflicts);
        const changes = diff.fields.length > 0;
        change = changeOf(
          item.line,
          changes ? 'update' : 'unchanged',
          id,
          item.fields.title,
          variants.length,
          diff.fields,
        );
        write = changes
          ? async (tx, taxRules) => {
              // Stock is read again under lock: a sale since the check is no stock to undo.
              const now = new Map((await lockVariants(tx, id)).map((v) => [variantKey(v), v]));
              const after = variants.map((variant, position) =>
                variantAfter(item, position, now.get(variantKey(variant))),
              );
              await updateProduct(tx, storeId, id, update, taxRules);
              await replaceVariants(tx, storeId, id, after);
            }
          : null;
      } else {
        checkVariants(item.fields, variants);
        checkTaxWith(plan.rules, item.fields);
        change = changeOf(item.line, 'create', null, item.fields.title, variants.length);
        write = async (tx, taxRules, createdAt) => {
          const created = await insertProduct(tx, storeId, item.fields, createdAt, taxRules);
          if (item.archived) await updateProduct(tx, storeId, created, { archived: true });
        };
      }
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      errors.push({ line: item.line, error: inCsvTerms(error.message) });
    }
    if (errors.length) {
      plan.errors.push(...errors);
      continue;
    }
    const kind = id ? (write ? 'updated' : 'unchanged') : 'created';
    plan.writes.push({ line: item.line, write, counts: { [kind]: 1 } });
    plan.counts[kind] += 1;
    note(plan, change!);
  }
  return plan;
}

/** The fields of an update: those the file has columns for. */
function updateFrom(item: CsvProduct): ProductUpdate {
  const { fields, columns } = item;
  return {
    ...(columns.has('title') && { title: fields.title }),
    ...(columns.has('description') && { description: fields.description }),
    ...(columns.has('category') && { category: fields.category }),
    ...(columns.has('parent_category') && { parentCategory: fields.parentCategory }),
    ...(columns.has('gender') && { gender: fields.gender }),
    ...(columns.has('regular_price') && { regularPrice: fields.regularPrice }),
    ...(columns.has('discounted_price') && { discountedPrice: fields.discountedPrice }),
    ...(columns.has('featured') && { featured: fields.featured }),
    ...(columns.has('archived') && { archived: item.archived }),
    ...(columns.has('images') && { images: fields.images }),
    ...(columns.has('attributes') && { attributes: fields.attributes }),
    ...(columns.has('hsn') && { hsn: fields.hsn }),
    ...(columns.has('gst_rate') && { gstRate: fields.gstRate }),
    ...(columns.has('generic_name') && { genericName: fields.genericName }),
    ...(columns.has('net_quantity') && { netQuantity: fields.netQuantity }),
    ...(columns.has('country_of_origin') && { countryOfOrigin: fields.countryOfOrigin }),
    ...(columns.has('manufacturer') && { manufacturer: fields.manufacturer }),
    ...(columns.has('consumer_care') && { consumerCare: fields.consumerCare }),
    ...(columns.has('returnable') && { returnable: fields.returnable }),
    ...(columns.has('weight_grams') && { weightGrams: fields.weightGrams }),
    ...(columns.has('length_cm') && { lengthCm: fields.lengthCm }),
    ...(columns.has('breadth_cm') && { breadthCm: fields.breadthCm }),
    ...(columns.has('height_cm') && { heightCm: fields.heightCm }),
    sizes: fields.sizes,
    colors: fields.colors,
  };
}

const rupeesCell = (paise: number | null) => (paise === null ? '' : String(paiseToRupees(paise)));

/** A SKU-only file: each row's variant gets its stock and threshold, its product the prices. */
async function planSkuUpdates(
  db: Database,
  storeId: number,
  updates: CsvSkuUpdate[],
  steps: ImportSteps,
): Promise<Plan> {
  await steps.progress(0, updates.length, 'checking');
  const found = await readChunked(
    [...new Set(updates.map((update) => update.sku.toLowerCase()))],
    (chunk) =>
      db
        .select({ variant: productVariants, product: products })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(
          and(
            eq(productVariants.storeId, storeId),
            inArray(sql`lower(${productVariants.sku})`, chunk),
          ),
        ),
    steps,
  );
  const bySku = new Map(found.map((row) => [row.variant.sku!.toLowerCase(), row]));
  const plan = emptyPlan(await loadTaxRules(db, storeId));
  // Each product once in the report, with the changes of all its rows.
  const byProduct = new Map<string, { change: ProductImportChange; fields: ImportFieldChange[] }>();
  const rows: { line: number; productId: string; write: Write | null }[] = [];
  for (const { line, sku, values } of updates) {
    const found = bySku.get(sku.toLowerCase());
    if (!found) {
      plan.errors.push({ line, error: `sku: no variant has the SKU ${sku}` });
      continue;
    }
    const { variant, product } = found;
    const productId = product.id;
    const prices: ProductUpdate = {
      ...('regular_price' in values && { regularPrice: values.regular_price! }),
      ...('discounted_price' in values && { discountedPrice: values.discounted_price }),
    };
    let after: { regular: number; discounted: number | null } | null = null;
    if ('regularPrice' in prices || 'discountedPrice' in prices) {
      try {
        after = productAfter(product, prices, plan.rules);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        plan.errors.push({ line, error: inCsvTerms(error.message) });
        continue;
      }
    }
    const label = variantLabel(variant);
    const seen = 'stock_when_exported' in values ? values.stock_when_exported : undefined;
    const stock = 'stock' in values ? stockOutcome(values.stock!, seen, variant.stock) : null;
    if (stock && 'conflict' in stock) {
      plan.errors.push({ line, error: stock.conflict });
      continue;
    }
    const threshold =
      'low_stock_threshold' in values ? values.low_stock_threshold! : variant.lowStockThreshold;
    const fields = [
      ...fieldChange(
        line,
        'stock',
        label,
        countCell(variant.stock),
        countCell(stock ? stock.stock : variant.stock),
      ),
      ...fieldChange(
        line,
        'low_stock_threshold',
        label,
        countCell(variant.lowStockThreshold),
        countCell(threshold),
      ),
      ...(after
        ? [
            ...fieldChange(
              line,
              'regular_price',
              null,
              rupeesCell(product.regularPrice),
              rupeesCell(after.regular),
            ),
            ...fieldChange(
              line,
              'discounted_price',
              null,
              rupeesCell(product.discountedPrice),
              rupeesCell(after.discounted),
            ),
          ]
        : []),
    ];
    const entry = byProduct.get(productId) ?? {
      change: changeOf(line, 'unchanged', productId, product.title, 0),
      fields: [],
    };
    entry.change.variants += 1;
    entry.fields.push(...fields);
    byProduct.set(productId, entry);
    const changesStock = fields.some(
      (field) => field.field !== 'regular_price' && field.field !== 'discounted_price',
    );
    const changesPrice = fields.some(
      (field) => field.field === 'regular_price' || field.field === 'discounted_price',
    );
    const write: Write | null =
      fields.length === 0
        ? null
        : async (tx, rules) => {
            if (changesStock) {
              const [now] = await tx
                .select({ stock: productVariants.stock })
                .from(productVariants)
                .where(eq(productVariants.id, variant.id))
                .for('update');
              const locked =
                'stock' in values && now ? stockOutcome(values.stock!, seen, now.stock) : null;
              if (locked && 'conflict' in locked) throw new StockMovedError(line, locked.conflict);
              await tx
                .update(productVariants)
                .set({
                  ...(locked && { stock: locked.stock }),
                  lowStockThreshold: threshold,
                })
                .where(eq(productVariants.id, variant.id));
            }
            if (changesPrice) {
              await updateProduct(tx, storeId, productId, prices, rules);
            } else {
              await tx
                .update(products)
                .set({ updatedAt: sql`now()` })
                .where(eq(products.id, productId));
            }
          };
    rows.push({ line, productId, write });
  }
  // A product counts once, on its first row: updated when any of its rows changes it.
  const counted = new Set<string>();
  for (const { line, productId, write } of rows) {
    const { change, fields } = byProduct.get(productId)!;
    const kind = fields.length ? 'updated' : 'unchanged';
    const first = !counted.has(productId);
    counted.add(productId);
    plan.writes.push({ line, write, counts: first ? { [kind]: 1 } : {} });
    if (!first) continue;
    plan.counts[kind] += 1;
    note(plan, {
      ...changeOf(
        change.line,
        fields.length ? 'update' : 'unchanged',
        productId,
        change.title,
        change.variants,
        fields,
      ),
    });
  }
  return plan;
}
