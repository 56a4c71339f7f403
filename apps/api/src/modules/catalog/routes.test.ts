import { ACCESSORIES_FILTER, type Product, type ProductListResponse } from '@storefront/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, stores } from '../../db/schema';
import { seedProducts } from '../../seed/sample-products';
import { createTestApp, drivers } from '../../test/test-app';

describe.each(drivers)('catalogue API on %s', (driver) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function list(query: string) {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/products${query}` });
    return {
      status: response.statusCode,
      body: response.json() as ProductListResponse & { error?: string },
    };
  }

  /** A second store, answering for `host`. */
  async function insertStore(host: string, name: string): Promise<{ id: number }> {
    const [store] = await t.db
      .insert(stores)
      .values({
        hosts: [host],
        storeName: name,
        companyName: `${name} Pvt Ltd`,
        companyAddress: 'Kochi',
        companyPhone: '+91 90000 00000',
        companyEmail: `hi@${host}`,
      })
      .returning({ id: stores.id });
    return store!;
  }

  /** A product of the given store; its id. */
  async function insertProduct(values: typeof products.$inferInsert): Promise<string> {
    const [product] = await t.db.insert(products).values(values).returning({ id: products.id });
    return product!.id;
  }

  /** Every product of the default store matching `predicate`, newest first, straight from the seed. */
  function seeded(predicate: (product: (typeof seedProducts)[number]) => boolean) {
    return seedProducts.filter(predicate).map((product) => product.title);
  }

  async function allTitles(query: string): Promise<string[]> {
    const { body } = await list(`${query}${query ? '&' : '?'}limit=100`);
    return body.data.map((product) => product.title);
  }

  describe('GET /products', () => {
    it('answers the first 12 products, newest first, with the total', async () => {
      const { status, body } = await list('');
      expect(status).toBe(200);
      expect(body.data).toHaveLength(12);
      expect(body.count).toBe(seedProducts.length);
      expect(body.pagination).toEqual({ page: 1, limit: 12, total: seedProducts.length });
      expect(body.data.map((product) => product.title)).toEqual(
        seedProducts.slice(0, 12).map((product) => product.title),
      );
    });

    it('pages through the catalogue without gaps or repeats', async () => {
      const seen: string[] = [];
      const pages = Math.ceil(seedProducts.length / 12);
      for (let page = 1; page <= pages; page++) {
        const { body } = await list(`?page=${page}`);
        expect(body.pagination).toEqual({ page, limit: 12, total: seedProducts.length });
        seen.push(...body.data.map((product) => product.id));
      }
      expect(seen).toHaveLength(seedProducts.length);
      expect(new Set(seen).size).toBe(seedProducts.length);
    });

    it('answers an empty page past the end, still with the total', async () => {
      const { status, body } = await list('?page=999');
      expect(status).toBe(200);
      expect(body.data).toEqual([]);
      expect(body.count).toBe(seedProducts.length);
    });

    it('sends prices in rupees and the product fields of the spec', async () => {
      const { body } = await list('?limit=100');
      const onSale = seedProducts.find((product) => product.discountedPrice !== undefined)!;
      const product = body.data.find((item) => item.title === onSale.title)!;
      expect(product.regularPrice).toBe(onSale.regularPrice);
      expect(product.discountedPrice).toBe(onSale.discountedPrice);
      expect(product.imgUrl).toBe(onSale.images[0]);
      expect(product.images).toEqual(onSale.images.map((url) => ({ url })));
      expect(product.attributes).toEqual(onSale.attributes);
      expect(product.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(new Date(product.createdAt).toISOString()).toBe(product.createdAt);
      const full = body.data.find((item) => item.discountedPrice === null);
      expect(full).toBeDefined();
      expect(Object.keys(product).sort()).toEqual(
        [
          'attributes',
          'category',
          'createdAt',
          'description',
          'details',
          'discountedPrice',
          'gender',
          'id',
          'images',
          'imgUrl',
          'parentCategory',
          'regularPrice',
          'title',
          'variants',
        ].sort(),
      );
      // The legal details and tax data the product page shows, as the catalogue file gives them.
      expect(product.details).toEqual(onSale.details);
    });

    it('matches category case-insensitively: category=men answers men’s products', async () => {
      const expected = seeded((product) => product.category === 'Men');
      expect(expected.length).toBeGreaterThan(0);
      expect(await allTitles('?category=men')).toEqual(expected);
      expect(await allTitles('?category=MEN')).toEqual(expected);
      const { body } = await list('?category=men');
      expect(body.count).toBe(expected.length);
    });

    it('matches a category with spaces and an ampersand', async () => {
      const expected = seeded((product) => product.category === 'TV & Video Accessories');
      expect(expected.length).toBeGreaterThanOrEqual(4);
      expect(await allTitles(`?category=${encodeURIComponent('tv & video accessories')}`)).toEqual(
        expected,
      );
    });

    it('filters by gender Men and Women', async () => {
      for (const gender of ['Men', 'Women']) {
        const expected = seeded((product) => product.gender === gender);
        expect(expected.length).toBeGreaterThan(0);
        expect(await allTitles(`?gender=${gender}`)).toEqual(expected);
      }
    });

    it('filters by the accessories list: gender or category in it, "null" for no gender', async () => {
      const names = ACCESSORIES_FILTER.filter((name) => name !== 'null').map((name) =>
        name.toLowerCase(),
      );
      const expected = seeded(
        (product) =>
          product.gender === null ||
          names.includes(product.gender.toLowerCase()) ||
          names.includes(product.category.toLowerCase()),
      );
      const { body } = await list(
        `?filter=${encodeURIComponent(ACCESSORIES_FILTER.join(','))}&limit=100`,
      );
      expect(body.data.map((product) => product.title)).toEqual(expected);
      expect(body.count).toBe(expected.length);
      expect(new Set(body.data.map((product) => product.category))).toContain('Accessories');
    });

    it('filters by a list without "null" and leaves ungendered products out', async () => {
      const expected = seeded(
        (product) => product.category === 'Home' || product.gender === 'Unisex',
      );
      expect(await allTitles('?filter=Home,Unisex')).toEqual(expected);
    });

    it('filters by parentCategory exactly, alone and within a category', async () => {
      const withParent = seedProducts.find(
        (product) => product.parentCategory && product.category === 'Women',
      )!;
      const parent = withParent.parentCategory!;
      expect(await allTitles(`?parentCategory=${encodeURIComponent(parent)}`)).toEqual(
        seeded((product) => product.parentCategory === parent),
      );
      expect(
        await allTitles(`?category=women&parentCategory=${encodeURIComponent(parent)}`),
      ).toEqual(
        seeded((product) => product.category === 'Women' && product.parentCategory === parent),
      );
      expect(
        await allTitles(`?parentCategory=${encodeURIComponent(parent.toUpperCase())}`),
      ).toEqual([]);
    });

    it('treats empty filters as absent', async () => {
      const { body } = await list('?category=&gender=&filter=&parentCategory=');
      expect(body.count).toBe(seedProducts.length);
    });

    it('ignores parameters it does not know', async () => {
      const { status, body } = await list('?colour=red&utm_source=mail');
      expect(status).toBe(200);
      expect(body.count).toBe(seedProducts.length);
    });

    it('featured=true lists the featured products only, alone and within a category', async () => {
      const isFeatured = (product: (typeof seedProducts)[number]) =>
        product.attributes.some(
          (attribute) =>
            attribute.key.toLowerCase() === 'featured' &&
            attribute.value.some((value) => value.includes('true')),
        );
      const featured = seeded(isFeatured);
      expect(featured.length).toBeGreaterThan(4);
      expect(featured.length).toBeLessThan(seedProducts.length);
      const { status, body } = await list('?featured=true&limit=100');
      expect(status).toBe(200);
      expect(body.data.map((product) => product.title)).toEqual(featured);
      expect(body.count).toBe(featured.length);
      expect(body.pagination.total).toBe(featured.length);
      expect(await allTitles('?category=men&featured=true')).toEqual(
        seeded((product) => isFeatured(product) && product.category.toLowerCase() === 'men'),
      );
      // Pages of it, without gaps or repeats.
      const pages = [];
      for (let page = 1; page <= Math.ceil(featured.length / 5); page++) {
        pages.push(...(await list(`?featured=true&limit=5&page=${page}`)).body.data);
      }
      expect(pages.map((product) => product.title)).toEqual(featured);
      // Empty is absent, as for every filter.
      expect((await list('?featured=')).body.count).toBe(seedProducts.length);
    });

    it('reads the featured attribute as the spec does: any case of key, a value containing true', async () => {
      const [store] = await t.db.select().from(stores).where(eq(stores.isDefault, true));
      const base = { storeId: store!.id, category: 'Featured Test', regularPrice: 100_00 };
      await insertProduct({
        ...base,
        title: 'Upper-case key',
        attributes: [{ key: 'Featured', value: ['TRUE', 'true'] }],
      });
      await insertProduct({
        ...base,
        title: 'Value containing true',
        attributes: [{ key: 'featured', value: ['no', 'is true'] }],
      });
      await insertProduct({
        ...base,
        title: 'Not featured',
        attributes: [{ key: 'featured', value: ['false'] }],
      });
      await insertProduct({
        ...base,
        title: 'Another key',
        attributes: [{ key: 'featured-on', value: ['true'] }],
      });
      await insertProduct({
        ...base,
        title: 'Archived',
        archivedAt: new Date(),
        attributes: [{ key: 'featured', value: ['true'] }],
      });
      expect(await allTitles('?category=featured%20test&featured=true')).toEqual([
        'Value containing true',
        'Upper-case key',
      ]);
      await t.db.delete(products).where(eq(products.category, 'Featured Test'));
    });

    it('refuses featured other than true with 400 naming it', async () => {
      const { status, body } = await list('?featured=yes');
      expect(status).toBe(400);
      expect(body.error).toMatch(/^featured: /);
    });

    it('accepts limit 1 and 100', async () => {
      expect((await list('?limit=1')).body.data).toHaveLength(1);
      expect((await list('?limit=100')).body.data).toHaveLength(Math.min(100, seedProducts.length));
    });

    it.each([
      ['?page=0', 'page'],
      ['?page=-1', 'page'],
      ['?page=1.5', 'page'],
      ['?page=abc', 'page'],
      ['?limit=0', 'limit'],
      ['?limit=101', 'limit'],
      ['?limit=1000', 'limit'],
      ['?limit=ten', 'limit'],
    ])('refuses %s with 400 naming %s', async (query, field) => {
      const { status, body } = await list(query);
      expect(status).toBe(400);
      expect(body.error).toMatch(new RegExp(`^${field}: `));
    });
  });

  describe('GET /products/:id', () => {
    it('answers one product of this store', async () => {
      const { body } = await list('?limit=1');
      const first = body.data[0]!;
      const response = await t.app.inject({ method: 'GET', url: `/api/v1/products/${first.id}` });
      expect(response.statusCode).toBe(200);
      expect(response.json<Product>()).toEqual(first);
    });

    it('answers 404 "Product not found" for an unknown id', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/products/3f1c2a4e-9b8d-4c7e-a6f5-1e2d3c4b5a69',
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Product not found' });
    });

    it('answers 400 naming the id for a malformed id', async () => {
      for (const id of ['not-a-uuid', '123', "1' or '1'='1"]) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/v1/products/${encodeURIComponent(id)}`,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toMatch(/^id: /);
      }
    });

    it('answers rupees with paise and the creation time to the millisecond', async () => {
      const store = await insertStore('paise.example.in', 'Paise');
      const createdAt = new Date('2026-03-04T05:06:07.089Z');
      const productId = await insertProduct({
        storeId: store.id,
        title: 'Paise "quoted" \\ cable',
        category: 'Home',
        regularPrice: 129950,
        discountedPrice: 99,
        createdAt,
      });

      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/products/${productId}`,
        headers: { 'x-store-host': 'paise.example.in' },
      });
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.json<Product>()).toEqual({
        id: productId,
        title: 'Paise "quoted" \\ cable',
        description: '',
        imgUrl: null,
        category: 'Home',
        parentCategory: null,
        gender: null,
        regularPrice: 1299.5,
        discountedPrice: 0.99,
        createdAt: '2026-03-04T05:06:07.089Z',
        images: [],
        attributes: [],
        variants: [],
        details: {
          genericName: null,
          netQuantity: null,
          countryOfOrigin: null,
          manufacturer: null,
          consumerCare: null,
          hsn: null,
          gstRate: null,
          returnable: true,
        },
      });
    });

    it('answers text past ASCII as JSON escapes that read back as the same text', async () => {
      const store = await insertStore('unicode.example.in', 'Unicode');
      const title = 'टीवी माउंट ₹499 — 100×100 mm 😀';
      const description = 'Line one\nसाफ़ दीवार, “curly” quotes, café';
      const attributes = [{ key: 'रंग', value: ['काला', 'Black'] }];
      const productId = await insertProduct({
        storeId: store.id,
        title,
        description,
        category: 'Home',
        regularPrice: 49900,
        attributes,
      });

      const headers = { 'x-store-host': 'unicode.example.in' };
      const one = await t.app.inject({
        method: 'GET',
        url: `/api/v1/products/${productId}`,
        headers,
      });
      const listing = await t.app.inject({ method: 'GET', url: '/api/v1/products', headers });
      for (const response of [one, listing]) {
        expect(response.body).toMatch(/^[\x20-\x7e]*$/);
        expect(response.body).toContain('\\ud83d\\ude00');
      }
      expect(one.json<Product>()).toMatchObject({ title, description, attributes });
      expect(listing.json<ProductListResponse>().data).toEqual([one.json<Product>()]);
    });

    it('answers a product as it is now after its row changes', async () => {
      const store = await insertStore('changes.example.in', 'Changes');
      const productId = await insertProduct({
        storeId: store.id,
        title: 'Old title',
        category: 'Home',
        regularPrice: 50000,
      });
      await t.db
        .update(products)
        .set({ title: 'New title', regularPrice: 45000, discountedPrice: 39900, gender: 'Unisex' })
        .where(eq(products.id, productId));

      const headers = { 'x-store-host': 'changes.example.in' };
      const one = await t.app.inject({
        method: 'GET',
        url: `/api/v1/products/${productId}`,
        headers,
      });
      expect(one.json<Product>()).toMatchObject({
        title: 'New title',
        regularPrice: 450,
        discountedPrice: 399,
        gender: 'Unisex',
      });
      const list = await t.app.inject({ method: 'GET', url: '/api/v1/products', headers });
      expect(list.json<ProductListResponse>().data).toEqual([one.json<Product>()]);
    });

    it('does not answer another store’s product', async () => {
      const other = await insertStore('other.example.in', 'Other');
      const productId = await insertProduct({
        storeId: other.id,
        title: 'Elsewhere',
        category: 'Men',
        regularPrice: 100,
      });

      const fromDefault = await t.app.inject({
        method: 'GET',
        url: `/api/v1/products/${productId}`,
      });
      expect(fromDefault.statusCode).toBe(404);
      const fromOther = await t.app.inject({
        method: 'GET',
        url: `/api/v1/products/${productId}`,
        headers: { 'x-store-host': 'other.example.in' },
      });
      expect(fromOther.statusCode).toBe(200);
      expect(fromOther.json<Product>().title).toBe('Elsewhere');

      const otherList = await t.app.inject({
        method: 'GET',
        url: '/api/v1/products',
        headers: { 'x-store-host': 'other.example.in' },
      });
      expect(otherList.json<ProductListResponse>().count).toBe(1);
      await t.db.execute(sql`delete from ${stores} where ${stores.id} = ${other.id}`);
    });
  });
});
