import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, drivers, type TestDatabase } from '../test/test-app';
import { queryRows } from './client';
import { seedIfEmpty } from './seed';
import { seedProducts } from './seed/sample-products';

describe.each(drivers)('migrations and seed on %s', (driver) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(driver, { seed: false });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('creates the tables and the listing indexes', async () => {
    const tables = await queryRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    expect(tables.map((row) => row.table_name)).toEqual(
      expect.arrayContaining(['stores', 'products']),
    );
    const indexes = await queryRows<{ indexname: string }>(
      database.db,
      sql`select indexname from pg_indexes where tablename = 'products'`,
    );
    expect(indexes.map((row) => row.indexname)).toEqual(
      expect.arrayContaining([
        'products_store_newest_idx',
        'products_store_category_idx',
        'products_store_category_parent_idx',
        'products_store_gender_idx',
      ]),
    );
  });

  it('applies again without change and seeds only an empty database', async () => {
    await database.handle.prepare();
    expect(await seedIfEmpty(database.db)).toBe(true);
    await database.handle.prepare();
    expect(await seedIfEmpty(database.db)).toBe(false);
    const counts = await queryRows<{ stores: number; products: number }>(
      database.db,
      sql`select (select count(*) from stores)::int as stores, (select count(*) from products)::int as products`,
    );
    expect(counts[0]).toEqual({ stores: 1, products: seedProducts.length });
  });

  it('fills the search vocabulary from the products already there (migration 0014)', async () => {
    const migration = readFileSync(
      new URL('./migrations/0014_search.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint').at(-1)!;
    expect(backfill).toMatch(/^\s*-- The words of the catalogue already there/);
    const words = () =>
      queryRows<{ word: string }>(
        database.db,
        sql`select word from search_words order by word`,
      ).then((rows) => rows.map((row) => row.word));
    const before = await words();
    expect(before).toEqual(expect.arrayContaining(['remote', 'kurta', 'kurti', 'hdmi']));
    // As a database that had products before the vocabulary existed.
    await database.db.execute(sql`delete from search_words`);
    await database.db.execute(sql.raw(backfill));
    expect(await words()).toEqual(before);
  });
});
