import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, test } from '@playwright/test';
import {
  ADMIN,
  API,
  apiList,
  E2E_OWNER,
  open,
  openBackOfficeSignedIn,
  placeOrderThroughApi,
  priceOf,
  seriousViolations,
  signedInShopper,
  STORE,
  useToken,
} from './support';

/**
 * Issue 38 on a phone, from the shopper's side: an order cancelled before it ships, and a return
 * asked for a delivered one with a photo, followed as staff approve, receive and refund it in the
 * back office, ending with the shopper's GST credit note. Shipping the order goes through the API.
 */

const lucknow = {
  fullName: 'Kavya Rao',
  address: '3, Residency Road',
  city: 'Lucknow',
  state: 'Uttar Pradesh',
  postalCode: '226001',
  phone: '+91 94150 12345',
};
const adminOrigin = { Origin: new URL(ADMIN).origin };

async function staffSession(request: APIRequestContext) {
  const signedIn = await request.post(`${API}/admin/session`, {
    data: E2E_OWNER,
    headers: adminOrigin,
  });
  expect(signedIn.status()).toBe(200);
}

async function staffPost(request: APIRequestContext, path: string, data: unknown) {
  const response = await request.post(`${API}/admin${path}`, { data, headers: adminOrigin });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a shopper cancels an order before it ships, and asks to return a delivered one', async ({
    page,
    request,
    playwright,
    browser,
  }) => {
    const shopper = await signedInShopper(request, 'Kavya', 'Rao');
    const [product] = (await apiList(request, 'category=home&limit=1')).data;
    const toCancel = await placeOrderThroughApi(request, shopper.token, product!.id, lucknow);
    const toReturn = await placeOrderThroughApi(request, shopper.token, product!.id, lucknow);

    const staff = await playwright.request.newContext();
    await staffSession(staff);
    // Paid by UPI (the shop confirms the transfer it saw), so the return is refunded in money.
    const paid = await request.post(`${API}/payments`, {
      headers: { ...STORE, Authorization: `Bearer ${shopper.token}` },
      data: {
        orderId: toReturn,
        fields: { method: 'upi', email: shopper.email, phone: '+919415012345', acceptTerms: true },
      },
    });
    expect(paid.status()).toBe(200);
    await staffPost(staff, `/orders/${toReturn}/status`, {
      status: 1,
      reference: `5${String(Date.now()).slice(-11)}`,
    });
    await staffPost(staff, `/orders/${toReturn}/status`, {
      status: 2,
      carrier: 'Delhivery',
      trackingNumber: 'DLV987654321IN',
    });
    await staffPost(staff, `/orders/${toReturn}/status`, { status: 3 });

    await useToken(page, shopper.token);
    await open(page, '/orders');

    // Cancelled before it ships, after the confirm step.
    const pending = page.getByRole('article', { name: `Order ${toCancel}` });
    await pending.getByRole('button', { name: /^Cancel order/ }).click();
    const confirm = pending.getByRole('form', { name: 'Cancel this order?' });
    await confirm.getByRole('textbox', { name: 'Reason (optional)' }).fill('Ordered twice');
    await confirm.getByRole('button', { name: /^Yes, cancel order/ }).click();
    await expect(pending.getByRole('status')).toHaveText('Your order is cancelled.');
    await expect(pending.getByText('Status: Cancelled')).toBeVisible();
    await expect(pending.getByRole('button', { name: /^Cancel order/ })).toHaveCount(0);

    // A return of the delivered one, with a photo of the damage.
    const delivered = page.getByRole('article', { name: `Order ${toReturn}` });
    await expect(delivered.getByText(/^Return window closes on/)).toBeVisible();
    await delivered.getByRole('button', { name: /^Return or exchange items/ }).click();
    const form = delivered.getByRole('form', { name: 'Return or exchange items' });
    await form.getByRole('combobox', { name: 'Quantity to return' }).selectOption('1');
    await form.getByRole('combobox', { name: 'Reason' }).selectOption('Damaged or defective');
    await form.getByRole('textbox', { name: 'Note (optional)' }).fill('The strip arrived bent.');
    const photo = await page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 240 } });
    await form
      .getByLabel('Photos (optional)')
      .setInputFiles({ name: 'bent.png', mimeType: 'image/png', buffer: photo });
    await expect(form.getByRole('button', { name: 'Remove bent.png' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(delivered.getByRole('status')).toHaveText(
      'Your request is sent. You can follow it below the order.',
    );
    const request38 = delivered.getByRole('region', { name: /^Return request of/ });
    await expect(request38).toContainText('Requested');
    await expect(request38).toContainText(`${product!.title} × 1, money back`);
    // The order's own status stays the spec's.
    await expect(delivered.getByText('Status: Delivered')).toBeVisible();

    const answer = await request.get(`${API}/orders/${toReturn}`, {
      headers: { ...STORE, Authorization: `Bearer ${shopper.token}` },
    });
    const { returns } = (await answer.json()) as { returns: { id: number; photos: string[] }[] };
    expect(returns[0]!.photos).toHaveLength(1);

    // Staff approve it in the back office, receive the parcel and refund it.
    const returnId = returns[0]!.id;
    const office = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openBackOfficeSignedIn(office);
    await office.getByRole('navigation').getByRole('link', { name: 'Returns' }).click();
    await office.getByRole('link', { name: `Return #${returnId}` }).click();
    await expect(office.getByRole('heading', { level: 1 })).toContainText(`Return #${returnId}`);
    await office.getByRole('radio', { name: /^Approve/ }).check();
    await office.getByRole('button', { name: 'Approve' }).click();
    await office.getByRole('button', { name: 'Yes, go ahead' }).click();
    await expect(office.getByText(`Return #${returnId} approved`).first()).toBeVisible();

    // The shopper sees it, with what happens next.
    await open(page, '/orders');
    await expect(request38).toContainText('Approved');
    expect(await seriousViolations(page)).toEqual([]);

    const receive = office.getByRole('form', { name: 'Receive and inspect' });
    await receive.getByRole('button', { name: 'Record as received' }).click();
    await office.getByRole('button', { name: 'Yes, record the receipt' }).click();
    await expect(office.getByText(`Return #${returnId} received`).first()).toBeVisible();
    const refund = office.getByRole('form', { name: 'Refund' });
    await expect(refund.getByLabel('Amount (₹)')).toHaveValue(priceOf(product!).toFixed(2));
    await refund.getByRole('button', { name: 'Refund' }).click();
    await office.getByRole('button', { name: 'Yes, refund' }).click();
    await expect(office.getByRole('list', { name: 'Credit notes' })).toBeVisible();
    expect(await seriousViolations(office)).toEqual([]);

    // The shopper's return is refunded, with its GST credit note to download.
    await open(page, '/orders');
    await expect(request38).toContainText('Refunded');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      delivered.getByRole('button', { name: /^Download.*credit note/ }).click(),
    ]);
    const pdf = readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(download.suggestedFilename()).toMatch(/-C\d{4,}\.pdf$/);
    await office.close();
    await staff.dispose();
  });
});
