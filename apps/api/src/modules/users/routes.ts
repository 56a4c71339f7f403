import {
  accountInfoResponseSchema,
  authorizeRequestSchema,
  changePasswordRequestSchema,
  errorSchema,
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  tokenResponseSchema,
  userMessages,
} from '@storefront/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../plugins/auth';
import type { AccountPasswords } from './account-passwords';
import { toAccountInfo, type UserService } from './service';

export const userRoutes: FastifyPluginAsyncZod<{
  users: UserService;
  passwords: AccountPasswords;
}> = async (app, { users, passwords }) => {
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

  // Each answered reset request's link, issued once the answer has gone (see requestReset).
  const issueAfterAnswer = new WeakMap<FastifyRequest, () => void>();
  app.post(
    '/users/forgot-password',
    {
      onResponse: async (request) => issueAfterAnswer.get(request)?.(),
      schema: {
        summary: 'Asks for a password reset link by e-mail; the same answer for every address',
        tags: ['users'],
        body: forgotPasswordRequestSchema,
        response: { 202: forgotPasswordResponseSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      issueAfterAnswer.set(
        request,
        await passwords.requestReset(request.store.id, request.body.email, request.ip),
      );
      return reply.status(202).send({ message: userMessages.resetRequested });
    },
  );

  app.post(
    '/users/reset-password',
    {
      schema: {
        summary:
          'Sets a new password with a reset link (once, within 30 minutes); every session ends',
        tags: ['users'],
        body: resetPasswordRequestSchema,
        response: { 204: z.null(), 400: errorSchema, 422: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      await passwords.resetPassword(request.store.id, request.body, request.ip);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/users/change-password',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Changes the signed-in shopper’s password; every other session ends',
        tags: ['users'],
        security: [{ bearerAuth: [] }],
        body: changePasswordRequestSchema,
        response: {
          204: z.null(),
          400: errorSchema,
          401: errorSchema,
          422: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      await passwords.changePassword(
        signedInUser(request),
        request.sessionId!,
        request.body,
        request.ip,
      );
      return reply.status(204).send(null);
    },
  );
};
