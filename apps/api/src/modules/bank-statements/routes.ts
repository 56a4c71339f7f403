import {
  errorSchema,
  jobSchema,
  STATEMENT_DIRECT_MAX_BYTES,
  STATEMENT_DIRECT_MAX_LINES,
  STATEMENT_MAX_BYTES,
  type StatementColumns,
  statementConfirmationSchema,
  statementMatchResultSchema,
  statementMatchSchema,
  statementQuerySchema,
  text,
} from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type JobRunner, type StatementMatchInput, toJob } from '../../jobs';
import { signedInStaff } from '../../plugins/admin-auth';
import type { StatementService } from './service';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema } as const;
// Those who confirm payments (ORDER_MOVES: Pending → Processing is for owners and managers).
const paymentStaff = { admin: { access: ['owner', 'manager'] as const } };

/** Lines of a file, counted without splitting it. */
function lineCount(body: string): number {
  let lines = 1;
  for (let at = body.indexOf('\n'); at !== -1; at = body.indexOf('\n', at + 1)) lines++;
  return lines;
}

/**
 * The shop's bank statement against its orders awaiting a UPI transfer: matched (never
 * confirmed) from an upload, then each match confirmed by a person.
 */
export const statementRoutes: FastifyPluginAsyncZod<{
  statements: StatementService;
  jobs: Pick<JobRunner, 'enqueue' | 'kick'>;
}> = async (app, { statements, jobs }) => {
  // A statement is read as text; its size is bounded here, its rows by the reader.
  app.addContentTypeParser(
    ['text/csv', 'text/plain'],
    { parseAs: 'string', bodyLimit: STATEMENT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/payments/statement',
    {
      config: paymentStaff,
      bodyLimit: STATEMENT_MAX_BYTES,
      schema: {
        summary: `Match a bank statement CSV (HDFC, ICICI, SBI, Axis, or named columns) to orders awaiting a UPI transfer: matches, doubtful ones and unmatched credits, nothing confirmed. Up to ${STATEMENT_DIRECT_MAX_LINES} lines (and ${STATEMENT_DIRECT_MAX_BYTES / 1024} KB) answered at once (200); a longer file by a job (202, its result the same lists, at /admin/jobs/{id})`,
        tags: ['admin'],
        consumes: ['text/csv'],
        querystring: statementQuerySchema,
        body: text({ error: 'The body must be a CSV file (Content-Type: text/csv)' }),
        response: { 200: statementMatchResultSchema, 202: jobSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { dateColumn, narrationColumn, creditColumn, referenceColumn } = request.query;
      const columns: StatementColumns | undefined =
        dateColumn && narrationColumn && creditColumn
          ? {
              date: dateColumn,
              narration: narrationColumn,
              credit: creditColumn,
              ...(referenceColumn ? { reference: referenceColumn } : {}),
            }
          : undefined;
      const short =
        Buffer.byteLength(request.body) <= STATEMENT_DIRECT_MAX_BYTES &&
        lineCount(request.body) <= STATEMENT_DIRECT_MAX_LINES;
      if (short) {
        return statements.match(request.store.id, request.body, columns);
      }
      const input: StatementMatchInput = columns ? { columns } : {};
      const row = await jobs.enqueue({
        storeId: request.store.id,
        kind: 'statement-match',
        input,
        inputFile: request.body,
        createdBy: signedInStaff(request).id,
      });
      jobs.kick();
      return reply
        .status(202)
        .header('location', `${request.url.split('/payments/statement')[0]}/jobs/${row.id}`)
        .send(toJob(row));
    },
  );

  app.post(
    '/payments/statement/confirmations',
    {
      config: paymentStaff,
      schema: {
        summary:
          'Confirm one credit of the statement: the order, awaiting a UPI transfer of exactly that amount, is paid with that UTR (409 when the UTR paid another order, naming it; or the order no longer awaits that payment)',
        tags: ['admin'],
        body: statementConfirmationSchema,
        response: { 200: statementMatchSchema, ...errors, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const who = signedInStaff(request);
      return statements.confirm(
        request.store.id,
        { staffId: who.id, email: who.email, role: who.role },
        request.body,
      );
    },
  );
};
