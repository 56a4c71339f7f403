import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, Meta, Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RootData } from '~/features/store';
import { apiProductAt } from '~/test/api-products';
import { jsonResponse } from '~/test/component-test';
import { API_BASE, apiStoreInfo, shopInfo } from '~/test/store-info';
import ProductPage, { loader, meta } from './product';

// Loaders reach the API through node:http (api-fetch.server.ts), not global fetch.
const fetchMock = vi.hoisted(() => vi.fn<typeof fetch>());
vi.mock('~/lib/api-fetch.server', () => ({ apiFetch: fetchMock }));
// A shop with no public origin of its own and no PUBLIC_WEB_URL: this server on localhost.
vi.mock('~/lib/env.server', () => ({
  env: { API_INTERNAL_URL: 'http://127.0.0.1:8044/api/v1', PORT: 3100 },
}));
afterEach(() => {
  fetchMock.mockReset();
  cleanup();
});

const ORIGIN = 'http://localhost:3100';
const mount = apiProductAt(1, {
  title: 'Tilting <TV> Wall Mount & Bracket',
  description: 'Fits 43"–75" TVs. Tilts 15° down, holds 45 kg, and comes with every screw.',
  imgUrl: '/images/products/mount.svg',
  category: 'TV & Video Accessories',
  gender: null,
  regularPrice: 1999,
  discountedPrice: 1499,
});

/**
 * The product page of product `id` as the web server renders it for a request to `host`: the
 * page's loader asks the (stubbed) API, which knows only `mount`, and React Router renders its
 * meta into the document's head. Answers the document and the loader's status.
 */
async function productPage(host: string, id = mount.id) {
  fetchMock.mockImplementation(async (url) => {
    const { pathname } = new URL(String(url));
    if (pathname.endsWith('/storeInfo'))
      return jsonResponse(200, { ...apiStoreInfo, publicOrigin: null });
    if (pathname.endsWith(`/products/${mount.id}`)) return jsonResponse(200, mount);
    return jsonResponse(404, { error: 'Not found' });
  });
  const answer = await loader({
    request: new Request(`http://${host}/product/${id}`),
    params: { id },
  } as Parameters<typeof loader>[0]);
  // Nothing left of an earlier test's head.
  expect(document.head.children).toHaveLength(0);
  const root: RootData = { storeInfo: shopInfo, publicApiUrl: null, apiBase: API_BASE };
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: () => (
        <>
          <Meta />
          <Outlet />
        </>
      ),
      children: [
        {
          id: 'product',
          path: 'product/:id',
          meta: (args) => meta(args as Parameters<typeof meta>[0]),
          Component: ProductPage,
        },
        { path: 'products', Component: () => <h1>All Products</h1> },
      ],
    },
  ]);
  render(
    <Stub
      initialEntries={[`/product/${id}`]}
      hydrationData={{ loaderData: { root, product: answer.data } }}
    />,
  );
  return { html: document.documentElement.outerHTML, status: answer.init?.status ?? 200 };
}

const URL_OF_PAGE = `${ORIGIN}/product/${mount.id}`;
const content = (selector: string) =>
  document.head.querySelector(selector)?.getAttribute('content');
const jsonLd = () =>
  JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!) as {
    offers: Record<string, unknown>;
  };

describe('the product page’s head', () => {
  it('carries its description, canonical URL, share tags and JSON-LD', async () => {
    expect((await productPage('localhost:3100')).status).toBe(200);
    expect(document.title).toBe('Tilting <TV> Wall Mount & Bracket | ChitraKart');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      URL_OF_PAGE,
    );
    expect(content('meta[name="description"]')).toBe(mount.description);
    expect(content('meta[property="og:title"]')).toBe(mount.title);
    expect(content('meta[property="og:url"]')).toBe(URL_OF_PAGE);
    expect(content('meta[property="og:image"]')).toBe(`${ORIGIN}/images/products/mount.svg`);
    expect(content('meta[property="product:price:amount"]')).toBe('1499.00');
    expect(content('meta[property="product:price:currency"]')).toBe('INR');
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(content('meta[name="twitter:label1"]')).toBe('Price');
    expect(content('meta[name="twitter:data1"]')).toBe('₹1,499');
    expect(content('meta[name="twitter:image"]')).toBe(`${ORIGIN}/images/products/mount.svg`);
    expect(jsonLd()).toMatchObject({
      '@type': 'Product',
      name: mount.title,
      offers: { price: '1499.00', priceCurrency: 'INR', url: URL_OF_PAGE },
    });
  });

  it('names the shop’s own origin in links that leave the page, whatever the Host header says', async () => {
    const { html } = await productPage('evil.example');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      URL_OF_PAGE,
    );
    expect(content('meta[property="og:url"]')).toBe(URL_OF_PAGE);
    expect(content('meta[property="og:image"]')).toMatch(/^http:\/\/localhost:3100\/images\//);
    expect(jsonLd().offers.url).toBe(URL_OF_PAGE);
    expect(html).not.toContain('evil.example');
  });

  it('answers 404 for an unknown product, saying so, with a way to the products', async () => {
    const { status } = await productPage('localhost:3100', '0b5e7d21-0000-4000-8000-000000000000');
    expect(status).toBe(404);
    expect(document.title).toBe('Product Not Found | ChitraKart');
    expect(content('meta[name="robots"]')).toBe('noindex');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Product Not Found');
    expect(
      screen.getByText(
        "We couldn't find the product you're looking for. It may have been removed or is temporarily unavailable.",
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Browse Products' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('All Products');
  });
});
