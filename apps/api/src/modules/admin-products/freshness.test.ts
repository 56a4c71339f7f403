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
      const created = (
        await asStaff(t.app, manager, {
          method: 'POST',
          url: '/api/v1/admin/products',
          payload: { title: 'Fresh Kurta', category: 'Men', gender: 'Men', regularPrice: 999 },
        })
      ).json<AdminProduct>();
      const listed = await untilSeen(async () => {
        const now = await get<ProductListResponse>(listing);
        return now.data[0]?.id === created.id && now.count === before.count + 1;
      });

      const page = `/api/v1/products/${created.id}`;
      await get<Product>(page);
      await asStaff(t.app, manager, {
        method: 'PATCH',
        url: page.replace('/api/v1/', '/api/v1/admin/'),
        payload: { title: 'Fresher Kurta', regularPrice: 899 },
      });
      // The page was cached a moment ago: the microcache may answer it, but not for long.
      const edited = await untilSeen(async () => {
        const product = await get<Product>(page);
        return product.title === 'Fresher Kurta' && product.regularPrice === 899;
      });
      expect(listed).toBeLessThanOrEqual(FRESH_WITHIN_MS);
      expect(edited).toBeLessThanOrEqual(FRESH_WITHIN_MS);
    },
    3 * FRESH_WITHIN_MS,
  );
});
