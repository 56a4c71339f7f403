import { and, count, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import {
  type Product,
  type ProductListQuery,
  type ProductListResponse,
  paiseToRupees,
} from '@storefront/contract';
import type { Database } from '../../db/client';
import { type ProductRow, products } from '../../db/schema';
import { NotFoundError } from '../../lib/errors';

export type CatalogService = ReturnType<typeof createCatalogService>;

/**
 * Totals are counted at most this often per store and filter: counting a large catalogue on
 * every page view would scan it each time. A new product shows in totals within this delay.
 */
const TOTAL_TTL_MS = 30_000;
/** Filters come from query strings, so the cache of totals is bounded. */
const TOTALS_MAX_ENTRIES = 10_000;

/** The listing filters of spec-decisions.md, normalised for matching. */
interface ListingFilters {
  category?: string;
  gender?: string;
  parentCategory?: string;
  /** The `filter` list: genders or categories, lowercased; "null" stands for no gender. */
  filter?: { names: string[]; withoutGender: boolean };
}

function listingFilters(query: ProductListQuery): ListingFilters {
  const values = (query.filter ?? '')
    .split(',')
    .map((value) => value.trim().toLowerCase())
    .filter(Boolean);
  return {
    category: query.category?.toLowerCase(),
    gender: query.gender?.toLowerCase(),
    parentCategory: query.parentCategory,
    filter:
      values.length > 0
        ? {
            names: values.filter((value) => value !== 'null'),
            withoutGender: values.includes('null'),
          }
        : undefined,
  };
}

/**
 * The WHERE clause for the filters present, with placeholders for their values. Each set of
 * filters present makes one statement shape, prepared once, and each is served by an index of
 * the products table.
 */
function whereFor(filters: ListingFilters): SQL | undefined {
  const placeholder = sql.placeholder;
  return and(
    eq(products.storeId, placeholder('storeId')),
    filters.category ? sql`lower(${products.category}) = ${placeholder('category')}` : undefined,
    filters.gender ? sql`lower(${products.gender}) = ${placeholder('gender')}` : undefined,
    filters.parentCategory ? eq(products.parentCategory, placeholder('parentCategory')) : undefined,
    filters.filter
      ? sql`(lower(${products.gender}) = any(${placeholder('filterNames')}::text[])
             or lower(${products.category}) = any(${placeholder('filterNames')}::text[])
             or (${placeholder('withoutGender')}::boolean and ${products.gender} is null))`
      : undefined,
  );
}

const shapeOf = (filters: ListingFilters) =>
  ['category', 'gender', 'parentCategory', 'filter']
    .filter((name) => filters[name as keyof ListingFilters] !== undefined)
    .join('_') || 'all';

export function createCatalogService(db: Database, { totalTtlMs = TOTAL_TTL_MS } = {}) {
  const totals = new Map<string, { value: Promise<number>; expiresAt: number }>();
  const statements = new Map<string, ReturnType<typeof prepareListing>>();

  // Built once per statement shape: building SQL on every request was a fifth of a listing's cost.
  function prepareListing(filters: ListingFilters) {
    const shape = shapeOf(filters);
    const where = whereFor(filters);
    // The page's ids come from the listing index alone (cheap even deep into the catalogue);
    // only those rows are then read whole.
    const page = db
      .select({ id: products.id })
      .from(products)
      .where(where)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page');
    return {
      page: db
        .select(getTableColumns(products))
        .from(products)
        .innerJoin(page, eq(products.id, page.id))
        .orderBy(desc(products.createdAt), desc(products.id))
        .prepare(`catalog_page_${shape}`),
      total: db
        .select({ value: count() })
        .from(products)
        .where(where)
        .prepare(`catalog_total_${shape}`),
    };
  }

  function statementsFor(filters: ListingFilters) {
    const shape = shapeOf(filters);
    let prepared = statements.get(shape);
    if (!prepared) {
      prepared = prepareListing(filters);
      statements.set(shape, prepared);
    }
    return prepared;
  }

  const productById = db
    .select()
    .from(products)
    .where(
      and(eq(products.storeId, sql.placeholder('storeId')), eq(products.id, sql.placeholder('id'))),
    )
    .limit(1)
    .prepare('catalog_product_by_id');

  /** The number of products matching the filters, shared by concurrent requests and cached. */
  function countMatching(
    storeId: number,
    filters: ListingFilters,
    values: Record<string, unknown>,
  ): Promise<number> {
    const key = JSON.stringify([storeId, filters]);
    const cached = totals.get(key);
    if (cached && cached.expiresAt > Date.now()) return cached.value;
    if (totals.size >= TOTALS_MAX_ENTRIES) totals.clear();
    const value = statementsFor(filters)
      .total.execute(values)
      .then(([row]) => row?.value ?? 0);
    totals.set(key, { value, expiresAt: Date.now() + totalTtlMs });
    value.catch(() => totals.delete(key));
    return value;
  }

  async function listProducts(
    storeId: number,
    query: ProductListQuery,
  ): Promise<ProductListResponse> {
    const filters = listingFilters(query);
    const values = {
      storeId,
      category: filters.category,
      gender: filters.gender,
      parentCategory: filters.parentCategory,
      filterNames: filters.filter?.names,
      withoutGender: filters.filter?.withoutGender,
    };
    const [rows, total] = await Promise.all([
      statementsFor(filters).page.execute({
        ...values,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      }),
      countMatching(storeId, filters, values),
    ]);
    return {
      data: rows.map(toProduct),
      count: total,
      pagination: { page: query.page, limit: query.limit, total },
    };
  }

  async function getProduct(storeId: number, id: string): Promise<Product> {
    const [row] = await productById.execute({ storeId, id });
    if (!row) throw new NotFoundError('Product not found');
    return toProduct(row);
  }

  return { listProducts, getProduct };
}

function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    imgUrl: row.imgUrl,
    category: row.category,
    parentCategory: row.parentCategory,
    gender: row.gender,
    regularPrice: paiseToRupees(row.regularPrice),
    discountedPrice: row.discountedPrice === null ? null : paiseToRupees(row.discountedPrice),
    createdAt: row.createdAt.toISOString(),
    images: row.images,
    attributes: row.attributes,
  };
}
