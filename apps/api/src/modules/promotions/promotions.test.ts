import type {
  AdminOrder,
  AdminProduct,
  CartCheckResponse,
  Order,
  ProductCreateInput,
} from '@storefront/contract';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/client';
import {
  orderItems,
  orderPromotions,
  orders,
  promotionCustomerUses,
  promotions,
  productVariants,
  stores,
} from '../../db/schema';
import { DEFAULT_RATE_LIMITS } from '../../lib/rate-limit-policy';
import { addStaff, asStaff, signInStaff } from '../../test/staff';
import { testUtr } from '../../test/utr';
import {
  createTestApp,
  drivers,
  signUp,
  type TestApp,
  testShippingAddress,
} from '../../test/test-app';

type Shopper = Awaited<ReturnType<typeof signUp>>;
type NewPromotion = Partial<typeof promotions.$inferInsert>;

const HOUR_MS = 3_600_000;

const product = (
  title: string,
  category: string,
  rupees: number,
  gstRate: number,
  sku: string,
): ProductCreateInput => ({
  title,
  category,
  regularPrice: rupees,
  hsn: '851770',
  gstRate,
  sizes: [],
  colors: [],
  variants: [{ size: '', color: '', sku, stock: 500 }],
});

describe.each(drivers)('promotions on %s', (driver) => {
  let t: TestApp;
  let manager: string;
  let storeId: number;
  /** ₹1,500 at 18 %, ₹500 at 18 %, ₹700 at 5 %. */
  let mount: AdminProduct;
  let cable: AdminProduct;
  let remote: AdminProduct;
  /** A product only the automatic offers' tests put in a cart. */
  let stick: AdminProduct;

  beforeAll(async () => {
    t = await createTestApp(driver, {
      // Every test signs its own shoppers up: a first order, a limit, a race are each theirs.
      rateLimits: {
        ...DEFAULT_RATE_LIMITS,
        ordersPerAccountPerHour: 1_000,
        registrationsPerIpPerHour: 1_000,
      },
    });
    await addStaff(t, { email: 'promo-manager@example.in', role: 'manager' });
    manager = await signInStaff(t.app, 'promo-manager@example.in');
    const [store] = await t.db
      .select({ id: stores.id })
      .from(stores)
      .where(eq(stores.isDefault, true));
    storeId = store!.id;
    const create = async (input: ProductCreateInput) => {
      const created = await asStaff(t.app, manager, {
        method: 'POST',
        url: '/api/v1/admin/products',
        payload: input,
      });
      expect(created.statusCode, created.body).toBe(201);
      return created.json<AdminProduct>();
    };
    mount = await create(product('Promo Wall Mount', 'Mounts', 1500, 18, 'PR-MOUNT'));
    cable = await create(product('Promo HDMI Cable', 'Cables', 500, 18, 'PR-CABLE'));
    remote = await create(product('Promo Remote', 'Remotes', 700, 5, 'PR-REMOTE'));
    stick = await create(product('Promo Streaming Stick', 'Streaming', 1000, 18, 'PR-STICK'));
  });
  afterAll(async () => {
    await t?.close();
  });

  let codes = 0;
  /** A promotion written as the back office would keep it: a code, unless `automatic`. */
  async function addPromotion(values: NewPromotion = {}) {
    const automatic = values.automatic ?? false;
    const [row] = await t.db
      .insert(promotions)
      .values({
        storeId,
        label: values.code ?? 'An offer',
        code: automatic ? null : `CODE${++codes}`,
        kind: 'percentage',
        percent: 10,
        ...values,
      })
      .returning();
    return row!;
  }

  const cartCheck = (
    rows: [AdminProduct, number][],
    extra: { code?: string; pin?: string } = {},
    who?: Shopper,
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/check',
      headers: who?.auth ?? {},
      payload: {
        items: rows.map(([row, quantity]) => ({ productId: row.id, quantity })),
        ...extra,
      },
    });

  const place = (
    who: Shopper,
    rows: [AdminProduct, number][],
    code?: string,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: { ...who.auth, ...headers },
      payload: {
        products: Object.fromEntries(rows.map(([row, quantity]) => [row.id, quantity])),
        shippingAddress: testShippingAddress,
        ...(code === undefined ? {} : { code }),
      },
    });

  const stockOf = async (row: AdminProduct) => {
    const [variant] = await t.db
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.productId, row.id));
    return variant!.stock;
  };
  const ordersOf = async (who: Shopper) => {
    const [row] = await t.db.select({ n: count() }).from(orders).where(eq(orders.email, who.email));
    return row!.n;
  };
  const usesOf = async (id: number) => {
    const [row] = await t.db
      .select({ uses: promotions.uses })
      .from(promotions)
      .where(eq(promotions.id, id));
    return row!.uses;
  };

  it('answers a cart without a code as before: no offers, and its totals', async () => {
    const response = await cartCheck([
      [mount, 1],
      [cable, 2],
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<CartCheckResponse>();
    expect(body.items.map((row) => row.discount)).toEqual([0, 0]);
    expect(body).toMatchObject({
      promotions: [],
      code: null,
      offerHint: null,
      // The sample store charges for shipping nowhere: shipping is free without a PIN.
      totals: { items: 2500, discount: 0, shipping: 0, total: 2500 },
    });
    // Worked back per line at 18 %: ₹228.81 of ₹1,500 and ₹152.54 of ₹1,000.
    expect(body.totals.gstIncluded).toBe(381.35);
  });

  it('applies a code in the cart, shown as typed, with its saving on each row and the totals', async () => {
    const promotion = await addPromotion({
      code: 'Diwali10',
      label: 'Diwali 10% off',
      percent: 10,
    });
    const response = await cartCheck(
      [
        [mount, 1],
        [cable, 2],
      ],
      { code: ' diwali10 ' },
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<CartCheckResponse>();
    expect(body.code).toEqual({ code: 'diwali10', applied: true, problem: null });
    expect(body.promotions).toEqual([
      {
        id: promotion.id,
        label: 'Diwali 10% off',
        code: 'diwali10',
        kind: 'percentage',
        saving: 250,
      },
    ]);
    expect(body.items.map((row) => row.discount)).toEqual([150, 100]);
    expect(body.totals).toMatchObject({ items: 2500, discount: 250, shipping: 0, total: 2250 });
  });

  it('tells the shopper why a code does not apply, in their words', async () => {
    const past = new Date(Date.now() - HOUR_MS);
    const future = new Date(Date.now() + HOUR_MS);
    const cases: [NewPromotion, string][] = [
      [{ minOrderPaise: 199_900 }, 'This code needs an order of ₹1,999 or more; add ₹499 more'],
      [{ endsAt: past }, 'This code has ended'],
      [{ startsAt: future }, 'This code is not active yet'],
      [{ paused: true }, 'This code is not active right now'],
      [{ usageLimit: 5, uses: 5 }, 'This code has been used up'],
      [{ productIds: [remote.id] }, 'This code does not apply to the items in your cart'],
      [{ categories: ['Remotes'] }, 'This code does not apply to the items in your cart'],
    ];
    for (const [values, problem] of cases) {
      const promotion = await addPromotion(values);
      const body = (
        await cartCheck([[mount, 1]], { code: promotion.code! })
      ).json<CartCheckResponse>();
      expect(body.code, problem).toEqual({ code: promotion.code, applied: false, problem });
      expect(body.totals.discount).toBe(0);
      expect(body.promotions).toEqual([]);
    }
    const unknown = (
      await cartCheck([[mount, 1]], { code: 'NOSUCHCODE' })
    ).json<CartCheckResponse>();
    expect(unknown.code).toEqual({
      code: 'NOSUCHCODE',
      applied: false,
      problem: 'This code is not valid',
    });
  });

  it('checks first-order and per-shopper codes against the signed-in shopper, and asks an anonymous cart to sign in', async () => {
    const welcome = await addPromotion({ firstOrderOnly: true });
    const once = await addPromotion({ perCustomerLimit: 1 });
    const regular = await signUp(t.app);
    expect((await place(regular, [[cable, 1]], once.code!)).statusCode).toBe(201);

    const check = async (code: string, who?: Shopper) =>
      (await cartCheck([[mount, 1]], { code }, who)).json<CartCheckResponse>().code;
    expect(await check(welcome.code!)).toMatchObject({ problem: 'Sign in to use this code' });
    expect(await check(welcome.code!, regular)).toMatchObject({
      problem: 'This code is for a first order only',
    });
    expect(await check(welcome.code!, await signUp(t.app))).toMatchObject({ applied: true });
    expect(await check(once.code!, regular)).toMatchObject({ problem: 'Already used' });
    // Without a token a per-shopper limit is the order's to check.
    expect(await check(once.code!)).toMatchObject({ applied: true });
    // A stale token is an anonymous cart, not a refusal.
    const stale = await cartCheck(
      [[mount, 1]],
      { code: once.code! },
      {
        ...regular,
        auth: { authorization: `Bearer ${'x'.repeat(43)}` },
      },
    );
    expect(stale.statusCode).toBe(200);
  });

  it('hints at an automatic offer the cart is close to, and applies it once reached', async () => {
    const offer = await addPromotion({
      automatic: true,
      label: '10% off streaming sticks above ₹2,500',
      percent: 10,
      minOrderPaise: 250_000,
      productIds: [stick.id],
    });
    try {
      const near = (await cartCheck([[stick, 2]])).json<CartCheckResponse>();
      expect(near.offerHint).toBe('Add ₹500 more to get 10% off');
      expect(near.promotions).toEqual([]);
      const reached = (await cartCheck([[stick, 3]])).json<CartCheckResponse>();
      expect(reached.offerHint).toBeNull();
      expect(reached.promotions).toEqual([
        expect.objectContaining({ id: offer.id, code: null, saving: 300 }),
      ]);
      expect(reached.totals).toMatchObject({ items: 3000, discount: 300, total: 2700 });
      // Far from the threshold: no hint.
      expect((await cartCheck([[stick, 1]])).json<CartCheckResponse>().offerHint).toBeNull();
    } finally {
      await t.db.update(promotions).set({ paused: true }).where(eq(promotions.id, offer.id));
    }
  });

  it('places an order with a code: the discount spread over its lines to the paisa, GST worked back from what each line paid', async () => {
    const promotion = await addPromotion({ kind: 'amount', percent: null, amountPaise: 10_000 });
    const shopper = await signUp(t.app);
    const response = await place(
      shopper,
      [
        [mount, 1],
        [cable, 1],
        [remote, 1],
      ],
      promotion.code!.toLowerCase(),
    );
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json<Order>();
    // ₹100 over ₹1,500 : ₹500 : ₹700: ₹55.55 + ₹18.51 + ₹25.92 is ₹99.98; the 2 paise left
    // go on the largest line.
    expect(order.items.map((item) => item.discount)).toEqual([55.57, 18.51, 25.92]);
    expect(order.discount).toBe(100);
    expect(order.total).toBe(2600);
    expect(order.promotions).toEqual([
      {
        id: promotion.id,
        label: promotion.label,
        code: promotion.code!.toLowerCase(),
        kind: 'amount',
        saving: 100,
      },
    ]);
    // GST from the lines as paid: ₹1,444.43 and ₹481.49 at 18 %, ₹674.08 at 5 %.
    expect(order.priceBreakup).toEqual({
      items: 2700,
      discount: 100,
      delivery: 0,
      gstIncluded: 325.89,
      total: 2600,
    });
    expect(await usesOf(promotion.id)).toBe(1);
    const lines = await t.db
      .select({ discount: orderItems.discountPaise })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    expect(lines.map((line) => line.discount).sort((a, b) => a - b)).toEqual([1851, 2592, 5557]);

    // The shopper's order and the back office's say the same.
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${order.id}`,
      headers: shopper.auth,
    });
    expect(own.json<Order>()).toMatchObject({
      discount: 100,
      total: 2600,
      promotions: order.promotions,
      priceBreakup: order.priceBreakup,
    });
    expect(own.json<Order>().items.map((item) => item.discount)).toEqual([55.57, 18.51, 25.92]);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/orders',
      headers: shopper.auth,
    });
    expect(listed.json<Order[]>()[0]).toMatchObject({ id: order.id, promotions: order.promotions });
    const staff = await asStaff(t.app, manager, {
      method: 'GET',
      url: `/api/v1/admin/orders/${order.id}`,
    });
    expect(staff.json<AdminOrder>()).toMatchObject({
      discount: 100,
      total: 2600,
      promotions: order.promotions,
      priceBreakup: { discount: 100, gstIncluded: 325.89, total: 2600 },
    });
  });

  it('gives buy X get Y at placement: the cheapest qualifying unit free', async () => {
    const promotion = await addPromotion({
      kind: 'buy_x_get_y',
      percent: null,
      buyQuantity: 2,
      getQuantity: 1,
      categories: ['cables', 'remotes'],
    });
    const response = await place(
      await signUp(t.app),
      [
        [remote, 2],
        [cable, 1],
        [mount, 1],
      ],
      promotion.code!,
    );
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json<Order>();
    expect(order.items.map((item) => item.discount)).toEqual([0, 500, 0]);
    expect(order.total).toBe(2900);
  });

  it('refuses an ended, paused or used-up code at placement with 409, placing nothing and taking no stock', async () => {
    const shopper = await signUp(t.app);
    const cases: [NewPromotion, string][] = [
      [{ endsAt: new Date(Date.now() - HOUR_MS) }, 'This code has ended'],
      [{ paused: true }, 'This code is not active right now'],
      [{ usageLimit: 3, uses: 3 }, 'This code has been used up'],
      [{ minOrderPaise: 500_000 }, 'This code needs an order of ₹5,000 or more; add ₹3,500 more'],
    ];
    const stock = await stockOf(mount);
    for (const [values, message] of cases) {
      const promotion = await addPromotion(values);
      const refused = await place(shopper, [[mount, 1]], promotion.code!);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ error: message });
    }
    const unknown = await place(shopper, [[mount, 1]], 'NOSUCHCODE');
    expect(unknown.json()).toEqual({ error: 'This code is not valid' });
    expect(await ordersOf(shopper)).toBe(0);
    expect(await stockOf(mount)).toBe(stock);
  });

  it('gives a code with one use left to exactly one of two shoppers placing at once', async () => {
    const promotion = await addPromotion({ usageLimit: 1 });
    const [first, second] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const stock = await stockOf(cable);
    const answers = await Promise.all([
      place(first, [[cable, 1]], promotion.code!),
      place(second, [[cable, 1]], promotion.code!),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json()).toEqual({ error: 'This code has been used up' });
    expect(await usesOf(promotion.id)).toBe(1);
    expect(await stockOf(cable)).toBe(stock! - 1);
    const used = await t.db
      .select()
      .from(orderPromotions)
      .where(eq(orderPromotions.promotionId, promotion.id));
    expect(used).toHaveLength(1);
  });

  it('gives a code with 3 uses to exactly 3 of 8 shoppers placing at once', async () => {
    const promotion = await addPromotion({ usageLimit: 3 });
    const shoppers = await Promise.all(Array.from({ length: 8 }, () => signUp(t.app)));
    const answers = await Promise.all(
      shoppers.map((shopper) => place(shopper, [[remote, 1]], promotion.code!)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    for (const answer of answers.filter((answer) => answer.statusCode === 409)) {
      expect(answer.json()).toEqual({ error: 'This code has been used up' });
    }
    expect(await usesOf(promotion.id)).toBe(3);
  });

  // Only a server lets a test hold a promotion's row while an order waits for it.
  it.runIf(driver === 'postgres')(
    'refuses a code paused while the order was being written, in the same statement',
    async () => {
      const promotion = await addPromotion({ usageLimit: 10 });
      const shopper = await signUp(t.app);
      const stock = await stockOf(remote);
      let pending: ReturnType<typeof place> | undefined;
      await t.db.transaction(async (tx) => {
        await tx
          .select({ id: promotions.id })
          .from(promotions)
          .where(eq(promotions.id, promotion.id))
          .for('update');
        pending = place(shopper, [[remote, 1]], promotion.code!);
        // The order's statement has counted the promotion as usable and waits for its row.
        await vi.waitFor(
          async () => {
            const [waiting] = await queryRows<{ n: number }>(
              t.db,
              sql`select count(*)::int as n from pg_stat_activity
                  where datname = current_database() and wait_event_type = 'Lock'
                    and query like '%with new_order as%'`,
            );
            expect(waiting!.n).toBe(1);
          },
          { timeout: 10_000, interval: 20 },
        );
        await tx.update(promotions).set({ paused: true }).where(eq(promotions.id, promotion.id));
      });
      const answer = await pending!;
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toEqual({ error: 'This code is not active right now' });
      expect(await usesOf(promotion.id)).toBe(0);
      expect(await ordersOf(shopper)).toBe(0);
      expect(await stockOf(remote)).toBe(stock);
    },
  );

  it('keeps a per-shopper limit, also for one shopper placing two orders at once', async () => {
    const promotion = await addPromotion({ perCustomerLimit: 1, usageLimit: 100 });
    const shopper = await signUp(t.app);
    const answers = await Promise.all([
      place(shopper, [[cable, 1]], promotion.code!),
      place(shopper, [[cable, 1]], promotion.code!),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toEqual({
      error: 'Already used',
    });
    const again = await place(shopper, [[cable, 1]], promotion.code!);
    expect(again.json()).toEqual({ error: 'Already used' });
    expect((await place(await signUp(t.app), [[cable, 1]], promotion.code!)).statusCode).toBe(201);
    expect(await usesOf(promotion.id)).toBe(2);
  });

  it('gives a first-order code to a first order only', async () => {
    const promotion = await addPromotion({ firstOrderOnly: true });
    const regular = await signUp(t.app);
    expect((await place(regular, [[cable, 1]])).statusCode).toBe(201);
    const refused = await place(regular, [[mount, 1]], promotion.code!);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'This code is for a first order only' });
    const newcomer = await signUp(t.app);
    const placed = await place(newcomer, [[mount, 1]], promotion.code!);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json<Order>().discount).toBe(150);
    expect((await place(newcomer, [[mount, 1]], promotion.code!)).json()).toEqual({
      error: 'This code is for a first order only',
    });
  });

  it('gives the use back when the order is cancelled: the code works again', async () => {
    const promotion = await addPromotion({ usageLimit: 1, perCustomerLimit: 1 });
    const [first, second] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const placed = await place(first, [[mount, 1]], promotion.code!);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<Order>();
    expect((await place(second, [[mount, 1]], promotion.code!)).json()).toEqual({
      error: 'This code has been used up',
    });

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${order.id}/cancel`,
      headers: first.auth,
      payload: { reason: 'Ordered by mistake' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await usesOf(promotion.id)).toBe(0);
    const [kept] = await t.db
      .select()
      .from(orderPromotions)
      .where(eq(orderPromotions.orderId, order.id));
    expect(kept!.releasedAt).not.toBeNull();
    const [mine] = await t.db
      .select({ uses: promotionCustomerUses.uses })
      .from(promotionCustomerUses)
      .where(
        and(
          eq(promotionCustomerUses.promotionId, promotion.id),
          eq(promotionCustomerUses.userId, kept!.userId),
        ),
      );
    expect(mine!.uses).toBe(0);
    // The cancelled order still shows what it was given.
    expect(cancelled.json<Order>().promotions).toHaveLength(1);

    expect((await place(second, [[mount, 1]], promotion.code!)).statusCode).toBe(201);
    expect(await usesOf(promotion.id)).toBe(1);
    // Cancelling again gives nothing back twice.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/orders/${order.id}/cancel`,
          headers: first.auth,
          payload: {},
        })
      ).statusCode,
    ).toBe(409);
    expect(await usesOf(promotion.id)).toBe(1);
  });

  it('gives the use back when a return of the whole order is refunded', async () => {
    // Free shipping where shipping is free: the code applies, saving nothing, and counts a use.
    const promotion = await addPromotion({ kind: 'free_shipping', percent: null, usageLimit: 10 });
    const shopper = await signUp(t.app);
    const placed = await place(shopper, [[cable, 2]], promotion.code!);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<Order>();
    expect(order.promotions).toMatchObject([{ kind: 'free_shipping', saving: 0 }]);
    expect(await usesOf(promotion.id)).toBe(1);
    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments',
      headers: shopper.auth,
      payload: {
        orderId: order.id,
        fields: {
          method: 'upi',
          email: 'asha@example.in',
          phone: '+919845012345',
          acceptTerms: true,
        },
      },
    });
    expect(pay.statusCode, pay.body).toBe(200);
    const move = (payload: Record<string, unknown>) =>
      asStaff(t.app, manager, {
        method: 'POST',
        url: `/api/v1/admin/orders/${order.id}/status`,
        payload,
      });
    for (const payload of [
      { status: 1, reference: testUtr() },
      { status: 2, carrier: 'India Post', trackingNumber: 'EK123IN' },
      { status: 3 },
    ]) {
      const moved = await move(payload);
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const itemId = order.items[0]!.id;
    const step = async (id: number, path: string, payload: Record<string, unknown>) => {
      const done = await asStaff(t.app, manager, {
        method: 'POST',
        url: `/api/v1/admin/returns/${id}/${path}`,
        payload,
      });
      expect(done.statusCode, done.body).toBe(200);
    };
    // One unit back first: the use still counts.
    const returnOf = async (quantity: number) => {
      const asked = await t.app.inject({
        method: 'POST',
        url: `/api/v1/orders/${order.id}/returns`,
        headers: shopper.auth,
        payload: { lines: [{ itemId, quantity }], reason: 'Damaged or defective' },
      });
      expect(asked.statusCode, asked.body).toBe(201);
      const { id } = asked.json<{ id: number }>();
      await step(id, 'status', { status: 'approved' });
      await step(id, 'pickup', { carrier: 'Delhivery', trackingNumber: `DLV${id}` });
      await step(id, 'status', { status: 'received' });
      await step(id, 'refund', {});
    };
    await returnOf(1);
    expect(await usesOf(promotion.id)).toBe(1);
    await returnOf(1);
    expect(await usesOf(promotion.id)).toBe(0);
  });

  it('combines a code with a combinable automatic offer at placement', async () => {
    const automatic = await addPromotion({
      automatic: true,
      label: 'Stick sale',
      percent: 10,
      combinable: true,
      productIds: [stick.id],
    });
    try {
      const promotion = await addPromotion({
        kind: 'amount',
        percent: null,
        amountPaise: 5_000,
        combinable: true,
      });
      const placed = await place(await signUp(t.app), [[stick, 1]], promotion.code!);
      expect(placed.statusCode, placed.body).toBe(201);
      const order = placed.json<Order>();
      // 10 % of ₹1,000, then ₹50 off the ₹900 left.
      expect(order.promotions.map((offer) => [offer.label, offer.saving])).toEqual([
        ['Stick sale', 100],
        [promotion.label, 50],
      ]);
      expect(order.total).toBe(850);
      expect(await usesOf(automatic.id)).toBe(1);
    } finally {
      await t.db.update(promotions).set({ paused: true }).where(eq(promotions.id, automatic.id));
    }
  });

  it('keeps the code in the Idempotency-Key’s request: the same key with another code is a 409', async () => {
    const promotion = await addPromotion();
    const shopper = await signUp(t.app);
    const key = { 'idempotency-key': 'promo-retry-0001' };
    const first = await place(shopper, [[cable, 1]], promotion.code!, key);
    expect(first.statusCode, first.body).toBe(201);
    const retried = await place(shopper, [[cable, 1]], promotion.code!, key);
    expect(retried.json<Order>().id).toBe(first.json<Order>().id);
    expect(await usesOf(promotion.id)).toBe(1);
    const other = await place(shopper, [[cable, 1]], undefined, key);
    expect(other.statusCode).toBe(409);
  });

  it('charges the PIN’s shipping in the cart, and a free-shipping code waives it on the order', async () => {
    const promotion = await addPromotion({
      kind: 'free_shipping',
      percent: null,
      label: 'Free delivery',
    });
    const settings = (rate: Record<string, unknown>) =>
      asStaff(t.app, manager, {
        method: 'PUT',
        url: '/api/v1/admin/shipping',
        payload: {
          zones: [],
          elsewhere: { served: true, minDays: 3, maxDays: 7, cod: true, rate },
          dispatchDays: [1, 2, 3, 4, 5, 6],
          pickupPin: '110001',
        },
      });
    expect((await settings({ kind: 'flat', amount: 60, freeAbove: null })).statusCode).toBe(200);
    try {
      const noPin = (await cartCheck([[cable, 1]])).json<CartCheckResponse>();
      expect(noPin.totals).toMatchObject({ shipping: null, total: 500 });
      const withPin = (await cartCheck([[cable, 1]], { pin: '560001' })).json<CartCheckResponse>();
      expect(withPin.totals).toMatchObject({ items: 500, shipping: 60, total: 560 });
      const waived = (
        await cartCheck([[cable, 1]], { pin: '560001', code: promotion.code! })
      ).json<CartCheckResponse>();
      expect(waived.promotions).toEqual([
        expect.objectContaining({ kind: 'free_shipping', saving: 60 }),
      ]);
      expect(waived.totals).toMatchObject({ items: 500, discount: 0, shipping: 0, total: 500 });

      const charged = await place(await signUp(t.app), [[cable, 1]]);
      expect(charged.json<Order>()).toMatchObject({ total: 560, priceBreakup: { delivery: 60 } });
      const placed = await place(await signUp(t.app), [[cable, 1]], promotion.code!);
      expect(placed.statusCode, placed.body).toBe(201);
      const order = placed.json<Order>();
      expect(order).toMatchObject({
        total: 500,
        discount: 0,
        promotions: [{ kind: 'free_shipping', saving: 60 }],
        priceBreakup: { items: 500, delivery: 0, total: 500 },
      });
      expect(order.priceBreakup.discount).toBeUndefined();
      const [kept] = await t.db
        .select()
        .from(orderPromotions)
        .where(inArray(orderPromotions.orderId, [order.id]));
      expect(kept).toMatchObject({ discountPaise: 6_000, shippingWaivedPaise: 6_000 });
    } finally {
      expect((await settings({ kind: 'free' })).statusCode).toBe(200);
    }
  });
});
