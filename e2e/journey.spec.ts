import { expect, test } from '@playwright/test';
import {
  API,
  type ApiProduct,
  collectErrors,
  fillShippingForm,
  newShopper,
  open,
  priceOf,
  rupees,
  sizesOf,
} from './support';

/** The sandbox gateway prints amounts with paise: "₹1,499.00". */
const gatewayAmount = (amount: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(amount);

// The whole journey a shopper takes, through the pages alone: nothing is prepared through the API.
test('home → category → product → cart → register → sign in → checkout → pay (sandbox) → order success → orders → track order', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const shopper = newShopper('Meera', 'Iyer');

  // Home → a category from the top bar → the first product with sizes.
  await open(page, '/');
  await page.getByRole('banner').getByRole('link', { name: 'Men', exact: true }).click();
  await expect(page).toHaveURL('/products?category=men');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Men's Collection");
  await page
    .getByRole('main')
    .getByRole('article')
    .first()
    .getByRole('heading')
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(/\/product\/[0-9a-f-]{36}$/);
  // What the shop says of it (read only; the journey itself goes through the pages).
  const productId = new URL(page.url()).pathname.split('/').pop()!;
  const product = (await (await request.get(`${API}/products/${productId}`)).json()) as ApiProduct;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
  const price = rupees(priceOf(product));

  // A size when it comes in several, then Add to Cart.
  if (sizesOf(product).length > 1) {
    await page
      .getByRole('radio', { name: sizesOf(product)[0], exact: true })
      .check({ force: true });
  }
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart' })).toBeVisible();

  // Cart → Checkout, signed out: sign in first.
  await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
  await expect(page.getByRole('main')).toContainText(product.title);
  await page.getByRole('main').getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL('/login?redirect=%2Fcheckout');

  // No account yet: register (which leads back to signing in for the checkout), then sign in.
  await page.getByRole('link', { name: 'Create one' }).click();
  await expect(page).toHaveURL('/register?redirect=%2Fcheckout');
  await page.getByLabel('First Name').fill(shopper.firstName);
  await page.getByLabel('Last Name').fill(shopper.lastName);
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByLabel('Confirm Password').fill(shopper.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created successfully. You can now log in.')).toBeVisible();
  await expect(page).toHaveURL('/login?redirect=%2Fcheckout');
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/checkout');

  // Checkout with an Indian address.
  await fillShippingForm(page, {
    fullName: 'Meera Iyer',
    address: '22, 3rd Cross, Jayanagar 4th Block',
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560011',
    phone: '98860 12345',
  });
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/payment\?orderId=[0-9A-Z]{10}$/);
  const orderId = new URL(page.url()).searchParams.get('orderId')!;

  // Pay through the hosted gateway (the sandbox plays its part).
  await expect(page.getByRole('heading', { name: 'Payment Information' })).toBeVisible();
  await page.getByLabel('Payment method').selectOption('sandbox');
  await page.getByLabel('Mobile number').fill('9886012345');
  await page.getByLabel('I agree to the terms of sale and the refund policy').check();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Test payment gateway' })).toBeVisible();
  await page.getByRole('button', { name: `Pay ${gatewayAmount(priceOf(product))}` }).click();

  // Back in the shop: the order succeeded, shows Processing, and can be tracked.
  await expect(page).toHaveURL(`/order-success?orderId=${orderId}`);
  await expect(page.getByRole('heading', { name: 'Thank You for Your Order!' })).toBeVisible();
  await page.getByRole('link', { name: 'View My Orders' }).click();
  await expect(page).toHaveURL('/orders');
  const order = page.getByRole('article', { name: `Order ${orderId}` });
  await expect(order.getByText('Status: Processing')).toBeVisible();
  await expect(order).toContainText(product.title);
  await expect(order.getByRole('link', { name: /^Pay Now/ })).toHaveCount(0);

  await order.getByRole('link', { name: /^Track Order/ }).click();
  await expect(page.getByLabel('Email or Phone')).toHaveValue(shopper.email);
  await page.getByRole('button', { name: 'Track Order' }).click();
  const tracked = page.getByRole('article', { name: `Order ${orderId}` });
  await expect(tracked.getByText('Status: Processing')).toBeVisible();
  await expect(tracked).toContainText(price);

  expect(errors).toEqual([]);
});
