import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Product } from '@storefront/contract';
import { type ProductCardView, toProductCardView } from '~/features/catalog';
import type { SearchOutcome } from '../search-outcome';
import { parseSearchQuery } from '../search-url';
import { resultCount, SearchPage } from './search-page';

afterEach(cleanup);

function show(url: string, outcome: SearchOutcome) {
  const query = parseSearchQuery(new URL(url, 'http://shop.test').searchParams);
  const Stub = createRoutesStub([
    { path: '/search', Component: () => <SearchPage query={query} outcome={outcome} /> },
  ]);
  render(<Stub initialEntries={[url]} />);
}

const card = (id: string): ProductCardView =>
  toProductCardView({
    id,
    title: `Cable ${id}`,
    description: 'A cable.',
    imgUrl: null,
    category: 'TV & Video Accessories',
    parentCategory: null,
    gender: null,
    regularPrice: 499,
    discountedPrice: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    images: [],
    attributes: [],
    variants: [],
  } as unknown as Product);

describe('the search page', () => {
  it('counts results, "1,000+" past the cap', () => {
    expect(resultCount(1, false)).toBe('1 result');
    expect(resultCount(1234, false)).toBe('1,234 results');
    expect(resultCount(1000, true)).toBe('1,000+ results');
    expect(resultCount(350, false, true)).toBe('about 350 results');
    expect(resultCount(1000, true, true)).toBe('1,000+ results');
  });

  it('shows the results with pagination and the category filter, as links', () => {
    const products = Array.from({ length: 12 }, (_, index) => card(`c${index}`));
    show('/search?q=hdmi+cable&page=2', {
      state: 'results',
      products,
      total: 1000,
      capped: true,
      estimated: false,
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Results for “hdmi cable”');
    expect(screen.getByRole('heading', { name: '1,000+ results' })).toBeTruthy();
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByText('Showing 13 to 24 of 1,000+ items')).toBeTruthy();
    expect(within(pagination).getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe(
      '/search?q=hdmi+cable&page=3',
    );
    const filter = screen.getByRole('navigation', { name: 'Filter by category' });
    expect(
      within(filter).getByRole('link', { name: 'All categories' }).getAttribute('aria-current'),
    ).toBe('page');
    // The store's categories (here the built-in fallback).
    expect(
      within(filter).getByRole('link', { name: 'TV & Video Accessories' }).getAttribute('href'),
    ).toBe('/search?q=hdmi+cable&category=tv+%26+video+accessories');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(12);
  });

  it('says nothing matched, with the closest suggestions and the categories', () => {
    show('/search?q=remot', {
      state: 'none',
      suggestions: {
        products: [{ id: 'r1', title: 'Universal Remote', image: null, price: 299 }],
        categories: ['TV & Video Accessories'],
      },
    });
    expect(screen.getByRole('heading', { name: 'No products match “remot”' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Universal Remote' }).getAttribute('href')).toBe(
      '/product/r1',
    );
    const browse = screen.getByRole('region', { name: 'Browse categories' });
    expect(
      within(browse).getByRole('link', { name: 'TV & Video Accessories' }).getAttribute('href'),
    ).toBe('/products?category=tv%20%26%20video%20accessories');
  });

  it('shows the form and the categories without a query, and a refused query as a message', () => {
    show('/search', { state: 'empty' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Search');
    expect(screen.getByRole('search', { name: 'Search products' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Browse categories' })).toBeTruthy();
    cleanup();
    show(`/search?q=${'a'.repeat(101)}`, { state: 'invalid', message: 'Your search is too long.' });
    expect(screen.getByRole('alert').textContent).toBe('Your search is too long.');
  });
});
