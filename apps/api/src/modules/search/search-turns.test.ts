import type { ProductListResponse } from '@storefront/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, drivers, type TestApp } from '../../test/test-app';

// A search held up in the database is made with a lock on the postings from another connection:
// PostgreSQL only (PGlite has one connection, which the lock would hold for everyone).
describe.skipIf(!drivers.includes('postgres'))('searches taking turns', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('postgres', {
      config: { SEARCH_CACHE_TTL_MS: 0, SEARCH_CONCURRENCY: 1, SEARCH_QUEUE_MAX: 1 },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}` });

  it('ranks a few at once, lets one wait, refuses the rest with 503, and keeps product pages answering', async () => {
    const [product] = (await get('/products?limit=1')).json<ProductListResponse>().data;
    const searches: ReturnType<typeof get>[] = [];
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`lock table search_postings in access exclusive mode`);
      searches.push(get('/products?search=cable'));
      // The first search is ranking, held up by the lock…
      await until(async () => {
        const [row] = await queryRows<{ waiting: number }>(
          tx,
          sql`select count(*)::int as waiting from pg_locks
              where not granted and relation = 'search_postings'::regclass`,
        );
        return row!.waiting > 0;
      });
      // …so of the next two, one waits its turn and the other finds the line full at once.
      searches.push(get('/products?search=remote'), get('/products/suggest?q=hdm'));
      const refused = await Promise.race(searches.slice(1));
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('1');
      expect(refused.json()).toEqual({ error: 'Search is busy. Try again in a moment.' });
      // The rest of the API does not wait for search.
      expect((await get(`/products/${product!.id}`)).statusCode).toBe(200);
    });
    // The lock gone, the searches that were let in answer.
    const answers = await Promise.all(searches);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 503]);
    expect(answers[0]!.json<ProductListResponse>().data.length).toBeGreaterThan(0);
    expect((await get('/products/suggest?q=hdm')).statusCode).toBe(200);
  });
});

/** Polls `check` until it is true (at most 5 s). */
async function until(check: () => Promise<boolean>) {
  for (let tries = 0; tries < 100; tries++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('timed out waiting');
}
