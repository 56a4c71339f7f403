import {
  ACCESSORIES_FILTER,
  type ProductListQuery,
  type ProductListResponse,
  productListQuerySchema,
  productListResponseSchema,
} from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { products, stores } from '../../db/schema';
import { createTestDatabase, drivers, type TestDatabase } from '../../test/test-app';
import { type CatalogService, createCatalogService } from './service';

describe('listing totals', () => {
  const list = async (
    catalog: CatalogService,
    query: ProductListQuery,
  ): Promise<ProductListResponse> =>
    productListResponseSchema.parse(JSON.parse(await catalog.listProducts(storeId, query)));
  const addProduct = (title: string, category: string) =>
    database.db.insert(products).values({ storeId, title, category, regularPrice: 49900 });

  let database: TestDatabase;
  let storeId: number;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    const [store] = await database.db.select({ id: stores.id }).from(stores).limit(1);
    storeId = store!.id;
  });
  afterAll(async () => {
    await database?.close();
  });

  it('are counted once per delay, then recounted: a new product shows within it', async () => {
    const catalog = createCatalogService(database.db, { totalTtlMs: 2_000 });
    const query = productListQuerySchema.parse({ category: 'home' });
    const before = (await list(catalog, query)).count;
    await addProduct('New cushion', 'Home');

    const soon = await list(catalog, query);
    expect(soon.data[0]!.title).toBe('New cushion');
    expect(soon.count).toBe(before);

    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect((await list(catalog, query)).count).toBe(before + 1);
  });

  it('are recounted past half the delay while the last count is still answered', async () => {
    const catalog = createCatalogService(database.db, { totalTtlMs: 2_000 });
    const query = productListQuerySchema.parse({ category: 'personal care' });
    const before = (await list(catalog, query)).count;
    await addProduct('New trimmer', 'Personal Care');

    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await list(catalog, query)).count).toBe(before);
    // The recount that request started is answered before the full delay has passed.
    await expect
      .poll(async () => (await list(catalog, query)).count, { timeout: 600, interval: 20 })
      .toBe(before + 1);
  });

  it('are kept per filter', async () => {
    const catalog = createCatalogService(database.db);
    const men = await list(catalog, productListQuerySchema.parse({ category: 'men' }));
    const women = await list(catalog, productListQuerySchema.parse({ category: 'women' }));
    expect(men.count).toBeGreaterThan(0);
    expect(women.count).toBeGreaterThan(0);
    expect(men.data.every((product) => product.category === 'Men')).toBe(true);
    expect(women.data.every((product) => product.category === 'Women')).toBe(true);
  });
});

describe.each(drivers)('deep listing pages on %s', (driver) => {
  let database: TestDatabase;
  let storeId: number;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const [store] = await database.db.select({ id: stores.id }).from(stores).limit(1);
    storeId = store!.id;
  });
  afterAll(async () => {
    await database?.close();
  });

  const ids = async (catalog: CatalogService, query: Record<string, unknown>) => {
    const answer = productListResponseSchema.parse(
      JSON.parse(await catalog.listProducts(storeId, productListQuerySchema.parse(query))),
    );
    return { ids: answer.data.map((product) => product.id), count: answer.count };
  };

  // A seek point every 10 products, so the 87 sample products have eight of them.
  const catalogWithSeekPoints = (totalTtlMs = 30_000) =>
    createCatalogService(database.db, { seekStep: 10, totalTtlMs });

  it.each([{}, { category: 'men' }, { filter: ACCESSORIES_FILTER.join(',') }])(
    'hold, page after page, the listing read in one go (%o)',
    async (filters) => {
      const catalog = catalogWithSeekPoints();
      const whole = await ids(catalog, { ...filters, limit: 100 });
      expect(whole.count).toBeGreaterThan(10);
      for (const limit of [3, 7, 12]) {
        const pages: string[] = [];
        for (let page = 1; (page - 1) * limit < whole.count; page++) {
          pages.push(...(await ids(catalog, { ...filters, limit, page })).ids);
        }
        expect(pages).toEqual(whole.ids);
      }
    },
  );

  it('past the end are empty, with the total', async () => {
    const catalog = catalogWithSeekPoints();
    const whole = await ids(catalog, { limit: 100 });
    expect(await ids(catalog, { limit: 12, page: 9 })).toEqual({ ids: [], count: whole.count });
    expect(await ids(catalog, { limit: 12, page: 5000 })).toEqual({ ids: [], count: whole.count });
  });

  it('move along for a new product once their seek points are retaken', async () => {
    const catalog = catalogWithSeekPoints(1_000);
    const before = await ids(catalog, { limit: 10, page: 3 });
    await database.db
      .insert(products)
      .values({ storeId, title: 'New wall mount', category: 'Home', regularPrice: 129900 });
    expect((await ids(catalog, { limit: 10, page: 3 })).ids).toEqual(before.ids);

    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const after = await ids(catalog, { limit: 10, page: 3 });
    expect(after.count).toBe(before.count + 1);
    expect(after.ids.slice(1)).toEqual(before.ids.slice(0, 9));
  });

  it('name every statement within PostgreSQL’s 63 characters, whatever the filters', async () => {
    const catalog = createCatalogService(database.db, { seekStep: 250 });
    // node-postgres says so on stderr when it sends a longer name.
    const warnings: unknown[] = [];
    const warn = vi.spyOn(console, 'error').mockImplementation((...args) => warnings.push(args));
    try {
      const everyFilter = {
        category: 'men',
        gender: 'Men',
        parentCategory: 'Kurtas',
        filter: ACCESSORIES_FILTER.join(','),
      };
      for (const [limit, page] of [
        [100, 1],
        [100, 2],
        [100, 4],
        [10, 2],
        [10, 40],
      ]) {
        await ids(catalog, { ...everyFilter, limit, page });
      }
    } finally {
      warn.mockRestore();
    }
    expect(warnings).toEqual([]);
  });
});
