import { z } from 'zod';
import { rupeesSchema, text } from './common';

/** A search is at most this long and this many words; longer input is refused with 400. */
export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_MAX_TERMS = 8;
/** Past this many matches a search's total is not counted further: it reads "1,000+". */
export const SEARCH_COUNT_CAP = 1000;
/** GET /products/suggest answers at most this many products and categories together. */
export const SUGGEST_MAX = 8;

/** What a shopper typed: trimmed; empty means "no search"; bounded in length and words. */
export const searchTextSchema = text()
  .trim()
  .max(SEARCH_MAX_LENGTH, `must be at most ${SEARCH_MAX_LENGTH} characters`)
  .refine((value) => value.split(/\s+/).filter(Boolean).length <= SEARCH_MAX_TERMS, {
    message: `must be at most ${SEARCH_MAX_TERMS} words`,
  });

/** GET /products/suggest?q= */
export const productSuggestQuerySchema = z.object({ q: searchTextSchema.default('') });
export type ProductSuggestQuery = z.infer<typeof productSuggestQuerySchema>;

export const productSuggestionSchema = z.object({
  id: text(),
  title: text(),
  /** The product's first image (its imgUrl), null when it has none. */
  image: text().nullable(),
  /** What the shopper pays now, in rupees: the discounted price when there is one. */
  price: rupeesSchema,
});
export type ProductSuggestion = z.infer<typeof productSuggestionSchema>;

export const productSuggestResponseSchema = z.object({
  products: z.array(productSuggestionSchema),
  /** Category names. */
  categories: z.array(text()),
});
export type ProductSuggestResponse = z.infer<typeof productSuggestResponseSchema>;
