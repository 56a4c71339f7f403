import { expect, type Page, test } from '@playwright/test';
import {
  ADMIN,
  API,
  apiList,
  E2E_OWNER,
  mailTo,
  open,
  placeOrderThroughApi,
  seriousViolations,
  signedInShopper,
  openBackOfficeSignedIn,
  signInToBackOffice,
  STORE,
  useToken,
} from './support';

const address = {
  fullName: 'Meera Iyer',
  address: '4, Besant Nagar 2nd Avenue',
  city: 'Chennai',
  state: 'Tamil Nadu',
  postalCode: '600090',
  phone: '+91 94440 12345',
};

/** The shopper's /orders card of this order. */
async function shopperOrderCard(page: Page, token: string, orderId: string) {
  await useToken(page, token);
  await open(page, '/orders');
  return page.getByRole('article', { name: `Order ${orderId}` });
}

test('the owner takes an order from Pending to Delivered and the shopper sees each step', async ({
  browser,
  request,
}) => {
  const shopper = await signedInShopper(request, 'Meera', 'Iyer');
  const [product] = (await apiList(request, 'limit=1')).data;
  const orderId = await placeOrderThroughApi(request, shopper.token, product!.id, address);

  const staff = await browser.newPage();
  const customer = await browser.newPage();
  await openBackOfficeSignedIn(staff);

  await staff.getByRole('navigation').getByRole('link', { name: 'Orders' }).click();
  await staff.getByRole('searchbox').fill(orderId);
  await staff.getByRole('searchbox').press('Enter');
  await staff.getByRole('link', { name: orderId }).first().click();
  await expect(staff.getByRole('heading', { level: 1 })).toContainText(orderId);

  // Pending → Processing: the UPI money seen in the bank app, with its UTR.
  await staff.getByRole('radio', { name: /Confirm payment/ }).check();
  await staff.getByRole('textbox', { name: 'Payment reference (UTR)' }).fill('UTR 412345678901');
  await staff.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(staff.getByText(/is now processing/i).first()).toBeVisible();
  let card = await shopperOrderCard(customer, shopper.token, orderId);
  await expect(card.getByText('Processing')).toBeVisible();

  // Processing → Shipped with a carrier, a tracking number and its page.
  await staff.getByRole('radio', { name: /Mark as shipped/ }).check();
  await staff.getByRole('textbox', { name: 'Carrier' }).fill('Delhivery');
  await staff.getByRole('textbox', { name: 'Tracking number' }).fill('DLV123456789IN');
  await staff
    .getByRole('textbox', { name: 'Tracking URL' })
    .fill('https://www.delhivery.com/track/package/DLV123456789IN');
  await staff.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(staff.getByText(/is now shipped/i).first()).toBeVisible();

  card = await shopperOrderCard(customer, shopper.token, orderId);
  await expect(card.getByText('Shipped')).toBeVisible();
  await expect(card.getByText('Delhivery')).toBeVisible();
  const tracking = card.getByRole('link', { name: /DLV123456789IN/ });
  await expect(tracking).toHaveAttribute(
    'href',
    'https://www.delhivery.com/track/package/DLV123456789IN',
  );
  await open(customer, `/track-order`);
  await customer.getByLabel('Order Number').fill(orderId);
  await customer.getByLabel('Email or Phone').fill(shopper.email);
  await customer.getByRole('button', { name: 'Track Order' }).click();
  await expect(customer.getByText('Delhivery')).toBeVisible();
  await expect(customer.getByRole('link', { name: /DLV123456789IN/ })).toBeVisible();

  // Shipped → Delivered.
  await staff.getByRole('radio', { name: /Mark as delivered/ }).check();
  await staff.getByRole('button', { name: 'Mark as delivered' }).click();
  await expect(staff.getByText(/is now delivered/i).first()).toBeVisible();
  card = await shopperOrderCard(customer, shopper.token, orderId);
  await expect(card.getByText('Delivered')).toBeVisible();

  // Every step is on the order's timeline, with who did it.
  await staff.reload();
  const history = staff.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem')).toHaveCount(4);
  await expect(history.getByText(E2E_OWNER.email)).toHaveCount(3);
  await expect(history).toContainText('UTR 412345678901');
  await expect(history).toContainText('DLV123456789IN');
  expect(await seriousViolations(staff)).toEqual([]);

  // The shopper was told by e-mail at each step (the built-in mailbox of the embedded default).
  const mails = await mailTo(request, shopper.email, new RegExp(`${orderId}.*delivered`, 'i'));
  const about = (pattern: RegExp) =>
    mails.find((mail) => mail.subject.includes(orderId) && pattern.test(mail.subject));
  expect(about(/placed/i)?.text).toContain(product!.title);
  expect(about(/payment/i)?.text).toContain('UTR 412345678901');
  const shipped = about(/shipped/i);
  expect(shipped?.text).toContain('Delhivery');
  expect(shipped?.text).toContain('https://www.delhivery.com/track/package/DLV123456789IN');
});

test('a policy edited in the back office appears on the storefront', async ({ page, browser }) => {
  const staff = await browser.newPage();
  await openBackOfficeSignedIn(staff);
  await staff.getByRole('navigation').getByRole('link', { name: 'Settings' }).click();
  await staff.getByText('Shipping Policy', { exact: true }).click();
  const editor = staff.getByRole('textbox', { name: 'Shipping Policy (HTML)' });
  // Other specs read the sample shop's shipping policy: it is put back at the end.
  const original = await editor.inputValue();
  await editor.fill(
    '<h2>Shipping Policy</h2><p>{{companyName}} ships every order within 48 hours.</p><script>alert(1)</script>',
  );
  // The live preview shows it as the shopper will see it: placeholders filled, script gone.
  const preview = staff.getByRole('article', { name: 'Preview of Shipping Policy' });
  await expect(preview).toContainText(
    'Chitra Retail Private Limited ships every order within 48 hours.',
  );
  await expect(preview).not.toContainText('alert(1)');
  await expect(preview.getByText('Shipping Policy')).toHaveCount(1);
  await staff.getByRole('button', { name: 'Save settings' }).click();
  await expect(staff.getByText('Settings saved')).toBeVisible();

  // Within the page cache's freshness bound (docs/decisions/0014-page-cache.md).
  await expect(async () => {
    await open(page, '/shipping');
    await expect(page.getByRole('main')).toContainText('ships every order within 48 hours', {
      timeout: 1_000,
    });
  }).toPass({ timeout: 12_000 });
  await expect(page.getByRole('main')).not.toContainText('{{companyName}}');
  await expect(page.getByRole('main')).not.toContainText('alert(1)');

  await editor.fill(original);
  await staff.getByRole('button', { name: 'Save settings' }).click();
  await expect(staff.getByText('All saved')).toBeVisible();
  await expect(async () => {
    await open(page, '/shipping');
    await expect(page.getByRole('main')).not.toContainText('within 48 hours', { timeout: 1_000 });
  }).toPass({ timeout: 12_000 });
});

test('every back-office page passes axe, on a desk and on a phone', async ({
  browser,
  request,
}) => {
  const shopper = await signedInShopper(request, 'Kabir', 'Singh');
  const [product] = (await apiList(request, 'limit=1')).data;
  const orderId = await placeOrderThroughApi(request, shopper.token, product!.id, address);
  const filed = await request.post(`${API}/grievances`, {
    headers: STORE,
    data: { name: 'Kabir Singh', contact: shopper.email, orderId, message: 'It arrived late.' },
  });
  expect(filed.status()).toBe(201);
  const { ticket } = (await filed.json()) as { ticket: string };
  // A contact message with a long subject, and a newsletter sign-up, for Messages and Subscribers.
  const subject = `Does the full-motion wall mount for 55-inch televisions fit ${Date.now()}?`;
  const sent = await request.post(`${API}/contact`, {
    headers: STORE,
    data: { name: 'Kabir Singh', email: shopper.email, subject, message: 'It is a Sony.' },
  });
  expect(sent.status()).toBe(201);
  const signedUp = await request.post(`${API}/newsletter`, {
    headers: STORE,
    data: { email: shopper.email },
  });
  expect(signedUp.status()).toBe(201);

  // Each page is loaded once and checked on a desk, then on a phone by resizing the window: the
  // back office's layout is CSS alone (no script reads the width). One load per width took 50 s.
  const viewports = [
    { width: 1280, height: 800 },
    { width: 360, height: 740 },
  ];
  const page = await browser.newPage({ viewport: viewports[0] });
  /** The heading, axe and sideways overflow at each width, the page as it is now. */
  const checkAtEachWidth = async (label: string, { overflow = true } = {}) => {
    for (const viewport of viewports) {
      await page.setViewportSize(viewport);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page), `${label} at ${viewport.width}px`).toEqual([]);
      if (!overflow) continue;
      // Nothing wider than a phone's screen: the page never scrolls sideways.
      const extra = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(extra, `${label} at ${viewport.width}px`).toBeLessThanOrEqual(0);
    }
  };
  for (const path of [
    '/login',
    '/setup?token=expired-or-unknown-token-000000',
    '/invite?token=expired-or-unknown-token-000000',
  ]) {
    await page.setViewportSize(viewports[0]!);
    await page.goto(`${ADMIN}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await checkAtEachWidth(path, { overflow: false });
  }
  // Signed in on the phone: the other tests sign in on a desk.
  await page.setViewportSize(viewports[1]!);
  await signInToBackOffice(page);
  for (const path of [
    '/',
    '/orders',
    `/orders/${orderId}`,
    '/grievances',
    `/grievances/${ticket}`,
    '/messages',
    '/invoices',
    '/subscribers',
    '/settings',
    '/staff',
    '/audit',
    '/account',
  ]) {
    await page.setViewportSize(viewports[0]!);
    await page.goto(`${ADMIN}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
    await checkAtEachWidth(path);
  }
  // A message, opened from the list (its id is the list's to know), on each screen.
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await page.goto(`${ADMIN}/messages`);
    await page.getByRole('link', { name: subject }).click();
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    expect(await seriousViolations(page), `a message at ${viewport.width}px`).toEqual([]);
    const extra = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(extra, `a message at ${viewport.width}px`).toBeLessThanOrEqual(0);
  }
  await page.close();
});

test('no byte of the back office reaches a shopper’s page', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(sent.url());
  });
  for (const path of ['/', '/products', '/cart', '/login']) await open(page, path);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => url.includes('/admin'))).toEqual([]);
});
