import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../lib/db-errors';
import {
  DomainError,
  ServiceUnavailableError,
  statusOf,
  TooManyRequestsError,
  UnauthorizedError,
} from '../lib/errors';

/** How long a client should wait before retrying while the database is unreachable. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The one error handler: every failure becomes `{ error }` with its status; 5xx hide details. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'request';
      const messages = error.validation.map((issue) => {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        return `${field || where}: ${issue.message}`;
      });
      return reply.status(400).send({ error: messages.join('; ') });
    }
    if (error instanceof DomainError) {
      if (error instanceof TooManyRequestsError || error instanceof ServiceUnavailableError) {
        reply.header('Retry-After', String(error.retryAfterSeconds));
      }
      if (error instanceof UnauthorizedError) reply.header('WWW-Authenticate', 'Bearer');
      return reply.status(statusOf(error)).send({ error: error.message });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ error: 'The shop is briefly unavailable. Please try again in a few seconds.' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ error: 'Internal server error' });
    }
    // Fastify's own client errors (malformed JSON, body too large, unsupported media type…).
    return reply.status(status).send({ error: error.message });
  });
  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ error: `No route for ${request.method} ${request.url.split('?')[0]}` });
  });
});
