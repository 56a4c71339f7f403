// Policy pages' HTML: the titles, the placeholders and the sanitising rules, shared by the API
// (which sanitises a policy when staff save it, and previews it) and the web (which sanitises
// again when it renders one). Imports nothing, so no bundle pays for zod here.
import { type PolicySlug } from './constants';

export const POLICY_TITLES: Record<PolicySlug, string> = {
  terms: 'Terms & Conditions',
  privacy: 'Privacy Policy',
  refund: 'Refund Policy',
  return: 'Return Policy',
  shipping: 'Shipping Policy',
  about: 'About Us',
};

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

/**
 * sanitize-html's options for store-supplied policy HTML, which is data, not trusted markup:
 * only text formatting, lists, tables, headings, images and links survive; scripts, styles,
 * event handlers, frames and any URL that is not http(s), mailto or tel are removed. A store's
 * h1 becomes h2, as the page has its own h1.
 */
export const POLICY_SANITIZE_OPTIONS = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'small',
    'span',
    'div',
    'section',
    'blockquote',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
    'address',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    h1: 'h2',
    // Links that leave the shop open without giving the other site a handle on this page.
    a: (tagName: string, attribs: Record<string, string>) => ({
      tagName,
      attribs: /^https?:/i.test(attribs.href ?? '')
        ? { ...attribs, rel: 'noopener noreferrer nofollow' }
        : attribs,
    }),
  },
};

/** A store's HTML often opens with the page's own title; the page already shows it as its h1. */
export function withoutRepeatedTitle(html: string, title: string): string {
  const opening = /^\s*<h2>([^<]*)<\/h2>\s*/.exec(html);
  return opening && opening[1]!.trim().toLowerCase() === title.toLowerCase()
    ? html.slice(opening[0].length)
    : html;
}
