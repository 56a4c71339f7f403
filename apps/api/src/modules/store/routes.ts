import { errorSchema, storeInfoSchema } from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toStoreInfo } from './service';

export const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/storeInfo',
    {
      schema: {
        summary: 'The store serving this request: names, contact details, categories, policies',
        tags: ['store'],
        response: { 200: storeInfoSchema, 500: errorSchema },
      },
    },
    async (request) => toStoreInfo(request.store),
  );
};
