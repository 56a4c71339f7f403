import { errorSchema, taxRulesSchema } from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { loadTaxRules } from './tax-rules';

const EVERY_ROLE = ['owner', 'manager', 'fulfilment'] as const;
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema } as const;

/** The back office's GST routes: the rules the product form follows. */
export const adminInvoiceRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/tax-rules',
    {
      config: { admin: { access: EVERY_ROLE } },
      schema: {
        summary:
          'The GST rates in force (a product’s rate is one of them) and the HSN digits needed',
        tags: ['admin'],
        response: { 200: taxRulesSchema, ...errors },
      },
    },
    async (request) => loadTaxRules(db, request.store.id),
  );
};
