import path from 'node:path';
import { Redis } from 'ioredis';
import { buildApp } from './app';
import { ConfigError, type Config, loadConfig } from './config';
import { type DatabaseHandle, openDatabase } from './db/client';
import { seedIfEmpty } from './db/seed';
import { issueSetupTokens } from './modules/staff/service';
import { dataDirProblem } from './lib/data-dir';
import {
  createDatabaseRateLimiter,
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
  onIdleClientError: (error: Error) => void,
): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) {
    const where = new URL(config.DATABASE_URL);
    return openDatabase({
      kind: 'postgres',
      url: config.DATABASE_URL,
      poolMax: config.DATABASE_POOL_MAX,
      onIdleClientError,
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

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  // Told on stderr until the API's logger exists.
  let warnLostConnection = (error: Error) =>
    console.error(`api: PostgreSQL closed an idle connection: ${error.message}`);
  const database = await openConfiguredDatabase(config, (error) => warnLostConnection(error));
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
    rateLimiter = createRedisRateLimiter(redis);
  }

  if (database.driver !== 'pglite') {
    const problem = await dataDirProblem(path.resolve(config.DATA_DIR));
    if (problem) fail(`the data directory (DATA_DIR) cannot hold uploaded images: ${problem}.`);
  }
  const app = await buildApp({
    db: database.db,
    config,
    rateLimiter,
    // The embedded database and uploaded images live here; on PostgreSQL, the images only.
    dataDir: path.resolve(config.DATA_DIR),
  });
  warnLostConnection = (error) =>
    app.log.warn({ err: error }, 'PostgreSQL closed an idle connection; the pool opens another');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
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

await main();
