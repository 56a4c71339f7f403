import type { StoreVersion } from '@storefront/contract';
import { createContext, type RouterContextProvider } from 'react-router';
import { browserApiBase, storeHostFor } from './api-base';
import { type ApiClient, createApiClient } from './api-client';
import { apiFetch } from './api-fetch.server';
import { env } from './env.server';

/**
 * A request rendered for the page cache names the store version it must be at least as recent
 * as; the API answers each call with the version its data is at least at (decision 0014).
 */
export const STORE_VERSION_HEADER = 'x-store-version';

/** What a render's API calls said: the oldest version among their answers, or a failure. */
const readsOf = new WeakMap<Request, { version: number; failed: boolean }>();

function noteAnswer(request: Request, version: number | null) {
  const reads = readsOf.get(request) ?? { version: Number.POSITIVE_INFINITY, failed: false };
  if (version === null || !Number.isFinite(version)) reads.failed = true;
  else reads.version = Math.min(reads.version, version);
  readsOf.set(request, reads);
}

const apiBaseUrl = () => env.API_INTERNAL_URL.replace(/\/+$/, '');

/** The API as a loader reaches it, for the store of the page being rendered. */
export function serverApi(request: Request): ApiClient {
  const wanted = request.headers.get(STORE_VERSION_HEADER);
  return createApiClient({
    baseUrl: apiBaseUrl(),
    storeHost: storeHostFor(new URL(request.url).hostname),
    fetch: async (url, init) => {
      const headers = wanted ? { ...init.headers, [STORE_VERSION_HEADER]: wanted } : init.headers;
      try {
        const response = await apiFetch(url, { ...init, headers });
        const version = response.headers.get(STORE_VERSION_HEADER);
        noteAnswer(request, response.ok && version !== null ? Number(version) : null);
        return response;
      } catch (error) {
        noteAnswer(request, null);
        throw error;
      }
    },
  });
}

/**
 * The store version every API answer of this render is at least at, once it is rendered; null
 * when a call failed or said no version (the page then shows fallbacks, and is not cached).
 */
export function pageDataVersion(request: Request): number | null {
  const reads = readsOf.get(request);
  return reads && !reads.failed && Number.isFinite(reads.version) ? reads.version : null;
}

/** The store's version now (GET /storeVersion), for the page cache's poll. */
export async function storeVersion(storeHost: string): Promise<number> {
  const api = createApiClient({ baseUrl: apiBaseUrl(), storeHost, fetch: apiFetch });
  return (await api.get<StoreVersion>('/storeVersion')).version;
}

/** The API base the browser of this request uses, by the same rule as the browser (spec section 7). */
export function publicApiBase(request: Request): string {
  return browserApiBase(new URL(request.url), env.PUBLIC_API_URL);
}

/**
 * The visitor's address, which server.js puts in each request's load context: the connection's,
 * or behind a proxy TRUST_PROXY trusts, the right-most address of X-Forwarded-For that is not
 * one of them (Express's req.ip). Under Vite's dev server there is none.
 */
export const clientAddressContext = createContext<string | null>(null);

/**
 * The X-Forwarded-For of a call this server makes for its visitor (a form posted without
 * JavaScript): that address alone, so the API's per-person limits count the visitor, not this
 * server. What the visitor sent in its own X-Forwarded-For is not passed on: it could name anyone.
 */
export function forwardedFor(context: Readonly<RouterContextProvider>): Record<string, string> {
  const visitor = context.get(clientAddressContext);
  return visitor ? { 'X-Forwarded-For': visitor } : {};
}
