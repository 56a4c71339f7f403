import { desc, sql } from 'drizzle-orm';
import type { StoreInfo } from '@storefront/contract';
import type { Database } from '../../db/client';
import { type StoreRow, stores } from '../../db/schema';

/** Store records change rarely; a short cache keeps a database round trip off every request. */
const CACHE_TTL_MS = 10_000;
/** Hosts come from request headers, so the cache is bounded against made-up names. */
const CACHE_MAX_HOSTS = 1_000;

export type StoreService = ReturnType<typeof createStoreService>;

export function createStoreService(db: Database) {
  const cache = new Map<string, { store: StoreRow; expiresAt: number }>();

  /** The store answering for `host`, else the default store. */
  async function resolve(host: string): Promise<StoreRow> {
    const cached = cache.get(host);
    if (cached && cached.expiresAt > Date.now()) return cached.store;

    // A store listing the host wins over the default store (false sorts before true).
    const [store] = await db
      .select()
      .from(stores)
      .where(sql`${stores.hosts} @> array[${host}]::text[] or ${stores.isDefault}`)
      .orderBy(stores.isDefault, desc(stores.id))
      .limit(1);
    if (!store) throw new Error('No store matches the request and no default store exists');

    if (cache.size >= CACHE_MAX_HOSTS) cache.clear();
    cache.set(host, { store, expiresAt: Date.now() + CACHE_TTL_MS });
    return store;
  }

  return { resolve };
}

export function toStoreInfo(store: StoreRow): StoreInfo {
  return {
    storeName: store.storeName,
    companyName: store.companyName,
    companyAddress: store.companyAddress,
    companyPhone: store.companyPhone,
    companyEmail: store.companyEmail,
    description: store.description,
    categories: store.categories,
    socialLinks: store.socialLinks,
    policies: store.policies,
    companyLogoUrl: store.logoUrl,
    publicOrigin: store.publicOrigin,
  };
}
