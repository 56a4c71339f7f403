import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { ListFilters } from './list-filters';

export interface ListFilterState<F extends { page: number }> {
  /** The filters of the URL: the list the loader fetched. */
  filters: F;
  /** Whether anything narrows the list (its caption and empty state say so). */
  active: boolean;
  /** The URL's search parameters as a string: what a filter bar or a selection belongs to. */
  search: string;
  /** Applies a change of the filters: a new URL, which the loader fetches. */
  apply: (change: Partial<F>, options?: { replace?: boolean }) => void;
  /** Applies no filter at all ("Clear filters"). */
  clear: () => void;
  /** The filters of some search parameters (a filter form's values), as the URL's are read. */
  read: (params: URLSearchParams) => F;
}

/**
 * A list's filters in the URL, so a filtered list can be bookmarked or sent to a colleague. The
 * URL changes only once the list's loader has answered, so a change is merged into the filters
 * last applied while the URL is still the one they were applied from: two quick changes (two
 * drop-downs) would otherwise both start from the shown filters, the second undoing the first.
 */
export function useListFilters<F extends { page: number }>(
  list: ListFilters<F>,
): ListFilterState<F> {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = list.read(searchParams);
  const search = searchParams.toString();
  const applied = useRef<{ from: string; filters: F } | null>(null);

  function apply(change: Partial<F>, options?: { replace?: boolean }) {
    const base = applied.current?.from === search ? applied.current.filters : filters;
    const next = { ...base, ...change };
    applied.current = { from: search, filters: next };
    setSearchParams(list.toParams(next), options);
  }

  return {
    filters,
    active: list.isActive(filters),
    search,
    apply,
    clear: () => apply(list.empty),
    read: list.read,
  };
}
