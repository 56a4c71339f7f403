import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderItems, type ProductAttribute, products, productVariants } from '../../db/schema';
import type { VariantStock } from './variant-match';

export interface BuyableProduct {
  id: string;
  title: string;
  /** What a promotion limited to some categories matches. */
  category: string;
  regularPrice: number;
  discountedPrice: number | null;
  attributes: ProductAttribute[];
  variants: VariantStock[];
  /** What the order's lines keep for their invoice. */
  hsn: string | null;
  gstRate: number | null;
  /** The parcel's weight and size, for a rate by weight (decision 0032). */
  weightGrams: number | null;
  lengthCm: number | null;
  breadthCm: number | null;
  heightCm: number | null;
}

/**
 * The store's products on sale among `ids`, with their prices and each variant's stock, in one
 * prepared statement: what placing an order or checking a cart reads before it writes.
 */
export function buyableProducts(db: Database) {
  const statement = db
    .select({
      id: products.id,
      title: products.title,
      category: products.category,
      regularPrice: products.regularPrice,
      discountedPrice: products.discountedPrice,
      attributes: products.attributes,
      hsn: products.hsn,
      gstRate: products.gstRate,
      weightGrams: products.weightGrams,
      lengthCm: products.lengthCm,
      breadthCm: products.breadthCm,
      heightCm: products.heightCm,
      variants: sql<VariantStock[]>`coalesce((
        select json_agg(json_build_object('id', v.id, 'size', v.size, 'color', v.color,
                                          'stock', v.stock) order by v.position, v.id)
        from ${productVariants} v where v.product_id = products.id), '[]')`,
    })
    .from(products)
    .where(
      and(
        eq(products.storeId, sql.placeholder('storeId')),
        sql`${products.id} = any(${sql.placeholder('ids')}::uuid[])`,
        sql`${products.archivedAt} is null`,
      ),
    )
    .prepare('buyable_products');
  return async (storeId: number, ids: string[]): Promise<Map<string, BuyableProduct>> => {
    const rows = ids.length ? await statement.execute({ storeId, ids }) : [];
    return new Map(rows.map((row) => [row.id, row]));
  };
}

/**
 * Gives an order's stock back to the variants its lines took it from. Called once, by the
 * transaction that cancels the order (its row is locked, so no second cancel can run).
 * A variant no longer tracked stays untracked (null + n is null).
 */
export async function releaseOrderStock(
  tx: Pick<Database, 'execute'>,
  orderId: string,
): Promise<void> {
  // Locked in id order, as orders take them, so the two never deadlock.
  await tx.execute(sql`
    with taken as (
      select ${orderItems.variantId} as id, sum(${orderItems.quantity}) as quantity
      from ${orderItems}
      where ${orderItems.orderId} = ${orderId} and ${orderItems.variantId} is not null
      group by ${orderItems.variantId}
    ),
    locked as (
      select variant.id from ${productVariants} as variant
      where variant.id in (select id from taken) order by variant.id for update
    )
    update ${productVariants} as variant
    set stock = variant.stock + taken.quantity
    from taken, locked
    where variant.id = taken.id and variant.id = locked.id`);
}

/**
 * Gives back some of an order's lines (a return received, a parcel back to origin inspected):
 * `quantity` of each line's variant. The caller holds the order's row locked and says how many
 * of each came back in a state to sell; lines without a tracked variant give nothing back.
 */
export async function releaseItemStock(
  tx: Pick<Database, 'execute'>,
  lines: { itemId: number; quantity: number }[],
): Promise<void> {
  const given = lines.filter((line) => line.quantity > 0);
  if (given.length === 0) return;
  const linesJson = JSON.stringify(given);
  // Locked in id order, as orders take them, so the two never deadlock.
  await tx.execute(sql`
    with asked as (
      select line."itemId" as item_id, line.quantity
      from jsonb_to_recordset(${linesJson}::jsonb) as line("itemId" integer, quantity integer)
    ),
    taken as (
      select ${orderItems.variantId} as id, sum(asked.quantity) as quantity
      from ${orderItems} join asked on asked.item_id = ${orderItems.id}
      where ${orderItems.variantId} is not null
      group by ${orderItems.variantId}
    ),
    locked as (
      select variant.id from ${productVariants} as variant
      where variant.id in (select id from taken) order by variant.id for update
    )
    update ${productVariants} as variant
    set stock = variant.stock + taken.quantity
    from taken, locked
    where variant.id = taken.id and variant.id = locked.id`);
}
