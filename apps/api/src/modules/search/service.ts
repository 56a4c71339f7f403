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
  type MatchKind,
  type QueryTerm,
  type QueryWord,
  type SearchQueries,
  searchQueries,
  synonymIndex,
  synonymWords,
  TYPO_MIN,
} from './terms';

export type SearchService = ReturnType<typeof createSearchService>;

/**
 * A search's answers are kept this long per store version, query, filters and page: shoppers
 * asking the same rank once. A catalogue change makes a new store version, and a request that
 * knows it ranks again (decision 0014), as the list's totals.
 */
const RESULTS_TTL_MS = 5_000;
/** Queries come from shoppers, so the caches are bounded. */
const RESULTS_MAX_ENTRIES = 5_000;
/** Fewer matches of every term than this, and the search also takes products with some terms. */
const RELAXED_BELOW = 3;
/** At most this many catalogue words stand in for an unknown word. */
const TYPO_CANDIDATES = 3;
/**
 * A catalogue word stands in for an unknown word this similar (trigrams in common over all):
 * "remot" and "remote" are 0.63, "lampp" and "lampshade" 0.33. The index finds candidates from
 * pg_trgm's own threshold, 0.3.
 */
const TYPO_SIMILARITY = 0.4;
/** A partial word is completed to at most this many catalogue words, the shortest first. */
const COMPLETIONS = 10;
/**
 * A walk reads at most this many postings in all, shared among its words (but at least
 * WALK_BOUND_PER_WORD each; decision 0016): where the other terms or the filters are rare among
 * a common word's products, the matches are those among the word's first postings in search
 * order, and the count stops there.
 */
const WALK_BOUND = 4_000;
const WALK_BOUND_PER_WORD = 500;
/** Each combination of terms of the relaxed search adds at most this many products. */
const RELAXED_CANDIDATES = 100;
/** Ways of choosing terms, at most, per step of the relaxed search: larger steps are skipped. */
const COMBINATIONS_MAX = 30;
/** Categories among the suggestions, at most; products fill the rest. */
const SUGGEST_CATEGORIES_MAX = 3;
/** Suggested categories are taken from this many best-matching products (and the store's list). */
const SUGGEST_SAMPLE = 40;

/**
 * A match's score: its kind's weight times its place's. An exact word is also its own prefix
 * (4 + 2): exact above prefix above typo …
 */
const KIND_WEIGHTS: Record<MatchKind, number> = { exact: 6, prefix: 2, typo: 1 };
/** … times the best place of the word: title 10, category or parent category 5, description 2. */
const FIELD_WEIGHT = sql.raw(`(case sp.field when 3 then 10 when 2 then 5 else 2 end)`);

/** One word that matches a term, with its weight; a synonym phrase is its first word and itself. */
interface Alternative {
  word: string;
  weight: number;
  /** A tsquery the product's search vector must match too (a synonym phrase), or null. */
  phrase: string | null;
}

/** A term of the query as the postings read it: the words any of which matches it. */
interface Group {
  alternatives: Alternative[];
  /**
   * Postings of these words, counted up to SEARCH_COUNT_CAP + 1 (-1: not counted, the query's
   * only term).
   */
  postings: number;
}

/** A product matching, by id. */
interface Ranked {
  id: string;
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
  const results = expiringCache<JsonText<ProductListResponse>>(ttlMs, RESULTS_MAX_ENTRIES);
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

  /**
   * The query's words, in order, with whether the catalogue has each, its closest words (when
   * it has not) and the catalogue words it begins (at most COMPLETIONS, the shortest first: an
   * index range of search_words_prefix_idx per word). Prepared once: parsed and planned per
   * connection, not per search.
   */
  const queryWordsStatement = db
    .select({
      word: sql<string>`q.lexeme`,
      known: sql<boolean>`k.known`,
      similar: sql<string[] | null>`c.similar`,
      completions: sql<string[] | null>`case when length(q.lexeme) >= 2
          and q.lexeme ~ '[[:alpha:]]' then array(
            select w.word from search_words w
            where w.store_id = ${sql.placeholder('storeId')} and w.word ~>=~ q.lexeme
              and w.word ~<~ (q.lexeme || chr(1114111)) and starts_with(w.word, q.lexeme)
            order by length(w.word), w.word limit ${sql.raw(String(COMPLETIONS))}) end`,
    })
    .from(
      sql`unnest(to_tsvector('simple'::regconfig, ${sql.placeholder('text')}::text)) as q
          cross join lateral (select exists (select 1 from search_words w
                where w.store_id = ${sql.placeholder('storeId')} and w.word = q.lexeme) as known) as k
          cross join lateral (
            select array_agg(close.word order by close.score desc, close.word) as similar
            from (select word, score from (
                    select w.word, similarity(w.word, q.lexeme) as score from search_words w
                    where w.store_id = ${sql.placeholder('storeId')} and w.word % q.lexeme
                      and similarity(w.word, q.lexeme) >= ${sql.raw(String(TYPO_SIMILARITY))}
                    union
                    select s.word, similarity(s.word, q.lexeme)
                    from jsonb_array_elements_text(${sql.placeholder('synonyms')}::jsonb) as s(word)
                    where similarity(s.word, q.lexeme) >= ${sql.raw(String(TYPO_SIMILARITY))}
                  ) as found
                  where found.word <> q.lexeme
                  order by score desc, word limit ${sql.raw(String(TYPO_CANDIDATES))}) as close
            -- Only for an unknown word: a known one is not looked up.
            where not k.known and length(q.lexeme) >= ${sql.raw(String(TYPO_MIN))}
              and q.lexeme ~ '[[:alpha:]]'
          ) as c`,
    )
    .orderBy(sql`q.positions[1]`)
    .prepare('search_query_words');

  async function queryWords(
    storeId: number,
    text: string,
    synonyms: string[][],
  ): Promise<{ words: QueryWord[]; completions: Map<string, string[]> }> {
    const rows = await queryWordsStatement.execute({
      storeId,
      text,
      synonyms: JSON.stringify(synonymWords(synonyms)),
    });
    return {
      words: rows.map((row) => ({ word: row.word, known: row.known, similar: row.similar ?? [] })),
      completions: new Map(rows.map((row) => [row.word, row.completions ?? []])),
    };
  }

  /** Postings of each term's words (a JSON array of arrays), up to SEARCH_COUNT_CAP + 1 each. */
  const countsStatement = db
    .select({
      i: sql<number>`g.i::int`,
      n: sql<number>`(select count(*)::int from (
            select 1 from search_postings s
            where s.store_id = ${sql.placeholder('storeId')}::int
              and s.word = any(array(select jsonb_array_elements_text(g.words)))
            limit ${sql.raw(String(SEARCH_COUNT_CAP + 1))}) as x)`,
    })
    .from(
      sql`jsonb_array_elements(${sql.placeholder('words')}::jsonb) with ordinality as g(words, i)`,
    )
    .prepare('search_term_counts');

  /**
   * The query's terms as words to read; with several terms, how many postings each has (capped),
   * to pick the rarest to drive.
   */
  async function prepareGroups(
    storeId: number,
    queries: SearchQueries,
    completions: Map<string, string[]>,
  ): Promise<Group[]> {
    const alternatives = queries.terms.map((term) => termAlternatives(term, completions));
    if (alternatives.length === 1) return [{ alternatives: alternatives[0]!, postings: -1 }];
    const counts = await countsStatement.execute({
      storeId,
      words: JSON.stringify(alternatives.map((alts) => alts.map((a) => a.word))),
    });
    return alternatives.map((alts, index) => ({
      alternatives: alts,
      postings: Number(counts.find((row) => Number(row.i) === index + 1)?.n ?? 0),
    }));
  }

  /** A product of the store passing the filters (only when there are some). */
  function filtered(storeId: number, filters: ListingFilters): SQL | null {
    if (!filters.category && !filters.gender && !filters.parentCategory && !filters.filter) {
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

  /** The product at `sp` matches the group (one of its words, or phrases). */
  function has(group: Group): SQL {
    const words = group.alternatives.filter((a) => !a.phrase).map((a) => a.word);
    const phrases = group.alternatives.filter((a) => a.phrase).map((a) => a.phrase!);
    const parts: SQL[] = [];
    if (words.length > 0) {
      parts.push(sql`coalesce((select true from search_postings o
                         where o.product_id = sp.product_id
                           and o.word = any(${pgArray(words)}::text[]) limit 1), false)`);
    }
    if (phrases.length > 0) {
      // A phrase is read from the product's row only when it has the phrase's first word.
      const firsts = [...new Set(group.alternatives.filter((a) => a.phrase).map((a) => a.word))];
      parts.push(sql`(coalesce((select true from search_postings o
                         where o.product_id = sp.product_id
                           and o.word = any(${pgArray(firsts)}::text[]) limit 1), false)
                      and coalesce((select p.search_vector from products p
                         where p.id = sp.product_id) @@ ${phrases.join(' | ')}::tsquery, false))`);
    }
    return sql`(${sql.join(parts, sql` or `)})`;
  }

  /** A walk of the group's postings (walkOf) with these values. */
  function walk(storeId: number, group: Group, conditions: SQL[], limit: number): SQL {
    return walkOf({
      storeId: sql`${storeId}`,
      alternatives: sql`${JSON.stringify(group.alternatives)}`,
      bound: sql`${boundOf(group, limit)}`,
      limit: sql`${limit}`,
      conditions,
    });
  }

  /**
   * How many products a walk finds, up to SEARCH_COUNT_CAP + 1: the same postings as `walk`
   * reads (so the count and the pages agree), without scoring them.
   */
  function counting(storeId: number, group: Group, conditions: SQL[]): SQL {
    return countingOf({
      storeId: sql`${storeId}`,
      alternatives: sql`${JSON.stringify(group.alternatives)}`,
      bound: sql`${boundOf(group, SEARCH_COUNT_CAP + 1)}`,
      conditions,
    });
  }

  /**
   * A ranking statement prepared once (parsed and planned per connection, not per search): the
   * best `limit` of a walk with these conditions, the count when the page is full, and the
   * stored answers past `offset` when `answers`.
   */
  function preparedRanking(name: string, conditions: SQL[]) {
    const parts = {
      storeId: sql`${sql.placeholder('storeId')}::int`,
      alternatives: sql`${sql.placeholder('alternatives')}`,
      conditions,
    };
    return db
      .select({
        ids: sql<string[] | null>`array_agg(r.product_id::text order by r.position)`,
        total: sql<number>`(case when count(*) < ${sql.placeholder('limit')}::int
              or not ${sql.placeholder('count')}::boolean then count(*)
            else (${countingOf({ ...parts, bound: sql`${sql.placeholder('countBound')}::int` })})
            end)::int`,
        json: sql<string | null>`'[' || string_agg((select p.api_json from products p
              where p.id = r.product_id and p.archived_at is null), ',' order by r.position)
            filter (where ${sql.placeholder('answers')}::boolean
                    and r.position > ${sql.placeholder('offset')}::int) || ']'`,
      })
      .from(
        sql`(select w.product_id, row_number() over (
                     order by w.in_stock desc, w.score desc, w.created_at desc,
                              w.product_id desc) as position
             from (${walkOf({
               ...parts,
               bound: sql`${sql.placeholder('bound')}::int`,
               limit: sql`${sql.placeholder('limit')}::int`,
             })}) as w
             order by position limit ${sql.placeholder('limit')}::int) as r`,
      )
      .prepare(name);
  }

  /** The commonest searches: one term, or two, and no filter. */
  const oneTermStatement = preparedRanking('search_one_term', []);
  const twoTermsStatement = preparedRanking('search_two_terms', [
    // The product has a word of the other term, or (when it has any) one of its phrases.
    sql`(coalesce((select true from search_postings o
                   where o.product_id = sp.product_id
                     and o.word = any(array(select jsonb_array_elements_text(
                                              ${sql.placeholder('otherWords')}::jsonb)))
                   limit 1), false)
         or case when ${sql.placeholder('otherPhrases')}::text is null then false
                 -- The row is read only when the product has a phrase's first word.
                 when not coalesce((select true from search_postings o
                   where o.product_id = sp.product_id
                     and o.word = any(array(select jsonb_array_elements_text(
                                              ${sql.placeholder('otherPhraseWords')}::jsonb)))
                   limit 1), false) then false
                 else coalesce((select p.search_vector from products p
                   where p.id = sp.product_id)
                   @@ ${sql.placeholder('otherPhrases')}::text::tsquery, false) end)`,
  ]);

  /** The best `limit` products of a walk, best first. */
  async function ranked(
    storeId: number,
    group: Group,
    conditions: SQL[],
    limit: number,
  ): Promise<Ranked[]> {
    if (limit <= 0) return [];
    return queryRows<Ranked>(
      db,
      sql`select w.product_id::text as id from (${walk(storeId, group, conditions, limit)}) as w
          order by w.in_stock desc, w.score desc, w.created_at desc, w.product_id desc
          limit ${limit}`,
    );
  }

  /**
   * Products with every one of `groups`: the postings of the group with the fewest, in search
   * order, kept when the product has a word of each other group (a probe of the postings' primary
   * key) and passes the filters. Among them the order is the driving group's.
   */
  function every(groups: Group[], filter: SQL | null): { driver: Group; conditions: SQL[] } {
    const driver = groups.reduce((a, b) => (b.postings < a.postings ? b : a));
    const conditions = groups.filter((group) => group !== driver).map(has);
    if (filter) conditions.push(filter);
    return { driver, conditions };
  }

  /**
   * When every term together finds fewer than RELAXED_BELOW products: products with all terms
   * but one, then all but two… down to any one, stopping at the first step that finds enough;
   * ranked by how many terms each has, then in stock, then the sum of its terms' scores, newest
   * first. Each combination of terms adds its best RELAXED_CANDIDATES.
   */
  async function relaxed(storeId: number, groups: Group[], filter: SQL | null): Promise<string[]> {
    const found = new Set<string>();
    for (let size = groups.length - 1; size >= 1 && found.size < RELAXED_BELOW; size--) {
      const chosen = combinations(groups, size);
      if (!chosen) continue;
      for (const combination of chosen) {
        if (combination.some((group) => group.postings === 0)) continue;
        const { driver, conditions } = every(combination, filter);
        for (const row of await ranked(storeId, driver, conditions, RELAXED_CANDIDATES)) {
          found.add(row.id);
        }
      }
    }
    if (found.size === 0) return [];
    const rows = await queryRows<Ranked>(
      db,
      sql`select c.id::text as id
          from unnest(${pgArray([...found])}::uuid[]) as c(id)
          cross join jsonb_array_elements(${JSON.stringify(groups.map((g) => g.alternatives))}::jsonb)
            as g(alternatives)
          left join lateral (
            select max(a.weight * ${FIELD_WEIGHT}) as score, bool_or(sp.in_stock) as in_stock,
                   max(sp.created_at) as created_at
            from jsonb_to_recordset(g.alternatives) as a(word text, weight int, phrase text)
            join search_postings sp on sp.product_id = c.id and sp.word = a.word
            where a.phrase is null or coalesce((select p.search_vector from products p
                    where p.id = c.id) @@ a.phrase::tsquery, false)
            having count(*) > 0) as m on true
          group by c.id
          order by count(m.score) desc, bool_or(m.in_stock) desc, sum(m.score) desc,
                   max(m.created_at) desc, c.id desc`,
    );
    return rows.map((row) => row.id);
  }

  /**
   * The best `limit` products for the query's terms and filters, and how many there are
   * (counting stops past SEARCH_COUNT_CAP), with the stored answers of those past `offset`
   * (`json`, when `answers`): one statement, unless the relaxed search takes over.
   */
  async function rank(
    storeId: number,
    groups: Group[],
    filters: ListingFilters,
    limit: number,
    { count, offset = 0, answers = false }: { count: boolean; offset?: number; answers?: boolean },
  ): Promise<{ ids: string[]; total: number; json: string | null }> {
    const filter = filtered(storeId, filters);
    let ids: string[] = [];
    let total = 0;
    let json: string | null = null;
    if (groups.length === 1 && !filter) {
      const [group] = groups as [Group];
      const [row] = await oneTermStatement.execute({
        storeId,
        alternatives: JSON.stringify(group.alternatives),
        bound: boundOf(group, limit),
        countBound: boundOf(group, SEARCH_COUNT_CAP + 1),
        limit,
        count,
        answers,
        offset,
      });
      return {
        ids: row?.ids ?? [],
        total: Number(row?.total ?? 0),
        json: row?.json ?? null,
      };
    }
    if (groups.length === 2 && !filter && groups.every((group) => group.postings !== 0)) {
      const { driver } = every(groups, null);
      const other = groups.find((group) => group !== driver)!;
      const phrases = other.alternatives.filter((a) => a.phrase).map((a) => a.phrase!);
      const [row] = await twoTermsStatement.execute({
        storeId,
        alternatives: JSON.stringify(driver.alternatives),
        otherWords: JSON.stringify(other.alternatives.filter((a) => !a.phrase).map((a) => a.word)),
        otherPhrases: phrases.length > 0 ? phrases.join(' | ') : null,
        otherPhraseWords: JSON.stringify(
          other.alternatives.filter((a) => a.phrase).map((a) => a.word),
        ),
        bound: boundOf(driver, limit),
        countBound: boundOf(driver, SEARCH_COUNT_CAP + 1),
        limit,
        count,
        answers,
        offset,
      });
      ids = row?.ids ?? [];
      total = Number(row?.total ?? 0);
      json = row?.json ?? null;
    } else if (groups.every((group) => group.postings !== 0)) {
      const { driver, conditions } = every(groups, filter);
      const [row] = await queryRows<{ ids: string[] | null; total: number; json: string | null }>(
        db,
        sql`with ranked as (
              select w.product_id, row_number() over (
                       order by w.in_stock desc, w.score desc, w.created_at desc,
                                w.product_id desc) as position
              from (${walk(storeId, driver, conditions, limit)}) as w
              order by position limit ${limit})
            select array(select product_id::text from ranked order by position) as ids,
                   case when (select count(*) from ranked) < ${limit} or not ${count}
                        then (select count(*) from ranked)
                        else (${counting(storeId, driver, conditions)})
                   end::int as total,
                   ${
                     answers
                       ? sql`(select '[' || string_agg((select p.api_json from products p
                                  where p.id = r.product_id and p.archived_at is null), ','
                                  order by r.position) || ']'
                              from ranked r where r.position > ${offset})`
                       : sql`null::text`
                   } as json`,
      );
      ids = row?.ids ?? [];
      total = Number(row?.total ?? 0);
      json = row?.json ?? null;
    }
    if (groups.length > 1 && total < Math.min(RELAXED_BELOW, limit)) {
      const all = await relaxed(storeId, groups, filter);
      return { ids: all.slice(0, limit), total: all.length, json: null };
    }
    return { ids, total, json };
  }

  async function prepare(
    storeId: number,
    text: string,
    synonyms: string[][],
    completeLast: boolean,
  ): Promise<{ queries: SearchQueries; groups: Group[] } | null> {
    const { words, completions } = await queryWords(storeId, text, synonyms);
    const queries = searchQueries(words, synonymIndex(synonyms), { completeLast });
    if (!queries) return null;
    return { queries, groups: await prepareGroups(storeId, queries, completions) };
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
    return results(key, async () => {
      const offset = (query.page - 1) * query.limit;
      const prepared = await prepare(storeId, query.search, synonyms, false);
      let matches = { ids: [] as string[], total: 0, json: null as string | null };
      if (prepared) {
        const limit = Math.min(offset + query.limit, SEARCH_COUNT_CAP);
        matches = await rank(storeId, prepared.groups, filters, limit, {
          count: true,
          offset,
          answers: true,
        });
      }
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
      });
      return `{"data":${data},"count":${total},"pagination":${pagination}}`;
    });
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
      const prepared = await prepare(storeId, text, synonyms, true);
      if (!prepared) return { products: [], categories: [] };
      const { ids } = await rank(storeId, prepared.groups, {}, SUGGEST_SAMPLE, { count: false });
      const rows =
        ids.length === 0
          ? []
          : await queryRows<SuggestRow>(
              db,
              sql`select p.id::text as id, p.title, p.img_url as image,
                         coalesce(p.discounted_price, p.regular_price) / 100.0 as price,
                         p.category, p.parent_category as parent
                  from unnest(${pgArray(ids)}::uuid[]) with ordinality as page(id, position)
                  join products p on p.id = page.id
                  where p.store_id = ${storeId} and p.archived_at is null
                  order by page.position`,
            );
      const categories = suggestedCategories(prepared.queries, [
        ...storeCategories,
        ...rows.flatMap((row) => [row.parent, row.category]),
      ]);
      return {
        products: rows
          .slice(0, SUGGEST_MAX - categories.length)
          .map(({ id, title, image, price }) => ({ id, title, image, price: Number(price) })),
        categories,
      };
    });
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

/** Postings a walk reads per word: WALK_BOUND shared, at least WALK_BOUND_PER_WORD and `limit`. */
function boundOf(group: Group, limit: number): number {
  return Math.max(WALK_BOUND_PER_WORD, Math.floor(WALK_BOUND / group.alternatives.length), limit);
}

interface WalkParts {
  storeId: SQL;
  /** JSON text of the group's alternatives. */
  alternatives: SQL;
  bound: SQL;
  conditions: SQL[];
}

/**
 * For each word of the group, its postings in search order (in stock, place, newest), those
 * passing `conditions`, at most `limit` of them among its first `bound`; merged, a product
 * scored by its best word. Exact: a product among the best `limit` overall is among the best
 * `limit` of its best word (a word's order is the overall order among its products).
 */
function walkOf({
  storeId,
  alternatives,
  bound,
  limit,
  conditions,
}: WalkParts & { limit: SQL }): SQL {
  const where = conditions.length > 0 ? sql` and ${sql.join(conditions, sql` and `)}` : sql``;
  return sql`select c.product_id, bool_or(c.in_stock) as in_stock, max(c.score) as score,
                    max(c.created_at) as created_at
      from jsonb_to_recordset(${alternatives}::jsonb) as a(word text, weight int, phrase text)
      cross join lateral (
        select sp.product_id, sp.in_stock, sp.created_at, a.weight * ${FIELD_WEIGHT} as score
        from (select s.product_id, s.in_stock, s.field, s.created_at from search_postings s
              where s.store_id = ${storeId} and s.word = a.word
              order by s.in_stock desc, s.field desc, s.created_at desc, s.product_id desc
              limit ${bound}) as sp
        where (a.phrase is null or coalesce((select p.search_vector from products p
                 where p.id = sp.product_id) @@ a.phrase::tsquery, false))${where}
        limit ${limit}) as c
      group by c.product_id`;
}

/** The products of the same postings as walkOf, counted up to SEARCH_COUNT_CAP + 1. */
function countingOf({ storeId, alternatives, bound, conditions }: WalkParts): SQL {
  const where = conditions.length > 0 ? sql` and ${sql.join(conditions, sql` and `)}` : sql``;
  return sql`select count(distinct c.product_id)
      from jsonb_to_recordset(${alternatives}::jsonb) as a(word text, weight int, phrase text)
      cross join lateral (
        select sp.product_id
        from (select s.product_id from search_postings s
              where s.store_id = ${storeId} and s.word = a.word
              order by s.in_stock desc, s.field desc, s.created_at desc, s.product_id desc
              limit ${bound}) as sp
        where (a.phrase is null or coalesce((select p.search_vector from products p
                 where p.id = sp.product_id) @@ a.phrase::tsquery, false))${where}
        limit ${SEARCH_COUNT_CAP + 1}) as c`;
}

/** Ways of choosing `size` of the groups; null when there are more than COMBINATIONS_MAX. */
function combinations(groups: Group[], size: number): Group[][] | null {
  const chosen: Group[][] = [];
  const choose = (from: number, picked: Group[]): boolean => {
    if (picked.length === size) {
      chosen.push(picked);
      return chosen.length <= COMBINATIONS_MAX;
    }
    for (let i = from; i <= groups.length - (size - picked.length); i++) {
      if (!choose(i + 1, [...picked, groups[i]!])) return false;
    }
    return true;
  };
  return choose(0, []) ? chosen : null;
}

/** A PostgreSQL array literal of the values, each quoted. */
function pgArray(values: string[]): string {
  return `{${values.map(arrayItem).join(',')}}`;
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
