import type {
  AdminOrder,
  AdminProduct,
  AdminReturn,
  AdminReturnList,
  Dashboard,
  Order,
  Product,
  ProductCreateInput,
} from '@storefront/contract';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditNotes, invoices, mailOutbox, orders, returnPhotos, stores } from '../../db/schema';
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

const PROCESSING = 1;
const SHIPPED = 2;
const DELIVERED = 3;
const CANCELLED = 4;
const DAY_MS = 86_400_000;

const kurta: ProductCreateInput = {
  title: 'Returns Test Kurta',
  category: 'Men',
  gender: 'Men',
  regularPrice: 800,
  hsn: '620520',
  gstRate: 5,
  sizes: ['M', 'L'],
  colors: ['Black', 'White'],
  variants: [
    { size: 'M', color: 'Black', sku: 'RTK-M-B', stock: 50 },
    { size: 'M', color: 'White', sku: 'RTK-M-W', stock: 0 },
    { size: 'L', color: 'Black', sku: 'RTK-L-B', stock: 50 },
    { size: 'L', color: 'White', sku: 'RTK-L-W', stock: 10 },
  ],
};

type Shopper = Awaited<ReturnType<typeof signUp>>;

describe.each(drivers)('returns, cancellations and return to origin on %s', (driver) => {
  let t: TestApp;
  let shopper: Shopper;
  let stranger: Shopper;
  let owner: string;
  let manager: string;
  let packer: string;
  let product: AdminProduct;

  beforeAll(async () => {
    t = await createTestApp(driver, {
      rateLimits: { ...DEFAULT_RATE_LIMITS, ordersPerAccountPerHour: 1_000 },
    });
    await addStaff(t, { email: 'owner@returns.in', role: 'owner' });
    await addStaff(t, { email: 'manager@returns.in', role: 'manager' });
    await addStaff(t, { email: 'packer@returns.in', role: 'fulfilment' });
    [owner, manager, packer] = await Promise.all([
      signInStaff(t.app, 'owner@returns.in'),
      signInStaff(t.app, 'manager@returns.in'),
      signInStaff(t.app, 'packer@returns.in'),
    ]);
    [shopper, stranger] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const created = await asStaff(t.app, manager, {
      method: 'POST',
      url: '/api/v1/admin/products',
      payload: kurta,
    });
    expect(created.statusCode, created.body).toBe(201);
    product = created.json<AdminProduct>();
  });
  afterAll(async () => {
    await t?.close();
  });

  const stock = async () =>
    (await asStaff(t.app, manager, { method: 'GET', url: `/api/v1/admin/products/${product.id}` }))
      .json<AdminProduct>()
      .variants.map((variant) => variant.stock);

  async function placeOrder(quantity: number, size = 'M', color = 'Black'): Promise<Order> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: shopper.auth,
      payload: {
        products: { [product.id]: quantity },
        items: [{ productId: product.id, size, color, quantity }],
        shippingAddress: testShippingAddress,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Order>();
  }

  const pay = (orderId: string, method: 'upi' | 'cod') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/payments',
      headers: shopper.auth,
      payload: {
        orderId,
        fields: { method, email: 'asha@example.in', phone: '+919845012345', acceptTerms: true },
      },
    });

  const move = (orderId: string, payload: Record<string, unknown>, cookie = manager) =>
    asStaff(t.app, cookie, {
      method: 'POST',
      url: `/api/v1/admin/orders/${orderId}/status`,
      payload,
    });

  /** An order paid (UPI confirmed with its UTR, or cash on delivery), and moved up to `upTo`. */
  async function orderAt(
    upTo: number,
    { quantity = 3, method = 'upi' as 'upi' | 'cod' } = {},
  ): Promise<Order> {
    const order = await placeOrder(quantity);
    expect((await pay(order.id, method)).statusCode).toBe(200);
    if (method === 'upi') {
      const paid = await move(order.id, { status: PROCESSING, reference: testUtr() });
      expect(paid.statusCode, paid.body).toBe(200);
    }
    const steps: [number, Record<string, unknown>][] = [
      [SHIPPED, { carrier: 'India Post', trackingNumber: 'EK123IN' }],
      [DELIVERED, {}],
    ];
    for (const [status, extra] of steps.filter(([status]) => status <= upTo)) {
      const moved = await move(order.id, { status, ...extra }, packer);
      expect(moved.statusCode, moved.body).toBe(200);
    }
    return order;
  }

  const ask = (orderId: string, payload: Record<string, unknown>, who = shopper) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${orderId}/returns`,
      headers: who.auth,
      payload,
    });
  const own = async (orderId: string) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/v1/orders/${orderId}`, headers: shopper.auth })
    ).json<Order>();
  const step = (id: number, path: string, payload: Record<string, unknown>, cookie = manager) =>
    asStaff(t.app, cookie, { method: 'POST', url: `/api/v1/admin/returns/${id}/${path}`, payload });
  const adminOrder = async (orderId: string) =>
    (
      await asStaff(t.app, manager, { method: 'GET', url: `/api/v1/admin/orders/${orderId}` })
    ).json<AdminOrder>();
  const mails = async (orderId: string) =>
    (await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'return_update')))
      .map((row) => row.data as { orderId: string; step: string })
      .filter((data) => data.orderId === orderId)
      .map((data) => data.step);

  it('lets the shopper cancel an order that has not shipped: refunded, stock back; 409 once shipped, 404 for another shopper', async () => {
    const before = await stock();
    const paid = await orderAt(PROCESSING, { quantity: 2 });
    expect((await stock())[0]).toBe(before[0]! - 2);

    const theirs = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${paid.id}/cancel`,
      headers: stranger.auth,
      payload: {},
    });
    expect(theirs.statusCode).toBe(404);

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${paid.id}/cancel`,
      headers: shopper.auth,
      payload: { reason: 'Ordered the wrong size' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<Order>()).toMatchObject({
      id: paid.id,
      status: CANCELLED,
      refunds: [{ amount: 1600, status: 'pending' }],
      afterSale: { cancellable: false },
    });
    expect(await stock()).toEqual(before);
    const kept = await adminOrder(paid.id);
    expect(kept.cancelReason).toBe('Cancelled by the shopper: Ordered the wrong size');
    expect(kept.timeline.find((entry) => entry.toStatus === CANCELLED)).toMatchObject({
      type: 'status_changed',
      actor: 'customer',
    });

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${paid.id}/cancel`,
      headers: shopper.auth,
      payload: {},
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'This order is already cancelled.' });

    const shipped = await orderAt(SHIPPED, { method: 'cod' });
    expect((await own(shipped.id)).afterSale.cancellable).toBe(false);
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${shipped.id}/cancel`,
      headers: shopper.auth,
      payload: {},
    });
    expect(late.statusCode).toBe(409);
    expect(late.json<{ error: string }>().error).toMatch(/has shipped/);
  });

  it('takes a return from request to refund: approved, picked up, received with part written off, refunded by the received lines', async () => {
    const order = await orderAt(DELIVERED);
    const itemId = order.items[0]!.id;
    expect((await own(order.id)).afterSale).toMatchObject({
      cancellable: false,
      returnable: [{ itemId, quantity: 3 }],
    });

    const made = await ask(order.id, {
      lines: [{ itemId, quantity: 2 }],
      reason: 'Does not fit',
      note: 'Too tight at the shoulders',
    });
    expect(made.statusCode, made.body).toBe(201);
    const { id } = made.json<{ id: number; status: string }>();
    expect(made.json()).toEqual({ id, status: 'requested' });
    // The shop hears of it at once, at the addresses told of return requests.
    const told = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'staff_return_requested'));
    expect(told.map((row) => row.data)).toContainEqual({
      orderId: order.id,
      returnId: id,
      customerName: expect.any(String),
      reason: 'Does not fit',
      units: 2,
      exchange: false,
    });

    const seen = await own(order.id);
    expect(seen.status).toBe(DELIVERED);
    expect(seen.afterSale.returnable).toEqual([{ itemId, quantity: 1 }]);
    expect(seen.returns).toMatchObject([
      {
        id,
        status: 'requested',
        note: 'Too tight at the shoulders',
        nextStep: 'We will reply within 2 working days.',
        lines: [{ itemId, quantity: 2, size: 'M', color: 'Black', exchangeFor: null }],
      },
    ]);
    // A photo of the fit: the shopper's own return only, at most 3.
    const photo = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#c05020' },
    })
      .png()
      .toBuffer();
    const upload = (who: Shopper) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/orders/${order.id}/returns/${id}/photos`,
        headers: { ...who.auth, 'content-type': 'image/png' },
        payload: photo,
      });
    expect((await upload(stranger)).statusCode).toBe(404);
    const uploaded = await upload(shopper);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const [url] = uploaded.json<{ photos: string[] }>().photos;
    expect(url).toMatch(/^\/api\/v1\/images\/[0-9a-f]{32}\/\d+\.webp$/);
    const extra = await t.db
      .insert(returnPhotos)
      .values([
        { returnId: id, url: url! },
        { returnId: id, url: url! },
      ])
      .returning({ id: returnPhotos.id });
    const fourth = await upload(shopper);
    expect(fourth.statusCode).toBe(422);
    expect(fourth.json()).toEqual({ error: 'A return can have at most 3 photos.' });
    await t.db.delete(returnPhotos).where(
      inArray(
        returnPhotos.id,
        extra.map((row) => row.id),
      ),
    );
    expect((await own(order.id)).returns[0]!.photos).toEqual([url]);
    const staffView = await asStaff(t.app, packer, {
      method: 'GET',
      url: `/api/v1/admin/returns/${id}`,
    });
    expect(staffView.json<AdminReturn>()).toMatchObject({
      photos: [url],
      note: 'Too tight at the shoulders',
      orderId: order.id,
      needsAction: true,
      ageDays: 0,
    });

    // A tracking look-up proves the e-mail, not the shopper: no note, no photos.
    const tracked = await t.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${order.id}?contactInfo=${encodeURIComponent(shopper.email)}`,
    });
    expect(tracked.json<Order>().returns[0]).toMatchObject({ id, note: null, photos: [] });

    // Fulfilment receives parcels but does not decide; receiving before approval is a 409.
    expect((await step(id, 'status', { status: 'approved' }, packer)).statusCode).toBe(403);
    expect((await step(id, 'status', { status: 'received' })).statusCode).toBe(409);
    expect((await step(id, 'status', { status: 'rejected' })).statusCode).toBe(400);
    const approved = await step(id, 'status', { status: 'approved' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await step(id, 'status', { status: 'approved' })).statusCode).toBe(409);
    expect((await own(order.id)).returns[0]!.nextStep).toBe(
      'We will arrange a pickup and e-mail you its details.',
    );
    const pickup = await step(id, 'pickup', { carrier: 'Delhivery', trackingNumber: 'DLV42' });
    expect(pickup.statusCode, pickup.body).toBe(200);
    expect((await own(order.id)).returns[0]).toMatchObject({
      pickup: { carrier: 'Delhivery', trackingNumber: 'DLV42', trackingUrl: null },
      nextStep: 'Hand the parcel to Delhivery (tracking DLV42).',
    });

    const before = await stock();
    const unexplained = await step(
      id,
      'status',
      { status: 'received', lines: [{ itemId, quantity: 2, restock: 1 }] },
      packer,
    );
    expect(unexplained.statusCode).toBe(422);
    expect(unexplained.json()).toEqual({
      error: 'lines.0.writeOffReason: is required for what does not go back to stock',
    });
    const tooMany = await step(id, 'status', {
      status: 'received',
      lines: [{ itemId, quantity: 3, restock: true }],
    });
    expect(tooMany.statusCode).toBe(422);
    const received = await step(
      id,
      'status',
      {
        status: 'received',
        lines: [{ itemId, quantity: 2, restock: 1, writeOffReason: 'Stained' }],
      },
      packer,
    );
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json<AdminReturn>()).toMatchObject({
      status: 'received',
      needsAction: true,
      proposedRefund: 1600,
      lines: [{ receivedQuantity: 2, restocked: 1, writeOffReason: 'Stained', unitPrice: 800 }],
    });
    expect((await stock())[0]).toBe(before[0]! + 1);

    const above = await step(id, 'refund', { amount: 1600.01 });
    expect(above.statusCode).toBe(422);
    expect(above.json<{ error: string }>().error).toMatch(/at most ₹1,600/);
    expect((await step(id, 'refund', {}, packer)).statusCode).toBe(403);
    const refunded = await step(id, 'refund', {});
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json<AdminReturn>()).toMatchObject({ status: 'refunded', needsAction: false });
    const money = await adminOrder(order.id);
    expect(money.refunds).toMatchObject([
      { amount: 1600, status: 'pending', lines: [{ itemId, quantity: 2 }] },
    ]);
    expect(money.status).toBe(DELIVERED);
    expect(money.returns[0]!.status).toBe('refunded');
    // The refund's GST credit note names the return and gives back two of the invoice's three
    // pieces: its figures are the invoice line's, two thirds of them, to the paisa.
    expect(money.creditNotes).toMatchObject([{ amount: 1600, returnId: id }]);
    const [note] = await t.db.select().from(creditNotes).where(eq(creditNotes.orderId, order.id));
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    const sold = invoice!.data.lines[0]!;
    const credited = note!.data.lines[0]!;
    expect(credited).toMatchObject({ quantity: 2, amountPaise: 160_000 });
    expect(credited.taxablePaise).toBe(Math.round((sold.taxablePaise * 2) / 3));
    expect(
      credited.taxablePaise + credited.cgstPaise + credited.sgstPaise + credited.igstPaise,
    ).toBe(160_000);
    expect(note!.data.invoice.number).toBe(invoice!.number);
    expect((await own(order.id)).creditNotes).toEqual([
      { number: note!.number, date: note!.issuedAt.toISOString(), amount: 1600 },
    ]);
    expect(
      money.timeline
        .filter((entry) => entry.type === 'return')
        .map((entry) => entry.details.status),
    ).toEqual(['requested', 'approved', 'pickup', 'received', 'refunded']);
    expect(await mails(order.id)).toEqual(['approved', 'pickup', 'received', 'refunded']);
    expect((await step(id, 'refund', {})).statusCode).toBe(409);
  });

  it('counts what other requests ask: never above the delivered quantity, also when two ask at once', async () => {
    const order = await orderAt(DELIVERED);
    const itemId = order.items[0]!.id;
    const line = (quantity: number) => ({ lines: [{ itemId, quantity }], reason: 'Does not fit' });
    const [first, second] = await Promise.all([ask(order.id, line(2)), ask(order.id, line(2))]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 422]);
    const refused = [first, second].find((response) => response.statusCode === 422)!;
    expect(refused.json()).toEqual({
      error: 'lines.0.quantity: at most 1 of “Returns Test Kurta” can still be returned',
    });
    expect((await ask(order.id, line(1))).statusCode).toBe(201);
    const full = await ask(order.id, line(1));
    expect(full.statusCode).toBe(422);
    expect(full.json<{ error: string }>().error).toMatch(/already asked for in full/);

    // A rejected request gives its quantity back.
    const rejected = await step(
      first.statusCode === 201 ? first.json().id : second.json().id,
      'status',
      {
        status: 'rejected',
        reason: 'Worn and washed',
      },
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    const seen = await own(order.id);
    expect(seen.afterSale.returnable).toEqual([{ itemId, quantity: 2 }]);
    expect(seen.returns[0]).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Worn and washed',
      nextStep: 'We cannot accept this return: Worn and washed.',
    });
    expect(await mails(order.id)).toEqual(['rejected']);

    // Two requests at once on two API processes' worth of connections: together within 3.
    const [a, b, c] = await Promise.all([
      ask(order.id, line(1)),
      ask(order.id, line(1)),
      ask(order.id, line(1)),
    ]);
    expect([a, b, c].map((response) => response.statusCode).sort()).toEqual([201, 201, 422]);
  });

  it('refuses returns outside the window, when the store takes none, of an undelivered order or a non-returnable product', async () => {
    const order = await orderAt(DELIVERED);
    const body = {
      lines: [{ itemId: order.items[0]!.id, quantity: 1 }],
      reason: 'Changed my mind',
    };

    await t.db
      .update(orders)
      .set({ deliveredAt: new Date(Date.now() - 7 * DAY_MS - 60_000) })
      .where(eq(orders.id, order.id));
    const late = await ask(order.id, body);
    expect(late.statusCode).toBe(422);
    expect(late.json<{ error: string }>().error).toMatch(
      /^The return window of 7 days from delivery closed on /,
    );
    expect((await own(order.id)).afterSale.returnable).toEqual([
      { itemId: order.items[0]!.id, quantity: 0 },
    ]);

    await t.db
      .update(orders)
      .set({ deliveredAt: new Date(Date.now() - 6 * DAY_MS) })
      .where(eq(orders.id, order.id));
    await t.db.update(stores).set({ returnWindowDays: 0 });
    const none = await ask(order.id, body);
    await t.db.update(stores).set({ returnWindowDays: 7 });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toEqual({ error: 'This shop does not take returns.' });

    const markReturnable = async (returnable: boolean) => {
      const edited = await asStaff(t.app, manager, {
        method: 'PATCH',
        url: `/api/v1/admin/products/${product.id}`,
        payload: { returnable },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json<AdminProduct>().returnable).toBe(returnable);
      const shown = await t.app.inject({ method: 'GET', url: `/api/v1/products/${product.id}` });
      expect(shown.json<Product>().details.returnable).toBe(returnable);
    };
    await markReturnable(false);
    const refused = await ask(order.id, body);
    await markReturnable(true);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ error: 'Returns Test Kurta cannot be returned.' });

    expect((await ask(order.id, body, stranger)).statusCode).toBe(404);
    const shipped = await orderAt(SHIPPED, { method: 'cod' });
    const early = await ask(shipped.id, {
      ...body,
      lines: [{ itemId: shipped.items[0]!.id, quantity: 1 }],
    });
    expect(early.statusCode).toBe(422);
    expect(early.json()).toEqual({ error: 'Only a delivered order can be returned.' });
    expect((await ask(order.id, body)).statusCode).toBe(201);
  });

  it('exchanges for another colour in stock: an order of its own, Processing, taking the stock; 422 when out of stock', async () => {
    const exchangeFor = { size: 'L', color: 'White' };
    const order = await orderAt(DELIVERED, { quantity: 2, method: 'cod' });
    const itemId = order.items[0]!.id;
    const soldOut = await ask(order.id, {
      lines: [{ itemId, quantity: 1, exchangeFor: { color: 'White' } }],
      reason: 'Does not fit',
    });
    expect(soldOut.statusCode).toBe(422);
    expect(soldOut.json()).toEqual({
      error: 'Returns Test Kurta in size M, colour White is out of stock',
    });
    const made = await ask(order.id, {
      lines: [{ itemId, quantity: 1, exchangeFor }],
      reason: 'Does not fit',
    });
    expect(made.statusCode, made.body).toBe(201);
    const { id } = made.json<{ id: number }>();
    expect((await own(order.id)).returns[0]!.lines[0]!.exchangeFor).toEqual(exchangeFor);
    expect((await step(id, 'exchange', {})).statusCode).toBe(409);
    await step(id, 'status', { status: 'approved' });
    await step(id, 'status', { status: 'received' });
    expect((await own(order.id)).returns[0]!.nextStep).toMatch(/ship your exchange/);

    const before = await stock();
    const shipped = await step(id, 'exchange', {});
    expect(shipped.statusCode, shipped.body).toBe(200);
    const done = shipped.json<AdminReturn>();
    expect(done).toMatchObject({ status: 'exchanged', needsAction: false });
    expect(await stock()).toEqual([before[0], before[1], before[2], before[3]! - 1]);
    const replacement = await own(done.exchangeOrderId!);
    expect(replacement).toMatchObject({
      status: PROCESSING,
      total: 800,
      items: [{ productId: product.id, size: 'L', color: 'White', quantity: 1, price: 800 }],
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, done.exchangeOrderId!));
    expect(row!.exchangeOfReturnId).toBe(id);
    expect((await adminOrder(done.exchangeOrderId!)).money.pending).toBe(0);
    // It ships through the normal lifecycle.
    const sent = await move(done.exchangeOrderId!, {
      status: SHIPPED,
      carrier: 'India Post',
      trackingNumber: 'EK9IN',
    });
    expect(sent.statusCode, sent.body).toBe(200);

    // Stock gone between the request and the exchange: 422, the return stays received.
    const second = await ask(order.id, {
      lines: [{ itemId, quantity: 1, exchangeFor }],
      reason: 'Does not fit',
    });
    const secondId = second.json<{ id: number }>().id;
    await step(secondId, 'status', { status: 'approved' });
    await step(secondId, 'status', { status: 'received' });
    await asStaff(t.app, manager, {
      method: 'PUT',
      url: `/api/v1/admin/products/${product.id}/variants`,
      payload: {
        variants: kurta.variants!.map((variant, index) => ({
          ...variant,
          stock: index === 3 ? 0 : variant.stock,
        })),
      },
    });
    const out = await step(secondId, 'exchange', {});
    expect(out.statusCode).toBe(422);
    expect(out.json<{ error: string }>().error).toMatch(/out of stock/);
    expect(
      (
        await asStaff(t.app, manager, { method: 'GET', url: `/api/v1/admin/returns/${secondId}` })
      ).json<AdminReturn>().status,
    ).toBe('received');
  });

  it('cancels a shipped order only as returned to origin: prepaid refunded, stock back once the parcel is received', async () => {
    const prepaid = await orderAt(SHIPPED);
    const unshipped = await orderAt(PROCESSING, { method: 'cod' });
    const before = await stock();
    const plain = await move(prepaid.id, { status: CANCELLED, reason: 'Refused' });
    expect(plain.statusCode).toBe(409);
    expect(plain.json()).toEqual({
      error: 'A shipped order can only be cancelled as returned to origin',
    });
    const wrong = await move(unshipped.id, {
      status: CANCELLED,
      reason: 'x',
      returnedToOrigin: true,
    });
    expect(wrong.statusCode).toBe(400);
    expect(
      (
        await move(
          prepaid.id,
          { status: CANCELLED, reason: 'Refused', returnedToOrigin: true },
          packer,
        )
      ).statusCode,
    ).toBe(403);

    const rto = await move(prepaid.id, {
      status: CANCELLED,
      reason: 'Refused by the buyer',
      returnedToOrigin: true,
    });
    expect(rto.statusCode, rto.body).toBe(200);
    expect(rto.json<AdminOrder>()).toMatchObject({
      status: CANCELLED,
      cancelReason: 'Refused by the buyer',
      returnedToOrigin: { reason: 'Refused by the buyer', receivedAt: null },
      refunds: [{ amount: 2400, status: 'pending' }],
    });
    expect(await stock()).toEqual(before);

    const received = await asStaff(t.app, packer, {
      method: 'POST',
      url: `/api/v1/admin/orders/${prepaid.id}/rto-received`,
      payload: { lines: [{ itemId: prepaid.items[0]!.id, restock: 2 }] },
    });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json<AdminOrder>().returnedToOrigin!.receivedAt).not.toBeNull();
    expect(await stock()).toEqual([before[0]! + 2, ...before.slice(1)]);
    const twice = await asStaff(t.app, packer, {
      method: 'POST',
      url: `/api/v1/admin/orders/${prepaid.id}/rto-received`,
      payload: {},
    });
    expect(twice.statusCode).toBe(409);
    expect(await stock()).toEqual([before[0]! + 2, ...before.slice(1)]);

    // Cash on delivery: nothing was paid, nothing to refund; every line back to stock.
    const cod = await orderAt(SHIPPED, { method: 'cod' });
    const codBack = await move(cod.id, {
      status: CANCELLED,
      reason: 'Not reachable',
      returnedToOrigin: true,
    });
    expect(codBack.statusCode, codBack.body).toBe(200);
    expect(codBack.json<AdminOrder>().refunds).toEqual([]);
    const afterCod = await stock();
    await asStaff(t.app, manager, {
      method: 'POST',
      url: `/api/v1/admin/orders/${cod.id}/rto-received`,
      payload: {},
    });
    expect((await stock())[0]).toBe(afterCod[0]! + 3);

    const dashboard = (
      await asStaff(t.app, owner, { method: 'GET', url: '/api/v1/admin/dashboard' })
    ).json<Dashboard>();
    const rate = (method: string) => dashboard.rtoRate.find((row) => row.paymentMethod === method)!;
    expect(rate('cod').returnedToOrigin).toBe(1);
    expect(rate('upi').returnedToOrigin).toBe(1);
    expect(rate('upi').rate).toBeCloseTo(1 / rate('upi').shipped);
    expect(rate('cod').rate).toBeCloseTo(1 / rate('cod').shipped);
    expect(dashboard.returnsNeedingAction).toBeGreaterThan(0);
  });

  it('lists returns needing action first, oldest first, then the rest', async () => {
    const list = (
      await asStaff(t.app, packer, { method: 'GET', url: '/api/v1/admin/returns?limit=100' })
    ).json<AdminReturnList>();
    expect(list.pagination.total).toBe(list.data.length);
    const needing = list.data.filter((row) => row.needsAction);
    expect(list.data.slice(0, needing.length)).toEqual(needing);
    const created = needing.map((row) => row.createdAt);
    expect(created).toEqual([...created].sort());
    const refunded = (
      await asStaff(t.app, packer, { method: 'GET', url: '/api/v1/admin/returns?status=refunded' })
    ).json<AdminReturnList>();
    expect(refunded.data.length).toBeGreaterThan(0);
    expect(refunded.data.every((row) => row.status === 'refunded')).toBe(true);
    const dashboard = (
      await asStaff(t.app, owner, { method: 'GET', url: '/api/v1/admin/dashboard' })
    ).json<Dashboard>();
    expect(dashboard.returnsNeedingAction).toBe(needing.length);
  });
});
