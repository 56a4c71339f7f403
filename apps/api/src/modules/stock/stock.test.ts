import type {
  AdminProduct,
  CartCheckResponse,
  Order,
  Product,
  ProductCreateInput,
} from '@storefront/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { mailOutbox, orderEvents, orders } from '../../db/schema';
import { addStaff, asStaff, signInStaff } from '../../test/staff';
import {
  createTestApp,
  createTestDatabase,
  drivers,
  signUp,
  type TestApp,
  type TestDatabase,
  testShippingAddress,
} from '../../test/test-app';

const tee: ProductCreateInput = {
  title: 'Stock Test Tee',
  category: 'Men',
  gender: 'Men',
  regularPrice: 500,
  hsn: '610910',
  gstRate: 5,
  sizes: ['M', 'L'],
  colors: ['Black', 'White'],
  variants: [
    { size: 'M', color: 'Black', sku: 'STT-M-B', stock: 3 },
    { size: 'M', color: 'White', sku: 'STT-M-W', stock: 0 },
    { size: 'L', color: 'Black', sku: 'STT-L-B', stock: null },
    { size: 'L', color: 'White', sku: 'STT-L-W', stock: 10 },
  ],
};

describe.each(drivers)('stock on %s', (driver) => {
  let database: TestDatabase;
  let t: TestApp;
  /** A second API process over the same database (on PGlite, the same embedded one). */
  let other: TestApp;
  let manager: string;
  let shopper: Awaited<ReturnType<typeof signUp>>;
  let product: AdminProduct;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    t = await createTestApp(driver, { database });
    other = await createTestApp(driver, { database });
    await addStaff(t, { email: 'stock-manager@example.in', role: 'manager' });
    manager = await signInStaff(t.app, 'stock-manager@example.in');
    shopper = await signUp(t.app);
    product = (
      await asStaff(t.app, manager, { method: 'POST', url: '/api/v1/admin/products', payload: tee })
    ).json<AdminProduct>();
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
    await database?.close();
  });

  const order = (
    items: { size: string | null; color: string | null; quantity: number }[],
    app = t,
  ) =>
    app.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: shopper.auth,
      payload: {
        products: Object.fromEntries([
          [product.id, items.reduce((sum, item) => sum + item.quantity, 0)],
        ]),
        items: items.map((item) => ({ productId: product.id, ...item })),
        shippingAddress: testShippingAddress,
      },
    });
  const stockOf = async () =>
    (await asStaff(t.app, manager, { method: 'GET', url: `/api/v1/admin/products/${product.id}` }))
      .json<AdminProduct>()
      .variants.map((variant) => variant.stock);
  const setStock = (stocks: (number | null)[]) =>
    asStaff(t.app, manager, {
      method: 'PUT',
      url: `/api/v1/admin/products/${product.id}/variants`,
      payload: {
        variants: tee.variants!.map((variant, index) => ({ ...variant, stock: stocks[index] })),
      },
    });

  it('takes an order’s quantities from stock, and refuses more than is left with what is left', async () => {
    await setStock([3, 0, null, 10]);
    const placed = await order([{ size: 'M', color: 'Black', quantity: 2 }]);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await stockOf()).toEqual([1, 0, null, 10]);

    const refused = await order([{ size: 'M', color: 'Black', quantity: 2 }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'Only 1 left of Stock Test Tee in size M, colour Black',
    });
    const soldOut = await order([{ size: 'M', color: 'White', quantity: 1 }]);
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json()).toEqual({
      error: 'Stock Test Tee in size M, colour White is out of stock',
    });
    // A refused order writes nothing and takes nothing.
    expect(await stockOf()).toEqual([1, 0, null, 10]);
  });

  it('sells an untracked variant in any quantity, and needs a colour when stock is kept per colour', async () => {
    await setStock([3, 0, null, 10]);
    expect((await order([{ size: 'L', color: 'Black', quantity: 99 }])).statusCode).toBe(201);
    const noColour = await order([{ size: 'L', color: null, quantity: 1 }]);
    expect(noColour.statusCode).toBe(422);
    expect(noColour.json()).toEqual({ error: 'Please choose a colour of Stock Test Tee' });
  });

  it('sums the rows of one variant: two rows that together ask too much are refused', async () => {
    await setStock([3, 0, null, 10]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: shopper.auth,
      payload: {
        products: { [product.id]: 11 },
        items: [
          { productId: product.id, size: 'L', color: 'White', quantity: 6 },
          { productId: product.id, size: 'M', color: 'Black', quantity: 1 },
          { productId: product.id, size: 'L', color: 'White', quantity: 5 },
        ],
        shippingAddress: testShippingAddress,
      },
    });
    // Duplicate rows are refused by the contract or by stock; either way nothing is taken.
    expect([400, 409]).toContain(response.statusCode);
    expect(await stockOf()).toEqual([3, 0, null, 10]);
  });

  it('never sells more than there is when orders race, from two processes', async () => {
    await setStock([5, 0, null, 10]);
    const racers = await Promise.all(
      Array.from({ length: 16 }, (_, index) =>
        order([{ size: 'M', color: 'Black', quantity: 1 }], index % 2 ? other : t),
      ),
    );
    const statuses = racers.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(11);
    expect((await stockOf())[0]).toBe(0);
  });

  it('takes stock once for an order sent twice at once under one Idempotency-Key', async () => {
    await setStock([3, 0, null, 10]);
    const send = (app: TestApp) =>
      app.app.inject({
        method: 'POST',
        url: '/api/v1/orders',
        headers: { ...shopper.auth, 'idempotency-key': `twice-${driver}` },
        payload: {
          products: { [product.id]: 2 },
          items: [{ productId: product.id, size: 'L', color: 'White', quantity: 2 }],
          shippingAddress: testShippingAddress,
        },
      });
    const answers = await Promise.all([send(t), send(other), send(t)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json<Order>().id)).size).toBe(1);
    expect((await stockOf())[3]).toBe(8);
  });

  it('gives stock back when staff cancel the order', async () => {
    await setStock([3, 0, null, 10]);
    const placed = (await order([{ size: 'L', color: 'White', quantity: 4 }])).json<Order>();
    expect((await stockOf())[3]).toBe(6);
    const cancelled = await asStaff(t.app, manager, {
      method: 'POST',
      url: `/api/v1/admin/orders/${placed.id}/status`,
      payload: { status: 4, reason: 'Customer asked' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await stockOf())[3]).toBe(10);
  });

  it('cancels orders whose online payment did not complete within the hold, once, from two processes', async () => {
    await setStock([3, 0, null, 10]);
    const stale = await Promise.all(
      [1, 2, 3].map(async () =>
        (await order([{ size: 'L', color: 'White', quantity: 1 }])).json<Order>(),
      ),
    );
    const fresh = (await order([{ size: 'L', color: 'White', quantity: 1 }])).json<Order>();
    const cod = (await order([{ size: 'L', color: 'White', quantity: 1 }])).json<Order>();
    const paidByCash = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments',
      headers: shopper.auth,
      payload: {
        orderId: cod.id,
        fields: {
          method: 'cod',
          email: 'asha@example.in',
          phone: '+919845012345',
          acceptTerms: true,
        },
      },
    });
    expect(paidByCash.statusCode, paidByCash.body).toBeLessThan(300);
    expect((await stockOf())[3]).toBe(5);
    // The hold (30 minutes by default) has passed for three of them, and for the cash order.
    await database.db
      .update(orders)
      .set({ createdAt: sql`now() - interval '31 minutes'` })
      .where(
        sql`${orders.id} in (${sql.join(
          [...stale, cod].map((o) => sql`${o.id}`),
          sql`, `,
        )})`,
      );

    const counts = await Promise.all([
      t.app.jobs.runDue('payment-hold-expiry'),
      other.app.jobs.runDue('payment-hold-expiry'),
    ]);
    expect(counts[0] + counts[1]).toBe(3);
    expect(await other.app.jobs.runDue('payment-hold-expiry')).toBe(0);

    const statusOf = async (id: string) =>
      (
        await database.db
          .select({ status: orders.status, reason: orders.cancelReason })
          .from(orders)
          .where(eq(orders.id, id))
      )[0];
    for (const { id } of stale) {
      expect(await statusOf(id)).toEqual({
        status: 4,
        reason: 'No payment was confirmed within 30 minutes',
      });
      const events = await database.db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, id));
      expect(events.filter((event) => event.toStatus === 4)).toHaveLength(1);
      const mails = await database.db
        .select()
        .from(mailOutbox)
        .where(
          sql`${mailOutbox.kind} = 'order_cancelled' and ${mailOutbox.data}->>'orderId' = ${id}`,
        );
      expect(mails).toHaveLength(1);
    }
    expect((await statusOf(fresh.id))!.status).toBe(0);
    expect((await statusOf(cod.id))!.status).toBe(1);
    // Each stale order's unit came back exactly once; the fresh and the cash order keep theirs.
    expect((await stockOf())[3]).toBe(8);
  });

  it('shows stock on the storefront: sold-out variants, and what is left under the threshold', async () => {
    await setStock([3, 0, null, 10]);
    const shown = (await t.app.inject({ url: `/api/v1/products/${product.id}` })).json<Product>();
    expect(shown.variants).toEqual([
      { size: 'M', color: 'Black', inStock: true, left: 3 },
      { size: 'M', color: 'White', inStock: false, left: 0 },
      { size: 'L', color: 'Black', inStock: true, left: null },
      { size: 'L', color: 'White', inStock: true, left: null },
    ]);
  });

  it('says "Only N left" at or under the store’s threshold, which staff set in the settings', async () => {
    await setStock([3, 0, null, 10]);
    const settings = (
      await asStaff(t.app, manager, { method: 'GET', url: '/api/v1/admin/store' })
    ).json<{ lowStockThreshold: number }>();
    expect(settings.lowStockThreshold).toBe(5);
    const saved = await asStaff(t.app, manager, {
      method: 'PUT',
      url: '/api/v1/admin/store',
      payload: { ...settings, lowStockThreshold: 10 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const shown = (await t.app.inject({ url: `/api/v1/products/${product.id}` })).json<Product>();
    expect(shown.variants.map((variant) => variant.left)).toEqual([3, 0, null, 10]);
    // A PUT without it (a client older than stock) keeps it.
    const { lowStockThreshold: _kept, ...older } = settings;
    await asStaff(t.app, manager, { method: 'PUT', url: '/api/v1/admin/store', payload: older });
    const again = (
      await asStaff(t.app, manager, { method: 'GET', url: '/api/v1/admin/store' })
    ).json<{ lowStockThreshold: number }>();
    expect(again.lowStockThreshold).toBe(10);
    const refused = await asStaff(t.app, manager, {
      method: 'PUT',
      url: '/api/v1/admin/store',
      payload: { ...settings, lowStockThreshold: -1 },
    });
    expect(refused.statusCode).toBe(400);
    await asStaff(t.app, manager, { method: 'PUT', url: '/api/v1/admin/store', payload: settings });
  });

  it('checks a cart before checkout, row by row', async () => {
    await setStock([3, 0, null, 10]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/check',
      payload: {
        items: [
          { productId: product.id, size: 'M', color: 'Black', quantity: 5 },
          { productId: product.id, size: 'M', color: 'White', quantity: 1 },
          { productId: product.id, size: 'L', color: 'White', quantity: 2 },
          { productId: product.id, size: 'L', color: 'Black', quantity: 99 },
          {
            productId: '00000000-0000-4000-8000-000000000000',
            size: null,
            color: null,
            quantity: 1,
          },
          { productId: 'not-a-uuid', quantity: 1 },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(
      response.json<CartCheckResponse>().items.map(({ left, problem }) => ({ left, problem })),
    ).toEqual([
      { left: 3, problem: 'Only 3 left of Stock Test Tee in size M, colour Black' },
      { left: 0, problem: 'Stock Test Tee in size M, colour White is out of stock' },
      { left: 10, problem: null },
      { left: null, problem: null },
      { left: 0, problem: 'This product is no longer sold' },
      { left: 0, problem: 'This product is no longer sold' },
    ]);
    // Each row carries its product's GST rate, for the checkout's "GST included".
    expect(response.json<CartCheckResponse>().items.map((row) => row.gstRate)).toEqual([
      5,
      5,
      5,
      5,
      null,
      null,
    ]);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/check',
      payload: { items: [] },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps stock consistent in the database: never below zero', async () => {
    const [row] = await queryRows<{ negative: number }>(
      database.db,
      sql`select count(*)::int as negative from product_variants where stock < 0`,
    );
    expect(row!.negative).toBe(0);
  });
});
