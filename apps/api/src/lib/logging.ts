import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * What a log line may hold: never a password, hash, token, e-mail, phone, name or address.
 * Three guards: request lines carry the path and only the values of known catalogue parameters;
 * an error from a query is logged by its SQLSTATE, constraint and SQL text, never its parameters
 * (Drizzle's error message lists them); and pino redacts these fields wherever else they appear.
 */
const PERSONAL_FIELDS = [
  'password',
  'passwordHash',
  'password_hash',
  'token',
  'tokenHash',
  'authorization',
  'cookie',
  'email',
  'phone',
  'fullName',
  'firstName',
  'lastName',
  'address',
  'contactInfo',
  'params',
];

export const REDACTED_PATHS = [
  ...PERSONAL_FIELDS,
  ...PERSONAL_FIELDS.map((field) => `*.${field}`),
  ...PERSONAL_FIELDS.map((field) => `*.*.${field}`),
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-csrf-token"]',
];

/** Query parameters whose values say nothing about a person (the catalogue's filters, paging). */
const LOGGED_QUERY_VALUES = new Set([
  'page',
  'limit',
  'category',
  'gender',
  'filter',
  'parentCategory',
]);

/** The request's path, with the value of every query parameter not known to be safe hidden. */
export function urlForLog(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url;
  const query = new URLSearchParams(url.slice(queryAt + 1));
  const shown = [...query].map(([name, value]) =>
    LOGGED_QUERY_VALUES.has(name) ? `${name}=${encodeURIComponent(value)}` : `${name}=[redacted]`,
  );
  return `${url.slice(0, queryAt)}?${shown.join('&')}`;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

interface DatabaseErrorFields {
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
  severity?: string;
}

/** The chain of causes of an error, outermost first. */
function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current && typeof current === 'object' && chain.length < 10;) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

/**
 * An error as a log line may show it. A database error keeps what identifies the failure, not
 * the values that caused it: PostgreSQL's own message and detail may quote them
 * ("Key (email)=(…) already exists"), and Drizzle's message lists every parameter.
 */
export function errorForLog(error: unknown): Record<string, unknown> {
  const chain = causes(error);
  const database = chain.find(
    (link): link is DatabaseErrorFields =>
      typeof (link as DatabaseErrorFields).code === 'string' &&
      SQLSTATE.test((link as DatabaseErrorFields).code!),
  );
  const query = chain
    .map((link) => (link as { query?: unknown }).query)
    .find((text): text is string => typeof text === 'string');
  if (database || query !== undefined) {
    const { code, constraint, table, column, routine, severity } = database ?? {};
    const innermost = chain.at(-1) as { code?: unknown; message?: unknown };
    return {
      type: 'DatabaseError',
      code: code ?? innermost.code,
      constraint,
      table,
      column,
      routine,
      severity,
      query: query?.slice(0, 1000),
      // A lost connection says why (ECONNREFUSED, "Connection terminated"); quotes no values.
      ...(database ? {} : { reason: String(innermost.message) }),
    };
  }
  if (!(error instanceof Error)) return { type: typeof error, message: String(error) };
  return {
    type: error.name,
    message: error.message,
    code: (error as NodeJS.ErrnoException).code,
    stack: error.stack,
  };
}

/** Pino options for the API: redaction and the request and error serializers above. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      // Fastify types its error serializer's answer as pino's; this one answers less on purpose.
      err: errorForLog as (error: unknown) => { type: string; message: string; stack: string },
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: urlForLog(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
}
