import { auditListSchema, errorSchema, pageQuerySchema } from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { listAudit } from './service';

export const auditRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/audit',
    {
      config: { admin: { access: ['owner'] } },
      schema: {
        summary: 'Every change staff made, newest first (read-only)',
        tags: ['admin'],
        querystring: pageQuerySchema,
        response: {
          200: auditListSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request) => listAudit(db, request.store.id, request.query),
  );
};
