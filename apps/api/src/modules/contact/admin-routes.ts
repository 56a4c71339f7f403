import {
  adminContactListQuerySchema,
  adminContactListSchema,
  adminContactMessageSchema,
  contactReplyRequestSchema,
  contactStatusChangeSchema,
  errorSchema,
  idParamsSchema,
} from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInStaff } from '../../plugins/admin-auth';
import type { ContactService } from './service';

/**
 * Owners and managers, as for grievances (docs/decisions/0018): messages hold customers' own
 * words, often about a delivery, and are answered in the shop's name.
 */
const INBOX = ['owner', 'manager'] as const;
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema } as const;

export const adminContactRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (
  app,
  { contact },
) => {
  app.get(
    '/messages',
    {
      config: { admin: { access: INBOX } },
      schema: {
        summary:
          'Messages from the storefront’s contact form, unread first: filter by status, search by e-mail, name or subject',
        tags: ['admin'],
        querystring: adminContactListQuerySchema,
        response: { 200: adminContactListSchema, ...errors },
      },
    },
    async (request) => contact.list(request.store.id, request.query),
  );

  app.get(
    '/messages/:id',
    {
      config: { admin: { access: INBOX } },
      schema: {
        summary: 'A message and the answers sent to it; opening it the first time marks it read',
        tags: ['admin'],
        params: idParamsSchema,
        response: { 200: adminContactMessageSchema, ...errors, 404: errorSchema },
      },
    },
    async (request) => contact.open(request.store.id, request.params.id),
  );

  app.post(
    '/messages/:id/replies',
    {
      config: { admin: { access: INBOX } },
      schema: {
        summary: 'Answer a message by e-mail (kept with it); `done` marks it done too',
        tags: ['admin'],
        params: idParamsSchema,
        body: contactReplyRequestSchema,
        response: { 201: adminContactMessageSchema, ...errors, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const who = signedInStaff(request);
      const answered = await contact.reply(
        request.store.id,
        { staffId: who.id, email: who.email },
        request.params.id,
        request.body,
      );
      return reply.status(201).send(answered);
    },
  );

  app.post(
    '/messages/:id/status',
    {
      config: { admin: { access: INBOX } },
      schema: {
        summary: 'Mark a message done, or open it again (read); 409 if it is so already',
        tags: ['admin'],
        params: idParamsSchema,
        body: contactStatusChangeSchema,
        response: { 200: adminContactMessageSchema, ...errors, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const who = signedInStaff(request);
      return contact.setStatus(
        request.store.id,
        { staffId: who.id, email: who.email },
        request.params.id,
        request.body,
      );
    },
  );
};
