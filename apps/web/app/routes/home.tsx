import { ProductCard } from '~/features/catalog';
import { loadFeaturedProducts } from '~/features/catalog/index.server';
import { FALLBACK_CATEGORIES } from '~/features/store';
import { loadStoreInfo } from '~/features/store/index.server';
import type { Route } from './+types/home';

export async function loader({ request }: Route.LoaderArgs) {
  const store = await loadStoreInfo(request);
  const featured = await loadFeaturedProducts(request, store?.categories ?? FALLBACK_CATEGORIES);
  return { storeName: store?.storeName ?? store?.companyName ?? null, featured };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const name = loaderData?.storeName ?? 'Store';
  return [
    { title: `${name} | TV & Video Accessories and More` },
    {
      name: 'description',
      content: `${name}: TV wall mounts, HDMI cables, remotes, streaming devices and entertainment units, with clothing and accessories, delivered across India.`,
    },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { storeName, featured } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{storeName ?? 'Welcome'}</h1>
      <section aria-labelledby="featured-heading" className="mt-10">
        <h2 id="featured-heading" className="text-2xl font-semibold">
          Featured Products
        </h2>
        {featured.length === 0 ? (
          <p className="mt-4 text-slate-600">No featured products available at the moment.</p>
        ) : (
          <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {featured.map((product, index) => (
              <li key={product.id}>
                <ProductCard product={product} priority={index === 0} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
