import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { API, apiList, open, seriousViolations, signedInShopper, STORE, useToken } from './support';

const MOBILE = '9845012345';

test.describe.configure({ mode: 'serial' });
let token = '';

test.beforeAll(async ({ request }) => {
  ({ token } = await signedInShopper(request, 'Kavya', 'Rao'));
});

const asShopper = () => ({ ...STORE, Authorization: `Bearer ${token}` });

async function placeOrder(request: APIRequestContext): Promise<{ id: string; total: number }> {
  const [product] = (await apiList(request, 'limit=1')).data;
  const response = await request.post(`${API}/orders`, {
    headers: asShopper(),
    data: {
      products: { [product!.id]: 1 },
      shippingAddress: {
        fullName: 'Kavya Rao',
        address: '12 Residency Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        postalCode: '560025',
        phone: MOBILE,
      },
    },
  });
  expect(response.status()).toBe(201);
  return response.json();
}

/** From the order's payment page to the Razorpay sandbox's checkout, through the API's redirect. */
async function toRazorpayCheckout(page: Page, orderId: string) {
  await useToken(page, token);
  await open(page, `/payment?orderId=${orderId}`);
  await expect(page.getByRole('heading', { name: 'Payment Information' })).toBeVisible();
  const method = page.getByRole('combobox', { name: 'Payment method' });
  await expect(method.getByRole('option', { name: /Razorpay \(sandbox\)/ })).toHaveCount(1);
  await method.selectOption('razorpay_sandbox');
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(MOBILE);
  await page.getByRole('checkbox', { name: /I agree to the terms/ }).check();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Razorpay (sandbox)' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(
    '/api/v1/payments/razorpay-sandbox/v1/checkout/embedded',
  );
}

test('pays with the Razorpay sandbox after one failed try; the order shows paid', async ({
  page,
  request,
}) => {
  const order = await placeOrder(request);
  await toRazorpayCheckout(page, order.id);
  expect(await seriousViolations(page)).toEqual([]);

  // The first try fails: back to My Orders, which says so and offers to pay again.
  await page.getByRole('button', { name: 'Fail payment' }).click();
  await expect(page).toHaveURL(`/orders?paymentFailed=${order.id}`);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your payment did not go through' }),
  ).toContainText(`The payment for order ${order.id} failed`);

  // The second pays: a new Razorpay order, a signed answer, the order paid.
  await toRazorpayCheckout(page, order.id);
  const amount = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(
    order.total,
  );
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
  await expect(page).toHaveURL(`/order-success?orderId=${order.id}`);
  await expect(page.getByRole('heading', { name: 'Thank You for Your Order!' })).toBeVisible();
  await page.goto('/orders');
  const card = page.getByRole('article', { name: `Order ${order.id}` });
  await expect(card.getByText('Status: Processing')).toBeVisible();
  await expect(card.getByRole('link', { name: /Pay Now/ })).toHaveCount(0);
});

test('pay later: the shop hears of the payment from the webhook alone', async ({
  page,
  request,
}) => {
  const order = await placeOrder(request);
  await toRazorpayCheckout(page, order.id);
  await page.getByRole('button', { name: 'Pay, then close the tab' }).click();
  await expect(page.getByRole('heading', { name: 'Payment made' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await expect
    .poll(
      async () => {
        const orders: { id: string; status: number }[] = await (
          await request.get(`${API}/orders`, { headers: asShopper() })
        ).json();
        return orders.find((item) => item.id === order.id)!.status;
      },
      { timeout: 20_000 },
    )
    .toBe(1); // Processing
});
