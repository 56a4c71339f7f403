import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { storeVersions } from '../../db/schema';

/**
 * GET /storeVersion answers a read at most this old: however often it is asked, a store's
 * version costs this process at most ten reads a second.
 */
export const VERSION_READ_REUSE_MS = 100;
/**
 * A request naming a version this process does not know yet reuses a read at most this old: a
 * made-up number costs at most a hundred reads a second, and a real one (seen by the page cache
 * through another process) is rarely missed; if it is, the answer says so (X-Store-Version) and
 * the page cache asks again.
 */
const WANTED_READ_REUSE_MS = 10;

export type StoreVersions = ReturnType<typeof createStoreVersions>;

/**
 * What this process knows of each store's version (store_versions, migration 0011): the highest
 * it has read. Every cached answer of the API is marked with the version known when its request
 * began, which its data is at least at; once a higher version is known, answers marked lower are
 * no longer used (decision 0014).
 */
export function createStoreVersions(db: Database, now: () => number = Date.now) {
  const known = new Map<number, number>();
  const reads = new Map<number, { version: Promise<number>; startedAt: number }>();

  const versionOf = db
    .select({ version: storeVersions.version })
    .from(storeVersions)
    .where(eq(storeVersions.storeId, sql.placeholder('storeId')))
    .prepare('store_version');

  /** Records a version read elsewhere (with the store's row); known versions never go down. */
  function observe(storeId: number, version: number) {
    if (version > (known.get(storeId) ?? 0)) known.set(storeId, version);
  }

  /**
   * The store's version now, read from the database, or by a read that started at most
   * `reuseMs` ago (concurrent callers share one read).
   */
  function read(storeId: number, reuseMs = VERSION_READ_REUSE_MS): Promise<number> {
    const recent = reads.get(storeId);
    if (recent && now() - recent.startedAt < reuseMs) return recent.version;
    const version = versionOf.execute({ storeId }).then(([row]) => {
      const value = row?.version ?? 0;
      observe(storeId, value);
      return value;
    });
    const entry = { version, startedAt: now() };
    reads.set(storeId, entry);
    // A failed read is not reused.
    version.catch(() => reads.get(storeId) === entry && reads.delete(storeId));
    return version;
  }

  return {
    observe,
    read,
    /** The highest version of the store this process has read (0 before any). */
    known: (storeId: number) => known.get(storeId) ?? 0,
    /**
     * Makes sure this process knows `wanted` if the database has it, reading (at the pace above)
     * only when it knows less. A number no store has reached yet costs a read, nothing more.
     */
    async atLeast(storeId: number, wanted: number): Promise<void> {
      if ((known.get(storeId) ?? 0) < wanted) await read(storeId, WANTED_READ_REUSE_MS);
    },
  };
}
