import { type APIRequestContext, expect, test } from '@playwright/test';
import {
  ADMIN,
  API,
  apiList,
  collectErrors,
  E2E_OWNER,
  fillShippingForm,
  open,
  priceOf,
  rupees,
  seriousViolations,
  signedInShopper,
  sizesOf,
  useToken,
} from './support';

/**
 * Issue 40 on a phone, from the shopper's side: a code typed in the cart (one that does not exist
 * first, then the shop's), its saving in the cart and at checkout, the order placed with it and
 * paid cash on delivery, and the discount on the order. The shop makes the code in the back
 * office's API.
 */

const adminOrigin = { Origin: new URL(ADMIN).origin };

/** A ₹100-off code, unique to this run, made by the shop's owner. */
async function makeCode(request: APIRequestContext, code: string) {
  const signedIn = await request.post(`${API}/admin/session`, {
    data: E2E_OWNER,
    headers: adminOrigin,
  });
  expect(signedIn.status()).toBe(200);
  const made = await request.post(`${API}/admin/promotions`, {
    headers: adminOrigin,
    data: { label: '₹100 off your order', code, kind: 'amount', value: 100 },
  });
  expect(made.ok(), `POST /admin/promotions: ${await made.text()}`).toBe(true);
}

const bengaluru = {
  fullName: 'Bhaskar Das',
  address: '7, Residency Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560025',
  phone: '+91 94350 12345',
};

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a shopper applies a code in the cart, sees the saving, and pays for the order with it', async ({
    page,
    request,
    playwright,
  }) => {
    const errors = collectErrors(page);
    const code = `E2E${Date.now().toString(36).toUpperCase()}`;
    const staff = await playwright.request.newContext();
    await makeCode(staff, code);
    await staff.dispose();
    const shopper = await signedInShopper(request, 'Bhaskar', 'Das');
    const { data } = await apiList(request, 'limit=50');
    const product = data.find(
      (candidate) => sizesOf(candidate).length <= 1 && priceOf(candidate) > 300,
    )!;
    expect(product, 'a product of one size above ₹300').toBeDefined();
    const price = priceOf(product);

    await useToken(page, shopper.token);
    await open(page, `/product/${product.id}`);
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
    await open(page, '/cart');
    const summary = page.getByRole('region', { name: 'Order Summary' });
    const field = summary.getByRole('group', { name: 'Promo code' });

    // A code the shop does not have: the API's words, nothing taken off.
    await field.getByRole('textbox', { name: 'Have a promo code?' }).fill('NOSUCHCODE');
    await field.getByRole('button', { name: 'Apply' }).click();
    await expect(field.getByRole('status')).toHaveText('This code is not valid');
    await expect(summary).not.toContainText('Discount');
    await field.getByRole('button', { name: 'Remove promo code NOSUCHCODE' }).click();
    const input = field.getByRole('textbox', { name: 'Have a promo code?' });
    await expect(input).toBeFocused();

    // The shop's code, typed in lower case and sent with Enter.
    await input.fill(code.toLowerCase());
    await input.press('Enter');
    await expect(field.getByRole('status')).toHaveText(
      `Code ${code.toLowerCase()} applied. You save ₹100.`,
    );
    await expect(summary.getByRole('list', { name: 'Offers applied' })).toContainText(
      `₹100 off your order (${code.toLowerCase()})You save ₹100`,
    );
    await expect(summary).toContainText(`Discount−₹100`);
    await expect(summary).toContainText(`Total${rupees(price - 100)}`);
    expect(await seriousViolations(page)).toEqual([]);

    // Checkout keeps it (a reload of the cart would too) and says the same.
    await summary.getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL('/checkout');
    const checkout = page.getByRole('region', { name: 'Order Summary' });
    await expect(
      checkout.getByRole('group', { name: 'Promo code' }).getByRole('status'),
    ).toHaveText(`Code ${code.toLowerCase()} applied. You save ₹100.`);
    await fillShippingForm(page, bengaluru);
    // The address's PIN code tells the shipping: the total is what the order will be.
    await expect(checkout).toContainText(`Discount−₹100`);
    await expect(checkout).toContainText(/Shipping(Free|₹[\d,.]+)/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/payment\?orderId=[0-9A-Z]{10}$/);
    const orderId = new URL(page.url()).searchParams.get('orderId')!;

    // Cash on delivery.
    await expect(page.getByRole('heading', { name: 'Payment Information' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Payment method' }).selectOption('cod');
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('9435012345');
    await page.getByRole('checkbox', { name: /I agree to the terms/ }).check();
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expect(page).toHaveURL('/orders');

    // The order: the discount in its breakup, and the code by its label.
    const order = page.getByRole('article', { name: `Order ${orderId}` });
    await expect(order.getByText('Status: Processing')).toBeVisible();
    await expect(order).toContainText(`Items${rupees(price)}Discount−₹100`);
    await expect(order.getByRole('list', { name: 'Offers applied' })).toContainText(
      `₹100 off your order (${code.toLowerCase()})You saved ₹100`,
    );
    expect(await seriousViolations(page)).toEqual([]);

    // The code went with the cart: the next cart starts without it.
    await open(page, `/product/${product.id}`);
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
    await open(page, '/cart');
    await expect(
      page
        .getByRole('region', { name: 'Order Summary' })
        .getByRole('textbox', { name: 'Have a promo code?' }),
    ).toHaveValue('');
    expect(errors).toEqual([]);
  });
});
