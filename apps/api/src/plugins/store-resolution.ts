import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isCleanText } from '@storefront/contract';
import fp from 'fastify-plugin';
import type { StoreRow } from '../db/schema';
import type { StoreService } from '../modules/store/service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The store this request is for (resolved before any handler runs). */
    store: StoreRow;
  }
}

/**
 * Every request is for one store: named by `X-Store-Host` (the web sends it, as a browser cannot
 * set Host), else the `Origin` host, else `Host` without a leading "api.".
 */
export const storeResolutionPlugin = fp(
  async (app: FastifyInstance, { stores }: { stores: StoreService }) => {
    app.decorateRequest('store', null as unknown as StoreRow);
    app.addHook('onRequest', async (request) => {
      request.store = await stores.resolve(requestedHost(request));
    });
  },
);

export function requestedHost(request: Pick<FastifyRequest, 'headers'>): string {
  const { headers } = request;
  const storeHost = headers['x-store-host'];
  if (typeof storeHost === 'string' && storeHost.trim()) return normaliseHost(storeHost);
  if (headers.origin) {
    try {
      return normaliseHost(new URL(headers.origin).host);
    } catch {
      // A malformed Origin names no store; fall through to Host.
    }
  }
  return normaliseHost(headers.host ?? '').replace(/^api\./, '');
}

/**
 * Lowercase host name without port or trailing dot: "Shop.Example.in:443" → "shop.example.in".
 * Text no host name could be (NUL, a lone surrogate) names no store.
 */
export function normaliseHost(value: string): string {
  if (!isCleanText(value)) return '';
  const host = value.trim().toLowerCase();
  const withoutPort = host.startsWith('[')
    ? host.slice(0, host.indexOf(']') + 1)
    : host.split(':')[0];
  return (withoutPort ?? '').replace(/\.$/, '');
}
