import { dashboardSchema, errorSchema } from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { dashboardOf } from './service';

export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Database; now: () => Date }> = async (
  app,
  { db, now },
) => {
  app.get(
    '/dashboard',
    {
      config: { admin: { access: ['owner', 'manager'] } },
      schema: {
        summary: 'Today’s and the last 30 days’ orders and revenue, and what waits for the shop',
        tags: ['admin'],
        response: { 200: dashboardSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => dashboardOf(db, request.store.id, now()),
  );
};
