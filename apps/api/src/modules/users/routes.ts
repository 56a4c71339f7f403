import {
  accountInfoResponseSchema,
  authorizeRequestSchema,
  errorSchema,
  registerRequestSchema,
  tokenResponseSchema,
} from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../plugins/auth';
import { toAccountInfo, type UserService } from './service';

export const userRoutes: FastifyPluginAsyncZod<{ users: UserService }> = async (app, { users }) => {
  app.post(
    '/users/register',
    {
      schema: {
        summary: 'Create a shopper account in this store',
        tags: ['users'],
        body: registerRequestSchema,
        response: {
          201: accountInfoResponseSchema,
          400: errorSchema,
          409: errorSchema,
          422: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const account = await users.register(request.store.id, request.body, request.ip);
      return reply.status(201).send({ data: account });
    },
  );

  app.post(
    '/users/authorize',
    {
      schema: {
        summary: 'Sign in: answers a bearer token for a new session (30 days)',
        tags: ['users'],
        body: authorizeRequestSchema,
        response: {
          200: tokenResponseSchema,
          400: errorSchema,
          401: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => ({
      token: await users.authorize(request.store.id, request.body, request.ip),
    }),
  );

  app.post(
    '/users/logout',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Sign out: revokes the presented session',
        tags: ['users'],
        security: [{ bearerAuth: [] }],
        response: { 204: z.null(), 401: errorSchema },
      },
    },
    async (request, reply) => {
      if (request.sessionId !== null) await users.logout(request.sessionId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/accountInfo',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'The signed-in shopper’s account',
        tags: ['users'],
        security: [{ bearerAuth: [] }],
        response: { 200: accountInfoResponseSchema, 401: errorSchema },
      },
    },
    async (request) => ({ data: toAccountInfo(signedInUser(request)) }),
  );
};
