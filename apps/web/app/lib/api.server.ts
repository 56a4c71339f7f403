import { storeHostFor } from './api-base';
import { type ApiClient, createApiClient } from './api-client';
import { env } from './env.server';

/** The API as a loader reaches it, for the store of the page being rendered. */
export function serverApi(request: Request): ApiClient {
  return createApiClient({
    baseUrl: env.API_INTERNAL_URL.replace(/\/+$/, ''),
    storeHost: storeHostFor(new URL(request.url).hostname),
  });
}
