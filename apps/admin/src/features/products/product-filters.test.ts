import { describe, expect, it } from 'vitest';
import {
  hasActiveFilters,
  NO_FILTERS,
  productFiltersToParams,
  productListQuery,
  readProductFilters,
} from './product-filters';

describe('the product list filters', () => {
  it('round-trips through the URL, leaving out defaults', () => {
    const filters = readProductFilters(
      new URLSearchParams('q=hdmi&category=Cables&stock=low&archived=all&page=3'),
    );
    expect(filters).toEqual({
      q: 'hdmi',
      category: 'Cables',
      stock: 'low',
      archived: 'all',
      page: 3,
    });
    expect(productFiltersToParams(filters).toString()).toBe(
      'q=hdmi&category=Cables&stock=low&archived=all&page=3',
    );
    expect(productFiltersToParams(NO_FILTERS).toString()).toBe('');
    expect(hasActiveFilters(NO_FILTERS)).toBe(false);
  });

  it('drops what the API would refuse from a hand-edited link', () => {
    expect(readProductFilters(new URLSearchParams('stock=plenty&archived=maybe&page=-2'))).toEqual(
      NO_FILTERS,
    );
  });

  it('asks the API for active products unless told otherwise', () => {
    expect(productListQuery(NO_FILTERS)).toEqual({
      page: 1,
      limit: 25,
      q: undefined,
      category: undefined,
      stock: undefined,
      archived: 'false',
    });
  });
});
