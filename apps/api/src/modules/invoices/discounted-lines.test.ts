// The money documents of an order whose offers took something off its lines (issue 40): the
// invoice bills each line's gross amount, its discount and the taxable value worked back from
// what it paid; refunds, returns and credit notes give back what a piece paid; the GST exports
// count the taxable values after discount. The offers themselves are promo-core's: here the
// discounts are written on the order's rows as placement writes them.
import type {
  AdminOrder,
  AdminReturn,
  Order,
  OrderStatusChange,
  ProductListResponse,
  RefundCreated,
} from '@storefront/contract';
import { orderStatusChangeSchema } from '@storefront/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditNotes, invoices, orderItems, orders, productVariants } from '../../db/schema';
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
import { invoiceDate } from './invoice-pdf';

const PROCESSING = 1;
const SHIPPED = 2;
const DELIVERED = 3;
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

const TITLES = {
  watch: 'Minimalist Black Dial Watch',
  saree: 'Cotton Handloom Saree, Blue',
  vase: 'Handcrafted Terracotta Vase Set of 3',
  box: 'Nimbus Pro 8K Media Box, 4 GB RAM, 128 GB',
};

/**
 * The Delhi order, worked on paper (taxable = paid × 100 / (100 + rate), half up; CGST takes the
 * odd paisa):
 *   watch 1 × ₹1,999 at 18 %, 10 % off (₹199.90): paid 1,79,910 → taxable 1,52,466, tax 27,444
 *     (13,722 + 13,722)
 *   saree 3 × ₹1,399 at 5 %, its share of ₹250 off the order (₹194.45): paid 4,00,255 → taxable
 *     3,81,195, tax 19,060 (9,530 + 9,530)
 *   vase 1 × ₹1,199 at 5 %, the rest of the ₹250 (₹55.55): paid 1,14,345 → taxable 1,08,900,
 *     tax 5,445 (2,723 + 2,722)
 * Gross ₹7,395.00, discount ₹449.90, paid ₹6,945.10: taxable 6,42,561 + tax 51,949.
 */
const DELHI_DISCOUNTS = { watch: 19_990, saree: 19_445, vase: 5_555 };

describe.each(drivers)('money documents of discounted lines on %s', (driver) => {
  let t: TestApp;
  let shopper: Awaited<ReturnType<typeof signUp>>;
  let manager: string;
  let packer: string;
  let productIds: Map<string, string>;

  beforeAll(async () => {
    t = await createTestApp(driver, {
      rateLimits: { ...DEFAULT_RATE_LIMITS, ordersPerAccountPerHour: 1_000 },
    });
    await addStaff(t, { email: 'promo-manager@example.in', role: 'manager' });
    await addStaff(t, { email: 'promo-packer@example.in', role: 'fulfilment' });
    [manager, packer] = await Promise.all([
      signInStaff(t.app, 'promo-manager@example.in'),
      signInStaff(t.app, 'promo-packer@example.in'),
    ]);
    shopper = await signUp(t.app);
    await t.db.update(productVariants).set({ stock: null });
    const listed = await t.app.inject({ method: 'GET', url: '/api/v1/products?limit=100' });
    productIds = new Map(
      listed.json<ProductListResponse>().data.map((product) => [product.title, product.id]),
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  const move = (id: string, change: OrderStatusChange | Record<string, unknown>, cookie = packer) =>
    asStaff(t.app, cookie, {
      method: 'POST',
      url: `/api/v1/admin/orders/${id}/status`,
      payload: change,
    });

  /**
   * An order placed, its lines' discounts written as placement writes them (order_items and the
   * order's discount and total), paid by UPI and confirmed: the payment takes the discounted total.
   */
  async function paid(
    address: typeof DELHI,
    lines: { title: string; quantity: number; size?: string; color: string; offPaise: number }[],
  ): Promise<Order> {
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: shopper.auth,
      payload: {
        products: Object.fromEntries(
          lines.map((line) => [productIds.get(line.title)!, line.quantity]),
        ),
        items: lines.map((line) => ({
          productId: productIds.get(line.title)!,
          quantity: line.quantity,
          color: line.color,
          ...(line.size ? { size: line.size } : {}),
        })),
        shippingAddress: address,
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<Order>();
    let off = 0;
    for (const line of lines) {
      const item = order.items.find((candidate) => candidate.productTitle === line.title)!;
      await t.db
        .update(orderItems)
        .set({ discountPaise: line.offPaise })
        .where(eq(orderItems.id, item.id));
      off += line.offPaise;
    }
    await t.db
      .update(orders)
      .set({ discountPaise: off, totalPaise: sql`${orders.totalPaise} - ${off}` })
      .where(eq(orders.id, order.id));
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

  const delhiOrder = () =>
    paid(DELHI, [
      { title: TITLES.watch, quantity: 1, color: 'Black', offPaise: DELHI_DISCOUNTS.watch },
      {
        title: TITLES.saree,
        quantity: 3,
        size: 'One Size',
        color: 'Blue',
        offPaise: DELHI_DISCOUNTS.saree,
      },
      { title: TITLES.vase, quantity: 1, color: 'Terracotta', offPaise: DELHI_DISCOUNTS.vase },
    ]);

  async function shipped(order: Order): Promise<void> {
    const moved = await move(order.id, SHIP);
    expect(moved.statusCode, moved.body).toBe(200);
  }

  const itemId = (order: Order, title: string) =>
    order.items.find((item) => item.productTitle === title)!.id;
  const invoiceOf = async (orderId: string) =>
    (await t.db.select().from(invoices).where(eq(invoices.orderId, orderId)))[0]!;
  const notesOf = (orderId: string) =>
    t.db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId)).orderBy(creditNotes.id);
  const adminOrder = async (orderId: string) =>
    (
      await asStaff(t.app, manager, { method: 'GET', url: `/api/v1/admin/orders/${orderId}` })
    ).json<AdminOrder>();

  async function refund(orderId: string, body: Record<string, unknown>): Promise<RefundCreated> {
    const response = await asStaff(t.app, manager, {
      method: 'POST',
      url: `/api/v1/admin/orders/${orderId}/refunds`,
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<RefundCreated>();
  }

  const figures = (note: CreditNoteData) =>
    note.lines.map((line) => [
      line.invoiceLine,
      line.quantity,
      line.discountPaise,
      line.amountPaise,
      line.taxablePaise,
      line.cgstPaise,
      line.sgstPaise,
      line.igstPaise,
    ]);

  it('bills each line’s gross amount, discount and the GST worked back from what it paid, totalling what the shopper paid', async () => {
    const order = await delhiOrder();
    await shipped(order);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ totalPaise: 694_510, discountPaise: 44_990 });

    const invoice = await invoiceOf(order.id);
    expect(
      invoice.data.lines.map((line) => [
        line.description,
        line.quantity,
        line.unitPricePaise,
        line.discountPaise,
        line.amountPaise,
        line.taxablePaise,
        line.cgstPaise,
        line.sgstPaise,
        line.igstPaise,
      ]),
    ).toEqual([
      [`${TITLES.watch} (Black)`, 1, 199_900, 19_990, 179_910, 152_466, 13_722, 13_722, 0],
      [`${TITLES.saree} (One Size, Blue)`, 3, 139_900, 19_445, 400_255, 381_195, 9_530, 9_530, 0],
      [`${TITLES.vase} (Terracotta)`, 1, 119_900, 5_555, 114_345, 108_900, 2_723, 2_722, 0],
    ]);
    // The invoice adds up to the order's total to the paisa.
    expect(invoice.data.totals).toEqual({
      quantity: 5,
      amountPaise: 694_510,
      taxablePaise: 642_561,
      cgstPaise: 25_975,
      sgstPaise: 25_974,
      igstPaise: 0,
      taxPaise: 51_949,
    });
    expect(invoice.data.amountInWords).toBe(
      'Rupees Six Thousand Nine Hundred Forty Five and Ten Paise Only',
    );

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${order.id}/invoice`,
      headers: shopper.auth,
    });
    expect(pdf.statusCode).toBe(200);
    const read = await readPdf(pdf.rawPayload);
    expect(read.pages).toBe(1);
    expect(read.sizes).toEqual([[595.28, 841.89]]);
    for (const shown of [
      'Gross amount',
      'Discount',
      'Taxable value',
      '₹1,999.00 each',
      '199.90',
      '1,524.66',
      'Gross amount ₹7,395.00',
      'Discount −₹449.90',
      'Taxable value ₹6,425.61',
      'CGST @ 9% ₹137.22',
      'CGST @ 2.5% ₹122.53',
      'SGST @ 2.5% ₹122.52',
      'Total tax ₹519.49',
      'Invoice total ₹6,945.10',
      'after its discount',
    ]) {
      expect(read.text, shown).toContain(shown);
    }

    // The back office's money counts what was paid, and the dashboard's revenue too.
    const seen = await adminOrder(order.id);
    expect(seen).toMatchObject({ total: 6945.1, discount: 449.9 });
    expect(seen.money).toMatchObject({ paid: 6945.1, pending: 0, refundable: 6945.1 });
    const dashboard = await asStaff(t.app, manager, {
      method: 'GET',
      url: '/api/v1/admin/dashboard',
    });
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    expect(dashboard.json<{ today: { revenue: number } }>().today.revenue).toBe(6945.1);
  });

  it('refunds and credits a returned discounted piece at what it paid; the last pieces take the odd paise', async () => {
    const order = await delhiOrder();
    await shipped(order);
    expect((await move(order.id, { status: DELIVERED })).statusCode).toBe(200);
    const saree = itemId(order, TITLES.saree);

    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${order.id}/returns`,
      headers: shopper.auth,
      payload: { lines: [{ itemId: saree, quantity: 1 }], reason: 'Not as described' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const { id } = asked.json<{ id: number }>();
    const step = (path: string, payload: Record<string, unknown>) =>
      asStaff(t.app, manager, {
        method: 'POST',
        url: `/api/v1/admin/returns/${id}/${path}`,
        payload,
      });
    expect((await step('status', { status: 'approved' })).statusCode).toBe(200);
    const received = await step('status', {
      status: 'received',
      lines: [{ itemId: saree, quantity: 1, restock: true }],
    });
    expect(received.statusCode, received.body).toBe(200);
    // 4,00,255 paid for three: 1,33,418 a piece, the last 1,33,419.
    expect(received.json<AdminReturn>()).toMatchObject({
      proposedRefund: 1334.18,
      lines: [{ unitPrice: 1334.18, receivedQuantity: 1 }],
    });
    const above = await step('refund', { amount: 1334.19 });
    expect(above.statusCode).toBe(422);
    const refunded = await step('refund', {});
    expect(refunded.statusCode, refunded.body).toBe(200);
    const money = await adminOrder(order.id);
    expect(money.refunds).toMatchObject([
      { amount: 1334.18, lines: [{ itemId: saree, quantity: 1, amount: 1334.18 }] },
    ]);
    const [first] = await notesOf(order.id);
    // 1,33,418 → taxable 1,27,065, tax 6,353 (3,177 + 3,176); ₹1,399 less ₹1,334.18: ₹64.82 off.
    expect(figures(first!.data)).toEqual([[1, 1, 6_482, 133_418, 127_065, 3_177, 3_176, 0]]);
    expect(first!.amountPaise).toBe(133_418);
    expect(first!.returnId).toBe(id);

    // The other two refunded by their lines: what the line paid less the first piece.
    const rest = await refund(order.id, {
      lines: [{ itemId: saree, quantity: 2 }],
      reason: 'Both returned at the counter',
    });
    expect(rest.amount).toBe(2668.37);
    const [, second] = await notesOf(order.id);
    expect(figures(second!.data)).toEqual([[1, 2, 12_963, 266_837, 254_130, 6_353, 6_354, 0]]);
    // The notes of the line add up to the invoice's line, to the paisa.
    const sold = (await invoiceOf(order.id)).data.lines[1]!;
    expect(
      ['discountPaise', 'amountPaise', 'taxablePaise', 'cgstPaise', 'sgstPaise'].map(
        (key) =>
          first!.data.lines[0]![key as 'amountPaise'] +
          second!.data.lines[0]![key as 'amountPaise'],
      ),
    ).toEqual([
      sold.discountPaise,
      sold.amountPaise,
      sold.taxablePaise,
      sold.cgstPaise,
      sold.sgstPaise,
    ]);
    // Nothing more of the line can be refunded; the money given back is what the line paid.
    const more = await asStaff(t.app, manager, {
      method: 'POST',
      url: `/api/v1/admin/orders/${order.id}/refunds`,
      payload: { lines: [{ itemId: saree, quantity: 1 }], reason: 'Again' },
    });
    expect(more.statusCode).toBe(422);
    const after = await adminOrder(order.id);
    expect(after.money.refundable).toBe(2942.55);

    // The credit note's PDF shows the discount of the pieces credited.
    const pdf = await asStaff(t.app, manager, {
      method: 'GET',
      url: `/api/v1/admin/orders/${order.id}/credit-notes/${encodeURIComponent(first!.number)}`,
    });
    expect(pdf.statusCode).toBe(200);
    const read = await readPdf(pdf.rawPayload);
    for (const shown of ['CREDIT NOTE', 'Discount −₹64.82', 'Credit note total ₹1,334.18']) {
      expect(read.text, shown).toContain(shown);
    }
  });

  it('exports the month’s taxable values after discount: B2CS, B2CL, CDNUR, HSN and documents', async () => {
    // A month of its own: the Delhi order with a saree refunded, and a large order to Karnataka.
    const delhi = await delhiOrder();
    await shipped(delhi);
    await refund(delhi.id, {
      lines: [{ itemId: itemId(delhi, TITLES.saree), quantity: 1 }],
      reason: 'Damaged in transit',
    });
    // 12 × ₹9,999 at 18 % with ₹10,000 off: ₹1,09,988 paid, above ₹1,00,000 (B2C large).
    //   10,998,800 → taxable 9,321,017, IGST 1,677,783; one piece back: 916,566 → 776,751.
    const large = await paid(testShippingAddress, [
      { title: TITLES.box, quantity: 12, color: 'Black', offPaise: 1_000_000 },
    ]);
    await shipped(large);
    await refund(large.id, {
      lines: [{ itemId: itemId(large, TITLES.box), quantity: 1 }],
      reason: 'Dead on arrival',
    });
    const ids = [delhi.id, large.id];
    const moved = new Date('2031-03-10T06:30:00Z');
    await t.db.update(invoices).set({ issuedAt: moved }).where(inArray(invoices.orderId, ids));
    await t.db
      .update(creditNotes)
      .set({ issuedAt: moved })
      .where(inArray(creditNotes.orderId, ids));
    const exportOf = async (format: string) => {
      const response = await asStaff(t.app, manager, {
        method: 'GET',
        url: `/api/v1/admin/invoices/export?month=2031-03&format=${format}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.body.trim().split('\n').slice(1);
    };
    const bigInvoice = await invoiceOf(large.id);
    const [bigNote] = await notesOf(large.id);
    const [delhiNote] = await notesOf(delhi.id);

    // B2CS, net of the Delhi note: 5 % is 3,81,195 + 1,08,900 − 1,27,065 = 3,63,030.
    expect(await exportOf('b2cs')).toEqual([
      'OE,07-Delhi,5,,3630.30,,',
      'OE,07-Delhi,18,,1524.66,,',
    ]);
    expect(await exportOf('b2cl')).toEqual([
      `${bigInvoice.number},${invoiceDate(bigInvoice.data.issuedAt)},109988.00,29-Karnataka,,18,93210.17,,`,
    ]);
    expect(await exportOf('cdnur')).toEqual([
      `B2CL,${bigNote!.number},${invoiceDate(bigNote!.data.issuedAt)},C,29-Karnataka,9165.66,,18,7767.51,`,
    ]);
    // HSN: quantity, value (what was paid), rate, taxable value, IGST, CGST, SGST.
    expect((await exportOf('hsn')).map((row) => row.split(',').slice(-8))).toEqual([
      ['2', '2668.37', '5', '2541.30', '0.00', '63.53', '63.54', ''],
      ['1', '1143.45', '5', '1089.00', '0.00', '27.23', '27.22', ''],
      ['11', '100822.34', '18', '85442.66', '15379.68', '0.00', '0.00', ''],
      ['1', '1799.10', '18', '1524.66', '0.00', '137.22', '137.22', ''],
    ]);
    expect(await exportOf('docs')).toEqual([
      `Invoices for outward supply,${(await invoiceOf(delhi.id)).number},${bigInvoice.number},2,0`,
      `Credit Note,${delhiNote!.number},${bigNote!.number},2,0`,
    ]);
  });
});
