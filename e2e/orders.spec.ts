import { expect, test } from '@playwright/test';
import {
  apiList,
  open,
  seriousViolations,
  signedInShopper,
  placeOrderThroughApi,
  useToken,
} from './support';

test('the orders page loads older orders as the shopper scrolls', async ({ page, request }) => {
  const { token } = await signedInShopper(request, 'Rohan', 'Mehta');
  const [product] = (await apiList(request, 'limit=1')).data;
  // One more page's worth than the API's 20: the list must ask for the rest.
  const placed: string[] = [];
  for (let count = 0; count < 25; count++) {
    placed.push(
      await placeOrderThroughApi(request, token, product!.id, {
        fullName: 'Rohan Mehta',
        address: '9, Law Garden',
        city: 'Ahmedabad',
        state: 'Gujarat',
        postalCode: '380006',
        phone: '+91 98250 12345',
      }),
    );
  }
  const newestFirst = placed.toReversed();

  await useToken(page, token);
  const pages: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'GET' && new URL(sent.url()).pathname.endsWith('/api/v1/orders'))
      pages.push(sent.url());
  });
  await open(page, '/orders');
  const orders = page.getByRole('main').getByRole('article');
  await expect(orders).toHaveCount(20);
  await expect(orders.first()).toHaveAccessibleName(`Order ${newestFirst[0]}`);
  const more = page.getByRole('button', { name: 'Load more orders' });
  await expect(more).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.evaluate(() =>
    window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }),
  );
  await expect(orders).toHaveCount(25);
  await expect(orders.last()).toHaveAccessibleName(`Order ${newestFirst[24]}`);
  await expect(more).toHaveCount(0);
  expect(pages).toHaveLength(2);
  expect(new URL(pages[1]!).searchParams.get('before')).toBeTruthy();
  expect(await seriousViolations(page)).toEqual([]);
});
