import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** CORS for the configured web origins (with credentials) and the usual security headers. */
export const securityPlugin = fp(
  async (app: FastifyInstance, options: { webOrigins: string[] }) => {
    await app.register(helmet, {
      // The API answers JSON (and, for payments, tiny self-contained pages): nothing may frame it.
      contentSecurityPolicy: {
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      },
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
    await app.register(cors, {
      origin: options.webOrigins,
      credentials: true,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'X-Store-Host', 'Idempotency-Key'],
      exposedHeaders: ['Retry-After'],
      maxAge: 600,
    });
  },
);
