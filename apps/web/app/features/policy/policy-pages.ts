import { POLICY_SLUGS, type PolicySlug } from '@storefront/contract';

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

export const POLICY_TITLES: Record<PolicySlug, string> = {
  terms: 'Terms & Conditions',
  privacy: 'Privacy Policy',
  refund: 'Refund Policy',
  return: 'Return Policy',
  shipping: 'Shipping Policy',
  about: 'About Us',
};

/** A policy page's slug, or null for a reserved word or an unknown slug (both go to /404). */
export function policySlug(value: string | undefined): PolicySlug | null {
  if (!value) return null;
  const slug = value.toLowerCase();
  if ((RESERVED_SLUGS as readonly string[]).includes(slug)) return null;
  return (POLICY_SLUGS as readonly string[]).includes(slug) ? (slug as PolicySlug) : null;
}

export interface CompanyFields {
  companyName: string;
  companyAddress: string;
  companyEmail: string;
  companyPhone: string;
  companyLogoUrl: string;
}

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/**
 * Replaces {{companyName}}, {{companyAddress}}, {{companyEmail}}, {{companyPhone}} and
 * {{companyLogoUrl}} (spaces inside the braces allowed). Values are escaped: they are text from
 * the store, not markup.
 */
export function fillPlaceholders(html: string, company: CompanyFields): string {
  return html.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name in company ? escapeHtml(company[name as keyof CompanyFields]) : match,
  );
}
