import { expect, test } from '@playwright/test';
import { apiList, open, seriousViolations } from './support';

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
    '/contact',
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
