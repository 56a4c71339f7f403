import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { STORE_VERSION_HEADER } from './store-resolution';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Serve this GET route's 200 answers from a short in-memory cache (catalogue reads). */
    microcache?: boolean;
  }
  interface FastifyRequest {
    /** This request's place in the microcache, once its parameters are validated. */
    microcacheKey?: string;
  }
}

interface Entry<T> {
  value: T;
  expiresAt: number;
  bytes: number;
}

/**
 * Answers by key, oldest dropped first once their bytes (keys and values) pass `maxBytes`.
 * Map keeps insertion order, so the first entry is always the oldest.
 */
export function createByteBoundedCache<T = string>(
  maxBytes: number,
  now: () => number = Date.now,
  sizeOf: (value: T) => number = (value) => Buffer.byteLength(String(value)),
) {
  const entries = new Map<string, Entry<T>>();
  let bytes = 0;

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  return {
    get(key: string): T | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt > now()) return entry.value;
      remove(key);
      return undefined;
    },
    set(key: string, value: T, ttlMs: number) {
      const size = Buffer.byteLength(key) + sizeOf(value);
      if (size > maxBytes) return;
      remove(key);
      for (const oldest of entries.keys()) {
        if (bytes + size <= maxBytes) break;
        remove(oldest);
      }
      entries.set(key, { value, expiresAt: now() + ttlMs, bytes: size });
      bytes += size;
    },
    get bytes() {
      return bytes;
    },
    get size() {
      return entries.size;
    },
  };
}

/**
 * A microcache for catalogue reads: the serialized 200 answer of a route marked
 * `config: { microcache: true }` is kept for a few seconds, keyed by the store, the route and its
 * validated parameters — normalised by the route's schema (`page=01` is `page=1`, an empty filter
 * is no filter) and stripped of parameters the route does not know — so made-up query strings
 * share one entry instead of filling memory. It is bounded in bytes, and a copy, never the only
 * one: every process keeps its own and a catalogue change shows within the TTL — or sooner: an
 * answer is marked with the store version its request began at (request.storeVersion) and is
 * not used for a request that knows a newer one (decision 0014).
 */
export const microcachePlugin = fp(
  async (app: FastifyInstance, { ttlMs, maxBytes }: { ttlMs: number; maxBytes: number }) => {
    if (ttlMs <= 0) return;
    const cache = createByteBoundedCache<{ body: string; version: number }>(
      maxBytes,
      Date.now,
      (answer) => Buffer.byteLength(answer.body),
    );
    app.decorateRequest('microcacheKey', undefined);

    // After validation, so the key is made of the parsed parameters, not the raw URL.
    app.addHook('preHandler', async (request, reply) => {
      if (request.method !== 'GET' || !request.routeOptions.config.microcache) return;
      const key = [
        request.store.id,
        request.routeOptions.url,
        JSON.stringify(request.params),
        JSON.stringify(request.query),
      ].join(' ');
      request.microcacheKey = key;
      const answer = cache.get(key);
      if (answer === undefined || answer.version < request.storeVersion) return;
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('x-cache', 'hit')
        .header(STORE_VERSION_HEADER, String(answer.version))
        .send(answer.body);
    });
    app.addHook('onSend', async (request, reply, payload) => {
      if (
        request.microcacheKey !== undefined &&
        reply.statusCode === 200 &&
        typeof payload === 'string' &&
        reply.getHeader('x-cache') !== 'hit'
      ) {
        cache.set(request.microcacheKey, { body: payload, version: request.storeVersion }, ttlMs);
      }
      return payload;
    });
  },
);
