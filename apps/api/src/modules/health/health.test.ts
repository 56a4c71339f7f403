import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { createTestApp, createTestDatabase, drivers, type TestApp } from '../../test/test-app';
import { startTcpProxy } from '../../test/tcp-proxy';

describe('health', () => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-health-'));
    t = await createTestApp('pglite', { dataDir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}` });

  it('is live and ready with a reachable database and a writable data directory', async () => {
    for (const url of ['/health/live', '/health/ready', '/health']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    }
  });

  it('is live but not ready once the data directory cannot be written', async () => {
    rmSync(dataDir, { recursive: true, force: true });
    // A file where the directory was: nothing can be written under it.
    writeFileSync(dataDir, 'not a directory');
    try {
      expect((await get('/health/live')).statusCode).toBe(200);
      const ready = await get('/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBe('5');
      expect(ready.json().error).toBe(
        `The data directory cannot be written: ${dataDir} is a file, not a directory`,
      );
    } finally {
      rmSync(dataDir, { force: true });
      mkdirSync(dataDir);
    }
  });
});

describe.each(drivers)('health on %s with a committed migration not applied', (driver) => {
  it('is live but not ready, naming the migration, until it is applied', async () => {
    const t = await createTestApp(driver);
    try {
      const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}` });
      expect((await get('/health/ready')).statusCode).toBe(200);
      // As if this code were newer than the database: its latest migration is not recorded.
      const [latest] = (
        (await t.db.execute(
          sql`delete from drizzle.__drizzle_migrations
              where created_at = (select max(created_at) from drizzle.__drizzle_migrations)
              returning hash, created_at`,
        )) as unknown as { rows: { hash: string; created_at: string }[] }
      ).rows;
      const ready = await get('/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBe('5');
      expect(ready.json().error).toMatch(
        /^The database lacks 1 of the committed migrations: 00\d\d_[a-z_]+$/,
      );
      expect((await get('/health')).statusCode).toBe(503);
      expect((await get('/health/live')).statusCode).toBe(200);

      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at)
            values (${latest!.hash}, ${latest!.created_at})`,
      );
      expect((await get('/health/ready')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('health with the data directory’s disk nearly full', () => {
  it('is not ready below the configured free space', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-health-'));
    // More free space than any disk has: the disk counts as full.
    const t = await createTestApp('pglite', {
      dataDir,
      config: { DATA_DIR_MIN_FREE_MB: 2 ** 40 },
    });
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().error).toMatch(/^The data directory's disk is almost full/);
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/health/live' })).statusCode).toBe(
        200,
      );
    } finally {
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('while PostgreSQL is unreachable', () => {
  it('answers 503 with Retry-After, is not ready, and recovers when it is back', async () => {
    const database = await createTestDatabase('postgres');
    const direct = new URL(database.url!);
    const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const proxied = new URL(database.url!);
    proxied.host = `127.0.0.1:${proxy.port}`;
    const handle = await openDatabase({ kind: 'postgres', url: proxied.toString(), poolMax: 2 });
    const t = await createTestApp('postgres', {
      database: { handle, db: handle.db, close: () => handle.close() },
    });
    try {
      const get = (url: string) =>
        t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { 'x-store-host': 'x' } });
      expect((await get('/products?limit=1')).statusCode).toBe(200);

      await proxy.cut();
      for (const url of ['/products?limit=2', '/products?limit=3']) {
        const answer = await get(url);
        expect(answer.statusCode).toBe(503);
        expect(answer.headers['retry-after']).toBe('2');
        expect(answer.json()).toEqual({
          error: 'The shop is briefly unavailable. Please try again in a few seconds.',
        });
      }
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/authorize',
        payload: { email: 'asha@example.in', password: 'Chai-and-samosa-42' },
      });
      expect(signIn.statusCode).toBe(503);
      expect((await get('/health/live')).statusCode).toBe(200);
      const ready = await get('/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ error: 'The database is unreachable' });

      await proxy.restore();
      expect((await get('/products?limit=4')).statusCode).toBe(200);
      expect((await get('/health/ready')).statusCode).toBe(200);
    } finally {
      await t.close();
      await handle.close();
      await proxy.close();
      await database.close();
    }
  });
});
