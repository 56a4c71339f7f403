import { createHash } from 'node:crypto';
import {
  createOrderRequestSchema,
  type Order,
  type ProductListResponse,
} from '@storefront/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { orders, products, stores } from '../../db/schema';
import { DEFAULT_RATE_LIMITS } from '../../lib/rate-limit-policy';
import {
  createTestApp,
  drivers,
  signUp,
  type TestApp,
  testShippingAddress,
} from '../../test/test-app';
import { ORDER_NOT_FOUND } from './service';

const address = testShippingAddress;

describe.each(drivers)('orders API on %s', (driver) => {
  let t: TestApp;
  let shopper: Awaited<ReturnType<typeof signUp>>;
  /** Seeded products: one on sale, one at full price, one with sizes and colours. */
  let onSale: ProductListResponse['data'][number];
  let fullPrice: ProductListResponse['data'][number];
  let apparel: ProductListResponse['data'][number];

  beforeAll(async () => {
    t = await createTestApp(driver, {
      rateLimits: { ...DEFAULT_RATE_LIMITS, maxFailedOrderLookupsPerIp: 5 },
    });
    shopper = await signUp(t.app);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/v1/products?limit=100' })
    ).json<ProductListResponse>();
    onSale = list.data.find((product) => product.discountedPrice !== null)!;
    fullPrice = list.data.find((product) => product.discountedPrice === null)!;
    apparel = list.data.find((product) =>
      product.attributes.some(
        (attribute) => attribute.key === 'size' && attribute.value.length > 1,
      ),
    )!;
  });
  afterAll(async () => {
    await t?.close();
  });

  function placeOrder(payload: object, headers: Record<string, string> = shopper.auth) {
    return t.app.inject({ method: 'POST', url: '/api/v1/orders', headers, payload });
  }

  const sizesOf = (product: typeof apparel) =>
    product.attributes.find((attribute) => attribute.key === 'size')!.value;

  describe('POST /orders', () => {
    it('creates a Pending order priced from the database, whatever prices the client sends', async () => {
      const response = await placeOrder({
        products: { [onSale.id]: 2, [fullPrice.id]: 1 },
        shippingAddress: address,
        total: 1,
        prices: { [onSale.id]: 1 },
        items: [
          { productId: onSale.id, quantity: 2, size: null, color: null, price: 1 },
          { productId: fullPrice.id, quantity: 1, price: 1 },
        ],
      });
      expect(response.statusCode).toBe(201);
      const order = response.json<Order>();
      expect(order.id).toMatch(/^[0-9ABCDEFGHJKMNPQRSTVWXYZ]{10}$/);
      expect(order.status).toBe(0);
      expect(
        order.items.map(({ productTitle, quantity, price }) => ({ productTitle, quantity, price })),
      ).toEqual([
        { productTitle: onSale.title, quantity: 2, price: onSale.discountedPrice },
        { productTitle: fullPrice.title, quantity: 1, price: fullPrice.regularPrice },
      ]);
      expect(order.total).toBeCloseTo(onSale.discountedPrice! * 2 + fullPrice.regularPrice, 2);
      expect(order.shippingMethod).toBe('Standard Shipping');
      expect(order.trackingNumber).toBeNull();
      expect(order.shippingAddress).toEqual({ ...address, phone: '+919845012345' });
      const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row!.email).toBe(shopper.email);
      expect(row!.totalPaise).toBe(Math.round(order.total * 100));
    });

    it('accepts the spec’s products map alone', async () => {
      const response = await placeOrder({
        products: { [fullPrice.id]: 3 },
        shippingAddress: address,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json<Order>().items).toEqual([
        expect.objectContaining({ productId: fullPrice.id, quantity: 3, size: null, color: null }),
      ]);
    });

    it('keeps two sizes of one product as two lines with their variants', async () => {
      const [small, large] = sizesOf(apparel);
      const response = await placeOrder({
        products: { [apparel.id]: 3 },
        shippingAddress: address,
        items: [
          { productId: apparel.id, quantity: 1, size: small },
          { productId: apparel.id, quantity: 2, size: large },
        ],
      });
      expect(response.statusCode).toBe(201);
      expect(
        response.json<Order>().items.map(({ size, quantity }) => ({ size, quantity })),
      ).toEqual([
        { size: small, quantity: 1 },
        { size: large, quantity: 2 },
      ]);
    });

    it('keeps the price it was placed at when the catalogue changes', async () => {
      const placed = (
        await placeOrder({ products: { [fullPrice.id]: 1 }, shippingAddress: address })
      ).json<Order>();
      await t.db.update(products).set({ regularPrice: 1 }).where(eq(products.id, fullPrice.id));
      const listed = (
        await t.app.inject({ method: 'GET', url: '/api/v1/orders', headers: shopper.auth })
      ).json<Order[]>();
      expect(listed.find((order) => order.id === placed.id)!.items[0]!.price).toBe(
        fullPrice.regularPrice,
      );
      await t.db
        .update(products)
        .set({ regularPrice: Math.round(fullPrice.regularPrice * 100) })
        .where(eq(products.id, fullPrice.id));
    });

    it('answers 422 naming a product that is not in this store', async () => {
      const unknown = '3f1c2a4e-9b8d-4c7e-a6f5-1e2d3c4b5a69';
      const response = await placeOrder({
        products: { [unknown]: 1, [fullPrice.id]: 1 },
        shippingAddress: address,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ error: `Product not found: ${unknown}` });

      const [other] = await t.db
        .insert(stores)
        .values({
          hosts: ['o.example.in'],
          storeName: 'O',
          companyName: 'O',
          companyAddress: 'O',
          companyPhone: 'O',
          companyEmail: 'o@o.in',
        })
        .returning({ id: stores.id });
      const [foreign] = await t.db
        .insert(products)
        .values({ storeId: other!.id, title: 'Foreign', category: 'Men', regularPrice: 100 })
        .returning({ id: products.id });
      const elsewhere = await placeOrder({
        products: { [foreign!.id]: 1 },
        shippingAddress: address,
      });
      expect(elsewhere.statusCode).toBe(422);
      expect(elsewhere.json().error).toContain(foreign!.id);
    });

    it('answers 422 for a size the product does not come in', async () => {
      const response = await placeOrder({
        products: { [apparel.id]: 1 },
        shippingAddress: address,
        items: [{ productId: apparel.id, quantity: 1, size: 'XXXXL' }],
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().error).toContain('"XXXXL" is not a size of');
    });

    it.each([
      [{ postalCode: '012345' }, 'shippingAddress.postalCode: must be a 6-digit Indian PIN code'],
      [{ postalCode: '56001' }, 'shippingAddress.postalCode: must be a 6-digit Indian PIN code'],
      [
        { phone: '12345' },
        'shippingAddress.phone: must be an Indian mobile number: +91 and 10 digits starting with 6-9',
      ],
      [
        { phone: '+91 58450 12345' },
        'shippingAddress.phone: must be an Indian mobile number: +91 and 10 digits starting with 6-9',
      ],
      [
        { phone: '+1 415 555 0100' },
        'shippingAddress.phone: must be an Indian mobile number: +91 and 10 digits starting with 6-9',
      ],
      [{ fullName: '   ' }, 'shippingAddress.fullName: is required'],
      [{ city: '' }, 'shippingAddress.city: is required'],
      [{ state: ' ' }, 'shippingAddress.state: is required'],
      [{ address: undefined }, 'shippingAddress.address: is required'],
    ])('refuses %o with 400: %s', async (change, message) => {
      const response = await placeOrder({
        products: { [fullPrice.id]: 1 },
        shippingAddress: { ...address, ...change },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: message });
    });

    it.each([0, 100, 1.5, -1])(
      'refuses quantity %s with 400 naming the product',
      async (quantity) => {
        const response = await placeOrder({
          products: { [fullPrice.id]: quantity },
          shippingAddress: address,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toBe(
          `products.${fullPrice.id}: must be a whole number from 1 to 99`,
        );
      },
    );

    it('refuses an empty cart, a non-UUID product id and items that disagree with products', async () => {
      const empty = await placeOrder({ products: {}, shippingAddress: address });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error).toBe('products: must contain at least one product');

      const badId = await placeOrder({ products: { 'not-a-uuid': 1 }, shippingAddress: address });
      expect(badId.statusCode).toBe(400);
      expect(badId.json().error).toMatch(/^products/);

      const mismatch = await placeOrder({
        products: { [fullPrice.id]: 2 },
        shippingAddress: address,
        items: [{ productId: fullPrice.id, quantity: 1 }],
      });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json().error).toBe('items: must add up to the quantities in products');
    });

    it('needs a signed-in shopper', async () => {
      const response = await placeOrder(
        { products: { [fullPrice.id]: 1 }, shippingAddress: address },
        {},
      );
      expect(response.statusCode).toBe(401);
    });

    it('answers a retried submit with the first order (Idempotency-Key), creating one order', async () => {
      const key = `checkout-${Date.now()}`;
      const payload = { products: { [fullPrice.id]: 1 }, shippingAddress: address };
      const first = await placeOrder(payload, { ...shopper.auth, 'idempotency-key': key });
      const retries = await Promise.all(
        [1, 2, 3].map(() => placeOrder(payload, { ...shopper.auth, 'idempotency-key': key })),
      );
      expect(first.statusCode).toBe(201);
      for (const retry of retries) {
        expect(retry.statusCode).toBe(201);
        expect(retry.json<Order>()).toEqual(first.json<Order>());
      }
      const rows = await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from orders where idempotency_key = ${key}`,
      );
      expect(rows[0]!.n).toBe(1);

      const changed = await placeOrder(
        { ...payload, products: { [fullPrice.id]: 2 } },
        { ...shopper.auth, 'idempotency-key': key },
      );
      expect(changed.statusCode).toBe(409);
    });

    it('finds the first order for the same cart sent again in another order under the same key', async () => {
      const key = `reordered-${Date.now()}`;
      const headers = { ...shopper.auth, 'idempotency-key': key };
      const [size1, size2] = sizesOf(apparel);
      const first = await placeOrder(
        {
          products: { [fullPrice.id]: 1, [apparel.id]: 2 },
          items: [
            { productId: fullPrice.id, quantity: 1 },
            { productId: apparel.id, quantity: 1, size: size1 },
            { productId: apparel.id, quantity: 1, size: size2 },
          ],
          shippingAddress: address,
        },
        headers,
      );
      const reordered = await placeOrder(
        {
          shippingAddress: { ...address },
          items: [
            { productId: apparel.id, quantity: 1, size: size2 },
            { productId: fullPrice.id, quantity: 1 },
            { productId: apparel.id, quantity: 1, size: size1 },
          ],
          products: { [apparel.id]: 2, [fullPrice.id]: 1 },
        },
        headers,
      );
      expect(first.statusCode).toBe(201);
      expect(reordered.statusCode).toBe(201);
      expect(reordered.json<Order>().id).toBe(first.json<Order>().id);
    });

    it('finds an order stored with the digest of an earlier version (a retry across an upgrade)', async () => {
      const key = `upgrade-${Date.now()}`;
      const payload = { products: { [onSale.id]: 1 }, shippingAddress: address };
      const first = await placeOrder(payload, { ...shopper.auth, 'idempotency-key': key });
      const asSent = createHash('sha256')
        .update(JSON.stringify(createOrderRequestSchema.parse(payload)))
        .digest('hex');
      await t.db
        .update(orders)
        .set({ requestDigest: asSent })
        .where(eq(orders.id, first.json<Order>().id));
      const retry = await placeOrder(payload, { ...shopper.auth, 'idempotency-key': key });
      expect(retry.statusCode).toBe(201);
      expect(retry.json<Order>().id).toBe(first.json<Order>().id);
    });

    it('treats the same key from another shopper as a different order', async () => {
      const other = await signUp(t.app);
      const key = `shared-key-${Date.now()}`;
      const payload = { products: { [fullPrice.id]: 1 }, shippingAddress: address };
      const mine = (
        await placeOrder(payload, { ...shopper.auth, 'idempotency-key': key })
      ).json<Order>();
      const theirs = (
        await placeOrder(payload, { ...other.auth, 'idempotency-key': key })
      ).json<Order>();
      expect(theirs.id).not.toBe(mine.id);
    });
  });

  describe('GET /orders', () => {
    it('lists only the caller’s orders, newest first', async () => {
      const other = await signUp(t.app);
      const theirs = (
        await placeOrder({ products: { [onSale.id]: 1 }, shippingAddress: address }, other.auth)
      ).json<Order>();
      const older = (
        await placeOrder({ products: { [onSale.id]: 1 }, shippingAddress: address })
      ).json<Order>();
      const newer = (
        await placeOrder({ products: { [fullPrice.id]: 1 }, shippingAddress: address })
      ).json<Order>();

      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/orders',
        headers: shopper.auth,
      });
      expect(response.statusCode).toBe(200);
      const ids = response.json<Order[]>().map((order) => order.id);
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
      expect(ids).not.toContain(theirs.id);

      const theirList = await t.app.inject({
        method: 'GET',
        url: '/api/v1/orders',
        headers: other.auth,
      });
      expect(theirList.json<Order[]>().map((order) => order.id)).toEqual([theirs.id]);
    });

    it('answers a page at a time, newest first, with a Link to the next; every order once', async () => {
      const many = await signUp(t.app);
      const placed: string[] = [];
      for (let i = 0; i < 25; i++) {
        const response = await placeOrder(
          { products: { [fullPrice.id]: 1 }, shippingAddress: address },
          many.auth,
        );
        placed.push(response.json<Order>().id);
      }
      const newestFirst = [...placed].reverse();

      async function readAll(firstUrl: string) {
        const pages: string[][] = [];
        for (let url: string | null = firstUrl; url;) {
          const response = await t.app.inject({ method: 'GET', url, headers: many.auth });
          expect(response.statusCode).toBe(200);
          expect(response.headers['cache-control']).toBe('no-store');
          pages.push(response.json<Order[]>().map((order) => order.id));
          const link = response.headers.link as string | undefined;
          url = link ? /^<([^>]+)>; rel="next"$/.exec(link)![1]! : null;
        }
        return pages;
      }
      const pages = await readAll('/api/v1/orders');
      expect(pages.map((page) => page.length)).toEqual([20, 5]);
      expect(pages.flat()).toEqual(newestFirst);
      const sevens = await readAll('/api/v1/orders?limit=7');
      expect(sevens.map((page) => page.length)).toEqual([7, 7, 7, 4]);
      expect(sevens.flat()).toEqual(newestFirst);

      const tooMany = await t.app.inject({
        method: 'GET',
        url: '/api/v1/orders?limit=101',
        headers: many.auth,
      });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json()).toEqual({ error: 'limit: must be at most 100' });
      // Another shopper's order as a cursor starts nothing.
      const foreign = await t.app.inject({
        method: 'GET',
        url: `/api/v1/orders?before=${placed[3]}`,
        headers: shopper.auth,
      });
      expect(foreign.json()).toEqual([]);
    });

    it('answers an empty list to a new shopper and 401 without a token', async () => {
      const fresh = await signUp(t.app);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/v1/orders', headers: fresh.auth })).json(),
      ).toEqual([]);
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/orders' })).statusCode).toBe(401);
    });
  });

  describe('GET /orders/:id?contactInfo=', () => {
    let order: Order;
    const lookup = (id: string, contactInfo?: string, ip = '10.20.0.1') =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/orders/${encodeURIComponent(id)}${contactInfo === undefined ? '' : `?contactInfo=${encodeURIComponent(contactInfo)}`}`,
        remoteAddress: ip,
      });

    beforeAll(async () => {
      order = (
        await placeOrder({ products: { [onSale.id]: 1 }, shippingAddress: address })
      ).json<Order>();
    });

    it.each([
      ['the e-mail', () => shopper.email],
      ['the e-mail in capitals', () => shopper.email.toUpperCase()],
      ['the phone with +91', () => '+91 98450 12345'],
      ['the phone without +91', () => '9845012345'],
    ])('finds the order by %s, anonymously', async (_, contact) => {
      const response = await lookup(order.id, contact());
      expect(response.statusCode).toBe(200);
      const found = response.json<Order>();
      expect(found.id).toBe(order.id);
      expect(found.items).toEqual(order.items);
      expect(found.shippingAddress).toEqual({
        address: address.address,
        city: address.city,
        state: address.state,
        postalCode: address.postalCode,
      });
    });

    it('reads an order id typed in lowercase with a dash', async () => {
      const typed = `${order.id.slice(0, 5)}-${order.id.slice(5)}`.toLowerCase();
      expect((await lookup(typed, shopper.email)).statusCode).toBe(200);
    });

    it('answers the same 404 for wrong contact details and for a missing order', async () => {
      const wrong = await lookup(order.id, 'someone.else@example.in', '10.21.0.1');
      const wrongPhone = await lookup(order.id, '9999999999', '10.21.0.1');
      const missing = await lookup('ZZZZZZZZZZ', shopper.email, '10.21.0.1');
      for (const response of [wrong, wrongPhone, missing]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: ORDER_NOT_FOUND });
      }
    });

    it('needs contact details', async () => {
      const response = await lookup(order.id);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('contactInfo: is required');
    });

    it('finds the signed-in owner’s order without contact details, and nobody else’s', async () => {
      const own = await t.app.inject({
        method: 'GET',
        url: `/api/v1/orders/${order.id.toLowerCase()}`,
        headers: shopper.auth,
      });
      expect(own.statusCode).toBe(200);
      expect(own.headers['cache-control']).toBe('no-store');
      expect(own.json<Order>()).toMatchObject({ id: order.id, status: 0 });
      expect(own.json<Order>().shippingAddress.fullName).toBe(address.fullName);

      const other = await signUp(t.app);
      const theirs = await t.app.inject({
        method: 'GET',
        url: `/api/v1/orders/${order.id}`,
        headers: other.auth,
      });
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json()).toEqual({ error: ORDER_NOT_FOUND });
      const badToken = await t.app.inject({
        method: 'GET',
        url: `/api/v1/orders/${order.id}`,
        headers: { authorization: `Bearer ${'x'.repeat(43)}` },
      });
      expect(badToken.statusCode).toBe(401);
    });

    it('does not find the order from another store', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/orders/${order.id}?contactInfo=${encodeURIComponent(shopper.email)}`,
        headers: { 'x-store-host': 'o.example.in' },
        remoteAddress: '10.22.0.1',
      });
      expect(response.statusCode).toBe(404);
    });

    it('counts simultaneous look-ups before checking them', async () => {
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          lookup(`GUESS${String(i).padStart(5, '0')}`, shopper.email, '10.24.0.1'),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 404)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(25);
    });

    it('limits failed look-ups per IP so ids cannot be guessed', async () => {
      const ip = '10.23.0.1';
      for (let i = 0; i < 5; i++) {
        expect((await lookup(`GUESS${i}00000`, shopper.email, ip)).statusCode).toBe(404);
      }
      const blocked = await lookup(order.id, shopper.email, ip);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBeDefined();
      expect(blocked.json().error).toMatch(/^Too many order look-ups/);
      expect((await lookup(order.id, shopper.email, '10.23.0.2')).statusCode).toBe(200);
    });
  });
});

describe('orders per account', () => {
  it('are limited per hour: 429 past the limit, while a retried submit still finds its order', async () => {
    const t = await createTestApp('pglite', {
      rateLimits: { ...DEFAULT_RATE_LIMITS, ordersPerAccountPerHour: 3 },
    });
    try {
      const shopper = await signUp(t.app);
      const list = await t.app.inject({ method: 'GET', url: '/api/v1/products?limit=1' });
      const payload = {
        products: { [list.json<ProductListResponse>().data[0]!.id]: 1 },
        shippingAddress: address,
      };
      const place = (key: string, auth = shopper.auth) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/orders',
          headers: { ...auth, 'idempotency-key': key },
          payload,
        });
      // Tries that write no order do not count.
      for (let i = 0; i < 5; i++) {
        const refused = await t.app.inject({
          method: 'POST',
          url: '/api/v1/orders',
          headers: shopper.auth,
          payload: { ...payload, products: { '3f1c2a4e-9b8d-4c7e-a6f5-1e2d3c4b5a69': 1 } },
        });
        expect(refused.statusCode).toBe(422);
      }
      for (const key of ['one', 'two', 'three']) expect((await place(key)).statusCode).toBe(201);
      const fourth = await place('four');
      expect(fourth.statusCode).toBe(429);
      expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
      expect(fourth.json().error).toMatch(/^Too many orders placed from this account/);
      expect((await place('one')).statusCode).toBe(201);
      const other = await signUp(t.app);
      expect((await place('four', other.auth)).statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });
});

describe('signed-in answers', () => {
  it('are never kept by a cache (no-store); public catalogue answers may be', async () => {
    const t = await createTestApp('pglite');
    try {
      const shopper = await signUp(t.app);
      for (const url of ['/api/v1/accountInfo', '/api/v1/orders', '/api/v1/payments/fields']) {
        const response = await t.app.inject({ method: 'GET', url, headers: shopper.auth });
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('no-store');
      }
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/v1/orders',
        headers: shopper.auth,
        payload: {},
      });
      expect(refused.headers['cache-control']).toBe('no-store');
      const catalogue = await t.app.inject({ method: 'GET', url: '/api/v1/products' });
      expect(catalogue.headers['cache-control']).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
