import { setImmediate as nextTurn } from 'node:timers/promises';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, productVariants, stores } from '../../db/schema';
import { editRows } from '../../test/catalogue-csv';
import { createTestDatabase, drivers, type TestDatabase } from '../../test/test-app';
import {
  directSteps,
  type ImportCheckpoint,
  importCatalogue,
  type ImportSteps,
} from './catalogue-import';
import { createAdminProductService } from './service';

/** More products than one step writes (200), so a crash can fall between steps. */
const PRODUCTS = 260;

describe.each(drivers)('a catalogue import taken up again after a crash, on %s', (driver) => {
  let database: TestDatabase;
  let storeId: number;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    [{ id: storeId }] = (await database.db
      .select({ id: stores.id })
      .from(stores)
      .where(eq(stores.isDefault, true))) as [{ id: number }];
  });
  afterAll(async () => {
    await database?.close();
  });

  it('changes each stock once, finds no conflict in the stock it wrote before, and counts each product once', async () => {
    const { db } = database;
    const hooks = [
      'title,category,regular_price,sku,stock',
      ...Array.from({ length: PRODUCTS }, (_, i) => `Resume Hook ${i},Home,100,RH-${i},5`),
    ].join('\n');
    const made = await importCatalogue(db, storeId, hooks, { dryRun: false, actor: null });
    expect(made).toMatchObject({ created: PRODUCTS, errors: [] });

    // The whole catalogue exported, then every hook restocked from 5 to 9 in the file.
    const exported = await createAdminProductService(db).exportCsv(storeId);
    const restocked = editRows(exported, (row) =>
      row.title?.startsWith('Resume Hook ') ? { ...row, stock: '9' } : row,
    );

    // The process dies once its first step has committed.
    let reached: ImportCheckpoint | null = null;
    const dying: ImportSteps = {
      checkpoint: null,
      progress: async () => {},
      breathe: () => nextTurn(),
      async step(work, after) {
        const value = await db.transaction(work);
        reached = after(value).checkpoint;
        throw new Error('the process died');
      },
    };
    const options = { dryRun: false, actor: null };
    await expect(importCatalogue(db, storeId, restocked, options, dying)).rejects.toThrow(
      'the process died',
    );
    expect(reached!.next).toBeGreaterThan(0);
    expect(reached!.next).toBeLessThan(PRODUCTS);

    const resumed = await importCatalogue(db, storeId, restocked, options, {
      ...directSteps(db),
      checkpoint: reached,
    });
    expect(resumed.errors).toEqual([]);
    expect(resumed).toMatchObject({ created: 0, updated: PRODUCTS });
    const stocks = await db
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(like(products.title, 'Resume Hook %'));
    expect(stocks).toHaveLength(PRODUCTS);
    expect(new Set(stocks.map((row) => row.stock))).toEqual(new Set([9]));

    // The same file once more: nothing left to change.
    const again = await importCatalogue(db, storeId, restocked, { dryRun: true, actor: null });
    expect(again).toMatchObject({ errors: [], updated: 0 });
  });
});
