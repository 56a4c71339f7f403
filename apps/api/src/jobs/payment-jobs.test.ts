import type { Order, ProductListResponse } from '@storefront/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, payments, paymentWebhooks, productVariants, stores } from '../db/schema';
import {
  createTestApp,
  createTestDatabase,
  drivers,
  signUp,
  type TestApp,
  type TestDatabase,
  testShippingAddress,
} from '../test/test-app';

describe.each(drivers)('payment jobs on %s', (driver) => {
  let database: TestDatabase;
  /** Two API processes over one database. */
  let one: TestApp;
  let two: TestApp;
  let shopper: Awaited<ReturnType<typeof signUp>>;
  let productId: string;
  let storeId: number;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    one = await createTestApp(driver, { database });
    two = await createTestApp(driver, { database });
    shopper = await signUp(one.app);
    await database.db.update(productVariants).set({ stock: null });
    const list = (
      await one.app.inject({ method: 'GET', url: '/api/v1/products?limit=1' })
    ).json<ProductListResponse>();
    productId = list.data[0]!.id;
    storeId = (await database.db.select({ id: stores.id }).from(stores).limit(1))[0]!.id;
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await database?.close();
  });

  async function placeOrder(): Promise<Order> {
    const response = await one.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: shopper.auth,
      payload: { products: { [productId]: 1 }, shippingAddress: testShippingAddress },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Order>();
  }

  let attempts = 0;
  /** A Razorpay (sandbox) attempt that began `minutesAgo`, still waiting for its answer. */
  async function waitingAttempt(
    minutesAgo: number,
    status: 'initiated' | 'failed' = 'initiated',
  ): Promise<number> {
    const order = await placeOrder();
    attempts += 1;
    const [row] = await database.db
      .insert(payments)
      .values({
        storeId,
        orderId: order.id,
        method: 'razorpay_sandbox',
        amountPaise: Math.round(order.total * 100),
        status,
        txnid: `order_jobtest${attempts}${driver}`,
        createdAt: sql`now() - make_interval(mins => ${minutesAgo})`,
      })
      .returning({ id: payments.id });
    return row!.id;
  }

  it('asks about each attempt left waiting once however many processes look, and only when due', async () => {
    const due = await waitingAttempt(10);
    const tooRecent = await waitingAttempt(2);
    const tooOld = await waitingAttempt(49 * 60);
    const settled = await waitingAttempt(10, 'failed');
    const reconciliation = [one, two].map((app) => app.app.payments.reconciliation!);
    const claimed = await Promise.all(reconciliation.map((each) => each.due(50)));
    const ids = claimed.flat().map((attempt) => attempt.id);
    expect(ids.filter((id) => id === due)).toHaveLength(1);
    for (const left of [tooRecent, tooOld, settled]) expect(ids).not.toContain(left);
    // Under its lease, nobody asks again.
    expect((await reconciliation[1]!.due(50)).map((attempt) => attempt.id)).not.toContain(due);
    // Once its lease lapses (its process died mid-call), it is due again.
    await database.db
      .update(payments)
      .set({ checkAt: sql`now() - interval '1 second'` })
      .where(eq(payments.id, due));
    expect((await reconciliation[0]!.due(50)).map((attempt) => attempt.id)).toContain(due);
  });

  it('runs as a recurring job: a look the gateway cannot answer is retried later with a wait', async () => {
    // The sandbox has no such Razorpay order: fetching its payments fails.
    const unknown = await waitingAttempt(10);
    expect(await one.app.jobs.runDue('payment-reconciliation')).toBeGreaterThanOrEqual(1);
    const [row] = await database.db.select().from(payments).where(eq(payments.id, unknown));
    expect(row!.status).toBe('initiated');
    expect(row!.checkAttempts).toBe(1);
    // Asked again after the retry's wait (30 s), not at the next look.
    const waitMs = row!.checkAt!.getTime() - Date.now();
    expect(waitMs).toBeGreaterThan(20_000);
    expect(waitMs).toBeLessThanOrEqual(31_000);
    expect(await two.app.jobs.runDue('payment-reconciliation')).toBe(0);
    // No row of `jobs` is written for it: the attempts are its rows.
    const rows = await database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(eq(jobs.kind, 'payment-reconciliation'));
    expect(rows).toEqual([]);
  });

  it('deletes handled webhooks past their retention, and keeps newer ones and those not yet handled', async () => {
    const webhook = (eventId: string, handledDaysAgo: number | null) => ({
      storeId,
      method: 'razorpay_sandbox' as const,
      eventId: `${eventId}-${driver}`,
      event: 'payment.captured',
      body: '{}',
      signature: 'x',
      receivedAt: sql`now() - make_interval(days => ${(handledDaysAgo ?? 60) + 1})`,
      handledAt:
        handledDaysAgo === null ? null : sql`now() - make_interval(days => ${handledDaysAgo})`,
      outcome: handledDaysAgo === null ? null : 'paid',
    });
    const inserted = await database.db
      .insert(paymentWebhooks)
      .values([webhook('old', 31), webhook('recent', 29), webhook('unhandled', null)])
      .returning({ id: paymentWebhooks.id, eventId: paymentWebhooks.eventId });
    expect(await one.app.jobs.runDue('payment-webhook-retention')).toBe(1);
    const left = await database.db
      .select({ eventId: paymentWebhooks.eventId })
      .from(paymentWebhooks)
      .where(
        inArray(
          paymentWebhooks.id,
          inserted.map((row) => row.id),
        ),
      );
    expect(left.map((row) => row.eventId).sort()).toEqual([
      `recent-${driver}`,
      `unhandled-${driver}`,
    ]);
    expect(await two.app.jobs.runDue('payment-webhook-retention')).toBe(0);
  });
});

describe('payment reconciliation where no Razorpay gateway is configured', () => {
  it('is not scheduled at all, and writes nothing', async () => {
    const t = await createTestApp('pglite', { config: { NODE_ENV: 'production' } });
    try {
      expect(t.app.payments.reconciliation).toBeNull();
      expect(() => t.app.jobs.runDue('payment-reconciliation')).toThrow(
        'no recurring job is defined for kind payment-reconciliation',
      );
      await t.app.jobs.runOnce();
      const rows = await t.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(eq(jobs.kind, 'payment-reconciliation'));
      expect(rows).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
