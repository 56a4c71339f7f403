import { PRODUCT_PAGE_SIZE } from '@storefront/contract';
import { Suspense, useState } from 'react';
import { Await, useLocation, useNavigate } from 'react-router';
import {
  CategoryTiles,
  FEATURED_INTRO,
  type GridLayout,
  GridToggle,
  isProductListing,
  type ListingSearch,
  listingHeading,
  listingHref,
  listingIntro,
  PaginationNav,
  parseListingSearch,
  ProductGrid,
  ProductGridSkeleton,
  SubcategoryFilter,
} from '~/features/catalog';
import {
  type ListingResult,
  loadListing,
  loadSubcategories,
} from '~/features/catalog/index.server';
import { pageTitle, storeDetails, storeFromMatches, useStoreDetails } from '~/features/store';
import { reloadPage } from '~/lib/reload-page';
import { Button } from '~/ui/button';
import type { Route } from './+types/products';

/** Spec section 9: 12 skeleton cards while the grid loads. */
const SKELETON_CARDS = 12;

export async function loader({ request }: Route.LoaderArgs) {
  const search = parseListingSearch(new URL(request.url).searchParams);
  if (!isProductListing(search)) return { listing: null, subcategories: [] };
  const [listing, subcategories] = await Promise.all([
    loadListing(request, search),
    loadSubcategories(request, search),
  ]);
  return { listing, subcategories };
}

/**
 * After the first page, a new listing shows at once with skeleton cards, and its products fill
 * in when they arrive (spec section 4: loading, error, empty, loaded).
 */
export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  // The category tiles need nothing from the server.
  if (!isProductListing(parseListingSearch(new URL(request.url).searchParams))) {
    return { listing: null, subcategories: [] };
  }
  const data = serverLoader();
  return {
    listing: data.then((result) => result.listing),
    subcategories: data.then(
      (result) => result.subcategories,
      () => [],
    ),
  };
}

/** The text under a listing's heading: the category's, else the featured products'. */
function introOf(search: ListingSearch, storeCategories: readonly string[]): string {
  return search.category ? listingIntro(search.category, storeCategories) : FEATURED_INTRO;
}

export function meta({ location, matches }: Route.MetaArgs) {
  const search = parseListingSearch(new URLSearchParams(location.search));
  const store = storeDetails(storeFromMatches(matches));
  const heading = listingHeading(search.category, store.categories, search.featured);
  return [
    { title: pageTitle(heading, matches) },
    {
      name: 'description',
      content: isProductListing(search)
        ? introOf(search, store.categories)
        : `Shop ${store.name} by category: ${store.categories.join(', ')}.`,
    },
  ];
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const search = parseListingSearch(new URLSearchParams(location.search));
  const store = useStoreDetails();
  const heading = listingHeading(search.category, store.categories, search.featured);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{heading}</h1>
      {isProductListing(search) ? (
        <CategoryListing
          search={search}
          intro={introOf(search, store.categories)}
          listing={loaderData.listing}
          subcategories={loaderData.subcategories}
        />
      ) : (
        <section aria-labelledby="explore-heading" className="mt-8">
          <h2 id="explore-heading" className="text-xl font-semibold text-slate-900">
            Explore Categories
          </h2>
          <div className="mt-6">
            <CategoryTiles categories={store.shownCategories} eager />
          </div>
        </section>
      )}
    </div>
  );
}

function CategoryListing({
  search,
  intro,
  listing,
  subcategories,
}: {
  search: ListingSearch;
  intro: string;
  listing: ListingResult | null | Promise<ListingResult | null>;
  subcategories: string[] | Promise<string[]>;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const [layout, setLayout] = useState<GridLayout>('grid-3');
  // Spec section 2: changing the parent category goes back to page 1.
  const chooseSubcategory = (parentCategory: string | null) =>
    navigate(listingHref({ category: search.category, featured: search.featured, parentCategory }));

  return (
    <>
      <p className="mt-3 max-w-3xl text-slate-700">{intro}</p>
      <div className="mt-8 flex flex-wrap items-end justify-between gap-4">
        {/*
          Each search gets new boundaries (keys): during React's navigation transition a boundary
          that already shows content would hold the whole page back instead of falling back.
        */}
        <Suspense
          key={location.search}
          fallback={
            <SubcategoryFilter
              value={search.parentCategory}
              options={null}
              onChange={chooseSubcategory}
            />
          }
        >
          <Await resolve={subcategories}>
            {(options) => (
              <SubcategoryFilter
                value={search.parentCategory}
                options={options}
                onChange={chooseSubcategory}
              />
            )}
          </Await>
        </Suspense>
        <GridToggle layout={layout} onChange={setLayout} />
      </div>
      <div className="mt-8">
        <Suspense
          key={location.search}
          fallback={
            <ProductGridSkeleton count={SKELETON_CARDS} layout={layout} label="Loading products" />
          }
        >
          <Await resolve={listing} errorElement={<ListingError />}>
            {(result) =>
              !result || result.failed ? (
                <ListingError />
              ) : result.products.length === 0 ? (
                <EmptyListing
                  onClear={search.parentCategory ? () => chooseSubcategory(null) : undefined}
                />
              ) : (
                <>
                  <ProductGrid products={result.products} layout={layout} headingLevel="h2" />
                  <PaginationNav
                    page={search.page}
                    pageSize={PRODUCT_PAGE_SIZE}
                    total={result.total}
                    hrefForPage={(page) => listingHref({ ...search, page })}
                  />
                </>
              )
            }
          </Await>
        </Suspense>
      </div>
    </>
  );
}

/** Spec sections 2 and 8: the error text and Try Again, which reloads the page. */
function ListingError() {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-10 text-center">
      <p className="font-medium text-red-800">Failed to load products. Please try again.</p>
      <Button className="mt-4" onClick={reloadPage}>
        Try Again
      </Button>
    </div>
  );
}

function EmptyListing({ onClear }: { onClear?: () => void }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white px-4 py-12 text-center">
      <p className="text-slate-700">No products found with the selected filters.</p>
      {onClear ? (
        <Button variant="outline" className="mt-4" onClick={onClear}>
          Clear Filters
        </Button>
      ) : null}
    </div>
  );
}
