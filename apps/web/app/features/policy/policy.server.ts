import { type PolicySlug, type StoreInfo, withoutRepeatedTitle } from '@storefront/contract';
import { resolveImageUrl } from '~/lib/api-base';
import { BUILT_IN_POLICIES, FREE_SHIPPING_WORDS } from './built-in-policies';
import { fillPlaceholders, POLICY_TITLES } from './policy-pages';
import { sanitizePolicyHtml } from './sanitize-html.server';

export interface PolicyPage {
  slug: PolicySlug;
  title: string;
  /** Safe to render: built-in text, or the store's HTML after sanitising. */
  html: string;
  fromStore: boolean;
}

const FALLBACK_COMPANY = 'our store';

/**
 * A policy page's content (spec section 2): the store's own HTML for the slug when it has some,
 * else the built-in text, with the company placeholders filled in either way. An uploaded logo
 * is named at the API the shopper's browser reaches (`apiBase`).
 */
export function policyPage(
  slug: PolicySlug,
  store: StoreInfo | null,
  apiBase: string | null = null,
): PolicyPage {
  const company = {
    companyName: store?.companyName || store?.storeName || FALLBACK_COMPANY,
    companyAddress: store?.companyAddress ?? '',
    companyEmail: store?.companyEmail ?? '',
    companyPhone: store?.companyPhone ?? '',
    companyLogoUrl: store?.companyLogoUrl ? resolveImageUrl(store.companyLogoUrl, apiBase) : '',
  };
  const own = store?.policies[slug]?.trim();
  const title = POLICY_TITLES[slug];
  const html = fillPlaceholders(own || builtIn(slug, store), company);
  return {
    slug,
    title,
    html: own ? withoutRepeatedTitle(sanitizePolicyHtml(html), title) : html,
    fromStore: Boolean(own),
  };
}

/** The built-in text, promising free shipping only where it is true. */
function builtIn(slug: PolicySlug, store: StoreInfo | null): string {
  let text = BUILT_IN_POLICIES[slug];
  if (store?.freeShippingEverywhere === false) {
    for (const [free, charged] of FREE_SHIPPING_WORDS) text = text.replace(free, charged);
  }
  return text;
}
