import { expect, test } from '@playwright/test';
import {
  API,
  apiList,
  open,
  placeOrderThroughApi,
  priceOf,
  seriousViolations,
  signedInShopper,
  openBackOfficeSignedIn,
  STORE,
  useToken,
} from './support';

const address = {
  fullName: 'Asha Verma',
  address: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  phone: '+91 98450 12345',
};

/** "₹1,499.00": the back office's money format. */
const rupees = (amount: number) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 2,
  }).format(amount);

/** A UTR no other test of this stack used: one UTR pays one order of a store. */
const freshUtr = () => `4${String(Date.now()).slice(-11)}`;

test('refund from the back office and see it on /orders', async ({ browser, request }) => {
  const shopper = await signedInShopper(request, 'Asha', 'Verma');
  const [product] = (await apiList(request, 'limit=1')).data;
  const orderId = await placeOrderThroughApi(request, shopper.token, product!.id, address);
  // The shopper chooses UPI; the shop sees the money in its bank app and confirms it below.
  const paid = await request.post(`${API}/payments`, {
    headers: { ...STORE, Authorization: `Bearer ${shopper.token}` },
    data: {
      orderId,
      fields: {
        method: 'upi',
        email: shopper.email,
        phone: '+919845012345',
        acceptTerms: true,
      },
    },
  });
  expect(paid.status()).toBe(200);

  const staff = await browser.newPage();
  const customer = await browser.newPage();
  await openBackOfficeSignedIn(staff);
  await staff.getByRole('navigation').getByRole('link', { name: 'Orders' }).click();
  await staff.getByRole('searchbox').fill(orderId);
  await staff.getByRole('searchbox').press('Enter');
  await staff.getByRole('link', { name: orderId }).first().click();
  await expect(staff.getByRole('heading', { level: 1 })).toContainText(orderId);
  await staff.getByRole('radio', { name: /Confirm payment/ }).check();
  await staff.getByRole('textbox', { name: 'Payment reference (UTR)' }).fill(freshUtr());
  await staff.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(staff.getByText(/is now processing/i).first()).toBeVisible();

  // The owner refunds all of it: a UPI payment goes back by the shop's own transfer.
  const money = staff.getByRole('region', { name: 'Money and refunds' });
  const total = priceOf(product!);
  const refundForm = money.getByRole('form', { name: 'Refund' });
  await refundForm.getByLabel(/All that is left/).check();
  await refundForm.getByLabel('Reason').fill('The shopper returned it');
  await refundForm.getByRole('button', { name: 'Refund' }).click();
  await expect(staff.getByText(`Refund of ${rupees(total)} asked for`)).toBeVisible();
  await expect(money.getByRole('list', { name: 'Refunds' })).toContainText('Pending');
  expect(await seriousViolations(staff)).toEqual([]);

  // The shopper sees it on /orders and says where to send the money (checked as typed).
  await useToken(customer, shopper.token);
  await open(customer, '/orders');
  const card = customer.getByRole('article', { name: `Order ${orderId}` });
  await expect(card.getByText('Refund in progress')).toBeVisible();
  const where = card.getByRole('form', {
    name: `Where should we send your refund for order ${orderId}?`,
  });
  await where.getByRole('textbox', { name: 'UPI ID' }).fill('asha-at-okhdfcbank');
  await where.getByRole('button', { name: 'Save refund details' }).click();
  await expect(where.getByText('Enter your UPI ID, such as name@okhdfcbank')).toBeVisible();
  expect(await seriousViolations(customer)).toEqual([]);
  await where.getByRole('textbox', { name: 'UPI ID' }).fill('asha.verma@okhdfcbank');
  await where.getByRole('button', { name: 'Save refund details' }).click();
  await expect(where).toHaveCount(0);

  // The shop sends it from its UPI app and records the transfer: the refund is made.
  await staff.reload();
  await expect(money.getByText('asha.verma@okhdfcbank')).toBeVisible();
  const transfer = money.getByRole('form', { name: `Record the transfer of ${rupees(total)}` });
  await transfer.getByLabel('Transfer reference (UTR or bank reference)').fill(freshUtr());
  await transfer.getByRole('button', { name: 'Record transfer' }).click();
  await expect(staff.getByText(`Refund of ${rupees(total)} recorded as paid`)).toBeVisible();
  await expect(money.getByRole('list', { name: 'Refunds' })).toContainText('Refunded');

  await customer.reload();
  await expect(card.getByText('Refunded', { exact: true })).toBeVisible();
});
