import { describe, expect, it } from 'vitest';
import {
  categoryHref,
  listingHref,
  listingQuery,
  parseListingSearch,
  subcategoryOptions,
} from './listing';
import { listingHeading } from './listing-copy';

const storeCategories = ['TV & Video Accessories', 'Men', 'Women', 'Accessories', 'Personal Care'];

describe('listingHeading (reading A, spec-decisions.md)', () => {
  it('names the known categories', () => {
    expect(listingHeading(null, storeCategories)).toBe('All Products');
    expect(listingHeading('men', storeCategories)).toBe("Men's Collection");
    expect(listingHeading('women', storeCategories)).toBe("Women's Collection");
    expect(listingHeading('accessories', storeCategories)).toBe('Accessories');
  });

  it('uses the store’s spelling of any other category, matched case-insensitively', () => {
    expect(listingHeading('tv & video accessories', storeCategories)).toBe(
      'TV & Video Accessories Collection',
    );
    expect(listingHeading('PERSONAL CARE', storeCategories)).toBe('Personal Care Collection');
  });

  it('title-cases a category the store does not list', () => {
    expect(listingHeading('home decor', storeCategories)).toBe('Home Decor Collection');
    expect(listingHeading('home', [])).toBe('Home Collection');
  });
});

describe('listingQuery (spec section 7)', () => {
  const search = { parentCategory: null, page: 1, featured: false };

  it('sends gender Men or Women for those categories, 12 a page', () => {
    expect(listingQuery({ ...search, category: 'men' })).toEqual({
      page: 1,
      limit: 12,
      gender: 'Men',
      parentCategory: undefined,
    });
    expect(listingQuery({ ...search, category: 'women', page: 3 })).toMatchObject({
      page: 3,
      gender: 'Women',
    });
  });

  it('sends the accessories filter list', () => {
    expect(listingQuery({ ...search, category: 'accessories' })).toMatchObject({
      filter: 'Accessories,Personal Care,Home,null,Unisex',
    });
  });

  it('sends any other category lowercased, with the sub-category', () => {
    expect(
      listingQuery({
        category: 'TV & Video Accessories',
        parentCategory: 'Wall Mounts',
        page: 2,
        featured: false,
      }),
    ).toEqual({
      page: 2,
      limit: 12,
      category: 'tv & video accessories',
      parentCategory: 'Wall Mounts',
    });
  });
});

describe('featured products (the hero’s /products?featured=true)', () => {
  it('reads featured=true, and nothing else, as the featured products', () => {
    expect(parseListingSearch(new URLSearchParams('featured=true')).featured).toBe(true);
    for (const query of ['', 'featured=', 'featured=false', 'featured=1'])
      expect(parseListingSearch(new URLSearchParams(query)).featured).toBe(false);
  });

  it('asks the API for the featured products, alone or within a category', () => {
    expect(listingQuery({ category: null, parentCategory: null, page: 2, featured: true })).toEqual(
      { page: 2, limit: 12, featured: 'true', parentCategory: undefined },
    );
    expect(
      listingQuery({ category: 'men', parentCategory: null, page: 1, featured: true }),
    ).toMatchObject({ gender: 'Men', featured: 'true' });
  });

  it('heads the page "Featured Products" and links its pages', () => {
    expect(listingHeading(null, storeCategories, true)).toBe('Featured Products');
    expect(listingHeading('men', storeCategories, true)).toBe("Featured: Men's Collection");
    expect(listingHref({ featured: true, page: 2 })).toBe('/products?featured=true&page=2');
  });
});

describe('parseListingSearch', () => {
  it('reads category (lowercased), parentCategory and page, defaulting to page 1', () => {
    expect(parseListingSearch(new URLSearchParams('category=Men&parentCategory=Shirts'))).toEqual({
      category: 'men',
      parentCategory: 'Shirts',
      page: 1,
      featured: false,
    });
    expect(parseListingSearch(new URLSearchParams('page=4')).page).toBe(4);
    for (const page of ['0', '-2', '1.5', 'abc', ''])
      expect(parseListingSearch(new URLSearchParams({ page })).page).toBe(1);
  });

  it('reads an empty category as none', () => {
    expect(parseListingSearch(new URLSearchParams('category=')).category).toBeNull();
  });
});

describe('links', () => {
  it('links a category by its lowercased, encoded name', () => {
    expect(categoryHref('TV & Video Accessories')).toBe(
      '/products?category=tv%20%26%20video%20accessories',
    );
    expect(categoryHref('Men')).toBe('/products?category=men');
  });

  it('builds listing URLs without empty values or page 1', () => {
    expect(listingHref({ category: 'men', page: 1 })).toBe('/products?category=men');
    expect(listingHref({ category: 'men', parentCategory: 'T-Shirts', page: 2 })).toBe(
      '/products?category=men&parentCategory=T-Shirts&page=2',
    );
    expect(listingHref({})).toBe('/products');
  });
});

describe('subcategoryOptions', () => {
  it('lists each parent category once, sorted, without blanks', () => {
    expect(
      subcategoryOptions([
        { parentCategory: 'Shirts' },
        { parentCategory: null },
        { parentCategory: 'Jeans' },
        { parentCategory: 'Shirts' },
      ]),
    ).toEqual(['Jeans', 'Shirts']);
  });
});
