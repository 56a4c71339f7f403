import { browserApiBase, storeHostFor } from './api-base';
import { type ApiClient, createApiClient } from './api-client';
import { env } from './env.server';

/** The API as a loader reaches it, for the store of the page being rendered. */
export function serverApi(request: Request): ApiClient {
  return createApiClient({
    baseUrl: env.API_INTERNAL_URL.replace(/\/+$/, ''),
    storeHost: storeHostFor(new URL(request.url).hostname),
  });
}

/** The API base the browser of this request uses, by the same rule as the browser (spec section 7). */
export function publicApiBase(request: Request): string {
  return browserApiBase(new URL(request.url), env.PUBLIC_API_URL);
}
