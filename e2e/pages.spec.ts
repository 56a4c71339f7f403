import { expect, test } from '@playwright/test';
import { API, apiList, collectErrors, escapeHtml, open } from './support';

test('reserved words and unknown slugs go to the 404 page', async ({ page }) => {
  // forgot-password and reset-password are reserved too, but are pages of their own
  // (password-recovery.spec.ts).
  for (const slug of ['product', '404', 'faq']) {
    const response = await page.goto(`/${slug}`);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL('/404');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  }
});

test('policy pages show built-in text with company details, or the store’s sanitised HTML', async ({
  page,
  request,
}) => {
  const store = await (await request.get(`${API}/storeInfo`)).json();

  await open(page, '/refund');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Refund Policy');
  await expect(page).toHaveTitle(`Refund Policy | ${store.storeName}`);
  await expect(page.getByRole('main')).toContainText('0-7 working days');
  await expect(page.getByRole('main')).toContainText(store.companyEmail);

  // The store's own shipping policy, rendered on the server with its placeholders filled in.
  const html = await (await request.get('/shipping')).text();
  expect(html).toContain(`${escapeHtml(store.companyName)} ships every order`);
  expect(html).not.toMatch(/\{\{\s*company/);
  await open(page, '/shipping');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shipping Policy');
  await expect(page.getByRole('main')).toContainText(store.companyAddress);

  for (const [path, title] of [
    ['/terms', 'Terms & Conditions'],
    ['/privacy', 'Privacy Policy'],
    ['/return', 'Return Policy'],
    ['/about', 'About Us'],
  ]) {
    await open(page, path!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);
    await expect(page.getByRole('main')).not.toContainText(/\{\{\s*company/);
  }
});

test('the API test page shows the host configuration and tests the connection', async ({
  page,
}) => {
  await open(page, '/api-test');
  await expect(page.getByRole('main')).toContainText(API);
  await page.getByRole('button', { name: 'Test Connection' }).click();
  await expect(page.getByText(/^Connection successful/)).toBeVisible();
});

test('pages hydrate without errors, the stored cart included', async ({ page, request }) => {
  const [product] = (await apiList(request, 'limit=1')).data;
  await page.addInitScript(
    (item) => {
      localStorage.setItem('cart', JSON.stringify([item]));
    },
    { id: product!.id, name: product!.title, image: '', price: 100, quantity: 3 },
  );
  const errors = collectErrors(page);
  for (const path of [
    '/',
    '/products?category=men',
    `/product/${product!.id}`,
    '/cart',
    '/terms',
    '/track-order?id=7HK2MQ9X0A',
    '/order-success?orderId=7HK2MQ9X0A',
  ]) {
    await open(page, path);
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Cart, 3 items' }),
    ).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('a route change scrolls smoothly to the top', async ({ page }) => {
  await open(page, '/');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe(
    'smooth',
  );
  await page.evaluate(() =>
    window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }),
  );
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL('/about');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the bottom bar and the menu, which closes on navigation', async ({ page }) => {
    await open(page, '/');
    const bar = page.getByRole('navigation', { name: 'Shortcuts' });
    // The spec's four, and Search (issue 19).
    await expect(bar.getByRole('link')).toHaveText([
      'Home',
      'Category',
      'Search',
      'My Account',
      'Cart',
    ]);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu.getByRole('link')).toHaveText([
      'TV & Video Accessories',
      'Men',
      'Women',
      'All Products',
    ]);
    await menu.getByRole('link', { name: 'Women' }).click();
    await expect(page).toHaveURL('/products?category=women');
    await expect(menu).toHaveCount(0);

    await bar.getByRole('link', { name: 'Category' }).click();
    await expect(page).toHaveURL('/products');
  });
});
