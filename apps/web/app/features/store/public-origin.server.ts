import type { StoreInfo } from '@storefront/contract';
import { env } from '~/lib/env.server';
import { loadStoreInfo } from './store-info.server';

/** `value` as an http(s) origin ("https://chitrakart.in"), or null when it is not one. */
function originOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The shop's public origin, for links that leave the page (canonical, Open Graph, sitemap,
 * robots.txt): the store's own, else PUBLIC_WEB_URL, else this server on localhost. Never the
 * request's Host header, which anyone can set: a shared cache would keep the forged links.
 */
export function publicOrigin(
  store: StoreInfo | null,
  config: { PUBLIC_WEB_URL?: string; PORT: number },
): string {
  // An API from before the store had a public origin answers without the field.
  const fromStore = store && 'publicOrigin' in store ? originOf(store.publicOrigin) : null;
  return fromStore ?? originOf(config.PUBLIC_WEB_URL) ?? `http://localhost:${config.PORT}`;
}

/** The public origin of the store this request is for. */
export async function loadPublicOrigin(request: Request): Promise<string> {
  return publicOrigin(await loadStoreInfo(request), env);
}
