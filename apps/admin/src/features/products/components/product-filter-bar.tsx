import { STOCK_STATE_LABELS, STOCK_STATES } from '@storefront/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '~/ui/button';
import { Field, SelectField } from '~/ui/field';
import {
  ARCHIVED_CHOICES,
  type ArchivedFilter,
  hasActiveFilters,
  NO_FILTERS,
  type ProductFilters,
} from '../product-filters';

/** How long the search waits after the last key before it asks the API. */
export const SEARCH_DELAY_MS = 350;

/**
 * The product list's filters, written to the URL (the loader fetches from there) so a filtered
 * list can be bookmarked or shared. The drop-downs apply at once; the search applies once typing
 * pauses (or on Enter), replacing the history entry rather than adding one per word.
 */
export function ProductFilterBar({
  filters,
  categories,
  onApply,
}: {
  filters: ProductFilters;
  /** The store's categories (its settings); a category of the URL not among them is kept. */
  categories: readonly string[];
  /** Applies a change of the filters (the list merges it into those it last applied). */
  onApply: (change: Partial<ProductFilters>, options?: { replace?: boolean }) => void;
}) {
  // The search box's text, reset when the URL's search changes elsewhere (back, Clear filters).
  const [q, setQ] = useState(filters.q);
  const [shownQ, setShownQ] = useState(filters.q);
  if (filters.q !== shownQ) {
    setShownQ(filters.q);
    setQ(filters.q);
  }
  // The pending search, and the filters and callback it applies with when it fires.
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef({ filters, onApply });
  useEffect(() => {
    latest.current = { filters, onApply };
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  function search(value: string) {
    setQ(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const current = latest.current;
      if (value.trim() !== current.filters.q) {
        current.onApply({ q: value.trim(), page: 1 }, { replace: true });
      }
    }, SEARCH_DELAY_MS);
  }

  /** Applies a change of the drop-downs, with the search as typed so far. */
  function apply(change: Partial<ProductFilters>) {
    clearTimeout(timer.current);
    onApply({ q: q.trim(), ...change, page: 1 });
  }

  const categoryChoices =
    filters.category && !categories.includes(filters.category)
      ? [...categories, filters.category]
      : categories;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (q.trim() !== filters.q) apply({});
  }

  return (
    <form
      role="search"
      aria-label="Filter products"
      onSubmit={submit}
      noValidate
      className="mb-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-5">
        <Field
          label="Search"
          name="q"
          type="search"
          value={q}
          onChange={(event) => search(event.target.value)}
          hint="Words of the title, or a SKU"
          autoCapitalize="none"
          spellCheck={false}
          className="col-span-2"
        />
        <SelectField
          label="Category"
          name="category"
          value={filters.category}
          onChange={(event) => apply({ category: event.target.value })}
        >
          <option value="">Any category</option>
          {categoryChoices.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Stock"
          name="stock"
          value={filters.stock}
          onChange={(event) => apply({ stock: event.target.value as ProductFilters['stock'] })}
        >
          <option value="">Any stock</option>
          {STOCK_STATES.map((state) => (
            <option key={state} value={state}>
              {STOCK_STATE_LABELS[state]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Show"
          name="archived"
          value={filters.archived}
          onChange={(event) => apply({ archived: event.target.value as ArchivedFilter })}
        >
          {ARCHIVED_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </SelectField>
      </div>
      {hasActiveFilters(filters) ? (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button
            variant="outline"
            onClick={() => {
              clearTimeout(timer.current);
              onApply(NO_FILTERS);
            }}
          >
            Clear filters
          </Button>
        </div>
      ) : null}
    </form>
  );
}
