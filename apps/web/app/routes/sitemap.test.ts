// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiProductAt } from '~/test/api-products';
import { jsonResponse } from '~/test/component-test';
import { apiStoreInfo } from '~/test/store-info';
import { loader } from './sitemap';

// Loaders reach the API through node:http (api-fetch.server.ts), not global fetch.
const fetchMock = vi.hoisted(() => vi.fn<typeof fetch>());
vi.mock('~/lib/api-fetch.server', () => ({ apiFetch: fetchMock }));
// A shop with no public origin of its own and no PUBLIC_WEB_URL: this server on localhost.
vi.mock('~/lib/env.server', () => ({
  env: { API_INTERNAL_URL: 'http://127.0.0.1:8044/api/v1', PORT: 3100 },
}));
afterEach(() => fetchMock.mockReset());

const ORIGIN = 'http://localhost:3100';
const CATEGORIES = ['TV & Video Accessories', 'Men', "Women's Ethnic Wear"];

/** 103 products: more than the API's 100 a page. */
const PRODUCTS = Array.from({ length: 103 }, (_, index) => apiProductAt(index + 1));

/** The API of a shop of 103 products in three categories. */
function answerApi() {
  fetchMock.mockImplementation(async (url) => {
    const { pathname, searchParams } = new URL(String(url));
    if (pathname.endsWith('/storeInfo'))
      return jsonResponse(200, { ...apiStoreInfo, categories: CATEGORIES, publicOrigin: null });
    if (pathname.endsWith('/products')) {
      const page = Number(searchParams.get('page'));
      const limit = Number(searchParams.get('limit'));
      const data = PRODUCTS.slice((page - 1) * limit, page * limit);
      return jsonResponse(200, {
        data,
        count: data.length,
        pagination: { page, limit, total: PRODUCTS.length },
      });
    }
    return jsonResponse(404, { error: 'Not found' });
  });
}

/** GET /sitemap.xml as the web server hands it to the app, for a request to `host`. */
async function sitemap(host = 'localhost:3100') {
  const response = (await loader({
    request: new Request(`http://${host}/sitemap.xml`),
  } as Parameters<typeof loader>[0])) as Response;
  return { response, xml: await response.text() };
}

describe('/sitemap.xml', () => {
  it('lists every product and category of the shop, as XML', async () => {
    answerApi();
    const { response, xml } = await sitemap();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    expect(xml).toContain(`<loc>${ORIGIN}/</loc>`);
    for (const { id } of PRODUCTS) expect(xml).toContain(`<loc>${ORIGIN}/product/${id}</loc>`);
    for (const category of CATEGORIES) {
      const href = `${ORIGIN}/products?category=${encodeURIComponent(category.toLowerCase())}`;
      expect(xml).toContain(`<loc>${href.replaceAll('&', '&amp;')}</loc>`);
    }
  });

  it('names the shop’s own origin, whatever the Host header says', async () => {
    answerApi();
    const { response, xml } = await sitemap('evil.example');
    expect(response.status).toBe(200);
    expect(xml).toContain(`<loc>${ORIGIN}/</loc>`);
    expect(xml).not.toContain('evil.example');
  });
});
