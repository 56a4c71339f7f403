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
});
