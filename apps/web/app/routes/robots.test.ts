// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '~/test/component-test';
import { apiStoreInfo } from '~/test/store-info';
import { loader } from './robots';

// Loaders reach the API through node:http (api-fetch.server.ts), not global fetch.
const fetchMock = vi.hoisted(() => vi.fn<typeof fetch>());
vi.mock('~/lib/api-fetch.server', () => ({ apiFetch: fetchMock }));
// A shop with no public origin of its own and no PUBLIC_WEB_URL: this server on localhost.
vi.mock('~/lib/env.server', () => ({
  env: { API_INTERNAL_URL: 'http://127.0.0.1:8044/api/v1', PORT: 3100 },
}));
afterEach(() => fetchMock.mockReset());

/** GET /robots.txt as the web server hands it to the app, for a request to `host`. */
async function robots(host: string) {
  fetchMock.mockResolvedValue(jsonResponse(200, { ...apiStoreInfo, publicOrigin: null }));
  const response = (await loader({
    request: new Request(`http://${host}/robots.txt`),
  } as Parameters<typeof loader>[0])) as Response;
  return response.text();
}

describe('/robots.txt', () => {
  it('points to the sitemap and keeps crawlers out of checkout, not the cart', async () => {
    const text = await robots('localhost:3100');
    expect(text).toContain('Sitemap: http://localhost:3100/sitemap.xml');
    expect(text).toContain('Disallow: /checkout');
    expect(text).not.toContain('Disallow: /cart');
  });

  it('names the shop’s own origin, whatever the Host header says', async () => {
    const text = await robots('evil.example:3100');
    expect(text).toContain('Sitemap: http://localhost:3100/sitemap.xml');
    expect(text).not.toContain('evil.example');
  });
});
