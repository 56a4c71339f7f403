import { POLICY_SLUGS, type PolicySlug } from '@storefront/contract';

export { type CompanyFields, fillPlaceholders, POLICY_TITLES } from '@storefront/contract';

/** Spec section 2: these words are routes of their own and never policy pages. */
export const RESERVED_SLUGS = [
  'login',
  'register',
  'forgot-password',
  'reset-password',
  'account',
  'cart',
  'products',
  'product',
  'contact',
  'track-order',
  'orders',
  '404',
] as const;

/** A policy page's slug, or null for a reserved word or an unknown slug (both go to /404). */
export function policySlug(value: string | undefined): PolicySlug | null {
  if (!value) return null;
  const slug = value.toLowerCase();
  if ((RESERVED_SLUGS as readonly string[]).includes(slug)) return null;
  return (POLICY_SLUGS as readonly string[]).includes(slug) ? (slug as PolicySlug) : null;
}
