import { storeHostFor } from '~/lib/api-base';
import { pageDataVersion, STORE_VERSION_HEADER, storeVersion } from '~/lib/api.server';
import { publicPage } from './public-pages';

/**
 * What the web server's page cache (apps/web/server/page-cache.js) asks of the app; it reaches
 * it through the server build's entry module (docs/decisions/0014-page-cache.md).
 */
export const pageCacheHooks = {
  publicPage,
  /** The store a page belongs to: its store host, as the API is told (X-Store-Host). */
  storeOf: (url: URL) => storeHostFor(url.hostname),
  storeVersion,
  pageDataVersion,
  storeVersionHeader: STORE_VERSION_HEADER,
};

export type PageCacheHooks = typeof pageCacheHooks;
