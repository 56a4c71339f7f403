// The listing page's words: apart from listing.ts, whose links and parsing the top bar puts on
// every page's first load.

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
