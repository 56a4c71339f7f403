import {
  createOrderHeadersSchema,
  createOrderRequestSchema,
  errorSchema,
  orderListQuerySchema,
  orderListSchema,
  orderLookupParamsSchema,
  orderLookupQuerySchema,
  orderSchema,
  refundDestinationAnswerSchema,
  refundDestinationSchema,
} from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BadRequestError } from '../../lib/errors';
import { bearerToken, signedInUser } from '../../plugins/auth';
import type { OrderService } from './service';

export const orderRoutes: FastifyPluginAsyncZod<{
  orders: OrderService;
  /** The path the API is mounted at, for the Link to the next page. */
  apiPath: string;
}> = async (app, { orders, apiPath }) => {
  app.post(
    '/orders',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Place an order from the cart; prices and totals come from the catalogue',
        tags: ['orders'],
        security: [{ bearerAuth: [] }],
        headers: createOrderHeadersSchema,
        body: createOrderRequestSchema,
        response: {
          201: orderSchema,
          400: errorSchema,
          401: errorSchema,
          409: errorSchema,
          422: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const order = await orders.create(
        request.store,
        signedInUser(request),
        request.body,
        request.headers['idempotency-key'] ?? null,
      );
      return reply.status(201).send(order);
    },
  );

  app.get(
    '/orders',
    {
      onRequest: app.authenticate,
      schema: {
        summary:
          'The signed-in shopper’s orders, newest first, a page at a time: the next page is the Link header’s rel="next"',
        tags: ['orders'],
        security: [{ bearerAuth: [] }],
        querystring: orderListQuerySchema,
        response: { 200: orderListSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request, reply) => {
      const { limit } = request.query;
      const page = await orders.listForUser(request.store, signedInUser(request).id, request.query);
      if (page.next) {
        const next = new URLSearchParams({ limit: String(limit), before: page.next });
        reply.header('link', `<${apiPath}/orders?${next}>; rel="next"`);
      }
      return page.orders;
    },
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        summary:
          'Track an order by its id and the e-mail or phone it was placed with; its signed-in owner needs neither',
        tags: ['orders'],
        params: orderLookupParamsSchema,
        querystring: orderLookupQuerySchema,
        response: {
          200: orderSchema,
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => {
      const { contactInfo } = request.query;
      if (contactInfo !== undefined) {
        return orders.lookup(request.store, request.params.id, contactInfo, request.ip);
      }
      if (!bearerToken(request)) throw new BadRequestError('contactInfo: is required');
      await app.authenticate(request);
      return orders.findOwn(request.store, signedInUser(request).id, request.params.id);
    },
  );

  app.get(
    '/orders/:id/refund-destination',
    {
      onRequest: app.authenticate,
      schema: {
        summary:
          'Where the shop sends money back for this UPI or cash-on-delivery order (the order’s shopper only), and whether it waits for it',
        tags: ['orders'],
        security: [{ bearerAuth: [] }],
        params: orderLookupParamsSchema,
        response: {
          200: refundDestinationAnswerSchema,
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) =>
      orders.refundDestination(request.store, signedInUser(request).id, request.params.id),
  );

  app.put(
    '/orders/:id/refund-destination',
    {
      onRequest: app.authenticate,
      schema: {
        summary:
          'Give (or correct) where money of this UPI or cash-on-delivery order is sent back: a UPI ID, or a bank account and IFSC',
        tags: ['orders'],
        security: [{ bearerAuth: [] }],
        params: orderLookupParamsSchema,
        body: refundDestinationSchema,
        response: {
          200: refundDestinationAnswerSchema,
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) =>
      orders.saveRefundDestination(
        request.store,
        signedInUser(request).id,
        request.params.id,
        request.body,
      ),
  );
};
