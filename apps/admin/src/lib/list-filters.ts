import { ADMIN_PAGE_SIZE } from '@storefront/contract';
import { z } from 'zod';

/** A filter as the URL and the filter bar hold it: the query's own words, "" for "any". */
type FilterValue<T> = unknown extends T ? string : Extract<T, string> | '';

/** The filters a list's query schema takes besides its page and limit. */
type FilterKey<S extends z.ZodObject> = Exclude<keyof z.input<S> & string, 'page' | 'limit'>;

export type ListFilterValues<S extends z.ZodObject, K extends FilterKey<S>> = {
  [Key in K]: FilterValue<z.input<S>[Key]>;
} & { page: number };

/** What a list, its URL and its filter bar need of its filters (see listFilters). */
export interface ListFilters<F extends { page: number }, Q = unknown> {
  /** No filter chosen, page 1: what "Clear filters" applies. */
  empty: F;
  /** The filters of a URL; a value the API would refuse (a hand-edited link) is dropped. */
  read(params: URLSearchParams): F;
  /** The search parameters of a filtered list: empty filters, defaults and page 1 are left out. */
  toParams(filters: F): URLSearchParams;
  /** Whether anything narrows the list. */
  isActive(filters: F): boolean;
  /** The API's query for one page of these filters. */
  query(filters: F): Q & { page: number; limit: number };
  /** The filters alone, as the API takes them (an export of every page). */
  filterQuery(filters: F): Partial<Q>;
}

export type FiltersOf<L> = L extends ListFilters<infer F> ? F : never;

/** The string schema under an optional or a default, if any: its length bounds a search. */
function stringSchema(field: z.ZodType): z.ZodString | undefined {
  let inner: z.ZodType = field;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodDefault)
    inner = inner.unwrap() as z.ZodType;
  return inner instanceof z.ZodString ? inner : undefined;
}

/**
 * A list's filters, declared by the contract's query schema of the list and the filters it offers
 * (in the order its URL writes them). The schema decides which values a URL may hold: a value is
 * kept only as the API would read it (a status "2", not "2.0"), a search is trimmed to the length
 * the API takes, and the page is one the API serves. `defaults` are the filters that mean "as
 * usual" without being empty (the product list shows active products): left out of the URL and
 * not counted as narrowing the list.
 */
export function listFilters<S extends z.ZodObject, const K extends FilterKey<S>>(
  schema: S,
  keys: readonly K[],
  defaults: Partial<Record<K, string>> = {},
): ListFilters<ListFilterValues<S, K>, z.input<S>> {
  type Filters = ListFilterValues<S, K>;
  const shape = schema.shape as Record<string, z.ZodType>;
  const fallback = (key: K) => defaults[key] ?? '';
  const valuesOf = (filters: Filters) => filters as unknown as Record<K, string>;

  function readValue(key: K, raw: string | null): string {
    const field = shape[key]!;
    const maxLength = stringSchema(field)?.maxLength;
    const value = maxLength == null ? (raw ?? '') : (raw ?? '').trim().slice(0, maxLength);
    if (!value) return fallback(key);
    const parsed = field.safeParse(value);
    return parsed.success && String(parsed.data) === value ? value : fallback(key);
  }

  function filterQuery(filters: Filters) {
    const values = valuesOf(filters);
    return Object.fromEntries(keys.map((key) => [key, values[key] || undefined])) as Partial<
      z.input<S>
    >;
  }

  return {
    empty: { ...Object.fromEntries(keys.map((key) => [key, fallback(key)])), page: 1 } as Filters,

    read(params) {
      const page = shape.page!.safeParse(params.get('page') ?? undefined);
      return {
        ...Object.fromEntries(keys.map((key) => [key, readValue(key, params.get(key))])),
        page: page.success ? (page.data as number) : 1,
      } as Filters;
    },

    toParams(filters) {
      const values = valuesOf(filters);
      const params = new URLSearchParams();
      for (const key of keys) {
        const value = values[key].trim();
        if (value && value !== fallback(key)) params.set(key, value);
      }
      if (filters.page > 1) params.set('page', String(filters.page));
      return params;
    },

    isActive(filters) {
      const values = valuesOf(filters);
      return keys.some((key) => values[key] !== fallback(key));
    },

    query(filters) {
      return {
        page: filters.page,
        limit: ADMIN_PAGE_SIZE,
        ...filterQuery(filters),
      } as z.input<S> & {
        page: number;
        limit: number;
      };
    },

    filterQuery,
  };
}
