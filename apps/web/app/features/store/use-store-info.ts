import type { StoreInfo } from '@storefront/contract';
import { useRouteLoaderData } from 'react-router';
import { type SocialLink, type StoreDetails, storeDetails } from './store-details';

/**
 * The store information every page may use. Policy texts stay on the server: only the policy
 * pages need them, and they would weigh on every page's hydration data. The social links come
 * named (toShopInfo in shop-info.server.ts).
 */
export type ShopInfo = Omit<StoreInfo, 'policies' | 'socialLinks'> & { socialLinks: SocialLink[] };

export interface RootData {
  storeInfo: ShopInfo | null;
  publicApiUrl: string | null;
  /** The API base this page's browser uses; uploaded images are served from it. */
  apiBase: string;
}

/** The store information the root loader fetched; null when it failed to load. */
export function useStoreInfo(): ShopInfo | null {
  return useRouteLoaderData<RootData>('root')?.storeInfo ?? null;
}

/** The store as pages show it, with defaults where the store information is missing. */
export function useStoreDetails(): StoreDetails {
  return storeDetails(useStoreInfo());
}
