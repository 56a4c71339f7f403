import { FEATURED_LIMIT, type ProductListResponse } from '@storefront/contract';
import { serverApi } from '~/lib/api.server';
import { type ProductCardView, toProductCardView } from './product-view';

/**
 * Spec section 7: the home page features products of the store's first category, lowercased.
 * A failed load is only logged and the grid is empty (spec section 4).
 */
export async function loadFeaturedProducts(
  request: Request,
  categories: string[],
  limit = FEATURED_LIMIT,
): Promise<ProductCardView[]> {
  const first = categories[0];
  if (!first) return [];
  try {
    const list = await serverApi(request).get<ProductListResponse>('/products', {
      query: { category: first.toLowerCase(), limit },
    });
    return list.data.map(toProductCardView);
  } catch (error) {
    console.error('Failed to load featured products', error);
    return [];
  }
}
