import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../db/schema';
import { createTestDatabase, drivers, type TestDatabase } from '../../test/test-app';
import { createStoreService, STORE_CACHE_TTL_MS } from '../store/service';

/**
 * The store cache is the only thing between a saved setting and the storefront: a change made
 * by another API process (which cannot forget() this one's cache) must show once the cache's
 * time is up, and the process that saved it must show it at once.
 */
describe.each(drivers)('store cache freshness on %s', (driver) => {
  let database: TestDatabase;
  let storeId: number;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    storeId = (await database.db.select().from(stores).where(eq(stores.isDefault, true)))[0]!.id;
  });
  afterAll(async () => {
    await database?.close();
  });

  /** What another process does: writes the row, with no word to this process's cache. */
  const renameElsewhere = (storeName: string) =>
    database.db.update(stores).set({ storeName }).where(eq(stores.id, storeId));

  it('serves a change made elsewhere once the TTL has passed, and not before', async () => {
    let clock = 1_000_000;
    const service = createStoreService(database.db, () => clock);
    expect((await service.resolve('localhost')).storeName).toBe('ChitraKart');

    await renameElsewhere('ChitraKart Outlet');
    expect((await service.resolve('localhost')).storeName).toBe('ChitraKart');
    clock += STORE_CACHE_TTL_MS - 1;
    expect((await service.resolve('localhost')).storeName).toBe('ChitraKart');
    clock += 1;
    expect((await service.resolve('localhost')).storeName).toBe('ChitraKart Outlet');

    // The fresh row is cached for a full TTL again.
    await renameElsewhere('ChitraKart');
    clock += STORE_CACHE_TTL_MS - 1;
    expect((await service.resolve('localhost')).storeName).toBe('ChitraKart Outlet');
    clock += 1;
    expect((await service.resolve('localhost')).storeName).toBe('ChitraKart');
  });

  it('forget() makes a change seen at once, for every host', async () => {
    const clock = 5_000_000;
    const service = createStoreService(database.db, () => clock);
    expect((await service.resolve('localhost')).storeName).toBe('ChitraKart');
    expect((await service.resolve('www.chitrakart.in')).storeName).toBe('ChitraKart');

    await renameElsewhere('ChitraKart Bazaar');
    expect((await service.resolve('localhost')).storeName).toBe('ChitraKart');
    service.forget();
    expect((await service.resolve('localhost')).storeName).toBe('ChitraKart Bazaar');
    expect((await service.resolve('www.chitrakart.in')).storeName).toBe('ChitraKart Bazaar');
    await renameElsewhere('ChitraKart');
  });

  it('byId always reads the row afresh', async () => {
    const service = createStoreService(database.db, () => 0);
    await service.resolve('localhost');
    await renameElsewhere('ChitraKart Direct');
    expect((await service.byId(storeId)).storeName).toBe('ChitraKart Direct');
    expect((await service.resolve('localhost')).storeName).toBe('ChitraKart');
    await renameElsewhere('ChitraKart');
  });
});
