import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { stores } from '../db/schema';
import { importCatalogue } from '../modules/admin-products';
import { seedDemoPromotions } from './promotions';
import { defaultStore } from './store';

/** The sample shop's catalogue: a CSV file loaded by the importer a shop owner uses. */
export const SAMPLE_CATALOGUE = new URL('./catalogue.csv', import.meta.url);

/**
 * On an empty database, creates the default store and its catalogue from `cataloguePath`
 * (SEED_CATALOGUE, else the sample shop's file), all or nothing. A bad file stops the start
 * with its line numbers. `demoPromotions` (default true) adds the sample shop's promotions; the
 * tests' databases go without, so an automatic offer changes no total they expect.
 */
export async function seedIfEmpty(
  db: Database,
  {
    cataloguePath,
    demoPromotions = true,
  }: { cataloguePath?: string; demoPromotions?: boolean } = {},
): Promise<boolean> {
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(stores);
  if (existing && existing.count > 0) return false;

  const csv = await readFile(cataloguePath ?? SAMPLE_CATALOGUE, 'utf8');
  await db.transaction(async (tx) => {
    const [store] = await tx.insert(stores).values(defaultStore).returning({ id: stores.id });
    if (!store) throw new Error('The default store was not created');
    // The file's first product is the newest: each is a minute older than the one before it.
    const result = await importCatalogue(tx, store.id, csv, {
      dryRun: false,
      actor: null,
      spacingMs: 60_000,
    });
    if (result.errors.length) {
      const lines = result.errors.slice(0, 10).map(({ line, error }) => `line ${line}: ${error}`);
      throw new Error(`the catalogue file has problems:\n  ${lines.join('\n  ')}`);
    }
    if (demoPromotions) await seedDemoPromotions(tx, store.id);
  });
  return true;
}
