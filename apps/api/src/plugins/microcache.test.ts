import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, stores } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';

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
    const mine = await get('/storeInfo');
    await get('/storeInfo', { 'x-store-host': 'cache.example.in' });
    const theirs = await get('/storeInfo', { 'x-store-host': 'cache.example.in' });
    expect(theirs.headers['x-cache']).toBe('hit');
    expect(theirs.json().storeName).toBe('Cache Corner');
    expect(mine.json().storeName).not.toBe('Cache Corner');
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

  it('never caches signed-in answers', async () => {
    const response = await get('/accountInfo');
    expect(response.statusCode).toBe(401);
    expect((await get('/accountInfo')).headers['x-cache']).toBeUndefined();
  });
});
