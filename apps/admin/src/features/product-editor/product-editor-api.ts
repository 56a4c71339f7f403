import {
  type AdminProduct,
  DEFAULT_LOW_STOCK_THRESHOLD,
  type ProductCreateInput,
  type ProductUpdateInput,
  type StoreSettings,
  type TaxRules,
  type VariantsReplaceInput,
} from '@storefront/contract';
import { api } from '~/lib/api-client';

const productPath = (id: string) => `/products/${encodeURIComponent(id)}`;

export function getProduct(id: string, signal?: AbortSignal): Promise<AdminProduct> {
  return api.get<AdminProduct>(productPath(id), { signal });
}

export function createProduct(product: ProductCreateInput): Promise<AdminProduct> {
  return api.post<AdminProduct>('/products', product);
}

export function updateProduct(id: string, change: ProductUpdateInput): Promise<AdminProduct> {
  return api.patch<AdminProduct>(productPath(id), change);
}

export function replaceVariants(id: string, body: VariantsReplaceInput): Promise<AdminProduct> {
  return api.put<AdminProduct>(`${productPath(id)}/variants`, body);
}

/** What the form takes from the store's settings and tax rules. */
export interface StoreDefaults {
  /** Offered as suggestions (any other category is accepted too). */
  categories: string[];
  /** "Only N left" for variants without their own threshold. */
  lowStockThreshold: number;
  /** The GST rates in force and the HSN digits needed; null when they could not be loaded. */
  taxRules: TaxRules | null;
}

/**
 * The store's categories, low-stock threshold and tax rules. The form works without them, so a
 * failure here answers none, the default threshold and no rules rather than failing the page.
 */
export async function getStoreDefaults(signal?: AbortSignal): Promise<StoreDefaults> {
  const [settings, taxRules] = await Promise.all([
    orNull(api.get<StoreSettings>('/store', { signal }), signal),
    orNull(api.get<TaxRules>('/tax-rules', { signal }), signal),
  ]);
  return {
    categories: settings?.categories ?? [],
    lowStockThreshold: settings?.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD,
    taxRules,
  };
}

/** The answer, or null when the call failed (but not when the page stopped waiting). */
async function orNull<T>(answer: Promise<T>, signal?: AbortSignal): Promise<T | null> {
  try {
    return await answer;
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}
