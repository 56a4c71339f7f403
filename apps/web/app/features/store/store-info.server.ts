import type { StoreInfo } from '@storefront/contract';
import { serverApi } from '~/lib/api.server';

const loaded = new WeakMap<Request, Promise<StoreInfo | null>>();

/**
 * The store's information for this request, fetched once however many loaders ask.
 * Null when the API cannot answer: pages then render with the spec's fallbacks.
 */
export function loadStoreInfo(request: Request): Promise<StoreInfo | null> {
  let pending = loaded.get(request);
  if (!pending) {
    pending = serverApi(request)
      .get<StoreInfo>('/storeInfo')
      .catch((error: unknown) => {
        console.error('Failed to load store information', error);
        return null;
      });
    loaded.set(request, pending);
  }
  return pending;
}
