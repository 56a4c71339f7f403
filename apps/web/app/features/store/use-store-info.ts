import type { StoreInfo } from '@storefront/contract';
import { useRouteLoaderData } from 'react-router';

export interface RootData {
  storeInfo: StoreInfo | null;
  publicApiUrl: string | null;
}

/** The store information the root loader fetched; null when it failed to load. */
export function useStoreInfo(): StoreInfo | null {
  return useRouteLoaderData<RootData>('root')?.storeInfo ?? null;
}
