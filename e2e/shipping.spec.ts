import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, test } from '@playwright/test';
import {
  ADMIN,
  API,
  apiList,
  open,
  openBackOfficeSignedIn,
  priceOf,
  seriousViolations,
  signedInShopper,
  STORE,
  useToken,
} from './support';

/**
 * Issue 39's journey: a shopper in Guwahati checks a PIN code on a phone, orders three times with
 * cash on delivery; staff tick the three orders at the packing table, print the pick list, ship
 * them with the Shiprocket sandbox (the cheapest courier) and print their labels (A4); the
 * sandbox plays each parcel's scans a second apart (SHIPROCKET_SANDBOX_STEP_SECONDS=1 in
 * playwright.config.ts) and the shopper's /orders shows the timeline.
 */

const guwahati = {
  fullName: 'Anjali Baruah',
  address: '12, GS Road, Bhangagarh',
  city: 'Guwahati',
  state: 'Assam',
  postalCode: '781001',
  phone: '+91 94350 12345',
};

/** An order of one of the product, confirmed by choosing cash on delivery: Processing. */
async function codOrder(
  request: APIRequestContext,
  shopper: { token: string; email: string },
  productId: string,
): Promise<string> {
  const headers = { ...STORE, Authorization: `Bearer ${shopper.token}` };
  const placed = await request.post(`${API}/orders`, {
    headers,
    data: { products: { [productId]: 1 }, shippingAddress: guwahati },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { id } = (await placed.json()) as { id: string };
  const paid = await request.post(`${API}/payments`, {
    headers,
    data: {
      orderId: id,
      fields: { method: 'cod', email: shopper.email, phone: '+919435012345', acceptTerms: true },
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  return id;
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a shopper checks a PIN code; staff print and ship three orders with the Shiprocket sandbox; the shopper follows the parcel', async ({
    page,
    request,
    browser,
  }) => {
    const products = (await apiList(request, 'limit=50')).data;
    // Cash on delivery has a limit (decision 0029): the cheapest product stays under it.
    const product = [...products].sort((a, b) => priceOf(a) - priceOf(b))[0]!;

    // The product page's delivery promise for a PIN code typed on a phone.
    await open(page, `/product/${product.id}`);
    const delivery = page.getByRole('region', { name: 'Delivery' });
    await delivery.getByLabel('PIN code').fill('781001');
    await delivery.getByRole('button', { name: 'Check' }).click();
    await expect(delivery.getByRole('status')).toContainText(
      /Delivery by \w{3}, \d{1,2} \w{3} to 781001 · Cash on delivery available/,
    );
    // Kept in the browser: the next product page answers without asking.
    await open(page, `/product/${products.find((other) => other.id !== product.id)!.id}`);
    await expect(page.getByRole('region', { name: 'Delivery' }).getByRole('status')).toContainText(
      'to 781001 · Cash on delivery available',
    );

    const shopper = await signedInShopper(request, 'Anjali', 'Baruah');
    const orderIds: string[] = [];
    for (let count = 0; count < 3; count++) {
      orderIds.push(await codOrder(request, shopper, product.id));
    }

    // The packing table, on a desk: the Processing orders, the three ticked.
    const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const office = await desk.newPage();
    await openBackOfficeSignedIn(office);
    await office.goto(`${ADMIN}/orders?status=1`);
    for (const id of orderIds) {
      await office.getByRole('checkbox', { name: `Select order ${id}` }).check();
    }
    const bar = office.getByRole('region', { name: /Packing table/ });
    await expect(bar.getByRole('heading')).toHaveText('Packing table: 3 orders to pack');
    const [pickList] = await Promise.all([
      office.waitForEvent('download'),
      bar.getByRole('button', { name: 'Print pick list' }).click(),
    ]);
    expect(
      readFileSync((await pickList.path())!)
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');

    await bar.getByRole('button', { name: 'Ship selected' }).click();
    const ship = bar.getByRole('form', { name: 'Ship selected' });
    await expect(ship.getByRole('combobox', { name: 'Carrier' })).toHaveValue('shiprocket');
    await expect(ship.getByRole('combobox', { name: 'Courier' })).toHaveValue('cheapest');
    expect(await seriousViolations(office)).toEqual([]);
    await ship.getByRole('button', { name: 'Book 3 parcels' }).click();
    const summary = bar.getByRole('status');
    await expect(summary).toContainText('Booked 3 of 3 orders.');
    for (const id of orderIds) await expect(summary).toContainText(new RegExp(`${id}: AWB SRX`));
    // Shipped, the orders leave the Processing list; their labels stay at hand.
    await expect(office.getByRole('checkbox', { name: `Select order ${orderIds[0]}` })).toHaveCount(
      0,
    );
    const [labels] = await Promise.all([
      office.waitForEvent('download'),
      summary.getByRole('button', { name: 'Print labels (A4)' }).click(),
    ]);
    expect(labels.suggestedFilename()).toBe('labels.pdf');
    const pdf = readFileSync((await labels.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // A page per parcel: the three orders' labels.
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(3);
    expect(await seriousViolations(office)).toEqual([]);
    await desk.close();

    // The sandbox's scans arrive as webhooks, a second apart: each order is delivered.
    for (const id of orderIds) {
      await expect
        .poll(
          async () => {
            const response = await request.get(`${API}/orders/${id}`, {
              headers: { ...STORE, Authorization: `Bearer ${shopper.token}` },
            });
            return ((await response.json()) as { status: number }).status;
          },
          { timeout: 60_000, intervals: [1_000] },
        )
        .toBe(3);
    }

    // The shopper's /orders on the phone: the parcel's carrier, AWB and its scans, newest first.
    await useToken(page, shopper.token);
    await open(page, '/orders');
    const card = page.getByRole('article', { name: `Order ${orderIds[0]}` });
    await expect(card.getByText('Delivered').first()).toBeVisible();
    const parcel = card.getByRole('region', { name: 'Parcel', exact: true });
    await expect(parcel).toContainText('Delhivery Surface');
    await expect(parcel.getByRole('link', { name: /^SRX\d+/ })).toHaveAttribute(
      'href',
      /^https:\/\/shiprocket\.co\/tracking\/SRX\d+$/,
    );
    const scans = parcel.getByRole('list', { name: 'Parcel tracking updates, newest first' });
    await expect(scans.getByRole('listitem')).toHaveCount(5);
    await expect(scans.getByRole('listitem').first()).toContainText('Delivered');
    await expect(scans.getByRole('listitem').nth(1)).toContainText(
      /^Out for delivery\d{1,2} \w+ \d{4} at .+ · Guwahati$/,
    );
    await expect(scans.getByRole('listitem').last()).toContainText('Booked');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
