import { desc, eq, sql } from 'drizzle-orm';
import type { StoreInfo } from '@storefront/contract';
import type { Database } from '../../db/client';
import { type StoreRow, stores, storeVersions } from '../../db/schema';
import { createStoreVersions } from './versions';

/**
 * Store records change rarely; a short cache keeps a database round trip off every request.
 * It is the only cache between a saved setting and the storefront's next page (GET /storeInfo
 * is not microcached), so a change shows everywhere within this bound, at once in the process
 * that saved it (forget()), and as soon as this process learns of a newer version of the store
 * (decision 0014).
 */
export const STORE_CACHE_TTL_MS = 5_000;
/** Hosts come from request headers, so the cache is bounded against made-up names. */
const CACHE_MAX_HOSTS = 1_000;

/** A store's row and the version of the store it was read at. */
export interface ResolvedStore {
  store: StoreRow;
  version: number;
}

export type StoreService = ReturnType<typeof createStoreService>;

export function createStoreService(
  db: Database,
  now: () => number = Date.now,
  versions = createStoreVersions(db, now),
) {
  const cache = new Map<string, ResolvedStore & { expiresAt: number }>();

  /**
   * The store answering for `host`, else the default store, with the version it was read at
   * (in the same statement). A cached row older than a version this process knows is read again.
   */
  async function resolveVersioned(host: string): Promise<ResolvedStore> {
    const cached = cache.get(host);
    if (cached && cached.expiresAt > now() && cached.version >= versions.known(cached.store.id)) {
      return cached;
    }

    // A store listing the host wins over the default store (false sorts before true).
    const [row] = await db
      .select({ store: stores, version: sql<number>`coalesce(${storeVersions.version}, 0)` })
      .from(stores)
      .leftJoin(storeVersions, eq(storeVersions.storeId, stores.id))
      .where(sql`${stores.hosts} @> array[${host}]::text[] or ${stores.isDefault}`)
      .orderBy(stores.isDefault, desc(stores.id))
      .limit(1);
    if (!row) throw new Error('No store matches the request and no default store exists');
    const resolved = { store: row.store, version: Number(row.version) };
    versions.observe(resolved.store.id, resolved.version);

    if (cache.size >= CACHE_MAX_HOSTS) cache.clear();
    cache.set(host, { ...resolved, expiresAt: now() + STORE_CACHE_TTL_MS });
    return resolved;
  }

  /** The store answering for `host`, else the default store. */
  async function resolve(host: string): Promise<StoreRow> {
    return (await resolveVersioned(host)).store;
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

  return { resolve, resolveVersioned, byId, forget, versions };
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
    homeHero: store.homeHero,
    freeShippingEverywhere: freeShippingEverywhere(store.shippingSettings),
  };
}

/**
 * Whether every PIN code is served and no zone charges (decision 0032: null settings are the
 * defaults, served everywhere and free). A rate free only above an amount still charges.
 */
function freeShippingEverywhere(settings: StoreRow['shippingSettings']): boolean {
  if (!settings) return true;
  return [settings.elsewhere, ...settings.zones].every(
    (terms) => terms.served && terms.rate.kind === 'free',
  );
}
