import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiList, open, signedInShopper, sizesOf, useToken } from './support';

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would; fails when
 * it is not reachable within a page's worth of stops.
 */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 120 } = {}) {
  for (let stop = 0; stop < limit; stop++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) {
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`not reachable by keyboard: ${target}`);
}

test('a keyboard alone takes a signed-in shopper from home to the payment page', async ({
  page,
  request,
}) => {
  // Signed in beforehand (the sign-in form's own keyboard use is covered by its labels and order).
  const { token } = await signedInShopper(request, 'Kabir', 'Shah');
  await useToken(page, token);
  const [newestMens] = (await apiList(request, 'gender=Men&limit=1')).data;

  await open(page, '/');
  // The top bar's category link, then the first product of the listing.
  await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'Men', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/products?category=men');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await tabTo(page, page.getByRole('main').getByRole('link', { name: newestMens!.title }).first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/product/${newestMens!.id}`);

  // Choose a size with the keyboard (arrow keys move within the group), then Add to Cart.
  if (sizesOf(newestMens!).length > 1) {
    await tabTo(page, page.getByRole('radio', { name: sizesOf(newestMens!)[0], exact: true }));
    await page.keyboard.press('Space');
    await expect(
      page.getByRole('radio', { name: sizesOf(newestMens!)[0], exact: true }),
    ).toBeChecked();
  }
  await tabTo(page, page.getByRole('main').getByRole('button', { name: 'Add to Cart' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart' })).toBeVisible();

  // The cart, then Checkout.
  await tabTo(page, page.getByRole('banner').getByRole('link', { name: /^Cart/ }), {
    backwards: true,
  });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/cart');
  await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Checkout' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/checkout');

  // The shipping form, field by field.
  const fields: [string, string][] = [
    ['Full Name', 'Kabir Shah'],
    ['Address', '7, Sea View Road, Bandra West'],
    ['City', 'Mumbai'],
  ];
  for (const [label, value] of fields) {
    await tabTo(page, page.getByLabel(label));
    await page.keyboard.type(value);
  }
  await tabTo(page, page.getByLabel('State'));
  await page.keyboard.type('Maharashtra');
  await expect(page.getByLabel('State')).toHaveValue('Maharashtra');
  await tabTo(page, page.getByLabel('PIN Code'));
  await page.keyboard.type('400050');
  await tabTo(page, page.getByLabel('Phone'));
  await page.keyboard.type('9820012345');
  await tabTo(page, page.getByRole('button', { name: 'Place Order' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/payment\?orderId=[0-9A-Z]{10}$/);
  await expect(page.getByRole('heading', { name: 'Payment Information' })).toBeVisible();
  // The payment form itself answers the keyboard too.
  await tabTo(page, page.getByLabel('Payment method'));
  await expect(page.getByLabel('Payment method')).toBeFocused();
});
