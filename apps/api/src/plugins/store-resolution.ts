import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isCleanText } from '@storefront/contract';
import fp from 'fastify-plugin';
import type { StoreRow } from '../db/schema';
import type { StoreService } from '../modules/store';

declare module 'fastify' {
  interface FastifyRequest {
    /** The store this request is for (resolved before any handler runs). */
    store: StoreRow;
    /**
     * A version of the store that everything this request reads is at least at: what this
     * process knew when the request began (its store row is that recent too). Sent back as
     * X-Store-Version; cached answers are marked with it (decision 0014).
     */
    storeVersion: number;
  }
}

/** A request that needs a store at least this recent asks for it with this header. */
export const STORE_VERSION_HEADER = 'x-store-version';

/**
 * Every request is for one store: named by `X-Store-Host` (the web sends it, as a browser cannot
 * set Host), else the `Origin` host, else `Host` without a leading "api.". A request carrying
 * `X-Store-Version: n` (the storefront's page cache, having seen version n) is answered from
 * data at least that recent: this process reads the version first if it knows less.
 */
export const storeResolutionPlugin = fp(
  async (app: FastifyInstance, { stores }: { stores: StoreService }) => {
    app.decorateRequest('store', null as unknown as StoreRow);
    app.decorateRequest('storeVersion', 0);
    app.addHook('onRequest', async (request, reply) => {
      const host = requestedHost(request);
      let resolved = await stores.resolveVersioned(host);
      const wanted = wantedVersion(request.headers[STORE_VERSION_HEADER]);
      if (wanted !== null) await stores.versions.atLeast(resolved.store.id, wanted);
      const floor = stores.versions.known(resolved.store.id);
      if (resolved.version < floor) resolved = await stores.resolveVersioned(host);
      request.store = resolved.store;
      request.storeVersion = floor;
      void reply.header(STORE_VERSION_HEADER, String(floor));
    });
  },
);

/** The header's whole number, or null when there is none (anything else is ignored). */
function wantedVersion(value: string | string[] | undefined): number | null {
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}

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
