import { desc, eq, sql } from 'drizzle-orm';
import type { StoreInfo } from '@storefront/contract';
import type { Database } from '../../db/client';
import { type StoreRow, stores } from '../../db/schema';

/**
 * Store records change rarely; a short cache keeps a database round trip off every request.
 * It is the only cache between a saved setting and the storefront's next page (GET /storeInfo
 * is not microcached), so a change shows everywhere within this bound, and at once in the
 * process that saved it (forget()).
 */
export const STORE_CACHE_TTL_MS = 5_000;
/** Hosts come from request headers, so the cache is bounded against made-up names. */
const CACHE_MAX_HOSTS = 1_000;

export type StoreService = ReturnType<typeof createStoreService>;

export function createStoreService(db: Database, now: () => number = Date.now) {
  const cache = new Map<string, { store: StoreRow; expiresAt: number }>();

  /** The store answering for `host`, else the default store. */
  async function resolve(host: string): Promise<StoreRow> {
    const cached = cache.get(host);
    if (cached && cached.expiresAt > now()) return cached.store;

    // A store listing the host wins over the default store (false sorts before true).
    const [store] = await db
      .select()
      .from(stores)
      .where(sql`${stores.hosts} @> array[${host}]::text[] or ${stores.isDefault}`)
      .orderBy(stores.isDefault, desc(stores.id))
      .limit(1);
    if (!store) throw new Error('No store matches the request and no default store exists');

    if (cache.size >= CACHE_MAX_HOSTS) cache.clear();
    cache.set(host, { store, expiresAt: now() + STORE_CACHE_TTL_MS });
    return store;
  }

  async function byId(id: number): Promise<StoreRow> {
    const [store] = await db.select().from(stores).where(eq(stores.id, id)).limit(1);
    if (!store) throw new Error(`Store ${id} does not exist`);
    return store;
  }

  /** Drops every cached store: called after a store's settings change. */
  function forget() {
    cache.clear();
  }

  return { resolve, byId, forget };
}

export function toStoreInfo(store: StoreRow): StoreInfo {
  return {
    storeName: store.storeName,
    companyName: store.companyName,
    legalName: store.legalName ?? store.companyName,
    gstin: store.gstin,
    companyAddress: store.companyAddress,
    companyPhone: store.companyPhone,
    companyEmail: store.companyEmail,
    description: store.description,
    categories: store.categories,
    socialLinks: store.socialLinks,
    policies: store.policies,
    companyLogoUrl: store.logoUrl,
    publicOrigin: store.publicOrigin,
    grievanceOfficer: store.grievanceOfficer ?? null,
  };
}
