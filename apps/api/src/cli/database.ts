import path from 'node:path';
import { loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { seedIfEmpty } from '../seed';

/**
 * Runs a terminal command against the database the API is configured with (DATABASE_URL, else
 * the embedded one in DATA_DIR, which only one process may open: stop the API first).
 */
export async function withConfiguredDatabase<T>(work: (db: Database) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.resolve(config.DATA_DIR) },
  );
  try {
    // As the API does at start: a terminal command may come before the store's first start.
    await database.prepare(async (db) => {
      await seedIfEmpty(db, { cataloguePath: config.SEED_CATALOGUE });
    });
    return await work(database.db);
  } finally {
    await database.close();
  }
}
