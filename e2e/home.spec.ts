import { expect, test } from '@playwright/test';
import { API, apiList, escapeHtml, open } from './support';

test('the home page shows the store name and featured products from the database', async ({
  page,
  request,
}) => {
  const store = await (await request.get(`${API}/storeInfo`)).json();
  const firstCategory = String(store.categories[0]).toLowerCase();
  const featured = await (
    await request.get(`${API}/products?category=${encodeURIComponent(firstCategory)}&limit=4`)
  ).json();
  expect(featured.data.length).toBeGreaterThan(0);

  // Rendered on the server: the HTML itself carries the store name and the product titles.
  const html = await (await request.get('/')).text();
  expect(html).toContain(store.storeName);
  for (const product of featured.data) expect(html).toContain(escapeHtml(product.title));

  await page.goto('/');
  await expect(page.getByRole('link', { name: store.storeName }).first()).toBeVisible();
  const section = page.getByRole('region', { name: 'Featured Products' });
  for (const product of featured.data) {
    await expect(section.getByRole('link', { name: product.title })).toBeVisible();
  }
});

test('the hero’s Featured Products button lists the featured products', async ({
  page,
  request,
}) => {
  const featured = await apiList(request, 'featured=true&limit=12');
  const all = await apiList(request, 'limit=1');
  expect(featured.pagination.total).toBeGreaterThan(0);
  expect(featured.pagination.total).toBeLessThan(all.pagination.total);

  await open(page, '/');
  await page.getByRole('link', { name: 'Featured Products', exact: true }).click();
  await expect(page).toHaveURL('/products?featured=true');
  await expect(page.getByRole('heading', { level: 1, name: 'Featured Products' })).toBeVisible();
  await expect(page.getByRole('article').getByRole('heading')).toHaveText(
    featured.data.map((product) => product.title),
  );
  // Rendered on the server too.
  const html = await (await request.get('/products?featured=true')).text();
  for (const product of featured.data) expect(html).toContain(escapeHtml(product.title));
});

test('an unknown path shows the 404 page with a link home', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
});
