import {
  type CartCheckRequest,
  type CartCheckResponse,
  paiseToRupees,
  productIdParamsSchema,
} from '@storefront/contract';
import type { Database } from '../../db/client';
import { DomainError } from '../../lib/errors';
import { matchVariant, stockMessage } from './variant-match';
import { type BuyableProduct, buyableProducts } from './variants';

/**
 * The cart's rows against stock now, before checkout: each row with what is left of its
 * variant and, when it cannot be ordered as it is, the sentence to show on it. The order
 * itself checks again when it is placed.
 */
export function createCartCheck(db: Database) {
  const products = buyableProducts(db);
  return async (storeId: number, { items }: CartCheckRequest): Promise<CartCheckResponse> => {
    // A cart kept in a browser may hold anything: only product ids are looked up.
    const ids = [...new Set(items.map((item) => item.productId))].filter(
      (id) => productIdParamsSchema.safeParse({ id }).success,
    );
    const found = await products(storeId, ids);
    const rows = items.map((item) => checkRow(found, item));
    const itemsPaise = items.reduce((sum, item, index) => {
      const product = found.get(item.productId);
      if (!product || rows[index]!.problem !== null) return sum;
      return sum + (product.discountedPrice ?? product.regularPrice) * item.quantity;
    }, 0);
    // Offers and the shipping line for a PIN come with issues 40 and 39.
    return {
      items: rows,
      promotions: [],
      code: null,
      offerHint: null,
      totals: {
        items: paiseToRupees(itemsPaise),
        discount: 0,
        shipping: null,
        gstIncluded: null,
        total: paiseToRupees(itemsPaise),
      },
    };
  };
}

function checkRow(
  found: Map<string, BuyableProduct>,
  item: CartCheckRequest['items'][number],
): CartCheckResponse['items'][number] {
  const line = { size: item.size ?? null, color: item.color ?? null };
  const row = { productId: item.productId, ...line, quantity: item.quantity };
  const product = found.get(item.productId);
  if (!product) {
    return {
      ...row,
      left: 0,
      problem: 'This product is no longer sold',
      gstRate: null,
      discount: 0,
    };
  }
  const sold = { ...row, gstRate: product.gstRate, discount: 0 };
  try {
    const variant = matchVariant(product, product.variants, line);
    const left = variant?.stock ?? null;
    const problem =
      left !== null && item.quantity > left ? stockMessage(product.title, line, left) : null;
    return { ...sold, left, problem };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { ...sold, left: null, problem: error.message };
  }
}
