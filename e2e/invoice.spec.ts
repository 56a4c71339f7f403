import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import {
  ADMIN,
  apiList,
  open,
  placeOrderThroughApi,
  seriousViolations,
  signedInShopper,
  openBackOfficeSignedIn,
  useToken,
} from './support';

/**
 * Issue 20, in the browser: staff confirm an order's payment and ship it in the back office, and
 * the shopper downloads its GST tax invoice from /orders; the product page shows its "Product
 * details". The order itself is placed through the API (the checkout has its own tests).
 */

// Delivered to Tamil Nadu from the sample shop in Delhi: an inter-state supply (IGST).
const chennai = {
  fullName: 'Meera Iyer',
  address: '4, Besant Nagar 2nd Avenue',
  city: 'Chennai',
  state: 'Tamil Nadu',
  postalCode: '600090',
  phone: '+91 94440 12345',
};
/** The sample shop's GSTIN (apps/api/src/seed/store.ts). */
const SHOP_GSTIN = '07AAECC4321K1ZT';

/** The text a PDF shows, read back with pdf.js. */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages.join('\n');
}

async function noSeriousViolations(page: Page, where: string) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(page), where).toEqual([]);
}

test('staff ship an order in the back office, then the shopper downloads its invoice from /orders', async ({
  browser,
  page,
  request,
}) => {
  const shopper = await signedInShopper(request, 'Meera', 'Iyer');
  const [product] = (await apiList(request, 'limit=1')).data;
  const orderId = await placeOrderThroughApi(request, shopper.token, product!.id, chennai);

  // The back office: payment confirmed, then shipped with a carrier and tracking number.
  const staff = await browser.newPage();
  await openBackOfficeSignedIn(staff);
  await staff.goto(`${ADMIN}/orders/${orderId}`);
  const invoice = staff.getByRole('region', { name: 'Invoice' });
  await expect(invoice).toContainText('issued when the order ships');
  await staff.getByRole('radio', { name: /Confirm payment/ }).check();
  await staff.getByRole('textbox', { name: 'Payment reference (UTR)' }).fill('UTR 512345678901');
  await staff.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(staff.getByText(/is now processing/i).first()).toBeVisible();
  await staff.getByRole('radio', { name: /Mark as shipped/ }).check();
  await staff.getByRole('textbox', { name: 'Carrier' }).fill('Delhivery');
  await staff.getByRole('textbox', { name: 'Tracking number' }).fill('DLV987654321IN');
  await staff.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(staff.getByText(/is now shipped/i).first()).toBeVisible();

  // Shipping issued the invoice: its number on the order page, and the price breakup.
  const number = invoice.locator('dd.font-mono');
  await expect(number).toHaveText(/^[A-Z0-9]{1,4}\/\d{2}-\d{2}\/\d{5,}$/);
  const invoiceNumber = (await number.textContent())!;
  await expect(staff.getByRole('region', { name: 'Items' })).toContainText('GST included');
  await noSeriousViolations(staff, 'the order page with its invoice');

  // The month's invoices list it.
  await staff.getByRole('navigation').getByRole('link', { name: 'Invoices' }).click();
  await expect(staff.getByRole('row').filter({ hasText: invoiceNumber })).toContainText(
    `${orderId}Meera Iyer33-Tamil Nadu`,
  );
  await noSeriousViolations(staff, 'the invoices page');

  // The shopper's /orders: the breakup, and the invoice downloaded as its own PDF.
  await useToken(page, shopper.token);
  await open(page, '/orders');
  const card = page.getByRole('article', { name: `Order ${orderId}` });
  await expect(card.getByText('Shipped')).toBeVisible();
  await expect(card).toContainText('DeliveryFreeGST included');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: /^Download invoice/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${invoiceNumber.replaceAll('/', '-')}.pdf`);
  const pdf = readFileSync((await download.path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = await pdfText(pdf);
  expect(text).toContain(invoiceNumber);
  expect(text).toContain(SHOP_GSTIN);

  // The product page shows the product's legal details, rendered on the server.
  const html = await (await page.request.get(`/product/${product!.id}`)).text();
  expect(html).toContain('Product details');
  await open(page, `/product/${product!.id}`);
  const details = page.getByRole('region', { name: 'Product details' });
  await expect(details).toContainText('Country of origin');
  await expect(details).toContainText('(inclusive of all taxes)');
  await noSeriousViolations(page, 'the product page');
});

test('the back office’s tax settings and a product’s tax and legal details pass axe', async ({
  browser,
  request,
}) => {
  const [product] = (await apiList(request, 'limit=1')).data;
  const staff = await browser.newPage();
  await openBackOfficeSignedIn(staff);
  await staff.goto(`${ADMIN}/settings`);
  await expect(staff.getByRole('textbox', { name: /^GSTIN/ })).toHaveValue(SHOP_GSTIN);
  await noSeriousViolations(staff, 'the settings page');
  await staff.goto(`${ADMIN}/products/${product!.id}`);
  const tax = staff.getByRole('region', { name: 'Tax and legal details' });
  await expect(tax.getByRole('textbox', { name: /^HSN code/ })).toHaveValue(/^\d{4,8}$/);
  await noSeriousViolations(staff, 'the product editor');
});
