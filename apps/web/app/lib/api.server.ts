import { createContext, type RouterContextProvider } from 'react-router';
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

/**
 * The address of the connection a request came in on, which server.js puts in each request's
 * load context (under Vite's dev server there is none).
 */
export const clientAddressContext = createContext<string | null>(null);

/**
 * The X-Forwarded-For of a call this server makes for its visitor (a form posted without
 * JavaScript): the chain that reached it, then the address its visitor connected from. The API
 * believes the last address in it that is not its own machine's (its lib/client-address.ts), so
 * its per-person limits count the visitor, not this server.
 */
export function forwardedFor(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Record<string, string> {
  const chain = [request.headers.get('x-forwarded-for'), context.get(clientAddressContext)]
    .filter(Boolean)
    .join(', ');
  return chain ? { 'X-Forwarded-For': chain } : {};
}
