import {
  adminMailListQuerySchema,
  adminMailListSchema,
  adminMailSchema,
  errorSchema,
  idParamsSchema,
} from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { signedInStaff } from '../../plugins/admin-auth';
import { listMail, retryMail } from './admin-service';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

/** The store's e-mails for the owner and managers: what went out, and what failed. */
export const adminMailRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/mail',
    {
      config: { admin: { access: ['owner', 'manager'] } },
      schema: {
        summary: 'The store’s e-mails, newest first; status=failed for those given up on',
        tags: ['admin'],
        querystring: adminMailListQuerySchema,
        response: { 200: adminMailListSchema, ...errors },
      },
    },
    async (request) => listMail(db, request.store.id, request.query),
  );

  app.post(
    '/mail/:id/retry',
    {
      config: { admin: { access: ['owner', 'manager'] } },
      schema: {
        summary: 'Send a failed e-mail again, from its first attempt',
        tags: ['admin'],
        params: idParamsSchema,
        response: { 200: adminMailSchema, ...errors, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const who = signedInStaff(request);
      return retryMail(
        db,
        request.store.id,
        { staffId: who.id, email: who.email },
        request.params.id,
      );
    },
  );
};
