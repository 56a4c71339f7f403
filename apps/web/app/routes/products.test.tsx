import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, Outlet } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { type ProductCardView, toProductCardView } from '~/features/catalog';
import type { ListingResult } from '~/features/catalog/index.server';
import type { RootData, ShopInfo } from '~/features/store';
import { apiProductAt } from '~/test/api-products';
import { stubApiForComponentTests } from '~/test/component-test';
import { API_BASE, shopInfo } from '~/test/store-info';
import Products, { clientLoader } from './products';

stubApiForComponentTests();
// Try Again loads the page afresh: jsdom cannot, so the test sees that it asked to.
const reloadPage = vi.hoisted(() => vi.fn());
vi.mock('~/lib/reload-page', () => ({ reloadPage }));

/** A men's product card, the `index`th of the listing. */
const card = (index: number): ProductCardView => toProductCardView(apiProductAt(index));
const cards = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, offset) => card(from + offset));

/** The men's listing of 20 products: its first page of 12 as the server rendered it. */
const FIRST_PAGE: ListingResult = { products: cards(1, 12), total: 20, failed: false };
const SECOND_PAGE: ListingResult = { products: cards(13, 20), total: 20, failed: false };

interface ServerAnswer {
  listing: ListingResult;
  subcategories: string[];
}

/**
 * The listing page at `url`, rendered on the server from `firstPage`; each later navigation asks
 * the server through the page's clientLoader, which `answer` plays (the browser's .data request).
 */
function renderListing(
  url: string,
  {
    store = shopInfo,
    firstPage = FIRST_PAGE,
    answer = async () => ({ listing: SECOND_PAGE, subcategories: ['Kurtas'] }),
  }: {
    store?: ShopInfo;
    firstPage?: ListingResult | null;
    answer?: () => Promise<ServerAnswer>;
  } = {},
) {
  const root: RootData = { storeInfo: store, publicApiUrl: null, apiBase: API_BASE };
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: Outlet,
      children: [
        {
          id: 'products',
          path: 'products',
          Component: Products,
          loader: ({ request, params }) =>
            clientLoader({ request, params, serverLoader: answer } as never),
        },
      ],
    },
  ]);
  render(
    <Stub
      initialEntries={[url]}
      hydrationData={{
        loaderData: { root, products: { listing: firstPage, subcategories: ['Kurtas'] } },
      }}
    />,
  );
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

const pagination = () => screen.getByRole('navigation', { name: 'Pagination' });
const articleTitles = () =>
  screen
    .queryAllByRole('article')
    .map((article) => within(article).getByRole('heading').textContent);

describe('the listing page after a client-side navigation', () => {
  it('shows 12 skeleton cards while the products load, then the products', async () => {
    let release: (answer: ServerAnswer) => void = () => {};
    const user = renderListing('/products?category=men', {
      answer: () => new Promise((resolve) => (release = resolve)),
    });
    expect(articleTitles()).toHaveLength(12);
    await user.click(within(pagination()).getByRole('link', { name: 'Page 2' }));

    expect(await screen.findAllByTestId('product-card-skeleton')).toHaveLength(12);
    expect(screen.getByRole('status', { name: 'Loading products' })).toBeTruthy();
    expect(screen.queryAllByRole('article')).toHaveLength(0);

    await act(async () => release({ listing: SECOND_PAGE, subcategories: ['Kurtas'] }));
    expect(screen.queryAllByTestId('product-card-skeleton')).toHaveLength(0);
    expect(articleTitles()).toEqual(SECOND_PAGE.products.map((product) => product.name));
  });

  it('says a listing that failed to load failed, and Try Again reloads the page', async () => {
    let fail: (error: Error) => void = () => {};
    const user = renderListing('/products?category=men', {
      answer: () => new Promise((_resolve, reject) => (fail = reject)),
    });
    await user.click(within(pagination()).getByRole('link', { name: 'Page 2' }));
    await screen.findAllByTestId('product-card-skeleton');
    // The browser's request for the page's data fails (offline, the server gone).
    await act(async () => fail(new TypeError('Failed to fetch')));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^Failed to load products\. Please try again\./);
    expect(reloadPage).not.toHaveBeenCalled();
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(reloadPage).toHaveBeenCalledOnce();
  });
});

describe('the listing page without a category', () => {
  it('offers up to three category tiles, each opening its collection', async () => {
    const user = renderListing('/products', {
      store: { ...shopInfo, categories: ['TV & Video Accessories', 'Men', 'Women', 'Kids'] },
      firstPage: null,
      answer: async () => ({ listing: FIRST_PAGE, subcategories: ['Kurtas'] }),
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('All Products');
    const tiles = within(screen.getByRole('region', { name: 'Explore Categories' })).getAllByRole(
      'link',
    );
    expect(tiles).toHaveLength(3);
    expect(tiles[0]!.getAttribute('href')).toBe(
      '/products?category=tv%20%26%20video%20accessories',
    );
    expect(tiles[0]!.textContent).toContain('Browse Collection');

    await user.click(tiles[1]!);
    await screen.findByRole('heading', { level: 1, name: "Men's Collection" });
    await waitFor(() =>
      expect(articleTitles()).toEqual(FIRST_PAGE.products.map((product) => product.name)),
    );
  });
});
