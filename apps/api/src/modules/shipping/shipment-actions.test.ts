import type {
  AdminOrder,
  AdminShipment,
  Order,
  PickupRequested,
  ProductListResponse,
} from '@storefront/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, productVariants, shipments, stores } from '../../db/schema';
import { DEFAULT_RATE_LIMITS } from '../../lib/rate-limit-policy';
import { readPdf } from '../../test/pdf-text';
import { addStaff, asStaff, signInStaff } from '../../test/staff';
import {
  createTestApp,
  drivers,
  signUp,
  type TestApp,
  testShippingAddress,
} from '../../test/test-app';

const PROCESSING = 1;
const SHIPPED = 2;

describe.each(drivers)('cancelling parcels, pickups and manifests on %s', (driver) => {
  let t: TestApp;
  let shopper: Awaited<ReturnType<typeof signUp>>;
  let owner: string;
  let packer: string;
  let products: ProductListResponse['data'];

  beforeAll(async () => {
    t = await createTestApp(driver, {
      rateLimits: { ...DEFAULT_RATE_LIMITS, ordersPerAccountPerHour: 1_000 },
    });
    await addStaff(t, { email: 'owner@ops.in', role: 'owner' });
    await addStaff(t, { email: 'packer@ops.in', role: 'fulfilment' });
    [owner, packer] = await Promise.all([
      signInStaff(t.app, 'owner@ops.in'),
      signInStaff(t.app, 'packer@ops.in'),
    ]);
    shopper = await signUp(t.app);
    await t.db.update(productVariants).set({ stock: null });
    products = (
      await t.app.inject({ method: 'GET', url: '/api/v1/products?limit=100' })
    ).json<ProductListResponse>().data;
    t.app.shipping.shiprocketSandbox!.switches.immediate = true;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A cash-on-delivery order of two lines (2 of one product, 1 of another), confirmed. */
  async function codOrder(): Promise<Order> {
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: shopper.auth,
      payload: {
        products: { [products[0]!.id]: 2, [products[1]!.id]: 1 },
        shippingAddress: testShippingAddress,
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<Order>();
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments',
      headers: shopper.auth,
      payload: {
        orderId: order.id,
        fields: {
          method: 'cod',
          email: 'asha@example.in',
          phone: '+919845012345',
          acceptTerms: true,
        },
      },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    return order;
  }

  const book = async (orderId: string, payload: Record<string, unknown>) => {
    const response = await asStaff(t.app, packer, {
      method: 'POST',
      url: `/api/v1/admin/orders/${orderId}/shipments`,
      payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number; awb: string }>();
  };
  const cancel = (id: number) =>
    asStaff(t.app, packer, { method: 'POST', url: `/api/v1/admin/shipments/${id}/cancel` });
  const pickup = (shipmentIds: number[]) =>
    asStaff(t.app, packer, {
      method: 'POST',
      url: '/api/v1/admin/shipments/pickup',
      payload: { shipmentIds },
    });
  const manifest = (shipmentIds: number[]) =>
    asStaff(t.app, packer, {
      method: 'POST',
      url: '/api/v1/admin/shipments/manifest',
      payload: { shipmentIds },
    });
  const adminOrder = async (id: string) =>
    (
      await asStaff(t.app, owner, { method: 'GET', url: `/api/v1/admin/orders/${id}` })
    ).json<AdminOrder>();

  it('cancels a Shiprocket parcel at Shiprocket and here, and its lines can be booked again', async () => {
    const sandbox = t.app.shipping.shiprocketSandbox!;
    const order = await codOrder();
    const [first] = order.items;
    const parcel = await book(order.id, {
      carrier: 'shiprocket',
      lines: [{ itemId: first!.id, quantity: 2 }],
    });

    // Shiprocket fails: 502, the parcel still booked at both ends.
    sandbox.switches.failCancel = true;
    const failed = await cancel(parcel.id);
    expect(failed.statusCode, failed.body).toBe(502);
    expect(sandbox.parcelsOf(order.id)).toMatchObject([{ awb: parcel.awb, cancelled: false }]);
    expect((await adminOrder(order.id)).shipments[0]!.status).toBe('booked');

    const cancelled = await cancel(parcel.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<AdminShipment>()).toMatchObject({
      id: parcel.id,
      awb: parcel.awb,
      status: 'cancelled',
    });
    expect(sandbox.parcelsOf(order.id)).toMatchObject([{ awb: parcel.awb, cancelled: true }]);
    const seen = await adminOrder(order.id);
    expect(seen.status).toBe(PROCESSING);
    expect(seen.shipments[0]!.status).toBe('cancelled');
    expect(seen.timeline.at(-1)).toMatchObject({
      type: 'shipment',
      actor: 'packer@ops.in',
      details: { action: 'Parcel cancelled', trackingNumber: parcel.awb },
    });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, 'shipment.cancelled')));
    expect(audit).toHaveLength(1);

    // Once cancelled, again is 409; its lines are free: the whole order ships in a new parcel.
    expect((await cancel(parcel.id)).statusCode).toBe(409);
    await book(order.id, { carrier: 'shiprocket' });
    expect((await adminOrder(order.id)).status).toBe(SHIPPED);
  });

  it('refuses to cancel a parcel the courier has picked up, or one of an order that has shipped', async () => {
    const sandbox = t.app.shipping.shiprocketSandbox!;
    const order = await codOrder();
    const [first] = order.items;
    const parcel = await book(order.id, {
      carrier: 'shiprocket',
      lines: [{ itemId: first!.id, quantity: 1 }],
    });
    await sandbox.deliver({ awb: parcel.awb, step: 0 }, { chain: true });
    expect((await adminOrder(order.id)).shipments[0]!.status).toBe('picked_up');
    const pickedUp = await cancel(parcel.id);
    expect(pickedUp.statusCode).toBe(409);
    expect(pickedUp.json().error).toMatch(/already with the courier/);
    expect(sandbox.parcelsOf(order.id)[0]!.cancelled).toBe(false);

    // The manual carrier's last parcel ships the order: its parcels stay (the invoice is issued).
    const rest = await book(order.id, {
      carrier: 'manual',
      courierName: 'India Post',
      trackingNumber: 'EK9IN',
    });
    expect((await adminOrder(order.id)).status).toBe(SHIPPED);
    const shipped = await cancel(rest.id);
    expect(shipped.statusCode).toBe(409);
    expect(shipped.json().error).toMatch(/has shipped/);
  });

  it('cancels a parcel booked by hand here only, and another store’s parcel is not found', async () => {
    const order = await codOrder();
    const [first] = order.items;
    const parcel = await book(order.id, {
      carrier: 'manual',
      courierName: 'DTDC',
      trackingNumber: 'D77',
      lines: [{ itemId: first!.id, quantity: 1 }],
    });
    const cancelled = await cancel(parcel.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<AdminShipment>().status).toBe('cancelled');

    const [other] = await t.db
      .insert(stores)
      .values({
        hosts: ['other-ops.example.in'],
        storeName: 'Other',
        companyName: 'Other Pvt Ltd',
        companyAddress: 'Kochi',
        companyPhone: '+91 90000 00000',
        companyEmail: 'hi@other-ops.example.in',
      })
      .returning({ id: stores.id });
    const [theirs] = await t.db
      .insert(shipments)
      .values({ storeId: other!.id, orderId: order.id, carrierId: 'manual', awb: 'THEIRS1' })
      .returning({ id: shipments.id });
    expect((await cancel(theirs!.id)).statusCode).toBe(404);
    expect((await pickup([theirs!.id])).statusCode).toBe(404);
    expect((await manifest([theirs!.id])).statusCode).toBe(404);
  });

  it('asks Shiprocket to collect booked parcels, and has nothing to ask for parcels booked by hand', async () => {
    const sandbox = t.app.shipping.shiprocketSandbox!;
    const [one, two] = [await codOrder(), await codOrder()];
    const first = await book(one.id, { carrier: 'shiprocket' });
    // Part of the order: it stays Processing, so this parcel may still be cancelled.
    const second = await book(two.id, {
      carrier: 'shiprocket',
      lines: [{ itemId: two.items[0]!.id, quantity: 1 }],
    });
    const asked = await pickup([first.id, second.id]);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json<PickupRequested>()).toEqual({
      carrier: 'shiprocket',
      shipmentIds: [first.id, second.id],
      awbs: [first.awb, second.awb],
    });
    expect(sandbox.parcelsOf(one.id)).toMatchObject([{ awb: first.awb, pickupRequested: true }]);
    expect(sandbox.parcelsOf(two.id)).toMatchObject([{ awb: second.awb, pickupRequested: true }]);
    expect((await adminOrder(one.id)).timeline.at(-1)).toMatchObject({
      type: 'shipment',
      details: { action: 'Pickup requested', trackingNumber: first.awb },
    });

    const byHand = await codOrder();
    const manual = await book(byHand.id, {
      carrier: 'manual',
      courierName: 'India Post',
      trackingNumber: 'EK5IN',
    });
    const nothing = await pickup([manual.id]);
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().error).toMatch(/nothing to ask/);
    const mixed = await pickup([first.id, manual.id]);
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json().error).toMatch(/one carrier/);
    expect((await pickup([])).statusCode).toBe(400);

    // A pickup asked does not stop a cancellation before the courier comes.
    const called = await cancel(second.id);
    expect(called.statusCode, called.body).toBe(200);
    expect((await pickup([second.id])).statusCode).toBe(409);
  });

  it('prints the manifest: Shiprocket’s for its parcels, ours for parcels booked by hand', async () => {
    const [one, two] = [await codOrder(), await codOrder()];
    const first = await book(one.id, { carrier: 'shiprocket' });
    const second = await book(two.id, { carrier: 'shiprocket' });
    const theirs = await manifest([first.id, second.id]);
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.headers['content-type']).toBe('application/pdf');
    const shiprocketText = (await readPdf(theirs.rawPayload)).text;
    expect(shiprocketText).toContain(first.awb);
    expect(shiprocketText).toContain(second.awb);

    const byHand = await codOrder();
    const manual = await book(byHand.id, {
      carrier: 'manual',
      courierName: 'India Post',
      trackingNumber: 'EK6IN',
    });
    const ours = await manifest([manual.id]);
    expect(ours.statusCode, ours.body).toBe(200);
    expect(ours.headers['content-type']).toBe('application/pdf');
    const { text } = await readPdf(ours.rawPayload);
    expect(text).toContain('EK6IN');
    expect(text).toContain(byHand.id);
    expect(text).toContain(testShippingAddress.postalCode);
    expect(text).toMatch(/₹\s?\d/);
  });
});
