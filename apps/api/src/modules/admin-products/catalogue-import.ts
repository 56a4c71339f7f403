import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ProductImportResult, ProductUpdate, TaxRules } from '@storefront/contract';
import type { Database } from '../../db/client';
import { products, productVariants } from '../../db/schema';
import { DomainError } from '../../lib/errors';
import { type Actor, recordAudit } from '../audit/service';
import { checkTaxWith, loadTaxRules } from '../invoices/tax-rules';
import {
  type CsvError,
  type CsvProduct,
  type CsvSkuUpdate,
  inCsvTerms,
  parseCatalogueInSteps,
} from './catalogue-csv';
import {
  checkVariants,
  insertProduct,
  productAfter,
  replaceVariants,
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

/** Where an import taken up again resumes: the products before `next` are written. */
export type ImportCheckpoint = {
  next: number;
  created: number;
  updated: number;
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
    created: plan.created,
    updated: plan.updated,
    errors,
    changes: plan.changes,
    dryRun: options.dryRun,
  };
  if (errors.length) return { ...result, created: 0, updated: 0 };
  if (options.dryRun) return result;
  await writePlan(db, storeId, plan, options, steps);
  return result;
}

/** What writing a checked row takes; a new product is created at `createdAt`. */
type Write = (tx: Database, rules: TaxRules, createdAt: Date) => Promise<'created' | 'updated'>;

interface Plan {
  writes: { line: number; write: Write }[];
  errors: CsvError[];
  changes: ProductImportResult['changes'];
  created: number;
  updated: number;
  rules: TaxRules;
}

async function writePlan(
  db: Database,
  storeId: number,
  plan: Plan,
  { actor, spacingMs = 1, startedAt = new Date() }: ImportOptions,
  steps: ImportSteps,
): Promise<ImportCheckpoint> {
  const total = plan.writes.length;
  let reached: ImportCheckpoint = steps.checkpoint ?? { next: 0, created: 0, updated: 0 };
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
          const { line, write } = plan.writes[step.next]!;
          try {
            const done = await write(tx, plan.rules, createdAt(step.created));
            step[done] += 1;
          } catch (error) {
            // The store changed since the file was checked (a product edited meanwhile).
            if (!(error instanceof DomainError)) throw error;
            throw new DomainError(
              `Line ${line}: ${inCsvTerms(error.message)}. The store changed while the file ` +
                `was imported: the rows before line ${line} were imported, the rest were not.`,
            );
          }
          step.next += 1;
        }
        if (step.next === total && actor) {
          await recordAudit(tx, {
            storeId,
            actor,
            action: 'product.imported',
            entity: 'product',
            after: { created: step.created, updated: step.updated },
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
  const existing = await readChunked(
    ids,
    (chunk) =>
      db
        .select()
        .from(products)
        .where(and(eq(products.storeId, storeId), inArray(sql`${products.id}::text`, chunk))),
    steps,
  );
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
  const rules = await loadTaxRules(db, storeId);
  const known = new Map(existing.map((row) => [row.id, row]));
  const ownerOf = new Map(skuOwners.map((row) => [row.sku!.toLowerCase(), row.productId]));
  const skuLines = new Map<string, number>();
  const plan: Plan = { writes: [], errors: [], changes: [], created: 0, updated: 0, rules };

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
    try {
      if (id) {
        const change = updateFrom(item);
        productAfter(known.get(id) ?? (await loadRow(db, storeId, id)), change, rules);
        checkVariants({ sizes: change.sizes!, colors: change.colors! }, variants);
        write = async (tx, taxRules) => {
          await updateProduct(tx, storeId, id, change, taxRules);
          await replaceVariants(tx, storeId, id, variants);
          return 'updated';
        };
      } else {
        checkVariants(item.fields, variants);
        checkTaxWith(rules, item.fields);
        write = async (tx, taxRules, createdAt) => {
          const created = await insertProduct(tx, storeId, item.fields, createdAt, taxRules);
          if (item.archived) await updateProduct(tx, storeId, created, { archived: true });
          return 'created';
        };
      }
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      errors.push({ line: item.line, error: inCsvTerms(error.message) });
    }
    if (errors.length || !write) {
      plan.errors.push(...errors);
      continue;
    }
    plan.writes.push({ line: item.line, write });
    plan[id ? 'updated' : 'created'] += 1;
    if (plan.changes.length < CHANGES_SHOWN) {
      plan.changes.push({
        line: item.line,
        action: id ? 'update' : 'create',
        productId: id,
        title: item.fields.title,
        variants: variants.length,
      });
    }
  }
  return plan;
}

/** The row a product found by its SKU has (the file gave no id, so it was not read with them). */
async function loadRow(db: Database, storeId: number, id: string) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.storeId, storeId), eq(products.id, id)));
  if (!row) throw new DomainError(`product_id: ${id} is not a product of this store`);
  return row;
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
    sizes: fields.sizes,
    colors: fields.colors,
  };
}

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
        .select({
          sku: productVariants.sku,
          variantId: productVariants.id,
          product: products,
        })
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
  const bySku = new Map(found.map((row) => [row.sku!.toLowerCase(), row]));
  const plan: Plan = {
    writes: [],
    errors: [],
    changes: [],
    created: 0,
    updated: 0,
    rules: await loadTaxRules(db, storeId),
  };
  const touched = new Set<string>();
  for (const { line, sku, values } of updates) {
    const variant = bySku.get(sku.toLowerCase());
    if (!variant) {
      plan.errors.push({ line, error: `sku: no variant has the SKU ${sku}` });
      continue;
    }
    const productId = variant.product.id;
    const prices: ProductUpdate = {
      ...('regular_price' in values && { regularPrice: values.regular_price! }),
      ...('discounted_price' in values && { discountedPrice: values.discounted_price }),
    };
    const changesPrice = 'regularPrice' in prices || 'discountedPrice' in prices;
    if (changesPrice) {
      try {
        productAfter(variant.product, prices, plan.rules);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        plan.errors.push({ line, error: inCsvTerms(error.message) });
        continue;
      }
    }
    plan.writes.push({
      line,
      write: async (tx, rules) => {
        if ('stock' in values || 'low_stock_threshold' in values) {
          await tx
            .update(productVariants)
            .set({
              ...('stock' in values && { stock: values.stock }),
              ...('low_stock_threshold' in values && {
                lowStockThreshold: values.low_stock_threshold,
              }),
            })
            .where(eq(productVariants.id, variant.variantId));
        }
        if (changesPrice) {
          await updateProduct(tx, storeId, productId, prices, rules);
        } else {
          await tx
            .update(products)
            .set({ updatedAt: sql`now()` })
            .where(eq(products.id, productId));
        }
        return 'updated';
      },
    });
    if (!touched.has(productId) && plan.changes.length < CHANGES_SHOWN) {
      plan.changes.push({
        line,
        action: 'update',
        productId,
        title: variant.product.title,
        variants: 1,
      });
    }
    touched.add(productId);
  }
  plan.updated = touched.size;
  return plan;
}
