import type { AdminProduct, Product, ProductCreateInput, StoreInfo } from '@storefront/contract';
import { eq, sql } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, stores } from '../../db/schema';
import { addStaff, asStaff, signInStaff } from '../../test/staff';
import {
  createTestApp,
  createTestDatabase,
  drivers,
  signUp,
  type TestApp,
  type TestDatabase,
  testShippingAddress,
} from '../../test/test-app';
import { VERSION_READ_REUSE_MS } from './versions';

const jacket: ProductCreateInput = {
  title: 'Version Jacket',
  category: 'Men',
  gender: 'Men',
  regularPrice: 2000,
  sizes: ['M', 'L'],
  variants: [
    { size: 'M', sku: 'VJ-M', stock: 20 },
    { size: 'L', sku: 'VJ-L', stock: 1 },
  ],
};

describe.each(drivers)('store versions on %s', (driver) => {
  let database: TestDatabase;
  /** Two API processes over one database, with the catalogue caches on as they run by default. */
  let t: TestApp;
  let other: TestApp;
  let manager: string;
  let product: AdminProduct;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const config = { CATALOG_CACHE_TTL_MS: 5_000 };
    t = await createTestApp(driver, { database, config });
    other = await createTestApp(driver, { database, config });
    await addStaff(t, { email: 'version-manager@example.in', role: 'manager' });
    manager = await signInStaff(t.app, 'version-manager@example.in');
    product = (
      await asStaff(t.app, manager, {
        method: 'POST',
        url: '/api/v1/admin/products',
        payload: jacket,
      })
    ).json<AdminProduct>();
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
    await database?.close();
  });

  /** GET /storeVersion once its last read is too old to be reused (it may be 100 ms old). */
  async function version(app = t): Promise<number> {
    await sleep(VERSION_READ_REUSE_MS);
    const response = await app.app.inject({ url: '/api/v1/storeVersion' });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ version: number }>().version;
  }

  const edit = (payload: object) =>
    asStaff(t.app, manager, {
      method: 'PATCH',
      url: `/api/v1/admin/products/${product.id}`,
      payload,
    });

  it('answers only a number, never cached, the same from every process', async () => {
    const response = await t.app.inject({ url: '/api/v1/storeVersion' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(Object.keys(response.json())).toEqual(['version']);
    expect(response.json<{ version: number }>().version).toBeGreaterThan(0);
    expect(await version(other)).toBe(await version(t));
  });

  it('grows once with a product edit a shopper sees, and not with one they cannot', async () => {
    const before = await version();
    expect((await edit({ title: 'Version Jacket II' })).statusCode).toBe(200);
    // Seen by the other process too, which wrote nothing.
    expect(await version(other)).toBe(before + 1);

    // Only the back office's own timestamp changes.
    await database.db
      .update(products)
      .set({ updatedAt: new Date() })
      .where(eq(products.id, product.id));
    expect(await version(other)).toBe(before + 1);
  });

  it('grows with stock only when what a shopper sees changes (the last one sold)', async () => {
    const shopper = await signUp(t.app);
    const buy = (size: string) =>
      other.app.inject({
        method: 'POST',
        url: '/api/v1/orders',
        headers: shopper.auth,
        payload: {
          products: { [product.id]: 1 },
          items: [{ productId: product.id, size, color: null, quantity: 1 }],
          shippingAddress: testShippingAddress,
        },
      });
    let before = await version();
    // 20 → 19 of size M: still plenty, nothing shown changes.
    expect((await buy('M')).statusCode).toBe(201);
    expect(await version()).toBe(before);
    // 1 → 0 of size L: sold out, shown on the product page.
    expect((await buy('L')).statusCode).toBe(201);
    expect(await version()).toBe(before + 1);

    before = await version();
    const refill = await asStaff(t.app, manager, {
      method: 'PUT',
      url: `/api/v1/admin/products/${product.id}/variants`,
      payload: {
        variants: [
          { size: 'M', sku: 'VJ-M', stock: 19 },
          { size: 'L', sku: 'VJ-L', stock: 4 },
        ],
      },
    });
    expect(refill.statusCode, refill.body).toBe(200);
    expect(await version()).toBe(before + 1);
  });

  it('grows with a saved store setting, and once for many products in one transaction', async () => {
    let before = await version();
    await database.db.update(stores).set({ description: 'Changed for versions' });
    expect(await version()).toBe(before + 1);

    before = await version();
    await database.db.transaction(async (tx) => {
      for (const title of ['Bulk A', 'Bulk B', 'Bulk C']) {
        await tx.execute(sql`update products set title = ${title} where id = ${product.id}`);
      }
    });
    expect(await version()).toBe(before + 1);

    // A rolled-back change bumps nothing.
    before = await version();
    await database.db
      .transaction(async (tx) => {
        await tx.update(products).set({ title: 'Never' }).where(eq(products.id, product.id));
        tx.rollback();
      })
      .catch(() => {});
    expect(await version()).toBe(before);
  });

  it('answers a request that names a newer version from fresh data, past the microcache', async () => {
    const url = `/api/v1/products/${product.id}`;
    const cached = await other.app.inject({ url });
    expect(cached.statusCode).toBe(200);
    const cachedAt = Number(cached.headers['x-store-version']);

    expect((await edit({ title: 'Version Jacket Fresh' })).statusCode).toBe(200);
    const now = await version(t);
    expect(now).toBeGreaterThan(cachedAt);

    // Without the header the other process may still answer its cached copy, saying how old.
    const old = await other.app.inject({ url });
    if (old.json<Product>().title !== 'Version Jacket Fresh') {
      expect(Number(old.headers['x-store-version'])).toBeLessThan(now);
    }
    // Naming the version the page cache has seen gets an answer at least that recent.
    const fresh = await other.app.inject({ url, headers: { 'x-store-version': String(now) } });
    expect(fresh.json<Product>().title).toBe('Version Jacket Fresh');
    expect(Number(fresh.headers['x-store-version'])).toBeGreaterThanOrEqual(now);
    // From then on this process knows it: its cached copy is not used for anyone.
    const after = await other.app.inject({ url });
    expect(after.json<Product>().title).toBe('Version Jacket Fresh');

    // The listing and the store information too.
    await database.db.update(stores).set({ storeName: 'ChitraKart Versioned' });
    const settingsVersion = await version(t);
    await sleep(20);
    const info = await other.app.inject({
      url: '/api/v1/storeInfo',
      headers: { 'x-store-version': String(settingsVersion) },
    });
    expect(info.json<StoreInfo>().storeName).toBe('ChitraKart Versioned');
    await database.db.update(stores).set({ storeName: 'ChitraKart' });
  });

  it('ignores a version no store has reached yet, and one that is not a number', async () => {
    const url = `/api/v1/products/${product.id}`;
    for (const header of ['999999999999', 'abc', '-1', '1e9']) {
      const response = await t.app.inject({ url, headers: { 'x-store-version': header } });
      expect(response.statusCode).toBe(200);
      expect(Number(response.headers['x-store-version'])).toBe(await version());
    }
  });
});
