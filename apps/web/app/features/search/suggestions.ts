import type { ProductSuggestResponse } from '@storefront/contract';
import type { ApiClient } from '~/lib/api-client';
import { normaliseQuery, SEARCH_MAX_TERMS, SEARCH_MAX_TOKENS, searchHref } from './search-url';

/** One row of the suggestions list: where picking it goes. */
export interface SearchOption {
  kind: 'product' | 'category' | 'recent';
  label: string;
  href: string;
  price?: number;
  image?: string | null;
}

/**
 * A category's listing, as the catalogue's categoryHref makes it (suggestions.test.ts holds them
 * alike): the suggestions load on their own and take nothing of the catalogue with them.
 */
export function categoryListingHref(name: string): string {
  return `/products?category=${encodeURIComponent(name.toLowerCase())}`;
}

/** Typing pauses this long before suggestions are asked for. */
export const SUGGEST_DELAY_MS = 180;

/** The suggestions for what is typed: products first, then categories (GET /products/suggest). */
export async function fetchSuggestions(
  api: ApiClient,
  text: string,
  signal?: AbortSignal,
): Promise<SearchOption[]> {
  // Words past the contract's bounds are left out rather than refused.
  const words = normaliseQuery(text).split(' ').slice(0, SEARCH_MAX_TERMS).join(' ');
  const past = [...words.matchAll(/[\p{L}\p{M}\p{N}]+/gu)][SEARCH_MAX_TOKENS]?.index;
  const q = (past === undefined ? words : words.slice(0, past)).trim();
  if (!q) return [];
  const answer = await api.get<ProductSuggestResponse>('/products/suggest', {
    query: { q },
    signal,
  });
  return suggestionOptions(answer);
}

export function suggestionOptions(answer: ProductSuggestResponse): SearchOption[] {
  return [
    ...answer.products.map((product) => ({
      kind: 'product' as const,
      label: product.title,
      href: `/product/${encodeURIComponent(product.id)}`,
      price: product.price,
      image: product.image,
    })),
    ...answer.categories.map((name) => ({
      kind: 'category' as const,
      label: name,
      href: categoryListingHref(name),
    })),
  ];
}

export function recentOptions(recent: readonly string[]): SearchOption[] {
  return recent.map((text) => ({ kind: 'recent', label: text, href: searchHref({ q: text }) }));
}

/** What the polite live region says when the list changes. */
export function announcement(options: readonly SearchOption[], recent: boolean): string {
  if (recent) {
    return `${options.length} recent ${options.length === 1 ? 'search' : 'searches'}.`;
  }
  if (options.length === 0) return 'No suggestions.';
  return `${options.length} ${options.length === 1 ? 'suggestion' : 'suggestions'} available. Use the up and down arrows to choose.`;
}
