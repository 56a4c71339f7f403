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

const KNOWN_HEADINGS: Record<string, string> = {
  men: "Men's Collection",
  women: "Women's Collection",
  accessories: 'Accessories',
};

/** "home" → "Home", "personal care" → "Personal Care". */
export function titleCase(slug: string): string {
  return slug
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** A category's name as the store spells it, else the slug title-cased. */
export function categoryDisplayName(category: string, storeCategories: readonly string[]): string {
  const lowered = category.toLowerCase();
  return storeCategories.find((name) => name.toLowerCase() === lowered) ?? titleCase(category);
}

/**
 * The listing heading, reading A of spec section 2 as spec-decisions.md settles it; the featured
 * products are "Featured Products", or "Featured: " and the category's heading.
 */
export function listingHeading(
  category: string | null,
  storeCategories: readonly string[],
  featured = false,
): string {
  if (!category) return featured ? 'Featured Products' : 'All Products';
  const known = KNOWN_HEADINGS[category.toLowerCase()];
  const heading = known ?? `${categoryDisplayName(category, storeCategories)} Collection`;
  return featured ? `Featured: ${heading}` : heading;
}

/** The short text under the heading of the featured products. */
export const FEATURED_INTRO = 'Our pick of the shop: bestsellers and new arrivals worth a look.';

/** The short text under the heading of a category listing. */
export function listingIntro(category: string, storeCategories: readonly string[]): string {
  switch (category.toLowerCase()) {
    case 'men':
      return 'Shirts, kurtas, jeans and everyday essentials for men, with watches, wallets and more to finish the look.';
    case 'women':
      return 'Kurtis, sarees, dupattas, tops and more for women, picked for comfort and everyday style.';
    case 'accessories':
      return 'Bags, belts, watches, grooming, home accents and TV essentials: the little things that complete your home and your look.';
    default:
      return `Browse our ${categoryDisplayName(category, storeCategories)} range, with prices in rupees and delivery across India.`;
  }
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
