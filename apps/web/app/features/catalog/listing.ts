import { ACCESSORIES_FILTER, PRODUCT_PAGE_SIZE } from '@storefront/contract';

/**
 * What the listing page reads from its URL (spec section 2, Products: category, parentCategory,
 * page; and featured=true, the home page's Featured Products button).
 */
export interface ListingSearch {
  /** Lowercased, as category links send it; null for every category. */
  category: string | null;
  parentCategory: string | null;
  page: number;
  /** Only the featured products (`featured=true`). */
  featured: boolean;
}

export function parseListingSearch(params: URLSearchParams): ListingSearch {
  const category = params.get('category')?.trim().toLowerCase() || null;
  const parentCategory = params.get('parentCategory')?.trim() || null;
  const page = Number(params.get('page'));
  return {
    category,
    parentCategory,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    featured: params.get('featured') === 'true',
  };
}

/**
 * Whether the page lists products: a category, or the featured products. Without either it shows
 * the category tiles (spec section 2), whatever else it is given.
 */
export function isProductListing(search: Pick<ListingSearch, 'category' | 'featured'>): boolean {
  return search.category !== null || search.featured;
}

/**
 * Which products a category shows (spec section 7): men and women are genders, accessories is a
 * list of genders and categories, any other category is matched by name.
 */
export function categoryQuery(category: string): Record<string, string> {
  switch (category.toLowerCase()) {
    case 'men':
      return { gender: 'Men' };
    case 'women':
      return { gender: 'Women' };
    case 'accessories':
      return { filter: ACCESSORIES_FILTER.join(',') };
    default:
      return { category: category.toLowerCase() };
  }
}

/** The GET /products filters of a listing: its category's rules, and featured=true. */
export function listingFilterQuery(
  search: Pick<ListingSearch, 'category' | 'featured'>,
): Record<string, string> {
  return {
    ...(search.category ? categoryQuery(search.category) : {}),
    ...(search.featured ? { featured: 'true' } : {}),
  };
}

/** The GET /products query of one listing page (page size 12, spec section 7). */
export function listingQuery(search: ListingSearch) {
  return {
    page: search.page,
    limit: PRODUCT_PAGE_SIZE,
    ...listingFilterQuery(search),
    parentCategory: search.parentCategory ?? undefined,
  };
}

/** The link to a category's listing, as the top bar and the category tiles make it. */
export function categoryHref(name: string): string {
  return `/products?category=${encodeURIComponent(name.toLowerCase())}`;
}

/** The listing URL for a search, leaving out what is empty or the default page. */
export function listingHref(search: Partial<ListingSearch>): string {
  const params = new URLSearchParams();
  if (search.category) params.set('category', search.category);
  if (search.featured) params.set('featured', 'true');
  if (search.parentCategory) params.set('parentCategory', search.parentCategory);
  if (search.page && search.page > 1) params.set('page', String(search.page));
  const text = params.toString();
  return text ? `/products?${text}` : '/products';
}

/** The sub-category filter's options: the distinct parentCategory values, sorted. */
export function subcategoryOptions(products: readonly { parentCategory: string | null }[]) {
  const names = new Set<string>();
  for (const product of products) if (product.parentCategory) names.add(product.parentCategory);
  return [...names].sort((a, b) => a.localeCompare(b, 'en-IN'));
}
