// The SQL of a search's walk over the postings (decision 0016): the ranking, counting and
// suggestion statements the search service prepares or plans, from their values as placeholders
// or written in.
import { type SQL, sql } from 'drizzle-orm';
import { SEARCH_COUNT_CAP } from '@storefront/contract';

/**
 * A walk reads at most this many postings in all, shared among its words (but at least
 * WALK_BOUND_PER_WORD each; decision 0016): where the other terms or the filters are rare among
 * a common word's products, the matches are those among the word's first postings in search
 * order, and the count stops there.
 */
export const WALK_BOUND = 4_000;
export const WALK_BOUND_PER_WORD = 500;
/**
 * Several terms, or filters, are counted by walking the driving term's postings when it has at
 * most this many in all; past that, estimated from the walk of the page (decision 0016).
 */
const COUNT_WALK = 500;
/**
 * A probe of the primary key for another term (per posting walked) costs about as much as
 * reading this many of that term's postings into a hash (EXPLAIN ANALYZE on search_dev: 6 µs, and
 * 0.3-0.5 µs a posting). A walk probes a word's postings until it has spent on probes what the
 * hash would cost (at least its first PROBED_FIRST postings, and the other term's postings over
 * this ratio), then hashes (decision 0016): never much more than twice the cheaper of the two,
 * without knowing how far the walk will go. A count, which walks the driving term's postings
 * whole, hashes another term that has at most this many times as many postings.
 */
const PROBE_OVER_HASHED = 12;
const PROBED_FIRST = 100;
/**
 * Only the other term with the fewest postings is hashed, and only when it has at most this
 * many: the planner hashes the look-up only if it expects the hash to fit in hash_mem (work_mem
 * times hash_mem_multiplier, 8 MB by default), and 50,000 rows are expected to take 2.4 MB;
 * otherwise it would scan the term's postings for every posting walked.
 */
const HASHED_MAX = 50_000;
/**
 * A posting's place, the other factor of a match's score (the first is its kind, KIND_WEIGHTS in
 * service.ts): title 10, category or parent category 5, description 2.
 */
export const FIELD_WEIGHT = sql.raw(`(case sp.field when 3 then 10 when 2 then 5 else 2 end)`);

/** The ranking statement's values: the terms' alternatives flattened into arrays, and the page. */
export type RankValues = {
  storeId: number;
  words: string;
  weights: string;
  phrases: string;
  terms: string;
  limit: number;
  count: boolean;
  offset: number;
  answers: boolean;
  /**
   * How many of each word's first matches an estimated total is taken from: the page size, so
   * that every page of a search shows the same estimate (later pages walk further).
   */
  sample: number;
  /**
   * Postings the walk may read in all (WALK_BOUND; each combination of the relaxed search, less:
   * they share one such budget), shared among the driving term's words (at least
   * WALK_BOUND_PER_WORD each, or the whole when less).
   */
  walk: number;
};

/** The SQL of each value of the ranking statement: placeholders, or the values themselves. */
export type RankParts = { [K in keyof RankValues]: SQL } & {
  /** The listing's filters at `sp` (filtered), or null. */
  filter: SQL | null;
  /**
   * The statement for exactly one term without filters: the walk without a driver to choose,
   * other terms to look for or an estimate to make (a third less work for the database).
   */
  oneTerm: boolean;
};

/**
 * The ranking statement's values as placeholders, for a prepared statement. Each is read through
 * a subquery (`(select $2)`, an init plan), so its custom plans know no more than its generic
 * one (an array's length, a limit): their estimates equal the generic plan's, which PostgreSQL
 * then keeps, instead of planning every execution (the suggestions' statement was planned anew
 * each time: 1.4 ms where its generic plan takes 0.65).
 */
export function placeholders(oneTerm: boolean): RankParts {
  const names: (keyof RankValues)[] = [
    'storeId',
    'words',
    'weights',
    'phrases',
    'terms',
    'limit',
    'count',
    'offset',
    'answers',
    'sample',
    'walk',
  ];
  return {
    ...(Object.fromEntries(names.map((name) => [name, sql`(select ${sql.placeholder(name)})`])) as {
      [K in keyof RankValues]: SQL;
    }),
    filter: null,
    oneTerm,
  };
}

/** The ranking statement's values written in, for a statement planned per search. */
export function inline(values: RankValues, filter: SQL | null): RankParts {
  return {
    ...(Object.fromEntries(
      Object.entries(values).map(([name, value]) => [name, sql`${value}`]),
    ) as {
      [K in keyof RankValues]: SQL;
    }),
    filter,
    oneTerm: false,
  };
}

/**
 * The product at `sp` has the phrase (a tsquery) on its search vector. Only read when the product
 * has the phrase's first word: a phrase is walked through that word's postings.
 */
function hasPhrase(phrase: SQL): SQL {
  return sql`coalesce((select p.search_vector from products p where p.id = sp.product_id)
                      @@ ${phrase}::tsquery, false)`;
}

/**
 * The posting at `sp` (of the alternative `a`) counts: its product has the phrase (when `a` is
 * one), a word or phrase of every other term, and passes the filters. Whether the product has a
 * word of another term is a probe of the postings' primary key, or, for a term with few
 * postings (`o.hashed`) once `probed` is false, a look-up in a hash of that term's products
 * (`members`, built once per statement on first use; PROBE_OVER_HASHED). The product's search
 * vector is read for a phrase only when it has the phrase's first word.
 */
function kept(filter: SQL | null, probed: SQL): SQL {
  return sql`(a.phrase is null or ${hasPhrase(sql`a.phrase`)})
          and not exists (select 1 from others o where not (
                (case when o.hashed and not (${probed})
                        then (sp.product_id, o.term) in (select m.product_id, m.term from members m)
                      else coalesce((select true from search_postings p
                                     where p.product_id = sp.product_id and p.word = any(o.words)
                                     limit 1), false) end)
                or (o.phrases is not null
                    and coalesce((select true from search_postings p
                                  where p.product_id = sp.product_id
                                    and p.word = any(o.phrase_words) limit 1), false)
                    and ${hasPhrase(sql`o.phrases`)})))
          ${filter ? sql`and ${filter}` : sql``}`;
}

/** The walk's first CTE, `a`: the terms' alternatives, each with its word's postings. */
function alternativesSql({ storeId, words, weights, phrases, terms }: RankParts): SQL {
  return sql`a as materialized (
      select a.alt, a.word, a.weight, nullif(a.phrase, '') as phrase, a.term,
             coalesce((select w.postings from search_words w
                       where w.store_id = ${storeId}::int and w.word = a.word), 0) as postings
      from unnest(${words}::text[], ${weights}::int[], ${phrases}::text[], ${terms}::int[])
             with ordinality as a(word, weight, phrase, term, alt))`;
}

/**
 * The walk (decision 0016), as common table expressions. `a`: the terms' alternatives, each with
 * its word's postings from the vocabulary's counts; `driver`: the term with the fewest postings
 * (in all its words) and the postings each of its words may read (WALK_BOUND shared, at least
 * WALK_BOUND_PER_WORD and `limit`); `others`: the other terms' words and phrases; `walked`: for
 * each word of the driver, its postings in search order (in stock, place, newest), kept when the
 * product has a word (or phrase) of every other term and passes the filters, at most `limit` of
 * them among its first `bound`, each with how many postings were read to reach it; `ranked`: the
 * best `limit` products, a product scored by its best word. Exact for one term: a product among
 * the best `limit` overall is among the best `limit` of its best word (a word's order is the
 * overall order among its products). With several terms, the driver's order.
 */
export function walkSql(parts: RankParts): SQL {
  if (parts.oneTerm) return oneTermWalkSql(parts);
  const { storeId, limit, filter } = parts;
  return sql`with ${alternativesSql(parts)},
    driver as materialized (
      select a.term, ${perWordBound(parts)} as bound
      from a group by a.term order by sum(a.postings), a.term limit 1),
    others as materialized (
      select o.term, o.words, o.phrase_words, o.phrases, o.postings,
             row_number() over (order by o.postings, o.term) = 1
               and o.postings <= ${raw(HASHED_MAX)} as hashed
      from (select a.term, array_agg(a.word) filter (where a.phrase is null) as words,
                   array_agg(a.word) filter (where a.phrase is not null) as phrase_words,
                   string_agg(a.phrase, ' | ') as phrases,
                   coalesce(sum(a.postings) filter (where a.phrase is null), 0) as postings
            from a where a.term <> (select term from driver) group by a.term) as o),
    members as materialized (
      select a.term, m.product_id
      from a join others o on o.term = a.term and o.hashed
      cross join lateral (select s.product_id from search_postings s
                          where s.store_id = ${storeId}::int and s.word = a.word) as m
      where a.phrase is null
      limit ${raw(HASHED_MAX)}),
    walked as materialized (
      select a.alt, c.product_id, c.in_stock, c.created_at, c.score, c.walked
      from a cross join lateral (
        select sp.product_id, sp.in_stock, sp.created_at, sp.walked,
               a.weight * ${FIELD_WEIGHT} as score
        from (select s.product_id, s.in_stock, s.field, s.created_at,
                     row_number() over (order by s.in_stock desc, s.field desc,
                                        s.created_at desc, s.product_id desc) as walked
              from search_postings s
              where s.store_id = ${storeId}::int and s.word = a.word
              order by s.in_stock desc, s.field desc, s.created_at desc, s.product_id desc
              limit (select bound from driver)) as sp
        where ${kept(
          filter,
          sql`sp.walked <= greatest(${raw(PROBED_FIRST)}, o.postings / ${raw(PROBE_OVER_HASHED)})`,
        )}
        limit ${limit}::int) as c
      where a.term = (select term from driver)),
    ${rankedSql(limit)}`;
}

/**
 * The postings each word of the walked term may read: the walk's budget shared among its words
 * (`count(*)` over them), at least WALK_BOUND_PER_WORD (or the whole budget when smaller) and the
 * limit.
 */
function perWordBound({ walk, limit }: RankParts): SQL {
  return sql`greatest(least(${raw(WALK_BOUND_PER_WORD)}, ${walk}::int), ${walk}::int / count(*),
                      ${limit}::int)`;
}

/** The walk's last CTE, `ranked`: the best `limit` products walked, each by its best word. */
function rankedSql(limit: SQL): SQL {
  return sql`ranked as materialized (
      select w.product_id,
             row_number() over (order by bool_or(w.in_stock) desc, max(w.score) desc,
                                max(w.created_at) desc, w.product_id desc) as position
      from walked w group by w.product_id order by position limit ${limit}::int)`;
}

/**
 * walkSql for one term without filters: every alternative is walked (there is no driver to
 * choose), a posting is kept unless it is a synonym phrase's first word without the phrase, and
 * the postings are not numbered (nothing is estimated). Same CTEs, same answers.
 */
function oneTermWalkSql(parts: RankParts): SQL {
  const { storeId, limit } = parts;
  return sql`with ${alternativesSql(parts)},
    walked as materialized (
      select a.alt, c.product_id, c.in_stock, c.created_at, c.score
      from a cross join lateral (
        select sp.product_id, sp.in_stock, sp.created_at, a.weight * ${FIELD_WEIGHT} as score
        from (select s.product_id, s.in_stock, s.field, s.created_at
              from search_postings s
              where s.store_id = ${storeId}::int and s.word = a.word
              order by s.in_stock desc, s.field desc, s.created_at desc, s.product_id desc
              limit (select ${perWordBound(parts)} from a)) as sp
        where a.phrase is null or ${hasPhrase(sql`a.phrase`)}
        limit ${limit}::int) as c),
    ${rankedSql(limit)}`;
}

/** Each term's postings (in all its words), in term order. */
function termPostingsSql({ oneTerm }: RankParts): SQL {
  return oneTerm
    ? sql`(select array[sum(a.postings)::int] from a)`
    : sql`(select array_agg(t.postings order by t.term)
           from (select a.term, sum(a.postings)::int as postings from a group by a.term) as t)`;
}

/**
 * The store's vocabulary version in the statement's snapshot: words computed from an older
 * vocabulary may be out of date (decision 0016).
 */
function vocabularySql({ storeId }: RankParts): SQL {
  return sql`(select v.vocabulary from store_versions v where v.store_id = ${storeId}::int)`;
}

/**
 * The ranking statement: the best `limit` products' ids, their stored answers past `offset`
 * (when `answers`), each term's postings, and the total (when `count` and the page is full; a
 * short page is its own count) and the store's vocabulary version. One term without filters is counted from the vocabulary: past
 * SEARCH_COUNT_CAP as soon as one of its words has more postings (a product has a word once),
 * else its words' postings are read and their products counted. Otherwise it is counted when the
 * driver has at most COUNT_WALK postings, or estimated (`estimated`; decision 0016): for each word
 * of the driver, its first `sample` matches over the postings it read to find them, times the
 * word's postings — exact when the walk read all its postings.
 */
export function rankingSql(parts: RankParts): SQL {
  const { limit, count, offset, answers } = parts;
  return sql`${walkSql(parts)}
    select (select array_agg(r.product_id::text order by r.position) from ranked r) as ids,
           ${termPostingsSql(parts)} as "termPostings",
           ${vocabularySql(parts)} as vocabulary,
           (case when not ${count}::boolean or (select count(*) from ranked) < ${limit}::int
                   then (select count(*) from ranked)
                 else ${fullPageTotalSql(parts)}
            end)::int as total,
           (${count}::boolean and (select count(*) from ranked) >= ${limit}::int
              and ${estimatedSql(parts)}) as estimated,
           (select '[' || string_agg(p.api_json, ',' order by r.position) || ']'
            from ranked r join products p on p.id = r.product_id and p.archived_at is null
            where ${answers}::boolean and r.position > ${offset}::int) as json`;
}

/**
 * The total when the page is full (rankingSql): for one term without filters, past
 * SEARCH_COUNT_CAP as soon as one of its words has more postings, else its words' products
 * counted; otherwise the driving term's postings counted (at most COUNT_WALK of them), or the
 * estimate from the walk.
 */
function fullPageTotalSql({ storeId, sample, filter, oneTerm }: RankParts): SQL {
  const cap = SEARCH_COUNT_CAP;
  const overCap = sql`(select max(a.postings) from a where a.phrase is null) > ${raw(cap)}`;
  const driving = oneTerm ? sql`true` : sql`a.term = (select term from driver)`;
  // Another term is hashed when it has at most PROBE_OVER_HASHED times the driver's postings.
  const probed = sql`o.postings > ${raw(PROBE_OVER_HASHED)}
                       * (select sum(a.postings) from a where a.term = (select term from driver))`;
  const keptHere = oneTerm
    ? sql`(a.phrase is null or ${hasPhrase(sql`a.phrase`)})`
    : kept(filter, probed);
  const counted = sql`(select count(distinct c.product_id) from a cross join lateral (
                         select sp.product_id from search_postings sp
                         where sp.store_id = ${storeId}::int and sp.word = a.word and ${keptHere}
                         limit ${raw(cap + 1)}) as c
                       where ${driving})`;
  if (oneTerm) return sql`case when ${overCap} then ${raw(cap + 1)} else ${counted} end`;
  const { single, walkedWhole } = countedExactly(filter);
  return sql`case when ${single} and ${overCap} then ${raw(cap + 1)}
                  when ${single} or ${walkedWhole} then ${counted}
                  else least(${raw(cap + 1)}, greatest(
                    (select count(distinct w.product_id) from walked w),
                    (select max(k.kept * a.postings / case when k.kept < ${sample}::int
                              then least((select bound from driver), a.postings) else k.last end)
                     from (select w.alt, count(*) as kept, max(w.walked) as last
                           from (select w.alt, w.walked, row_number() over (
                                          partition by w.alt order by w.walked) as n
                                 from walked w) as w
                           where w.n <= ${sample}::int group by w.alt) as k
                     join a on a.alt = k.alt)))
             end`;
}

/**
 * When a full page's total is exact without the vocabulary's cap: `single`, one term without
 * filters (every posting of its words counts); `walkedWhole`, the driving term has at most
 * COUNT_WALK postings, all walked. Otherwise it is estimated (fullPageTotalSql).
 */
function countedExactly(filter: SQL | null) {
  return {
    single: filter ? sql`false` : sql`not exists (select 1 from others)`,
    walkedWhole: sql`(select sum(a.postings) from a where a.term = (select term from driver))
                       <= ${raw(COUNT_WALK)}`,
  };
}

/** Whether a full page's total is an estimate (fullPageTotalSql). */
function estimatedSql(parts: RankParts): SQL {
  if (parts.oneTerm) return sql`false`;
  const { single, walkedWhole } = countedExactly(parts.filter);
  return sql`not (${single} or ${walkedWhole})`;
}

/**
 * The walk for suggestions: the best products' rows in order (one row of nulls when there are
 * none), each with every term's postings and the store's vocabulary version.
 */
export function suggestSql(parts: RankParts): SQL {
  return sql`${walkSql(parts)}
    select p.id::text as id, p.title, p.img_url as image,
           coalesce(p.discounted_price, p.regular_price) / 100.0 as price,
           p.category, p.parent_category as parent,
           ${termPostingsSql(parts)} as "termPostings", ${vocabularySql(parts)} as vocabulary
    from (select 1) as one
    left join (ranked r join products p on p.id = r.product_id and p.archived_at is null) on true
    order by r.position`;
}

/**
 * A constant written into the statement, not sent as a parameter: the planner of a prepared
 * statement knows it in its generic plan as in its custom ones.
 */
export function raw(value: number): SQL {
  return sql.raw(String(value));
}

/** A PostgreSQL array literal of the values, each quoted. */
export function pgArray(values: string[]): string {
  return `{${values.map(arrayItem).join(',')}}`;
}

/** An item of a PostgreSQL array literal, quoted. */
function arrayItem(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}
