import type {
  AdminOrder,
  Order,
  ProductListResponse,
  StatementMatchJob,
  StatementMatchResult,
} from '@storefront/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, productVariants } from '../../db/schema';
import { DEFAULT_RATE_LIMITS } from '../../lib/rate-limit-policy';
import { finishedJob } from '../../test/jobs';
import { addStaff, asStaff, fromBackOffice, signInStaff } from '../../test/staff';
import { createTestApp, drivers, signUp, type TestApp } from '../../test/test-app';
import { testShippingAddress } from '../../test/test-app';
import { testUtr } from '../../test/utr';

const PENDING = 0;
const PROCESSING = 1;
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';

/** Indian digit grouping, as HDFC writes amounts: 123450 paise → "1,234.50". */
const inr = (rupees: number) =>
  rupees.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

type Credit = { utr: string; rupees: number; note: string; day?: number };

/** An HDFC savings account export holding these UPI credits (and a debit, an NEFT credit). */
function hdfcStatement(credits: Credit[], { padTo = 0 } = {}): string {
  const lines = [
    'HDFC BANK Ltd.,,,,,,',
    'Page No .: 1,,,,,,Statement of accounts',
    'M/S. CHITRAKART ENTERPRISES,,,,,,Account Branch : MG ROAD',
    'Statement From : 01/11/2026  To : 30/11/2026,,,,,,',
    '',
    'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
    '********,********,********,********,********,********,********',
    '01/11/26,POS 512345XXXXXX6789 AMAZON PAY INDIA,0000000000000000,01/11/26,899.00,,"1,25,160.50"',
    '01/11/26,NEFT CR-ICIC0000104-SHREE GANESH TRADERS,ICICN52026110200123,01/11/26,,"18,500.00","1,43,660.50"',
  ];
  for (const { utr, rupees, note, day = 2 } of credits) {
    const date = `${String(day).padStart(2, '0')}/11/26`;
    lines.push(
      `${date},UPI-ASHA VERMA-asha.verma@okaxis-UTIB0000123-${utr}-${note},0000${utr},${date},,"${inr(rupees)}","1,50,000.00"`,
    );
  }
  // A busy account's other transactions: card payments of the shop.
  for (let i = lines.length; i < padTo; i++) {
    lines.push(
      `03/11/26,POS 512345XXXXXX6789 SWIGGY ${i},0000000000000000,03/11/26,250.00,,"1,49,750.00"`,
    );
  }
  lines.push('********,********,********,********,********,********,********');
  return `${lines.join('\r\n')}\r\n`;
}

describe.each(drivers)('bank statement matching on %s', (driver) => {
  let t: TestApp;
  let owner: string;
  let manager: string;
  let packer: string;
  let shopper: Awaited<ReturnType<typeof signUp>>;
  let productId: string;

  beforeAll(async () => {
    t = await createTestApp(driver, {
      rateLimits: { ...DEFAULT_RATE_LIMITS, ordersPerAccountPerHour: 1_000 },
    });
    await addStaff(t, { email: 'owner@shop.in', role: 'owner' });
    await addStaff(t, { email: 'manager@shop.in', role: 'manager' });
    await addStaff(t, { email: 'packer@shop.in', role: 'fulfilment' });
    [owner, manager, packer] = await Promise.all([
      signInStaff(t.app, 'owner@shop.in'),
      signInStaff(t.app, 'manager@shop.in'),
      signInStaff(t.app, 'packer@shop.in'),
    ]);
    shopper = await signUp(t.app);
    await t.db.update(productVariants).set({ stock: null });
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/v1/products?limit=10' })
    ).json<ProductListResponse>();
    productId = list.data[0]!.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** An order placed and left awaiting its UPI transfer, as the shopper's UPI link asked. */
  async function awaitingUpi(quantity = 1, method: 'upi' | 'cod' = 'upi'): Promise<Order> {
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: shopper.auth,
      payload: { products: { [productId]: quantity }, shippingAddress: testShippingAddress },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<Order>();
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments',
      headers: { ...shopper.auth, 'user-agent': DESKTOP },
      payload: {
        orderId: order.id,
        fields: { method, email: 'asha@example.in', phone: '+919845012345', acceptTerms: true },
      },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    return order;
  }

  const upload = (csv: string, query = 'dryRun=true', cookie = manager) =>
    asStaff(t.app, cookie, {
      method: 'POST',
      url: `/api/v1/admin/payments/statement?${query}`,
      headers: { 'content-type': 'text/csv' },
      payload: csv,
    });

  async function matched(csv: string, query?: string): Promise<StatementMatchResult> {
    const response = await upload(csv, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<StatementMatchResult>();
  }

  const confirm = (body: { orderId: string; utr: string; amount: number }, cookie = manager) =>
    asStaff(t.app, cookie, {
      method: 'POST',
      url: '/api/v1/admin/payments/statement/confirmations',
      payload: body,
    });

  async function detail(id: string): Promise<AdminOrder> {
    const response = await asStaff(t.app, owner, {
      method: 'GET',
      url: `/api/v1/admin/orders/${id}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AdminOrder>();
  }

  const correctUtr = (id: string, body: Record<string, unknown>, cookie = owner) =>
    asStaff(t.app, cookie, { method: 'PUT', url: `/api/v1/admin/orders/${id}/utr`, payload: body });

  it('sorts a statement’s UPI credits into matches, doubtful and unmatched, and confirms nothing', async () => {
    const named = await awaitingUpi(1);
    const short = await awaitingUpi(2);
    const unnamed = await awaitingUpi(3);
    const [matchUtr, shortUtr, unnamedUtr, strangerUtr] = [
      testUtr(),
      testUtr(),
      testUtr(),
      testUtr(),
    ];
    const result = await matched(
      hdfcStatement([
        { utr: matchUtr, rupees: named.total, note: `Order ${named.id}` },
        { utr: shortUtr, rupees: short.total - 100, note: `Order ${short.id}` },
        { utr: unnamedUtr, rupees: unnamed.total, note: 'Payment from Ph' },
        { utr: strangerUtr, rupees: 12_345.67, note: 'UPI' },
      ]),
    );
    expect(result).toEqual({
      matches: [{ orderId: named.id, utr: matchUtr, amount: named.total }],
      doubtful: [
        expect.objectContaining({
          utr: shortUtr,
          orderId: short.id,
          amount: short.total - 100,
          date: '2026-11-02',
          reason: expect.stringContaining(`The note names order ${short.id}, which awaits`),
        }),
        expect.objectContaining({
          utr: unnamedUtr,
          orderId: unnamed.id,
          reason: expect.stringContaining('The note names no order'),
        }),
      ],
      unmatched: [
        {
          utr: strangerUtr,
          amount: 12_345.67,
          date: '2026-11-02',
          narration: `UPI-ASHA VERMA-asha.verma@okaxis-UTIB0000123-${strangerUtr}-UPI`,
        },
      ],
    });
    for (const order of [named, short, unnamed])
      expect((await detail(order.id)).status).toBe(PENDING);
  });

  it('confirms a match through the order’s lifecycle: paid with its UTR, on the timeline and in the audit log', async () => {
    const order = await awaitingUpi();
    const utr = testUtr();
    const csv = hdfcStatement([{ utr, rupees: order.total, note: `Order ${order.id}` }]);
    const [match] = (await matched(csv)).matches;
    expect(match).toEqual({ orderId: order.id, utr, amount: order.total });

    const response = await confirm(match!);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(match);
    const after = await detail(order.id);
    expect(after.status).toBe(PROCESSING);
    expect(after.payments).toEqual([
      expect.objectContaining({ method: 'upi', status: 'succeeded', reference: utr }),
    ]);
    expect(after.timeline.at(-1)).toMatchObject({
      type: 'paid',
      fromStatus: PENDING,
      toStatus: PROCESSING,
      actor: 'manager@shop.in',
      details: { method: 'upi', reference: utr, via: 'bank statement' },
    });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, 'order.status_changed')));
    expect(audit).toEqual([
      expect.objectContaining({
        actor: 'manager@shop.in',
        before: expect.objectContaining({ status: 'Pending' }),
        after: expect.objectContaining({ status: 'Processing' }),
      }),
    ]);

    // The same statement again: the credit's UTR has paid, so it is no match any more.
    expect(await matched(csv)).toMatchObject({
      matches: [],
      doubtful: [
        expect.objectContaining({
          utr,
          orderId: order.id,
          reason: `UTR ${utr} already paid order ${order.id}.`,
        }),
      ],
    });
    // And confirming it twice changes nothing.
    const again = await confirm(match!);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'This order changed meanwhile: it is now Processing, not Pending.',
    });
  });

  it('refuses to confirm an amount the order does not await, or an order awaiting no UPI transfer', async () => {
    const order = await awaitingUpi();
    const response = await confirm({ orderId: order.id, utr: testUtr(), amount: order.total - 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ error: string }>().error).toMatch(
      new RegExp(
        `^Order ${order.id} awaits ₹[\\d,]+\\.\\d\\d, not ₹[\\d,]+\\.\\d\\d: if you accept it, confirm it from the order’s page\\.$`,
      ),
    );
    expect((await detail(order.id)).status).toBe(PENDING);

    const cash = await awaitingUpi(1, 'cod');
    const onCash = await confirm({ orderId: cash.id, utr: testUtr(), amount: cash.total });
    expect(onCash.statusCode).toBe(409);

    const unknown = await confirm({ orderId: 'ZZZZZZZZZZ', utr: testUtr(), amount: 1 });
    expect(unknown.statusCode).toBe(404);
    const badUtr = await confirm({ orderId: order.id, utr: '12345', amount: order.total });
    expect(badUtr.statusCode).toBe(400);
    expect(badUtr.json<{ error: string }>().error).toMatch(/^utr: must be the 12-digit UTR/);
  });

  it('takes a UTR once however the confirmations race: two orders, one UTR, at once → one 200, one 409 naming the order', async () => {
    const first = await awaitingUpi();
    const second = await awaitingUpi();
    const utr = testUtr();
    const [a, b] = await Promise.all([
      confirm({ orderId: first.id, utr, amount: first.total }),
      confirm({ orderId: second.id, utr, amount: second.total }, owner),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses, `${a.body} ${b.body}`).toEqual([200, 409]);
    const [won, lost] = a.statusCode === 200 ? [first, second] : [second, first];
    const refusal = (a.statusCode === 409 ? a : b).json<{ error: string }>().error;
    // On PostgreSQL the loser may have checked before the winner wrote: the unique index then
    // refuses its write, and the 409 still names the order the UTR paid.
    expect(refusal).toBe(`reference: UTR ${utr} already paid order ${won.id}.`);
    expect((await detail(won.id)).status).toBe(PROCESSING);
    const unpaid = await detail(lost.id);
    expect(unpaid.status).toBe(PENDING);
    expect(unpaid.payments).toEqual([
      expect.objectContaining({ status: 'pending', reference: null }),
    ]);
  });

  it('confirms an order once when the same match is clicked twice at once', async () => {
    const order = await awaitingUpi();
    const match = { orderId: order.id, utr: testUtr(), amount: order.total };
    const answers = await Promise.all([confirm(match), confirm(match)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const after = await detail(order.id);
    expect(after.timeline.filter((event) => event.type === 'paid')).toHaveLength(1);
  });

  it('reads another bank’s statement by the columns named', async () => {
    const order = await awaitingUpi();
    const utr = testUtr();
    const csv = [
      'Kotak Mahindra Bank',
      'Sl. No.,Transaction Date,Description,Chq / Ref No.,Debit,Credit,Balance',
      `1,05-11-2026,UPI/ASHA VERMA/${utr}/Order ${order.id},UPI-${utr},,"${inr(order.total)}","9,000.00"`,
    ].join('\n');
    expect((await upload(csv)).statusCode).toBe(400);
    const query = new URLSearchParams({
      dryRun: 'true',
      dateColumn: 'Transaction Date',
      narrationColumn: 'Description',
      creditColumn: 'Credit',
      referenceColumn: 'Chq / Ref No.',
    });
    expect((await matched(csv, query.toString())).matches).toEqual([
      { orderId: order.id, utr, amount: order.total },
    ]);
    const partly = await upload(csv, 'dryRun=true&dateColumn=Transaction%20Date');
    expect(partly.statusCode).toBe(400);
    expect(partly.json<{ error: string }>().error).toMatch(/^narrationColumn: is required/);
  });

  it('matches a long statement (10,000 rows) as a job with progress, its result the same lists', async () => {
    const order = await awaitingUpi();
    const utr = testUtr();
    const csv = hdfcStatement([{ utr, rupees: order.total, note: `Order ${order.id}` }], {
      padTo: 10_000,
    });
    const started = await upload(csv);
    expect(started.statusCode, started.body).toBe(202);
    const queued = started.json<StatementMatchJob>();
    expect(queued.kind).toBe('statement-match');
    expect(started.headers.location).toBe(`/api/v1/admin/jobs/${queued.id}`);
    const job = await finishedJob<StatementMatchJob>(t.app, manager, queued.id);
    expect(job.status, JSON.stringify(job)).toBe('done');
    expect(job.progress.stage).toBe('matching');
    expect(job.result).toEqual({
      matches: [{ orderId: order.id, utr, amount: order.total }],
      doubtful: [],
      unmatched: [],
    });
    // The job is the managers' and owners' to follow, not fulfilment's.
    const asPacker = await asStaff(t.app, packer, {
      method: 'GET',
      url: `/api/v1/admin/jobs/${queued.id}`,
    });
    expect(asPacker.statusCode).toBe(403);
  });

  it('refuses what is not a statement to match: dryRun=false, an unknown table, fulfilment staff, no session', async () => {
    const csv = hdfcStatement([]);
    const confirmAll = await upload(csv, 'dryRun=false');
    expect(confirmAll.statusCode).toBe(400);
    expect(confirmAll.json<{ error: string }>().error).toMatch(/^dryRun: must be true/);
    const unknown = await upload('Date,Text,Money\n01/11/26,hello,1.00\n');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ error: string }>().error).toMatch(
      /^The table of transactions was not found/,
    );
    expect((await upload(csv, 'dryRun=true', packer)).statusCode).toBe(403);
    expect((await confirm({ orderId: 'X', utr: testUtr(), amount: 1 }, packer)).statusCode).toBe(
      403,
    );
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/payments/statement?dryRun=true',
      headers: { ...fromBackOffice(), 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  describe('correcting a recorded UTR', () => {
    async function paidWithUtr(): Promise<{ order: Order; utr: string }> {
      const order = await awaitingUpi();
      const utr = testUtr();
      const response = await confirm({ orderId: order.id, utr, amount: order.total });
      expect(response.statusCode, response.body).toBe(200);
      return { order, utr };
    }

    it('lets an owner correct it: kept as the payment’s UTR, in the audit log and on the timeline', async () => {
      const { order, utr } = await paidWithUtr();
      const corrected = testUtr();
      const response = await correctUtr(order.id, {
        utr: `UTR ${corrected.slice(0, 6)} ${corrected.slice(6)}`,
        reason: 'Two digits swapped',
      });
      expect(response.statusCode, response.body).toBe(200);
      const after = response.json<AdminOrder>();
      expect(after.status).toBe(PROCESSING);
      expect(after.payments).toEqual([
        expect.objectContaining({ status: 'succeeded', reference: corrected }),
      ]);
      expect(after.timeline.at(-1)).toMatchObject({
        type: 'utr_corrected',
        fromStatus: null,
        toStatus: null,
        actor: 'owner@shop.in',
        details: { from: utr, to: corrected, reason: 'Two digits swapped' },
      });
      const audit = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, 'order.utr_corrected')));
      expect(audit).toEqual([
        expect.objectContaining({
          actor: 'owner@shop.in',
          before: { utr },
          after: { utr: corrected, reason: 'Two digits swapped' },
        }),
      ]);
      // The old UTR is free again, the new one taken.
      const other = await awaitingUpi();
      expect(
        (await confirm({ orderId: other.id, utr: corrected, amount: other.total })).json(),
      ).toEqual({
        error: `reference: UTR ${corrected} already paid order ${order.id}.`,
      });
      expect((await confirm({ orderId: other.id, utr, amount: other.total })).statusCode).toBe(200);
    });

    it('keeps a UTR once per store: one that paid another order is 409 naming it; not 12 digits, 400', async () => {
      const first = await paidWithUtr();
      const second = await paidWithUtr();
      const taken = await correctUtr(second.order.id, { utr: first.utr });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({
        error: `utr: UTR ${first.utr} already paid order ${first.order.id}.`,
      });
      const short = await correctUtr(second.order.id, { utr: '41234' });
      expect(short.statusCode).toBe(400);
      expect(short.json<{ error: string }>().error).toMatch(/^utr: must be the 12-digit UTR/);
      expect((await detail(second.order.id)).payments[0]!.reference).toBe(second.utr);
    });

    it('gives a UTR to one order when a correction and a confirmation take it at once', async () => {
      const { order } = await paidWithUtr();
      const other = await awaitingUpi();
      const utr = testUtr();
      const [corrected, confirmed] = await Promise.all([
        correctUtr(order.id, { utr }),
        confirm({ orderId: other.id, utr, amount: other.total }),
      ]);
      expect([corrected.statusCode, confirmed.statusCode].sort()).toEqual([200, 409]);
      const holders = [await detail(order.id), await detail(other.id)].filter((paid) =>
        paid.payments.some((payment) => payment.reference === utr),
      );
      expect(holders).toHaveLength(1);
    });

    it('is for owners only, and only for an order paid by UPI with a UTR', async () => {
      const { order } = await paidWithUtr();
      expect((await correctUtr(order.id, { utr: testUtr() }, manager)).statusCode).toBe(403);
      const unpaid = await awaitingUpi();
      const nothing = await correctUtr(unpaid.id, { utr: testUtr() });
      expect(nothing.statusCode).toBe(409);
      expect(nothing.json()).toEqual({
        error: `Order ${unpaid.id} has no UPI payment confirmed with a UTR: there is nothing to correct.`,
      });
      expect((await correctUtr('ZZZZZZZZZZ', { utr: testUtr() })).statusCode).toBe(404);
    });
  });
});
