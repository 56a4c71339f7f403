import {
  adminGrievanceListQuerySchema,
  adminGrievanceListSchema,
  adminGrievanceSchema,
  errorSchema,
  grievanceStatusChangeSchema,
  grievanceTicketParamsSchema,
} from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInStaff } from '../../plugins/admin-auth';
import type { GrievanceService } from './service';

/**
 * Owners and managers: the grievance officer is one of them. Fulfilment does not see complaints
 * (docs/decisions/0018): they hold customers' own words, often about a delivery, and are
 * answered in the shop's name.
 */
const OFFICERS = ['owner', 'manager'] as const;
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema } as const;

export const adminGrievanceRoutes: FastifyPluginAsyncZod<{ grievances: GrievanceService }> = async (
  app,
  { grievances },
) => {
  app.get(
    '/grievances',
    {
      config: { admin: { access: OFFICERS } },
      schema: {
        summary:
          'The store’s grievances, the nearest deadline first: filters by status and by deadline, search by ticket, e-mail or phone',
        tags: ['admin'],
        querystring: adminGrievanceListQuerySchema,
        response: { 200: adminGrievanceListSchema, ...errors },
      },
    },
    async (request) => grievances.list(request.store.id, request.query),
  );

  app.get(
    '/grievances/:ticket',
    {
      config: { admin: { access: OFFICERS } },
      schema: {
        summary: 'A grievance: the complaint, its deadlines and who acted on it',
        tags: ['admin'],
        params: grievanceTicketParamsSchema,
        response: { 200: adminGrievanceSchema, ...errors, 404: errorSchema },
      },
    },
    async (request) => grievances.detail(request.store.id, request.params.ticket),
  );

  app.post(
    '/grievances/:ticket/status',
    {
      config: { admin: { access: OFFICERS } },
      schema: {
        summary:
          'Acknowledge, resolve or close a grievance (409 if illegal); the person is e-mailed when they gave an e-mail address',
        tags: ['admin'],
        params: grievanceTicketParamsSchema,
        body: grievanceStatusChangeSchema,
        response: { 200: adminGrievanceSchema, ...errors, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const who = signedInStaff(request);
      return grievances.changeStatus(
        request.store.id,
        { staffId: who.id, email: who.email },
        request.params.ticket,
        request.body,
      );
    },
  );
};
