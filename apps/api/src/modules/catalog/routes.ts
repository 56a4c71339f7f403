import {
  cartCheckRequestSchema,
  cartCheckResponseSchema,
  errorSchema,
  productIdParamsSchema,
  productListQuerySchema,
  productListResponseSchema,
  productSchema,
} from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJsonText } from '../../lib/json-text';
import type { CatalogService } from './service';

export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (
  app,
  { catalog },
) => {
  app.get(
    '/products',
    {
      config: { microcache: true },
      schema: {
        summary: 'A page of the catalogue, newest first, with the total matching the filters',
        tags: ['catalog'],
        querystring: productListQuerySchema,
        response: { 200: productListResponseSchema, 400: errorSchema },
      },
    },
    // The answer comes written as JSON by the catalogue (a string sent as JSON is sent as is).
    async (request, reply) =>
      sendJsonText(
        reply,
        await catalog.listProducts(request.store.id, request.query, request.storeVersion),
      ),
  );

  app.get(
    '/products/:id',
    {
      config: { microcache: true },
      schema: {
        summary: 'One product of this store',
        tags: ['catalog'],
        params: productIdParamsSchema,
        response: { 200: productSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) =>
      sendJsonText(reply, await catalog.getProduct(request.store.id, request.params.id)),
  );

  app.post(
    '/cart/check',
    {
      schema: {
        summary: 'The cart’s rows against stock now: what is left, and what to change',
        tags: ['catalog'],
        body: cartCheckRequestSchema,
        response: { 200: cartCheckResponseSchema, 400: errorSchema },
      },
    },
    async (request) => catalog.checkCart(request.store.id, request.body),
  );
};
