import { expect, test } from '@playwright/test';
import { apiList, collectErrors, escapeHtml, open } from './support';

test('the category listing pages through products 12 at a time, scrolling to the top', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const first = await apiList(request, 'gender=Men&limit=12&page=1');
  const second = await apiList(request, 'gender=Men&limit=12&page=2');
  const total = first.pagination.total;
  expect(total).toBeGreaterThan(12);
  expect(total).toBeLessThanOrEqual(24);

  // Rendered on the server with its data.
  const html = await (await request.get('/products?category=men')).text();
  for (const product of first.data) expect(html).toContain(escapeHtml(product.title));

  await open(page, '/products?category=men');
  await expect(page.getByText(`Showing 1 to 12 of ${total} items`)).toBeVisible();
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await page.evaluate(() =>
    window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }),
  );
  await pagination.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL('/products?category=men&page=2');
  await expect(page.getByText(`Showing 13 to ${total} of ${total} items`)).toBeVisible();
  const titles = page.getByRole('article').getByRole('heading');
  await expect(titles).toHaveText(second.data.map((product) => product.title));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await pagination.getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL('/products?category=men');
  await expect(titles).toHaveText(first.data.map((product) => product.title));
  expect(errors).toEqual([]);
});

test('the "Category Types" filter narrows the listing, resets the page and can be cleared', async ({
  page,
  request,
}) => {
  const all = await apiList(request, 'gender=Men&limit=100');
  const types = [
    ...new Set(all.data.map((product) => product.parentCategory!).filter(Boolean)),
  ].sort((a, b) => a.localeCompare(b, 'en-IN'));
  const chosen = types.find((name) => name === 'T-Shirts')!;
  const narrowed = await apiList(request, `gender=Men&parentCategory=${chosen}`);

  await open(page, '/products?category=men&page=2');
  const filter = page.getByLabel('Category Types');
  await expect(filter.locator('option')).toHaveText(['All Types', ...types]);

  await filter.selectOption(chosen);
  // A new sub-category starts again at page 1.
  await expect(page).toHaveURL(`/products?category=men&parentCategory=${chosen}`);
  await expect(page.getByRole('article').getByRole('heading')).toHaveText(
    narrowed.data.map((product) => product.title),
  );
  // One page of results: no pagination.
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);

  await filter.selectOption('All Types');
  await expect(page).toHaveURL('/products?category=men');
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toBeVisible();

  await open(page, '/products?category=men&parentCategory=Snowshoes');
  await expect(page.getByText('No products found with the selected filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page).toHaveURL('/products?category=men');
  await expect(page.getByRole('article')).toHaveCount(12);
});

test('the grid toggle switches between 3 and 2 columns and hides under 768 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, '/products?category=men');
  const grid = page
    .getByRole('main')
    .getByRole('list')
    .filter({ has: page.getByRole('article') });
  const columns = () =>
    grid.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length);
  expect(await columns()).toBe(4);
  const two = page.getByRole('button', { name: 'Show larger products, two per row' });
  await two.click();
  await expect(two).toHaveAttribute('aria-pressed', 'true');
  expect(await columns()).toBe(2);

  await page.setViewportSize({ width: 767, height: 900 });
  await expect(two).toBeHidden();
});
