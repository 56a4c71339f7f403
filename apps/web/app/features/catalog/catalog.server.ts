import {
  type Product,
  type ProductDetails,
  type ProductListResponse,
  PRODUCT_MAX_LIMIT,
  SUBCATEGORY_LIMIT,
} from '@storefront/contract';
import { ApiError } from '~/lib/api-client';
import { serverApi } from '~/lib/api.server';
import {
  type ListingSearch,
  listingFilterQuery,
  listingQuery,
  subcategoryOptions,
} from './listing';
import {
  type ProductCardView,
  type ProductView,
  toProductCardView,
  toProductView,
} from './product-view';

export interface ListingResult {
  products: ProductCardView[];
  total: number;
  /** Spec section 8: "Failed to load products. Please try again." */
  failed: boolean;
}

/** Spec section 7: the product list reads pagination.total, else count. */
function totalOf(list: ProductListResponse): number {
  return list.pagination?.total ?? list.count ?? 0;
}

/** One page of a listing. A failure is an error state, not an empty list. */
export async function loadListing(request: Request, search: ListingSearch): Promise<ListingResult> {
  try {
    const list = await serverApi(request).get<ProductListResponse>('/products', {
      query: listingQuery(search),
    });
    return { products: list.data.map(toProductCardView), total: totalOf(list), failed: false };
  } catch (error) {
    console.error('Failed to load products', error);
    return { products: [], total: 0, failed: true };
  }
}

/**
 * The "Category Types" options: parentCategory values of the category's first 100 products
 * (spec section 7), asked for with the same category rules as the list itself (men → gender Men,
 * and so on, and featured), so every option matches products the list can show. A failure is only logged
 * (spec section 8) and leaves "All Types" alone.
 */
export async function loadSubcategories(
  request: Request,
  search: Pick<ListingSearch, 'category' | 'featured'>,
): Promise<string[]> {
  try {
    const list = await serverApi(request).get<ProductListResponse>('/products', {
      query: { ...listingFilterQuery(search), limit: SUBCATEGORY_LIMIT },
    });
    return subcategoryOptions(list.data);
  } catch (error) {
    console.error('Failed to load sub-categories', error);
    return [];
  }
}

/**
 * One product, with its legal details and tax (the product page's own: listings leave them out);
 * null when the API has no such product or cannot answer (spec section 7).
 */
export async function loadProduct(
  request: Request,
  id: string,
): Promise<{
  product: ProductView | null;
  details: ProductDetails | null;
  status: 200 | 404 | 503;
}> {
  try {
    const product = await serverApi(request).get<Product>(`/products/${encodeURIComponent(id)}`);
    // An API from before the details answers without them.
    return { product: toProductView(product), details: product.details ?? null, status: 200 };
  } catch (error) {
    // 404 unknown, 400 not even a product id: both are "not found" to a shopper.
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      return { product: null, details: null, status: 404 };
    }
    console.error('Failed to load product details', error);
    return { product: null, details: null, status: 503 };
  }
}

/** Every product of the store, for the sitemap: pages of 100 until the total is reached. */
export async function loadAllProducts(request: Request): Promise<Product[]> {
  const api = serverApi(request);
  const all: Product[] = [];
  for (let page = 1; ; page++) {
    const list = await api.get<ProductListResponse>('/products', {
      query: { page, limit: PRODUCT_MAX_LIMIT },
    });
    all.push(...list.data);
    if (list.data.length === 0 || all.length >= totalOf(list)) return all;
  }
}
