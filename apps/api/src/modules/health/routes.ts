import { errorSchema, healthStatusSchema } from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Database, unappliedMigrations } from '../../db/client';
import { dataDirProblem, freeBytes } from '../../lib/data-dir';
import { isDatabaseUnavailable } from '../../lib/db-errors';

export interface HealthOptions {
  db: Database;
  /** The embedded database's directory; undefined on PostgreSQL (the API writes no files). */
  dataDir?: string;
  /** Below this many free bytes on dataDir's disk the API is not ready. */
  minFreeBytes: number;
}

/** Why the API cannot serve requests right now, or null when it can. */
async function notReadyBecause({ db, dataDir, minFreeBytes }: HealthOptions) {
  let unapplied: string[];
  try {
    unapplied = await unappliedMigrations(db);
  } catch (error) {
    if (isDatabaseUnavailable(error)) return 'The database is unreachable';
    throw error;
  }
  // Another process may be applying them (a deploy), or the database was restored from before.
  if (unapplied.length > 0) {
    return `The database lacks ${unapplied.length} of the committed migrations: ${unapplied.join(', ')}`;
  }
  if (dataDir) {
    const problem = await dataDirProblem(dataDir);
    if (problem) return `The data directory cannot be written: ${problem}`;
    if ((await freeBytes(dataDir)) < minFreeBytes) {
      return `The data directory's disk is almost full (under ${Math.round(minFreeBytes / 2 ** 20)} MiB free)`;
    }
  }
  return null;
}

/**
 * Health for load balancers and the start script: `live` answers while the process can answer
 * at all (restart it if not); `ready` while it can serve (database reachable with every committed
 * migration applied, data directory writable with room left; send it no traffic if not).
 * `/health` is `ready`, as before.
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, options) => {
  // Polled constantly: not worth a log line each time.
  const quiet = { logLevel: 'warn' as const };

  app.get(
    '/health/live',
    {
      ...quiet,
      schema: {
        summary: 'Whether the API process answers (no dependency is checked)',
        tags: ['health'],
        response: { 200: healthStatusSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  for (const url of ['/health/ready', '/health']) {
    app.get(
      url,
      {
        ...quiet,
        schema: {
          summary:
            'Whether the API can serve: database reachable and migrated, data directory writable',
          tags: ['health'],
          response: { 200: healthStatusSchema, 503: errorSchema },
        },
      },
      async (_request, reply) => {
        const problem = await notReadyBecause(options);
        if (!problem) return { status: 'ok' as const };
        reply.header('retry-after', '5');
        return reply.status(503).send({ error: problem });
      },
    );
  }
};
