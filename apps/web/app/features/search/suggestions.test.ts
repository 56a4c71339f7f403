import { describe, expect, it, vi } from 'vitest';
import { categoryHref } from '~/features/catalog';
import { type ApiClient } from '~/lib/api-client';
import {
  announcement,
  categoryListingHref,
  fetchSuggestions,
  recentOptions,
  suggestionOptions,
} from './suggestions';

const answer = {
  products: [
    { id: 'p-1', title: 'HDMI 2.1 Cable 3m', image: '/images/hdmi.jpg', price: 499 },
    { id: 'p 2', title: 'HDMI Switch', image: null, price: 1299.5 },
  ],
  categories: ['TV & Video Accessories'],
};

describe('suggestions', () => {
  it('list products (to their pages), then categories (to their listings)', () => {
    expect(suggestionOptions(answer)).toEqual([
      {
        kind: 'product',
        label: 'HDMI 2.1 Cable 3m',
        href: '/product/p-1',
        price: 499,
        image: '/images/hdmi.jpg',
      },
      { kind: 'product', label: 'HDMI Switch', href: '/product/p%202', price: 1299.5, image: null },
      {
        kind: 'category',
        label: 'TV & Video Accessories',
        href: '/products?category=tv%20%26%20video%20accessories',
      },
    ]);
  });

  it('link a category as the catalogue does', () => {
    for (const name of ['Men', 'TV & Video Accessories', 'Personal Care']) {
      expect(categoryListingHref(name)).toBe(categoryHref(name));
    }
  });

  it('ask GET /products/suggest with the normalised words, within the contract’s bounds', async () => {
    const get = vi.fn().mockResolvedValue(answer);
    const api = { get } as unknown as ApiClient;
    const options = await fetchSuggestions(api, '  a b  c d e f g h i j ');
    expect(get).toHaveBeenCalledWith('/products/suggest', {
      query: { q: 'a b c d e f g h' },
      signal: undefined,
    });
    expect(options).toHaveLength(3);
    get.mockClear();
    // …and at most sixteen runs of letters and digits, as the API counts words.
    await fetchSuggestions(api, 'a,b,c,d,e,f,g,h,i,j,k,l,m,n,o,p,q,r,s,t,u,v');
    expect(get).toHaveBeenCalledWith('/products/suggest', {
      query: { q: 'a,b,c,d,e,f,g,h,i,j,k,l,m,n,o,p,' },
      signal: undefined,
    });
    get.mockClear();
    expect(await fetchSuggestions(api, '   ')).toEqual([]);
    expect(get).not.toHaveBeenCalled();
  });

  it('turn recent searches into links to their result pages', () => {
    expect(recentOptions(['tv stand'])).toEqual([
      { kind: 'recent', label: 'tv stand', href: '/search?q=tv+stand' },
    ]);
  });

  it('say how many there are', () => {
    expect(announcement(suggestionOptions(answer), false)).toBe(
      '3 suggestions available. Use the up and down arrows to choose.',
    );
    expect(announcement([], false)).toBe('No suggestions.');
    expect(announcement(recentOptions(['tv']), true)).toBe('1 recent search.');
  });
});
