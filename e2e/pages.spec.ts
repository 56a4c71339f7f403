import { expect, test } from '@playwright/test';
import { API, apiList, collectErrors, escapeHtml, getWithHost, open, priceOf } from './support';

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

test('the newsletter confirms and clears once the shop has the address', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') posts.push(new URL(request.url()).pathname);
  });
  await open(page, '/');
  const newsletter = page.getByRole('region', { name: 'Get offers before anyone else' });
  const email = newsletter.getByLabel('Email address');
  // The field is required: the browser refuses an empty submission.
  await newsletter.getByRole('button', { name: 'Subscribe' }).click();
  expect(await email.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  await expect(page.getByText('Subscribed!')).toHaveCount(0);
  expect(posts).toEqual([]);

  await email.fill(`asha-${Date.now()}@example.in`);
  await newsletter.getByRole('button', { name: 'Subscribe' }).click();
  const confirmation = page.getByRole('status').filter({ hasText: 'Subscribed!' });
  await expect(confirmation).toContainText('Thank you for subscribing to our newsletter.');
  await expect(email).toHaveValue('');
  // Sent to the home page's action, which hands it to the API (inbox.spec.ts follows it there).
  expect(posts).toHaveLength(1);
});

test('the contact page shows the store’s details and its form confirms once the message is sent', async ({
  page,
  request,
}) => {
  const store = await (await request.get(`${API}/storeInfo`)).json();
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') posts.push(new URL(request.url()).pathname);
  });
  await open(page, '/contact');
  const main = page.getByRole('main');
  await expect(main).toContainText(store.companyEmail);
  await expect(main).toContainText(store.companyPhone);
  await expect(main).toContainText('Monday to Saturday, 10AM - 6PM');
  await expect(main).toContainText(store.companyAddress);

  await page.getByLabel('Name').fill('Asha Verma');
  await page.getByLabel('Email').fill('asha@example.in');
  await page.getByLabel('Subject').fill('Wall mount size');
  await page.getByLabel('Message', { exact: true }).fill('Will the tilting mount fit a 55" TV?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  const sent = page.getByRole('status').filter({ hasText: 'Message Sent' });
  await expect(sent).toContainText("Thank you for contacting us. We'll get back to you shortly.");
  for (const field of ['Name', 'Email', 'Subject', 'Message'])
    await expect(page.getByLabel(field, { exact: true })).toHaveValue('');
  // Sent to the page's action, which hands it to the API (inbox.spec.ts follows it there).
  expect(posts).toHaveLength(1);
});

test('the API test page shows the host configuration and tests the connection', async ({
  page,
}) => {
  await open(page, '/api-test');
  await expect(page.getByRole('main')).toContainText(API);
  await page.getByRole('button', { name: 'Test Connection' }).click();
  await expect(page.getByText(/^Connection successful/)).toBeVisible();
});

test('product pages carry their description, canonical URL, share tags and JSON-LD', async ({
  request,
  baseURL,
}) => {
  const [product] = (await apiList(request, 'limit=1')).data;
  const html = await (await request.get(`/product/${product!.id}`)).text();
  const url = `${baseURL}/product/${product!.id}`;
  const price = priceOf(product!).toFixed(2);
  expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
  expect(html).toContain(`<meta property="og:title" content="${escapeHtml(product!.title)}"/>`);
  expect(html).toContain(`<meta property="og:url" content="${url}"/>`);
  expect(html).toMatch(
    /<meta property="og:image" content="http:\/\/localhost:\d+\/images\/products\//,
  );
  expect(html).toContain(`<meta property="product:price:amount" content="${price}"/>`);
  expect(html).toContain('<meta property="product:price:currency" content="INR"/>');
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
  expect(html).toContain('<meta name="twitter:label1" content="Price"/>');
  expect(html).toMatch(/<meta name="twitter:data1" content="₹[\d,.]+"\/>/);
  expect(html).toMatch(
    /<meta name="twitter:image" content="http:\/\/localhost:\d+\/images\/products\//,
  );
  expect(html).toMatch(/<meta name="description" content="[^"]{20,}"\/>/);
  const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
  const data = JSON.parse(jsonLd!.replaceAll('\\u003c', '<'));
  expect(data).toMatchObject({
    '@type': 'Product',
    name: product!.title,
    offers: { price, priceCurrency: 'INR', url },
  });
});

test('the sitemap lists every product and category; robots.txt points to it', async ({
  request,
  baseURL,
}) => {
  const store = await (await request.get(`${API}/storeInfo`)).json();
  const all = await apiList(request, 'limit=100');
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  for (const product of all.data)
    expect(xml).toContain(`<loc>${baseURL}/product/${product.id}</loc>`);
  for (const category of store.categories as string[])
    expect(xml).toContain(
      escapeHtml(
        `${baseURL}/products?category=${encodeURIComponent(category.toLowerCase())}`,
      ).replaceAll('&#x27;', "'"),
    );
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robots).toContain('Disallow: /checkout');
  expect(robots).not.toContain('Disallow: /cart');
});

test('links that leave the page name the shop’s own origin, whatever the Host header says', async ({
  request,
  baseURL,
}) => {
  // With no public origin for the store and no PUBLIC_WEB_URL, that is this server on localhost.
  const [product] = (await apiList(request, 'limit=1')).data;
  const page = await getWithHost(`${baseURL}/product/${product!.id}`, 'evil.example');
  const url = `${baseURL}/product/${product!.id}`;
  expect(page.body).toContain(`<link rel="canonical" href="${url}"/>`);
  expect(page.body).toContain(`<meta property="og:url" content="${url}"/>`);
  expect(page.body).toMatch(/<meta property="og:image" content="http:\/\/localhost:\d+\/images\//);
  const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(page.body)?.[1];
  expect(JSON.parse(jsonLd!.replaceAll('\\u003c', '<')).offers.url).toBe(url);
  expect(page.body).not.toContain('evil.example');

  const sitemap = await getWithHost(`${baseURL}/sitemap.xml`, 'evil.example');
  expect(sitemap.status).toBe(200);
  expect(sitemap.body).toContain(`<loc>${baseURL}/</loc>`);
  expect(sitemap.body).not.toContain('evil.example');
  const robots = await getWithHost(`${baseURL}/robots.txt`, 'evil.example:3100');
  expect(robots.body).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robots.body).not.toContain('evil.example');
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

test('every route has its own title', async ({ page, request }) => {
  const store = await (await request.get(`${API}/storeInfo`)).json();
  const [product] = (await apiList(request, 'limit=1')).data;
  const titles: [string, string][] = [
    ['/products?category=men', `Men's Collection | ${store.storeName}`],
    ['/products', `All Products | ${store.storeName}`],
    [`/product/${product!.id}`, `${product!.title} | ${store.storeName}`],
    ['/cart', `Shopping Cart | ${store.storeName}`],
    ['/contact', `Contact Us | ${store.storeName}`],
    ['/grievance-redressal', `Grievance Redressal | ${store.storeName}`],
    ['/about', `About Us | ${store.storeName}`],
    ['/api-test', `API Test | ${store.storeName}`],
    ['/track-order', `Track Your Order | ${store.storeName}`],
    ['/order-success', `Thank You for Your Order | ${store.storeName}`],
    ['/nowhere', 'Page Not Found'],
  ];
  for (const [path, title] of titles) {
    await open(page, path);
    await expect(page).toHaveTitle(title);
  }
  await open(page, '/');
  await expect(page).toHaveTitle(new RegExp(`^${store.storeName} \\| `));
});

test('the top bar shows the account icon when signed in, else a Login button', async ({ page }) => {
  await open(page, '/');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  await page.evaluate(() => localStorage.setItem('auth_token', 'a-session-token'));
  await open(page, '/');
  await expect(banner.getByRole('link', { name: 'My Account' })).toHaveAttribute(
    'href',
    '/account',
  );
  await expect(banner.getByRole('link', { name: 'Login' })).toHaveCount(0);
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

test('a broken image shows the fallback picture', async ({ page }) => {
  await page.route(/\/images\/products\//, (route) => route.fulfill({ status: 404 }));
  await open(page, '/products?category=men');
  const image = page.getByRole('article').first().locator('img');
  await expect(image).toHaveAttribute('src', '/images/fallback.svg');
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

  test('the top bar turns opaque after 20 px of scrolling', async ({ page }) => {
    await open(page, '/');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-opaque', 'false');
    await page.evaluate(() => window.scrollTo({ top: 200, behavior: 'instant' }));
    await expect(header).toHaveAttribute('data-opaque', 'true');
  });
});
