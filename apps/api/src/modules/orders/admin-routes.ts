import { Readable } from 'node:stream';
import {
  adminOrderExportQuerySchema,
  adminOrderListQuerySchema,
  adminOrderListSchema,
  adminOrderSchema,
  errorSchema,
  orderAddressCorrectionSchema,
  orderLookupParamsSchema,
  orderStatusChangeSchema,
  refundCreatedSchema,
  refundRequestSchema,
  refundTransferParamsSchema,
  refundTransferSchema,
  rtoReceivedRequestSchema,
  text,
  utrCorrectionSchema,
} from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInStaff } from '../../plugins/admin-auth';
import type { AdminOrderService } from './admin-service';
import { checkRoleMayMoveTo } from './lifecycle';

const EVERY_ROLE = ['owner', 'manager', 'fulfilment'] as const;
/** Money leaves the shop only by an owner or a manager. */
const MONEY_ROLES = ['owner', 'manager'] as const;
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema } as const;

export const adminOrderRoutes: FastifyPluginAsyncZod<{ adminOrders: AdminOrderService }> = async (
  app,
  { adminOrders },
) => {
  app.get(
    '/orders',
    {
      config: { admin: { access: EVERY_ROLE } },
      schema: {
        summary: 'The store’s orders, newest first: filters, search by order id, e-mail or phone',
        tags: ['admin'],
        querystring: adminOrderListQuerySchema,
        response: { 200: adminOrderListSchema, ...errors },
      },
    },
    async (request) => adminOrders.list(request.store.id, request.query),
  );

  app.get(
    '/orders/export',
    {
      // Every order's customer and money in one file: owners and managers, as other exports.
      config: { admin: { access: MONEY_ROLES } },
      schema: {
        summary:
          'The orders the list’s filters name as CSV, newest first, with each one’s discount and promotions, streamed as it is read',
        tags: ['admin'],
        querystring: adminOrderExportQuerySchema,
        produces: ['text/csv'],
        response: { 200: text(), ...errors },
      },
    },
    async (request, reply) => {
      const csv = Readable.from(adminOrders.exportCsv(request.store.id, request.query));
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="orders.csv"')
          .header('cache-control', 'private, no-store')
          // A stream is sent as it is read (the response schema describes its text).
          .send(csv as unknown as string)
      );
    },
  );

  app.get(
    '/orders/:id',
    {
      config: { admin: { access: EVERY_ROLE } },
      schema: {
        summary: 'An order with its payments and timeline',
        tags: ['admin'],
        params: orderLookupParamsSchema,
        response: { 200: adminOrderSchema, ...errors, 404: errorSchema },
      },
    },
    async (request) => adminOrders.detail(request.store.id, request.params.id),
  );

  app.post(
    '/orders/:id/status',
    {
      config: { admin: { access: EVERY_ROLE } },
      schema: {
        summary:
          'Move an order along: Processing, Shipped, Delivered or Cancelled (409 if illegal; confirming a payment and cancelling are for owners and managers)',
        tags: ['admin'],
        params: orderLookupParamsSchema,
        body: orderStatusChangeSchema,
        response: { 200: adminOrderSchema, ...errors, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const who = signedInStaff(request);
      // The route is every role's (fulfilment ships); what each may move an order to is not.
      checkRoleMayMoveTo(who.role, request.body.status);
      return adminOrders.changeStatus(
        request.store.id,
        { staffId: who.id, email: who.email, role: who.role },
        request.params.id,
        request.body,
      );
    },
  );

  app.post(
    '/orders/:id/rto-received',
    {
      config: { admin: { access: EVERY_ROLE } },
      schema: {
        summary:
          'The parcel of an order returned to origin is back in the shop: its stock returns, every line or as inspected (409 the second time)',
        tags: ['admin'],
        params: orderLookupParamsSchema,
        body: rtoReceivedRequestSchema,
        response: {
          200: adminOrderSchema,
          ...errors,
          404: errorSchema,
          409: errorSchema,
          422: errorSchema,
        },
      },
    },
    async (request) => {
      const who = signedInStaff(request);
      return adminOrders.rtoReceived(
        request.store.id,
        { staffId: who.id, email: who.email, role: who.role },
        request.params.id,
        request.body.lines,
      );
    },
  );

  app.put(
    '/orders/:id/shipping-address',
    {
      config: { admin: { access: EVERY_ROLE } },
      schema: {
        summary:
          'Correct where an order goes, before it ships (409 after); the PIN code must lie in the state given, and the tax invoice names the corrected address',
        tags: ['admin'],
        params: orderLookupParamsSchema,
        body: orderAddressCorrectionSchema,
        response: { 200: adminOrderSchema, ...errors, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const who = signedInStaff(request);
      return adminOrders.correctAddress(
        request.store.id,
        { staffId: who.id, email: who.email },
        request.params.id,
        request.body,
      );
    },
  );

  app.post(
    '/orders/:id/refunds',
    {
      config: { admin: { access: MONEY_ROLES } },
      schema: {
        summary:
          'Refund an order in full or in part: an amount, or lines and quantities, never more than was paid less what was refunded (422); owners and managers',
        tags: ['admin'],
        params: orderLookupParamsSchema,
        body: refundRequestSchema,
        response: {
          201: refundCreatedSchema,
          ...errors,
          404: errorSchema,
          422: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const who = signedInStaff(request);
      const made = await adminOrders.refund(
        request.store.id,
        { staffId: who.id, email: who.email, role: who.role },
        request.params.id,
        request.body,
      );
      return reply.status(201).send(made);
    },
  );

  app.post(
    '/orders/:id/refunds/:refundId/transfer',
    {
      config: { admin: { access: MONEY_ROLES } },
      schema: {
        summary:
          'Record the transfer the shop made itself for a UPI or cash-on-delivery refund (its reference): the refund is processed',
        tags: ['admin'],
        params: refundTransferParamsSchema,
        body: refundTransferSchema,
        response: {
          200: adminOrderSchema,
          ...errors,
          404: errorSchema,
          409: errorSchema,
          422: errorSchema,
        },
      },
    },
    async (request) => {
      const who = signedInStaff(request);
      return adminOrders.recordTransfer(
        request.store.id,
        { staffId: who.id, email: who.email, role: who.role },
        request.params.id,
        request.params.refundId,
        request.body.reference,
      );
    },
  );

  app.put(
    '/orders/:id/utr',
    {
      // The rule: an owner corrects a recorded UTR (a manager confirms, an owner amends).
      config: { admin: { access: ['owner'] } },
      schema: {
        summary:
          'Correct the UTR recorded for an order’s UPI payment: 12 digits, still used once per store (409 naming the order it paid); in the audit log and on the timeline',
        tags: ['admin'],
        params: orderLookupParamsSchema,
        body: utrCorrectionSchema,
        response: { 200: adminOrderSchema, ...errors, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const who = signedInStaff(request);
      return adminOrders.correctUtr(
        request.store.id,
        { staffId: who.id, email: who.email },
        request.params.id,
        request.body,
      );
    },
  );
};
