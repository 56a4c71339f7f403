import { expect, test } from '@playwright/test';
import {
  apiList,
  open,
  seriousViolations,
  signedInShopper,
  placeOrderThroughApi,
  useToken,
} from './support';

test('every public page passes axe without serious or critical violations', async ({
  page,
  request,
}) => {
  const [product] = (await apiList(request, 'gender=Men&limit=1')).data;
  const paths = [
    '/',
    '/products',
    '/products?category=men',
    `/product/${product!.id}`,
    '/product/3f1c2a4e-9b8d-4c7e-a6f5-1e2d3c4b5a69',
    '/cart',
    '/track-order',
    '/order-success',
    '/contact',
    '/grievance-redressal',
    // A link that names nobody (inbox.spec.ts checks the unsubscribed page).
    '/unsubscribe?token=AAAAAAAAAAAAAAAAAAAAAA',
    '/terms',
    '/shipping',
    '/api-test',
    '/404',
  ];
  const found: string[] = [];
  for (const path of paths) {
    await open(page, path);
    for (const violation of await seriousViolations(page)) found.push(`${path}: ${violation}`);
  }

  // The filled cart, and a toast.
  await open(page, `/product/${product!.id}`);
  await page.getByRole('radio').first().check({ force: true });
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart' })).toBeVisible();
  for (const violation of await seriousViolations(page)) found.push(`toast: ${violation}`);
  await open(page, '/cart');
  await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
  for (const violation of await seriousViolations(page)) found.push(`/cart (filled): ${violation}`);

  expect(found).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the home page and the open menu pass axe', async ({ page }) => {
    await open(page, '/');
    const found = await seriousViolations(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    found.push(...(await seriousViolations(page)));
    expect(found).toEqual([]);
  });
});

test('every signed-in page, with data, and the sign-in pages pass axe', async ({
  page,
  request,
}) => {
  const found: string[] = [];
  const check = async (label: string) => {
    for (const violation of await seriousViolations(page)) found.push(`${label}: ${violation}`);
  };
  for (const path of ['/login', '/register']) {
    await open(page, path);
    await check(path);
  }

  // A shopper with an order, signed in through the stored token.
  const { token, email } = await signedInShopper(request, 'Farah', 'Khan');
  const [product] = (await apiList(request, 'category=home&limit=1')).data;
  const orderId = await placeOrderThroughApi(request, token, product!.id, {
    fullName: 'Farah Khan',
    address: '3, Residency Road',
    city: 'Lucknow',
    state: 'Uttar Pradesh',
    postalCode: '226001',
    phone: '+91 94150 12345',
  });
  await useToken(page, token);

  await open(page, `/product/${product!.id}`);
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart' })).toBeVisible();

  const pages: [string, () => Promise<unknown>][] = [
    [
      '/',
      () =>
        expect(page.getByRole('banner').getByRole('link', { name: 'My Account' })).toBeVisible(),
    ],
    ['/account', () => expect(page.getByText(email)).toBeVisible()],
    ['/cart', () => expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible()],
    ['/checkout', () => expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible()],
    [
      '/orders',
      () => expect(page.getByRole('article', { name: `Order ${orderId}` })).toBeVisible(),
    ],
    [
      `/payment?orderId=${orderId}`,
      () => expect(page.getByRole('heading', { name: 'Payment Information' })).toBeVisible(),
    ],
    [
      `/track-order?id=${orderId}`,
      () => expect(page.getByLabel('Email or Phone')).toHaveValue(email),
    ],
    [
      `/order-success?orderId=${orderId}`,
      () => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
    ],
  ];
  for (const [path, ready] of pages) {
    await open(page, path);
    await ready();
    await check(`${path} (signed in)`);
  }
  // The tracking result and the orders page's content are checked with data in them.
  await open(page, `/track-order?id=${orderId}`);
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(page.getByRole('article', { name: `Order ${orderId}` })).toBeVisible();
  await check('/track-order (result)');

  // The orders page's cancel step, on the order as the API has it (Pending: cancellable).
  await open(page, '/orders');
  const card = page.getByRole('article', { name: `Order ${orderId}` });
  await card.getByRole('button', { name: /^Cancel order/ }).click();
  await expect(card.getByRole('form', { name: 'Cancel this order?' })).toBeVisible();
  await check('/orders (cancel step)');

  // The return form, a request's state and a credit note: the order's answer is made a delivered
  // one with an open return window here, so the sweep waits for no delivery nor its clock.
  await page.route(/\/api\/v1\/orders$/, async (route) => {
    const response = await route.fetch();
    const orders = (await response.json()) as { id: string; items: { id: number }[] }[];
    const delivered = orders.map((order) => ({
      ...order,
      status: 3,
      afterSale: {
        cancellable: false,
        returnUntil: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        returnable: order.items.map((item) => ({ itemId: item.id, quantity: 1 })),
      },
      returns: [
        {
          id: 1,
          status: 'approved',
          reason: 'Does not fit',
          note: null,
          createdAt: new Date().toISOString(),
          lines: [],
          rejectionReason: null,
          pickup: { carrier: 'Delhivery', trackingNumber: 'DL123456', trackingUrl: null },
          nextStep: 'We will pick the parcel up within 2 days.',
          photos: [],
        },
      ],
      creditNotes: [{ number: 'CK/26-27/C0001', date: new Date().toISOString(), amount: 499 }],
    }));
    await route.fulfill({ response, json: delivered });
  });
  await open(page, '/orders');
  await card.getByRole('button', { name: /^Return or exchange items/ }).click();
  const form = card.getByRole('form', { name: 'Return or exchange items' });
  await form.getByRole('combobox', { name: 'Quantity to return' }).first().selectOption('1');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.getByText('Choose a reason for the return.')).toBeVisible();
  await check('/orders (return form)');
  await page.unroute(/\/api\/v1\/orders$/);

  expect(found).toEqual([]);
});
