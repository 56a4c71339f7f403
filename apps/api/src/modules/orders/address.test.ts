import {
  type AdminOrder,
  type Order,
  ORDER_STATUS,
  type ProductListResponse,
} from '@storefront/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, invoices, orders, stores } from '../../db/schema';
import { testUtr } from '../../test/utr';
import { addStaff, asStaff, signInStaff } from '../../test/staff';
import {
  createTestApp,
  drivers,
  signUp,
  type TestApp,
  testShippingAddress,
} from '../../test/test-app';

const KURTA_HOST = 'kurta-address.example.in';

/** Where the shopper really lives: Delhi, the shop's own state. */
const corrected = {
  fullName: 'Asha Verma',
  address: 'B-14, Lajpat Nagar II\nNear the metro station',
  city: 'New Delhi',
  state: 'Delhi',
  postalCode: '110024',
  phone: '+91 98110 45672',
};

describe.each(drivers)('correcting an order’s address in the back office on %s', (driver) => {
  let t: TestApp;
  let shopper: Awaited<ReturnType<typeof signUp>>;
  let productId: string;
  let packer: string;
  let manager: string;
  let kurtaOwner: string;

  beforeAll(async () => {
    t = await createTestApp(driver);
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
    await addStaff(t, { email: 'packer@address.in', role: 'fulfilment' });
    await addStaff(t, { email: 'manager@address.in', role: 'manager' });
    await addStaff(t, { email: 'owner@kurta-address.in', role: 'owner', storeId: kurta!.id });
    [packer, manager, kurtaOwner] = await Promise.all([
      signInStaff(t.app, 'packer@address.in'),
      signInStaff(t.app, 'manager@address.in'),
      signInStaff(t.app, 'owner@kurta-address.in', { host: KURTA_HOST }),
    ]);
    shopper = await signUp(t.app);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/v1/products?limit=1' })
    ).json<ProductListResponse>();
    productId = list.data[0]!.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  async function placeOrder(): Promise<Order> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: shopper.auth,
      payload: { products: { [productId]: 1 }, shippingAddress: testShippingAddress },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Order>();
  }

  const correct = (id: string, body: object, cookie = packer, host?: string) =>
    asStaff(t.app, cookie, {
      method: 'PUT',
      url: `/api/v1/admin/orders/${id}/shipping-address`,
      payload: body,
      host,
    });

  // Confirming money and cancelling are a manager's; shipping a packer's.
  const changeStatus = (id: string, body: { status: number } & Record<string, unknown>) =>
    asStaff(t.app, [1, 4].includes(body.status) ? manager : packer, {
      method: 'POST',
      url: `/api/v1/admin/orders/${id}/status`,
      payload: body,
    });

  it('corrects a Processing order’s address: audited, on its history, and on its tax invoice', async () => {
    const order = await placeOrder();
    expect((await changeStatus(order.id, { status: 1, reference: testUtr() })).statusCode).toBe(
      200,
    );

    const response = await correct(order.id, corrected);
    expect(response.statusCode, response.body).toBe(200);
    const answered = response.json<AdminOrder>();
    expect(answered.shippingAddress).toEqual({ ...corrected, phone: '+919811045672' });
    expect(answered.phone).toBe('+919811045672');
    const entry = answered.timeline.at(-1)!;
    expect(entry).toMatchObject({
      type: 'address_corrected',
      actor: 'packer@address.in',
      details: {
        from: 'Asha Verma, 12, Shanti Kunj, MG Road, Bengaluru, Karnataka 560001, +919845012345',
        to: 'Asha Verma, B-14, Lajpat Nagar II, Near the metro station, New Delhi, Delhi 110024, +919811045672',
      },
    });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.address_corrected'), eq(auditLog.entityId, order.id)));
    expect(audit).toMatchObject({
      actor: 'packer@address.in',
      entity: 'order',
      before: { state: 'Karnataka', postalCode: '560001', city: 'Bengaluru' },
      after: { state: 'Delhi', postalCode: '110024', city: 'New Delhi' },
    });
    // The shopper sees where it now goes.
    const mine = await t.app.inject({ url: `/api/v1/orders/${order.id}`, headers: shopper.auth });
    expect(mine.json<Order>().shippingAddress.postalCode).toBe('110024');

    const shipped = await changeStatus(order.id, {
      status: ORDER_STATUS.SHIPPED,
      carrier: 'Delhivery',
      trackingNumber: 'DL1',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    // Delhi to Delhi: the place of supply is the corrected state, so the tax is CGST + SGST.
    expect(invoice!.data.placeOfSupply).toEqual({ code: '07', name: 'Delhi' });
    expect(invoice!.data.intraState).toBe(true);
    expect(invoice!.data.buyer).toMatchObject({
      address: corrected.address,
      city: 'New Delhi',
      postalCode: '110024',
    });
  });

  it('refuses a PIN code of another state than the one given, naming both, and changes nothing', async () => {
    const order = await placeOrder();
    const response = await correct(order.id, { ...corrected, state: 'Karnataka' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'state: PIN code 110024 is in Delhi, not in Karnataka',
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.postalCode).toBe('560001');
  });

  it('answers 400 naming the field for a malformed address', async () => {
    const order = await placeOrder();
    const response = await correct(order.id, { ...corrected, postalCode: '011002' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(/^postalCode: /);
    const blank = await correct(order.id, { ...corrected, city: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ error: string }>().error).toMatch(/^city: /);
  });

  it('refuses to correct an order once it has shipped, or was cancelled (409)', async () => {
    const order = await placeOrder();
    await changeStatus(order.id, { status: 1, reference: testUtr() });
    await changeStatus(order.id, { status: 2, carrier: 'Delhivery', trackingNumber: 'DL2' });
    const late = await correct(order.id, corrected);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      error: 'This order is shipped: its address can be corrected only before it ships.',
    });

    const cancelled = await placeOrder();
    await changeStatus(cancelled.id, { status: 4, reason: 'Asked by the shopper' });
    expect((await correct(cancelled.id, corrected)).statusCode).toBe(409);
  });

  it('finds no order of another store', async () => {
    const order = await placeOrder();
    const response = await correct(order.id, corrected, kurtaOwner, KURTA_HOST);
    expect(response.statusCode).toBe(404);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.postalCode).toBe('560001');
  });
});
