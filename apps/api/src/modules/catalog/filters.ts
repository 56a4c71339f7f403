import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { ProductListQuery } from '@storefront/contract';
import { FEATURED_ATTRIBUTE_PATH, products } from '../../db/schema';

/** The listing filters of spec-decisions.md, normalised for matching. */
export interface ListingFilters {
  category?: string;
  gender?: string;
  parentCategory?: string;
  /** The `filter` list: genders or categories, lowercased; "null" stands for no gender. */
  filter?: { names: string[]; withoutGender: boolean };
  /** Only the featured products. */
  featured?: true;
}

export function listingFilters(query: ProductListQuery): ListingFilters {
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
    featured: query.featured,
  };
}

/**
 * The WHERE clause for the filters present, with placeholders for their values. Each set of
 * filters present makes one statement shape, prepared once, and each is served by an index of
 * the products table. A search (not prepared) passes `placeholder` giving each filter's value.
 */
export function whereFor(
  filters: ListingFilters,
  placeholder: (name: string) => SQLWrapper = sql.placeholder,
): SQL | undefined {
  return and(
    eq(products.storeId, placeholder('storeId')),
    // Archived products are off the storefront; the listing indexes hold only the others.
    sql`${products.archivedAt} is null`,
    filters.category ? sql`lower(${products.category}) = ${placeholder('category')}` : undefined,
    filters.gender ? sql`lower(${products.gender}) = ${placeholder('gender')}` : undefined,
    filters.parentCategory ? eq(products.parentCategory, placeholder('parentCategory')) : undefined,
    filters.filter
      ? sql`(lower(${products.gender}) = any(${placeholder('filterNames')}::text[])
             or lower(${products.category}) = any(${placeholder('filterNames')}::text[])
             or (${placeholder('withoutGender')}::boolean and ${products.gender} is null))`
      : undefined,
    filters.featured
      ? sql`${products.attributes} @? ${sql.raw(`'${FEATURED_ATTRIBUTE_PATH}'`)}`
      : undefined,
  );
}
