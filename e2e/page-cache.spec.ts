import type { ChildProcess } from 'node:child_process';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { API, E2E_OWNER, getWithHost, startWebServer } from './support';

// The web server's page cache on the stack `npm start` runs, with its caches and the API's as
// they run by default (docs/decisions/0014-page-cache.md).
test.describe.configure({ mode: 'serial' });

/** The stated bound: a change to the catalogue, stock or settings is on every cached page in it. */
const FRESH_WITHIN_MS = 10_000;
const ORIGIN = { Origin: new URL(API).origin };
const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A second web server from the same build with the page cache off: every page a fresh render. */
let uncached: ChildProcess;
let uncachedPort = 0;

test.beforeAll(async ({ baseURL }) => {
  ({ port: uncachedPort, server: uncached } = await startWebServer({
    PAGE_CACHE_MB: '0',
    API_INTERNAL_URL: API,
    PUBLIC_API_URL: API,
    // Links that leave the page name the shop's address, as the e2e server's do.
    PUBLIC_WEB_URL: baseURL!,
  }));
});

test.afterAll(() => {
  uncached?.kill('SIGTERM');
});

/** A page's answer, read whole. */
async function page(
  request: APIRequestContext,
  path: string,
  headers: Record<string, string> = {},
) {
  const response = await request.get(path, { headers, maxRedirects: 0 });
  return { status: response.status(), headers: response.headers(), body: await response.text() };
}

/** Nonces are drawn for each render: the one thing two renders of a page may not share. */
const withoutNonces = (html: string) => html.replace(/ nonce="[^"]*"/g, ' nonce=""');

test('the cache sends the very page a fresh render makes, nonces aside', async ({
  request,
  baseURL,
}) => {
  const { data } = (await (await request.get(`${API}/products?limit=1`)).json()) as {
    data: { id: string }[];
  };
  const host = new URL(baseURL!).host;
  for (const path of [
    '/',
    '/products?category=men',
    `/product/${data[0]!.id}`,
    '/about',
    '/contact',
    '/sitemap.xml',
    '/robots.txt',
  ]) {
    await page(request, path);
    const cached = await page(request, path);
    expect(cached.headers['x-page-cache'], path).toBe('hit');
    // The same address on the server that keeps nothing (as the e2e server's host).
    const fresh = await getWithHost(`http://localhost:${uncachedPort}${path}`, host);
    expect(fresh.status).toBe(200);
    expect(withoutNonces(cached.body), path).toBe(withoutNonces(fresh.body));
  }
});

test('a signed-in page, a 404 and a form are never kept, and say so', async ({ request }) => {
  for (const path of ['/account', '/checkout', '/orders', '/nowhere', '/login']) {
    for (let i = 0; i < 2; i++) {
      const answer = await page(request, path);
      expect(answer.headers['cache-control'], path).toBe('private, no-store');
      expect(answer.headers['x-page-cache'], path).toBeUndefined();
      expect(answer.headers.etag, path).toBeUndefined();
    }
  }
  // A product that does not exist is a public address, rendered each time and never kept.
  const missing = '/product/00000000-0000-4000-8000-000000000000';
  for (let i = 0; i < 2; i++) {
    const answer = await page(request, missing);
    expect(answer.status).toBe(404);
    expect(answer.headers['x-page-cache']).toBe('bypass');
    expect(answer.headers['cache-control']).toBe('private, no-store');
  }
});

test(`a product edit, a sell-out and a store setting reach kept pages within ${FRESH_WITHIN_MS / 1000} s`, async ({
  request,
}) => {
  test.setTimeout(90_000);
  const signedIn = await request.post(`${API}/admin/session`, {
    headers: ORIGIN,
    data: { email: E2E_OWNER.email, password: E2E_OWNER.password },
  });
  expect(signedIn.status()).toBe(200);
  const category = `E2E Page Cache ${unique}`;
  const created = await request.post(`${API}/admin/products`, {
    headers: ORIGIN,
    data: {
      title: `Cached Kurta ${unique}`,
      category,
      regularPrice: 999,
      sizes: ['M'],
      variants: [{ size: 'M', sku: `PC-${unique}`, stock: 5 }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const productPage = `/product/${id}`;
  const listing = `/products?category=${encodeURIComponent(category.toLowerCase())}`;

  /** Milliseconds from now until `path` shows `text`, asked every 100 ms; fails past the bound. */
  async function untilShown(path: string, text: string): Promise<number> {
    const started = Date.now();
    for (;;) {
      if ((await page(request, path)).body.includes(text)) return Date.now() - started;
      if (Date.now() - started > FRESH_WITHIN_MS) return Infinity;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  /** The page is kept and fresh, as every shopper would be sent it. */
  async function kept(path: string) {
    await expect
      .poll(async () => (await page(request, path)).headers['x-page-cache'], { timeout: 15_000 })
      .toBe('hit');
  }

  try {
    // A catalogue change in the back office: a new title, on its page and in its listing.
    await kept(productPage);
    await kept(listing);
    const renamed = `Recut Kurta ${unique}`;
    const edited = await request.patch(`${API}/admin/products/${id}`, {
      headers: ORIGIN,
      data: { title: renamed },
    });
    expect(edited.status()).toBe(200);
    const [onPage, inListing] = await Promise.all([
      untilShown(productPage, renamed),
      untilShown(listing, renamed),
    ]);

    // A stock change that shows: the last size sold out.
    await kept(productPage);
    const soldOut = await request.put(`${API}/admin/products/${id}/variants`, {
      headers: ORIGIN,
      data: { variants: [{ size: 'M', sku: `PC-${unique}`, stock: 0 }] },
    });
    expect(soldOut.status()).toBe(200);
    const outOfStock = await untilShown(productPage, 'https://schema.org/OutOfStock');

    // A store setting: the shop's description, on the home page.
    await kept('/');
    const settings = (await (
      await request.get(`${API}/admin/store`, { headers: ORIGIN })
    ).json()) as Record<string, unknown>;
    const description = `Fresh within seconds ${unique}`;
    const saved = await request.put(`${API}/admin/store`, {
      headers: ORIGIN,
      data: { ...settings, description },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const onHome = await untilShown('/', description);
    await request.put(`${API}/admin/store`, { headers: ORIGIN, data: settings });

    console.log(
      `page cache freshness (ms): edit on its page ${onPage}, in its listing ${inListing}, ` +
        `sold out ${outOfStock}, store setting ${onHome}`,
    );
    for (const wait of [onPage, inListing, outOfStock, onHome])
      expect(wait).toBeLessThanOrEqual(FRESH_WITHIN_MS);
  } finally {
    const archived = await request.patch(`${API}/admin/products/${id}`, {
      headers: ORIGIN,
      data: { archived: true },
    });
    expect.soft(archived.status(), 'the product archived after the test').toBe(200);
  }
});
