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

export function createCatalogService(db: Database) {
  async function listProducts(
    storeId: number,
    query: ProductListQuery,
  ): Promise<ProductListResponse> {
    const where = and(eq(products.storeId, storeId), ...filtersOf(query));
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(products)
        .where(where)
        .orderBy(desc(products.createdAt), desc(products.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      db.select({ value: count() }).from(products).where(where),
    ]);
    const totalCount = total?.value ?? 0;
    return {
      data: rows.map(toProduct),
      count: totalCount,
      pagination: { page: query.page, limit: query.limit, total: totalCount },
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
