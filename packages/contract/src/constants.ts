// Plain values shared by the API and the web app. This module imports nothing, so the web app's
// browser bundle can use these constants without pulling in zod and the schemas.

export const PRODUCT_PAGE_SIZE = 12;
export const PRODUCT_MAX_LIMIT = 100;
export const FEATURED_LIMIT = 4;
export const SUBCATEGORY_LIMIT = 100;

/** Spec section 7: category "accessories" lists these genders or categories ("null" = no gender). */
export const ACCESSORIES_FILTER = [
  'Accessories',
  'Personal Care',
  'Home',
  'null',
  'Unisex',
] as const;

/** Policy pages the store may supply (spec section 2, "Policy pages"). */
export const POLICY_SLUGS = ['terms', 'privacy', 'refund', 'return', 'shipping', 'about'] as const;
export type PolicySlug = (typeof POLICY_SLUGS)[number];
