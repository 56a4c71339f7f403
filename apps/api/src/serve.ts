// One API process: opens the database (migrating and seeding it), listens, and drains on SIGTERM.
// src/main.ts starts it, in this process or in each of the cluster's workers.
import { createDatabaseRateLimiter } from './db/database-rate-limiter';
import type http from 'node:http';
import path from 'node:path';
import { isFirstProcess, prepareDrain, sendHeartbeats } from '@storefront/cluster';
import { Redis } from 'ioredis';
import { type App, buildApp } from './app';
import type { Config } from './config';
import { type DatabaseHandle, openDatabase } from './db/client';
import { type ConnectionLostListener, connectionLossReason } from './db/postgres-pool';
import { seedIfEmpty } from './seed';
import { issueSetupTokens } from './modules/staff';
import { dataDirProblem } from './lib/data-dir';
import {
  createMemoryRateLimiter,
  createRedisRateLimiter,
  type RateLimiter,
} from './lib/rate-limiter';

/** Start-up failures a person can act on end with one clear line, not a stack trace. */
function fail(message: string): never {
  console.error(`api: ${message}`);
  process.exit(1);
}

/** An error's own words; PGlite may throw plain objects, which would print as [object Object]. */
function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  const message = (error as { message?: unknown } | null)?.message;
  if (typeof message === 'string') return message;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

async function openConfiguredDatabase(
  config: Config,
  onConnectionLost: ConnectionLostListener,
): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) {
    const where = new URL(config.DATABASE_URL);
    return openDatabase({
      kind: 'postgres',
      url: config.DATABASE_URL,
      poolMax: config.DATABASE_POOL_MAX,
      onConnectionLost,
    }).catch((error: unknown) =>
      fail(
        `cannot open the PostgreSQL database at ${where.host}${where.pathname}: ${describe(error)}`,
      ),
    );
  }
  const dataDir = path.resolve(config.DATA_DIR);
  const problem = await dataDirProblem(dataDir);
  if (problem) {
    fail(`the data directory (DATA_DIR) cannot hold the embedded database: ${problem}.`);
  }
  return openDatabase({ kind: 'pglite', dataDir }).catch((error: unknown) =>
    fail(`cannot open the embedded database in ${dataDir}: ${describe(error)}`),
  );
}

/**
 * The API's HTTP servers: Fastify opens one more for each further address API_HOST names
 * (localhost: 127.0.0.1 and ::1), kept where only its own symbol reaches.
 */
function httpServers(app: App): http.Server[] {
  const bindings = Object.getOwnPropertySymbols(app).find(
    (symbol) => symbol.description === 'fastify.serverBindings',
  );
  const more = bindings ? (app as unknown as Record<symbol, http.Server[]>)[bindings] : [];
  return [app.server, ...(more ?? [])];
}

/** What a lost PostgreSQL connection meant, for the log (its reason goes beside it). */
function lostConnectionLine(inUse: boolean): string {
  return inUse
    ? 'PostgreSQL closed a connection in use: what used it fails (a request with 503), and the ' +
        'pool opens another'
    : 'PostgreSQL closed a connection while it was idle; the pool opens another';
}

/** Serves the API as one of `processes` processes on its port. */
export async function serve(config: Config, processes: number) {
  // In a cluster, tells the primary this process's event loop turns (it replaces a silent one).
  sendHeartbeats();
  // Told on stderr until the API's logger exists.
  let warnLostConnection: ConnectionLostListener = (error, { inUse }) =>
    console.error(`api: ${lostConnectionLine(inUse)} (${connectionLossReason(error)})`);
  const database = await openConfiguredDatabase(config, (error, how) =>
    warnLostConnection(error, how),
  );
  try {
    await database.prepare(async (db) => {
      await seedIfEmpty(db, { cataloguePath: config.SEED_CATALOGUE });
    });
  } catch (error) {
    fail(`cannot prepare the database (migrations or seed): ${describe(error)}`);
  }

  // Limits are shared by every API process: in Redis when configured, else in PostgreSQL. The
  // embedded database serves one process, so its limits can live in that process's memory.
  let redis: Redis | null = null;
  let rateLimiter: RateLimiter =
    database.driver === 'postgres'
      ? createDatabaseRateLimiter(database.db)
      : createMemoryRateLimiter();
  if (config.REDIS_URL) {
    redis = new Redis(config.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 2 });
    await redis.connect().catch(async (error: unknown) => {
      await database.close();
      fail(`cannot reach Redis at ${new URL(config.REDIS_URL!).host}: ${describe(error)}`);
    });
    rateLimiter = createRedisRateLimiter(redis, `${config.REDIS_KEY_PREFIX}rate:`);
  }

  if (database.driver !== 'pglite') {
    const problem = await dataDirProblem(path.resolve(config.DATA_DIR));
    if (problem) fail(`the data directory (DATA_DIR) cannot hold uploaded images: ${problem}.`);
  }
  const app = await buildApp({
    db: database.db,
    config: { ...config, API_CONCURRENCY: processes },
    rateLimiter,
    // The embedded database and uploaded images live here; on PostgreSQL, the images only.
    dataDir: path.resolve(config.DATA_DIR),
    onlyProcess: database.driver === 'pglite',
  });
  warnLostConnection = (error, { inUse }) =>
    app.log.warn(
      { err: error, reason: connectionLossReason(error), inUse },
      lostConnectionLine(inUse),
    );

  // Until it listens, nothing is under way.
  let drain = async () => {};
  let closing = false;
  /** Answers what is under way (in a cluster, SIGTERM is how the primary retires a worker). */
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      // Before Fastify closes, which would answer 503 to a kept-alive connection's next request.
      await drain();
      await app.close();
      await database.close();
      await redis?.quit();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.API_PORT, host: config.API_HOST });
  } catch (error) {
    await database.close();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') {
      fail(`port ${config.API_PORT} is already in use; stop the other program or set API_PORT.`);
    }
    fail(`cannot listen on ${config.API_HOST}:${config.API_PORT}: ${describe(error)}`);
  }
  // A request may take this long to arrive; answering it is quick.
  drain = prepareDrain(httpServers(app), { timeoutMs: config.HTTP_REQUEST_TIMEOUT_MS });
  // Said once per start, however many processes serve.
  if (!isFirstProcess()) return;
  await printSetupLinks(database.db, config);
  if (!config.SMTP_URL && config.NODE_ENV !== 'production') {
    app.log.info(
      { mailbox: `${publicBase(config)}/api/v1/dev/mailbox/view` },
      'no SMTP_URL: e-mails go to the built-in mailbox (set SMTP_URL and MAIL_FROM to send them)',
    );
  }
}

/** Where people reach this API: its published URL's origin, else localhost on its port. */
function publicBase(config: Config): string {
  return config.API_PUBLIC_URL
    ? new URL(config.API_PUBLIC_URL).origin
    : `http://localhost:${config.API_PORT}`;
}

/**
 * While a store has no owner, a one-time link to create one (valid 24 hours), on the console
 * only: never in the log, which may be shipped elsewhere.
 */
async function printSetupLinks(db: DatabaseHandle['db'], config: Config) {
  const base = publicBase(config);
  for (const { store, token } of await issueSetupTokens(db)) {
    process.stdout.write(
      `\napi: "${store.storeName}" has no owner yet. Create one (this link works once, for 24 hours):\n` +
        `     ${base}/admin/setup?token=${token}\n\n`,
    );
  }
}
