import type { StoreInfo } from '@storefront/contract';
import { useRouteLoaderData } from 'react-router';
import { type StoreDetails, storeDetails } from './store-details';

export interface RootData {
  storeInfo: StoreInfo | null;
  publicApiUrl: string | null;
}

/** The store information the root loader fetched; null when it failed to load. */
export function useStoreInfo(): StoreInfo | null {
  return useRouteLoaderData<RootData>('root')?.storeInfo ?? null;
}

/** The store as pages show it, with defaults where the store information is missing. */
export function useStoreDetails(): StoreDetails {
  return storeDetails(useStoreInfo());
}
