import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, drivers, type TestDatabase } from '../test/test-app';
import { queryRows } from './client';

describe.runIf(drivers.includes('postgres'))('a PostgreSQL database', () => {
  let database: TestDatabase;
  const lost: Error[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres', {
      seed: false,
      onIdleClientError: (error) => lost.push(error),
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
});
