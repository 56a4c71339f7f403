import { createHash } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import {
  API,
  apiList,
  fillShippingForm,
  open,
  placeOrderThroughApi,
  signedInShopper,
  useToken,
} from './support';

const API_ORIGIN = new URL(API).origin;

/**
 * Every Content-Security-Policy violation on the page from now on, wherever it navigates: the
 * browser's `securitypolicyviolation` events and its "Refused to …" console messages, and any of
 * the shop's documents that came without a policy.
 */
async function watchForViolations(page: Page, baseURL: string): Promise<string[]> {
  const violations: string[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() !== 'document' || !response.url().startsWith(baseURL)) return;
    if (response.status() >= 300 && response.status() < 400) return;
    if (!response.headers()['content-security-policy'])
      violations.push(`${response.url()}: no Content-Security-Policy`);
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as { reportCspViolation: (text: string) => void })
          .reportCspViolation;
        report(
          `${location.href}: ${event.effectiveDirective} refused ${event.blockedURI || 'inline'}` +
            ` (${event.sourceFile}:${event.lineNumber})`,
        );
      },
      true,
    );
  });
  page.on('console', (message) => {
    if (message.text().includes('Refused to')) violations.push(`${page.url()}: ${message.text()}`);
  });
  return violations;
}

/** The policy's directives by name, each with its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** The CSP source of an inline element's text, as the browser hashes it. */
const hashSource = (text: string) =>
  `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

test('each page allows only its own inline script and style: a fresh nonce, or their hashes', async ({
  request,
}) => {
  const nonces: string[] = [];
  // Pages rendered for one request carry a nonce of their own; public pages come from the page
  // cache, and a nonce sent with every copy would be no secret: their policy names the hashes
  // of the very scripts and style the page has (docs/decisions/0014-page-cache.md).
  const publicPages = ['/', '/products?category=men', '/about'];
  for (const path of ['/', ...publicPages, '/login', '/nowhere']) {
    const response = await request.get(path);
    const policy = response.headers()['content-security-policy'];
    expect(policy, `${path} has a Content-Security-Policy`).toBeTruthy();
    const csp = directives(policy!);
    const scriptSources = csp.get('script-src') ?? [];
    expect(scriptSources).not.toContain("'unsafe-inline'");
    expect(scriptSources).not.toContain("'unsafe-eval'");
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'", API_ORIGIN]);
    expect(csp.get('form-action')).toEqual(["'self'", API_ORIGIN]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);

    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      // JSON-LD is data; a script with src is the site's own file.
      ([, attributes]) =>
        !attributes!.includes('application/ld+json') && !/\ssrc=/.test(attributes!),
    );
    const styles = [...html.matchAll(/<style\b([^>]*)>([\s\S]*?)<\/style>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    expect(styles).toHaveLength(1);

    if (!publicPages.includes(path)) {
      const nonce = /^'nonce-([A-Za-z0-9+/]+={0,2})'$/.exec(
        scriptSources.find((source) => source.startsWith("'nonce-")) ?? '',
      )?.[1];
      expect(nonce, `${path}: script-src has a nonce`).toBeTruthy();
      expect(Buffer.from(nonce!, 'base64').length).toBeGreaterThanOrEqual(16);
      nonces.push(nonce!);
      expect(scriptSources).toEqual(["'self'", `'nonce-${nonce}'`]);
      expect(csp.get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
      for (const [, attributes] of [...scripts, ...styles])
        expect(attributes).toContain(`nonce="${nonce}"`);
    } else {
      expect(response.headers()['x-page-cache'], path).toMatch(/^(hit|miss|stale)$/);
      expect(scriptSources[0]).toBe("'self'");
      expect(new Set(scriptSources.slice(1))).toEqual(
        new Set(scripts.map(([, , text]) => hashSource(text!))),
      );
      expect(csp.get('style-src')).toEqual(["'self'", hashSource(styles[0]![2]!)]);
    }
  }
  expect(nonces.length).toBeGreaterThanOrEqual(2);
  expect(new Set(nonces).size, 'a fresh nonce for every response').toBe(nonces.length);
});

test('public pages, client navigation, toasts and the forms run without a CSP violation', async ({
  page,
  baseURL,
}) => {
  const violations = await watchForViolations(page, baseURL!);

  await open(page, '/');
  // Client-side navigation: top bar → listing → product.
  await page.getByRole('banner').getByRole('link', { name: 'Men', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Men's Collection");
  await page
    .getByRole('main')
    .getByRole('article')
    .first()
    .getByRole('heading')
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(/\/product\//);
  // The product's sizes are counted once its page has rendered, not while the listing shows.
  const addToCart = page
    .getByRole('main')
    .getByRole('button', { name: 'Add to Cart', exact: true });
  await expect(addToCart).toBeVisible();
  const sizes = page.getByRole('main').getByRole('radio');
  if ((await sizes.count()) > 1) await sizes.first().check({ force: true });
  await addToCart.click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
  await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();

  await open(page, '/contact');
  await page.getByLabel('Name').fill('Asha Verma');
  await page.getByLabel('Email').fill('asha@example.in');
  await page.getByLabel('Subject').fill('Wall mount size');
  await page.getByLabel('Message', { exact: true }).fill('Will it fit a 55" TV?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Message Sent' })).toBeVisible();

  await open(page, '/api-test');
  await page.getByRole('button', { name: 'Test Connection' }).click();
  await expect(page.getByText(/^Connection successful/)).toBeVisible();

  for (const path of ['/products', '/track-order', '/terms', '/order-success', '/nowhere'])
    await open(page, path);

  // The sign-in pages validate with zod in the browser.
  await open(page, '/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await open(page, '/register');
  await page.getByLabel('First Name').fill('A');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('First name must be at least 2 characters')).toBeVisible();

  expect(violations).toEqual([]);
});

test('the signed-in pages and both payment journeys run without a CSP violation', async ({
  page,
  request,
  baseURL,
}) => {
  const violations = await watchForViolations(page, baseURL!);
  const { token, email } = await signedInShopper(request, 'Kavya', 'Nair');
  await useToken(page, token);

  await open(page, '/account');
  await expect(page.getByText(email)).toBeVisible();

  // Cart → checkout → payment through the hosted gateway (the API's sandbox) → order success.
  const [product] = (await apiList(request, 'category=home&limit=1')).data;
  await open(page, `/product/${product!.id}`);
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart' })).toBeVisible();
  await open(page, '/checkout');
  const kochi = {
    fullName: 'Kavya Nair',
    address: '7, Marine Drive',
    city: 'Kochi',
    state: 'Kerala',
    postalCode: '682031',
    phone: '94470 12345',
  };
  await fillShippingForm(page, kochi);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/payment\?orderId=[0-9A-Z]{10}$/);
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  await choosePayment(page, 'sandbox');
  await expect(page.getByRole('heading', { name: 'Test payment gateway' })).toBeVisible();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(`/order-success?orderId=${orderId}`);
  await page.getByRole('link', { name: 'View My Orders' }).click();
  await expect(page.getByRole('article', { name: `Order ${orderId}` })).toBeVisible();

  // UPI: the QR code.
  const upiOrderId = await placeOrderThroughApi(request, token, product!.id, kochi);
  await open(page, `/payment?orderId=${upiOrderId}`);
  await choosePayment(page, 'upi');
  await expect(page.getByRole('img', { name: 'QR code for this payment' })).toBeVisible();

  await open(page, `/track-order?id=${orderId}`);
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(page.getByRole('article', { name: `Order ${orderId}` })).toBeVisible();

  expect(violations).toEqual([]);
});

async function choosePayment(page: Page, method: string) {
  await expect(page.getByRole('heading', { name: 'Payment Information' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Payment method' }).selectOption(method);
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('9447012345');
  await page.getByRole('checkbox', { name: /I agree to the terms/ }).check();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
}
