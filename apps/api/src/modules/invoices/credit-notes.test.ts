import type {
  AdminOrder,
  CreditNoteList,
  Order,
  OrderStatusChange,
  ProductListResponse,
  RefundCreated,
  ShippingSettings,
} from '@storefront/contract';
import { financialYearOf, orderStatusChangeSchema } from '@storefront/contract';
import { parse } from 'csv-parse/sync';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  creditNoteCounters,
  creditNotes,
  invoices,
  mailOutbox,
  orderEvents,
  orderItems,
  orders,
  productVariants,
  refunds,
  stores,
} from '../../db/schema';
import type { CreditNoteData } from '../../db/stored-shapes';
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
import { testUtr } from '../../test/utr';
import { createAdminOrderService } from '../orders';
import { issueCreditNote } from './credit-notes';

const PROCESSING = 1;
const SHIPPED = 2;
const CANCELLED = 4;
const SHIP = orderStatusChangeSchema.parse({
  status: SHIPPED,
  carrier: 'Delhivery',
  trackingNumber: 'DLV1',
});

/** The shop's own state (CGST + SGST); testShippingAddress is Karnataka (IGST). */
const DELHI = {
  ...testShippingAddress,
  address: '7, Kamla Nagar',
  city: 'Delhi',
  state: 'NCT of Delhi',
  postalCode: '110007',
};

/**
 * Every order here: 2 × ₹1,099 wall mount (HSN 830250, 18 %), 3 × ₹1,399 saree (5208, 5 %),
 * 1 × ₹1,199 vase set (691390, 5 %), ₹7,594. Worked back on paper (invoices.test.ts):
 *   mount 2,19,800 → taxable 1,86,271, tax 33,529 (CGST 16,765 + SGST 16,764)
 *   saree 4,19,700 → taxable 3,99,714, tax 19,986 (9,993 + 9,993)
 *   vase  1,19,900 → taxable 1,14,190, tax 5,710 (2,855 + 2,855)
 * and the ₹49 cash-on-delivery fee (SAC 998599, 18 %): 4,900 → 4,153, tax 747 (374 + 373).
 */
const TITLES = {
  mount: 'Tilting TV Wall Mount for 32"-65" TVs',
  saree: 'Cotton Handloom Saree, Blue',
  vase: 'Handcrafted Terracotta Vase Set of 3',
};

const figures = (note: CreditNoteData) =>
  note.lines.map((line) => [
    line.invoiceLine,
    line.quantity,
    line.amountPaise,
    line.taxablePaise,
    line.cgstPaise,
    line.sgstPaise,
    line.igstPaise,
  ]);

describe.each(drivers)('GST credit notes on %s', (driver) => {
  let t: TestApp;
  let shopper: Awaited<ReturnType<typeof signUp>>;
  let other: Awaited<ReturnType<typeof signUp>>;
  let manager: string;
  let packer: string;
  let productIds: Map<string, string>;
  let storeId: number;

  beforeAll(async () => {
    t = await createTestApp(driver, {
      rateLimits: { ...DEFAULT_RATE_LIMITS, ordersPerAccountPerHour: 1_000 },
    });
    await addStaff(t, { email: 'cn-manager@example.in', role: 'manager' });
    await addStaff(t, { email: 'cn-packer@example.in', role: 'fulfilment' });
    [manager, packer] = await Promise.all([
      signInStaff(t.app, 'cn-manager@example.in'),
      signInStaff(t.app, 'cn-packer@example.in'),
    ]);
    shopper = await signUp(t.app);
    other = await signUp(t.app);
    await t.db.update(productVariants).set({ stock: null });
    const listed = await t.app.inject({ method: 'GET', url: '/api/v1/products?limit=100' });
    productIds = new Map(
      listed.json<ProductListResponse>().data.map((product) => [product.title, product.id]),
    );
    const [store] = await t.db.select().from(stores).where(eq(stores.isDefault, true));
    storeId = store!.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const move = (id: string, change: OrderStatusChange, cookie = packer) =>
    asStaff(t.app, cookie, {
      method: 'POST',
      url: `/api/v1/admin/orders/${id}/status`,
      payload: change,
    });

  /** An order paid by UPI and confirmed by the shop, with the cash-on-delivery fee when asked. */
  async function paid(address = DELHI, { codFeePaise = 0 } = {}): Promise<Order> {
    const mount = productIds.get(TITLES.mount)!;
    const saree = productIds.get(TITLES.saree)!;
    const vase = productIds.get(TITLES.vase)!;
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: shopper.auth,
      payload: {
        products: { [mount]: 2, [saree]: 3, [vase]: 1 },
        items: [
          { productId: mount, quantity: 2, color: 'Black' },
          { productId: saree, quantity: 3, size: 'One Size', color: 'Blue' },
          { productId: vase, quantity: 1, color: 'Terracotta' },
        ],
        shippingAddress: address,
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<Order>();
    if (codFeePaise) {
      // A fee as cash on delivery would have added it (decision 0029), paid here by UPI.
      await t.db
        .update(orders)
        .set({ codFeePaise, totalPaise: sql`${orders.totalPaise} + ${codFeePaise}` })
        .where(eq(orders.id, order.id));
    }
    const payment = await t.app.inject({
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
    expect(payment.statusCode, payment.body).toBe(200);
    const confirmed = await move(order.id, { status: PROCESSING, reference: testUtr() }, manager);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return order;
  }

  async function shipped(address = DELHI, options = {}): Promise<Order> {
    const order = await paid(address, options);
    const moved = await move(order.id, SHIP);
    expect(moved.statusCode, moved.body).toBe(200);
    return order;
  }

  const itemId = (order: Order, title: string) =>
    order.items.find((item) => item.productTitle === title)!.id;

  async function refund(orderId: string, body: Record<string, unknown>): Promise<RefundCreated> {
    const response = await asStaff(t.app, manager, {
      method: 'POST',
      url: `/api/v1/admin/orders/${orderId}/refunds`,
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<RefundCreated>();
  }

  const notesOf = (orderId: string) =>
    t.db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId)).orderBy(creditNotes.id);
  const invoiceOf = async (orderId: string) =>
    (await t.db.select().from(invoices).where(eq(invoices.orderId, orderId)))[0]!;

  /** Every note's lines of the order added up per invoice line, to set beside the invoice's. */
  const creditedPerLine = async (orderId: string) => {
    const sums = new Map<number, number[]>();
    for (const note of await notesOf(orderId)) {
      for (const [index, ...values] of figures(note.data)) {
        const sum = sums.get(index!) ?? [0, 0, 0, 0, 0, 0];
        sums.set(
          index!,
          sum.map((value, position) => value + values[position]!),
        );
      }
    }
    return [...sums].sort(([a], [b]) => a - b).map(([, sum]) => sum);
  };

  it('credits a whole invoice to the paisa (CGST + SGST, mixed rates, the fee); the shopper and staff see and download it', async () => {
    const order = await shipped(DELHI, { codFeePaise: 4_900 });
    const made = await refund(order.id, { reason: 'Damaged in transit' });
    expect(made.amount).toBe(7643);

    const invoice = await invoiceOf(order.id);
    const [note] = await notesOf(order.id);
    const year = financialYearOf(new Date()).slice(2);
    expect(note).toMatchObject({
      number: expect.stringMatching(new RegExp(`^CK/${year}/C\\d{4}$`)),
      amountPaise: 764_300,
      reason: 'Damaged in transit',
      refundId: made.id,
      invoiceId: invoice.id,
    });
    const data = note!.data;
    // Each line the invoice's, figure for figure; the fee's line last, as on the invoice.
    expect(figures(data)).toEqual([
      [0, 2, 219_800, 186_271, 16_765, 16_764, 0],
      [1, 3, 419_700, 399_714, 9_993, 9_993, 0],
      [2, 1, 119_900, 114_190, 2_855, 2_855, 0],
      [3, 1, 4_900, 4_153, 374, 373, 0],
    ]);
    expect(data.lines.map(({ invoiceLine: _, ...line }) => line)).toEqual(invoice.data.lines);
    expect(data.totals).toEqual(invoice.data.totals);
    expect(data).toMatchObject({
      invoice: { number: invoice.number, issuedAt: invoice.issuedAt.toISOString() },
      reason: 'Damaged in transit',
      intraState: true,
      placeOfSupply: { code: '07', name: 'Delhi' },
      amountInWords: 'Rupees Seven Thousand Six Hundred Forty Three Only',
    });

    // On the timeline, and in the refund's audit entry.
    const [event] = await t.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.type, 'credit_note')));
    expect(event).toMatchObject({
      actor: 'cn-manager@example.in',
      details: { creditNote: note!.number, amount: '7643.00', invoice: invoice.number },
    });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, 'order.refund_requested')));
    expect(audit!.after).toMatchObject({ creditNote: note!.number });

    // The shopper's order answers and the staff's order name it.
    const ref = { number: note!.number, date: note!.issuedAt.toISOString(), amount: 7643 };
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/orders',
      headers: shopper.auth,
    });
    expect(listed.json<Order[]>().find((row) => row.id === order.id)!.creditNotes).toEqual([ref]);
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${order.id}`,
      headers: shopper.auth,
    });
    expect(own.json<Order>().creditNotes).toEqual([ref]);
    const tracked = await t.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${order.id}?contactInfo=${encodeURIComponent(shopper.email)}`,
    });
    expect(tracked.json<Order>().creditNotes).toEqual([]);
    const detail = await asStaff(t.app, packer, {
      method: 'GET',
      url: `/api/v1/admin/orders/${order.id}`,
    });
    expect(detail.json<AdminOrder>().creditNotes).toEqual([
      { ...ref, reason: 'Damaged in transit', refundId: made.id, returnId: null },
    ]);

    // The PDF: its number's "/" sent as %2F, or as its file name writes it.
    const encoded = encodeURIComponent(note!.number);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${order.id}/credit-notes/${encoded}`,
      headers: shopper.auth,
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const fileName = `${note!.number.replace(/\//g, '-')}.pdf`;
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
    const read = await readPdf(pdf.rawPayload);
    expect(read.sizes[0]).toEqual([595.28, 841.89]);
    for (const shown of [
      'CREDIT NOTE',
      note!.number,
      `Against invoice ${invoice.number} dated`,
      'Damaged in transit',
      'CGST @ 9% ₹171.39',
      'Credit note total ₹7,643.00',
      'Rupees Seven Thousand Six Hundred Forty Three Only',
    ]) {
      expect(read.text, shown).toContain(shown);
    }
    // Staff's copy, asked by the number as the file name writes it: the same bytes.
    const staffCopy = await asStaff(t.app, packer, {
      method: 'GET',
      url: `/api/v1/admin/orders/${order.id}/credit-notes/${fileName.replace(/\.pdf$/, '')}`,
    });
    expect(staffCopy.statusCode).toBe(200);
    expect(staffCopy.rawPayload.equals(pdf.rawPayload)).toBe(true);

    // Nobody else's: another shopper and a caller without a token (a tracking look-up has none).
    const path = `/api/v1/orders/${order.id}/credit-notes/${encoded}`;
    const foreign = await t.app.inject({ method: 'GET', url: path, headers: other.auth });
    expect(foreign.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${order.id}/credit-notes/CK%2F26-27%2FC9999`,
      headers: shopper.auth,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Credit note not found');

    // The shop's transfer done, the refund e-mail names the credit note.
    const transfer = await asStaff(t.app, manager, {
      method: 'POST',
      url: `/api/v1/admin/orders/${order.id}/refunds/${made.id}/transfer`,
      payload: { reference: 'NEFT N42' },
    });
    expect(transfer.statusCode, transfer.body).toBe(200);
    const [mail] = await t.db
      .select({ data: mailOutbox.data })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.kind, 'refund_processed'),
          sql`${mailOutbox.data}->>'orderId' = ${order.id}`,
        ),
      );
    expect(mail!.data).toMatchObject({ creditNote: note!.number });
  });

  it('credits parts of lines over several refunds (IGST) and never more than the invoice: the last takes what is left', async () => {
    const order = await shipped({ ...testShippingAddress });
    const saree = itemId(order, TITLES.saree);
    await refund(order.id, {
      lines: [{ itemId: saree, quantity: 1 }],
      reason: 'Returned: 1 saree',
    });
    await refund(order.id, {
      lines: [{ itemId: saree, quantity: 2 }],
      reason: 'Returned: 2 sarees',
    });
    const more = await asStaff(t.app, manager, {
      method: 'POST',
      url: `/api/v1/admin/orders/${order.id}/refunds`,
      payload: { lines: [{ itemId: saree, quantity: 1 }], reason: 'Again' },
    });
    expect(more.statusCode).toBe(422);
    // ₹500 off the rest, spread by what is left of each line: 2,19,800 and 1,19,900 of 3,39,700.
    await refund(order.id, { amount: 500, reason: 'Goodwill' });
    // All the rest.
    await refund(order.id, { reason: 'Returned to origin' });

    const notes = await notesOf(order.id);
    expect(notes.map((note) => figures(note.data))).toEqual([
      // 1,39,900 / 1.05 = 1,33,238.10 → 1,33,238.
      [[1, 1, 139_900, 133_238, 0, 0, 6_662]],
      // The line's last pieces: what is left of it, 3,99,714 − 1,33,238 taxable.
      [[1, 2, 279_800, 266_476, 0, 0, 13_324]],
      // 50,000 × 2,19,800 / 3,39,700 = 32,352.07 and × 1,19,900 / 3,39,700 = 17,647.92; the odd
      // paisa to the mount (most left). Value only: no pieces.
      [
        [0, 0, 32_353, 27_418, 0, 0, 4_935],
        [2, 0, 17_647, 16_807, 0, 0, 840],
      ],
      // The rest, with the pieces.
      [
        [0, 2, 187_447, 158_853, 0, 0, 28_594],
        [2, 1, 102_253, 97_383, 0, 0, 4_870],
      ],
    ]);
    const invoice = await invoiceOf(order.id);
    expect(await creditedPerLine(order.id)).toEqual(
      invoice.data.lines.map((line) => [
        line.quantity,
        line.amountPaise,
        line.taxablePaise,
        line.cgstPaise,
        line.sgstPaise,
        line.igstPaise,
      ]),
    );
    expect(notes.reduce((sum, note) => sum + note.amountPaise, 0)).toBe(759_400);
  });

  it('keeps a failed refund’s note and credits nothing twice when the refund is asked again', async () => {
    const order = await shipped();
    const first = await refund(order.id, { amount: 1000, reason: 'Late delivery' });
    expect(await notesOf(order.id)).toHaveLength(1);
    await t.db.update(refunds).set({ status: 'failed' }).where(eq(refunds.id, first.id));

    const again = await refund(order.id, { amount: 1000, reason: 'Late delivery, again' });
    expect(await notesOf(order.id)).toHaveLength(1);
    // More than was credited: only the difference.
    const more = await refund(order.id, { amount: 250, reason: 'And a little more' });
    const notes = await notesOf(order.id);
    expect(notes.map((note) => [note.amountPaise, note.refundId])).toEqual([
      [100_000, first.id],
      [25_000, more.id],
    ]);
    expect(again.id).not.toBe(first.id);
  });

  it('issues none for a paid order cancelled before it shipped (no invoice): its refund alone', async () => {
    const order = await paid();
    const cancelled = await move(
      order.id,
      { status: CANCELLED, reason: 'Asked by the shopper' },
      manager,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(1);
    expect(await notesOf(order.id)).toEqual([]);
  });

  it('numbers notes of refunds at once consecutively, and a rolled-back note gives its number back', async () => {
    const year = financialYearOf(new Date());
    const orderIds: string[] = [];
    for (let index = 0; index < 8; index++) orderIds.push((await shipped()).id);
    const lastSeq = async () =>
      (
        await t.db
          .select({ lastSeq: creditNoteCounters.lastSeq })
          .from(creditNoteCounters)
          .where(eq(creditNoteCounters.financialYear, year))
      )[0]?.lastSeq ?? 0;
    const before = await lastSeq();

    // A note whose transaction rolls back takes no number for good.
    await expect(
      t.db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(orders)
          .where(eq(orders.id, orderIds[0]!))
          .for('update');
        expect(
          await issueCreditNote(tx, row!, { amountPaise: 100, reason: 'Rolled back' }),
        ).not.toBeNull();
        throw new Error('the refund failed after its credit note');
      }),
    ).rejects.toThrow('the refund failed');
    expect(await lastSeq()).toBe(before);

    const answers = await Promise.all(
      orderIds.map((id) =>
        asStaff(t.app, manager, {
          method: 'POST',
          url: `/api/v1/admin/orders/${id}/refunds`,
          payload: { amount: 100, reason: 'Price matched' },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(orderIds.map(() => 201));
    const issued = await t.db
      .select({ seq: creditNotes.seq, number: creditNotes.number })
      .from(creditNotes)
      .where(sql`${creditNotes.orderId} in ${orderIds}`);
    expect(issued.map((row) => row.seq).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 8 }, (_, index) => before + index + 1),
    );
    expect(new Set(issued.map((row) => row.number)).size).toBe(8);
    expect(await lastSeq()).toBe(before + 8);
  });

  it('credits the shipping line at the invoice’s rate when the whole order is refunded, and not for goods returned', async () => {
    // A flat ₹79 everywhere (decision 0032): the invoice's "Shipping" line, SAC 996812, at the
    // goods' highest rate (the mount's 18 %): 7,900 → taxable 6,695, tax 1,205.
    const settings = async (payload: unknown) => {
      const response = await asStaff(t.app, manager, {
        method: payload ? 'PUT' : 'GET',
        url: '/api/v1/admin/shipping',
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<ShippingSettings>();
    };
    const before = await settings(null);
    await settings({
      ...before,
      elsewhere: { ...before.elsewhere, rate: { kind: 'flat', amount: 79, freeAbove: null } },
    });
    try {
      const whole = await shipped(DELHI);
      const invoice = await invoiceOf(whole.id);
      const shippingLine = invoice.data.lines.at(-1)!;
      expect(shippingLine).toMatchObject({
        description: 'Shipping',
        hsn: '996812',
        quantity: 1,
        ratePercent: 18,
        amountPaise: 7_900,
        taxablePaise: 6_695,
        cgstPaise: 603,
        sgstPaise: 602,
        igstPaise: 0,
      });
      const made = await refund(whole.id, { reason: 'Order refunded in full' });
      expect(made.amount).toBe(7673);
      const [note] = await notesOf(whole.id);
      expect(figures(note!.data)).toEqual([
        [0, 2, 219_800, 186_271, 16_765, 16_764, 0],
        [1, 3, 419_700, 399_714, 9_993, 9_993, 0],
        [2, 1, 119_900, 114_190, 2_855, 2_855, 0],
        [3, 1, 7_900, 6_695, 603, 602, 0],
      ]);
      expect(note!.data.lines.map(({ invoiceLine: _, ...line }) => line)).toEqual(
        invoice.data.lines,
      );

      // Goods returned (IGST): their lines only; delivery was made, its charge stays billed.
      const returned = await shipped({ ...testShippingAddress });
      const lines = returned.items.map((item) => ({ itemId: item.id, quantity: item.quantity }));
      await refund(returned.id, { lines: [lines[1]!], reason: 'Returned: 3 sarees' });
      await refund(returned.id, { lines: [lines[0]!, lines[2]!], reason: 'Returned: the rest' });
      let notes = await notesOf(returned.id);
      // The saree's line (1), then the mount's and the vase's (0, 2); not the shipping line (3).
      expect(notes.map((one) => one.data.lines.map((line) => line.invoiceLine))).toEqual([
        [1],
        [0, 2],
      ]);
      // The shop then gives the shipping back too: the note credits that line, at 18 % IGST.
      const shippingBack = await refund(returned.id, { reason: 'Shipping refunded' });
      expect(shippingBack.amount).toBe(79);
      notes = await notesOf(returned.id);
      expect(figures(notes.at(-1)!.data)).toEqual([[3, 1, 7_900, 6_695, 0, 0, 1_205]]);
      const billed = await invoiceOf(returned.id);
      expect(await creditedPerLine(returned.id)).toEqual(
        billed.data.lines.map((line) => [
          line.quantity,
          line.amountPaise,
          line.taxablePaise,
          line.cgstPaise,
          line.sgstPaise,
          line.igstPaise,
        ]),
      );
    } finally {
      await settings(before);
    }
  });

  it('exports a hand-worked month: B2CS net of credit notes, CDNUR, HSN and documents', async () => {
    // January 2031 (financial year 2030-31): none of the other tests issue anything in it.
    const ship = createAdminOrderService(t.db, { now: () => Date.parse('2031-01-10T06:00:00Z') });
    const staff = { staffId: null, email: 'terminal' } as const;
    const delhi = await paid();
    const karnataka = await paid({ ...testShippingAddress });
    const large = await paid({ ...testShippingAddress });
    // B2C large (inter-state, above ₹1,00,000): 14 × everything, ₹1,06,316:
    //   mount 30,77,200 → 26,07,797 + IGST 4,69,403; saree 58,75,800 → 55,96,000 + 2,79,800;
    //   vase 16,78,600 → 15,98,667 + 79,933.
    await t.db
      .update(orderItems)
      .set({ quantity: sql`${orderItems.quantity} * 14` })
      .where(eq(orderItems.orderId, large.id));
    for (const order of [delhi, karnataka, large]) {
      await ship.changeStatus(storeId, staff, order.id, SHIP);
    }
    const credit = (order: Order, ask: Parameters<typeof issueCreditNote>[2]) =>
      t.db.transaction(async (tx) => {
        const [row] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
        return issueCreditNote(tx, row!, { ...ask, at: new Date('2031-01-20T06:00:00Z') });
      });
    // Delhi: the vase set back (1,19,900: 1,14,190 + 2,855 + 2,855).
    await credit(delhi, {
      lines: [{ itemId: itemId(delhi, TITLES.vase), quantity: 1 }],
      reason: 'Returned',
    });
    // Karnataka: ₹500 off, spread over 2,19,800 / 4,19,700 / 1,19,900 of 7,59,400:
    //   14,471.95 → 14,471; 27,633.66 → 27,633 + the 2 odd paise = 27,635; 7,894.39 → 7,894;
    //   taxable 12,264 (18 %), 26,319 and 7,518 (5 %); IGST 2,207, 1,316 and 376.
    await credit(karnataka, { amountPaise: 50_000, reason: 'Goodwill' });
    // The large one: one wall mount back (1,09,900 / 1.18 = 93,135.59 → 93,136; IGST 16,764).
    await credit(large, {
      lines: [{ itemId: itemId(large, TITLES.mount), quantity: 1 }],
      reason: 'Returned',
    });

    const exportOf = async (format: string) => {
      const response = await asStaff(t.app, manager, {
        method: 'GET',
        url: `/api/v1/admin/invoices/export?month=2031-01&format=${format}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      return parse(response.body) as string[][];
    };

    expect(await exportOf('b2cs')).toEqual([
      [
        'Type',
        'Place Of Supply',
        'Rate',
        'Applicable % of Tax Rate',
        'Taxable Value',
        'Cess Amount',
        'E-Commerce GSTIN',
      ],
      // 3,99,714 + 1,14,190 − 1,14,190.
      ['OE', '07-Delhi', '5', '', '3997.14', '', ''],
      ['OE', '07-Delhi', '18', '', '1862.71', '', ''],
      // 5,13,904 − 26,319 − 7,518; 1,86,271 − 12,264.
      ['OE', '29-Karnataka', '5', '', '4800.67', '', ''],
      ['OE', '29-Karnataka', '18', '', '1740.07', '', ''],
    ]);
    expect(await exportOf('cdnur')).toEqual([
      [
        'UR Type',
        'Note Number',
        'Note Date',
        'Note Type',
        'Place Of Supply',
        'Note Value',
        'Applicable % of Tax Rate',
        'Rate',
        'Taxable Value',
        'Cess Amount',
      ],
      [
        'B2CL',
        'CK/30-31/C0003',
        '20-Jan-2031',
        'C',
        '29-Karnataka',
        '1099.00',
        '',
        '18',
        '931.36',
        '',
      ],
    ]);
    expect(await exportOf('hsn')).toEqual([
      [
        'HSN',
        'Description',
        'UQC',
        'Total Quantity',
        'Total Value',
        'Rate',
        'Taxable Value',
        'Integrated Tax Amount',
        'Central Tax Amount',
        'State/UT Tax Amount',
        'Cess Amount',
      ],
      // 3 + 3 + 42 sarees; 4,19,700 × 2 + 58,75,800 − 27,635; 3,99,714 × 2 + 55,96,000 − 26,319;
      // IGST 19,986 + 2,79,800 − 1,316; CGST and SGST 9,993 each (Delhi).
      [
        '5208',
        'Cotton Handloom Saree, Blue (One Size, Blue)',
        'NOS',
        '48',
        '66875.65',
        '5',
        '63691.09',
        '2984.70',
        '99.93',
        '99.93',
        '',
      ],
      // 1 + 1 + 14 − 1 vase sets; 1,19,900 × 2 + 16,78,600 − 1,19,900 − 7,894;
      // 1,14,190 × 2 + 15,98,667 − 1,14,190 − 7,518; IGST 5,710 + 79,933 − 376; Delhi's all back.
      [
        '691390',
        'Handcrafted Terracotta Vase Set of 3 (Terracotta)',
        'NOS',
        '15',
        '17906.06',
        '5',
        '17053.39',
        '852.67',
        '0.00',
        '0.00',
        '',
      ],
      // 2 + 2 + 28 − 1 mounts; 2,19,800 × 2 + 30,77,200 − 14,471 − 1,09,900;
      // 1,86,271 × 2 + 26,07,797 − 12,264 − 93,136; IGST 33,529 + 4,69,403 − 2,207 − 16,764.
      [
        '830250',
        'Tilting TV Wall Mount for 32"-65" TVs (Black)',
        'NOS',
        '31',
        '33924.29',
        '18',
        '28749.39',
        '4839.61',
        '167.65',
        '167.64',
        '',
      ],
    ]);
    expect(await exportOf('docs')).toEqual([
      ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
      ['Invoices for outward supply', 'CK/30-31/00001', 'CK/30-31/00003', '3', '0'],
      ['Credit Note', 'CK/30-31/C0001', 'CK/30-31/C0003', '3', '0'],
    ]);
    // The month's notes listed for the accountant, newest first.
    const listed = await asStaff(t.app, manager, {
      method: 'GET',
      url: '/api/v1/admin/credit-notes?month=2031-01',
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const list = listed.json<CreditNoteList>();
    expect(list.pagination.total).toBe(3);
    expect(list.data.map((note) => note.number)).toEqual([
      'CK/30-31/C0003',
      'CK/30-31/C0002',
      'CK/30-31/C0001',
    ]);
    expect(list.data[0]).toMatchObject({
      orderId: large.id,
      invoiceNumber: 'CK/30-31/00003',
      reason: 'Returned',
      placeOfSupply: '29-Karnataka',
      taxableValue: 931.36,
      igst: 167.64,
      total: 1099,
    });
    // The job makes the same file.
    const started = await asStaff(t.app, manager, {
      method: 'POST',
      url: '/api/v1/admin/invoices/exports',
      payload: { month: '2031-01', format: 'cdnur' },
    });
    expect(started.statusCode, started.body).toBe(202);
  });
});
