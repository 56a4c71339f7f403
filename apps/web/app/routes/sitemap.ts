import { POLICY_SLUGS } from '@storefront/contract';
import { categoryHref } from '~/features/catalog';
import { loadAllProducts } from '~/features/catalog/index.server';
import { FALLBACK_CATEGORIES } from '~/features/store';
import { loadPublicOrigin, loadStoreInfo } from '~/features/store/index.server';
import type { Route } from './+types/sitemap';

const escapeXml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/** /sitemap.xml: the public pages, every category and every product. */
export async function loader({ request }: Route.LoaderArgs) {
  const [store, origin, products] = await Promise.all([
    loadStoreInfo(request),
    loadPublicOrigin(request),
    loadAllProducts(request).catch((error: unknown) => {
      console.error('Sitemap: failed to load products', error);
      return null;
    }),
  ]);
  // A sitemap without the products would tell crawlers they are gone; ask them to come back.
  if (!products)
    return new Response('The catalogue is unavailable; try again later.', { status: 503 });
  const categories = store?.categories.length ? store.categories : FALLBACK_CATEGORIES;
  const entries: { path: string; lastmod?: string }[] = [
    { path: '/' },
    { path: '/products' },
    ...categories.map((name) => ({ path: categoryHref(name) })),
    ...products.map((product) => ({
      path: `/product/${product.id}`,
      lastmod: product.createdAt.slice(0, 10),
    })),
    { path: '/contact' },
    ...POLICY_SLUGS.map((slug) => ({ path: `/${slug}` })),
  ];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map(
      ({ path, lastmod }) =>
        `<url><loc>${escapeXml(origin + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
    ),
    '</urlset>',
  ].join('\n');
  // Cached and sent as the public pages are (server/page-cache.js sets Cache-Control).
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
