/*
 * The contract's bounds (packages/contract/src/search.ts), copied: its module builds zod schemas
 * as it loads, and importing a number from it would bring zod onto every page (search-url.test.ts
 * checks the copies against it).
 */
import { SEARCH_MAX_LENGTH } from './components/search-box';

export { SEARCH_MAX_LENGTH };
/** A search is at most this many words… */
export const SEARCH_MAX_TERMS = 8;
/** …and this many runs of letters and digits (the contract's searchTokenCount). */
export const SEARCH_MAX_TOKENS = 16;
/** Past this many matches a search's total reads "1,000+". */
export const SEARCH_COUNT_CAP = 1000;

/** What the search page reads from its URL: /search?q=…&category=…&page=… */
export interface SearchPageQuery {
  /** What the shopper typed, normalised (spaces collapsed, trimmed); empty: no search yet. */
  q: string;
  /** Lowercased, as category links send it; null: every category. */
  category: string | null;
  page: number;
  /** Why the query cannot be searched for (too long, too many words); null when it can. */
  problem: string | null;
}

/** One spelling per search: Unicode NFC, runs of spaces (tabs, new lines) as one, trimmed. */
export function normaliseQuery(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim();
}

/** The contract's bounds on a search (packages/contract/src/search.ts), said to a shopper. */
export function queryProblem(q: string): string | null {
  if (q.length > SEARCH_MAX_LENGTH) {
    return `Your search is too long. Please use at most ${SEARCH_MAX_LENGTH} characters.`;
  }
  if (q.split(' ').filter(Boolean).length > SEARCH_MAX_TERMS) {
    return `Your search has too many words. Please use at most ${SEARCH_MAX_TERMS} words.`;
  }
  if ((q.match(/[\p{L}\p{M}\p{N}]+/gu)?.length ?? 0) > SEARCH_MAX_TOKENS) {
    return `Your search has too many words. Please use at most ${SEARCH_MAX_TOKENS} words and numbers.`;
  }
  return null;
}

export function parseSearchQuery(params: URLSearchParams): SearchPageQuery {
  const q = normaliseQuery(params.get('q') ?? '');
  const page = Number(params.get('page'));
  return {
    q,
    category: params.get('category')?.trim().toLowerCase() || null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    problem: queryProblem(q),
  };
}

/** The search page's URL, leaving out what is empty or the default page. */
export function searchHref(query: { q: string; category?: string | null; page?: number }): string {
  const params = new URLSearchParams();
  const q = normaliseQuery(query.q);
  if (q) params.set('q', q);
  if (query.category) params.set('category', query.category.toLowerCase());
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `/search?${text}` : '/search';
}
