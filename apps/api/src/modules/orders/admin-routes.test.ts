import { createHash } from 'node:crypto';
import type {
  AdminOrder,
  AdminOrderList,
  Order,
  OrderStatusChange,
  PaymentResponse,
  ProductListResponse,
} from '@storefront/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products, productVariants, stores, users } from '../../db/schema';
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

const PENDING = 0;
const PROCESSING = 1;
const SHIPPED = 2;
const DELIVERED = 3;
const CANCELLED = 4;
/** The sample shop's invoice numbers: CK/26-27/00001. */
const INVOICE_NUMBER = /^CK\/\d\d-\d\d\/\d{5}$/;
const LABEL = ['Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled'];

/** The state machine as the back office documents it: every other pair is refused. */
const LEGAL = new Set(['0→1', '0→4', '1→2', '1→4', '2→3']);

/** A body that carries every detail any move needs, so a refusal can only be the move itself. */
const everyDetail = (status: number): OrderStatusChange => ({
  status,
  reference: `UTR ${testUtr()}`,
  carrier: 'Delhivery',
  trackingNumber: 'DLV123456789',
  reason: 'The customer asked to cancel',
});

/** PayU's published test merchant: the gateway's callback is signed here as PayU would. */
const PAYU = {
  PAYU_MERCHANT_KEY: 'gtKFFx',
  PAYU_MERCHANT_SALT: 'eCwWELxi',
  PAYU_MODE: 'test' as const,
};
const sha512 = (text: string) => createHash('sha512').update(text).digest('hex');

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';
const KURTA_HOST = 'kurta.example.in';

type Shopper = Awaited<ReturnType<typeof signUp>>;
type Method = 'upi' | 'cod';

describe.each(drivers)('back-office orders API on %s', (driver) => {
  let t: TestApp;
  let shopper: Shopper;
  let product: ProductListResponse['data'][number];
  /** Session cookies: a fulfilment member and a manager of the default store. */
  let packer: string;
  let manager: string;
  /** The owner of a second store, signed in on that store's host. */
  let kurtaOwner: string;
  let kurtaStoreId: number;

  beforeAll(async () => {
    t = await createTestApp(driver, {
      config: PAYU,
      // Many orders come from one shopper in this file.
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
    kurtaStoreId = kurta!.id;
    await addStaff(t, { email: 'packer@shop.in', role: 'fulfilment' });
    await addStaff(t, { email: 'manager@shop.in', role: 'manager' });
    await addStaff(t, { email: 'owner@kurta.example.in', role: 'owner', storeId: kurtaStoreId });
    [packer, manager, kurtaOwner] = await Promise.all([
      signInStaff(t.app, 'packer@shop.in'),
      signInStaff(t.app, 'manager@shop.in'),
      signInStaff(t.app, 'owner@kurta.example.in', { host: KURTA_HOST }),
    ]);
    shopper = await signUp(t.app);
    // Stock is not what these tests are about: this file places many orders of one product.
    await t.db.update(productVariants).set({ stock: null });
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/v1/products?limit=100' })
    ).json<ProductListResponse>();
    product = list.data.find((item) => item.discountedPrice !== null)!;
  });
  afterAll(async () => {
    await t?.close();
  });

  async function placeOrder(
    auth: Record<string, string> = shopper.auth,
    address = testShippingAddress,
    productId = product.id,
  ): Promise<Order> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: auth,
      payload: { products: { [productId]: 2 }, shippingAddress: address },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Order>();
  }

  async function pay(
    orderId: string,
    method: Method | 'sandbox' | 'payu',
    auth: Record<string, string> = shopper.auth,
  ): Promise<PaymentResponse> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments',
      headers: { ...auth, 'user-agent': DESKTOP },
      payload: {
        orderId,
        fields: { method, email: 'asha@example.in', phone: '+919845012345', acceptTerms: true },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PaymentResponse>();
  }

  /** PayU's answer to a payment the shopper started, signed with the merchant's salt. */
  async function payuAnswers(data: Record<string, string>, mihpayid: string) {
    const fields: Record<string, string> = { ...data, status: 'success', mihpayid };
    const hash = sha512(
      `${PAYU.PAYU_MERCHANT_SALT}|success|||||||||||${fields.email}|${fields.firstname}|${fields.productinfo}|${fields.amount}|${fields.txnid}|${fields.key}`,
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...fields, hash }).toString(),
    });
    expect(response.statusCode, response.body).toBe(303);
  }

  /**
   * The default caller is the one whose work the move is: the packer ships and delivers, the
   * manager confirms money and cancels (fulfilment may not: see "who may move an order").
   */
  const whoseMove = (body: OrderStatusChange) =>
    Number(body.status) === PROCESSING || Number(body.status) === CANCELLED ? manager : packer;

  function change(id: string, body: OrderStatusChange, cookie = whoseMove(body)) {
    return asStaff(t.app, cookie, {
      method: 'POST',
      url: `/api/v1/admin/orders/${id}/status`,
      payload: body,
    });
  }

  async function changed(id: string, body: OrderStatusChange, cookie = whoseMove(body)) {
    const response = await change(id, body, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AdminOrder>();
  }

  async function detail(id: string, cookie = packer): Promise<AdminOrder> {
    const response = await asStaff(t.app, cookie, {
      method: 'GET',
      url: `/api/v1/admin/orders/${id}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AdminOrder>();
  }

  function list(query: Record<string, string | number>, cookie = packer, host?: string) {
    const search = new URLSearchParams(
      Object.entries(query).map(([name, value]): [string, string] => [name, String(value)]),
    );
    return asStaff(t.app, cookie, { method: 'GET', url: `/api/v1/admin/orders?${search}`, host });
  }

  async function listed(query: Record<string, string | number>): Promise<AdminOrderList> {
    const response = await list(query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AdminOrderList>();
  }

  const ids = (page: AdminOrderList) => page.data.map((order) => order.id);

  /**
   * An order of the shopper brought to `status` the way a shop would: paid with `method` (UPI
   * stays Pending until the shop confirms it; cash on delivery is Processing at once), then
   * moved along by staff.
   */
  async function orderAt(status: number, method: Method = 'upi'): Promise<string> {
    const { id } = await placeOrder();
    await pay(id, method);
    if (status === PENDING) {
      if (method === 'cod') throw new Error('a cash-on-delivery order is never left Pending');
      return id;
    }
    if (status === CANCELLED) {
      await changed(id, { status: CANCELLED, reason: 'Out of stock' });
      return id;
    }
    if (method === 'upi') await changed(id, { status: PROCESSING, reference: testUtr() });
    if (status >= SHIPPED) {
      await changed(id, { status: SHIPPED, carrier: 'India Post', trackingNumber: 'EK123IN' });
    }
    if (status >= DELIVERED) await changed(id, { status: DELIVERED });
    return id;
  }

  describe('status changes', () => {
    const pairs = [0, 1, 2, 3, 4].flatMap((from) => [0, 1, 2, 3, 4].map((to) => [from, to]));

    it.each(pairs)('%i → %i is allowed only where the state machine says', async (from, to) => {
      const id = await orderAt(from!);
      const before = await detail(id);
      const response = await change(id, everyDetail(to!));
      if (LEGAL.has(`${from}→${to}`)) {
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json<AdminOrder>().status).toBe(to);
        expect((await detail(id)).status).toBe(to);
      } else {
        expect(response.statusCode, response.body).toBe(409);
        const { error } = response.json<{ error: string }>();
        expect(error).toBe(
          // The state machine has Shipped → Cancelled for a return to origin only (issue 38).
          from === SHIPPED && to === CANCELLED
            ? 'A shipped order can only be cancelled as returned to origin'
            : `An order cannot go from ${LABEL[from!]} to ${LABEL[to!]}.`,
        );
        // Nothing moved: same status, same timeline, same payments.
        expect(await detail(id)).toEqual(before);
      }
    });

    it('Pending → Processing needs the payment’s reference, and settles the pending UPI payment with it', async () => {
      const { id } = await placeOrder();
      await pay(id, 'upi');
      const missing = await change(id, { status: PROCESSING });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({
        error: 'reference: is required: the UTR or reference of the payment you received',
      });
      const blank = await change(id, { status: PROCESSING, reference: '   ' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json<{ error: string }>().error).toMatch(/^reference: is required/);
      expect((await detail(id)).status).toBe(PENDING);

      const order = await changed(id, { status: PROCESSING, reference: ' 412233445566 ' });
      expect(order.status).toBe(PROCESSING);
      expect(order.payments).toHaveLength(1);
      expect(order.payments[0]).toMatchObject({
        method: 'upi',
        status: 'succeeded',
        reference: '412233445566',
        amount: order.total,
        test: false,
        refundDue: false,
      });
      expect(order.timeline.at(-1)).toMatchObject({
        type: 'paid',
        fromStatus: PENDING,
        toStatus: PROCESSING,
        actor: 'manager@shop.in',
        details: { method: 'upi', reference: '412233445566' },
      });
    });

    it('a UPI order is confirmed only with a 12-digit UTR: anything else is 400 and changes nothing', async () => {
      const { id } = await placeOrder();
      await pay(id, 'upi');
      for (const reference of ['UTR1', 'NEFT-99', '41223344556', '4122334455667', 'paid']) {
        const response = await change(id, { status: PROCESSING, reference });
        expect(response.statusCode, reference).toBe(400);
        expect(response.json()).toEqual({
          error:
            'reference: must be the 12-digit UTR of the UPI payment, as your bank or UPI app shows it',
        });
      }
      const order = await detail(id);
      expect(order.status).toBe(PENDING);
      expect(order.payments.map(({ status, reference }) => ({ status, reference }))).toEqual([
        { status: 'pending', reference: null },
      ]);
    });

    it('a UTR that paid one order is refused for another with 409 naming the order it paid', async () => {
      const first = await placeOrder();
      const second = await placeOrder();
      await pay(first.id, 'upi');
      await pay(second.id, 'upi');
      const utr = testUtr();
      await changed(first.id, { status: PROCESSING, reference: utr });
      // The same UTR, written as a bank's message writes it.
      const spaced = `UTR ${utr.slice(0, 4)} ${utr.slice(4, 8)} ${utr.slice(8)}`;
      const again = await change(second.id, { status: PROCESSING, reference: spaced });
      expect(again.statusCode, again.body).toBe(409);
      expect(again.json()).toEqual({
        error: `reference: UTR ${utr} already paid order ${first.id}.`,
      });
      const unpaid = await detail(second.id);
      expect(unpaid.status).toBe(PENDING);
      expect(unpaid.payments[0]).toMatchObject({ status: 'pending', reference: null });
      expect(unpaid.timeline.some((event) => event.type === 'paid')).toBe(false);
      // Its own UTR confirms it.
      expect((await changed(second.id, { status: PROCESSING, reference: testUtr() })).status).toBe(
        PROCESSING,
      );
    });

    it('of two orders confirmed with one UTR at once, one is paid and the other gets 409', async () => {
      for (let round = 0; round < 3; round++) {
        const orders = [await placeOrder(), await placeOrder()];
        for (const order of orders) await pay(order.id, 'upi');
        const utr = testUtr();
        const responses = await Promise.all(
          orders.map((order) => change(order.id, { status: PROCESSING, reference: utr })),
        );
        expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
        const statuses = await Promise.all(
          orders.map(async (order) => (await detail(order.id)).status),
        );
        expect(statuses.sort()).toEqual([PENDING, PROCESSING]);
      }
    });

    it('fulfilment staff ship and deliver, but confirming a payment or cancelling is 403 and changes nothing', async () => {
      const id = await orderAt(PENDING, 'upi');
      const before = await detail(id);
      const confirm = await change(id, { status: PROCESSING, reference: testUtr() }, packer);
      expect(confirm.statusCode).toBe(403);
      expect(confirm.json()).toEqual({
        error: 'The fulfilment role cannot confirm payments: that is for owners and managers.',
      });
      const cancel = await change(id, { status: CANCELLED, reason: 'Out of stock' }, packer);
      expect(cancel.statusCode).toBe(403);
      expect(cancel.json()).toEqual({
        error: 'The fulfilment role cannot cancel orders: that is for owners and managers.',
      });
      const processing = await orderAt(PROCESSING, 'cod');
      const cancelPaid = await change(
        processing,
        { status: CANCELLED, reason: 'Out of stock' },
        packer,
      );
      expect(cancelPaid.statusCode).toBe(403);
      expect(await detail(id)).toEqual(before);
      expect((await detail(processing)).status).toBe(PROCESSING);

      const shipped = await changed(
        processing,
        { status: SHIPPED, carrier: 'India Post', trackingNumber: 'EK555IN' },
        packer,
      );
      expect(shipped.status).toBe(SHIPPED);
      expect((await changed(processing, { status: DELIVERED }, packer)).status).toBe(DELIVERED);
    });

    it('Pending → Processing with no payment chosen yet records the reference on the timeline', async () => {
      const { id } = await placeOrder();
      const order = await changed(id, { status: PROCESSING, reference: 'NEFT-99' }, manager);
      expect(order.payments).toEqual([]);
      expect(order.timeline.at(-1)).toMatchObject({
        type: 'status_changed',
        fromStatus: PENDING,
        toStatus: PROCESSING,
        actor: 'manager@shop.in',
        details: { reference: 'NEFT-99' },
      });
    });

    it.each([
      [{ trackingNumber: 'DLV1' }, 'carrier: is required to ship an order'],
      [{ carrier: 'Delhivery' }, 'trackingNumber: is required to ship an order'],
      [{ carrier: ' ', trackingNumber: 'DLV1' }, 'carrier: is required to ship an order'],
      [
        { carrier: 'Delhivery', trackingNumber: 'DLV1', trackingUrl: 'ftp://track.example.in/1' },
        'trackingUrl: must be an http(s) URL',
      ],
      [
        { carrier: 'Delhivery', trackingNumber: 'DLV1', trackingUrl: 'javascript:alert(1)' },
        'trackingUrl: must be an http(s) URL',
      ],
      [
        { carrier: 'Delhivery', trackingNumber: 'DLV1', trackingUrl: 'track.example.in/1' },
        'trackingUrl: must be an http(s) URL',
      ],
    ])('Processing → Shipped with %o is refused: %s', async (fields, message) => {
      const id = await orderAt(PROCESSING, 'cod');
      const response = await change(id, { status: SHIPPED, ...fields });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: message });
      expect((await detail(id)).status).toBe(PROCESSING);
    });

    it('Processing → Shipped keeps carrier, tracking number and the optional tracking URL', async () => {
      const withUrl = await orderAt(PROCESSING, 'cod');
      const shipped = await changed(withUrl, {
        status: SHIPPED,
        fromStatus: PROCESSING,
        carrier: ' Blue Dart ',
        trackingNumber: '81234567890',
        trackingUrl: 'https://www.bluedart.com/track?awb=81234567890',
      });
      expect(shipped).toMatchObject({
        status: SHIPPED,
        carrier: 'Blue Dart',
        trackingNumber: '81234567890',
        trackingUrl: 'https://www.bluedart.com/track?awb=81234567890',
      });
      expect(shipped.timeline.at(-1)).toMatchObject({
        type: 'status_changed',
        fromStatus: PROCESSING,
        toStatus: SHIPPED,
        actor: 'packer@shop.in',
        details: {
          carrier: 'Blue Dart',
          trackingNumber: '81234567890',
          trackingUrl: 'https://www.bluedart.com/track?awb=81234567890',
        },
      });

      // Without a URL, or with the form's empty field: none is kept.
      for (const trackingUrl of [undefined, '']) {
        const id = await orderAt(PROCESSING, 'cod');
        const order = await changed(id, {
          status: SHIPPED,
          carrier: 'India Post',
          trackingNumber: 'EK987654321IN',
          trackingUrl,
        });
        expect(order).toMatchObject({
          carrier: 'India Post',
          trackingNumber: 'EK987654321IN',
          trackingUrl: null,
        });
        expect(order.timeline.at(-1)!.details).toEqual({
          carrier: 'India Post',
          trackingNumber: 'EK987654321IN',
          invoice: order.invoice!.number,
        });
      }
    });

    it('the shopper sees the carrier, tracking number, URL and status once the order ships', async () => {
      const id = await orderAt(PROCESSING, 'cod');
      await changed(id, {
        status: SHIPPED,
        carrier: 'Delhivery',
        trackingNumber: 'DLV555',
        trackingUrl: 'https://www.delhivery.com/track/package/DLV555',
      });
      const expected = {
        id,
        status: SHIPPED,
        carrier: 'Delhivery',
        trackingNumber: 'DLV555',
        trackingUrl: 'https://www.delhivery.com/track/package/DLV555',
      };
      const own = await t.app.inject({
        method: 'GET',
        url: `/api/v1/orders/${id}`,
        headers: shopper.auth,
      });
      expect(own.statusCode).toBe(200);
      expect(own.json<Order>()).toMatchObject(expected);
      const mine = await t.app.inject({
        method: 'GET',
        url: '/api/v1/orders?limit=50',
        headers: shopper.auth,
      });
      expect(mine.statusCode).toBe(200);
      expect(mine.json<Order[]>().find((order) => order.id === id)).toMatchObject(expected);
    });

    it('Shipped → Delivered of a cash-on-delivery order records the cash as collected', async () => {
      const id = await orderAt(SHIPPED, 'cod');
      expect((await detail(id)).payments[0]).toMatchObject({ method: 'cod', status: 'pending' });
      const delivered = await changed(id, { status: DELIVERED, fromStatus: SHIPPED }, manager);
      expect(delivered.status).toBe(DELIVERED);
      expect(delivered.payments).toHaveLength(1);
      expect(delivered.payments[0]).toMatchObject({
        method: 'cod',
        status: 'succeeded',
        refundDue: false,
      });
      expect(delivered.timeline.at(-1)).toMatchObject({
        type: 'status_changed',
        fromStatus: SHIPPED,
        toStatus: DELIVERED,
        actor: 'manager@shop.in',
        details: { cashCollected: 'yes' },
      });
    });

    it('Shipped → Delivered of a UPI order says nothing of cash', async () => {
      const id = await orderAt(SHIPPED, 'upi');
      const delivered = await changed(id, { status: DELIVERED });
      expect(delivered.payments.map((payment) => payment.status)).toEqual(['succeeded']);
      expect(delivered.timeline.at(-1)!.details).toEqual({});
    });

    it('cancelling needs a reason; a Pending order’s waiting UPI payment ends as failed', async () => {
      const id = await orderAt(PENDING, 'upi');
      const missing = await change(id, { status: CANCELLED });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ error: 'reason: is required to cancel an order' });
      expect((await detail(id)).status).toBe(PENDING);

      const cancelled = await changed(id, {
        status: CANCELLED,
        fromStatus: PENDING,
        reason: 'Customer changed their mind',
      });
      expect(cancelled).toMatchObject({
        status: CANCELLED,
        cancelReason: 'Customer changed their mind',
      });
      expect(cancelled.payments[0]).toMatchObject({
        method: 'upi',
        status: 'failed',
        refundDue: false,
      });
      expect(cancelled.timeline.at(-1)).toMatchObject({
        type: 'status_changed',
        fromStatus: PENDING,
        toStatus: CANCELLED,
        actor: 'manager@shop.in',
        details: { reason: 'Customer changed their mind' },
      });
    });

    it('cancelling a paid order marks its payment to be refunded', async () => {
      const id = await orderAt(PROCESSING, 'upi');
      const cancelled = await changed(id, { status: CANCELLED, reason: 'Out of stock' });
      expect(cancelled.payments).toHaveLength(1);
      expect(cancelled.payments[0]).toMatchObject({
        method: 'upi',
        status: 'succeeded',
        test: false,
        refundDue: true,
      });
      expect(cancelled.timeline.at(-1)!.details).toEqual({
        reason: 'Out of stock',
        refund: 'due: the order was paid',
      });
    });

    it('cancelling a Processing cash-on-delivery order leaves nothing to refund', async () => {
      const id = await orderAt(PROCESSING, 'cod');
      const cancelled = await changed(id, { status: CANCELLED, reason: 'Address not serviceable' });
      expect(cancelled.payments[0]).toMatchObject({
        method: 'cod',
        status: 'failed',
        refundDue: false,
      });
      expect(cancelled.timeline.at(-1)!.details).toEqual({ reason: 'Address not serviceable' });
    });

    it('cancelling an order paid through the sandbox (no real money) marks no refund', async () => {
      const { id } = await placeOrder();
      const { action } = await pay(id, 'sandbox');
      const gatewayPage = await t.app.inject({
        method: 'POST',
        url: '/api/v1/payments/sandbox/pay',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(action!.formParams!.data).toString(),
      });
      expect(gatewayPage.statusCode).toBe(200);
      const callback = await t.app.inject({
        method: 'POST',
        url: '/api/v1/payments/callback',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(payForm(gatewayPage.body)).toString(),
      });
      expect(callback.statusCode, callback.body).toBe(303);
      expect((await detail(id)).payments[0]).toMatchObject({ status: 'succeeded', test: true });

      const cancelled = await changed(id, { status: CANCELLED, reason: 'Test order' });
      expect(cancelled.payments[0]).toMatchObject({
        method: 'sandbox',
        status: 'succeeded',
        test: true,
        refundDue: false,
      });
      expect(cancelled.timeline.at(-1)!.details).toEqual({ reason: 'Test order' });
    });

    it('cancelling an order paid through a gateway keeps the payment’s own story on the timeline', async () => {
      const { id, total } = await placeOrder();
      // Two tabs: two PayU payments started while the order was Pending, both paid.
      const first = (await pay(id, 'payu')).action!.formParams!.data;
      const second = (await pay(id, 'payu')).action!.formParams!.data;
      await payuAnswers(first, '403993715521937538');
      await payuAnswers(second, '403993715521937539');
      const paid = await detail(id);
      expect(paid.status).toBe(PROCESSING);
      expect(paid.payments.map(({ status, refundDue }) => ({ status, refundDue }))).toEqual([
        { status: 'succeeded', refundDue: false },
        { status: 'succeeded', refundDue: true },
      ]);

      const cancelled = await changed(id, { status: CANCELLED, reason: 'Out of stock' });
      expect(cancelled.payments.map(({ status, refundDue }) => ({ status, refundDue }))).toEqual([
        { status: 'succeeded', refundDue: true },
        { status: 'succeeded', refundDue: true },
      ]);
      const story = ({
        type,
        fromStatus,
        toStatus,
        actor,
        details,
      }: AdminOrder['timeline'][0]) => ({
        type,
        fromStatus,
        toStatus,
        actor,
        details,
      });
      // The first payment still moved the order to Processing, when it arrived; the second
      // arrived for an order already paid; the cancellation refunds both (decision 0027).
      const refundOf = (refund: AdminOrder['refunds'][0]) => ({
        type: 'refund',
        fromStatus: null,
        toStatus: null,
        actor: 'manager@shop.in',
        details: {
          refund: String(refund.id),
          status: 'pending',
          amount: total.toFixed(2),
          method: 'payu',
          reason: 'Order cancelled: Out of stock',
        },
      });
      expect(cancelled.refunds.map((refund) => refund.amount)).toEqual([total, total]);
      expect(cancelled.timeline.map(story)).toEqual([
        ...paid.timeline.map(story),
        ...cancelled.refunds.map(refundOf),
        {
          type: 'status_changed',
          fromStatus: PROCESSING,
          toStatus: CANCELLED,
          actor: 'manager@shop.in',
          details: { reason: 'Out of stock', refund: 'due: the order was paid' },
        },
      ]);
      expect(paid.timeline.map(story).slice(-2)).toEqual([
        {
          type: 'paid',
          fromStatus: PENDING,
          toStatus: PROCESSING,
          actor: 'payment gateway',
          details: { method: 'payu', reference: '403993715521937538' },
        },
        {
          type: 'paid',
          fromStatus: null,
          toStatus: null,
          actor: 'payment gateway',
          details: {
            method: 'payu',
            reference: '403993715521937539',
            refund: 'due: the order was already paid or cancelled',
          },
        },
      ]);
      // The cancellation and its refunds are new; the payments' own entries keep their times.
      expect(cancelled.timeline.slice(0, -3).map((event) => event.at)).toEqual(
        paid.timeline.map((event) => event.at),
      );
      expect(cancelled.total).toBe(total);
    });

    it('a change from a status the order has left is refused with 409', async () => {
      const id = await orderAt(PROCESSING, 'cod');
      const response = await change(id, {
        status: CANCELLED,
        fromStatus: PENDING,
        reason: 'Stale screen',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: 'This order changed meanwhile: it is now Processing, not Pending.',
      });
      expect((await detail(id)).status).toBe(PROCESSING);
    });

    it('validates the body: status and fromStatus must be order statuses', async () => {
      const id = await orderAt(PENDING);
      for (const [body, message] of [
        [{ status: 7 }, 'status: must be an order status (0-4)'],
        [{ status: 'shipped' }, 'status: must be an order status (0-4)'],
        [
          { status: 1, fromStatus: -1, reference: 'x' },
          'fromStatus: must be an order status (0-4)',
        ],
        [{ status: 4, reason: 'x'.repeat(501) }, 'reason: must be at most 500 characters'],
      ] as const) {
        const response = await change(id, body as unknown as OrderStatusChange);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: message });
      }
    });

    it('of two staff shipping one order at once, one succeeds and the other gets 409', async () => {
      for (let round = 0; round < 3; round++) {
        const id = await orderAt(PROCESSING, 'cod');
        const ship = (cookie: string, trackingNumber: string) =>
          change(
            id,
            { status: SHIPPED, fromStatus: PROCESSING, carrier: 'Delhivery', trackingNumber },
            cookie,
          );
        const responses = await Promise.all([ship(packer, 'DLV-A'), ship(manager, 'DLV-B')]);
        expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
        const winner = responses.find((response) => response.statusCode === 200)!;
        const loser = responses.find((response) => response.statusCode === 409)!;
        expect(loser.json<{ error: string }>().error).toBe(
          'This order changed meanwhile: it is now Shipped, not Processing.',
        );
        const order = await detail(id);
        expect(order.trackingNumber).toBe(winner.json<AdminOrder>().trackingNumber);
        expect(order.timeline.filter((event) => event.toStatus === SHIPPED)).toHaveLength(1);
      }
    });

    it('without fromStatus, the second of two identical changes at once is refused as illegal', async () => {
      const id = await orderAt(PROCESSING, 'cod');
      const ship = () =>
        change(id, { status: SHIPPED, carrier: 'Delhivery', trackingNumber: 'DLV-SAME' });
      const responses = await Promise.all([ship(), ship()]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      expect(responses.find((response) => response.statusCode === 409)!.json()).toEqual({
        error: 'An order cannot go from Shipped to Shipped.',
      });
    });

    it('cancel and confirm of one Pending order at once: exactly one wins, the payment agrees', async () => {
      for (let round = 0; round < 3; round++) {
        const id = await orderAt(PENDING, 'upi');
        const utr = testUtr();
        const [cancel, confirm] = await Promise.all([
          change(id, { status: CANCELLED, fromStatus: PENDING, reason: 'Duplicate order' }),
          change(id, { status: PROCESSING, fromStatus: PENDING, reference: utr }, manager),
        ]);
        expect([cancel!.statusCode, confirm!.statusCode].sort()).toEqual([200, 409]);
        const order = await detail(id);
        if (cancel!.statusCode === 200) {
          expect(confirm!.json()).toEqual({
            error: 'This order changed meanwhile: it is now Cancelled, not Pending.',
          });
          expect(order.status).toBe(CANCELLED);
          expect(order.payments[0]).toMatchObject({ status: 'failed', reference: null });
        } else {
          expect(cancel!.json()).toEqual({
            error: 'This order changed meanwhile: it is now Processing, not Pending.',
          });
          expect(order.status).toBe(PROCESSING);
          expect(order.payments[0]).toMatchObject({ status: 'succeeded', reference: utr });
        }
        expect(order.timeline.filter((event) => event.fromStatus === PENDING)).toHaveLength(1);
      }
    });
  });

  describe('timeline', () => {
    it('tells a UPI order’s story in order: placed, payment started, paid, shipped, delivered', async () => {
      const { id, total } = await placeOrder();
      await pay(id, 'upi');
      await changed(id, { status: PROCESSING, reference: 'UTR 4101 2233 4455' });
      await changed(
        id,
        {
          status: SHIPPED,
          carrier: 'Ekart',
          trackingNumber: 'FMPC0001',
          trackingUrl: 'https://ekartlogistics.com/track/FMPC0001',
        },
        manager,
      );
      const order = await changed(id, { status: DELIVERED });

      expect(order.timeline).toEqual([
        {
          at: expect.any(String),
          type: 'placed',
          fromStatus: null,
          toStatus: PENDING,
          actor: 'customer',
          details: { total: total.toFixed(2) },
        },
        {
          at: expect.any(String),
          type: 'payment_started',
          fromStatus: null,
          toStatus: null,
          actor: 'customer',
          details: { method: 'upi', amount: total.toFixed(2) },
        },
        {
          at: expect.any(String),
          type: 'paid',
          fromStatus: PENDING,
          toStatus: PROCESSING,
          actor: 'manager@shop.in',
          details: { method: 'upi', reference: '410122334455' },
        },
        {
          at: expect.any(String),
          type: 'status_changed',
          fromStatus: PROCESSING,
          toStatus: SHIPPED,
          actor: 'manager@shop.in',
          details: {
            carrier: 'Ekart',
            trackingNumber: 'FMPC0001',
            trackingUrl: 'https://ekartlogistics.com/track/FMPC0001',
            invoice: expect.stringMatching(INVOICE_NUMBER),
          },
        },
        {
          at: expect.any(String),
          type: 'status_changed',
          fromStatus: SHIPPED,
          toStatus: DELIVERED,
          actor: 'packer@shop.in',
          details: {},
        },
      ]);
      const times = order.timeline.map((event) => Date.parse(event.at));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(times[0]).toBe(Date.parse(order.createdAt));
    });

    it('tells a cash-on-delivery order’s story: confirmed by the customer’s choice, cash collected on delivery', async () => {
      const id = await orderAt(DELIVERED, 'cod');
      const order = await detail(id);
      expect(
        order.timeline.map(({ type, fromStatus, toStatus, actor, details }) => ({
          type,
          fromStatus,
          toStatus,
          actor,
          details,
        })),
      ).toEqual([
        {
          type: 'placed',
          fromStatus: null,
          toStatus: PENDING,
          actor: 'customer',
          details: { total: order.total.toFixed(2) },
        },
        {
          type: 'status_changed',
          fromStatus: PENDING,
          toStatus: PROCESSING,
          actor: 'customer',
          details: { method: 'cod', amount: order.total.toFixed(2) },
        },
        {
          type: 'status_changed',
          fromStatus: PROCESSING,
          toStatus: SHIPPED,
          actor: 'packer@shop.in',
          details: {
            carrier: 'India Post',
            trackingNumber: 'EK123IN',
            invoice: expect.stringMatching(INVOICE_NUMBER),
          },
        },
        {
          type: 'status_changed',
          fromStatus: SHIPPED,
          toStatus: DELIVERED,
          actor: 'packer@shop.in',
          details: { cashCollected: 'yes' },
        },
      ]);
    });
  });

  describe('GET /admin/orders/{id}', () => {
    it('answers the order with its address, lines and payment', async () => {
      const placed = await placeOrder();
      await pay(placed.id, 'upi');
      const order = await detail(placed.id.toLowerCase());
      expect(order).toMatchObject({
        id: placed.id,
        status: PENDING,
        email: shopper.email,
        phone: '+919845012345',
        shippingAddress: { ...testShippingAddress, phone: '+919845012345' },
        total: placed.total,
        paymentMethod: 'upi',
        shippingMethod: placed.shippingMethod,
        carrier: null,
        trackingNumber: null,
        trackingUrl: null,
        cancelReason: null,
      });
      expect(order.items).toEqual(placed.items);
      expect(order.payments).toEqual([
        expect.objectContaining({ method: 'upi', status: 'pending', amount: placed.total }),
      ]);
    });

    it('answers 404 for an order id that names nothing', async () => {
      const response = await asStaff(t.app, packer, {
        method: 'GET',
        url: '/api/v1/admin/orders/ZZZZZZZZZZ',
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Order not found' });
      const moved = await change('ZZZZZZZZZZ', { status: CANCELLED, reason: 'x' });
      expect(moved.statusCode).toBe(404);
    });
  });

  describe('GET /admin/orders', () => {
    /** A shopper of their own, so their orders can be told apart from the rest of the file’s. */
    let buyer: Shopper;
    let cod: Order;
    let upi: Order;
    let unpaid: Order;

    beforeAll(async () => {
      buyer = await signUp(t.app, { email: `Meera.Iyer.${Date.now()}@Example.in` });
      const address = { ...testShippingAddress, fullName: 'Meera Iyer', phone: '070000 11223' };
      cod = await placeOrder(buyer.auth, address);
      await pay(cod.id, 'cod', buyer.auth);
      upi = await placeOrder(buyer.auth, address);
      await pay(upi.id, 'upi', buyer.auth);
      unpaid = await placeOrder(buyer.auth, address);
    });

    it('lists the store’s orders newest first with a summary of each', async () => {
      const page = await listed({ q: buyer.email });
      expect(ids(page)).toEqual([unpaid.id, upi.id, cod.id]);
      expect(page.pagination).toEqual({ page: 1, limit: 25, total: 3 });
      expect(page.data[2]).toEqual({
        id: cod.id,
        status: PROCESSING,
        createdAt: cod.createdAt,
        customerName: 'Meera Iyer',
        email: buyer.email.toLowerCase(),
        phone: '+917000011223',
        total: cod.total,
        paymentMethod: 'cod',
        itemCount: 2,
        // No offer applied (promotions/admin-routes.test.ts lists orders that used some).
        discount: 0,
        promotions: [],
      });
      expect(page.data[0]!.paymentMethod).toBeNull();

      const everything = await listed({ limit: 100 });
      const times = everything.data.map((order) => order.createdAt);
      expect(times).toEqual([...times].sort().reverse());
    });

    it('filters by status and by payment method', async () => {
      expect(ids(await listed({ q: buyer.email, status: PENDING }))).toEqual([unpaid.id, upi.id]);
      expect(ids(await listed({ q: buyer.email, status: PROCESSING }))).toEqual([cod.id]);
      expect(ids(await listed({ q: buyer.email, status: SHIPPED }))).toEqual([]);
      expect(ids(await listed({ q: buyer.email, paymentMethod: 'upi' }))).toEqual([upi.id]);
      expect(ids(await listed({ q: buyer.email, paymentMethod: 'cod' }))).toEqual([cod.id]);
      expect(ids(await listed({ q: buyer.email, paymentMethod: 'cod', status: 0 }))).toEqual([]);
      const allUpi = await listed({ paymentMethod: 'upi', limit: 100 });
      expect(allUpi.data.every((order) => order.paymentMethod === 'upi')).toBe(true);
      expect(allUpi.pagination.total).toBe(allUpi.data.length);
    });

    it('finds an order by its id, in any case and with O for 0 and I or L for 1', async () => {
      expect(ids(await listed({ q: upi.id }))).toEqual([upi.id]);
      expect(ids(await listed({ q: ` ${upi.id.toLowerCase()} ` }))).toEqual([upi.id]);
      // An id with the digits people misread, which a random id may not have: a row of its own.
      const [user] = await t.db.select().from(users).where(eq(users.email, shopper.email));
      const [store] = await t.db.select().from(stores).where(eq(stores.isDefault, true));
      const row = {
        id: '0AB1CD0EF1',
        storeId: store!.id,
        userId: user!.id,
        email: 'chosen-ids@example.in',
        phone: '+916000000000',
        fullName: 'Asha Verma',
        address: 'x',
        city: 'Bengaluru',
        state: 'Karnataka',
        postalCode: '560001',
        totalPaise: 100,
      };
      await t.db.insert(orders).values(row);
      for (const q of ['0AB1CD0EF1', 'oabicdoefl', 'OAB1-CD0E-FL', 'oab1 cdoe f1']) {
        expect(ids(await listed({ q })), q).toEqual(['0AB1CD0EF1']);
      }
      // An id of ten digits reads like a mobile number, and is still found by it.
      await t.db.insert(orders).values({ ...row, id: '9123456780' });
      expect(ids(await listed({ q: '91234 56780' }))).toEqual(['9123456780']);
      expect(ids(await listed({ q: 'ZZZZZZZZZZ' }))).toEqual([]);
    });

    it('finds orders by e-mail in any case and by phone with or without +91 and spaces', async () => {
      const all = [unpaid.id, upi.id, cod.id];
      for (const q of [buyer.email, buyer.email.toUpperCase(), buyer.email.toLowerCase()]) {
        expect(ids(await listed({ q })), q).toEqual(all);
      }
      // Ten digits could also be an order id: a bare mobile number still finds its orders.
      for (const q of [
        '7000011223',
        '70000 11223',
        '+917000011223',
        '+91 70000 11223',
        '070000 11223',
      ]) {
        expect(ids(await listed({ q })), q).toEqual(all);
      }
      for (const q of ['nobody@example.in', '7000011224', 'kurta', '12']) {
        const page = await listed({ q });
        expect(page, q).toEqual({ data: [], pagination: { page: 1, limit: 25, total: 0 } });
      }
    });

    it('pages with page and limit; total counts every match', async () => {
      const first = await listed({ q: buyer.email, limit: 2 });
      expect(ids(first)).toEqual([unpaid.id, upi.id]);
      expect(first.pagination).toEqual({ page: 1, limit: 2, total: 3 });
      const second = await listed({ q: buyer.email, limit: 2, page: 2 });
      expect(ids(second)).toEqual([cod.id]);
      expect(second.pagination).toEqual({ page: 2, limit: 2, total: 3 });
      const beyond = await listed({ q: buyer.email, limit: 2, page: 3 });
      expect(beyond).toEqual({ data: [], pagination: { page: 3, limit: 2, total: 3 } });
    });

    it.each([
      [{ limit: 101 }, 'limit: must be at most 100'],
      [{ limit: 0 }, 'limit: must be at least 1'],
      [{ page: 0 }, 'page: must be at least 1'],
      [{ status: 5 }, 'status: must be an order status (0-4)'],
      [{ paymentMethod: 'cheque' }, 'paymentMethod:'],
      [{ from: '10-03-2024' }, 'from: must be a date (YYYY-MM-DD)'],
      [{ to: 'yesterday' }, 'to: must be a date (YYYY-MM-DD)'],
      [{ from: '2024-13-45' }, 'from: must be a date (YYYY-MM-DD)'],
      [{ to: '2024-02-30' }, 'to: must be a date (YYYY-MM-DD)'],
    ])('refuses %o with 400', async (query, message) => {
      const response = await list(query);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toContain(message);
    });

    it('filters by day in India Standard Time, first and last day included', async () => {
      // Orders on chosen dates long past, each a millisecond either side of midnight in India:
      // the API cannot place orders in the past, so these are rows of their own.
      const [user] = await t.db.select().from(users).where(eq(users.email, shopper.email));
      const [store] = await t.db.select().from(stores).where(eq(stores.isDefault, true));
      const at = {
        DATE000009: '2024-03-09T18:29:59.999Z', // 9 March, 23:59:59.999 IST
        DATE00010A: '2024-03-09T18:30:00.000Z', // 10 March, 00:00 IST
        DATE00010B: '2024-03-10T18:29:59.999Z', // 10 March, 23:59:59.999 IST
        DATE000011: '2024-03-10T18:30:00.000Z', // 11 March, 00:00 IST
      };
      await t.db.insert(orders).values(
        Object.entries(at).map(([id, createdAt]) => ({
          id,
          storeId: store!.id,
          userId: user!.id,
          email: 'ledger@example.in',
          phone: '+919845012345',
          fullName: 'Old Order',
          address: 'x',
          city: 'Delhi',
          state: 'Delhi',
          postalCode: '110006',
          totalPaise: 50_000,
          createdAt: new Date(createdAt),
        })),
      );
      const [a, b, c, d] = Object.keys(at);
      const between = async (query: Record<string, string>) =>
        ids(await listed({ ...query, q: 'ledger@example.in' }));
      expect(await between({ from: '2024-03-10', to: '2024-03-10' })).toEqual([c, b]);
      expect(await between({ from: '2024-03-10', to: '2024-03-11' })).toEqual([d, c, b]);
      expect(await between({ to: '2024-03-09' })).toEqual([a]);
      expect(await between({ from: '2024-03-11' })).toEqual([d]);
      expect(await between({ from: '2024-03-12', to: '2024-03-31' })).toEqual([]);
      expect(await between({ from: '2024-02-29', to: '2024-03-09' })).toEqual([a]);
      // Without the e-mail too: nothing else in the store is that old.
      expect(ids(await listed({ from: '2024-03-10', to: '2024-03-10' }))).toEqual([c, b]);
    });
  });

  describe('another store’s orders', () => {
    let theirs: Order;

    beforeAll(async () => {
      // The second store's catalogue: one product, so its shopper can order through the API.
      const [kurta] = await t.db
        .insert(products)
        .values({
          storeId: kurtaStoreId,
          title: 'Block-printed cotton kurta',
          category: 'Men',
          regularPrice: 89_900,
        })
        .returning({ id: products.id });
      const buyer = await signUp(t.app, { headers: { host: KURTA_HOST } });
      theirs = await placeOrder(buyer.auth, testShippingAddress, kurta!.id);
    });

    it('are not found by this store’s staff, and cannot be changed by them', async () => {
      const seen = await asStaff(t.app, manager, {
        method: 'GET',
        url: `/api/v1/admin/orders/${theirs.id}`,
      });
      expect(seen.statusCode).toBe(404);
      const moved = await change(theirs.id, { status: CANCELLED, reason: 'Not ours' }, manager);
      expect(moved.statusCode).toBe(404);
      expect(moved.json()).toEqual({ error: 'Order not found' });
      const [row] = await t.db.select().from(orders).where(eq(orders.id, theirs.id));
      expect(row!.status).toBe(PENDING);
    });

    it('are absent from this store’s list, and only they are in the other store’s', async () => {
      expect(await listed({ q: theirs.id })).toMatchObject({ data: [], pagination: { total: 0 } });
      const ours = await listed({ limit: 100 });
      expect(ids(ours)).not.toContain(theirs.id);

      const response = await list({ limit: 100 }, kurtaOwner, KURTA_HOST);
      expect(response.statusCode, response.body).toBe(200);
      expect(ids(response.json<AdminOrderList>())).toEqual([theirs.id]);
      const own = await asStaff(t.app, kurtaOwner, {
        method: 'GET',
        url: `/api/v1/admin/orders/${theirs.id}`,
        host: KURTA_HOST,
      });
      expect(own.statusCode).toBe(200);
      expect(own.json<AdminOrder>().items.map((item) => item.productTitle)).toEqual([
        'Block-printed cotton kurta',
      ]);
    });

    it('a staff session of one store does not open the other', async () => {
      const response = await list({}, packer, KURTA_HOST);
      expect(response.statusCode).toBe(401);
    });
  });
});

/** The hidden fields of the sandbox gateway's "Pay" form: what the browser would post back. */
function payForm(html: string): Record<string, string> {
  const form = [...html.matchAll(/<form method="post" action="[^"]+">([\s\S]*?)<\/form>/g)].find(
    (match) => match[1]!.includes('Pay '),
  );
  if (!form) throw new Error('no Pay form on the sandbox page');
  const unescape = (value: string) =>
    value
      .replaceAll('&quot;', '"')
      .replaceAll('&#39;', "'")
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');
  return Object.fromEntries(
    [...form[1]!.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((match) => [
      unescape(match[1]!),
      unescape(match[2]!),
    ]),
  );
}
