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
import { createBoundedQueue } from '../../lib/bounded-queue';
import { expiringCache } from '../../lib/expiring-cache';
import type { JsonText } from '../../lib/json-text';
import { type ListingFilters, listingFilters, whereFor } from '../catalog';
import {
  type MatchKind,
  type QueryTerm,
  type SearchQueries,
  searchQueries,
  synonymIndex,
} from './terms';
import { createQueryWords } from './query-words';
import {
  FIELD_WEIGHT,
  inline,
  pgArray,
  placeholders,
  type RankValues,
  rankingSql,
  raw,
  suggestSql,
  WALK_BOUND,
} from './ranking-sql';

export type SearchService = ReturnType<typeof createSearchService>;

/**
 * A search's answers are kept this long per store version, query, filters and page: shoppers
 * asking the same rank once. A catalogue change makes a new store version, and a request that
 * knows it ranks again (decision 0014), as the list's totals.
 */
const RESULTS_TTL_MS = 5_000;
/** Queries come from shoppers, so the caches are bounded. */
const RESULTS_MAX_ENTRIES = 5_000;
/**
 * Searches ranked at once by one process, and waiting their turn (SEARCH_CONCURRENCY,
 * SEARCH_QUEUE_MAX). Four did as many searches a second as twenty at a million products.
 */
const SEARCHES_AT_ONCE = 4;
const SEARCHES_WAITING_MAX = 1_000;
/** Fewer matches of every term than this, and the search also takes products with some terms. */
const RELAXED_BELOW = 3;
/**
 * Each combination of terms of the relaxed search adds at most this many products, and a step's
 * combinations at most RELAXED_STEP_CANDIDATES together (ordering them reads each candidate's
 * postings: 400 candidates of 8 terms took 14 ms at 1M products).
 */
const RELAXED_CANDIDATES = 100;
const RELAXED_STEP_CANDIDATES = 400;
/**
 * The relaxed search's walks of several terms share one search's walk (WALK_BOUND postings): a
 * step's combinations each read an equal share, and a step whose share would be under
 * RELAXED_WALK_MIN is skipped (decision 0016). Single terms are walked without probes, each with
 * a whole bound.
 */
const RELAXED_WALK_MIN = 250;
/** Categories among the suggestions, at most; products fill the rest. */
const SUGGEST_CATEGORIES_MAX = 3;
/**
 * Suggestions rank this many products: those they can show. Their categories come first among
 * the categories named like the query, then the store's other category names (categoryNames).
 */
const SUGGEST_SAMPLE = SUGGEST_MAX;
/**
 * The store's category names are read once per store version: kept this long at most, and at most
 * CATEGORY_NAMES_MAX versions' worth.
 */
const CATEGORY_NAMES_TTL_MS = 60_000;
const CATEGORY_NAMES_MAX = 1_000;

/**
 * A match's score: its kind's weight times its place's (FIELD_WEIGHT). An exact word is also its
 * own prefix (4 + 2): exact above prefix above typo.
 */
const KIND_WEIGHTS: Record<MatchKind, number> = { exact: 6, prefix: 2, typo: 1 };

/** One word that matches a term, with its weight; a synonym phrase is its first word and itself. */
interface Alternative {
  word: string;
  weight: number;
  /** A tsquery the product's search vector must match too (a synonym phrase), or null. */
  phrase: string | null;
}

interface RankOptions {
  count: boolean;
  offset?: number;
  answers?: boolean;
  /** The page size, which an estimated total is taken over (RankValues); the limit if not given. */
  sample?: number;
  /** Postings the walk may read in all (RankValues); WALK_BOUND if not given. */
  walk?: number;
}

/** What the ranking statement answers. */
interface RankRow {
  ids: string[] | null;
  total: number;
  estimated: boolean | null;
  json: string | null;
  termPostings: number[] | null;
  vocabulary: string | null;
}

interface Ranking {
  ids: string[];
  /** Counted up to SEARCH_COUNT_CAP + 1, or estimated past the first page (decision 0016). */
  total: number;
  /** `total` is an estimate. */
  estimated: boolean;
  json: string | null;
  /** Each term's postings (in all its words): 0 when no product has it. */
  termPostings: number[];
  /** The store's vocabulary version the statement saw. */
  vocabulary: number;
}

/** A search's answer when no product matches. */
const NO_MATCHES: Pick<Ranking, 'ids' | 'total' | 'estimated' | 'json'> = {
  ids: [],
  total: 0,
  estimated: false,
  json: null,
};

/** A query's terms, and the version of the vocabulary they come from (createQueryWords). */
interface Prepared {
  queries: SearchQueries;
  terms: Alternative[][];
  version: number | null;
  /**
   * No word of any term is in the catalogue, by the vocabulary in memory: nothing can match, all
   * terms or some (the relaxed search), with or without filters.
   */
  matchesNothing: boolean;
}

interface SuggestRow {
  id: string;
  title: string;
  image: string | null;
  price: number;
  category: string;
  parent: string | null;
}

export function createSearchService(
  db: Database,
  {
    ttlMs = RESULTS_TTL_MS,
    concurrency = SEARCHES_AT_ONCE,
    maxWaiting = SEARCHES_WAITING_MAX,
  }: { ttlMs?: number; concurrency?: number; maxWaiting?: number } = {},
) {
  const results = expiringCache<JsonText<ProductListResponse>>(ttlMs, RESULTS_MAX_ENTRIES);
  const suggestions = expiringCache<ProductSuggestResponse>(ttlMs, RESULTS_MAX_ENTRIES);
  const queryWords = createQueryWords(db);
  // Searches not answered from the cache take turns: the costliest (a relaxed search of common
  // words, 0.1 s of the database at a million products) cannot take every connection and core
  // from product pages and checkout.
  const line = createBoundedQueue({
    concurrency,
    maxWaiting,
    busyMessage: 'Search is busy. Try again in a moment.',
  });

  const categoryNamesCache = expiringCache<string[]>(CATEGORY_NAMES_TTL_MS, CATEGORY_NAMES_MAX);

  /**
   * Every category and parent category of the store's listed products, in name order: a skip
   * scan of each listing index (products_store_category_idx, products_store_parent_idx), one
   * descent per distinct name, however many products.
   */
  const categoryNamesStatement = db
    .select({
      names: sql<string[]>`array(
        select n.name from (
          (with recursive c(key, name) as (
             (select lower(p.category), p.category from products p
              where p.store_id = ${sql.placeholder('storeId')} and p.archived_at is null
              order by lower(p.category) limit 1)
             union all
             select n.* from c cross join lateral (
               select lower(p.category), p.category from products p
               where p.store_id = ${sql.placeholder('storeId')} and p.archived_at is null
                 and lower(p.category) > c.key
               order by lower(p.category) limit 1) as n)
           select c.name from c)
          union
          (with recursive c(name) as (
             (select p.parent_category from products p
              where p.store_id = ${sql.placeholder('storeId')} and p.archived_at is null
                and p.parent_category is not null
              order by p.parent_category limit 1)
             union all
             select n.* from c cross join lateral (
               select p.parent_category from products p
               where p.store_id = ${sql.placeholder('storeId')} and p.archived_at is null
                 and p.parent_category > c.name
               order by p.parent_category limit 1) as n)
           select c.name from c)) as n
        order by lower(n.name), n.name)`,
    })
    .from(sql`(select 1) as one`)
    .prepare('search_category_names');

  /** The store's category names at (at least) this store version. */
  function categoryNames(storeId: number, storeVersion: number): Promise<string[]> {
    return categoryNamesCache(`${storeId}:${storeVersion}`, async () => {
      const [row] = await categoryNamesStatement.execute({ storeId });
      return row?.names ?? [];
    });
  }

  /** The store's vocabulary version now (store_versions.vocabulary, migration 0017). */
  const vocabularyVersionStatement = db
    .select({
      version: sql<string | null>`(select v.vocabulary from store_versions v
                                   where v.store_id = ${sql.placeholder('storeId')})`,
    })
    .from(sql`(select 1) as one`)
    .prepare('search_vocabulary_version');
  async function vocabularyVersion(storeId: number): Promise<number> {
    const [row] = await vocabularyVersionStatement.execute({ storeId });
    return Number(row?.version ?? 0);
  }

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

  /**
   * The ranking statement without filters (rankingSql), prepared once: parsed and planned per
   * connection, not per search (searches with filters build it with their conditions); `one` for
   * one term without filters (most searches).
   */
  const rankStatement = (oneTerm: boolean, name: string) =>
    db
      .select({
        ids: sql<string[] | null>`r.ids`,
        total: sql<number>`r.total`,
        estimated: sql<boolean | null>`r.estimated`,
        json: sql<string | null>`r.json`,
        termPostings: sql<number[] | null>`r."termPostings"`,
        vocabulary: sql<string | null>`r.vocabulary`,
      })
      .from(sql`(${rankingSql(placeholders(oneTerm))}) as r`)
      .prepare(name);
  const rankStatements = {
    any: rankStatement(false, 'search_rank'),
    one: rankStatement(true, 'search_rank_one'),
  };

  /**
   * The same walk for suggestions: the best SUGGEST_SAMPLE products' rows (the limit written in),
   * and each term's postings.
   */
  const suggestStatement = (oneTerm: boolean, name: string) =>
    db
      .select({
        id: sql<string | null>`r.id`,
        title: sql<string>`r.title`,
        image: sql<string | null>`r.image`,
        price: sql<number>`r.price`,
        category: sql<string>`r.category`,
        parent: sql<string | null>`r.parent`,
        termPostings: sql<number[] | null>`r."termPostings"`,
        vocabulary: sql<string | null>`r.vocabulary`,
      })
      .from(
        sql`(${suggestSql({
          ...placeholders(oneTerm),
          limit: raw(SUGGEST_SAMPLE),
          walk: raw(WALK_BOUND),
        })}) as r`,
      )
      .prepare(name);
  const suggestStatements = {
    any: suggestStatement(false, 'search_suggest'),
    one: suggestStatement(true, 'search_suggest_one'),
  };

  /**
   * The relaxed search's candidates in order: each candidate's postings read once (the primary
   * key's range of the product), matched to the terms' words, its best score and stock per term;
   * then by how many terms it has, in stock, the sum of its terms' scores, newest. Prepared, its
   * values read through init plans as the ranking statement's.
   */
  const relaxedOrderStatement = db
    .select({ ids: sql<string[] | null>`o.ids` })
    .from(
      sql`(select array_agg(x.id::text order by x.terms desc, x.in_stock desc, x.score desc,
                                               x.created_at desc, x.id desc) as ids
           from (select c.id, count(m.score) as terms, bool_or(m.in_stock) as in_stock,
                        sum(m.score) as score, max(m.created_at) as created_at
                 from unnest((select ${sql.placeholder('ids')})::uuid[]) as c(id)
                 left join lateral (
                   select t.term, max(t.score) as score, bool_or(t.in_stock) as in_stock,
                          max(t.created_at) as created_at
                   from (select a.term, a.weight * ${FIELD_WEIGHT} as score, sp.in_stock,
                                sp.created_at
                         from search_postings sp
                         join unnest((select ${sql.placeholder('words')})::text[],
                                     (select ${sql.placeholder('weights')})::int[],
                                     (select ${sql.placeholder('phrases')})::text[],
                                     (select ${sql.placeholder('terms')})::int[])
                                as a(word, weight, phrase, term)
                           on a.word = sp.word
                         where sp.product_id = c.id
                           and (a.phrase = '' or coalesce((select p.search_vector from products p
                                  where p.id = c.id) @@ a.phrase::tsquery, false))) as t
                   group by t.term) as m on true
                 group by c.id) as x) as o`,
    )
    .prepare('search_relaxed_order');

  /** A product of the store passing the filters (only when there are some). */
  function filtered(storeId: number, filters: ListingFilters): SQL | null {
    if (
      !filters.category &&
      !filters.gender &&
      !filters.parentCategory &&
      !filters.filter &&
      !filters.featured
    ) {
      return null;
    }
    const values: Record<string, unknown> = {
      storeId,
      category: filters.category,
      gender: filters.gender,
      parentCategory: filters.parentCategory,
      filterNames: filters.filter ? pgArray(filters.filter.names) : null,
      withoutGender: filters.filter?.withoutGender ?? false,
    };
    const where = whereFor(filters, (name): SQLWrapper => sql`${values[name]}`);
    // A scalar subquery: probed per posting, never turned into a join or a hashed scan of all.
    return sql`coalesce((select true from products
                         where ${products.id} = sp.product_id and ${where}), false)`;
  }

  /**
   * The best `limit` products for the query's terms and filters, how many there are (from the
   * words' counts, or estimated; decision 0016), each term's postings, and the stored answers of
   * those past `offset` (`json`, when `answers`): one statement.
   */
  async function rankOnce(
    storeId: number,
    terms: Alternative[][],
    filters: ListingFilters,
    limit: number,
    { count, offset = 0, answers = false, sample = limit, walk = WALK_BOUND }: RankOptions,
  ): Promise<Ranking> {
    const filter = filtered(storeId, filters);
    const values: RankValues = {
      storeId,
      ...termParams(terms),
      limit,
      count,
      offset,
      answers,
      sample,
      walk,
    };
    const [row] = filter
      ? await queryRows<RankRow>(db, rankingSql(inline(values, filter)))
      : await rankStatements[terms.length === 1 ? 'one' : 'any'].execute(values);
    return {
      ids: row?.ids ?? [],
      total: Number(row?.total ?? 0),
      estimated: row?.estimated === true,
      json: row?.json ?? null,
      termPostings: (row?.termPostings ?? []).map(Number),
      vocabulary: Number(row?.vocabulary ?? 0),
    };
  }

  /**
   * rankOnce, and when every term together finds fewer than RELAXED_BELOW products, the relaxed
   * search instead.
   */
  async function rank(
    storeId: number,
    terms: Alternative[][],
    filters: ListingFilters,
    limit: number,
    options: RankOptions,
  ): Promise<Ranking> {
    const ranking = await rankOnce(storeId, terms, filters, limit, options);
    if (terms.length > 1 && ranking.total < Math.min(RELAXED_BELOW, limit)) {
      const all = await relaxed(storeId, terms, ranking.termPostings, filters, RELAXED_CANDIDATES);
      return {
        ...ranking,
        ids: all.slice(0, limit),
        total: all.length,
        estimated: false,
        json: null,
      };
    }
    return ranking;
  }

  /**
   * When every term together finds fewer than RELAXED_BELOW products: products with all terms
   * but one, then all but two… down to any one, stopping at the first step that finds enough;
   * ranked by how many terms each has, then in stock, then the sum of its terms' scores, newest
   * first. Each combination of terms adds its best `candidates` (a search's RELAXED_CANDIDATES,
   * the suggestions they show; a step's at most RELAXED_STEP_CANDIDATES together); the
   * combinations of several terms share one walk's budget, so a step they would split too thinly
   * is skipped (RELAXED_WALK_MIN).
   */
  async function relaxed(
    storeId: number,
    terms: Alternative[][],
    termPostings: number[],
    filters: ListingFilters,
    candidates: number,
  ): Promise<string[]> {
    const found = new Set<string>();
    // A term no product has empties every combination with it: combinations are of the rest.
    const kept = terms.flatMap((_, index) => (termPostings[index] === 0 ? [] : [index]));
    let budget = WALK_BOUND;
    for (let size = terms.length - 1; size >= 1 && found.size < RELAXED_BELOW; size--) {
      if (size > kept.length) continue;
      // How many combinations a step has is known before any is made, so a step too thin to
      // walk costs nothing: the work is linear in the terms (at most WALK_BOUND /
      // RELAXED_WALK_MIN combinations of several terms in all, then each term alone).
      const count = binomial(kept.length, size);
      let walk = WALK_BOUND;
      if (size > 1) {
        walk = Math.floor(budget / count);
        if (walk < RELAXED_WALK_MIN) continue;
        budget -= walk * count;
      }
      const each = Math.min(candidates, Math.ceil(RELAXED_STEP_CANDIDATES / count));
      for (const combination of combinations(kept, size)) {
        const { ids } = await rankOnce(
          storeId,
          combination.map((index) => terms[index]!),
          filters,
          each,
          { count: false, walk },
        );
        for (const id of ids) found.add(id);
      }
    }
    if (found.size === 0) return [];
    const [row] = await relaxedOrderStatement.execute({
      ids: pgArray([...found]),
      ...termParams(terms),
    });
    return row?.ids ?? [];
  }

  async function prepare(
    storeId: number,
    text: string,
    synonyms: string[][],
    completeLast: boolean,
    atLeast = 0,
  ): Promise<Prepared | null> {
    const { words, completions, version, known } = await queryWords(
      storeId,
      text,
      synonyms,
      atLeast,
    );
    const queries = searchQueries(words, synonymIndex(synonyms), { completeLast });
    if (!queries) return null;
    const terms = queries.terms.map((term) => termAlternatives(term, completions));
    // A synonym phrase is matched through its first word, its alternative's word.
    const matchesNothing =
      known !== null &&
      terms.every((term) => term.every((alternative) => !known(alternative.word)));
    return { queries, terms, version, matchesNothing };
  }

  /**
   * The query prepared, and what `run` answers for it; run again, once, with the vocabulary read
   * anew when its statement saw a newer vocabulary version than the words in memory came from (a
   * word came or went since they were read): answers always follow the catalogue's words. A
   * query that matches nothing by the vocabulary in memory answers `nothing` after reading only
   * the vocabulary's version (a search of words the shop does not have, as cheap as a product).
   */
  async function withCurrentWords<T>(
    storeId: number,
    text: string,
    synonyms: string[][],
    completeLast: boolean,
    run: (prepared: Prepared) => Promise<{ answer: T; vocabulary: number }>,
    nothing: T,
  ): Promise<{ prepared: Prepared; answer: T } | null> {
    const answerFor = async (prepared: Prepared) =>
      prepared.matchesNothing
        ? { answer: nothing, vocabulary: await vocabularyVersion(storeId) }
        : run(prepared);
    const prepared = await prepare(storeId, text, synonyms, completeLast);
    if (!prepared) return null;
    const { answer, vocabulary } = await answerFor(prepared);
    if (prepared.version === null || vocabulary <= prepared.version) return { prepared, answer };
    const current = await prepare(storeId, text, synonyms, completeLast, vocabulary);
    return current && { prepared: current, answer: (await answerFor(current)).answer };
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
    const key = JSON.stringify([
      storeId,
      storeVersion,
      query.search.toLowerCase(),
      filters,
      query.page,
      query.limit,
    ]);
    return results(key, () =>
      line.run(async () => {
        const offset = (query.page - 1) * query.limit;
        const limit = Math.min(offset + query.limit, SEARCH_COUNT_CAP);
        const ranked = await withCurrentWords(
          storeId,
          query.search,
          synonyms,
          false,
          async ({ terms }) => {
            const answer = await rank(storeId, terms, filters, limit, {
              count: true,
              offset,
              answers: true,
              sample: query.limit,
            });
            return { answer, vocabulary: answer.vocabulary };
          },
          NO_MATCHES,
        );
        const matches = ranked?.answer ?? NO_MATCHES;
        const ids = matches.ids.slice(offset, offset + query.limit);
        // The answers come with the ranking, except from the relaxed search.
        const data =
          ids.length === 0
            ? '[]'
            : (matches.json ?? (await pageByIds.execute({ storeId, ids }))[0]?.json ?? '[]');
        const total = Math.min(matches.total, SEARCH_COUNT_CAP);
        const pagination = JSON.stringify({
          page: query.page,
          limit: query.limit,
          total,
          totalCapped: matches.total > SEARCH_COUNT_CAP,
          totalEstimated: matches.estimated,
        });
        return `{"data":${data},"count":${total},"pagination":${pagination}}`;
      }),
    );
  }

  /**
   * The best SUGGEST_SAMPLE products for the terms, as suggestions show them, and the vocabulary
   * version the statement saw: one statement, unless the relaxed search takes over.
   */
  async function suggestRows(
    storeId: number,
    terms: Alternative[][],
  ): Promise<{ answer: SuggestRow[]; vocabulary: number }> {
    const found = await suggestStatements[terms.length === 1 ? 'one' : 'any'].execute({
      storeId,
      ...termParams(terms),
    });
    const vocabulary = Number(found[0]?.vocabulary ?? 0);
    // Without a match, the statement answers one row of nulls (with the terms' postings).
    const rows = found.filter((row) => row.id !== null) as SuggestRow[];
    if (terms.length === 1 || rows.length >= RELAXED_BELOW) return { answer: rows, vocabulary };
    const termPostings = (found[0]?.termPostings ?? []).map(Number);
    const ids = (await relaxed(storeId, terms, termPostings, {}, SUGGEST_SAMPLE)).slice(
      0,
      SUGGEST_SAMPLE,
    );
    if (ids.length === 0) return { answer: [], vocabulary };
    const answer = await queryRows<SuggestRow>(
      db,
      sql`select p.id::text as id, p.title, p.img_url as image,
                 coalesce(p.discounted_price, p.regular_price) / 100.0 as price,
                 p.category, p.parent_category as parent
          from unnest(${pgArray(ids)}::uuid[]) with ordinality as page(id, position)
          join products p on p.id = page.id
          where p.store_id = ${storeId} and p.archived_at is null
          order by page.position`,
    );
    return { answer, vocabulary };
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
    return suggestions(key, () =>
      line.run(async () => {
        const [suggested, names] = await Promise.all([
          withCurrentWords(
            storeId,
            text,
            synonyms,
            true,
            ({ terms }) => suggestRows(storeId, terms),
            [],
          ),
          categoryNames(storeId, storeVersion),
        ]);
        if (!suggested) return { products: [], categories: [] };
        const { prepared, answer: rows } = suggested;
        const categories = suggestedCategories(prepared.queries, [
          ...storeCategories,
          ...rows.flatMap((row) => [row.parent, row.category]),
          ...names,
        ]);
        return {
          products: rows
            .slice(0, SUGGEST_MAX - categories.length)
            .map(({ id, title, image, price }) => ({ id, title, image, price: Number(price) })),
          categories,
        };
      }),
    );
  }

  return { searchProducts, suggest };
}

/**
 * The words matching a term: its own and its synonyms (exact), the catalogue words it begins
 * (prefix), the closest catalogue words when it is unknown, and theirs (typo); each word once,
 * at its best weight. A synonym phrase is matched through its first word; it is left out when a
 * word of it matches as well on its own (any product with the phrase has that word).
 */
function termAlternatives(term: QueryTerm, completions: Map<string, string[]>): Alternative[] {
  const words = new Map<string, number>();
  const phrases: Alternative[] = [];
  const add = (word: string, weight: number) =>
    words.set(word, Math.max(weight, words.get(word) ?? 0));
  for (const alternative of term.alternatives) {
    const weight = KIND_WEIGHTS[alternative.kind];
    if (alternative.kind === 'prefix') {
      for (const word of completions.get(alternative.words[0]!) ?? []) add(word, weight);
    } else if (alternative.words.length === 1) {
      add(alternative.words[0]!, weight);
    } else {
      phrases.push({ word: alternative.words[0]!, weight, phrase: alternative.query });
    }
  }
  const kept = phrases.filter(
    (phrase, index) =>
      phrases.findIndex((other) => other.phrase === phrase.phrase) === index &&
      !(phrase.phrase ?? '').match(/'(?:[^']|'')*'/g)?.some((quoted) => {
        const word = quoted.slice(1, -1).replace(/''/g, "'").replace(/\\\\/g, '\\');
        return (words.get(word) ?? 0) >= phrase.weight;
      }),
  );
  return [...[...words].map(([word, weight]) => ({ word, weight, phrase: null })), ...kept];
}

/** The terms' alternatives as array literals: word, weight, phrase ('' for none) and term. */
function termParams(terms: Alternative[][]) {
  const flat = terms.flatMap((alternatives, index) =>
    alternatives.map((alternative) => ({ ...alternative, term: index + 1 })),
  );
  return {
    words: pgArray(flat.map((a) => a.word)),
    weights: `{${flat.map((a) => a.weight).join(',')}}`,
    phrases: pgArray(flat.map((a) => a.phrase ?? '')),
    terms: `{${flat.map((a) => a.term).join(',')}}`,
  };
}

/** How many ways there are of choosing `size` of `n` things (a float past 2^53: only compared). */
function binomial(n: number, size: number): number {
  let count = 1;
  for (let i = 1; i <= size; i++) count = (count * (n - size + i)) / i;
  return Math.round(count);
}

/** Every way of choosing `size` of the items, in order (relaxed() asks only for few of them). */
function combinations<T>(items: T[], size: number): T[][] {
  const chosen: T[][] = [];
  const choose = (from: number, picked: T[]) => {
    if (picked.length === size) {
      chosen.push(picked);
      return;
    }
    for (let i = from; i <= items.length - (size - picked.length); i++) {
      choose(i + 1, [...picked, items[i]!]);
    }
  };
  choose(0, []);
  return chosen;
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
