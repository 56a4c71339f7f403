import {
  ADMIN_PAGE_SIZE,
  type AdminProductListQuery,
  STOCK_STATES,
  type StockState,
} from '@storefront/contract';

export type ArchivedFilter = 'false' | 'true' | 'all';

/** The product list's filters, as the URL's search parameters hold them ("" = any). */
export interface ProductFilters {
  q: string;
  category: string;
  stock: StockState | '';
  /** Active products ("false", left out of the URL), archived ones, or all. */
  archived: ArchivedFilter;
  page: number;
}

export const NO_FILTERS: ProductFilters = {
  q: '',
  category: '',
  stock: '',
  archived: 'false',
  page: 1,
};

export const ARCHIVED_CHOICES: readonly { value: ArchivedFilter; label: string }[] = [
  { value: 'false', label: 'Active' },
  { value: 'true', label: 'Archived' },
  { value: 'all', label: 'Active and archived' },
];

/** The filters of a URL; a value the API would refuse (a hand-edited link) is dropped. */
export function readProductFilters(params: URLSearchParams): ProductFilters {
  const stock = params.get('stock') ?? '';
  const archived = params.get('archived') ?? '';
  const page = Number(params.get('page') ?? '1');
  return {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    category: (params.get('category') ?? '').trim().slice(0, 60),
    stock: (STOCK_STATES as readonly string[]).includes(stock) ? (stock as StockState) : '',
    archived: archived === 'true' || archived === 'all' ? archived : 'false',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The search parameters of a filtered list: empty filters, active products and page 1 are left out. */
export function productFiltersToParams(filters: ProductFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['q', 'category', 'stock'] as const) {
    const value = filters[key].trim();
    if (value) params.set(key, value);
  }
  if (filters.archived !== 'false') params.set('archived', filters.archived);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** GET /admin/products's query for these filters. */
export function productListQuery(filters: ProductFilters): AdminProductListQuery {
  return {
    page: filters.page,
    limit: ADMIN_PAGE_SIZE,
    q: filters.q || undefined,
    category: filters.category || undefined,
    stock: filters.stock || undefined,
    archived: filters.archived,
  };
}

export function hasActiveFilters(filters: ProductFilters): boolean {
  return Boolean(filters.q || filters.category || filters.stock || filters.archived !== 'false');
}

/** The low-stock list's page, from the URL. */
export function lowStockQuery(params: URLSearchParams): { page: number; limit: number } {
  const page = Number(params.get('page') ?? '1');
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    limit: ADMIN_PAGE_SIZE,
  };
}
