import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type AppDependencies, buildApp } from '../app';
import { type Database, type DatabaseHandle, openDatabase } from '../db/client';
import type { ConnectionLostListener } from '../db/postgres-pool';
import { createRenderThread, type RenderThread } from '../modules/mail';
import { type DatabaseTemplates, onServer, seedSetup } from './database-templates';

export type Driver = 'pglite' | 'postgres';

/**
 * The databases the current test file runs on: PGlite always; PostgreSQL too when
 * TEST_DATABASE_URL is set (CI sets it) and the file is one whose outcome can differ
 * (postgres-pass.ts). Set before each file by drivers-setup.ts; outside Vitest, both.
 */
export let drivers: Driver[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export function setDrivers(withPostgres: boolean) {
  drivers = withPostgres ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase {
  handle: DatabaseHandle;
  db: Database;
  /** The PostgreSQL database's URL; undefined on PGlite. */
  url?: string;
  close(): Promise<void>;
}

/**
 * A fresh, migrated database: in-memory PGlite, or a throwaway database on the PostgreSQL
 * server named by TEST_DATABASE_URL, dropped again on close. Under Vitest each is a copy of the
 * run's template (test/database-templates.ts), made as a new one would be; elsewhere (the fuzz
 * run) it is migrated and seeded afresh.
 */
export async function createTestDatabase(
  driver: Driver,
  {
    seed = true,
    onConnectionLost,
  }: { seed?: boolean; onConnectionLost?: ConnectionLostListener } = {},
): Promise<TestDatabase> {
  const templates = await databaseTemplates();
  const kind = seed ? 'seeded' : 'empty';
  const setup = seedSetup(seed);
  if (driver === 'pglite') {
    const template = templates?.pglite[kind];
    const handle = await openDatabase({
      kind: 'pglite-memory',
      loadDataDir: template ? new Blob([await readFile(template)]) : undefined,
    });
    await handle.prepare(setup);
    return { handle, db: handle.db, close: () => handle.close() };
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `storefront_test_${randomBytes(6).toString('hex')}`;
  const template = templates?.postgres?.[kind];
  await onServer(adminUrl, (admin) =>
    admin.query(`create database ${name}${template ? ` template ${template}` : ''}`),
  );

  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({
    kind: 'postgres',
    url: url.toString(),
    poolMax: 5,
    onConnectionLost,
  });
  await handle.prepare(setup);
  return {
    handle,
    db: handle.db,
    url: url.toString(),
    async close() {
      await handle.close();
      await onServer(adminUrl, (admin) =>
        admin.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

/**
 * A data directory of the embedded database, migrated and (by default) seeded, for a test that
 * starts the API as a process: a copy of the run's template, as the first start would make it
 * (which takes that process 3-30 s). Removed by `remove()`.
 */
export async function createTestDataDir({ seed = true }: { seed?: boolean } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'storefront-test-data-'));
  const template = (await databaseTemplates())?.pglite[seed ? 'seeded' : 'empty'];
  const handle = template
    ? await openDatabase({
        kind: 'pglite',
        dataDir: dir,
        loadDataDir: new Blob([await readFile(template)]),
      })
    : await openDatabase({ kind: 'pglite', dataDir: dir });
  await handle.prepare(seedSetup(seed));
  return {
    dir,
    db: handle.db,
    close: () => handle.close(),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** The run's templates under Vitest (which sets VITEST in its workers); none elsewhere. */
async function databaseTemplates(): Promise<DatabaseTemplates | undefined> {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import('vitest');
  return inject('databaseTemplates');
}

let renderThread: RenderThread | undefined;

/**
 * One render thread for every test app of this process (the API's test files share modules): a
 * thread's start (tsx, React and the fonts) took 2-3 s per app that sent a mail or an invoice. It
 * renders each job alone, so apps sharing it see what a thread of their own would render; its
 * own start, restart and close are render-thread.test.ts's. Idle, it does not hold the process.
 */
function sharedRenderThread(): RenderThread {
  return (renderThread ??= createRenderThread());
}

export const TEST_WEB_ORIGIN = 'http://localhost:3000';

/** The API over a fresh seeded database, driven with app.inject(). */
export async function createTestApp(
  driver: Driver,
  options: Pick<
    AppDependencies,
    | 'rateLimiter'
    | 'rateLimits'
    | 'dataDir'
    | 'adminDistDir'
    | 'mailWorker'
    | 'holdExpiry'
    | 'reconciliation'
    | 'refundWorker'
    | 'dailyJobs'
    | 'now'
  > & {
    database?: TestDatabase;
    config?: Partial<AppDependencies['config']>;
    logger?: AppDependencies['logger'];
  } = {},
) {
  const database = options.database ?? (await createTestDatabase(driver));
  const app = await buildApp({
    db: database.db,
    // scrypt at 2^14 keeps the suite fast; the production cost (2^17) is the default elsewhere.
    config: {
      WEB_ORIGINS: [TEST_WEB_ORIGIN],
      TRUST_PROXY: false,
      LOG_LEVEL: 'silent',
      PASSWORD_SCRYPT_LOG2_N: 14,
      NODE_ENV: 'test',
      ...options.config,
    },
    logger: options.logger ?? (process.env.TEST_LOG ? { level: 'error' } : false),
    rateLimiter: options.rateLimiter,
    rateLimits: options.rateLimits,
    dataDir: options.dataDir,
    adminDistDir: options.adminDistDir,
    // Tests that look at mail send the outbox with app.jobs.runDue('mail') (test/smtp.ts).
    mailWorker: options.mailWorker ?? false,
    refundWorker: options.refundWorker ?? false,
    // The low-stock digest is tested with its own runner (jobs/low-stock-digest.test.ts).
    dailyJobs: options.dailyJobs ?? false,
    // Tests of the payment hold call app.jobs.runDue('payment-hold-expiry').
    holdExpiry: options.holdExpiry ?? false,
    // Tests of reconciliation call app.jobs.runDue('payment-reconciliation').
    reconciliation: options.reconciliation ?? false,
    now: options.now,
    renderThread: sharedRenderThread(),
  });
  await app.ready();
  return {
    app,
    db: database.db,
    async close() {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let accounts = 0;

/** Registers a shopper and signs in; answers the e-mail, password and bearer token. */
export async function signUp(
  app: TestApp['app'],
  {
    headers = {},
    ...overrides
  }: { email?: string; password?: string; headers?: Record<string, string> } = {},
) {
  const email = overrides.email ?? `shopper${++accounts}-${Date.now()}@example.in`;
  const password = overrides.password ?? 'Chai-and-samosa-42';
  const registered = await app.inject({
    method: 'POST',
    url: '/api/v1/users/register',
    headers,
    payload: { email, password, firstName: 'Asha', lastName: 'Verma' },
  });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const signedIn = await app.inject({
    method: 'POST',
    url: '/api/v1/users/authorize',
    headers,
    payload: { email, password },
  });
  if (signedIn.statusCode !== 200) throw new Error(`authorize failed: ${signedIn.body}`);
  const { token } = signedIn.json<{ token: string }>();
  return { email, password, token, auth: { authorization: `Bearer ${token}`, ...headers } };
}

/** A shipping address in Bengaluru; the phone as a shopper types it. */
export const testShippingAddress = {
  fullName: 'Asha Verma',
  address: '12, Shanti Kunj, MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  phone: '+91 98450 12345',
};
