import type {
  AdminOrder,
  CarrierInfo,
  CourierOption,
  Order,
  PaymentResponse,
  ProductListResponse,
} from '@storefront/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  mailOutbox,
  productVariants,
  shipmentEvents,
  shipmentLines,
  shipments,
} from '../../db/schema';
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
import { shiprocketCarrier } from './carriers/shiprocket/carrier';
import { SHIPROCKET_SANDBOX_EMAIL } from './carriers/shiprocket-sandbox/sandbox';

const PROCESSING = 1;
const SHIPPED = 2;
const DELIVERED = 3;
const CANCELLED = 4;

describe.each(drivers)('shipments on %s', (driver) => {
  let t: TestApp;
  let shopper: Awaited<ReturnType<typeof signUp>>;
  let owner: string;
  let packer: string;
  let products: ProductListResponse['data'];

  beforeAll(async () => {
    t = await createTestApp(driver, {
      rateLimits: { ...DEFAULT_RATE_LIMITS, ordersPerAccountPerHour: 1_000 },
    });
    await addStaff(t, { email: 'owner@ship.in', role: 'owner' });
    await addStaff(t, { email: 'packer@ship.in', role: 'fulfilment' });
    [owner, packer] = await Promise.all([
      signInStaff(t.app, 'owner@ship.in'),
      signInStaff(t.app, 'packer@ship.in'),
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

  /** A cash-on-delivery order of two lines (2 of one product, 1 of another), confirmed; with a code when given. */
  async function codOrder(code?: string): Promise<Order> {
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: shopper.auth,
      payload: {
        products: { [products[0]!.id]: 2, [products[1]!.id]: 1 },
        shippingAddress: testShippingAddress,
        ...(code && { code }),
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
    expect(paid.json<PaymentResponse>()).toBeTruthy();
    return order;
  }

  const book = (orderId: string, payload: Record<string, unknown>, cookie = packer) =>
    asStaff(t.app, cookie, {
      method: 'POST',
      url: `/api/v1/admin/orders/${orderId}/shipments`,
      payload,
    });
  const adminOrder = async (id: string) =>
    (
      await asStaff(t.app, owner, { method: 'GET', url: `/api/v1/admin/orders/${id}` })
    ).json<AdminOrder>();

  it('lists the manual carrier and the Shiprocket sandbox', async () => {
    const response = await asStaff(t.app, packer, { method: 'GET', url: '/api/v1/admin/carriers' });
    expect(response.statusCode).toBe(200);
    expect(response.json<CarrierInfo[]>()).toEqual([
      { id: 'manual', name: 'Our own courier (manual)', sandbox: false },
      { id: 'shiprocket', name: 'Shiprocket (sandbox)', sandbox: true },
    ]);
  });

  it('keeps the order Processing until every line has left, then ships it named by its first parcel', async () => {
    const order = await codOrder();
    const [first, second] = order.items;
    const tooMany = await book(order.id, {
      carrier: 'manual',
      courierName: 'India Post',
      trackingNumber: 'EK1IN',
      lines: [{ itemId: first!.id, quantity: 3 }],
    });
    expect(tooMany.statusCode, tooMany.body).toBe(422);
    expect(tooMany.json().error).toMatch(/the order has only 2 of/);

    const partial = await book(order.id, {
      carrier: 'manual',
      courierName: 'India Post',
      trackingNumber: 'EK1IN',
      lines: [{ itemId: first!.id, quantity: 2 }],
    });
    expect(partial.statusCode, partial.body).toBe(201);
    expect(partial.json()).toMatchObject({ awb: 'EK1IN', trackingUrl: null });
    let seen = await adminOrder(order.id);
    expect(seen.status).toBe(PROCESSING);
    expect(seen.shipments).toMatchObject([
      {
        carrierId: 'manual',
        awb: 'EK1IN',
        status: 'booked',
        lines: [{ itemId: first!.id, quantity: 2 }],
      },
    ]);

    const rest = await book(order.id, {
      carrier: 'manual',
      courierName: 'DTDC',
      trackingNumber: 'D42',
    });
    expect(rest.statusCode, rest.body).toBe(201);
    seen = await adminOrder(order.id);
    expect(seen.status).toBe(SHIPPED);
    expect(seen.carrier).toBe('India Post');
    expect(seen.trackingNumber).toBe('EK1IN');
    expect(seen.shipments[1]!.lines).toEqual([{ itemId: second!.id, quantity: 1 }]);
    expect(seen.invoice).not.toBeNull();

    const nothingLeft = await book(order.id, {
      carrier: 'manual',
      courierName: 'DTDC',
      trackingNumber: 'D43',
    });
    expect(nothingLeft.statusCode).toBe(409);

    const mine = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/orders/${order.id}`,
        headers: shopper.auth,
      })
    ).json<Order>();
    expect(mine.shipments.map((parcel) => [parcel.carrier, parcel.awb, parcel.status])).toEqual([
      ['India Post', 'EK1IN', 'booked'],
      ['DTDC', 'D42', 'booked'],
    ]);
    expect(mine.shipments[0]).not.toHaveProperty('id');

    // Our own label for the manual carrier: a PDF, A4 or thermal.
    for (const format of ['a4', 'thermal']) {
      const label = await asStaff(t.app, packer, {
        method: 'GET',
        url: `/api/v1/admin/shipments/${seen.shipments[0]!.id}/label?format=${format}`,
      });
      expect(label.statusCode).toBe(200);
      expect(label.headers['content-type']).toBe('application/pdf');
      expect(label.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    // The packing table's documents for the order: one PDF each; an unknown order is 404.
    for (const kind of ['picklist', 'slips', 'labels']) {
      const document = await asStaff(t.app, packer, {
        method: 'POST',
        url: '/api/v1/admin/fulfilment/documents',
        payload: { orderIds: [order.id], kind, format: 'thermal' },
      });
      expect(document.statusCode, document.body).toBe(200);
      expect(document.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const unknown = await asStaff(t.app, packer, {
      method: 'POST',
      url: '/api/v1/admin/fulfilment/documents',
      payload: { orderIds: ['ZZZZZZZZZZ'], kind: 'slips' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('books with Shiprocket through the sandbox, whose scans deliver the order once, in order', async () => {
    const sandbox = t.app.shipping.shiprocketSandbox!;
    const order = await codOrder();
    // A failed AWB assignment: 422, nothing booked, the order still being packed.
    sandbox.switches.failAwb = true;
    const failed = await book(order.id, { carrier: 'shiprocket' });
    expect(failed.statusCode, failed.body).toBe(422);
    expect(failed.json().error).toMatch(/could not assign an AWB/);
    expect((await adminOrder(order.id)).shipments).toEqual([]);

    // The token expires: the client logs in again once and goes on.
    sandbox.switches.expireToken = true;
    const booked = await book(order.id, { carrier: 'shiprocket', courierId: '33' });
    expect(booked.statusCode, booked.body).toBe(201);
    const { awb, id } = booked.json<{ awb: string; id: number }>();
    expect(sandbox.switches.expireToken).toBe(false);
    let seen = await adminOrder(order.id);
    expect(seen.status).toBe(SHIPPED);
    expect(seen.shipments[0]).toMatchObject({
      carrierId: 'shiprocket',
      courier: 'Xpressbees',
      awb,
    });

    const label = await asStaff(t.app, packer, {
      method: 'GET',
      url: `/api/v1/admin/shipments/${id}/label`,
    });
    expect(label.statusCode, label.body).toBe(200);
    expect(label.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // Every webhook twice, each scan after the next: one event per scan, the latest state wins.
    sandbox.switches.webhooks = 'out-of-order';
    await sandbox.playJourney(awb);
    sandbox.switches.webhooks = 'duplicate';
    await sandbox.playJourney(awb, 3);
    sandbox.switches.webhooks = 'normal';
    seen = await adminOrder(order.id);
    expect(seen.status).toBe(DELIVERED);
    expect(seen.shipments[0]!.status).toBe('delivered');
    expect(seen.shipments[0]!.events.map((event) => event.status)).toEqual([
      'booked',
      'picked_up',
      'in_transit',
      'out_for_delivery',
      'delivered',
    ]);
    // The out-for-delivery scan came after the delivered one: the shopper is not told of it.
  });

  it('lists Shiprocket’s couriers for what is left to ship and books the fastest, the cheapest or the one staff pick', async () => {
    const order = await codOrder();
    const [first, second] = order.items;
    const couriers = (carrier = 'shiprocket') =>
      asStaff(t.app, packer, {
        method: 'GET',
        url: `/api/v1/admin/orders/${order.id}/couriers?carrier=${carrier}`,
      });
    const listed = await couriers();
    expect(listed.statusCode, listed.body).toBe(200);
    const offers = listed.json<CourierOption[]>();
    // Cash on delivery: only couriers that collect cash, cheapest first.
    expect(offers.map((offer) => [offer.name, offer.estimatedDays, offer.cod])).toEqual([
      ['Delhivery Surface', 5, true],
      ['Xpressbees', 3, true],
      ['Blue Dart Air', 2, true],
    ]);
    expect(offers.filter((offer) => offer.cheapest).map((offer) => offer.name)).toEqual([
      'Delhivery Surface',
    ]);
    expect(offers.filter((offer) => offer.fastest).map((offer) => offer.name)).toEqual([
      'Blue Dart Air',
    ]);
    // The sandbox charges per 500 g: three items of at least 500 g weigh 1.5 kg or more.
    expect(offers[0]!.rate / 72.5).toBeGreaterThanOrEqual(3);
    expect(Number.isInteger(offers[0]!.rate / 72.5)).toBe(true);
    // The manual carrier has no couriers to offer; an unknown carrier is named.
    expect((await couriers('manual')).json()).toEqual([]);
    expect((await couriers('dhl')).statusCode).toBe(400);

    const refused = [
      { carrier: 'shiprocket', courier: 'fastest', courierId: '33' },
      { carrier: 'shiprocket', courier: 'slowest' },
      { carrier: 'manual', courier: 'cheapest', courierName: 'DTDC', trackingNumber: 'D1' },
    ];
    for (const payload of refused) {
      const answer = await book(order.id, payload);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().error).toMatch(/^courier/);
    }

    const fastest = await book(order.id, {
      carrier: 'shiprocket',
      courier: 'fastest',
      lines: [{ itemId: first!.id, quantity: 2 }],
    });
    expect(fastest.statusCode, fastest.body).toBe(201);
    // What is left (one item) weighs less: the rates follow the parcel.
    const rest = (await couriers()).json<CourierOption[]>();
    expect(rest[0]!.rate).toBeLessThan(offers[0]!.rate);
    const cheapest = await book(order.id, { carrier: 'shiprocket', courier: 'cheapest' });
    expect(cheapest.statusCode, cheapest.body).toBe(201);
    const seen = await adminOrder(order.id);
    expect(seen.status).toBe(SHIPPED);
    expect(seen.shipments.map((parcel) => [parcel.courier, parcel.lines])).toEqual([
      ['Blue Dart Air', [{ itemId: first!.id, quantity: 2 }]],
      ['Delhivery Surface', [{ itemId: second!.id, quantity: 1 }]],
    ]);
    // Shipped: nothing left to choose a courier for.
    expect((await couriers()).statusCode).toBe(409);
  });

  it('books the same lines twice at once: one parcel takes them, the other is 409 and called off', async () => {
    const sandbox = t.app.shipping.shiprocketSandbox!;
    const count = async (orderId: string) => ({
      parcels: (await t.db.select().from(shipments).where(eq(shipments.orderId, orderId))).length,
      events: (
        await t.db
          .select({ id: shipmentEvents.id })
          .from(shipmentEvents)
          .innerJoin(shipments, eq(shipments.id, shipmentEvents.shipmentId))
          .where(eq(shipments.orderId, orderId))
      ).length,
      lines: (
        await t.db
          .select({ id: shipmentLines.id })
          .from(shipmentLines)
          .innerJoin(shipments, eq(shipments.id, shipmentLines.shipmentId))
          .where(eq(shipments.orderId, orderId))
      ).length,
      audits: (
        await t.db
          .select({ id: auditLog.id })
          .from(auditLog)
          .where(and(eq(auditLog.entityId, orderId), eq(auditLog.action, 'shipment.created')))
      ).length,
    });

    // Some lines (the order stays Processing): the loser's lines are no longer left.
    const partly = await codOrder();
    const line = [{ itemId: partly.items[0]!.id, quantity: 2 }];
    const some = await Promise.all([
      book(partly.id, {
        carrier: 'manual',
        courierName: 'DTDC',
        trackingNumber: 'A1',
        lines: line,
      }),
      book(partly.id, {
        carrier: 'manual',
        courierName: 'DTDC',
        trackingNumber: 'A2',
        lines: line,
      }),
    ]);
    expect(some.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    // Whether the loser asked before or after the winner recorded its parcel, it is told why.
    expect(some.find((answer) => answer.statusCode === 409)!.json().error).toMatch(
      /Another parcel of order .* took these lines|other parcels took the rest/,
    );
    expect(await count(partly.id)).toEqual({ parcels: 1, events: 1, lines: 1, audits: 1 });
    expect((await adminOrder(partly.id)).status).toBe(PROCESSING);

    // The whole order with Shiprocket: one parcel ships it; the other AWB is cancelled there.
    const whole = await codOrder();
    const both = await Promise.all([
      book(whole.id, { carrier: 'shiprocket' }),
      book(whole.id, { carrier: 'shiprocket', courier: 'fastest' }),
    ]);
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await count(whole.id)).toEqual({ parcels: 1, events: 1, lines: 2, audits: 1 });
    const seen = await adminOrder(whole.id);
    expect(seen.status).toBe(SHIPPED);
    const kept = both.find((answer) => answer.statusCode === 201)!.json<{ awb: string }>().awb;
    expect(seen.shipments.map((parcel) => parcel.awb)).toEqual([kept]);
    // The loser, refused before or after its AWB was assigned, leaves nothing booked there.
    expect(
      sandbox
        .parcelsOf(whole.id)
        .filter((parcel) => !parcel.cancelled)
        .map((parcel) => parcel.awb),
    ).toEqual([kept]);
  });

  it('tracks a parcel whose webhooks were lost once it has been quiet, and delivers its order', async () => {
    const sandbox = t.app.shipping.shiprocketSandbox!;
    const order = await codOrder();
    const booked = await book(order.id, { carrier: 'shiprocket' });
    expect(booked.statusCode, booked.body).toBe(201);
    sandbox.switches.webhooks = 'lost';
    await sandbox.playJourney(booked.json<{ awb: string }>().awb);
    sandbox.switches.webhooks = 'normal';
    expect((await adminOrder(order.id)).status).toBe(SHIPPED);
    // Quiet for a day: the polling job asks Shiprocket and applies the scans it missed.
    await t.db
      .update(shipments)
      .set({ lastHeardAt: new Date(Date.now() - 24 * 60 * 60 * 1000) })
      .where(eq(shipments.id, booked.json<{ id: number }>().id));
    await t.app.jobs.runDue('shipment-tracking');
    const seen = await adminOrder(order.id);
    expect(seen.status).toBe(DELIVERED);
    expect(seen.shipments[0]!.events.at(-1)!.status).toBe('delivered');
  });

  it('returns a parcel to origin from its scans: the order cancelled as RTO, its stock back at RTO delivered', async () => {
    const sandbox = t.app.shipping.shiprocketSandbox!;
    const order = await codOrder();
    sandbox.switches.journey = 'rto';
    const booked = await book(order.id, { carrier: 'shiprocket' });
    sandbox.switches.journey = 'delivered';
    expect(booked.statusCode, booked.body).toBe(201);
    await sandbox.playJourney(booked.json<{ awb: string }>().awb);
    const seen = await adminOrder(order.id);
    expect(seen.status).toBe(CANCELLED);
    expect(seen.returnedToOrigin).toMatchObject({ reason: 'RTO INITIATED' });
    expect(seen.returnedToOrigin!.receivedAt).not.toBeNull();
    expect(seen.shipments[0]!.status).toBe('rto_delivered');
    // The failed attempt before the RTO: the shopper is told.
    const mails = await t.db
      .select({ data: mailOutbox.data })
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'shipment_update'));
    expect(mails.map((mail) => (mail.data as { status: string }).status)).toContain('undelivered');
  });

  it('refuses a webhook without the store’s token, and the client reads the sandbox’s own', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/shipping/shiprocket/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ awb: 'SRX1', current_status_id: 7 }),
    });
    expect(missing.statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/shipping/shiprocket/webhook',
      headers: { 'content-type': 'application/json', 'x-api-key': 'guess' },
      payload: JSON.stringify({ awb: 'SRX1', current_status_id: 7 }),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toHaveProperty('error');

    // The client's login against the sandbox with wrong credentials is refused, not retried.
    const client = shiprocketCarrier({
      baseUrl: 'http://localhost/api/v1/sandbox/shiprocket',
      email: SHIPROCKET_SANDBOX_EMAIL,
      password: async () => 'wrong',
      pickupLocation: 'Primary',
      webhookToken: async () => 'token',
      fetch: (async (input: string | URL | Request, init?: RequestInit) => {
        const url = new URL(String(input));
        const answer = await t.app.inject({
          method: (init?.method ?? 'GET') as 'GET',
          url: `${url.pathname}${url.search}`,
          headers: Object.fromEntries(new Headers(init?.headers).entries()),
          payload: typeof init?.body === 'string' ? init.body : undefined,
        });
        return new Response(answer.rawPayload, { status: answer.statusCode });
      }) as typeof fetch,
    });
    await expect(
      client.serviceability({
        pickupPostcode: '560001',
        deliveryPostcode: '110001',
        weightGrams: 500,
        cashOnDeliveryPaise: null,
      }),
    ).rejects.toThrow(/refused the login/);
  });

  it('collects on delivery what the order owes: its lines after their discount, the shipping charge and the COD fee once', async () => {
    const shipping = (rate: object) =>
      asStaff(t.app, owner, {
        method: 'PUT',
        url: '/api/v1/admin/shipping',
        payload: {
          zones: [],
          elsewhere: { served: true, minDays: 3, maxDays: 7, cod: true, rate },
          dispatchDays: [1, 2, 3, 4, 5, 6],
          pickupPin: '110001',
        },
      });
    expect((await shipping({ kind: 'flat', amount: 79, freeAbove: null })).statusCode).toBe(200);
    const promotion = await asStaff(t.app, owner, {
      method: 'POST',
      url: '/api/v1/admin/promotions',
      payload: { code: 'PARCEL100', kind: 'amount', value: 100.01 },
    });
    expect(promotion.statusCode, promotion.body).toBe(201);
    try {
      const order = await codOrder('parcel100');
      expect(order.discount).toBe(100.01);
      const [first] = order.items;
      // Two parcels: one of the first line's two pieces, then the rest.
      for (const lines of [[{ itemId: first!.id, quantity: 1 }], undefined]) {
        const booked = await book(order.id, {
          carrier: 'manual',
          courierName: 'India Post',
          trackingNumber: `EK${lines ? 1 : 2}PARCEL`,
          ...(lines && { lines }),
        });
        expect(booked.statusCode, booked.body).toBe(201);
      }
      const seen = await adminOrder(order.id);
      const collected: number[] = [];
      for (const parcel of seen.shipments) {
        const label = await asStaff(t.app, packer, {
          method: 'GET',
          url: `/api/v1/admin/shipments/${parcel.id}/label?format=a4`,
        });
        expect(label.statusCode).toBe(200);
        const { text } = await readPdf(label.rawPayload);
        const amount = /COD: COLLECT ₹([\d,]+\.\d{2})/.exec(text)?.[1];
        expect(amount, text).toBeDefined();
        collected.push(Math.round(Number(amount!.replaceAll(',', '')) * 100));
      }
      // Together the parcels collect the order's total to the paisa, shipping once.
      expect(collected.reduce((sum, paise) => sum + paise, 0)).toBe(Math.round(seen.total * 100));
      const fees = seen.priceBreakup.delivery + (seen.priceBreakup.codFee ?? 0);
      expect(fees).toBeGreaterThanOrEqual(79);
      expect(collected[0]).toBe(
        Math.floor(Math.round((first!.price * first!.quantity - first!.discount) * 100) / 2) +
          Math.round(fees * 100),
      );
    } finally {
      await shipping({ kind: 'free' });
      await asStaff(t.app, owner, {
        method: 'POST',
        url: `/api/v1/admin/promotions/${promotion.json<{ id: number }>().id}/pause`,
        payload: { paused: true },
      });
    }
  });
});
