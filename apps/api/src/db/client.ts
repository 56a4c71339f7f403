import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { type ConnectionLostListener, createPostgresPool } from './postgres-pool';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseTarget =
  | {
      kind: 'postgres';
      url: string;
      poolMax?: number;
      /**
       * Told once for each pooled connection the server or the network ends (a restart, a
       * failover, an administrator, a timeout), idle or in use by a request.
       */
      onConnectionLost?: ConnectionLostListener;
    }
  /** A directory; filled from a copy of another's data (dumpDataDir) when new and given one. */
  | { kind: 'pglite'; dataDir: string; loadDataDir?: Blob }
  /** In memory; from a copy of another's data directory (PGlite's dumpDataDir) when given. */
  | { kind: 'pglite-memory'; loadDataDir?: Blob };

export interface DatabaseHandle {
  db: Database;
  driver: 'postgres' | 'pglite';
  /**
   * Applies the committed migrations, then runs `setup` (the seed) — both under one lock, so
   * several API processes starting together against one PostgreSQL do it once, in turn.
   */
  prepare(setup?: (db: Database) => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Arbitrary constant naming this application's start-up lock in pg_advisory_lock. */
const SETUP_LOCK_ID = 844_2024;

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.kind === 'postgres' ? openPostgres(target) : openPglite(target);
}

async function openPostgres({
  url,
  poolMax = 20,
  onConnectionLost = () => {},
}: Extract<DatabaseTarget, { kind: 'postgres' }>): Promise<DatabaseHandle> {
  // A query waits at most this long for a connection (the server down, or every connection
  // busy), then fails, and the API answers 503 instead of holding the request.
  // JIT compilation is off: the API's statements read a few index entries each, and a search's
  // cost estimate (set-returning functions guessed at 100 rows) would otherwise have it spend
  // 300 ms compiling a statement that runs in 1 ms (decision 0016).
  // A lost connection is dropped and the next query opens another (db/postgres-pool.ts).
  const pool = createPostgresPool(
    { connectionString: url, max: poolMax, connectionTimeoutMillis: 5_000, options: '-c jit=off' },
    onConnectionLost,
  );
  // Fail now, with the server's reason, rather than at the first request.
  const probe = await pool.connect().catch(async (error: unknown) => {
    await pool.end();
    throw error;
  });
  probe.release();
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    driver: 'postgres',
    async prepare(setup) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [SETUP_LOCK_ID]);
        const locked = drizzlePg({ client, schema });
        await migratePg(locked, { migrationsFolder });
        await setup?.(locked as unknown as Database);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [SETUP_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Search's trigram matching (migration 0014 creates the extension in the database). */
const extensions = { pg_trgm };

async function openPglite(
  target: Extract<DatabaseTarget, { kind: 'pglite' | 'pglite-memory' }>,
): Promise<DatabaseHandle> {
  let client: PGlite;
  if (target.kind === 'pglite') {
    mkdirSync(target.dataDir, { recursive: true });
    client = new PGlite(target.dataDir, { extensions, loadDataDir: target.loadDataDir });
  } else {
    client = new PGlite({ extensions, loadDataDir: target.loadDataDir });
  }
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  await db.execute(sql`select 1`);
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    // One process owns a PGlite directory, so no lock is needed.
    async prepare(setup) {
      await migratePglite(db, { migrationsFolder });
      await setup?.(db as unknown as Database);
    },
    close: () => client.close(),
  };
}

/** The committed migrations, as drizzle-kit's journal lists them. */
let journal: { when: number; tag: string }[] | undefined;

/**
 * The committed migrations this database has not applied, by name (none once the API has
 * prepared it). Drizzle's migrator records each one it applies with the journal's timestamp.
 */
export async function unappliedMigrations(db: Database): Promise<string[]> {
  journal ??= (
    JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: { when: number; tag: string }[];
    }
  ).entries;
  const [table] = await queryRows<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  const applied = table?.present
    ? await queryRows<{ created_at: string | number }>(
        db,
        sql`select created_at from drizzle.__drizzle_migrations`,
      )
    : [];
  const done = new Set(applied.map((row) => Number(row.created_at)));
  return journal.filter((entry) => !done.has(entry.when)).map((entry) => entry.tag);
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
