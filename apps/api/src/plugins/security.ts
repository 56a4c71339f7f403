import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The security headers of a JSON API, fixed once rather than computed per request. Nothing may
 * frame, sniff or embed its answers; its few HTML pages (payments) set their own CSP.
 */
export const SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-site',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
} as const;

/** CORS for the configured web origins (with credentials) and the security headers. */
export const securityPlugin = fp(
  async (app: FastifyInstance, options: { webOrigins: string[] }) => {
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(SECURITY_HEADERS);
      done();
    });
    const corsOptions = {
      origin: options.webOrigins,
      credentials: true,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'X-Store-Host', 'Idempotency-Key'],
      // Link: GET /orders names its next page there.
      exposedHeaders: ['Retry-After', 'Link'],
      maxAge: 600,
    };
    // The back office's API is for the back office alone, on its own origin: no other origin,
    // not even the storefront's, may read its answers (its cookie is same-site with the web's).
    await app.register(cors, {
      delegator: (request, callback) =>
        callback(null, request.url?.startsWith('/api/v1/admin') ? { origin: false } : corsOptions),
    });
  },
);
