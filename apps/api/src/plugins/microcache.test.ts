import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, stores } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { createByteBoundedCache } from './microcache';

describe('catalogue microcache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { config: { CATALOG_CACHE_TTL_MS: 60_000 } });
    await t.db.insert(stores).values({
      hosts: ['cache.example.in'],
      storeName: 'Cache Corner',
      companyName: 'Cache Corner LLP',
      companyAddress: 'Agra',
      companyPhone: '+91 90000 00002',
      companyEmail: 'hi@cache.example.in',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

  it('answers a repeated listing from the cache with the same bytes', async () => {
    const first = await get('/products?category=men');
    const second = await get('/products?category=men');
    expect(first.headers['x-cache']).toBeUndefined();
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.body).toBe(first.body);
  });

  it('keeps stores apart', async () => {
    const mine = await get('/products?limit=1');
    await get('/products?limit=1', { 'x-store-host': 'cache.example.in' });
    const theirs = await get('/products?limit=1', { 'x-store-host': 'cache.example.in' });
    expect(theirs.headers['x-cache']).toBe('hit');
    expect(theirs.json().count).toBe(0);
    expect(mine.json().count).toBeGreaterThan(0);
  });

  it('does not keep the store’s information: a saved setting shows at once', async () => {
    await get('/storeInfo');
    const again = await get('/storeInfo');
    expect(again.headers['x-cache']).toBeUndefined();
  });

  it('does not keep errors', async () => {
    const missing = '3f1c2a4e-9b8d-4c7e-a6f5-1e2d3c4b5a69';
    await get(`/products/${missing}`);
    const again = await get(`/products/${missing}`);
    expect(again.statusCode).toBe(404);
    expect(again.headers['x-cache']).toBeUndefined();
  });

  it('serves a product as it was for the cache’s lifetime', async () => {
    const { data } = (await get('/products?limit=1')).json();
    const id = data[0].id;
    await get(`/products/${id}`);
    await t.db.update(products).set({ title: 'Renamed' }).where(eq(products.id, id));
    expect((await get(`/products/${id}`)).json().title).toBe(data[0].title);
  });

  it('keys answers by the route’s own parameters: made-up ones share one entry', async () => {
    await get('/products?category=women&x=1');
    for (const junk of ['x=2', 'y=3&z=4', '__proto__=1', 'x=1&x=2']) {
      const again = await get(`/products?category=women&${junk}`);
      expect(again.statusCode).toBe(200);
      expect(again.headers['x-cache']).toBe('hit');
    }
  });

  it('keys answers by normalised values: the same page written differently is one entry', async () => {
    await get('/products?category=accessories&page=1&limit=12');
    for (const same of [
      '/products?category=accessories',
      '/products?limit=12&category=accessories&page=01',
      '/products?category=%20accessories%20&gender=',
    ]) {
      expect((await get(same)).headers['x-cache']).toBe('hit');
    }
  });

  it('never caches signed-in answers', async () => {
    const response = await get('/accountInfo');
    expect(response.statusCode).toBe(401);
    expect((await get('/accountInfo')).headers['x-cache']).toBeUndefined();
  });
});

describe('the microcache’s bound', () => {
  it('drops the oldest answers once their bytes pass the bound', async () => {
    const t = await createTestApp('pglite', {
      config: { CATALOG_CACHE_TTL_MS: 60_000, CATALOG_CACHE_MAX_MB: 1 },
    });
    try {
      const page = (limit: number) =>
        t.app.inject({ method: 'GET', url: `/api/v1/products?limit=${limit}` });
      let bytes = 0;
      for (let limit = 100; limit > 60; limit--) bytes += (await page(limit)).body.length;
      expect(bytes).toBeGreaterThan(2 * 2 ** 20);
      expect((await page(61)).headers['x-cache']).toBe('hit');
      expect((await page(100)).headers['x-cache']).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});

describe('createByteBoundedCache', () => {
  it('keeps its keys and bodies under the bound, oldest out first, and forgets expired ones', () => {
    let now = 0;
    const cache = createByteBoundedCache(100, () => now);
    cache.set('a', 'x'.repeat(39), 1000);
    cache.set('b', 'y'.repeat(39), 1000);
    expect(cache.bytes).toBe(80);
    cache.set('c', 'z'.repeat(39), 1000);
    expect(cache.bytes).toBeLessThanOrEqual(100);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe('y'.repeat(39));
    expect(cache.get('c')).toBe('z'.repeat(39));
    cache.set('huge', 'h'.repeat(200), 1000);
    expect(cache.get('huge')).toBeUndefined();
    now = 1000;
    expect(cache.get('b')).toBeUndefined();
    expect(cache.size).toBe(1);
  });
});
