import { loadPublicOrigin } from '~/features/store/index.server';
import type { Route } from './+types/robots';

/** /robots.txt: everything public may be crawled; the shopper's own pages may not. */
export async function loader({ request }: Route.LoaderArgs) {
  const origin = await loadPublicOrigin(request);
  const body = [
    'User-agent: *',
    'Allow: /',
    ...['/checkout', '/payment', '/account', '/orders', '/order-success', '/api-test'].map(
      (path) => `Disallow: ${path}`,
    ),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  // Cached and sent as the public pages are (server/page-cache.js sets Cache-Control).
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
