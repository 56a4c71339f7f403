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

  it('fills the search vocabulary, its counts and the postings from the products already there (migrations 0014, 0015)', async () => {
    const backfill = (file: string, comment: string) => {
      const migration = readFileSync(new URL(`./migrations/${file}`, import.meta.url), 'utf8');
      const found = migration
        .split('--> statement-breakpoint')
        .find((statement) => statement.trim().startsWith(comment));
      expect(found, comment).toBeDefined();
      return found!;
    };
    const words = () =>
      queryRows<{ word: string }>(
        database.db,
        sql`select word || ' ' || postings as word from search_words order by word`,
      ).then((rows) => rows.map((row) => row.word));
    const before = await words();
    expect(before.map((word) => word.split(' ')[0])).toEqual(
      expect.arrayContaining(['remote', 'kurta', 'kurti', 'hdmi', '2.1']),
    );
    // Each word's count is its postings'.
    const miscounted = await queryRows<{ word: string }>(
      database.db,
      sql`select w.word from search_words w
          where w.postings <> (select count(*) from search_postings p
                               where p.store_id = w.store_id and p.word = w.word)`,
    );
    expect(miscounted).toEqual([]);
    // As a database that had products before the vocabulary existed, then before its counts.
    await database.db.execute(sql`delete from search_words`);
    await database.db.execute(
      sql.raw(backfill('0014_search.sql', '-- The words of the catalogue already there')),
    );
    await database.db.execute(
      sql.raw(
        backfill('0015_search_word_counts.sql', '-- The counts of the postings already there'),
      ),
    );
    expect(await words()).toEqual(before);

    const postings = () =>
      queryRows<{ posting: string }>(
        database.db,
        sql`select concat_ws(' ', product_id, word, field, in_stock, created_at) as posting
            from search_postings order by 1`,
      ).then((rows) => rows.map((row) => row.posting));
    const kept = await postings();
    expect(kept.length).toBeGreaterThan(seedProducts.length);
    await database.db.execute(sql`delete from search_postings`);
    await database.db.execute(
      sql.raw(backfill('0014_search.sql', '-- The postings of the catalogue already there')),
    );
    expect(await postings()).toEqual(kept);
  });
});
