import type { ShouldRevalidateFunction } from 'react-router';
import { CategoryTiles } from '~/features/catalog';
import { loadFeaturedProducts } from '~/features/catalog/index.server';
import { FeaturedProducts, Hero, InfoBlock, Newsletter } from '~/features/home';
import { newsletterAction, webSiteJsonLd } from '~/features/home/index.server';
import {
  FALLBACK_CATEGORIES,
  storeFromMatches,
  storeDetails,
  useStoreDetails,
  useStoreInfo,
} from '~/features/store';
import { loadPublicOrigin, loadStoreInfo, toShopInfo } from '~/features/store/index.server';
import type { Route } from './+types/home';

export async function loader({ request }: Route.LoaderArgs) {
  const [store, origin] = await Promise.all([loadStoreInfo(request), loadPublicOrigin(request)]);
  return {
    featured: await loadFeaturedProducts(request, store?.categories ?? FALLBACK_CATEGORIES),
    // Built here: the browser's code has no use for it.
    jsonLd: webSiteJsonLd(storeDetails(toShopInfo(store)).name, origin),
  };
}

/** The newsletter form (with or without JavaScript). */
export async function action(args: Route.ActionArgs) {
  return newsletterAction(args);
}

/** A newsletter sign-up changes nothing the page shows: its products are not loaded again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  defaultShouldRevalidate,
}) => (formMethod === 'POST' ? false : defaultShouldRevalidate);

/** After the first page, the home page shows at once, with placeholder cards while products load. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return {
    featured: serverLoader().then(
      (data) => data.featured,
      (error: unknown) => {
        // Spec section 4: a failed load is only logged and the grid appears empty.
        console.error('Failed to load featured products', error);
        return [];
      },
    ),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const store = storeDetails(storeFromMatches(matches));
  // The server's answer carries the WebSite structured data with its SearchAction (a later visit
  // in the browser needs none).
  const jsonLd = loaderData && 'jsonLd' in loaderData ? loaderData.jsonLd : null;
  return [
    { title: `${store.name} | TV & Video Accessories, Clothing and More` },
    { name: 'description', content: store.description },
    ...(jsonLd ? [{ 'script:ld+json': jsonLd }] : []),
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const store = useStoreDetails();
  const info = useStoreInfo();
  return (
    <>
      <Hero
        storeName={store.name}
        hero={info?.homeHero}
        freeShipping={info?.freeShippingEverywhere !== false}
      />
      <section aria-labelledby="categories-heading" className="mx-auto max-w-7xl px-4 pt-14">
        <h2 id="categories-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          Shop by Category
        </h2>
        <div className="mt-6">
          <CategoryTiles categories={store.shownCategories} />
        </div>
      </section>
      <FeaturedProducts products={loaderData.featured} />
      <InfoBlock />
      <Newsletter />
    </>
  );
}
