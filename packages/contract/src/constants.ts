// Plain values shared by the API and the web app. This module imports nothing, so the web app's
// browser bundle can use these constants without pulling in zod and the schemas.

/** Account fields (spec section 5): the forms set these as input limits, the schemas check them. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 100;
/** The longest address SMTP can deliver to (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;

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

/** The widths every uploaded image is stored at; the storefront's srcset names them. */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;

/** The attribute keys a product's sizes and colours are read from (spec section 3), lowercased. */
export const SIZE_ATTRIBUTE_KEYS = ['size', 'sizes'];
export const COLOR_ATTRIBUTE_KEYS = ['color', 'colours', 'colors'];
