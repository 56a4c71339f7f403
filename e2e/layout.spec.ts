import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  API,
  apiList,
  type ApiProduct,
  E2E_OWNER,
  open,
  placeOrderThroughApi,
  priceOf,
  signedInShopper,
  signInToBackOffice,
  useToken,
} from './support';

/** From the smallest phone in use to a laptop's full width. */
const WIDTHS = [320, 390, 768, 1024, 1366, 1440];

const ADDRESS = {
  fullName: 'Lakshmi Narayanan Venkataraman',
  address: 'Flat 12B, Sri Venkateswara Apartments, 4th Cross, Malleswaram',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560003',
  phone: '+91 98450 12345',
};

/** How much wider than the window the page is: 0 when nothing scrolls sideways. */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** The elements sticking out past the window's right edge, to say which one to fix. */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .filter((element) => !element.parentElement?.closest('[data-overflowing]'))
      .slice(0, 5)
      .map((element) => {
        element.dataset.overflowing = '';
        const name = element.getAttribute('aria-label') ?? element.textContent?.slice(0, 40);
        return `${element.tagName.toLowerCase()}.${element.className.toString().slice(0, 60)} "${name}" right=${Math.round(element.getBoundingClientRect().right)}`;
      });
  });
}

/** A shopper's cart with a long-named product in a size and a colour, as the store keeps it. */
function cartOf(product: ApiProduct) {
  const option = (keys: RegExp) =>
    product.attributes.find((attribute) => keys.test(attribute.key))?.value[0];
  return [
    {
      id: product.id,
      name: product.title,
      image: '',
      price: priceOf(product),
      quantity: 12,
      selectedSize: option(/^sizes?$/i),
      selectedColor: option(/^colou?rs?$/i),
    },
  ];
}

interface Route {
  path: string;
  /** What shows once the page has its content. */
  ready: (page: Page) => Locator;
}

test.describe('no page scrolls sideways', () => {
  // Each page is loaded once and measured at every width by resizing the window: the storefront's
  // layout is CSS alone (media queries, no script reading the width), which a resize re-applies
  // as a load at that width would. Loading every page at each width took 111 s of the e2e stage.
  test(`at ${WIDTHS.join(', ')} px`, async ({ page, request, browser }) => {
    test.setTimeout(240_000);
    const { token } = await signedInShopper(request, 'Lakshmi', 'Venkataraman');
    const apparel = (await apiList(request, 'gender=Women&limit=20')).data;
    const longest = [...apparel].sort((a, b) => b.title.length - a.title.length)[0]!;
    const [mount] = (await apiList(request, 'category=tv%20%26%20video%20accessories&limit=1'))
      .data;
    const orderId = await placeOrderThroughApi(request, token, mount!.id, ADDRESS);

    const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first();
    const publicRoutes: Route[] = [
      '/',
      '/products',
      '/products?category=men',
      '/products?category=tv%20%26%20video%20accessories',
      '/products?featured=true',
      `/product/${longest.id}`,
      `/product/${mount!.id}`,
      '/product/3f1c2a4e-9b8d-4c7e-a6f5-1e2d3c4b5a69',
      '/cart',
      '/track-order',
      '/order-success',
      '/contact',
      '/grievance-redressal',
      '/terms',
      '/privacy',
      '/refund',
      '/return',
      '/shipping',
      '/about',
      '/api-test',
      '/search?q=hdmi%20cable',
      '/search?q=zzzzqqq',
      '/login',
      '/register',
      '/forgot-password',
      '/reset-password?token=not-a-real-token',
      '/404',
    ].map((path) => ({ path, ready: heading }));

    const context = await browser.newContext({ viewport: { width: WIDTHS[0]!, height: 900 } });
    const shopper = await context.newPage();
    await useToken(shopper, token);
    await shopper.addInitScript(
      (cart) => localStorage.setItem('cart', cart),
      JSON.stringify(cartOf(longest)),
    );
    const signedInRoutes: Route[] = [
      { path: '/', ready: heading },
      { path: '/account', ready: (p) => p.getByText('Member Since') },
      { path: '/cart', ready: (p) => p.getByRole('heading', { name: 'Order Summary' }) },
      { path: '/checkout', ready: (p) => p.getByRole('button', { name: 'Place Order' }) },
      { path: '/orders', ready: (p) => p.getByRole('article', { name: `Order ${orderId}` }) },
      {
        path: `/payment?orderId=${orderId}`,
        ready: (p) => p.getByRole('heading', { name: 'Payment Information' }),
      },
      { path: `/track-order?id=${orderId}`, ready: heading },
    ];

    const found: string[] = [];
    const check = async (target: Page, label: string) => {
      const extra = await sidewaysOverflow(target);
      if (extra > 0) found.push(`${label}: ${extra} px too wide: ${await overflowing(target)}`);
    };
    /** The page as it is now, at every width: its content showing, nothing wider than the window. */
    const checkAtEveryWidth = async (target: Page, label: string, ready?: Locator) => {
      for (const width of WIDTHS) {
        await target.setViewportSize({ width, height: 900 });
        if (ready) await expect(ready).toBeVisible();
        await check(target, `${label} at ${width} px`);
      }
    };
    for (const route of publicRoutes) {
      await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
      await open(page, route.path);
      await checkAtEveryWidth(page, route.path, route.ready(page));
    }
    // The mobile menu, open, at each phone's width.
    for (const width of WIDTHS.filter((width) => width < 768)) {
      await page.setViewportSize({ width, height: 900 });
      await open(page, '/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await check(page, `/ (menu open) at ${width} px`);
    }
    for (const route of signedInRoutes) {
      await shopper.setViewportSize({ width: WIDTHS[0]!, height: 900 });
      await open(shopper, route.path);
      const label = `${route.path} (signed in, filled cart)`;
      await checkAtEveryWidth(shopper, label, route.ready(shopper));
    }
    // The tracking result, and the UPI payment's QR view.
    await shopper.setViewportSize({ width: WIDTHS[0]!, height: 900 });
    await open(shopper, `/track-order?id=${orderId}`);
    await shopper.getByRole('button', { name: 'Track Order' }).click();
    const result = shopper.getByRole('article', { name: `Order ${orderId}` });
    await expect(result).toBeVisible();
    await checkAtEveryWidth(shopper, '/track-order (result)', result);
    await context.close();

    expect(found).toEqual([]);
  });
});

test.describe('on the narrowest phone', () => {
  test.use({ viewport: { width: 320, height: 700 }, hasTouch: true });

  test('the cart’s Remove button and quantity stay on the screen', async ({ page, request }) => {
    const apparel = (await apiList(request, 'gender=Women&limit=20')).data;
    const longest = [...apparel].sort((a, b) => b.title.length - a.title.length)[0]!;
    await page.addInitScript(
      (cart) => localStorage.setItem('cart', cart),
      JSON.stringify(cartOf(longest)),
    );
    await open(page, '/cart');
    const remove = page.getByRole('button', { name: /^Remove/ }).first();
    await expect(remove).toBeVisible();
    const box = (await remove.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    const increase = page.getByRole('button', { name: /Increase quantity/ }).first();
    const plus = (await increase.boundingBox())!;
    expect(plus.x + plus.width).toBeLessThanOrEqual(320);
  });

  test('the UPI ID breaks only after its @ or a dot, never mid-word', async ({ page, request }) => {
    // A long UPI ID, as many shops' are: it cannot fit on one line of a 320 px phone.
    const origin = { origin: new URL(API).origin };
    const signedIn = await request.post(`${API}/admin/session`, {
      headers: origin,
      data: { email: E2E_OWNER.email, password: E2E_OWNER.password },
    });
    expect(signedIn.status()).toBe(200);
    const before = await (await request.get(`${API}/admin/store`, { headers: origin })).json();
    const longUpi = { vpa: 'chitrakartelectronics.delhi@okhdfcbank', payeeName: 'ChitraKart' };
    const saved = await request.put(`${API}/admin/store`, {
      headers: origin,
      data: { ...before, upi: longUpi },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    try {
      const { token } = await signedInShopper(request, 'Farah', 'Khan');
      const [product] = (await apiList(request, 'category=home&limit=1')).data;
      const orderId = await placeOrderThroughApi(request, token, product!.id, ADDRESS);
      await useToken(page, token);
      await open(page, `/payment?orderId=${orderId}`);
      await page.getByRole('combobox', { name: 'Payment method' }).selectOption('upi');
      await page.getByRole('textbox', { name: 'Mobile number' }).fill('9845012345');
      await page.getByRole('checkbox', { name: /I agree to the terms/ }).check();
      await page.getByRole('button', { name: 'Proceed to Payment' }).click();
      const id = page.getByTestId('upi-id');
      await expect(id).toHaveText(longUpi.vpa);
      const lines = (element: HTMLElement) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      };
      // It does wrap here…
      expect(await id.evaluate(lines)).toBeGreaterThan(1);
      // …but each run of it between its break points lies on one line.
      const linesPerPart = await id.evaluate((element) =>
        [...element.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => {
            const range = document.createRange();
            range.selectNodeContents(node);
            return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
          }),
      );
      expect(linesPerPart).toEqual([1, 1, 1]);
      await expect(page.getByRole('button', { name: 'Copy UPI ID' })).toBeVisible();
      expect(await sidewaysOverflow(page)).toBe(0);
    } finally {
      await request.put(`${API}/admin/store`, { headers: origin, data: before });
    }
  });
});

test('the dashboard’s figures never break mid-number at 1366 px', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  // A shop of some size: crores this month.
  await page.route('**/api/v1/admin/dashboard', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.today = { orders: 1_234, revenue: 12_34_567.5 };
    body.last30Days = { orders: 45_678, revenue: 12_34_56_789.75 };
    await route.fulfill({ response, json: body });
  });
  await signInToBackOffice(page);
  for (const title of ['Today', 'Last 30 days']) {
    const card = page.getByRole('region', { name: title, exact: true });
    for (const figure of await card.locator('dd').all()) {
      const lines = await figure.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(lines, `${title}: ${await figure.textContent()}`).toBe(1);
      const box = (await figure.boundingBox())!;
      const cardBox = (await card.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
    }
  }
  await expect(page.getByRole('region', { name: 'Last 30 days', exact: true })).toContainText(
    '₹12,34,56,789.75',
  );
});
