import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderItems, productVariants } from '../../db/schema';
import type { VariantStock } from './variant-match';

/** The variants of these products with their stock, by product, in the store's order. */
export async function variantsOf(
  db: Pick<Database, 'select'>,
  storeId: number,
  productIds: string[],
): Promise<Map<string, VariantStock[]>> {
  const byProduct = new Map<string, VariantStock[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      size: productVariants.size,
      color: productVariants.color,
      stock: productVariants.stock,
    })
    .from(productVariants)
    .where(
      and(eq(productVariants.storeId, storeId), inArray(productVariants.productId, productIds)),
    )
    .orderBy(asc(productVariants.position), asc(productVariants.id));
  for (const { productId, ...variant } of rows) {
    const list = byProduct.get(productId) ?? [];
    list.push(variant);
    byProduct.set(productId, list);
  }
  return byProduct;
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
