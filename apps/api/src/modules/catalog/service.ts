import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Product, ProductListQuery, ProductListResponse } from '@storefront/contract';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';
import { expiringCache } from '../../lib/expiring-cache';
import { NotFoundError } from '../../lib/errors';
import type { JsonText } from '../../lib/json-text';
import { createCartCheck } from '../stock';
import { type ListingFilters, listingFilters, whereFor } from './filters';

export type CatalogService = ReturnType<typeof createCatalogService>;

/**
 * Totals are counted at most this often per store and filter: counting a large catalogue on
 * every page view would scan it each time. A new product shows in totals within this delay,
 * which with the microcache's 5 s keeps a saved change on the storefront within 10 s.
 */
const TOTAL_TTL_MS = 5_000;
/** Filters come from query strings, so the cache of totals is bounded. */
const TOTALS_MAX_ENTRIES = 10_000;
/**
 * Deep pages start from a seek point: the listing key of every this-many-th product, taken at most
 * every TOTAL_TTL_MS per filter. A page then skips fewer than this many index entries instead of
 * its whole offset (page 41,666 of 1M products skipped 500,000). Skipping up to 1000 was half of
 * PostgreSQL's work for a deep page; at 250, 1M products' points take ~0.6 MB per filter.
 */
const SEEK_STEP = 250;
/** Seek points are larger than totals (one per SEEK_STEP products), so fewer filters keep them. */
const SEEK_POINTS_MAX_ENTRIES = 50;

/** The listing key (`created_at desc, id desc`) of the product at a position of a listing. */
interface SeekPoint {
  /** `created_at` to the microsecond, as text: a JavaScript Date would round it to milliseconds. */
  createdAt: string;
  id: string;
}

/** The placeholder values of a listing's statements. */
type ListingValues = Record<string, unknown>;

/** Short names of the filters, in prepared statements' names. */
const FILTER_CODES = {
  category: 'cat',
  gender: 'gen',
  parentCategory: 'par',
  filter: 'fil',
  featured: 'fea',
};

/**
 * Which filters a listing has, for its statements' names: short, because PostgreSQL cuts a
 * statement's name at 63 characters, and two names cut alike would clash on one connection.
 */
const shapeOf = (filters: ListingFilters) =>
  Object.entries(FILTER_CODES)
    .filter(([name]) => filters[name as keyof ListingFilters] !== undefined)
    .map(([, code]) => code)
    .join('_') || 'all';

/** The JSON array of a page's products, in listing order, from each row's stored JSON. */
const jsonArrayOf = (productJson: SQL) =>
  sql<string>`'[' || coalesce(string_agg(${productJson},
      ',' order by page.created_at desc, page.id desc), '') || ']'`;

export function createCatalogService(
  db: Database,
  { totalTtlMs = TOTAL_TTL_MS, seekStep = SEEK_STEP } = {},
) {
  const totals = expiringCache<number>(totalTtlMs, TOTALS_MAX_ENTRIES);
  const seekPoints = expiringCache<SeekPoint[]>(totalTtlMs, SEEK_POINTS_MAX_ENTRIES);
  const statements = new Map<string, unknown>();

  /** Built once per name: building SQL on every request was a fifth of a listing's cost. */
  function prepared<T>(name: string, build: (name: string) => T): T {
    let statement = statements.get(name) as T | undefined;
    if (!statement) {
      statement = build(name);
      statements.set(name, statement);
    }
    return statement;
  }

  /**
   * A page of the listing, newest first, as the JSON text of its products: each product's answer
   * is stored with its row (products.api_json), so the database only joins them. The limit is
   * written into the statement and the first page has no offset: PostgreSQL can then see that its
   * generic plan is an index walk and stops planning the statement on every call, which at 100k
   * products cost as much as running it. Limits are 1..100, so statements are few.
   * Other pages skip rows: they walk the listing index alone (from a seek point when deep) and
   * read only the page's own rows, each by its primary key. The walk is bounded by a written-in
   * seekStep + limit rows, which no page needs more of (an offset is under seekStep from its
   * start, or past the listing's end); without that bound PostgreSQL guessed an unknown offset
   * as a tenth of the whole listing and planned these statements afresh on every call.
   */
  function pageStatement(
    filters: ListingFilters,
    limit: number,
    start: 'first' | 'offset' | 'seek',
  ) {
    const name =
      start === 'first'
        ? `catalog_page_${shapeOf(filters)}_${limit}_first`
        : `catalog_page_${shapeOf(filters)}_${limit}_${start}_${seekStep}`;
    return prepared(name, () => {
      const newestFirst = sql`order by created_at desc, id desc`;
      const pageLimit = sql.raw(String(limit));
      if (start === 'first') {
        return db
          .select({ json: jsonArrayOf(sql`page.api_json`) })
          .from(
            sql`(select id, created_at, api_json from products where ${whereFor(filters)}
                 ${newestFirst} limit ${pageLimit}) as page`,
          )
          .prepare(name);
      }
      const fromSeekPoint =
        start === 'seek'
          ? sql`and (created_at, id) <= (${sql.placeholder('seekCreatedAt')}::timestamptz,
                                         ${sql.placeholder('seekId')}::uuid)`
          : sql``;
      return db
        .select({
          json: jsonArrayOf(sql`(select api_json from products where products.id = page.id)`),
        })
        .from(
          sql`(select id, created_at from
                 (select id, created_at from products where ${whereFor(filters)} ${fromSeekPoint}
                  ${newestFirst} limit ${sql.raw(String(seekStep + limit))}) as walk
               ${newestFirst} offset ${sql.placeholder('offset')} limit ${pageLimit}) as page`,
        )
        .prepare(name);
    });
  }

  /**
   * The listing keys at positions seekStep, 2 × seekStep, … of the listing. Each is found from the
   * one before by a short index walk, so all of them cost one pass over the index (about 0.1 s
   * at 1M products); numbering every row with a window function took seven times as long.
   */
  function seekPointStatement(filters: ListingFilters) {
    const step = sql.raw(String(seekStep));
    const skip = sql.raw(String(seekStep - 1));
    return prepared(`catalog_seek_points_${shapeOf(filters)}_${seekStep}`, (name) =>
      db
        .select({
          createdAt: sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
          id: sql<string>`id`,
        })
        .from(
          sql`(with recursive points(created_at, id, position) as (
                 (select created_at, id, 1 from products where ${whereFor(filters)}
                  order by created_at desc, id desc offset ${step} limit 1)
                 union all
                 (select next.created_at, next.id, points.position + 1 from points, lateral (
                    select created_at, id from products
                    where ${whereFor(filters)} and (created_at, id) < (points.created_at, points.id)
                    order by created_at desc, id desc offset ${skip} limit 1) as next))
               select created_at, id, position from points) as points`,
        )
        .orderBy(sql`position`)
        .prepare(name),
    );
  }

  function totalStatement(filters: ListingFilters) {
    return prepared(`catalog_total_${shapeOf(filters)}`, (name) =>
      db.select({ value: count() }).from(products).where(whereFor(filters)).prepare(name),
    );
  }

  const productById = db
    .select({ json: products.apiJson })
    .from(products)
    .where(
      and(
        eq(products.storeId, sql.placeholder('storeId')),
        eq(products.id, sql.placeholder('id')),
        sql`${products.archivedAt} is null`,
      ),
    )
    .limit(1)
    .prepare('catalog_product_by_id');

  /** The number of products matching the filters, shared by concurrent requests and cached. */
  function countMatching(key: string, filters: ListingFilters, values: ListingValues) {
    return totals(key, () =>
      totalStatement(filters)
        .execute(values)
        .then(([row]) => row?.value ?? 0),
    );
  }

  /** The page's rows as JSON text: from the nearest seek point at or before its offset, if any. */
  async function pageJson(
    key: string,
    filters: ListingFilters,
    values: ListingValues,
    { page, limit }: ProductListQuery,
  ): Promise<string | undefined> {
    const offset = (page - 1) * limit;
    let rows;
    if (offset === 0) {
      rows = await pageStatement(filters, limit, 'first').execute(values);
    } else if (offset < seekStep) {
      rows = await pageStatement(filters, limit, 'offset').execute({ ...values, offset });
    } else {
      const points = await seekPoints(key, () => seekPointStatement(filters).execute(values));
      // Past the last seek point the listing ends within seekStep products of it.
      const index = Math.min(Math.floor(offset / seekStep), points.length);
      const point = points[index - 1];
      rows = point
        ? await pageStatement(filters, limit, 'seek').execute({
            ...values,
            seekCreatedAt: point.createdAt,
            seekId: point.id,
            offset: offset - index * seekStep,
          })
        : await pageStatement(filters, limit, 'offset').execute({ ...values, offset });
    }
    return rows[0]?.json;
  }

  /**
   * A page of the listing with its total: the JSON text of spec section 7's answer. Totals and
   * seek points are kept per store version (`storeVersion`, the request's): a request that knows
   * a newer version of the store counts again (decision 0014).
   */
  async function listProducts(
    storeId: number,
    query: ProductListQuery,
    storeVersion = 0,
  ): Promise<JsonText<ProductListResponse>> {
    const filters = listingFilters(query);
    const values: ListingValues = {
      storeId,
      category: filters.category,
      gender: filters.gender,
      parentCategory: filters.parentCategory,
      filterNames: filters.filter?.names,
      withoutGender: filters.filter?.withoutGender,
    };
    const key = JSON.stringify([storeId, storeVersion, filters]);
    const [page, total] = await Promise.all([
      pageJson(key, filters, values, query),
      countMatching(key, filters, values),
    ]);
    const pagination = JSON.stringify({ page: query.page, limit: query.limit, total });
    return `{"data":${page ?? '[]'},"count":${total},"pagination":${pagination}}`;
  }

  /** One product of the store as JSON text; NotFoundError when the store has no such product. */
  async function getProduct(storeId: number, id: string): Promise<JsonText<Product>> {
    const [row] = await productById.execute({ storeId, id });
    if (!row) throw new NotFoundError('Product not found');
    return row.json;
  }

  return {
    listProducts,
    getProduct,
    checkCart: createCartCheck(db),
  };
}
