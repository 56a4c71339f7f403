import { expect, test } from '@playwright/test';
import {
  apiList,
  collectErrors,
  fillShippingForm,
  newShopper,
  open,
  priceOf,
  registerThroughApi,
  rupees,
  seriousViolations,
  sizesOf,
} from './support';

test('two sizes in the cart → checkout signed out → sign in → order → payment → My Orders → Track Order', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const shopper = newShopper();
  await registerThroughApi(request, shopper);
  const men = await apiList(request, 'gender=Men&limit=12');
  const shirt = men.data.find((product) => sizesOf(product).length > 1)!;
  expect(shirt, 'a men’s product with several sizes').toBeDefined();
  const [firstSize, secondSize] = sizesOf(shirt);
  const price = priceOf(shirt);

  // Two sizes of one product: two cart rows.
  await open(page, `/product/${shirt.id}`);
  const addToCart = page.getByRole('main').getByRole('button', { name: 'Add to Cart' });
  await page.getByRole('radio', { name: firstSize }).check({ force: true });
  await addToCart.click();
  await page.getByRole('radio', { name: secondSize }).check({ force: true });
  await page
    .getByRole('group', { name: 'Quantity' })
    .getByRole('button', { name: 'Increase quantity' })
    .click();
  await addToCart.click();
  const cartLink = page.getByRole('banner').getByRole('link', { name: /^Cart/ });
  await expect(cartLink).toHaveAccessibleName('Cart, 3 items');

  // Signed out, Checkout asks for a sign-in and comes back to checkout afterwards.
  await cartLink.click();
  await page.getByRole('main').getByRole('link', { name: 'Checkout' }).click();
  const loginRequired = page.getByRole('alert').filter({ hasText: 'Login Required' });
  await expect(loginRequired).toContainText('Please login to proceed with checkout');
  await expect(page).toHaveURL('/login?redirect=%2Fcheckout');
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/checkout');
  await expect(page).toHaveTitle(/^Checkout \| /);

  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary).toContainText(`Subtotal (3 items)${rupees(price * 3)}`);
  expect(await seriousViolations(page)).toEqual([]);

  const placeOrder = page.getByRole('button', { name: 'Place Order' });
  await placeOrder.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please fill all fields' })).toContainText(
    'All shipping information fields are required.',
  );
  await expect(page.getByLabel('Full Name')).toBeFocused();

  await fillShippingForm(page, {
    fullName: 'Asha Verma',
    address: 'Flat 4B, Lakeview Apartments, 12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '056001',
    phone: '+91 98450 12345',
  });
  await placeOrder.click();
  await expect(page.getByLabel('PIN Code')).toBeFocused();
  await expect(page.getByLabel('PIN Code')).toHaveAccessibleDescription(/does not start with 0/);

  await page.getByLabel('PIN Code').fill('560001');
  await placeOrder.click();
  await expect(page).toHaveURL(/\/payment\?orderId=[0-9A-Z]{10}$/);
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  await expect(cartLink).toHaveAccessibleName('Cart');

  // My Orders: the new order, Pending, both sizes, Pay Now.
  await open(page, '/orders');
  await expect(page).toHaveTitle(/^My Orders \| /);
  const order = page.getByRole('article', { name: `Order ${orderId}` });
  await expect(order.getByText('Status: Pending')).toBeVisible();
  const lines = order.getByRole('row');
  await expect(lines.filter({ hasText: `Size: ${firstSize}` })).toContainText(
    `${shirt.title}Size: ${firstSize}`,
  );
  await expect(lines.filter({ hasText: `Size: ${firstSize}` })).toContainText(`1${rupees(price)}`);
  await expect(lines.filter({ hasText: `Size: ${secondSize}` })).toContainText(
    `2${rupees(price)}${rupees(price * 2)}`,
  );
  await expect(lines.filter({ hasText: 'Total' })).toContainText(rupees(price * 3));
  await expect(order).toContainText('Asha VermaFlat 4B, Lakeview Apartments, 12 MG Road');
  await expect(order).toContainText('Bengaluru, Karnataka 560001');
  await expect(order).toContainText('Tracking numberNot available');
  await expect(order.getByRole('link', { name: /^Pay Now/ })).toHaveAttribute(
    'href',
    `/payment?orderId=${orderId}`,
  );
  expect(await seriousViolations(page)).toEqual([]);

  // Track Order: prefilled with the order and the shopper's e-mail; a wrong e-mail finds nothing.
  await order.getByRole('link', { name: /^Track Order/ }).click();
  await expect(page).toHaveURL(`/track-order?id=${orderId}`);
  await expect(page.getByLabel('Order Number')).toHaveValue(orderId);
  await expect(page.getByLabel('Email or Phone')).toHaveValue(shopper.email);
  const track = page.getByRole('button', { name: 'Track Order' });
  await track.click();
  await expect(page.getByRole('status').filter({ hasText: 'Order found' })).toContainText(
    'Your order status has been loaded',
  );
  const tracked = page.getByRole('article', { name: `Order ${orderId}` });
  await expect(tracked.getByText('Status: Pending')).toBeVisible();
  await expect(tracked).toContainText('MethodStandard Shipping');
  await expect(tracked.getByRole('row')).toHaveCount(4); // header, two sizes, total
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel('Email or Phone').fill(`someone-else-${Date.now()}@example.in`);
  await track.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Error' })).toContainText(
    'Failed to find order. Please check your information and try again.',
  );
  await expect(tracked).toHaveCount(0);

  // Where the payment gateway returns the shopper.
  await open(page, `/order-success?orderId=${orderId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You for Your Order!');
  await expect(page.getByText(`Your order number is ${orderId}.`)).toBeVisible();
  await page.getByRole('link', { name: 'View My Orders' }).click();
  await expect(page).toHaveURL('/orders');

  // The refused look-up is a 404 the browser reports on its console; nothing else may be there.
  expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
});

test('a new shopper at checkout creates an account and comes back to it; the PIN code fills the city and state', async ({
  page,
  request,
}) => {
  const shopper = newShopper('Ravi', 'Kumar');
  const list = await apiList(request, 'limit=50');
  const product = list.data.find((candidate) => sizesOf(candidate).length <= 1)!;
  await open(page, `/product/${product.id}`);
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
  await open(page, '/cart');
  await page.getByRole('main').getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL('/login?redirect=%2Fcheckout');

  // No account yet: Create one, and the way back to checkout travels along.
  await page.getByRole('link', { name: 'Create one' }).click();
  await expect(page).toHaveURL('/register?redirect=%2Fcheckout');
  await page.getByLabel('First Name').fill(shopper.firstName);
  await page.getByLabel('Last Name').fill(shopper.lastName);
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByLabel('Confirm Password').fill(shopper.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL('/login?redirect=%2Fcheckout');
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/checkout');

  // The PIN code fills the city and state, and names the place under it.
  await page.getByLabel('Full Name').fill('Ravi Kumar');
  await page.getByLabel('Address').fill('14, Janpath');
  await page.getByLabel('PIN Code').fill('110001');
  await expect(page.getByLabel('City')).toHaveValue('Central Delhi');
  await expect(page.getByLabel('State')).toHaveValue('Delhi');
  await expect(page.getByLabel('PIN Code')).toHaveAccessibleDescription('Central Delhi, Delhi');
  expect(await seriousViolations(page)).toEqual([]);

  // A state the PIN code is not in is refused, naming both, before anything is sent.
  await page.getByLabel('State').selectOption('Karnataka');
  await page.getByLabel('Phone').fill('+91 98110 45672');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByLabel('PIN Code')).toBeFocused();
  await expect(page.getByLabel('PIN Code')).toHaveAccessibleDescription(
    /PIN code 110001 is in Delhi, not Karnataka/,
  );
  await page.getByLabel('State').selectOption('Delhi');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/payment\?orderId=[0-9A-Z]{10}$/);
});
