import {
  ORDER_MOVES,
  ORDER_STATUS,
  type OrderMover,
  orderStatusLabel,
  type StaffRole,
} from '@storefront/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import {
  auditLog,
  invoices,
  mailOutbox,
  orderEvents,
  orders,
  payments,
  productVariants,
} from '../../db/schema';
import { DEFAULT_RATE_LIMITS } from '../../lib/rate-limit-policy';
import { addStaff } from '../../test/staff';
import {
  createTestApp,
  drivers,
  signUp,
  type TestApp,
  testShippingAddress,
} from '../../test/test-app';
import { testUtr } from '../../test/utr';
import {
  markPaid,
  type MoveDetails,
  type OrderActor,
  recordPaymentFailure,
  transition,
} from './lifecycle';

const { PENDING, PROCESSING, SHIPPED, DELIVERED, CANCELLED } = ORDER_STATUS;
const STATUSES = [PENDING, PROCESSING, SHIPPED, DELIVERED, CANCELLED];
const MOVERS: OrderMover[] = [
  'owner',
  'manager',
  'fulfilment',
  'terminal',
  'customer',
  'gateway',
  'system',
];
const QUANTITY = 2;
const SHIPMENT = {
  carrier: 'Delhivery',
  trackingNumber: 'DLV123456789',
  trackingUrl: 'https://www.delhivery.com/track/package/DLV123456789',
};
const REASON = 'The customer asked to cancel';

type Method = 'upi' | 'cod' | 'sandbox';

describe.each(drivers)('the order lifecycle on %s', (driver) => {
  let t: TestApp;
  let shopper: Awaited<ReturnType<typeof signUp>>;
  let productId: string;
  let variantId: number;
  const staffOf = {} as Record<StaffRole, { staffId: number; email: string; role: StaffRole }>;

  beforeAll(async () => {
    t = await createTestApp(driver, {
      // Every case places an order of its own, from one shopper.
      rateLimits: { ...DEFAULT_RATE_LIMITS, ordersPerAccountPerHour: 1_000 },
    });
    shopper = await signUp(t.app);
    for (const role of ['owner', 'manager', 'fulfilment'] as const) {
      const member = await addStaff(t, { email: `${role}-lifecycle@shop.in`, role });
      staffOf[role] = { staffId: member.id, email: member.email, role };
    }
    // A product sold from one tracked variant, with the GST rate its invoice needs.
    const [sold] = await queryRows<{ product_id: string; id: number }>(
      t.db,
      sql`select v.product_id, min(v.id) as id from ${productVariants} v
          join products p on p.id = v.product_id
          where p.gst_rate is not null and p.archived_at is null
          group by v.product_id having count(*) = 1 and bool_and(v.stock is not null)
          limit 1`,
    );
    productId = sold!.product_id;
    variantId = Number(sold!.id);
    await t.db
      .update(productVariants)
      .set({ stock: 10_000 })
      .where(eq(productVariants.id, variantId));
  });
  afterAll(async () => {
    await t?.close();
  });

  const actor = (by: OrderMover): OrderActor =>
    by === 'owner' || by === 'manager' || by === 'fulfilment' ? staffOf[by] : by;

  async function place(): Promise<string> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: shopper.auth,
      payload: { products: { [productId]: QUANTITY }, shippingAddress: testShippingAddress },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>().id;
  }

  /** The shopper chooses how to pay (cash on delivery moves the order through the lifecycle). */
  async function choose(orderId: string, method: Method) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments',
      headers: shopper.auth,
      payload: {
        orderId,
        fields: { method, email: 'asha@example.in', phone: '+919845012345', acceptTerms: true },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  /**
   * An order brought to `status` the way a shop would, every move through the lifecycle; paid
   * with `method` (none: no method chosen yet).
   */
  async function orderAt(status: number, method: Method | null): Promise<string> {
    const id = await place();
    if (method) await choose(id, method);
    if (status === PENDING) return id;
    if (status === CANCELLED) {
      await transition(t.db, {
        orderId: id,
        to: CANCELLED,
        by: 'system',
        details: { reason: REASON },
      });
      return id;
    }
    if (method === 'upi') {
      await markPaid(t.db, {
        orderId: id,
        payment: 'pending UPI',
        reference: testUtr(),
        by: 'terminal',
      });
    }
    if (method === 'sandbox') {
      const [attempt] = await paymentsOf(id);
      await markPaid(t.db, {
        orderId: id,
        payment: attempt!.id,
        reference: 'SANDBOX1',
        by: 'gateway',
      });
    }
    if (status >= SHIPPED) {
      await transition(t.db, { orderId: id, to: SHIPPED, by: 'terminal', details: SHIPMENT });
    }
    if (status >= DELIVERED) await transition(t.db, { orderId: id, to: DELIVERED, by: 'terminal' });
    return id;
  }

  const orderRow = async (id: string) =>
    (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const paymentsOf = (id: string) =>
    t.db.select().from(payments).where(eq(payments.orderId, id)).orderBy(asc(payments.id));
  const eventsOf = (id: string) =>
    t.db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(asc(orderEvents.id));
  const mailsOf = (id: string) =>
    t.db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.data}->>'orderId' = ${id}`)
      .orderBy(asc(mailOutbox.id));
  const auditOf = (id: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'order.status_changed')));
  const stock = async () =>
    (
      await t.db
        .select({ stock: productVariants.stock })
        .from(productVariants)
        .where(eq(productVariants.id, variantId))
    )[0]!.stock!;

  /** Everything a move can change, to show an illegal one changed nothing. */
  const everything = async (id: string) => ({
    order: await orderRow(id),
    payments: await paymentsOf(id),
    events: await eventsOf(id),
    mails: (await mailsOf(id)).map(({ id: mailId, kind }) => ({ mailId, kind })),
    audit: await auditOf(id),
    stock: await stock(),
  });

  /** How each mover makes a move: money from a gateway is its verified callback (markPaid). */
  async function move(id: string, to: number, by: OrderMover) {
    if (to === PROCESSING && by === 'gateway') {
      const attempt = (await paymentsOf(id)).find((payment) => payment.status === 'initiated');
      return markPaid(t.db, {
        orderId: id,
        payment: attempt?.id ?? -1,
        reference: 'SANDBOX2',
        by: 'gateway',
      });
    }
    const details: MoveDetails =
      to === PROCESSING
        ? { reference: testUtr() }
        : to === SHIPPED
          ? SHIPMENT
          : to === CANCELLED
            ? { reason: REASON }
            : {};
    return transition(t.db, {
      orderId: id,
      to,
      by: actor(by),
      details,
      // Shipped → Cancelled is a return to origin only (issue 38).
      returnedToOrigin:
        to === CANCELLED && (await orderRow(id)).status === SHIPPED ? true : undefined,
    });
  }

  /** The payment an order at `from` is given, so that each move has what it acts on. */
  const methodFor = (from: number, to: number, by: OrderMover): Method | null => {
    if (from === PENDING) {
      // Choosing cash on delivery is the customer's move itself.
      if (to === PROCESSING && by === 'customer') return null;
      return to === PROCESSING && by === 'gateway' ? 'sandbox' : 'upi';
    }
    // Paid by UPI, a cancellation (a return to origin too) has money to give back; cash is
    // collected on delivery.
    return (from === PROCESSING || from === SHIPPED) && to === CANCELLED ? 'upi' : 'cod';
  };

  const legal = ORDER_MOVES.flatMap((m) =>
    m.by.map((by) => [orderStatusLabel(m.from), orderStatusLabel(m.to), by, m.from, m.to] as const),
  );

  it.each(legal)(
    '%s → %s by the %s: the move and everything that goes with it',
    async (...args) => {
      const [, , by, from, to] = args;
      const method = methodFor(from, to, by);
      const id = await orderAt(from, method);
      const before = await everything(id);
      await move(id, to, by);
      const after = await everything(id);
      expect(after.order.status).toBe(to);
      let newEvents = after.events.slice(before.events.length);
      const newMails = after.mails.slice(before.mails.length).map((mail) => mail.kind);
      const person = by !== 'customer' && by !== 'gateway' && by !== 'system';
      const who = actor(by);
      const author = typeof who === 'string' ? who : who.email;
      // A person's move is in the audit log, before → after.
      expect(after.audit.length - before.audit.length).toBe(person ? 1 : 0);
      if (person) {
        expect(after.audit.at(-1)).toMatchObject({
          actor: author,
          before: { status: orderStatusLabel(from) },
          after: { status: orderStatusLabel(to) },
        });
      }

      if (to === PROCESSING) {
        // The "placed" mail no longer waits for a choice of payment.
        const [placed] = (await mailsOf(id)).filter((mail) => mail.kind === 'order_placed');
        expect(placed!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
        if (by === 'customer') {
          // Cash on delivery: no money yet (the payments module records the attempt), and the
          // timeline tells it from that attempt.
          expect(newEvents).toEqual([]);
          expect(newMails).toEqual([]);
          return;
        }
        const [paid] = after.payments;
        expect(paid).toMatchObject({ method, status: 'succeeded', refundDue: false });
        expect(newMails).toEqual(['payment_received']);
        if (by === 'gateway') {
          expect(paid!.gatewayReference).toBe('SANDBOX2');
          expect(newEvents).toEqual([]);
        } else {
          expect(paid!.utr).toMatch(/^\d{12}$/);
          expect(newEvents).toMatchObject([
            {
              type: 'paid',
              fromStatus: PENDING,
              toStatus: PROCESSING,
              actor: author,
              details: { method: 'upi', reference: paid!.utr },
            },
          ]);
        }
        return;
      }

      // A paid order cancelled is refunded at once (decision 0027): its refund's entry comes
      // with the move's.
      const refundEvents = newEvents.filter((event) => event.type === 'refund');
      if (to === CANCELLED && from !== PENDING) {
        expect(refundEvents).toMatchObject([
          { type: 'refund', details: { status: 'pending', method: 'upi' } },
        ]);
      } else {
        expect(refundEvents).toEqual([]);
      }
      // A shipped order returned to origin had an invoice: all of it is credited (issue 38).
      const creditNoteEvents = newEvents.filter((event) => event.type === 'credit_note');
      expect(creditNoteEvents).toHaveLength(to === CANCELLED && from === SHIPPED ? 1 : 0);
      newEvents = newEvents.filter((event) => !['refund', 'credit_note'].includes(event.type));
      expect(newEvents).toHaveLength(1);
      expect(newEvents[0]).toMatchObject({
        type: 'status_changed',
        fromStatus: from,
        toStatus: to,
        actor: author,
        staffId: typeof who === 'string' ? null : who.staffId,
      });
      const details = newEvents[0]!.details;
      if (to === SHIPPED) {
        expect(after.order).toMatchObject(SHIPMENT);
        const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, id));
        expect(details).toEqual({ ...SHIPMENT, invoice: invoice!.number });
        expect(newMails).toEqual(['order_shipped']);
        expect(after.stock).toBe(before.stock);
      }
      if (to === DELIVERED) {
        expect(details).toEqual({ cashCollected: 'yes' });
        expect(after.payments).toMatchObject([{ method: 'cod', status: 'succeeded' }]);
        expect(newMails).toEqual(['order_delivered']);
      }
      if (to === CANCELLED) {
        expect(after.order.cancelReason).toBe(REASON);
        // The stock the order took is back, once; a parcel returning to origin's when received.
        const rto = from === SHIPPED;
        expect(after.order.returnedToOrigin).toBe(rto);
        expect(after.stock).toBe(before.stock + (rto ? 0 : QUANTITY));
        const [cancelled] = (await mailsOf(id)).filter((mail) => mail.kind === 'order_cancelled');
        if (from === PENDING) {
          // The UPI transfer never confirmed ends; the shopper is told money may have left.
          expect(after.payments).toMatchObject([
            { method: 'upi', status: 'failed', refundDue: false },
          ]);
          expect(details).toEqual({
            reason: REASON,
            payment: 'unconfirmed: refund it if it arrives',
          });
          expect(cancelled!.data).toMatchObject({ refundDue: false, paymentUnconfirmed: true });
        } else {
          // The money received is to be given back.
          expect(after.payments).toMatchObject([
            { method: 'upi', status: 'succeeded', refundDue: true },
          ]);
          expect(details).toEqual({
            reason: REASON,
            refund: 'due: the order was paid',
            ...(rto ? { returnedToOrigin: 'yes' } : {}),
          });
          expect(cancelled!.data).toMatchObject({ refundDue: true, paymentUnconfirmed: false });
        }
        expect(newMails).toEqual(['order_cancelled']);
      }
    },
  );

  const illegal = STATUSES.flatMap((from) =>
    STATUSES.filter((to) => !ORDER_MOVES.some((m) => m.from === from && m.to === to)).map(
      (to) => [orderStatusLabel(from), orderStatusLabel(to), from, to] as const,
    ),
  );

  it('knows 19 moves that are not in the state machine', () => {
    expect(illegal).toHaveLength(19);
  });

  it.each(illegal)(
    '%s → %s is refused with 409 naming both, and changes nothing',
    async (...args) => {
      const [fromLabel, toLabel, from, to] = args;
      const id = await orderAt(from, from === PENDING || from === CANCELLED ? 'upi' : 'cod');
      const before = await everything(id);
      // The owner, who may make every legal move, with every detail any move needs.
      await expect(
        transition(t.db, {
          orderId: id,
          to,
          by: staffOf.owner,
          details: { reference: testUtr(), ...SHIPMENT, reason: REASON },
        }),
      ).rejects.toThrow(`An order cannot go from ${fromLabel} to ${toLabel}.`);
      expect(await everything(id)).toEqual(before);
    },
  );

  const forbidden = ORDER_MOVES.flatMap((m) =>
    MOVERS.filter((by) => !m.by.includes(by)).map(
      (by) => [orderStatusLabel(m.from), orderStatusLabel(m.to), by, m.from, m.to] as const,
    ),
  );

  it.each(forbidden)(
    '%s → %s by the %s is refused with 403, and changes nothing',
    async (...args) => {
      const [, , by, from, to] = args;
      const id = await orderAt(from, methodFor(from, to, 'owner'));
      const before = await everything(id);
      const refused = transition(t.db, {
        orderId: id,
        to,
        by: actor(by),
        details: { reference: testUtr(), ...SHIPMENT, reason: REASON },
        returnedToOrigin: from === SHIPPED && to === CANCELLED ? true : undefined,
      });
      await expect(refused).rejects.toMatchObject({ name: 'ForbiddenError' });
      if (by === 'fulfilment') {
        await expect(refused).rejects.toThrow(
          `The fulfilment role cannot ${to === PROCESSING ? 'confirm payments' : 'cancel orders'}: that is for owners and managers.`,
        );
      }
      expect(await everything(id)).toEqual(before);
    },
  );

  it('refuses a move from a status the order has left, naming both (409)', async () => {
    const id = await orderAt(PROCESSING, 'cod');
    await expect(
      transition(t.db, {
        orderId: id,
        to: CANCELLED,
        by: staffOf.manager,
        expectedFrom: PENDING,
        details: { reason: REASON },
      }),
    ).rejects.toThrow('This order changed meanwhile: it is now Processing, not Pending.');
    expect((await orderRow(id)).status).toBe(PROCESSING);
  });

  it('keeps money that arrives for an order no longer awaiting payment, marked for refund', async () => {
    // A gateway's payment for an order the hold cancelled meanwhile.
    const viaGateway = await place();
    await choose(viaGateway, 'sandbox');
    const [attempt] = await paymentsOf(viaGateway);
    await transition(t.db, {
      orderId: viaGateway,
      to: CANCELLED,
      by: 'system',
      details: { reason: REASON },
    });
    const pay = () =>
      markPaid(t.db, {
        orderId: viaGateway,
        payment: attempt!.id,
        reference: 'LATE1',
        by: 'gateway',
      });
    expect(await pay()).toBe('refund due');
    expect(await paymentsOf(viaGateway)).toMatchObject([
      { status: 'succeeded', refundDue: true, gatewayReference: 'LATE1' },
    ]);
    expect((await orderRow(viaGateway)).status).toBe(CANCELLED);
    // The same callback again changes nothing.
    expect(await pay()).toBe('already settled');

    // UPI money the terminal confirms for an order paid by cash on delivery in another tab.
    const viaUpi = await place();
    await choose(viaUpi, 'upi');
    await transition(t.db, { orderId: viaUpi, to: PROCESSING, by: 'customer' });
    const utr = testUtr();
    expect(
      await markPaid(t.db, {
        orderId: viaUpi,
        payment: 'pending UPI',
        reference: utr,
        by: 'terminal',
      }),
    ).toBe('refund due');
    expect(await paymentsOf(viaUpi)).toMatchObject([
      { method: 'upi', status: 'succeeded', utr, refundDue: true },
    ]);
    expect((await eventsOf(viaUpi)).at(-1)).toMatchObject({
      type: 'paid',
      fromStatus: null,
      toStatus: null,
      actor: 'terminal',
      details: {
        method: 'upi',
        reference: utr,
        refund: 'due: the order was already paid or cancelled',
      },
    });
    expect((await mailsOf(viaUpi)).map((mail) => mail.kind)).not.toContain('payment_received');
  });

  it('records a gateway’s failed payment: the order still awaits payment, and its mail goes', async () => {
    const id = await place();
    await choose(id, 'sandbox');
    const [attempt] = await paymentsOf(id);
    await recordPaymentFailure(t.db, { orderId: id, payment: attempt!.id, reference: 'FAILED1' });
    expect(await paymentsOf(id)).toMatchObject([{ status: 'failed', gatewayReference: 'FAILED1' }]);
    expect((await orderRow(id)).status).toBe(PENDING);
    const [placed] = (await mailsOf(id)).filter((mail) => mail.kind === 'order_placed');
    expect(placed!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
    // A late success for the same attempt still pays the order.
    expect(
      await markPaid(t.db, {
        orderId: id,
        payment: attempt!.id,
        reference: 'PAID1',
        by: 'gateway',
      }),
    ).toBe('paid');
    expect((await orderRow(id)).status).toBe(PROCESSING);
  });

  it('of a gateway’s payment and the hold’s expiry at once, exactly one decides the order', async () => {
    for (let round = 0; round < 3; round++) {
      const id = await place();
      await choose(id, 'sandbox');
      const [attempt] = await paymentsOf(id);
      await t.db
        .update(orders)
        .set({ createdAt: sql`now() - interval '31 minutes'` })
        .where(eq(orders.id, id));
      const before = await stock();
      const [paid] = await Promise.all([
        markPaid(t.db, {
          orderId: id,
          payment: attempt!.id,
          reference: `RACE${round}`,
          by: 'gateway',
        }),
        t.app.jobs.runDue('payment-hold-expiry'),
      ]);
      const order = await orderRow(id);
      const [payment] = await paymentsOf(id);
      expect(payment!.status).toBe('succeeded');
      if (paid === 'paid') {
        expect(order.status).toBe(PROCESSING);
        expect(payment!.refundDue).toBe(false);
        expect(await stock()).toBe(before);
      } else {
        expect(paid).toBe('refund due');
        expect(order.status).toBe(CANCELLED);
        expect(payment!.refundDue).toBe(true);
        expect(await stock()).toBe(before + QUANTITY);
      }
      expect((await eventsOf(id)).filter((event) => event.toStatus !== null).length).toBe(
        order.status === CANCELLED ? 1 : 0,
      );
    }
  });
});
