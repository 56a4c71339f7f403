import { z } from 'zod';
import { rupeesSchema, text } from './common';

/** A search is at most this long and this many words; longer input is refused with 400. */
export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_MAX_TERMS = 8;
/**
 * …and at most this many runs of letters and digits, which is how the database's parser splits
 * it ("a,b,c" is one word of three; "usb-c" one of two): each is a term the search looks up.
 */
export const SEARCH_MAX_TOKENS = 16;

/** The runs of letters (with their marks) and digits of a text: the terms the search splits it into. */
export function searchTokenCount(text: string): number {
  return text.match(/[\p{L}\p{M}\p{N}]+/gu)?.length ?? 0;
}
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
  })
  .refine((value) => searchTokenCount(value) <= SEARCH_MAX_TOKENS, {
    message: `must be at most ${SEARCH_MAX_TOKENS} words and numbers (punctuation splits words)`,
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

/** Synonym groups a store keeps, at most; words per group; characters per word or phrase. */
export const SYNONYM_GROUPS_MAX = 200;
export const SYNONYM_GROUP_WORDS_MAX = 10;
export const SYNONYM_ENTRY_MAX_LENGTH = 40;

/**
 * A word or phrase of a synonym group: lowercased, one space between words (at most 3), each
 * word letters and digits, with `-` or `.` inside ("t-shirt", "2.1"): words as search reads them.
 */
export const synonymEntrySchema = text()
  .trim()
  .transform((value) => value.toLowerCase().replace(/\s+/g, ' '))
  .pipe(
    text()
      .min(1, 'must not be empty')
      .max(SYNONYM_ENTRY_MAX_LENGTH, `must be at most ${SYNONYM_ENTRY_MAX_LENGTH} characters`)
      .regex(
        /^[\p{L}\p{M}\p{N}]+(?:[-.][\p{L}\p{M}\p{N}]+)*(?: [\p{L}\p{M}\p{N}]+(?:[-.][\p{L}\p{M}\p{N}]+)*){0,2}$/u,
        'must be up to 3 words of letters and digits (a - or . inside a word)',
      ),
  );

/** Words and phrases searched as one: a query for any of them finds the others too. */
export const synonymGroupSchema = z
  .array(synonymEntrySchema)
  .min(2, 'a group needs at least 2 words')
  .max(SYNONYM_GROUP_WORDS_MAX, `a group has at most ${SYNONYM_GROUP_WORDS_MAX} words`)
  .refine((group) => new Set(group).size === group.length, {
    message: 'a group lists each word once',
  });

/** GET and PUT /admin/search/synonyms. */
export const searchSynonymsSchema = z.object({
  groups: z
    .array(synonymGroupSchema)
    .max(SYNONYM_GROUPS_MAX, `at most ${SYNONYM_GROUPS_MAX} groups`),
});
export type SearchSynonyms = z.infer<typeof searchSynonymsSchema>;
