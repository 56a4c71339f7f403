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

type ZodIssueLike = { code?: string; message: string };

/**
 * The message of a validation issue. A union (`string | boolean`) says only "Invalid input";
 * the member the value's type matched knows what is wrong with it.
 */
function messageOf(issue: { keyword: string; message?: string; params: unknown }): string {
  if (issue.keyword === 'invalid_union') {
    const members = (issue.params as { errors?: ZodIssueLike[][] }).errors ?? [];
    const matched = members.find((member) => member.every((i) => i.code !== 'invalid_type'));
    if (matched?.[0]) return matched[0].message;
  }
  // A record's key: what is wrong with the key, not only that it is one.
  if (issue.keyword === 'invalid_key') {
    const [inner] = (issue.params as { issues?: ZodIssueLike[] }).issues ?? [];
    if (inner) return `invalid name: ${inner.message}`;
  }
  return issue.message ?? 'is invalid';
}

/** A field's path as sent, with characters that cannot be shown (NUL, lone surrogates) as �. */
const printable = (path: string) =>
  path.replace(
    /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '\uFFFD',
  );

/**
 * How long a client should wait before retrying while the database is unreachable: a
 * PostgreSQL restart takes 2–4 s (bench:faults), so a longer wait only adds to the outage.
 */
const DATABASE_RETRY_AFTER_SECONDS = 2;

/** The one error handler: every failure becomes `{ error }` with its status; 5xx hide details. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'request';
      const messages = error.validation.map((issue) => {
        const field = printable(issue.instancePath.replace(/^\//, '').replaceAll('/', '.'));
        return `${field || where}: ${messageOf(issue)}`;
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
