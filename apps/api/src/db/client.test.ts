import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../lib/db-errors';
import { startTcpProxy } from '../test/tcp-proxy';
import { createTestDatabase, drivers, type TestDatabase } from '../test/test-app';
import { openDatabase, queryRows } from './client';
import { connectionLossReason } from './postgres-pool';

describe.runIf(drivers.includes('postgres'))('a PostgreSQL database', () => {
  let database: TestDatabase;
  const lost: Error[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres', {
      seed: false,
      onConnectionLost: (error) => lost.push(error),
    });
  });
  afterAll(async () => {
    await database?.close();
  });

  const backend = async () =>
    (
      await queryRows<{ pid: number; name: string }>(
        database.db,
        sql`select pg_backend_pid() as pid, current_database() as name`,
      )
    )[0]!;

  it('keeps answering after the server closes its idle connections', async () => {
    const before = await backend();

    // As a server restart would: end every connection of the database from outside the pool.
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
      before.name,
    ]);
    await admin.end();

    await expect.poll(() => lost.length).toBeGreaterThan(0);
    expect(lost[0]!.message).toMatch(/terminating connection/);
    const after = await backend();
    expect(after.pid).not.toBe(before.pid);
  });

  /** Every connection this pool lost, with whether a request held it. */
  function losses() {
    const lost: { error: Error; inUse: boolean }[] = [];
    return {
      lost,
      onConnectionLost: (error: Error, { inUse }: { inUse: boolean }) =>
        lost.push({ error, inUse }),
    };
  }

  it('outlives idle_in_transaction_session_timeout: the transaction fails as unavailable, the next query is answered', async () => {
    const { lost, onConnectionLost } = losses();
    const handle = await openDatabase({
      kind: 'postgres',
      url: database.url!,
      poolMax: 1,
      onConnectionLost,
    });
    try {
      const failed = handle.db.transaction(async (tx) => {
        await tx.execute(sql`set local idle_in_transaction_session_timeout = 200`);
        // Idle in the transaction until the server ends the connection.
        await expect.poll(() => lost.length, { timeout: 5_000 }).toBe(1);
        await tx.execute(sql`select 1`);
      });
      const error = await failed.then(
        () => null,
        (error: unknown) => error,
      );
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
      expect(lost[0]!.inUse).toBe(true);
      expect((lost[0]!.error as { code?: string }).code).toBe('25P03');
      expect(connectionLossReason(lost[0]!.error)).toBe(
        'idle in a transaction past idle_in_transaction_session_timeout',
      );
      // The pool's one connection was given back and replaced.
      expect(await queryRows(handle.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
      expect(lost).toHaveLength(1);
    } finally {
      await handle.close();
    }
  });

  it('gives a connection lost as its transaction begins back to the pool', async () => {
    const direct = new URL(database.url!);
    const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const proxied = new URL(database.url!);
    proxied.host = `127.0.0.1:${proxy.port}`;
    const { lost, onConnectionLost } = losses();
    const handle = await openDatabase({
      kind: 'postgres',
      url: proxied.toString(),
      poolMax: 1,
      onConnectionLost,
    });
    try {
      // The pool's one idle connection is lent to the transaction; before its BEGIN reaches the
      // server, the connection is cut.
      const failed = handle.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
      });
      await proxy.cut();
      const error = await failed.then(
        () => null,
        (error: unknown) => error,
      );
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
      expect(lost.map(({ inUse }) => inUse)).toEqual([true]);
      await proxy.restore();
      // A pool of one that had lost track of its connection would wait, then fail.
      expect(await queryRows(handle.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
    } finally {
      await handle.close();
      await proxy.close();
    }
  });

  it('outlives idle_session_timeout on an idle connection', async () => {
    const { lost, onConnectionLost } = losses();
    const handle = await openDatabase({
      kind: 'postgres',
      url: database.url!,
      poolMax: 1,
      onConnectionLost,
    });
    try {
      await handle.db.execute(sql`set idle_session_timeout = 200`);
      await expect.poll(() => lost.length, { timeout: 5_000 }).toBe(1);
      expect(lost[0]!.inUse).toBe(false);
      expect((lost[0]!.error as { code?: string }).code).toBe('57P05');
      expect(await queryRows(handle.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
    } finally {
      await handle.close();
    }
  });
});
