import { browserApiBase, storeHostFor } from './api-base';
import { type ApiClient, createApiClient } from './api-client';
import { clearAuthToken, readAuthToken } from './auth-token';

/** The root document names an API base override in this meta tag (PUBLIC_API_URL). */
export const API_BASE_META = 'storefront-api-base';

let client: ApiClient | null = null;

/** The API base the browser uses (spec section 7, or the document's override). */
export function browserApiBaseUrl(): string {
  const override = document.querySelector<HTMLMetaElement>(
    `meta[name="${API_BASE_META}"]`,
  )?.content;
  return browserApiBase(window.location, override);
}

/** The API as the browser reaches it: bearer token attached, any 401 signs the user out. */
export function browserApi(): ApiClient {
  if (client) return client;
  client = createApiClient({
    baseUrl: browserApiBaseUrl(),
    storeHost: storeHostFor(window.location.hostname),
    getToken: readAuthToken,
    onUnauthorized: clearAuthToken,
  });
  return client;
}
