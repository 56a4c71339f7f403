import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CartCheckRequest, CartCheckResponse } from '@storefront/contract';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';
import { DomainError } from '../../lib/errors';
import { matchVariant, stockMessage } from './variant-match';
import { variantsOf } from './variants';

/**
 * The cart's rows against stock now, before checkout: each row with what is left of its
 * variant and, when it cannot be ordered as it is, the sentence to show on it. The order
 * itself checks again when it is placed.
 */
export async function checkCart(
  db: Database,
  storeId: number,
  { items }: CartCheckRequest,
): Promise<CartCheckResponse> {
  const ids = [...new Set(items.map((item) => item.productId))].filter((id) =>
    /^[0-9a-f-]{36}$/i.test(id),
  );
  const [found, variants] = await Promise.all([
    ids.length
      ? db
          .select({ id: products.id, title: products.title })
          .from(products)
          .where(
            and(
              eq(products.storeId, storeId),
              inArray(products.id, ids),
              sql`${products.archivedAt} is null`,
            ),
          )
      : [],
    variantsOf(db, storeId, ids),
  ]);
  const titles = new Map(found.map((product) => [product.id, product.title]));
  return {
    items: items.map((item) => {
      const line = { size: item.size ?? null, color: item.color ?? null };
      const row = { productId: item.productId, ...line, quantity: item.quantity };
      const title = titles.get(item.productId);
      if (!title) return { ...row, left: 0, problem: 'This product is no longer sold' };
      try {
        const variant = matchVariant({ title }, variants.get(item.productId) ?? [], line);
        const left = variant?.stock ?? null;
        const problem =
          left !== null && item.quantity > left ? stockMessage(title, line, left) : null;
        return { ...row, left, problem };
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        return { ...row, left: null, problem: error.message };
      }
    }),
  };
}
