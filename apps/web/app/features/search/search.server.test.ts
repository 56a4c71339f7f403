import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '~/test/component-test';
import { loadSearch } from './search.server';
import { parseSearchQuery } from './search-url';

// Loaders reach the API through node:http (api-fetch.server.ts), not global fetch.
const fetchMock = vi.hoisted(() => vi.fn<typeof fetch>());
vi.mock('~/lib/api-fetch.server', () => ({ apiFetch: fetchMock }));
afterEach(() => fetchMock.mockReset());

const request = new Request('http://localhost:3000/search');
const search = (query: string) => loadSearch(request, parseSearchQuery(new URLSearchParams(query)));
const called = (index = 0) => new URL(String(fetchMock.mock.calls[index]![0]));

const product = (id: string) => ({
  id,
  title: `Product ${id}`,
  description: 'A product.',
  imgUrl: null,
  category: 'TV & Video Accessories',
  parentCategory: null,
  gender: null,
  regularPrice: 999,
  discountedPrice: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  images: [],
  attributes: [],
  variants: [],
  details: null,
});
const list = (ids: string[], total: number, totalCapped?: boolean) => ({
  data: ids.map(product),
  count: ids.length,
  pagination: { page: 1, limit: 12, total, ...(totalCapped === undefined ? {} : { totalCapped }) },
});

describe('loadSearch', () => {
  it('asks GET /products with the words, the category rules, the page and the page size', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, list(['a', 'b'], 26)));
    const outcome = await search('q=kurta%20for%20men&category=Men&page=3');
    expect(called().pathname).toMatch(/\/products$/);
    expect(Object.fromEntries(called().searchParams)).toEqual({
      search: 'kurta for men',
      page: '3',
      limit: '12',
      gender: 'Men',
    });
    expect(outcome).toMatchObject({
      state: 'results',
      total: 26,
      capped: false,
      estimated: false,
    });
    expect(outcome.state === 'results' && outcome.products.map((card) => card.id)).toEqual([
      'a',
      'b',
    ]);
  });

  it('says a total past the cap is capped', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, list(['a'], 1000, true)));
    expect(await search('q=cable')).toMatchObject({ state: 'results', total: 1000, capped: true });
  });

  it('says an estimated total is estimated', async () => {
    const estimated = list(['a'], 350);
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, {
        ...estimated,
        pagination: { ...estimated.pagination, totalEstimated: true },
      }),
    );
    expect(await search('q=hdmi+cable')).toMatchObject({
      state: 'results',
      total: 350,
      capped: false,
      estimated: true,
    });
  });

  it('with nothing found, brings the closest suggestions for the same words', async () => {
    const suggestions = {
      products: [{ id: 'x', title: 'Remote', image: null, price: 199 }],
      categories: [],
    };
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, list([], 0)))
      .mockResolvedValueOnce(jsonResponse(200, suggestions));
    expect(await search('q=remot')).toEqual({ state: 'none', suggestions });
    expect(called(1).pathname).toMatch(/\/products\/suggest$/);
    expect(called(1).searchParams.get('q')).toBe('remot');
  });

  it('asks nothing for an empty or refused query', async () => {
    expect(await search('q=%20%20')).toEqual({ state: 'empty' });
    expect(await search(`q=${'a'.repeat(101)}`)).toMatchObject({ state: 'invalid' });
    expect(await search('q=1+2+3+4+5+6+7+8+9')).toMatchObject({ state: 'invalid' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('turns the API refusing the words into a message, and its failure into an error state', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { error: 'search: bad' }));
    expect(await search('q=%22%22')).toMatchObject({ state: 'invalid' });
    vi.spyOn(console, 'error').mockImplementationOnce(() => {});
    fetchMock.mockResolvedValueOnce(jsonResponse(503, { error: 'down' }));
    expect(await search('q=tv')).toEqual({ state: 'failed' });
  });
});
