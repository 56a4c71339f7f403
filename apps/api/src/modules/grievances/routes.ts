import {
  errorSchema,
  grievanceCreatedSchema,
  grievanceLookupQuerySchema,
  grievanceRequestSchema,
  grievanceStatusSchema,
  grievanceTicketParamsSchema,
} from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientAddress, type ProxyTrust } from '../../lib/client-address';
import type { GrievanceService } from './service';

/** The storefront's grievance redressal: anyone files a complaint and looks it up by ticket. */
export const grievanceRoutes: FastifyPluginAsyncZod<{
  grievances: GrievanceService;
  /** TRUST_PROXY: whose X-Forwarded-For names the person (lib/client-address.ts). */
  trustProxy: ProxyTrust;
}> = async (app, { grievances, trustProxy }) => {
  app.post(
    '/grievances',
    {
      schema: {
        summary:
          'File a complaint with the grievance officer: answers its ticket; an e-mail contact gets a receipt',
        tags: ['grievances'],
        body: grievanceRequestSchema,
        response: { 201: grievanceCreatedSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const created = await grievances.file(
        request.store.id,
        request.body,
        clientAddress(request, trustProxy),
      );
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/grievances/:ticket',
    {
      schema: {
        summary:
          'A complaint’s status and deadlines, for whoever knows its ticket and the e-mail or phone it was filed with',
        tags: ['grievances'],
        params: grievanceTicketParamsSchema,
        querystring: grievanceLookupQuerySchema,
        response: {
          200: grievanceStatusSchema,
          400: errorSchema,
          404: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const status = await grievances.lookup(
        request.store.id,
        request.params.ticket,
        request.query.contact,
        clientAddress(request, trustProxy),
      );
      // Personal and changing: never kept by a browser or a cache.
      reply.header('cache-control', 'no-store');
      return status;
    },
  );
};
