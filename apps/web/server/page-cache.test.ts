import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createPageCache, PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from './page-cache.js';

interface Page {
  status: number;
  headers: Headers;
  body: Buffer;
  dataVersion: number | null;
}

/** Public pages here: the ones the app's publicPage names, reduced to a few paths. */
function publicPage(pathname: string, search: URLSearchParams): string | null {
  if (pathname === '/products')
    return search.get('category') ? `/products?category=${search.get('category')}` : '/products';
  return ['/', '/about', '/missing', '/broken', '/cookie'].includes(pathname) ? pathname : null;
}

/**
 * A page cache in front of a pretend app over a real HTTP server: the app renders "<url> v<n>"
 * from data at the store's current version, as slowly as asked, counting its renders.
 */
async function startCache(options: { maxBytes?: number; staleWindowMs?: number } = {}) {
  const store = { version: 1, failing: false, renderMs: 5 };
  const rendered: string[] = [];
  const cache = createPageCache({
    maxBytes: options.maxBytes ?? 10 * 2 ** 20,
    pollMs: 50,
    staleWindowMs: options.staleWindowMs ?? 2_000,
    trustProxy: () => false,
    publicPage,
    storeOf: (url) => url.hostname,
    storeVersion: async () => store.version,
    log: () => {},
    async render(url, wanted): Promise<Page> {
      rendered.push(url);
      // As the API does: data at least as recent as asked for, read as the render begins.
      const version = Math.max(store.version, wanted ?? 0);
      await sleep(store.renderMs);
      const path = new URL(url).pathname;
      const headers = new Headers({
        'Content-Type': 'text/html',
        'Content-Security-Policy': "script-src 'self' 'nonce-abc'",
      });
      if (path === '/cookie') headers.set('Set-Cookie', 'session=1');
      const status = path === '/missing' ? 404 : 200;
      const body = Buffer.from(
        `<html><script nonce="abc">boot()</script>${url} v${version} ${'x'.repeat(2_000)}</html>`,
      );
      return {
        status,
        headers,
        body,
        dataVersion: store.failing || path === '/broken' ? null : version,
      };
    },
  });
  const server = http.createServer((request, response) => {
    if (!cache.handle(request, response)) response.writeHead(418).end('not a public page');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  started.push({ server, cache });
  return { cache, store, rendered, port };
}

const started: { server: http.Server; cache: ReturnType<typeof createPageCache> }[] = [];
afterEach(async () => {
  for (const { server, cache } of started.splice(0)) {
    cache.close();
    await new Promise((resolve) => server.close(resolve));
  }
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as sent (still compressed). */
  raw: Buffer;
  /** The body decompressed. */
  text: string;
}

function get(port: number, path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<Answer>((resolve, reject) => {
    http
      .request(
        {
          port,
          host: '127.0.0.1',
          path,
          method,
          headers: { host: `shop.test:${port}`, ...headers },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const raw = Buffer.concat(chunks);
            const encoding = raw.length > 0 ? response.headers['content-encoding'] : undefined;
            const plain =
              encoding === 'br'
                ? brotliDecompressSync(raw)
                : encoding === 'gzip'
                  ? gunzipSync(raw)
                  : raw;
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              raw,
              text: plain.toString(),
            });
          });
        },
      )
      .on('error', reject)
      .end();
  });
}

describe('page cache', () => {
  it('renders a public page once and sends the same bytes, in each encoding', async () => {
    const { port, rendered } = await startCache();
    const first = await get(port, '/about', { 'accept-encoding': 'gzip' });
    expect(first.status).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(first.headers.vary).toBe('Accept-Encoding');
    expect(first.text).toContain('/about v1');

    const again = await get(port, '/about', { 'accept-encoding': 'gzip' });
    expect(again.headers['x-page-cache']).toBe('hit');
    // Shared caches (a CDN) may keep it two seconds; browsers ask again each time.
    expect(again.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=2, stale-while-revalidate=2',
    );
    expect(again.headers.vary).toBe('Accept-Encoding');
    expect(again.raw).toEqual(first.raw);
    const brotli = await get(port, '/about', { 'accept-encoding': 'br, gzip' });
    expect(brotli.headers['content-encoding']).toBe('br');
    const plain = await get(port, '/about');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(plain.raw.length);
    expect(brotli.text).toBe(first.text);
    expect(plain.text).toBe(first.text);
    expect(rendered).toEqual([`http://shop.test:${port}/about`]);
  });

  it('keys pages by host and by the query they read, rendering them without the rest', async () => {
    const { port, rendered } = await startCache();
    await get(port, '/products?category=men&utm_source=whatsapp');
    expect((await get(port, '/products?fbclid=1&category=men')).headers['x-page-cache']).toBe(
      'hit',
    );
    expect((await get(port, '/products?category=women')).headers['x-page-cache']).toBe('miss');
    const otherShop = await get(port, '/products?category=men', { host: `other.test:${port}` });
    expect(otherShop.headers['x-page-cache']).toBe('miss');
    expect(rendered).toEqual([
      `http://shop.test:${port}/products?category=men`,
      `http://shop.test:${port}/products?category=women`,
      `http://other.test:${port}/products?category=men`,
    ]);
  });

  it('answers 304 to a matching If-None-Match, and HEAD without a body', async () => {
    const { port } = await startCache();
    const page = await get(port, '/about', { 'accept-encoding': 'gzip' });
    const etag = page.headers.etag!;
    expect(etag).toMatch(/^"[\w-]+-gz"$/);
    const unchanged = await get(port, '/about', {
      'accept-encoding': 'gzip',
      'if-none-match': etag,
    });
    expect(unchanged.status).toBe(304);
    expect(unchanged.raw.length).toBe(0);
    expect(unchanged.headers.etag).toBe(etag);
    expect((await get(port, '/about', { 'if-none-match': '"something-else"' })).status).toBe(200);
    const head = await get(port, '/about', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.raw.length).toBe(0);
    expect(head.headers['content-length']).toBe(page.headers['content-length']);
  });

  it('renders a cold page once for a stampede of 100 requests', async () => {
    const { port, rendered, store } = await startCache();
    store.renderMs = 200;
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => get(port, '/', { 'accept-encoding': 'gzip' })),
    );
    expect(rendered).toHaveLength(1);
    // One request rendered it; the other 99 waited for that render and were sent its page.
    expect(answers.filter((answer) => answer.headers['x-page-cache'] === 'miss')).toHaveLength(1);
    expect(answers.filter((answer) => answer.headers['x-page-cache'] === 'hit')).toHaveLength(99);
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200]));
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
  });

  it('never keeps a 404, a page whose data failed, one that sets a cookie, or another page', async () => {
    const { port, rendered, cache } = await startCache();
    for (const path of ['/missing', '/broken', '/cookie']) {
      const first = await get(port, path);
      const second = await get(port, path);
      expect(second.headers['x-page-cache'], path).toBe('bypass');
      expect(second.headers['cache-control'], path).toBe(PRIVATE_CACHE_CONTROL);
      expect(second.headers.etag, path).toBeUndefined();
      expect(first.status).toBe(second.status);
    }
    expect((await get(port, '/missing')).status).toBe(404);
    expect((await get(port, '/cookie')).headers['set-cookie']).toEqual(['session=1']);
    expect(rendered.filter((url) => url.endsWith('/missing'))).toHaveLength(3);
    expect((await get(port, '/account')).status).toBe(418);
    expect(cache.stats().entries).toBe(0);
  });

  it('sends a Content-Security-Policy of hashes with a kept page, never a reused nonce', async () => {
    const { port } = await startCache();
    const page = await get(port, '/about');
    const policy = page.headers['content-security-policy'];
    expect(policy).toMatch(/^script-src 'self' 'sha256-[\w+/=]+'$/);
    expect(policy).not.toContain('nonce');
  });

  it('renders a page again once its store changes: the old copy only while it renders', async () => {
    const { port, store, rendered } = await startCache({ staleWindowMs: 5_000 });
    await get(port, '/about');
    store.version = 2;
    store.renderMs = 100;
    // Seen at the next poll (every 50 ms here); until then the kept page is fresh.
    await sleep(150);
    const during = await get(port, '/about');
    expect(during.headers['x-page-cache']).toBe('stale');
    expect(during.text).toContain('v1');
    // Asked again while it renders: still one render.
    expect((await get(port, '/about')).headers['x-page-cache']).toBe('stale');
    await sleep(200);
    const after = await get(port, '/about');
    expect(after.headers['x-page-cache']).toBe('hit');
    expect(after.text).toContain('v2');
    expect(rendered).toHaveLength(2);
  });

  it('past the stale window, waits for the new page rather than send the old one', async () => {
    const { port, store } = await startCache({ staleWindowMs: 100 });
    await get(port, '/about');
    store.version = 3;
    await sleep(300);
    const answer = await get(port, '/about');
    expect(answer.headers['x-page-cache']).toBe('miss');
    expect(answer.text).toContain('v3');
  });

  it('does not answer with a render that began before the change was seen', async () => {
    const { port, store, rendered } = await startCache({ staleWindowMs: 0 });
    store.renderMs = 300;
    const first = get(port, '/about');
    await sleep(50);
    store.version = 2;
    // Seen at the next poll; this request joins the render already under way, then another.
    await sleep(100);
    const second = get(port, '/about');
    const answers = await Promise.all([first, second]);
    expect(answers.map((answer) => answer.text.includes('v2'))).toEqual([true, true]);
    expect(rendered).toHaveLength(2);
  });

  it('keeps sending the last good copy while the page cannot be rendered as it should', async () => {
    const { port, store } = await startCache({ staleWindowMs: 0 });
    await get(port, '/about');
    store.version = 4;
    store.failing = true;
    await sleep(150);
    const answer = await get(port, '/about');
    expect(answer.status).toBe(200);
    expect(answer.headers['x-page-cache']).toBe('stale');
    expect(answer.text).toContain('v1');
    store.failing = false;
    // Tried again a second after the failure.
    await sleep(1_100);
    expect((await get(port, '/about')).text).toContain('v4');
  });

  it('holds at most its bytes, letting the least recently used page go first', async () => {
    const measure = await startCache();
    await get(measure.port, '/about');
    // Room for two pages and a half.
    const maxBytes = Math.floor(2.5 * measure.cache.stats().bytes);
    const { port, cache } = await startCache({ maxBytes });
    await get(port, '/');
    await get(port, '/about');
    await get(port, '/products');
    expect(cache.stats().entries).toBe(2);
    expect(cache.stats().bytes).toBeLessThanOrEqual(maxBytes);
    expect((await get(port, '/')).headers['x-page-cache']).toBe('miss');
    // "/" came back; "/products" was used after "/about", so "/about" went.
    expect((await get(port, '/products')).headers['x-page-cache']).toBe('hit');
    expect((await get(port, '/about')).headers['x-page-cache']).toBe('miss');
  });

  it('with no memory, renders every request and keeps nothing', async () => {
    const { port, rendered, cache } = await startCache({ maxBytes: 0 });
    await get(port, '/about');
    const second = await get(port, '/about');
    expect(second.headers['x-page-cache']).toBe('bypass');
    // Not kept here, but a shared cache may keep it.
    expect(second.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    // Sent to one request only: its own nonce stands.
    expect(second.headers['content-security-policy']).toContain("'nonce-abc'");
    expect(rendered).toHaveLength(2);
    expect(cache.stats().entries).toBe(0);
  });
});
