import { Readable } from 'node:stream';
import {
  adminSubscriberExportQuerySchema,
  adminSubscriberListQuerySchema,
  adminSubscriberListSchema,
  errorSchema,
  text,
} from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { NewsletterService } from './service';

/** Owners and managers: a list of customers' addresses, used for marketing. */
const MARKETING = ['owner', 'manager'] as const;
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema } as const;

export const adminNewsletterRoutes: FastifyPluginAsyncZod<{
  newsletter: NewsletterService;
}> = async (app, { newsletter }) => {
  app.get(
    '/subscribers',
    {
      config: { admin: { access: MARKETING } },
      schema: {
        summary:
          'The newsletter’s subscribers, newest first, each with the consent they gave and when',
        tags: ['admin'],
        querystring: adminSubscriberListQuerySchema,
        response: { 200: adminSubscriberListSchema, ...errors },
      },
    },
    async (request) => newsletter.list(request.store.id, request.query),
  );

  app.get(
    '/subscribers/export',
    {
      config: { admin: { access: MARKETING } },
      schema: {
        summary:
          'The subscribers the filters name as CSV (email, status, consent and its time), streamed as it is read',
        tags: ['admin'],
        querystring: adminSubscriberExportQuerySchema,
        produces: ['text/csv'],
        response: { 200: text(), ...errors },
      },
    },
    async (request, reply) => {
      const csv = Readable.from(newsletter.exportCsv(request.store.id, request.query));
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="newsletter-subscribers.csv"')
          .header('cache-control', 'private, no-store')
          // A stream is sent as it is read (the response schema describes its text).
          .send(csv as unknown as string)
      );
    },
  );
};
