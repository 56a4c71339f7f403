import {
  adminPromotionListQuerySchema,
  adminPromotionListSchema,
  adminPromotionSchema,
  errorSchema,
  idParamsSchema,
  promotionCreatedSchema,
  promotionInputSchema,
  promotionPauseRequestSchema,
  promotionUseListQuerySchema,
  promotionUseListSchema,
  text,
} from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInStaff } from '../../plugins/admin-auth';
import type { PromotionAdminService } from './admin-service';

/**
 * Promotions give the shop's money away: owners and managers run them and read their reports.
 * Fulfilment sees an order's codes on the order itself.
 */
const MARKETING = ['owner', 'manager'] as const;
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema } as const;
const changes = { ...errors, 404: errorSchema, 409: errorSchema, 422: errorSchema } as const;

export const adminPromotionRoutes: FastifyPluginAsyncZod<{
  promotions: PromotionAdminService;
}> = async (app, { promotions }) => {
  const actor = (request: Parameters<typeof signedInStaff>[0]) => {
    const who = signedInStaff(request);
    return { staffId: who.id, email: who.email };
  };

  app.post(
    '/promotions',
    {
      config: { admin: { access: MARKETING } },
      schema: {
        summary:
          'Create a promotion: a code (unique in the store whatever its case; 409) or an automatic offer',
        tags: ['admin'],
        body: promotionInputSchema,
        response: { 201: promotionCreatedSchema, ...errors, 409: errorSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await promotions.create(request.store.id, actor(request), request.body)),
  );

  app.get(
    '/promotions',
    {
      config: { admin: { access: MARKETING } },
      schema: {
        summary:
          'The store’s promotions, newest first, each with its status, uses, orders, discount given and revenue',
        tags: ['admin'],
        querystring: adminPromotionListQuerySchema,
        response: { 200: adminPromotionListSchema, ...errors },
      },
    },
    async (request) => promotions.list(request.store.id, request.query),
  );

  app.get(
    '/promotions/export',
    {
      config: { admin: { access: MARKETING } },
      schema: {
        summary:
          'The promotions report as CSV: per promotion its code or label, kind, status, uses, orders, discount given and revenue',
        tags: ['admin'],
        produces: ['text/csv'],
        response: { 200: text(), ...errors },
      },
    },
    async (request, reply) => {
      const csv = await promotions.exportCsv(request.store.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="promotions.csv"')
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  app.get(
    '/promotions/:id',
    {
      config: { admin: { access: MARKETING } },
      schema: {
        summary: 'A promotion with its status, uses, orders, discount given and revenue',
        tags: ['admin'],
        params: idParamsSchema,
        response: { 200: adminPromotionSchema, ...errors, 404: errorSchema },
      },
    },
    async (request) => promotions.detail(request.store.id, request.params.id),
  );

  app.put(
    '/promotions/:id',
    {
      config: { admin: { access: MARKETING } },
      schema: {
        summary:
          'Edit a promotion (409 for a code another promotion has; 422 for a usage limit below the uses made)',
        tags: ['admin'],
        params: idParamsSchema,
        body: promotionInputSchema,
        response: { 200: adminPromotionSchema, ...changes },
      },
    },
    async (request) =>
      promotions.update(request.store.id, actor(request), request.params.id, request.body),
  );

  app.post(
    '/promotions/:id/pause',
    {
      config: { admin: { access: MARKETING } },
      schema: {
        summary: 'Pause a promotion, or resume it, without editing it',
        tags: ['admin'],
        params: idParamsSchema,
        body: promotionPauseRequestSchema,
        response: { 200: adminPromotionSchema, ...errors, 404: errorSchema },
      },
    },
    async (request) =>
      promotions.pause(request.store.id, actor(request), request.params.id, request.body.paused),
  );

  app.post(
    '/promotions/:id/duplicate',
    {
      config: { admin: { access: MARKETING } },
      schema: {
        summary:
          'Copy a promotion to edit into a new one: paused, no uses, its code suffixed "-COPY"',
        tags: ['admin'],
        params: idParamsSchema,
        response: { 201: promotionCreatedSchema, ...errors, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await promotions.duplicate(request.store.id, actor(request), request.params.id)),
  );

  app.get(
    '/promotions/:id/uses',
    {
      config: { admin: { access: MARKETING } },
      schema: {
        summary:
          'The orders that used a promotion, newest first, with what each was given and when a cancel or return gave the use back',
        tags: ['admin'],
        params: idParamsSchema,
        querystring: promotionUseListQuerySchema,
        response: { 200: promotionUseListSchema, ...errors, 404: errorSchema },
      },
    },
    async (request) => promotions.uses(request.store.id, request.params.id, request.query),
  );
};
