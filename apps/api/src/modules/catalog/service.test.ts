import {
  type ProductListQuery,
  type ProductListResponse,
  productListQuerySchema,
  productListResponseSchema,
} from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, stores } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../test/test-app';
import { type CatalogService, createCatalogService } from './service';

describe('listing totals', () => {
  const list = async (
    catalog: CatalogService,
    query: ProductListQuery,
  ): Promise<ProductListResponse> =>
    productListResponseSchema.parse(JSON.parse(await catalog.listProducts(storeId, query)));

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
    await database.db
      .insert(products)
      .values({ storeId, title: 'New cushion', category: 'Home', regularPrice: 49900 });

    const soon = await list(catalog, query);
    expect(soon.data[0]!.title).toBe('New cushion');
    expect(soon.count).toBe(before);

    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect((await list(catalog, query)).count).toBe(before + 1);
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
