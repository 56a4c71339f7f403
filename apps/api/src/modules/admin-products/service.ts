import { and, asc, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import {
  type AdminProduct,
  type AdminProductList,
  type adminProductListQuerySchema,
  type LowStockList,
  type productBulkEditSchema,
  type ProductCreate,
  type ProductUpdate,
  paiseToRupees,
  rupeesToPaise,
  type StockState,
} from '@storefront/contract';
import type { z } from 'zod';
import { type Database, queryRows } from '../../db/client';
import { products, productVariants, stores } from '../../db/schema';
import { type Actor, recordAudit } from '../audit';
import { catalogueCsv } from './catalogue-csv';
import { importCatalogue } from './catalogue-import';
import {
  insertProduct,
  loadAdminProduct,
  toAdminProduct,
  replaceVariants,
  updateProduct,
  type VariantValues,
} from './product-write';

export type AdminProductService = ReturnType<typeof createAdminProductService>;
type ListQuery = z.output<typeof adminProductListQuerySchema>;
type BulkEdit = z.output<typeof productBulkEditSchema>;

/** What the audit log keeps of a product: enough to see what changed, not its description. */
function auditView(product: AdminProduct) {
  return {
    title: product.title,
    category: product.category,
    regularPrice: product.regularPrice,
    discountedPrice: product.discountedPrice,
    archived: product.archived,
    variants: product.variants.map(({ size, color, sku, stock }) => ({ size, color, sku, stock })),
  };
}

/**
 * A product's stock at a glance, from its variants: untracked when none is tracked; out when
 * every variant is tracked and at 0; low when a tracked variant is at or under its threshold.
 */
const stockFacts = sql`(
  select count(*) filter (where v.stock is not null) as tracked,
         count(*) filter (where v.stock is null or v.stock > 0) as sellable,
         count(*) filter (where v.stock <= coalesce(v.low_stock_threshold, s.low_stock_threshold)) as low,
         sum(v.stock) as units,
         count(*) as variants
  from ${productVariants} v join ${stores} s on s.id = v.store_id
  where v.product_id = p.id) as facts`;

/** The product's stock state from its facts: what the list shows and filters on. */
const stockState = sql<StockState>`case
  when facts.tracked = 0 then 'untracked'
  when facts.sellable = 0 then 'out'
  when facts.low > 0 then 'low'
  else 'in_stock' end`;

export function createAdminProductService(db: Database) {
  /** Runs a change with its audit entry in one transaction, then answers the product. */
  async function change(
    storeId: number,
    actor: Actor,
    action: string,
    write: (tx: Database) => Promise<string>,
    id?: string,
  ): Promise<AdminProduct> {
    return db.transaction(async (tx) => {
      const before = id ? auditView(await loadAdminProduct(tx, storeId, id)) : null;
      const changed = await loadAdminProduct(tx, storeId, await write(tx));
      await recordAudit(tx, {
        storeId,
        actor,
        action,
        entity: 'product',
        entityId: changed.id,
        before,
        after: auditView(changed),
      });
      return changed;
    });
  }

  const create = (storeId: number, actor: Actor, input: ProductCreate) =>
    change(storeId, actor, 'product.created', (tx) => insertProduct(tx, storeId, input));

  const update = (storeId: number, actor: Actor, id: string, input: ProductUpdate) =>
    change(
      storeId,
      actor,
      input.archived === true
        ? 'product.archived'
        : input.archived === false
          ? 'product.restored'
          : 'product.updated',
      async (tx) => {
        await updateProduct(tx, storeId, id, input);
        return id;
      },
      id,
    );

  const setVariants = (storeId: number, actor: Actor, id: string, variants: VariantValues[]) =>
    change(
      storeId,
      actor,
      'product.variants_replaced',
      async (tx) => {
        await replaceVariants(tx, storeId, id, variants);
        return id;
      },
      id,
    );

  /** A page of the store's products, most recently changed first. */
  async function list(storeId: number, query: ListQuery): Promise<AdminProductList> {
    const { page, limit } = query;
    const words = query.q?.trim();
    const where = sql.join(
      [
        sql`p.store_id = ${storeId}`,
        query.archived === 'true'
          ? sql`p.archived_at is not null`
          : query.archived === 'all'
            ? undefined
            : sql`p.archived_at is null`,
        query.category
          ? sql`(lower(p.category) = lower(${query.category}) or lower(p.parent_category) = lower(${query.category}))`
          : undefined,
        words
          ? sql`(p.title ilike ${`%${escapeLike(words)}%`} or exists (
                 select 1 from ${productVariants} v
                 where v.product_id = p.id and lower(v.sku) = lower(${words})))`
          : undefined,
        query.stock ? sql`${stockState} = ${query.stock}` : undefined,
      ].filter((part): part is SQL => part !== undefined),
      sql` and `,
    );
    const from = sql`${products} p cross join lateral ${stockFacts}`;
    const [rows, [counted]] = await Promise.all([
      queryRows<{
        id: string;
        title: string;
        category: string;
        parent_category: string | null;
        img_url: string | null;
        regular_price: number;
        discounted_price: number | null;
        archived: boolean;
        updated_at: Date | string;
        tracked: number;
        units: number | null;
        variants: number;
        stock_state: StockState;
      }>(
        db,
        sql`select p.id, p.title, p.category, p.parent_category, p.img_url, p.regular_price,
                   p.discounted_price, p.archived_at is not null as archived, p.updated_at,
                   facts.tracked::int, facts.units::int, facts.variants::int,
                   ${stockState} as stock_state
            from ${from} where ${where}
            order by p.updated_at desc, p.id desc
            limit ${limit} offset ${(page - 1) * limit}`,
      ),
      queryRows<{ total: number }>(
        db,
        sql`select count(*)::int as total from ${from} where ${where}`,
      ),
    ]);
    return {
      data: rows.map((row) => ({
        id: row.id,
        title: row.title,
        category: row.category,
        parentCategory: row.parent_category,
        imgUrl: row.img_url,
        regularPrice: paiseToRupees(row.regular_price),
        discountedPrice: row.discounted_price === null ? null : paiseToRupees(row.discounted_price),
        archived: row.archived,
        variantCount: row.variants,
        stock: row.tracked > 0 ? (row.units ?? 0) : null,
        stockState: row.stock_state,
        updatedAt: new Date(row.updated_at).toISOString(),
      })),
      pagination: { page, limit, total: counted?.total ?? 0 },
    };
  }

  /**
   * The same price or stock change to each selected product of the store, all or none.
   * A percentage keeps whole paise, at least ₹0.01, and drops a discount it would lift to or
   * above the regular price. Stock set to a value starts tracking every variant; an adjustment
   * moves tracked variants only, never below 0.
   */
  async function bulkEdit(storeId: number, actor: Actor, edit: BulkEdit) {
    return db.transaction(async (tx) => {
      const mine = and(eq(products.storeId, storeId), inArray(products.id, edit.ids));
      const ids = (
        await tx.select({ id: products.id }).from(products).where(mine).for('update')
      ).map((row) => row.id);
      if (ids.length === 0) return { updated: 0 };
      const price = edit.price;
      if (price?.mode === 'set') {
        await tx
          .update(products)
          .set({
            regularPrice: rupeesToPaise(price.regularPrice),
            discountedPrice:
              price.discountedPrice === null ? null : rupeesToPaise(price.discountedPrice),
            updatedAt: sql`now()`,
          })
          .where(inArray(products.id, ids));
      } else if (price?.mode === 'percent') {
        const scaled = (paise: SQL) =>
          sql`greatest(1, round(${paise} * ${1 + price.percent / 100}::numeric))`;
        await tx
          .update(products)
          .set({
            regularPrice: scaled(sql`${products.regularPrice}`),
            discountedPrice: sql`case
              when ${scaled(sql`${products.discountedPrice}`)} < ${scaled(sql`${products.regularPrice}`)}
              then ${scaled(sql`${products.discountedPrice}`)} end`,
            updatedAt: sql`now()`,
          })
          .where(inArray(products.id, ids));
      }
      const stock = edit.stock;
      if (stock) {
        await tx
          .update(productVariants)
          .set({
            stock:
              stock.mode === 'set'
                ? stock.value
                : sql`greatest(0, ${productVariants.stock} + ${stock.value}::int)`,
          })
          // An adjustment leaves untracked variants alone (greatest(0, null) would be 0).
          .where(
            and(
              inArray(productVariants.productId, ids),
              stock.mode === 'adjust' ? isNotNull(productVariants.stock) : undefined,
            ),
          );
        await tx
          .update(products)
          .set({ updatedAt: sql`now()` })
          .where(inArray(products.id, ids));
      }
      await recordAudit(tx, {
        storeId,
        actor,
        action: 'product.bulk_edited',
        entity: 'product',
        entityId: null,
        after: { ids, price: edit.price ?? null, stock: edit.stock ?? null },
      });
      return { updated: ids.length };
    });
  }

  /** Tracked variants of active products at or under their threshold, fewest left first. */
  async function lowStock(
    storeId: number,
    { page = 1, limit = 25 }: { page?: number; limit?: number },
  ): Promise<LowStockList> {
    const { from, where } = lowStockVariants(storeId);
    const [rows, total] = await Promise.all([
      queryRows<{
        product_id: string;
        title: string;
        id: number;
        size: string;
        color: string;
        sku: string | null;
        stock: number;
        threshold: number;
      }>(
        db,
        sql`select v.product_id, p.title, v.id, v.size, v.color, v.sku, v.stock,
                   coalesce(v.low_stock_threshold, s.low_stock_threshold) as threshold
            from ${from} where ${where}
            order by v.stock, p.title, v.position, v.id
            limit ${limit} offset ${(page - 1) * limit}`,
      ),
      countLowStock(db, storeId),
    ]);
    return {
      data: rows.map((row) => ({
        productId: row.product_id,
        title: row.title,
        variantId: row.id,
        size: row.size,
        color: row.color,
        sku: row.sku,
        stock: row.stock,
        threshold: row.threshold,
      })),
      pagination: { page, limit, total },
    };
  }

  /** Every product of the store, archived too, with its variants: newest first, as listed. */
  async function exportCsv(storeId: number): Promise<string> {
    const rows = await db
      .select()
      .from(products)
      .where(eq(products.storeId, storeId))
      .orderBy(desc(products.createdAt), desc(products.id));
    const variants = await db
      .select()
      .from(productVariants)
      .where(eq(productVariants.storeId, storeId))
      .orderBy(asc(productVariants.position), asc(productVariants.id));
    const byProduct = new Map<string, typeof variants>();
    for (const variant of variants) {
      const list = byProduct.get(variant.productId) ?? [];
      list.push(variant);
      byProduct.set(variant.productId, list);
    }
    return catalogueCsv(rows.map((row) => toAdminProduct(row, byProduct.get(row.id) ?? [], 0)));
  }

  return {
    exportCsv,
    importCsv: (storeId: number, actor: Actor, csv: string, dryRun: boolean) =>
      importCatalogue(db, storeId, csv, { dryRun, actor }),
    get: (storeId: number, id: string) => loadAdminProduct(db, storeId, id),
    create,
    update,
    setVariants,
    list,
    bulkEdit,
    lowStock,
  };
}

/** Tracked variants of the store's active products at or under their threshold. */
function lowStockVariants(storeId: number) {
  return {
    from: sql`${productVariants} v join ${stores} s on s.id = v.store_id
      join ${products} p on p.id = v.product_id`,
    where: sql`v.store_id = ${storeId} and v.stock is not null
      and v.stock <= coalesce(v.low_stock_threshold, s.low_stock_threshold)
      and p.archived_at is null`,
  };
}

/** How many variants the low-stock list holds (the dashboard shows it). */
export async function countLowStock(db: Database, storeId: number): Promise<number> {
  const { from, where } = lowStockVariants(storeId);
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from ${from} where ${where}`,
  );
  return row?.total ?? 0;
}

/** A LIKE pattern matches the words literally: % and _ typed by staff are not wildcards. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);
