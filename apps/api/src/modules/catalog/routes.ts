import {
  cartCheckRequestSchema,
  cartCheckResponseSchema,
  errorSchema,
  productIdParamsSchema,
  productListQuerySchema,
  productListResponseSchema,
  productSchema,
  productSuggestQuerySchema,
  productSuggestResponseSchema,
  SUGGEST_MAX,
} from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJsonText } from '../../lib/json-text';
import type { SearchService } from '../search';
import type { CatalogService } from './service';

export const catalogRoutes: FastifyPluginAsyncZod<{
  catalog: CatalogService;
  search: SearchService;
}> = async (app, { catalog, search }) => {
  app.get(
    '/products',
    {
      config: { microcache: true },
      schema: {
        summary:
          'A page of the catalogue, newest first, with the total matching the filters; with ' +
          '`search`, the best matches first (at most 1,000 counted)',
        tags: ['catalog'],
        querystring: productListQuerySchema,
        response: { 200: productListResponseSchema, 400: errorSchema },
      },
    },
    // The answer comes written as JSON by the catalogue (a string sent as JSON is sent as is).
    async (request, reply) => {
      const { query, store, storeVersion } = request;
      return sendJsonText(
        reply,
        query.search
          ? await search.searchProducts(
              store.id,
              { ...query, search: query.search },
              storeVersion,
              store.searchSynonyms,
            )
          : await catalog.listProducts(store.id, query, storeVersion),
      );
    },
  );

  app.get(
    '/products/suggest',
    {
      config: { microcache: true },
      schema: {
        summary: `Quick suggestions for a search being typed: products and categories, at most ${SUGGEST_MAX}`,
        tags: ['catalog'],
        querystring: productSuggestQuerySchema,
        response: { 200: productSuggestResponseSchema, 400: errorSchema },
      },
    },
    async (request) =>
      search.suggest(
        request.store.id,
        request.query.q,
        request.storeVersion,
        request.store.searchSynonyms,
        request.store.categories,
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
      onRequest: app.identify,
      schema: {
        summary:
          'The cart’s rows against stock now (what is left, and what to change), its offers and ' +
          'code, and its totals with the shipping line for a PIN; with a token, the code is ' +
          'checked against the shopper’s own orders',
        tags: ['catalog'],
        security: [{}, { bearerAuth: [] }],
        body: cartCheckRequestSchema,
        response: { 200: cartCheckResponseSchema, 400: errorSchema },
      },
    },
    async (request) => catalog.checkCart(request.store, request.body, request.user?.id ?? null),
  );
};
