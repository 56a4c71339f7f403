import { errorSchema, storeInfoSchema, storeVersionSchema } from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type StoreService, toStoreInfo } from './service';

export const storeRoutes: FastifyPluginAsyncZod<{ stores: StoreService }> = async (
  app,
  { stores },
) => {
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

  app.get(
    '/storeVersion',
    {
      schema: {
        summary:
          'A number that grows with every change a shopper could see in this store: page caches poll it',
        tags: ['store'],
        response: { 200: storeVersionSchema, 500: errorSchema },
      },
    },
    async (request, reply) => {
      // Read afresh (at most every 100 ms), whatever this process knew.
      const version = await stores.versions.read(request.store.id);
      void reply.header('cache-control', 'no-store').header('x-store-version', String(version));
      return { version };
    },
  );
};
