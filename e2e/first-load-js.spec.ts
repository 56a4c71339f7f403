import { gzipSync } from 'node:zlib';
import { expect, type Response, test } from '@playwright/test';
import { apiList, open } from './support';

/** Issue 7's budget of first-load JavaScript per page: 120 KB gzip, read as 120,000 bytes. */
const BUDGET_BYTES = 120_000;

// Bytes, not time: a chunk merge that drags zod onto every page once cost 22 KiB unnoticed.
test('home, a listing, a product page and the cart each load at most 120 KB of JavaScript (gzip)', async ({
  page,
  request,
}) => {
  const [product] = (await apiList(request, 'category=men&limit=1')).data;
  for (const url of ['/', '/products?category=men', `/product/${product!.id}`, '/cart']) {
    const sizes: Promise<number>[] = [];
    const countScript = (response: Response) => {
      if (response.request().resourceType() !== 'script') return;
      sizes.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
    };
    page.on('response', countScript);
    await open(page, url);
    await page.waitForLoadState('networkidle');
    page.off('response', countScript);

    const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
    expect(sizes.length, `${url} loads its scripts`).toBeGreaterThan(0);
    expect
      .soft(bytes, `first-load JavaScript of ${url}, gzip bytes`)
      .toBeLessThanOrEqual(BUDGET_BYTES);
  }
});
