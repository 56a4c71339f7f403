import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { products, promotions } from '../db/schema';

/** The sub-category of the sample catalogue's HDMI cables (its parent_category column). */
const CABLES = 'HDMI Cables';

/**
 * The sample shop's promotions, so the embedded default shows what issue 40 does: a code, an
 * automatic free shipping above ₹999 and a buy 2 get 1 on the HDMI cables. Added once: a store
 * that has any promotion is left as it is.
 */
export async function seedDemoPromotions(
  db: Pick<Database, 'select' | 'insert'>,
  storeId: number,
): Promise<number> {
  const [existing] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(promotions)
    .where(eq(promotions.storeId, storeId));
  if (existing && existing.count > 0) return 0;
  // A product's `category` is the store's top category ("TV & Video Accessories"): the cables
  // are named one by one.
  const cables = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.storeId, storeId),
        eq(products.parentCategory, CABLES),
        isNull(products.archivedAt),
      ),
    );
  const rows: (typeof promotions.$inferInsert)[] = [
    {
      storeId,
      label: 'Diwali: 10% off above ₹1,999',
      code: 'DIWALI10',
      kind: 'percentage',
      percent: 10,
      maxDiscountPaise: 500_00,
      minOrderPaise: 1_999_00,
      usageLimit: 1_000,
      perCustomerLimit: 1,
      // The free shipping joins it.
      combinable: true,
    },
    {
      storeId,
      label: 'Free shipping above ₹999',
      automatic: true,
      kind: 'free_shipping',
      minOrderPaise: 999_00,
      combinable: true,
    },
  ];
  if (cables.length > 0) {
    rows.push({
      storeId,
      label: 'HDMI cables: buy 2 get 1 free',
      automatic: true,
      kind: 'buy_x_get_y',
      percent: 100,
      buyQuantity: 2,
      getQuantity: 1,
      productIds: cables.map((cable) => cable.id),
    });
  }
  await db.insert(promotions).values(rows);
  return rows.length;
}
