import type {
  AdminOrderList,
  AdminPromotion,
  AdminPromotionList,
  Order,
  ProductListResponse,
  PromotionInput,
} from '@storefront/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  orderPromotions,
  orders,
  productVariants,
  promotions,
  stores,
} from '../../db/schema';
import { DEFAULT_RATE_LIMITS } from '../../lib/rate-limit-policy';
import { seedDemoPromotions } from '../../seed/promotions';
import { addStaff, asStaff, signInStaff } from '../../test/staff';
import {
  createTestApp,
  drivers,
  signUp,
  type TestApp,
  testShippingAddress,
} from '../../test/test-app';

const KURTA_HOST = 'kurta.example.in';
const URL = '/api/v1/admin/promotions';

/** A code promotion of each kind, as staff fill the form. */
const DIWALI: PromotionInput = {
  code: 'Diwali10',
  kind: 'percentage',
  value: 10,
  maxDiscount: 500,
  minOrder: 1999,
  usageLimit: 1000,
  perCustomerLimit: 1,
  startsAt: '2026-11-01T00:00:00+05:30',
  endsAt: '2099-11-15T23:59:59+05:30',
};
const FLAT: PromotionInput = { code: 'FLAT200', kind: 'amount', value: 200 };
const SHIP_FREE: PromotionInput = { automatic: true, kind: 'free_shipping' };
const BUY2GET1: PromotionInput = {
  automatic: true,
  kind: 'buy_x_get_y',
  buyQuantity: 2,
  getQuantity: 1,
  categories: ['HDMI Cables'],
};

describe.each(drivers)('back-office promotions API on %s', (driver) => {
  let t: TestApp;
  let owner: string;
  let manager: string;
  let packer: string;
  let kurtaOwner: string;
  let storeId: number;
  /** Orders placed before any promotion exists, so no automatic offer touches them. */
  let placed: Order[];
  let shopperEmail: string;

  beforeAll(async () => {
    t = await createTestApp(driver, {
      rateLimits: { ...DEFAULT_RATE_LIMITS, ordersPerAccountPerHour: 1_000 },
    });
    // The second store exists before any request names its host, so no cache holds otherwise.
    const [kurta] = await t.db
      .insert(stores)
      .values({
        hosts: [KURTA_HOST],
        storeName: 'Kurta Ghar',
        companyName: 'Kurta Ghar LLP',
        companyAddress: '7, Johari Bazar, Jaipur 302003',
        companyPhone: '+91 94140 11111',
        companyEmail: 'hello@kurta.example.in',
        paymentSettings: { methods: ['cod'] },
      })
      .returning();
    [{ id: storeId }] = (await t.db
      .select({ id: stores.id })
      .from(stores)
      .where(eq(stores.isDefault, true))) as [{ id: number }];
    await addStaff(t, { email: 'owner@shop.in', role: 'owner' });
    await addStaff(t, { email: 'manager@shop.in', role: 'manager' });
    await addStaff(t, { email: 'packer@shop.in', role: 'fulfilment' });
    await addStaff(t, { email: 'owner@kurta.example.in', role: 'owner', storeId: kurta!.id });
    [owner, manager, packer, kurtaOwner] = await Promise.all([
      signInStaff(t.app, 'owner@shop.in'),
      signInStaff(t.app, 'manager@shop.in'),
      signInStaff(t.app, 'packer@shop.in'),
      signInStaff(t.app, 'owner@kurta.example.in', { host: KURTA_HOST }),
    ]);
    await t.db.update(productVariants).set({ stock: null });
    const { data } = (
      await t.app.inject({ method: 'GET', url: '/api/v1/products?limit=5' })
    ).json<ProductListResponse>();
    const shopper = await signUp(t.app);
    shopperEmail = shopper.email;
    placed = [];
    for (let i = 0; i < 3; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/orders',
        headers: shopper.auth,
        payload: { products: { [data[i]!.id]: 2 }, shippingAddress: testShippingAddress },
      });
      expect(response.statusCode, response.body).toBe(201);
      placed.push(response.json<Order>());
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const create = (payload: object, cookie = manager) =>
    asStaff(t.app, cookie, { method: 'POST', url: URL, payload });
  const created = async (payload: PromotionInput, cookie = manager) => {
    const response = await create(payload, cookie);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<{ id: number }>();
    expect(Object.keys(body)).toEqual(['id']);
    return body.id;
  };
  const get = async (id: number) => {
    const response = await asStaff(t.app, manager, { method: 'GET', url: `${URL}/${id}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AdminPromotion>();
  };
  const list = async (query = '') => {
    const response = await asStaff(t.app, manager, { method: 'GET', url: `${URL}?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AdminPromotionList>();
  };
  const pause = (id: number, paused: boolean, cookie = manager) =>
    asStaff(t.app, cookie, { method: 'POST', url: `${URL}/${id}/pause`, payload: { paused } });

  it('creates each kind (201 with its id), describing it when staff give no label, and audits it', async () => {
    const diwali = await created(DIWALI);
    expect(await get(diwali)).toMatchObject({
      id: diwali,
      label: '10% off above ₹1,999',
      code: 'Diwali10',
      automatic: false,
      kind: 'percentage',
      value: 10,
      maxDiscount: 500,
      minOrder: 1999,
      usageLimit: 1000,
      perCustomerLimit: 1,
      // ISO with the offset in, ISO (UTC) out.
      startsAt: '2026-10-31T18:30:00.000Z',
      endsAt: '2099-11-15T18:29:59.000Z',
      paused: false,
      status: 'active',
      uses: 0,
      orders: 0,
      discountGiven: 0,
      revenue: 0,
    });
    const flat = await get(await created(FLAT));
    expect(flat).toMatchObject({
      label: '₹200 off',
      kind: 'amount',
      value: 200,
      maxDiscount: null,
    });
    const ship = await get(await created(SHIP_FREE));
    expect(ship).toMatchObject({
      label: 'Free shipping',
      code: null,
      automatic: true,
      value: null,
    });
    const bxgy = await get(await created(BUY2GET1));
    expect(bxgy).toMatchObject({
      label: 'Buy 2 get 1 free',
      value: 100,
      buyQuantity: 2,
      getQuantity: 1,
      categories: ['HDMI Cables'],
      getProductIds: [],
    });
    const named = await get(
      await created({ code: 'HALF', kind: 'percentage', value: 12.5, label: 'Monsoon sale' }),
    );
    expect(named).toMatchObject({ label: 'Monsoon sale', value: 12.5 });

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'promotion'), eq(auditLog.entityId, String(diwali))));
    expect(entry).toMatchObject({ action: 'promotion.created', actor: 'manager@shop.in' });
  });

  it.each([
    [{ ...FLAT, automatic: true }, /^automatic: a promotion with a code cannot also be automatic/],
    [{ ...DIWALI, code: 'PCT150', value: 150 }, /^value: must be a percentage from 1 to 100/],
    [{ ...DIWALI, code: 'PCT3DP', value: 12.345 }, /^value: must be a percentage with at most 2/],
    [
      {
        ...FLAT,
        code: 'BACKWARDS',
        startsAt: '2026-12-02T00:00:00+05:30',
        endsAt: '2026-12-01T00:00:00+05:30',
      },
      /^endsAt: must be after the start/,
    ],
    [{ ...FLAT, code: 'WHAT', kind: 'cashback' }, /^kind: must be one of: percentage, amount/],
    [{ kind: 'amount', value: 100 }, /^code: is required unless the promotion is automatic/],
    [{ ...FLAT, code: 'no spaces' }, /^code: must be 3 to 30 letters/],
  ])('refuses %j with 400 naming the field', async (payload, message) => {
    const response = await create(payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(message);
  });

  it('refuses a code another promotion of the store has, whatever its case (409), on create and edit', async () => {
    await created({ ...FLAT, code: 'Unique-1' });
    const again = await create({ ...FLAT, code: 'unique-1' });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: string }>().error).toBe(
      'code: UNIQUE-1 is already used by another promotion',
    );
    const other = await created({ ...FLAT, code: 'Unique-2' });
    const renamed = await asStaff(t.app, manager, {
      method: 'PUT',
      url: `${URL}/${other}`,
      payload: { ...FLAT, code: 'UNIQUE-1' },
    });
    expect(renamed.statusCode).toBe(409);
    // The same code in another store is its own.
    const kurta = await asStaff(t.app, kurtaOwner, {
      method: 'POST',
      url: URL,
      host: KURTA_HOST,
      payload: { ...FLAT, code: 'UNIQUE-1' },
    });
    expect(kurta.statusCode, kurta.body).toBe(201);
  });

  it('edits a promotion, keeping its own code, and refuses a usage limit below the uses made (422)', async () => {
    const id = await created({ ...FLAT, code: 'EDITME' });
    const edited = await asStaff(t.app, owner, {
      method: 'PUT',
      url: `${URL}/${id}`,
      payload: { ...FLAT, code: 'editme', value: 250, minOrder: 1499.5, usageLimit: 10 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<AdminPromotion>()).toMatchObject({
      code: 'editme',
      value: 250,
      minOrder: 1499.5,
      usageLimit: 10,
      label: '₹250 off above ₹1,499.50',
    });
    await t.db.update(promotions).set({ uses: 7 }).where(eq(promotions.id, id));
    const lower = await asStaff(t.app, owner, {
      method: 'PUT',
      url: `${URL}/${id}`,
      payload: { ...FLAT, code: 'EDITME', usageLimit: 5 },
    });
    expect(lower.statusCode).toBe(422);
    expect(lower.json<{ error: string }>().error).toBe(
      'usageLimit: cannot be lower than the 7 uses already made',
    );
    expect((await get(id)).usageLimit).toBe(10);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'promotion.updated'), eq(auditLog.entityId, String(id))));
    expect(entry).toMatchObject({ actor: 'owner@shop.in' });
  });

  it('pauses and resumes a promotion; its status follows the pause, the window and the uses', async () => {
    const id = await created({ ...FLAT, code: 'PAUSEME', usageLimit: 2 });
    const paused = await pause(id, true);
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json<AdminPromotion>()).toMatchObject({ paused: true, status: 'paused' });
    const resumed = await pause(id, false);
    expect(resumed.json<AdminPromotion>()).toMatchObject({ paused: false, status: 'active' });
    await t.db.update(promotions).set({ uses: 2 }).where(eq(promotions.id, id));
    expect((await get(id)).status).toBe('used_up');

    const later = await created({ ...FLAT, code: 'LATER', startsAt: '2099-01-01T00:00:00+05:30' });
    expect((await get(later)).status).toBe('scheduled');
    const over = await created({ ...FLAT, code: 'OVER', endsAt: '2020-01-01T00:00:00+05:30' });
    expect((await get(over)).status).toBe('ended');
  });

  it('duplicates a promotion as a paused copy with no uses, its code suffixed -COPY', async () => {
    const id = await created({ ...DIWALI, code: 'COPYME' });
    await t.db.update(promotions).set({ uses: 3 }).where(eq(promotions.id, id));
    const first = await asStaff(t.app, manager, { method: 'POST', url: `${URL}/${id}/duplicate` });
    expect(first.statusCode, first.body).toBe(201);
    const copy = await get(first.json<{ id: number }>().id);
    const original = await get(id);
    expect(copy).toMatchObject({
      code: 'COPYME-COPY',
      label: '10% off above ₹1,999 (copy)',
      paused: true,
      status: 'paused',
      uses: 0,
      value: original.value,
      maxDiscount: original.maxDiscount,
      startsAt: original.startsAt,
      endsAt: original.endsAt,
      usageLimit: original.usageLimit,
    });
    const second = await asStaff(t.app, manager, { method: 'POST', url: `${URL}/${id}/duplicate` });
    expect((await get(second.json<{ id: number }>().id)).code).toBe('COPYME-COPY2');
    const automatic = await created({ ...SHIP_FREE, minOrder: 499 });
    const automaticCopy = await asStaff(t.app, manager, {
      method: 'POST',
      url: `${URL}/${automatic}/duplicate`,
    });
    expect((await get(automaticCopy.json<{ id: number }>().id)).code).toBeNull();
  });

  it('lists newest first, filtered by status and by part of the code or label, a page at a time', async () => {
    const all = await list('limit=100');
    const ids = all.data.map((promotion) => promotion.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(all.pagination.total).toBe(all.data.length);

    const paused = await list('status=paused&limit=100');
    expect(paused.data.length).toBeGreaterThan(0);
    expect(paused.data.every((promotion) => promotion.status === 'paused')).toBe(true);
    expect((await list('status=ended')).data.map((p) => p.code)).toEqual(['OVER']);

    expect((await list('q=copyme')).data.map((p) => p.code)).toEqual([
      'COPYME-COPY2',
      'COPYME-COPY',
      'COPYME',
    ]);
    expect((await list('q=monsoon')).data.map((p) => p.code)).toEqual(['HALF']);
    // A "%" is a character to find, not a wildcard.
    expect((await list('q=10%25%20off')).data.every((p) => p.label.includes('10% off'))).toBe(true);

    const second = await list('limit=2&page=2');
    expect(second.data.map((p) => p.id)).toEqual(ids.slice(2, 4));
    expect(second.pagination).toEqual({ page: 2, limit: 2, total: all.pagination.total });
    const wrong = await asStaff(t.app, manager, { method: 'GET', url: `${URL}?status=gone` });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ error: string }>().error).toMatch(/^status: must be one of/);
  });

  describe('with orders that used a promotion', () => {
    let used: number;
    let other: number;

    beforeAll(async () => {
      used = await created({ ...DIWALI, code: 'USED10' });
      other = await created({ ...SHIP_FREE, label: 'Free delivery weekend', combinable: true });
      const [first, second, third] = placed as [Order, Order, Order];
      const [{ userId }] = (await t.db
        .select({ userId: orders.userId })
        .from(orders)
        .where(eq(orders.id, first.id))) as [{ userId: number }];
      const minute = (n: number) => new Date(Date.UTC(2026, 10, 1, 10, n));
      await t.db.insert(orderPromotions).values([
        {
          orderId: first.id,
          promotionId: used,
          userId,
          label: '10% off above ₹1,999',
          code: 'used10',
          kind: 'percentage',
          discountPaise: 150_50,
          createdAt: minute(1),
        },
        {
          orderId: first.id,
          promotionId: other,
          userId,
          label: 'Free delivery weekend',
          code: null,
          kind: 'free_shipping',
          discountPaise: 49_00,
          shippingWaivedPaise: 49_00,
          createdAt: minute(1),
        },
        {
          orderId: second.id,
          promotionId: used,
          userId,
          label: '10% off above ₹1,999',
          code: 'USED10',
          kind: 'percentage',
          discountPaise: 99_99,
          createdAt: minute(2),
        },
        // A cancelled order gave its use back: listed, not counted.
        {
          orderId: third.id,
          promotionId: used,
          userId,
          label: '10% off above ₹1,999',
          code: 'Used10',
          kind: 'percentage',
          discountPaise: 10_00,
          releasedAt: new Date(),
          createdAt: minute(3),
        },
      ]);
      await t.db.update(promotions).set({ uses: 2 }).where(eq(promotions.id, used));
    });

    it('answers the uses, orders, discount given and revenue of the orders that still count', async () => {
      const [first, second] = placed as [Order, Order];
      expect(await get(used)).toMatchObject({
        uses: 2,
        orders: 2,
        discountGiven: 250.49,
        revenue: Math.round((first.total + second.total) * 100) / 100,
      });
      const listed = (await list('q=USED10')).data[0]!;
      expect(listed).toMatchObject({ id: used, orders: 2, discountGiven: 250.49 });
    });

    it('lists the orders that used it, newest first, with what each was given and any use given back', async () => {
      const response = await asStaff(t.app, manager, {
        method: 'GET',
        url: `${URL}/${used}/uses?limit=2`,
      });
      expect(response.statusCode, response.body).toBe(200);
      const { data, pagination } = response.json<{
        data: { orderId: string; code: string; discount: number; releasedAt: string | null }[];
        pagination: object;
      }>();
      expect(pagination).toEqual({ page: 1, limit: 2, total: 3 });
      expect(data.map((use) => use.orderId)).toEqual([placed[2]!.id, placed[1]!.id]);
      expect(data[0]).toMatchObject({ code: 'Used10', discount: 10 });
      expect(data[0]!.releasedAt).not.toBeNull();
      expect(data[1]).toMatchObject({
        code: 'USED10',
        discount: 99.99,
        releasedAt: null,
        orderTotal: placed[1]!.total,
        customerEmail: shopperEmail,
      });
    });

    it('filters the order list by promotion, each order with its discount and codes', async () => {
      const response = await asStaff(t.app, packer, {
        method: 'GET',
        url: `/api/v1/admin/orders?promotionId=${used}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      const { data, pagination } = response.json<AdminOrderList>();
      expect(pagination.total).toBe(3);
      const byId = new Map(data.map((order) => [order.id, order]));
      // Goods and shipping waived; the code as the shopper typed it, an automatic offer by label.
      expect(byId.get(placed[0]!.id)).toMatchObject({
        discount: 199.5,
        promotions: ['used10', 'Free delivery weekend'],
      });
      expect(byId.get(placed[1]!.id)).toMatchObject({ discount: 99.99, promotions: ['USED10'] });

      const none = await asStaff(t.app, packer, {
        method: 'GET',
        url: `/api/v1/admin/orders?promotionId=${other}&limit=100`,
      });
      expect(none.json<AdminOrderList>().data.map((order) => order.id)).toEqual([placed[0]!.id]);
      const everything = await asStaff(t.app, packer, {
        method: 'GET',
        url: '/api/v1/admin/orders?limit=100',
      });
      const plain = everything.json<AdminOrderList>().data.find((o) => o.id === placed[2]!.id);
      expect(plain).toMatchObject({ discount: 10, promotions: ['Used10'] });
    });

    it('exports the promotions report and the orders as CSV with discount and promotion columns', async () => {
      const report = await asStaff(t.app, owner, { method: 'GET', url: `${URL}/export` });
      expect(report.statusCode, report.body).toBe(200);
      expect(report.headers['content-type']).toBe('text/csv; charset=utf-8');
      const lines = report.body.trim().split('\n');
      expect(lines[0]).toBe(
        'id,code,label,kind,status,uses,usage_limit,orders,discount_given,revenue,starts_at,ends_at',
      );
      const [first, second] = placed as [Order, Order];
      const revenue = (Math.round((first.total + second.total) * 100) / 100).toFixed(2);
      expect(lines).toContain(
        `${used},USED10,"10% off above ₹1,999",percentage,active,2,1000,2,250.49,${revenue},2026-10-31T18:30:00.000Z,2099-11-15T18:29:59.000Z`,
      );

      const exported = await asStaff(t.app, manager, {
        method: 'GET',
        url: `/api/v1/admin/orders/export?promotionId=${used}`,
      });
      expect(exported.statusCode, exported.body).toBe(200);
      expect(exported.headers['content-disposition']).toBe('attachment; filename="orders.csv"');
      const rows = exported.body.trim().split('\n');
      expect(rows[0]).toBe(
        'order,placed_at,status,customer,email,phone,items,payment_method,discount,promotions,total',
      );
      expect(rows.slice(1).map((row) => row.split(',')[0])).toEqual(
        [...placed].reverse().map((order) => order.id),
      );
      const summary = (
        await asStaff(t.app, manager, {
          method: 'GET',
          url: `/api/v1/admin/orders?promotionId=${used}`,
        })
      ).json<AdminOrderList>().data[2]!;
      expect(summary.id).toBe(first.id);
      expect(rows[3]).toBe(
        [
          first.id,
          summary.createdAt,
          'Pending',
          summary.customerName,
          summary.email,
          // "+91…" would start a formula in a spreadsheet: marked as text (lib/csv.ts).
          `'${summary.phone}`,
          '2',
          '',
          '199.50',
          'used10 | Free delivery weekend',
          first.total.toFixed(2),
        ].join(','),
      );
    });
  });

  it('lets owners and managers run promotions, not fulfilment (403)', async () => {
    const id = await created({ ...FLAT, code: 'ROLES' }, owner);
    for (const request of [
      { method: 'POST' as const, url: URL, payload: { ...FLAT, code: 'PACKER' } },
      { method: 'PUT' as const, url: `${URL}/${id}`, payload: FLAT },
      { method: 'POST' as const, url: `${URL}/${id}/pause`, payload: { paused: true } },
      { method: 'POST' as const, url: `${URL}/${id}/duplicate` },
      { method: 'GET' as const, url: `${URL}/${id}` },
    ]) {
      const response = await asStaff(t.app, packer, request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(403);
    }
    expect((await get(id)).paused).toBe(false);
  });

  it('answers 404 for another store’s promotion, whatever the call', async () => {
    const id = await created({ ...FLAT, code: 'MINE' });
    for (const request of [
      { method: 'GET' as const, url: `${URL}/${id}` },
      { method: 'GET' as const, url: `${URL}/${id}/uses` },
      { method: 'PUT' as const, url: `${URL}/${id}`, payload: FLAT },
      { method: 'POST' as const, url: `${URL}/${id}/pause`, payload: { paused: true } },
      { method: 'POST' as const, url: `${URL}/${id}/duplicate` },
    ]) {
      const response = await asStaff(t.app, kurtaOwner, { ...request, host: KURTA_HOST });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
      expect(response.json<{ error: string }>().error).toBe('Promotion not found');
    }
    const theirs = await asStaff(t.app, kurtaOwner, { method: 'GET', url: URL, host: KURTA_HOST });
    expect(theirs.json<AdminPromotionList>().data.map((p) => p.code)).toEqual(['UNIQUE-1']);
    expect((await get(id)).paused).toBe(false);
  });

  // Last: the demo's automatic offers would apply to orders placed after them.
  it('seeds the sample shop’s demo promotions once', async () => {
    const [{ id: empty }] = (await t.db
      .insert(stores)
      .values({
        hosts: ['demo.example.in'],
        storeName: 'Demo',
        companyName: 'Demo LLP',
        companyAddress: '1, MG Road, Bengaluru 560001',
        companyPhone: '+91 98450 00000',
        companyEmail: 'hello@demo.example.in',
      })
      .returning({ id: stores.id })) as [{ id: number }];
    expect(await seedDemoPromotions(t.db, empty)).toBe(2);
    expect(await seedDemoPromotions(t.db, empty)).toBe(0);

    // The sample catalogue's store: the code, the free shipping and the cables' offer.
    await t.db.delete(orderPromotions);
    await t.db.delete(promotions).where(eq(promotions.storeId, storeId));
    expect(await seedDemoPromotions(t.db, storeId)).toBe(3);
    const seeded = (await list()).data;
    // Added together: newest first is the last added first.
    expect(seeded.map((p) => [p.code, p.kind, p.automatic, p.status])).toEqual([
      [null, 'buy_x_get_y', true, 'active'],
      [null, 'free_shipping', true, 'active'],
      ['DIWALI10', 'percentage', false, 'active'],
    ]);
    expect(seeded[2]).toMatchObject({ value: 10, maxDiscount: 500, minOrder: 1999 });
    expect(seeded[2]).toMatchObject({ usageLimit: 1000, perCustomerLimit: 1 });
    expect(seeded[0]!.productIds.length).toBeGreaterThan(3);
  });
});
