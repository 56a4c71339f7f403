import type { AdminProduct, Product, ProductListResponse } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import { addStaff, asStaff, signInStaff } from '../../test/staff';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The bound the catalogue's caches keep: the microcache's 5 s and the listing totals' 5 s. */
const FRESH_WITHIN_MS = 10_000;

describe('a saved product change reaches the storefront’s API answers', () => {
  let t: TestApp;
  let manager: string;

  beforeAll(async () => {
    // The caches as they run by default (tests usually turn the microcache off).
    t = await createTestApp('pglite', { config: { CATALOG_CACHE_TTL_MS: 5_000 } });
    await addStaff(t, { email: 'fresh-manager@example.in', role: 'manager' });
    manager = await signInStaff(t.app, 'fresh-manager@example.in');
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = async <T>(url: string) => (await t.app.inject({ url })).json<T>();

  /** Milliseconds until `seen` holds, polling every 100 ms; fails past the bound. */
  async function untilSeen(seen: () => Promise<boolean>): Promise<number> {
    const started = Date.now();
    while (!(await seen())) {
      if (Date.now() - started > FRESH_WITHIN_MS) throw new Error('not fresh within the bound');
      await sleep(100);
    }
    return Date.now() - started;
  }

  it(
    'within 10 seconds: a new product in the listing and its total, an edit on the product page',
    async () => {
      const listing = '/api/v1/products?category=men&limit=100';
      const before = await get<ProductListResponse>(listing);
      // A product already on the storefront, its page just cached (the microcache may answer it,
      // but not for long), is edited as the new one is created: both waits run at once, each
      // bounded on its own (one after the other they took 10 s of the API stage).
      const [existing] = before.data;
      const page = `/api/v1/products/${existing!.id}`;
      // Above its discounted price, if it has one.
      const regularPrice = existing!.regularPrice + 100;
      await get<Product>(page);
      const created = (
        await asStaff(t.app, manager, {
          method: 'POST',
          url: '/api/v1/admin/products',
          payload: { title: 'Fresh Kurta', category: 'Men', gender: 'Men', regularPrice: 999 },
        })
      ).json<AdminProduct>();
      const patched = await asStaff(t.app, manager, {
        method: 'PATCH',
        url: page.replace('/api/v1/', '/api/v1/admin/'),
        payload: { title: 'Fresher Kurta', regularPrice },
      });
      expect(patched.statusCode, patched.body).toBe(200);
      const [listed, edited] = await Promise.all([
        untilSeen(async () => {
          const now = await get<ProductListResponse>(listing);
          return now.data[0]?.id === created.id && now.count === before.count + 1;
        }),
        untilSeen(async () => {
          const product = await get<Product>(page);
          return product.title === 'Fresher Kurta' && product.regularPrice === regularPrice;
        }),
      ]);
      expect(listed).toBeLessThanOrEqual(FRESH_WITHIN_MS);
      expect(edited).toBeLessThanOrEqual(FRESH_WITHIN_MS);
    },
    3 * FRESH_WITHIN_MS,
  );
});
