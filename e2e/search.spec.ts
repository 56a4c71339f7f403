import { expect, type Page, test } from '@playwright/test';
import { API, apiList, collectErrors, escapeHtml, open, seriousViolations } from './support';

interface Suggestions {
  products: { id: string; title: string; image: string | null; price: number }[];
  categories: string[];
}

const field = (page: Page) =>
  page.getByRole('search', { name: 'Search the shop' }).getByRole('combobox');

/** A word with more than one page of results, from the seeded catalogue. */
async function commonWord(request: Parameters<typeof apiList>[0]) {
  for (const word of ['cotton', 'men', 'cable', 'shirt', 'women', 'black']) {
    const list = await apiList(request, `search=${word}&limit=12`);
    if (list.pagination.total > 12) return { word, list };
  }
  throw new Error('no seeded word has more than 12 results');
}

test('typing suggests products; the keyboard picks one and lands on its page', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const [product] = (await apiList(request, 'limit=1')).data;
  // The product's first two words, as a shopper starts typing them.
  const typed = product!.title.split(/\s+/).slice(0, 2).join(' ');
  const answer = (await (
    await request.get(`${API}/products/suggest?q=${encodeURIComponent(typed)}`, {
      headers: { 'X-Store-Host': 'localhost' },
    })
  ).json()) as Suggestions;
  const wanted = answer.products.findIndex((suggestion) => suggestion.id === product!.id);
  expect(wanted, `${product!.title} is suggested for "${typed}"`).toBeGreaterThanOrEqual(0);

  await open(page, '/');
  await field(page).click();
  await page.keyboard.type(typed, { delay: 30 });
  const listbox = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(listbox.getByRole('option')).toHaveCount(
    answer.products.length + answer.categories.length,
  );
  await expect(field(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('status').filter({ hasText: /suggestions? available/ })).toHaveText(
    /^\d+ suggestions? available/,
  );

  for (let step = 0; step <= wanted; step++) await page.keyboard.press('ArrowDown');
  const active = await field(page).getAttribute('aria-activedescendant');
  await expect(page.locator(`[id="${active}"]`)).toContainText(product!.title);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/product/${product!.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: product!.title })).toBeVisible();

  // Escape closes the list; the search is remembered once sent.
  await field(page).fill('');
  await field(page).pressSequentially(typed.split(' ')[0]!, { delay: 30 });
  await expect(listbox).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(listbox).toBeHidden();
  await expect(field(page)).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=/);
  await field(page).fill('');
  await field(page).blur();
  await field(page).focus();
  await expect(
    page.getByRole('listbox', { name: 'Recent searches' }).getByRole('option'),
  ).toHaveText([typed.split(' ')[0]!]);
  expect(errors).toEqual([]);
});

test('the results page: rendered on the server, paged, titled, noindex, and axe-clean', async ({
  page,
  request,
}) => {
  const { word, list } = await commonWord(request);
  const total = list.pagination.total;
  const shownTotal = (list.pagination as { totalCapped?: boolean }).totalCapped
    ? '1,000+'
    : String(total);

  const response = await request.get(`/search?q=${word}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  for (const product of list.data) expect(html).toContain(escapeHtml(product.title));
  expect(html).toContain(`<title>Search: “${word}” | `);
  expect(html).toMatch(/<meta name="robots" content="noindex"\/?>/);

  await open(page, `/search?q=${word}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for “${word}”`);
  await expect(page.getByText(`Showing 1 to 12 of ${shownTotal} items`)).toBeVisible();
  const violations = await seriousViolations(page);
  expect(violations).toEqual([]);

  const second = await apiList(request, `search=${word}&limit=12&page=2`);
  await page
    .getByRole('navigation', { name: 'Pagination' })
    .getByRole('link', { name: 'Page 2' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}&page=2$`));
  await expect(page.getByText(`Showing 13 to `)).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('heading', { level: 3, name: second.data[0]!.title }),
  ).toBeVisible();

  // The category filter narrows the same words.
  const filter = page.getByRole('navigation', { name: 'Filter by category' });
  await filter.getByRole('link').nth(1).click();
  await expect(page).toHaveURL(/&category=/);
  await expect(filter.getByRole('link').nth(1)).toHaveAttribute('aria-current', 'page');
});

test('no results: the words said back, the closest suggestions and the categories', async ({
  page,
}) => {
  await open(page, '/search?q=qwxzv+plorf');
  await expect(
    page.getByRole('heading', { name: 'No products match “qwxzv plorf”' }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Browse categories' }).getByRole('link').first(),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const tooLong = await page.goto(`/search?q=${'a'.repeat(101)}`);
  expect(tooLong!.status()).toBe(400);
  await expect(page.getByRole('alert')).toHaveText(/too long/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the top bar form still searches, and the results arrive in the page', async ({
    page,
    request,
  }) => {
    const { word, list } = await commonWord(request);
    await page.goto('/');
    await field(page).fill(word);
    await field(page).press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}$`));
    await expect(
      page.getByRole('main').getByRole('heading', { level: 3, name: list.data[0]!.title }),
    ).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the bottom bar opens search, and the menu holds a search field', async ({ page }) => {
    await open(page, '/');
    await page
      .getByRole('navigation', { name: 'Shortcuts' })
      .getByRole('link', { name: 'Search' })
      .click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(
      page.getByRole('search', { name: 'Search products' }).getByRole('combobox'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Menu' }).getByRole('search').getByRole('combobox'),
    ).toBeVisible();
  });
});
