import {
  adminReturnListQuerySchema,
  adminReturnListSchema,
  adminReturnSchema,
  errorSchema,
  returnIdParamsSchema,
  returnPickupRequestSchema,
  returnRefundRequestSchema,
  returnStatusChangeSchema,
} from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ForbiddenError } from '../../lib/errors';
import { signedInStaff } from '../../plugins/admin-auth';
import type { ReturnService } from './service';

/** Every role sees returns and receives the parcels; deciding and money are owners' and managers'. */
const EVERY_ROLE = ['owner', 'manager', 'fulfilment'] as const;
const DECIDING_ROLES = ['owner', 'manager'] as const;
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema } as const;
const changes = { ...errors, 404: errorSchema, 409: errorSchema, 422: errorSchema } as const;

export const adminReturnRoutes: FastifyPluginAsyncZod<{ returns: ReturnService }> = async (
  app,
  { returns },
) => {
  const actor = (request: Parameters<typeof signedInStaff>[0]) => {
    const who = signedInStaff(request);
    return { staffId: who.id, email: who.email, role: who.role };
  };

  app.get(
    '/returns',
    {
      config: { admin: { access: EVERY_ROLE } },
      schema: {
        summary: 'The store’s returns: those needing action first (oldest first), then the rest',
        tags: ['admin'],
        querystring: adminReturnListQuerySchema,
        response: { 200: adminReturnListSchema, ...errors },
      },
    },
    async (request) => returns.list(request.store.id, request.query),
  );

  app.get(
    '/returns/:id',
    {
      config: { admin: { access: EVERY_ROLE } },
      schema: {
        summary: 'One return with its lines, photos, pickup, refund and credit notes',
        tags: ['admin'],
        params: returnIdParamsSchema,
        response: { 200: adminReturnSchema, ...errors, 404: errorSchema },
      },
    },
    async (request) => returns.detail(request.store.id, request.params.id),
  );

  app.post(
    '/returns/:id/status',
    {
      // Fulfilment may receive a parcel; approving and rejecting is checked in the handler.
      config: { admin: { access: EVERY_ROLE } },
      schema: {
        summary:
          'Approve or reject a requested return (a reason to reject), or receive an approved one with each line inspected (409 for any other move)',
        tags: ['admin'],
        params: returnIdParamsSchema,
        body: returnStatusChangeSchema,
        response: { 200: adminReturnSchema, ...changes },
      },
    },
    async (request) => {
      const who = actor(request);
      if (request.body.status !== 'received' && who.role === 'fulfilment') {
        throw new ForbiddenError(
          'The fulfilment role cannot approve or reject returns: that is for owners and managers.',
        );
      }
      return returns.changeStatus(request.store.id, who, request.params.id, request.body);
    },
  );

  app.post(
    '/returns/:id/pickup',
    {
      config: { admin: { access: DECIDING_ROLES } },
      schema: {
        summary: 'Arrange the pickup of an approved return: the carrier and tracking number',
        tags: ['admin'],
        params: returnIdParamsSchema,
        body: returnPickupRequestSchema,
        response: { 200: adminReturnSchema, ...changes },
      },
    },
    async (request) =>
      returns.arrangePickup(request.store.id, actor(request), request.params.id, request.body),
  );

  app.post(
    '/returns/:id/refund',
    {
      config: { admin: { access: DECIDING_ROLES } },
      schema: {
        summary:
          'Refund a received return: the received lines as paid, or less; never more than they or what is left of the payment (422)',
        tags: ['admin'],
        params: returnIdParamsSchema,
        body: returnRefundRequestSchema,
        response: { 200: adminReturnSchema, ...changes },
      },
    },
    async (request) =>
      returns.refund(request.store.id, actor(request), request.params.id, request.body.amount),
  );

  app.post(
    '/returns/:id/exchange',
    {
      config: { admin: { access: DECIDING_ROLES } },
      schema: {
        summary:
          'Ship a received exchange: an order of its own for the other sizes or colours, paid by the return (422 when out of stock)',
        tags: ['admin'],
        params: returnIdParamsSchema,
        response: { 200: adminReturnSchema, ...changes },
      },
    },
    async (request) => returns.exchange(request.store.id, actor(request), request.params.id),
  );
};
