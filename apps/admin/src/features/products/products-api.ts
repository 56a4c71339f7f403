import type {
  AdminProductList,
  AdminProductListQuery,
  LowStockList,
  ProductBulkEdit,
  CatalogueImportJob,
} from '@storefront/contract';
import { api, API_BASE, type QueryValue } from '~/lib/api-client';

/** The whole catalogue as a CSV download (the import's template): a plain link, same origin. */
export const PRODUCTS_EXPORT_URL = `${API_BASE}/products/export`;

export function listProducts(query: AdminProductListQuery, signal?: AbortSignal) {
  return api.get<AdminProductList>('/products', {
    query: query as Record<string, QueryValue>,
    signal,
  });
}

export function bulkEditProducts(edit: ProductBulkEdit) {
  return api.post<{ updated: number }>('/products/bulk', edit);
}

/** Takes a product off the storefront (or puts it back). */
export function setProductArchived(id: string, archived: boolean) {
  return api.patch<unknown>(`/products/${encodeURIComponent(id)}`, { archived });
}

export function listLowStock(query: { page: number; limit: number }, signal?: AbortSignal) {
  return api.get<LowStockList>('/products/low-stock', { query, signal });
}

/**
 * Sends a catalogue CSV to be checked (a dry run only says what would change) or imported: the
 * server answers with the job that does it, to follow (features/jobs). An import with a bad row
 * fails, with the same report as its check.
 */
export function importProducts(csv: string, dryRun: boolean) {
  return api.post<CatalogueImportJob>('/products/import', csv, {
    query: { dryRun },
    contentType: 'text/csv',
  });
}
