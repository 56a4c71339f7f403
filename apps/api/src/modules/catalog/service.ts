import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
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

export function createCatalogService(db: Database, { totalTtlMs = TOTAL_TTL_MS } = {}) {
  const totals = new Map<string, { value: Promise<number>; expiresAt: number }>();

  /** The number of products matching the filters, shared by concurrent requests and cached. */
  function countMatching(storeId: number, query: ProductListQuery, where: SQL | undefined) {
    const key = JSON.stringify([
      storeId,
      query.category,
      query.gender,
      query.filter,
      query.parentCategory,
    ]);
    const cached = totals.get(key);
    if (cached && cached.expiresAt > Date.now()) return cached.value;
    if (totals.size >= TOTALS_MAX_ENTRIES) totals.clear();
    const value = db
      .select({ value: count() })
      .from(products)
      .where(where)
      .then(([row]) => row?.value ?? 0);
    totals.set(key, { value, expiresAt: Date.now() + totalTtlMs });
    value.catch(() => totals.delete(key));
    return value;
  }

  async function listProducts(
    storeId: number,
    query: ProductListQuery,
  ): Promise<ProductListResponse> {
    const where = and(eq(products.storeId, storeId), ...filtersOf(query));
    // The page's ids come from the listing index alone (cheap even deep into the catalogue);
    // only those rows are then read whole.
    const page = db
      .select({ id: products.id })
      .from(products)
      .where(where)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .as('page');
    const [rows, total] = await Promise.all([
      db
        .select(getTableColumns(products))
        .from(products)
        .innerJoin(page, eq(products.id, page.id))
        .orderBy(desc(products.createdAt), desc(products.id)),
      countMatching(storeId, query, where),
    ]);
    return {
      data: rows.map(toProduct),
      count: total,
      pagination: { page: query.page, limit: query.limit, total },
    };
  }

  async function getProduct(storeId: number, id: string): Promise<Product> {
    const [row] = await db
      .select()
      .from(products)
      .where(and(eq(products.storeId, storeId), eq(products.id, id)))
      .limit(1);
    if (!row) throw new NotFoundError('Product not found');
    return toProduct(row);
  }

  return { listProducts, getProduct };
}

/** The listing filters of spec-decisions.md, each matched by an index of the products table. */
function filtersOf(query: ProductListQuery): SQL[] {
  const filters: SQL[] = [];
  if (query.category) {
    filters.push(sql`lower(${products.category}) = ${query.category.toLowerCase()}`);
  }
  if (query.gender) {
    filters.push(sql`lower(${products.gender}) = ${query.gender.toLowerCase()}`);
  }
  if (query.parentCategory) {
    filters.push(eq(products.parentCategory, query.parentCategory));
  }
  if (query.filter) {
    const values = query.filter
      .split(',')
      .map((value) => value.trim().toLowerCase())
      .filter(Boolean);
    const names = values.filter((value) => value !== 'null');
    const matches: SQL[] = [];
    if (names.length > 0) {
      matches.push(inArray(sql`lower(${products.gender})`, names));
      matches.push(inArray(sql`lower(${products.category})`, names));
    }
    if (values.includes('null')) matches.push(isNull(products.gender));
    const anyMatch = or(...matches);
    if (anyMatch) filters.push(anyMatch);
  }
  return filters;
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
