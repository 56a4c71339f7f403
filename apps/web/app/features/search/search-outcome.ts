import type { ProductSuggestResponse } from '@storefront/contract';
import type { ProductCardView } from '~/features/catalog';

/** What the search page shows, with the HTTP status it is sent with. */
export type SearchOutcome =
  /** No query yet: the form and the categories. */
  | { state: 'empty' }
  /** A query the API cannot take (too long, too many words): said, never a crash. */
  | { state: 'invalid'; message: string }
  | { state: 'failed' }
  | {
      state: 'results';
      products: ProductCardView[];
      total: number;
      /** More than the API counts: shown as "1,000+". */
      capped: boolean;
      /** The API estimated the total (a search of several common words): "about …". */
      estimated: boolean;
    }
  /** Nothing matched: the closest suggestions for the same words. */
  | { state: 'none'; suggestions: ProductSuggestResponse };

/** The HTTP status a search page is sent with: only a whole page of results (or none) is 200. */
export function searchStatus(outcome: SearchOutcome): 200 | 400 | 503 {
  return outcome.state === 'invalid' ? 400 : outcome.state === 'failed' ? 503 : 200;
}
