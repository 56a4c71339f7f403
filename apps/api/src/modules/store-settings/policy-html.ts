import {
  fillPlaceholders,
  POLICY_SANITIZE_OPTIONS,
  POLICY_TITLES,
  type PolicySlug,
  withoutRepeatedTitle,
} from '@storefront/contract';
import sanitizeHtml from 'sanitize-html';
import type { StoreRow } from '../../db/schema';

/** Policy HTML as staff may store it: the storefront's allow-list, placeholders kept. */
export function sanitizePolicyHtml(html: string): string {
  return sanitizeHtml(html, POLICY_SANITIZE_OPTIONS);
}

/** A policy page as the shopper will see it: placeholders filled from the store, sanitised. */
export function previewPolicy(store: StoreRow, slug: PolicySlug, html: string) {
  const filled = fillPlaceholders(sanitizePolicyHtml(html), {
    companyName: store.companyName || store.storeName,
    companyAddress: store.companyAddress,
    companyEmail: store.companyEmail,
    companyPhone: store.companyPhone,
    companyLogoUrl: store.logoUrl ?? '',
  });
  const title = POLICY_TITLES[slug];
  return { title, html: withoutRepeatedTitle(sanitizePolicyHtml(filled), title) };
}
