import {
  PRODUCT_PAGE_SIZE,
  type ProductListResponse,
  type ProductSuggestResponse,
} from '@storefront/contract';
import { categoryQuery, toProductCardView } from '~/features/catalog';
import { ApiError } from '~/lib/api-client';
import { serverApi } from '~/lib/api.server';
import type { SearchOutcome } from './search-outcome';
import type { SearchPageQuery } from './search-url';

const INVALID = 'We could not search for that. Please try fewer or simpler words.';

/** One page of results for /search (GET /products?search=, with the category and the page). */
export async function loadSearch(request: Request, query: SearchPageQuery): Promise<SearchOutcome> {
  if (query.problem) return { state: 'invalid', message: query.problem };
  if (!query.q) return { state: 'empty' };
  const api = serverApi(request);
  try {
    const list = await api.get<ProductListResponse>('/products', {
      query: {
        search: query.q,
        page: query.page,
        limit: PRODUCT_PAGE_SIZE,
        ...(query.category ? categoryQuery(query.category) : {}),
      },
    });
    const total = list.pagination?.total ?? list.count ?? 0;
    if (list.data.length > 0 || query.page > 1) {
      return {
        state: 'results',
        products: list.data.map(toProductCardView),
        total,
        capped: list.pagination?.totalCapped === true,
        estimated: list.pagination?.totalEstimated === true,
      };
    }
    const suggestions = await api.get<ProductSuggestResponse>('/products/suggest', {
      query: { q: query.q },
    });
    return { state: 'none', suggestions };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400)
      return { state: 'invalid', message: INVALID };
    console.error('Failed to search products', error);
    return { state: 'failed' };
  }
}
