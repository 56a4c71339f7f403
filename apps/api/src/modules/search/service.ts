import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import {
  type ProductListQuery,
  type ProductListResponse,
  type ProductSuggestResponse,
  SEARCH_COUNT_CAP,
  SUGGEST_MAX,
} from '@storefront/contract';
import { type Database, queryRows } from '../../db/client';
import { products } from '../../db/schema';
import { expiringCache } from '../../lib/expiring-cache';
import type { JsonText } from '../../lib/json-text';
import { type ListingFilters, listingFilters, whereFor } from '../catalog/filters';
import {
  type QueryWord,
  type SearchQueries,
  searchQueries,
  synonymIndex,
  synonymWords,
  TYPO_MIN,
} from './terms';

export type SearchService = ReturnType<typeof createSearchService>;

/**
 * A search's ranked matches are kept this long per store version, query and filters: paging
 * through results, or many shoppers asking the same, ranks once. A catalogue change makes a new
 * store version, and a request that knows it ranks again (decision 0014), as the list's totals.
 */
const RESULTS_TTL_MS = 5_000;
/** Queries come from shoppers, so the caches are bounded. */
const RESULTS_MAX_ENTRIES = 5_000;
/** Fewer matches of every word than this, and the search also takes products with some words. */
const RELAXED_BELOW = 3;
/** At most this many catalogue words stand in for an unknown word. */
const TYPO_CANDIDATES = 3;
/**
 * A catalogue word stands in for an unknown word this similar (trigrams in common over all):
 * "remot" and "remote" are 0.63, "lampp" and "lampshade" 0.33. The index finds candidates from
 * pg_trgm's own threshold, 0.3.
 */
const TYPO_SIMILARITY = 0.4;
/**
 * A search ranks at most this many of its matches, and suggestions this many: a word in most of
 * a million products would otherwise have every one of them read and ranked (each costs about
 * as much as reading it). Past this, the matches ranked are the first the index yields.
 */
const SEARCH_CANDIDATES = 10_000;
const SUGGEST_CANDIDATES = 2_000;
/** Categories among the suggestions, at most; products fill the rest. */
const SUGGEST_CATEGORIES_MAX = 3;
/** Suggested categories are taken from this many best-matching products (and the store's list). */
const SUGGEST_SAMPLE = 40;

/** A store's product is in stock when it has no tracked variants or one of them is in stock. */
const IN_STOCK = sql.raw(
  `(candidates.variants_json = '[]' or strpos(candidates.variants_json, '"inStock" : true') > 0)`,
);

interface RankedMatches {
  /** Product ids, best first: at most SEARCH_COUNT_CAP. */
  ids: string[];
  /** There are more matches than the ids. */
  capped: boolean;
}

interface SuggestRow {
  id: string;
  title: string;
  image: string | null;
  price: number;
  category: string;
  parent: string | null;
}

export function createSearchService(db: Database, { ttlMs = RESULTS_TTL_MS } = {}) {
  const results = expiringCache<RankedMatches>(ttlMs, RESULTS_MAX_ENTRIES);
  const suggestions = expiringCache<ProductSuggestResponse>(ttlMs, RESULTS_MAX_ENTRIES);

  /** A page of ranked matches: their stored answers, in the order given. */
  const pageByIds = db
    .select({
      json: sql<
        string | null
      >`'[' || string_agg(${products.apiJson}, ',' order by page.position) || ']'`,
    })
    .from(sql`unnest(${sql.placeholder('ids')}::uuid[]) with ordinality as page(id, position)`)
    .innerJoin(products, sql`${products.id} = page.id`)
    .where(
      and(eq(products.storeId, sql.placeholder('storeId')), sql`${products.archivedAt} is null`),
    )
    .prepare('search_page_by_ids');

  /** The query's words, in order, with whether the catalogue has each and its closest words. */
  async function queryWords(
    storeId: number,
    text: string,
    synonyms: string[][],
  ): Promise<QueryWord[]> {
    const rows = await queryRows<{ word: string; known: boolean; similar: string[] | null }>(
      db,
      sql`select q.lexeme as word, k.known, c.similar
          from unnest(to_tsvector('simple'::regconfig, ${text})) as q
          cross join lateral (select exists (select 1 from search_words w
                where w.store_id = ${storeId} and w.word = q.lexeme) as known) as k
          left join lateral (
            select array_agg(close.word order by close.score desc, close.word) as similar
            from (select word, score from (
                    select w.word, similarity(w.word, q.lexeme) as score from search_words w
                    where w.store_id = ${storeId} and w.word % q.lexeme
                      and similarity(w.word, q.lexeme) >= ${TYPO_SIMILARITY}
                    union
                    select s.word, similarity(s.word, q.lexeme)
                    from jsonb_array_elements_text(${JSON.stringify(synonymWords(synonyms))}::jsonb)
                         as s(word)
                    where similarity(s.word, q.lexeme) >= ${TYPO_SIMILARITY}) as found
                  where found.word <> q.lexeme
                  order by score desc, word limit ${TYPO_CANDIDATES}) as close
          ) as c on not k.known and length(q.lexeme) >= ${TYPO_MIN} and q.lexeme ~ '[[:alpha:]]'
          order by q.positions[1]`,
    );
    return rows.map((row) => ({ word: row.word, known: row.known, similar: row.similar ?? [] }));
  }

  /** Each filter's value, for a statement that is not prepared. */
  function filterValues(storeId: number, filters: ListingFilters): (name: string) => SQLWrapper {
    const values: Record<string, unknown> = {
      storeId,
      category: filters.category,
      gender: filters.gender,
      parentCategory: filters.parentCategory,
      filterNames: filters.filter ? `{${filters.filter.names.map(arrayItem).join(',')}}` : null,
      withoutGender: filters.filter?.withoutGender ?? false,
    };
    return (name) => sql`${values[name]}`;
  }

  /**
   * The ranking: exact words above prefixes above typos, each weighed by where it is. Matching
   * a tsvector is a binary search of its words: ranking 3,000 matches took 2 ms this way and
   * 12 ms with ts_rank.
   */
  function score(queries: SearchQueries): SQL {
    return sql.join(
      queries.ranked.map(
        ({ query, weight }) =>
          sql`${sql.raw(String(weight))} * (candidates.search_vector @@ ${query}::tsquery)::int`,
      ),
      sql` + `,
    );
  }

  /** The number of the query's terms a product has, for the relaxed search. */
  function termsMatched(queries: SearchQueries): SQL {
    return sql.join(
      queries.each.map((query) => sql`(candidates.search_vector @@ ${query}::tsquery)::int`),
      sql` + `,
    );
  }

  /** The best matches (one more than the cap, to know there are more), best first. */
  async function rank(
    storeId: number,
    filters: ListingFilters,
    queries: SearchQueries,
    /** The matches' query: every term (not relaxed), or at least some of them (relaxed). */
    matching: string,
    relaxed: boolean,
    limit: number,
    candidates: number,
  ): Promise<SuggestRow[]> {
    const where = whereFor(filters, filterValues(storeId, filters));
    const order = relaxed
      ? sql`${termsMatched(queries)} desc, ${IN_STOCK} desc, ${score(queries)} desc`
      : sql`${IN_STOCK} desc, ${score(queries)} desc`;
    // At most SEARCH_CANDIDATES matches are read, in the order the index gives them.
    return queryRows<SuggestRow>(
      db,
      sql`select candidates.id::text as id, title, img_url as image,
                 coalesce(discounted_price, regular_price) / 100.0 as price,
                 category, parent_category as parent
          from (select id, title, img_url, discounted_price, regular_price, category,
                       parent_category, search_vector, variants_json, created_at
                from products
                where ${where} and search_vector @@ ${matching}::tsquery
                limit ${candidates}) as candidates
          order by ${order}, candidates.created_at desc, candidates.id desc
          limit ${limit}`,
    ).then((rows) => rows.map((row) => ({ ...row, price: Number(row.price) })));
  }

  /**
   * Every term first; when that finds too little, all terms but one, then all but two… down to
   * any term, ranked by how many they have: "hdmi 2.1 cable 3m" finds HDMI cables of no stated
   * version or length. Each step asks for products with at least that many terms, so the matches
   * read (at most `candidates`) are the ones with most terms, however common one of them is.
   */
  async function rankMatches(
    storeId: number,
    filters: ListingFilters,
    queries: SearchQueries,
    limit: number,
    candidates: number,
  ): Promise<SuggestRow[]> {
    const enough = Math.min(RELAXED_BELOW, limit);
    let rows = await rank(storeId, filters, queries, queries.all, false, limit, candidates);
    for (let terms = queries.each.length - 1; rows.length < enough && terms >= 1; terms--) {
      const matching = atLeast(queries.each, terms);
      if (matching) {
        rows = await rank(storeId, filters, queries, matching, true, limit, candidates);
      }
    }
    return rows;
  }

  async function prepareQueries(
    storeId: number,
    text: string,
    synonyms: string[][],
    completeLast: boolean,
  ): Promise<SearchQueries | null> {
    const words = await queryWords(storeId, text, synonyms);
    return searchQueries(words, synonymIndex(synonyms), { completeLast });
  }

  /**
   * A page of the products matching `query.search` and the listing's filters, best first, as
   * the listing answers (spec section 7): the JSON text of each product as stored. At most
   * SEARCH_COUNT_CAP matches are counted and paged through; past it the total is the cap with
   * `totalCapped`.
   */
  async function searchProducts(
    storeId: number,
    query: ProductListQuery & { search: string },
    storeVersion: number,
    synonyms: string[][],
  ): Promise<JsonText<ProductListResponse>> {
    const filters = listingFilters(query);
    const key = JSON.stringify([storeId, storeVersion, query.search.toLowerCase(), filters]);
    const matches = await results(key, async () => {
      const queries = await prepareQueries(storeId, query.search, synonyms, false);
      if (!queries) return { ids: [], capped: false };
      const rows = await rankMatches(
        storeId,
        filters,
        queries,
        SEARCH_COUNT_CAP + 1,
        SEARCH_CANDIDATES,
      );
      return {
        ids: rows.slice(0, SEARCH_COUNT_CAP).map((row) => row.id),
        capped: rows.length > SEARCH_COUNT_CAP,
      };
    });
    const offset = (query.page - 1) * query.limit;
    const ids = matches.ids.slice(offset, offset + query.limit);
    const data =
      ids.length > 0 ? ((await pageByIds.execute({ storeId, ids }))[0]?.json ?? '[]') : '[]';
    const total = matches.ids.length;
    const pagination = JSON.stringify({
      page: query.page,
      limit: query.limit,
      total,
      totalCapped: matches.capped,
    });
    return `{"data":${data},"count":${total},"pagination":${pagination}}`;
  }

  /**
   * Quick suggestions for what is being typed (its last word may be unfinished): the best
   * matching products and the categories named like the query, SUGGEST_MAX in all.
   */
  async function suggest(
    storeId: number,
    text: string,
    storeVersion: number,
    synonyms: string[][],
    storeCategories: string[],
  ): Promise<ProductSuggestResponse> {
    if (!text) return { products: [], categories: [] };
    const key = JSON.stringify([storeId, storeVersion, text.toLowerCase()]);
    return suggestions(key, async () => {
      const queries = await prepareQueries(storeId, text, synonyms, true);
      if (!queries) return { products: [], categories: [] };
      const rows = await rankMatches(storeId, {}, queries, SUGGEST_SAMPLE, SUGGEST_CANDIDATES);
      const categories = suggestedCategories(queries, [
        ...storeCategories,
        ...rows.flatMap((row) => [row.parent, row.category]),
      ]);
      return {
        products: rows
          .slice(0, SUGGEST_MAX - categories.length)
          .map(({ id, title, image, price }) => ({ id, title, image, price })),
        categories,
      };
    });
  }

  return { searchProducts, suggest };
}

/** Ways of choosing terms, at most, in a tsquery: the larger middle steps are skipped. */
const COMBINATIONS_MAX = 30;

/**
 * A tsquery matching products with at least `count` of the terms: any `count` of them together;
 * null when there are more than COMBINATIONS_MAX ways of choosing them.
 */
function atLeast(terms: string[], count: number): string | null {
  if (count === 1) return terms.join(' | ');
  const chosen: string[] = [];
  const choose = (from: number, picked: string[]): boolean => {
    if (picked.length === count) {
      chosen.push(`(${picked.join(' & ')})`);
      return chosen.length <= COMBINATIONS_MAX;
    }
    for (let i = from; i <= terms.length - (count - picked.length); i++) {
      if (!choose(i + 1, [...picked, terms[i]!])) return false;
    }
    return true;
  };
  return choose(0, []) ? chosen.join(' | ') : null;
}

/** An item of a PostgreSQL array literal, quoted. */
function arrayItem(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * Category names with a word that a query term (or what stands for it) is, or begins, in the
 * order given: distinct, at most SUGGEST_CATEGORIES_MAX.
 */
function suggestedCategories(queries: SearchQueries, names: (string | null)[]): string[] {
  const wanted = queries.terms.flatMap((term) =>
    term.alternatives.map((alternative) => ({
      word: alternative.words.join(' '),
      prefix: alternative.kind === 'prefix',
    })),
  );
  const found: string[] = [];
  for (const name of names) {
    if (!name || found.includes(name) || found.length >= SUGGEST_CATEGORIES_MAX) continue;
    const lower = name.toLowerCase();
    const words = lower.split(/[^\p{L}\p{N}]+/u);
    const matches = wanted.some(({ word, prefix }) =>
      word.includes(' ')
        ? lower.includes(word)
        : words.some((w) => w === word || (prefix && w.startsWith(word))),
    );
    if (matches) found.push(name);
  }
  return found;
}
