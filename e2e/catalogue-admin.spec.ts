import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  ADMIN,
  API,
  collectErrors,
  E2E_OWNER,
  open,
  rupees,
  seriousViolations,
  openBackOfficeSignedIn,
} from './support';

/**
 * Issue 16, in the browser: a manager creates a product with a photo and two sizes in the back
 * office, sets one size to 0, and a shopper sees it with that size out of stock. Every step under
 * test goes through the pages; only the manager's account is made through the API, the way the
 * owner invites one.
 */

const ORIGIN = { Origin: new URL(API).origin };
const MANAGER_PASSWORD = 'e2e manager password 1';

/** A manager invited by the owner, who has accepted the invitation: their e-mail. */
async function newManager(request: APIRequestContext): Promise<string> {
  const owner = await request.post(`${API}/admin/session`, {
    headers: ORIGIN,
    data: { email: E2E_OWNER.email, password: E2E_OWNER.password },
  });
  expect(owner.status()).toBe(200);
  const email = `manager-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.chitrakart.in`;
  const invited = await request.post(`${API}/admin/staff`, {
    headers: ORIGIN,
    data: { email, role: 'manager' },
  });
  expect(invited.status()).toBe(201);
  const { inviteUrl } = (await invited.json()) as { inviteUrl: string };
  const token = new URL(inviteUrl).searchParams.get('token');
  // The request context is the manager's from here on (the API sets their session cookie).
  const accepted = await request.post(`${API}/admin/invites/accept`, {
    headers: ORIGIN,
    data: { token, password: MANAGER_PASSWORD },
  });
  expect(accepted.status()).toBe(201);
  return email;
}

/** A PNG of a few colours, drawn by the browser so the test needs no file. */
async function photo(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 800;
    canvas.height = 800;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#1e3a5f';
    context.fillRect(0, 0, 800, 800);
    context.fillStyle = '#f4f1ea';
    context.fillRect(200, 150, 400, 500);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

test('a manager creates a product with a photo and two sizes, sets one to 0, and a shopper sees that size out of stock', async ({
  browser,
  page: shop,
  request,
}) => {
  const errors = collectErrors(shop);
  const email = await newManager(request);
  const title = `E2E Linen Kurta ${Date.now().toString(36)}`;
  const alt = 'Navy linen kurta on a hanger, seen from the front';
  let productId: string | undefined;

  const staff = await browser.newPage();
  try {
    await openBackOfficeSignedIn(staff, { email, password: MANAGER_PASSWORD });
    await staff.getByRole('navigation').getByRole('link', { name: 'Products' }).click();
    await expect(staff.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await staff.getByRole('link', { name: 'New product' }).click();
    await expect(staff.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();

    await staff.getByLabel('Title', { exact: true }).fill(title);
    await staff.getByLabel('Description').fill('Hand-woven linen, a relaxed fit.');
    // A category no other spec lists, so that the specs reading the seeded shop are unaffected.
    await staff.getByLabel('Category', { exact: true }).fill('E2E Back Office');
    await staff.getByLabel('Gender').selectOption('Men');
    await staff.getByLabel('Regular price (₹)').fill('1299');

    const addSize = staff.getByRole('textbox', { name: 'Add a size' });
    await addSize.fill('M');
    await addSize.press('Enter');
    await addSize.fill('L');
    await staff.getByRole('button', { name: 'Add size' }).click();
    await expect(staff.getByRole('list', { name: 'Sizes added' }).getByRole('listitem')).toHaveText(
      ['M×', 'L×'],
    );

    await staff.getByRole('checkbox', { name: 'Track stock of M' }).check();
    await staff.getByRole('spinbutton', { name: 'Stock of M' }).fill('3');
    await staff.getByRole('checkbox', { name: 'Track stock of L' }).check();
    await staff.getByRole('spinbutton', { name: 'Stock of L' }).fill('7');

    await staff.getByLabel('Upload images').setInputFiles({
      name: 'linen-kurta.png',
      mimeType: 'image/png',
      buffer: await photo(staff),
    });
    const altText = staff.getByLabel('Image 1 alt text');
    await expect(altText).toBeVisible();
    // Its thumbnail, decorative (alt=""), is the upload's smallest copy.
    await expect(
      staff.getByRole('list', { name: 'Images, in order' }).locator('img'),
    ).toHaveAttribute('src', /\/api\/v1\/images\/[^/]+\/320\.webp$/);
    await altText.fill(alt);

    // The form, filled in, passes axe.
    expect(await seriousViolations(staff)).toEqual([]);

    await staff.getByRole('button', { name: 'Create product' }).click();
    await expect(staff.getByRole('status').filter({ hasText: 'Product created' })).toBeVisible();
    await expect(staff).toHaveURL(/\/admin\/products\/[0-9a-f-]{36}$/);
    productId = new URL(staff.url()).pathname.split('/').pop()!;
    await expect(staff.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // The shopper finds both sizes to choose from.
    await open(shop, `/product/${productId}`);
    await expect(shop.getByRole('heading', { level: 1 })).toHaveText(title);
    const sizes = shop.getByRole('group', { name: /^Size/ });
    await expect(sizes.getByRole('radio', { name: 'M', exact: true })).toBeEnabled();
    await expect(sizes.getByRole('radio', { name: 'L', exact: true })).toBeEnabled();

    // The manager sells out of M.
    await staff.getByRole('spinbutton', { name: 'Stock of M' }).fill('0');
    await expect(staff.getByText('Unsaved changes')).toBeVisible();
    await staff.getByRole('button', { name: 'Save changes' }).click();
    await expect(staff.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    await expect(staff.getByText('All saved')).toBeVisible();
    await expect(staff.getByRole('spinbutton', { name: 'Stock of M' })).toHaveValue('0');
    expect(await seriousViolations(staff)).toEqual([]);

    // The storefront says so within the API's microcache (5 s) of the shopper's first look.
    await expect(async () => {
      await open(shop, `/product/${productId}`);
      await expect(sizes.getByRole('radio', { name: 'M, out of stock' })).toBeDisabled({
        timeout: 1_000,
      });
    }).toPass({ timeout: 12_000 });
    await expect(sizes.getByRole('radio', { name: 'M', exact: true })).toHaveCount(0);
    const large = sizes.getByRole('radio', { name: 'L', exact: true });
    await expect(large).toBeEnabled();

    // The photo comes from the API, in the widths the screen may need, with its description.
    const picture = shop.getByRole('main').getByRole('img', { name: alt });
    await expect(picture).toHaveAttribute('src', /\/api\/v1\/images\/[^/]+\/\d+\.webp$/);
    await expect(picture).toHaveAttribute(
      'srcset',
      /\/api\/v1\/images\/[^/]+\/320\.webp 320w, .*\/1280\.webp 1280w$/,
    );
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);

    // L is still for sale.
    await large.check({ force: true });
    await expect(shop.getByRole('group', { name: 'Size: L' })).toBeVisible();
    const addToCart = shop.getByRole('main').getByRole('button', { name: 'Add to Cart' });
    await expect(addToCart).toBeEnabled();
    await addToCart.click();
    await expect(shop.getByRole('status').filter({ hasText: 'Added to cart' })).toBeVisible();
    await expect(
      shop.getByRole('banner').getByRole('link', { name: /^Cart/ }),
    ).toHaveAccessibleName('Cart, 1 item');
    const cart = await shop.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'));
    expect(cart).toEqual([
      expect.objectContaining({ id: productId, name: title, quantity: 1, selectedSize: 'L' }),
    ]);
    expect(errors).toEqual([]);
  } finally {
    // Other specs read the shop's newest products: this one goes once checked.
    if (productId) {
      const archived = await request.patch(`${API}/admin/products/${productId}`, {
        headers: ORIGIN,
        data: { archived: true },
      });
      expect.soft(archived.status(), 'the product archived after the test').toBe(200);
    }
    await staff.close();
  }
});

test('a price a manager lowers shows on the storefront, and a product archived leaves it', async ({
  browser,
  page: shop,
  request,
}) => {
  const email = await newManager(request);
  // The product is set up through the API; the edits under test go through the back office.
  const title = `E2E Cotton Dupatta ${Date.now().toString(36)}`;
  const created = await request.post(`${API}/admin/products`, {
    headers: ORIGIN,
    data: { title, category: 'E2E Back Office', regularPrice: 899 },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  const staff = await browser.newPage();
  try {
    await openBackOfficeSignedIn(staff, { email, password: MANAGER_PASSWORD });
    await staff.goto(`${ADMIN}/products/${id}`);
    await expect(staff.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await staff.getByLabel('Discounted price (₹)').fill('649.50');
    await staff.getByRole('button', { name: 'Save changes' }).click();
    await expect(staff.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

    // The storefront's first read of the product, after the change: no stale answer to wait out.
    await open(shop, `/product/${id}`);
    await expect(shop.getByRole('heading', { level: 1 })).toHaveText(title);
    const main = shop.getByRole('main');
    await expect(main.getByText(rupees(649.5), { exact: true })).toBeVisible();
    await expect(main.getByText(`Original price ${rupees(899)}`)).toBeVisible();
    await expect(main.getByText('27% off')).toBeVisible();

    await staff.getByRole('button', { name: 'Archive' }).click();
    await expect(staff.getByRole('status').filter({ hasText: 'Product archived' })).toBeVisible();
    await expect(staff.getByRole('button', { name: 'Restore' })).toBeVisible();

    // Within the API's microcache (5 s) of the shopper's last look, the product is gone.
    await expect(async () => {
      await open(shop, `/product/${id}`);
      await expect(shop.getByRole('heading', { level: 1 })).toHaveText('Product Not Found', {
        timeout: 1_000,
      });
    }).toPass({ timeout: 12_000 });
  } finally {
    const archived = await request.patch(`${API}/admin/products/${id}`, {
      headers: ORIGIN,
      data: { archived: true },
    });
    expect.soft(archived.status(), 'the product archived after the test').toBe(200);
    await staff.close();
  }
});
