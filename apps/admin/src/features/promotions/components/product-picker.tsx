import { useEffect, useId, useState } from 'react';
import { errorMessage } from '~/lib/api-client';
import { useDebouncedValue } from '~/lib/use-debounced-value';
import { Button } from '~/ui/button';
import { Field } from '~/ui/field';
import { type PickedProduct, searchProducts } from '../promotions-api';

/** How long the search waits after the last key before it asks the catalogue. */
const SEARCH_DELAY_MS = 300;
const MIN_SEARCH = 2;

type Found = { q: string; products: PickedProduct[] } | { q: string; error: string };

export interface ProductPickerProps {
  /** The group's name: "Products it applies to". */
  label: string;
  /** What no product chosen means: "None: every product". */
  none: string;
  value: PickedProduct[];
  onChange: (products: PickedProduct[]) => void;
  error?: string;
  onAuthFailure?: (error: unknown) => boolean;
}

const titleOf = (product: PickedProduct) => product.title ?? 'A product no longer in the catalogue';

/**
 * Products chosen by searching the catalogue (title or SKU, as the product list searches): the
 * matches to add, and the chosen ones to remove.
 */
export function ProductPicker({
  label,
  none,
  value,
  onChange,
  error,
  onAuthFailure,
}: ProductPickerProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const typed = query.trim();
  const settled = useDebouncedValue(typed, SEARCH_DELAY_MS);
  const [found, setFound] = useState<Found | null>(null);

  useEffect(() => {
    if (settled.length < MIN_SEARCH) return;
    const controller = new AbortController();
    searchProducts(settled, controller.signal).then(
      (products) => setFound({ q: settled, products }),
      (failure: unknown) => {
        if (controller.signal.aborted || onAuthFailure?.(failure)) return;
        setFound({ q: settled, error: errorMessage(failure) });
      },
    );
    return () => controller.abort();
  }, [settled, onAuthFailure]);

  const shown = typed.length >= MIN_SEARCH && found?.q === typed ? found : null;
  const chosen = new Set(value.map((product) => product.id));
  const status =
    typed.length < MIN_SEARCH
      ? `Type at least ${MIN_SEARCH} letters of a title or a SKU.`
      : !shown
        ? 'Searching…'
        : 'error' in shown
          ? `The search failed: ${shown.error}`
          : shown.products.length === 0
            ? `No product matches “${shown.q}”.`
            : `${shown.products.length === 1 ? '1 product matches' : `${shown.products.length} products match`} “${shown.q}”.`;

  return (
    <fieldset
      className="space-y-3 rounded-lg border border-slate-300 p-4"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="px-1 text-sm font-medium text-slate-800">{label}</legend>
      {value.length === 0 ? (
        <p className="text-sm text-slate-700">{none}</p>
      ) : (
        <ul aria-label={`${label}: chosen`} className="divide-y divide-slate-200">
          {value.map((product) => (
            <li key={product.id} className="flex flex-wrap items-center justify-between gap-2 py-1">
              <span className="min-w-0 text-sm text-slate-900">
                {titleOf(product)}
                {product.title === null ? (
                  <span className="block font-mono text-xs text-slate-700">{product.id}</span>
                ) : null}
              </span>
              <Button
                variant="outline"
                size="sm"
                onClick={() => onChange(value.filter((other) => other.id !== product.id))}
              >
                Remove<span className="sr-only"> {titleOf(product)}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Field
        label={`Find products to add (${label.toLowerCase()})`}
        type="search"
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          // Enter searches at once rather than submitting the promotion's form.
          if (event.key === 'Enter') event.preventDefault();
        }}
      />
      <p role="status" className="text-sm text-slate-700">
        {status}
      </p>
      {shown && 'products' in shown && shown.products.length > 0 ? (
        <ul aria-label={`Products matching “${shown.q}”`} className="divide-y divide-slate-200">
          {shown.products.map((product) => (
            <li key={product.id} className="flex flex-wrap items-center justify-between gap-2 py-1">
              <span className="min-w-0 text-sm text-slate-900">{titleOf(product)}</span>
              {chosen.has(product.id) ? (
                <span className="text-sm text-slate-700">Added</span>
              ) : (
                <Button variant="outline" size="sm" onClick={() => onChange([...value, product])}>
                  Add<span className="sr-only"> {titleOf(product)}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
