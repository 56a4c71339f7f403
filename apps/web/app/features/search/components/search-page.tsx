import { PRODUCT_PAGE_SIZE } from '@storefront/contract';
import { Link } from 'react-router';
import { categoryDisplayName, categoryHref, PaginationNav, ProductGrid } from '~/features/catalog';
import { useStoreDetails } from '~/features/store';
import type { SearchOutcome } from '../search-outcome';
import { SEARCH_COUNT_CAP, type SearchPageQuery, searchHref } from '../search-url';
import { formatPrice } from '~/lib/format';
import { Button } from '~/ui/button';
import { SearchBox } from './search-box';

/** "1,000": en-IN grouping. */
const count = { format: (value: number) => value.toLocaleString('en-IN') };

/**
 * "1 result", "24 results", "1,000+ results" (a total past the API's cap), "about 350 results"
 * (a total the API estimated).
 */
export function resultCount(total: number, capped: boolean, estimated = false): string {
  return `${totalLabel(total, capped, estimated)} ${total === 1 && !estimated ? 'result' : 'results'}`;
}

/** The total as the results and the pagination say it: "24", "1,000+", "about 350". */
function totalLabel(total: number, capped: boolean, estimated: boolean): string {
  if (capped) return `${count.format(SEARCH_COUNT_CAP)}+`;
  return `${estimated ? 'about ' : ''}${count.format(total)}`;
}

const chip =
  'inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * /search: the results of a search, rendered on the server with the listing's cards, pagination
 * and a category filter (links, so they work without JavaScript); the form and the categories
 * when nothing was asked; the closest suggestions when nothing matched.
 */
export function SearchPage({ query, outcome }: { query: SearchPageQuery; outcome: SearchOutcome }) {
  const store = useStoreDetails();
  const { q } = query;
  const searched = outcome.state === 'results' || outcome.state === 'none';

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {searched ? `Results for “${q}”` : 'Search'}
      </h1>
      <SearchBox
        // A new search starts the field afresh with its own words.
        key={q}
        label="Search products"
        defaultValue={q}
        className="mt-6 max-w-xl"
      />
      {outcome.state === 'invalid' ? (
        <p
          role="alert"
          className="mt-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900"
        >
          {outcome.message}
        </p>
      ) : null}
      {outcome.state === 'failed' ? (
        <div
          role="alert"
          className="mt-8 rounded-xl border border-red-200 bg-red-50 px-4 py-10 text-center"
        >
          <p className="font-medium text-red-800">Failed to load products. Please try again.</p>
          <Button className="mt-4" onClick={() => window.location.reload()}>
            Try Again
          </Button>
        </div>
      ) : null}
      {searched ? (
        <CategoryFilter q={q} category={query.category} categories={store.categories} />
      ) : null}
      {outcome.state === 'results' ? (
        <section aria-labelledby="results-heading" className="mt-6">
          <h2 id="results-heading" className="text-sm font-medium text-slate-700">
            {resultCount(outcome.total, outcome.capped, outcome.estimated)}
          </h2>
          {outcome.products.length > 0 ? (
            <div className="mt-4">
              <ProductGrid products={outcome.products} headingLevel="h3" />
            </div>
          ) : (
            <p className="mt-6 text-slate-700">
              This page has no results.{' '}
              <Link
                to={searchHref({ q, category: query.category })}
                className="font-medium text-brand-800 underline"
              >
                Back to the first page
              </Link>
            </p>
          )}
          <PaginationNav
            page={query.page}
            pageSize={PRODUCT_PAGE_SIZE}
            total={outcome.total}
            totalLabel={totalLabel(outcome.total, outcome.capped, outcome.estimated)}
            hrefForPage={(page) => searchHref({ q, category: query.category, page })}
          />
        </section>
      ) : null}
      {outcome.state === 'none' ? (
        <NoResults
          q={q}
          category={query.category}
          outcome={outcome}
          storeCategories={store.categories}
        />
      ) : null}
      {outcome.state === 'empty' || outcome.state === 'invalid' || outcome.state === 'none' ? (
        <CategoryList categories={store.categories} />
      ) : null}
    </div>
  );
}

function CategoryFilter({
  q,
  category,
  categories,
}: {
  q: string;
  category: string | null;
  categories: readonly string[];
}) {
  const choices = [
    { label: 'All categories', value: null },
    ...categories.map((name) => ({ label: name, value: name.toLowerCase() })),
  ];
  return (
    <nav aria-label="Filter by category" className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {choices.map(({ label, value }) => {
          const current = value === category;
          return (
            <li key={label}>
              <Link
                to={searchHref({ q, category: value })}
                aria-current={current ? 'page' : undefined}
                className={`${chip} ${
                  current
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100'
                }`}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function NoResults({
  q,
  category,
  outcome,
  storeCategories,
}: {
  q: string;
  category: string | null;
  outcome: Extract<SearchOutcome, { state: 'none' }>;
  storeCategories: readonly string[];
}) {
  const { products, categories } = outcome.suggestions;
  return (
    <section
      aria-labelledby="no-results-heading"
      className="mt-8 rounded-xl border border-slate-200 bg-white px-4 py-8"
    >
      <h2 id="no-results-heading" className="text-lg font-semibold text-slate-900">
        No products match “{q}”
        {category ? ` in ${categoryDisplayName(category, storeCategories)}` : ''}
      </h2>
      <p className="mt-2 text-slate-700">Check the spelling, or try fewer or more general words.</p>
      {products.length > 0 || categories.length > 0 ? (
        <>
          <h3 className="mt-6 font-semibold text-slate-900">Closest suggestions</h3>
          <ul className="mt-3 space-y-2">
            {products.map((product) => (
              <li key={product.id}>
                <Link
                  to={`/product/${encodeURIComponent(product.id)}`}
                  className="font-medium text-brand-800 underline"
                >
                  {product.title}
                </Link>{' '}
                <span className="text-slate-700">{formatPrice(product.price)}</span>
              </li>
            ))}
            {categories.map((name) => (
              <li key={name}>
                <Link to={categoryHref(name)} className="font-medium text-brand-800 underline">
                  {name}
                </Link>{' '}
                <span className="text-slate-700">(category)</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function CategoryList({ categories }: { categories: readonly string[] }) {
  return (
    <section aria-labelledby="search-categories-heading" className="mt-10">
      <h2 id="search-categories-heading" className="text-xl font-semibold text-slate-900">
        Browse categories
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2">
        {categories.map((name) => (
          <li key={name}>
            <Link
              to={categoryHref(name)}
              className={`${chip} border-slate-300 bg-white text-slate-800 hover:bg-slate-100`}
            >
              {name}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-4">
        <Link to="/products" className="font-medium text-brand-800 underline">
          All Products
        </Link>
      </p>
    </section>
  );
}
