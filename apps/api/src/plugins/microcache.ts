import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Serve this GET route's 200 answers from a short in-memory cache (catalogue reads). */
    microcache?: boolean;
  }
}

/**
 * A microcache for catalogue reads: the serialized 200 answer of a route marked
 * `config: { microcache: true }` is kept for a few seconds per store and URL, so a burst of
 * shoppers costs one database round trip. It is a copy, never the only one: every process
 * keeps its own and a catalogue change shows within the TTL.
 */
export const microcachePlugin = fp(
  async (
    app: FastifyInstance,
    { ttlMs, maxEntries = 5_000 }: { ttlMs: number; maxEntries?: number },
  ) => {
    if (ttlMs <= 0) return;
    const entries = new Map<string, { body: string; expiresAt: number }>();
    const keyOf = (storeId: number, url: string) => `${storeId} ${url}`;

    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' || !request.routeOptions.config.microcache) return;
      const entry = entries.get(keyOf(request.store.id, request.url));
      if (!entry || entry.expiresAt <= Date.now()) return;
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('x-cache', 'hit')
        .send(entry.body);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (
        request.method !== 'GET' ||
        !request.routeOptions.config.microcache ||
        reply.statusCode !== 200 ||
        typeof payload !== 'string' ||
        reply.getHeader('x-cache') === 'hit'
      ) {
        return payload;
      }
      if (entries.size >= maxEntries) entries.clear();
      entries.set(keyOf(request.store.id, request.url), {
        body: payload,
        expiresAt: Date.now() + ttlMs,
      });
      return payload;
    });
  },
);
