// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RootData } from '~/features/store';
import { jsonResponse } from '~/test/component-test';
import { API_BASE, apiStoreInfo, shopInfo } from '~/test/store-info';
import { meta as apiTestMeta } from './api-test';
import { meta as cartMeta } from './cart';
import { meta as contactMeta } from './contact';
import { meta as grievanceMeta } from './grievance-redressal';
import { meta as homeMeta } from './home';
import { meta as notFoundMeta } from './not-found';
import { meta as orderSuccessMeta } from './order-success';
import { loader as policyLoader, meta as policyMeta } from './policy';
import { meta as productsMeta } from './products';
import { meta as trackOrderMeta } from './track-order';

// Loaders reach the API through node:http (api-fetch.server.ts), not global fetch.
const fetchMock = vi.hoisted(() => vi.fn<typeof fetch>());
vi.mock('~/lib/api-fetch.server', () => ({ apiFetch: fetchMock }));
afterEach(() => fetchMock.mockReset());

/** What every page's meta is handed: the root route's match, with the store's information. */
const root: RootData = { storeInfo: shopInfo, publicApiUrl: null, apiBase: API_BASE };
const matches = [{ id: 'root', loaderData: root }];

/** The title a route's meta gives the page, at `url`, with its loader's data. */
function titleOf(
  meta: (args: never) => { title?: string }[] | undefined,
  url = '/',
  loaderData: unknown = undefined,
) {
  const { pathname, search } = new URL(url, 'http://localhost:3000');
  const descriptors = meta({ matches, loaderData, location: { pathname, search } } as never);
  return descriptors?.find((descriptor) => 'title' in descriptor)?.title;
}

describe('every route has its own title', () => {
  it('names the page, then the store', async () => {
    expect(titleOf(productsMeta, '/products?category=men')).toBe("Men's Collection | ChitraKart");
    expect(titleOf(productsMeta, '/products')).toBe('All Products | ChitraKart');
    expect(titleOf(productsMeta, '/products?category=accessories')).toBe(
      'Accessories | ChitraKart',
    );
    expect(titleOf(cartMeta, '/cart')).toBe('Shopping Cart | ChitraKart');
    expect(titleOf(contactMeta, '/contact')).toBe('Contact Us | ChitraKart');
    expect(titleOf(grievanceMeta, '/grievance-redressal')).toBe('Grievance Redressal | ChitraKart');
    expect(titleOf(apiTestMeta, '/api-test')).toBe('API Test | ChitraKart');
    expect(titleOf(trackOrderMeta, '/track-order')).toBe('Track Your Order | ChitraKart');
    expect(titleOf(orderSuccessMeta, '/order-success')).toBe(
      'Thank You for Your Order | ChitraKart',
    );

    // A policy page is titled by its loader's page.
    fetchMock.mockResolvedValue(jsonResponse(200, apiStoreInfo));
    const about = await policyLoader({
      request: new Request('http://localhost:3000/about'),
      params: { policyType: 'about' },
    } as Parameters<typeof policyLoader>[0]);
    expect(titleOf(policyMeta, '/about', about)).toBe('About Us | ChitraKart');
  });

  it('names the store first on the home page, and only the page on the 404 page', () => {
    expect(titleOf(homeMeta, '/')).toMatch(/^ChitraKart \| /);
    expect(titleOf(notFoundMeta, '/nowhere')).toBe('Page Not Found');
  });
});
