import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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

interface Entry {
  body: string;
  expiresAt: number;
  bytes: number;
}

/**
 * Answers by key, oldest dropped first once their bytes (keys and bodies) pass `maxBytes`.
 * Map keeps insertion order, so the first entry is always the oldest.
 */
export function createByteBoundedCache(maxBytes: number, now: () => number = Date.now) {
  const entries = new Map<string, Entry>();
  let bytes = 0;

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  return {
    get(key: string): string | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt > now()) return entry.body;
      remove(key);
      return undefined;
    },
    set(key: string, body: string, ttlMs: number) {
      const size = Buffer.byteLength(key) + Buffer.byteLength(body);
      if (size > maxBytes) return;
      remove(key);
      for (const oldest of entries.keys()) {
        if (bytes + size <= maxBytes) break;
        remove(oldest);
      }
      entries.set(key, { body, expiresAt: now() + ttlMs, bytes: size });
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
 * one: every process keeps its own and a catalogue change shows within the TTL.
 */
export const microcachePlugin = fp(
  async (app: FastifyInstance, { ttlMs, maxBytes }: { ttlMs: number; maxBytes: number }) => {
    if (ttlMs <= 0) return;
    const cache = createByteBoundedCache(maxBytes);
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
      const body = cache.get(key);
      if (body === undefined) return;
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('x-cache', 'hit')
        .send(body);
    });
    app.addHook('onSend', async (request, reply, payload) => {
      if (
        request.microcacheKey !== undefined &&
        reply.statusCode === 200 &&
        typeof payload === 'string' &&
        reply.getHeader('x-cache') !== 'hit'
      ) {
        cache.set(request.microcacheKey, payload, ttlMs);
      }
      return payload;
    });
  },
);
