import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ProductImportResult, ProductUpdate } from '@storefront/contract';
import type { Database } from '../../db/client';
import { products, productVariants } from '../../db/schema';
import { DomainError } from '../../lib/errors';
import { type Actor, recordAudit } from '../audit/service';
import {
  type CsvError,
  type CsvProduct,
  type CsvSkuUpdate,
  inCsvTerms,
  parseCatalogue,
} from './catalogue-csv';
import { insertProduct, replaceVariants, updateProduct } from './product-write';

const CHANGES_SHOWN = 500;

/** Thrown inside the import's transaction to undo a dry run, or an apply with bad rows. */
class RollBack extends Error {}

export interface ImportOptions {
  dryRun: boolean;
  /** Who imports: recorded in the audit log; null for the first start's catalogue (no one). */
  actor: Actor | null;
  /**
   * Gaps between new products' creation times, first row newest: the listing (newest first)
   * then shows them in the file's order.
   */
  spacingMs?: number;
}

/**
 * Imports a catalogue file: all of it, or nothing when any row is bad. A dry run does the same
 * work in a transaction it rolls back, so it reports exactly what an apply would do.
 */
export async function importCatalogue(
  db: Database,
  storeId: number,
  csv: string,
  { dryRun, actor, spacingMs = 1 }: ImportOptions,
): Promise<ProductImportResult> {
  const parsed = parseCatalogue(csv);
  const result: ProductImportResult = { created: 0, updated: 0, errors: [], changes: [], dryRun };
  const errors: CsvError[] = [...parsed.errors];
  try {
    await db.transaction(async (tx) => {
      if (parsed.kind === 'sku-updates') {
        await applySkuUpdates(tx, storeId, parsed.updates, result, errors);
      } else {
        await applyProducts(tx, storeId, parsed.products, result, errors, spacingMs);
      }
      if (errors.length === 0 && actor) {
        await recordAudit(tx, {
          storeId,
          actor,
          action: 'product.imported',
          entity: 'product',
          after: { created: result.created, updated: result.updated },
        });
      }
      if (dryRun || errors.length) throw new RollBack();
    });
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
  }
  result.errors = errors.sort((a, b) => a.line - b.line);
  if (result.errors.length) {
    result.created = 0;
    result.updated = 0;
  }
  return result;
}

async function applyProducts(
  tx: Database,
  storeId: number,
  items: CsvProduct[],
  result: ProductImportResult,
  errors: CsvError[],
  spacingMs: number,
) {
  const ids = items.flatMap((item) => (item.productId ? [item.productId] : []));
  const skus = items.flatMap((item) =>
    item.fields.variants!.flatMap((variant) => variant.sku ?? []),
  );
  const [existing, skuOwners] = await Promise.all([
    ids.length
      ? tx
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.storeId, storeId), inArray(sql`${products.id}::text`, ids)))
      : [],
    skus.length
      ? tx
          .select({ sku: productVariants.sku, productId: productVariants.productId })
          .from(productVariants)
          .where(
            and(
              eq(productVariants.storeId, storeId),
              inArray(
                sql`lower(${productVariants.sku})`,
                skus.map((sku) => sku.toLowerCase()),
              ),
            ),
          )
      : [],
  ]);
  const known = new Set(existing.map((row) => row.id));
  const ownerOf = new Map(skuOwners.map((row) => [row.sku!.toLowerCase(), row.productId]));
  const skuLines = new Map<string, number>();
  const newest = Date.now();

  for (const item of items) {
    const variants = item.fields.variants!;
    // A row's SKU names its product when the file gives no id.
    const owners = new Set(
      variants.flatMap((variant) =>
        variant.sku ? (ownerOf.get(variant.sku.toLowerCase()) ?? []) : [],
      ),
    );
    let productId = item.productId;
    if (productId && !known.has(productId)) {
      errors.push({
        line: item.line,
        error: `product_id: ${productId} is not a product of this store`,
      });
      continue;
    }
    if (!productId && owners.size === 1) productId = [...owners][0]!;
    const action = productId ? 'update' : 'create';
    variants.forEach((variant, index) => {
      if (!variant.sku) return;
      const line = item.variantLines[index]!;
      const key = variant.sku.toLowerCase();
      const owner = ownerOf.get(key);
      if (skuLines.has(key)) {
        errors.push({ line, error: `sku: ${variant.sku} is also on line ${skuLines.get(key)}` });
      } else if (owner && owner !== productId) {
        errors.push({ line, error: `sku: ${variant.sku} belongs to another product (${owner})` });
      }
      skuLines.set(key, line);
    });
    // Past the first bad row nothing will be written: the rest is only checked.
    if (errors.length) continue;

    try {
      if (productId) {
        await updateProduct(tx, storeId, productId, updateFrom(item));
        await replaceVariants(tx, storeId, productId, variants);
        result.updated++;
      } else {
        productId = await insertProduct(
          tx,
          storeId,
          item.fields,
          new Date(newest - result.created * spacingMs),
        );
        if (item.archived) await updateProduct(tx, storeId, productId, { archived: true });
        result.created++;
      }
    } catch (error) {
      // Rules checked before any statement runs (a discount above a kept price…).
      if (!(error instanceof DomainError)) throw error;
      errors.push({ line: item.line, error: inCsvTerms(error.message) });
      continue;
    }
    if (result.changes.length < CHANGES_SHOWN) {
      result.changes.push({
        line: item.line,
        action,
        productId: action === 'update' ? productId : null,
        title: item.fields.title,
        variants: variants.length,
      });
    }
  }
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
async function applySkuUpdates(
  tx: Database,
  storeId: number,
  updates: CsvSkuUpdate[],
  result: ProductImportResult,
  errors: CsvError[],
) {
  const touched = new Set<string>();
  for (const { line, sku, values } of updates) {
    const [variant] = await tx
      .select({
        id: productVariants.id,
        productId: productVariants.productId,
        title: products.title,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(
        and(
          eq(productVariants.storeId, storeId),
          sql`lower(${productVariants.sku}) = lower(${sku})`,
        ),
      );
    if (!variant) {
      errors.push({ line, error: `sku: no variant has the SKU ${sku}` });
      continue;
    }
    if ('stock' in values || 'low_stock_threshold' in values) {
      await tx
        .update(productVariants)
        .set({
          ...('stock' in values && { stock: values.stock }),
          ...('low_stock_threshold' in values && { lowStockThreshold: values.low_stock_threshold }),
        })
        .where(eq(productVariants.id, variant.id));
    }
    if ('regular_price' in values || 'discounted_price' in values) {
      try {
        await updateProduct(tx, storeId, variant.productId, {
          ...('regular_price' in values && { regularPrice: values.regular_price! }),
          ...('discounted_price' in values && { discountedPrice: values.discounted_price }),
        });
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        errors.push({ line, error: inCsvTerms(error.message) });
        continue;
      }
    } else {
      await tx
        .update(products)
        .set({ updatedAt: sql`now()` })
        .where(eq(products.id, variant.productId));
    }
    if (!touched.has(variant.productId) && result.changes.length < CHANGES_SHOWN) {
      result.changes.push({
        line,
        action: 'update',
        productId: variant.productId,
        title: variant.title,
        variants: 1,
      });
    }
    touched.add(variant.productId);
  }
  result.updated = touched.size;
}
