import { describe, expect, it } from 'vitest';
import { type ProductFilters, productFilters } from './product-filters';

const NO_FILTERS: ProductFilters = { q: '', category: '', stock: '', archived: 'false', page: 1 };

describe('the product list filters', () => {
  it('round-trips through the URL, leaving out defaults', () => {
    const filters = productFilters.read(
      new URLSearchParams('q=hdmi&category=Cables&stock=low&archived=all&page=3'),
    );
    expect(filters).toEqual({
      q: 'hdmi',
      category: 'Cables',
      stock: 'low',
      archived: 'all',
      page: 3,
    });
    expect(productFilters.toParams(filters).toString()).toBe(
      'q=hdmi&category=Cables&stock=low&archived=all&page=3',
    );
    expect(productFilters.empty).toEqual(NO_FILTERS);
    expect(productFilters.toParams(NO_FILTERS).toString()).toBe('');
    expect(productFilters.isActive(NO_FILTERS)).toBe(false);
  });

  it('drops what the API would refuse from a hand-edited link', () => {
    expect(productFilters.read(new URLSearchParams('stock=plenty&archived=maybe&page=-2'))).toEqual(
      NO_FILTERS,
    );
  });

  it('asks the API for active products unless told otherwise', () => {
    expect(productFilters.query(NO_FILTERS)).toEqual({
      page: 1,
      limit: 25,
      q: undefined,
      category: undefined,
      stock: undefined,
      archived: 'false',
    });
  });
});
