import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, drivers, type TestDatabase } from '../test/test-app';
import { queryRows } from './client';
import { seedIfEmpty } from '../seed';
import { seedProducts } from '../seed/sample-products';

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
        'products_store_featured_idx',
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

  it('lets the sample shop’s consumer care and shipping policy follow the settings (migration 0019)', async () => {
    const statement = (comment: string) => {
      const migration = readFileSync(
        new URL('./migrations/0022_storefront_polish.sql', import.meta.url),
        'utf8',
      );
      const found = migration
        .split('--> statement-breakpoint')
        .find((part) => part.trim().startsWith(comment));
      expect(found, comment).toBeDefined();
      return sql.raw(found!);
    };
    const sampleCare =
      'Customer Care, Chitra Retail Private Limited, Shop 14, Lajpat Rai Market, Chandni Chowk, Delhi 110006; +91 98110 45672; care@chitrakart.in';
    // As a shop seeded before: every product with the sample's words, one with its own.
    await database.db.execute(sql`update products set consumer_care = ${sampleCare}`);
    await database.db.execute(
      sql`update products set consumer_care = 'Our own care line'
          where id = (select id from products order by id limit 1)`,
    );
    await database.db.execute(
      sql`update stores set policies = jsonb_build_object('shipping',
            '<p>{{companyName}} ships every order from our Delhi warehouse within one working day.</p><p>Ask us.</p>',
            'about', '<p>From our Delhi warehouse since 2019.</p>')`,
    );
    await database.db.execute(statement("-- The sample shop's consumer care"));
    await database.db.execute(statement('-- The sample shipping policy'));
    const care = await queryRows<{ consumer_care: string | null; count: number }>(
      database.db,
      sql`select consumer_care, count(*)::int as count from products group by 1 order by 1`,
    );
    expect(care).toEqual([
      { consumer_care: 'Our own care line', count: 1 },
      { consumer_care: null, count: seedProducts.length - 1 },
    ]);
    const [store] = await queryRows<{ policies: Record<string, string> }>(
      database.db,
      sql`select policies from stores`,
    );
    expect(store!.policies).toEqual({
      shipping: '<p>{{companyName}} ships every order within one working day.</p><p>Ask us.</p>',
      about: '<p>From our Delhi warehouse since 2019.</p>',
    });
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
