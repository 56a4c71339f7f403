import { expect, test } from '@playwright/test';
import { type ApiProduct, apiList, collectErrors, open, priceOf, rupees, sizesOf } from './support';

test('home → category → product → size required → add → cart quantities → remove → clear', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const men = await apiList(request, 'gender=Men&limit=12');
  const shirt = men.data.find((product) => sizesOf(product).length > 1)!;
  expect(shirt, 'a men’s product with several sizes on the first page').toBeDefined();
  const [firstSize, secondSize] = sizesOf(shirt);
  const price = priceOf(shirt);

  await open(page, '/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Men', exact: true })
    .click();
  await expect(page).toHaveURL('/products?category=men');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Men's Collection");

  await page.getByRole('link', { name: shirt.title, exact: true }).click();
  await expect(page).toHaveURL(`/product/${shirt.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(shirt.title);
  await expect(page.getByText(`ID: ${shirt.id.slice(0, 8)}`)).toBeVisible();
  await expect(page.getByText(rupees(price), { exact: true }).first()).toBeVisible();

  // Quantity starts at 1 and cannot go below 1.
  const quantity = page.getByRole('group', { name: 'Quantity' });
  await expect(quantity.locator('output')).toHaveText('1');
  await expect(quantity.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();

  const addToCart = page.getByRole('main').getByRole('button', { name: 'Add to Cart' });
  await addToCart.click();
  await expect(page.getByRole('alert')).toContainText('Please select a size');
  await expect(page.getByRole('alert')).toContainText(
    'You must select a size before adding to cart',
  );
  const cartLink = page.getByRole('banner').getByRole('link', { name: /^Cart/ });
  await expect(cartLink).toHaveAccessibleName('Cart');

  await page.getByRole('radio', { name: firstSize }).check({ force: true });
  await addToCart.click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart' })).toBeVisible();
  await expect(cartLink).toHaveAccessibleName('Cart, 1 item');

  await addToCart.click();
  await expect(page.getByRole('status').filter({ hasText: 'Cart updated' })).toBeVisible();
  await expect(cartLink).toHaveAccessibleName('Cart, 2 items');

  await page.getByRole('radio', { name: secondSize }).check({ force: true });
  await quantity.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(quantity.locator('output')).toHaveText('2');
  await addToCart.click();
  await expect(cartLink).toHaveAccessibleName('Cart, 4 items');

  await cartLink.click();
  await expect(page).toHaveURL('/cart');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shopping Cart');
  const first = page.getByRole('listitem', { name: new RegExp(`Size: ${firstSize},`) });
  const second = page.getByRole('listitem', { name: new RegExp(`Size: ${secondSize},`) });
  await expect(first.getByLabel('Quantity', { exact: true })).toHaveText('2');
  await expect(second.getByLabel('Quantity', { exact: true })).toHaveText('2');
  await expect(page.getByText('Free', { exact: true })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary).toContainText(`Subtotal (4 items)${rupees(price * 4)}`);

  await second.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(second.getByLabel('Quantity', { exact: true })).toHaveText('3');
  await second.getByRole('button', { name: 'Decrease quantity' }).click();
  await second.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(second.getByLabel('Quantity', { exact: true })).toHaveText('1');
  await expect(second.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  await expect(summary).toContainText(`Total${rupees(price * 3)}`);
  await expect(cartLink).toHaveAccessibleName('Cart, 3 items');

  // Removing one size keeps the other (spec-decisions.md).
  await first.getByRole('button', { name: /^Remove/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Removed from cart' })).toBeVisible();
  await expect(first).toHaveCount(0);
  await expect(second).toBeVisible();

  // The cart survives a reload (localStorage "cart").
  await open(page, '/cart');
  await expect(second.getByLabel('Quantity', { exact: true })).toHaveText('1');
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart')!).length)).toBe(1);

  await page.getByRole('button', { name: 'Clear Cart' }).click();
  const cleared = page.getByRole('status').filter({ hasText: 'Cart cleared' });
  await expect(cleared).toContainText('All items have been removed from your cart.');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(cartLink).toHaveAccessibleName('Cart');
  await page.getByRole('main').getByRole('link', { name: 'Continue Shopping' }).click();
  await expect(page).toHaveURL('/');
  expect(errors).toEqual([]);
});

test('a product card adds one item, preselecting the only size and colour, and asks for a size otherwise', async ({
  page,
  request,
}) => {
  const listing = await apiList(request, 'gender=Women&limit=12');
  const colourOf = (product: ApiProduct) =>
    product.attributes.find((attribute) => /^colou?rs?$/i.test(attribute.key))?.value ?? [];
  const saree = listing.data.find(
    (product) => sizesOf(product).length === 1 && colourOf(product).length === 1,
  )!;
  const kurti = listing.data.find((product) => sizesOf(product).length > 1)!;
  expect(saree && kurti).toBeTruthy();

  await open(page, '/products?category=women');
  const card = (title: string) => page.getByRole('article').filter({ hasText: title });
  await card(kurti.title).hover();
  await card(kurti.title)
    .getByRole('button', { name: /^Add to Cart/ })
    .click();
  await expect(page.getByRole('alert')).toContainText('Please select a size');

  // The overlay's actions are reachable from the keyboard too.
  await card(saree.title)
    .getByRole('button', { name: /^Add to Cart/ })
    .focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart' })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart')!));
  expect(stored).toEqual([
    expect.objectContaining({
      id: saree.id,
      quantity: 1,
      price: priceOf(saree),
      selectedSize: sizesOf(saree)[0],
      selectedColor: colourOf(saree)[0],
    }),
  ]);

  // On the product page, "One Size" is chosen already.
  await card(saree.title).getByRole('link', { name: saree.title }).click();
  await expect(page.getByRole('radio', { name: 'One Size' })).toBeChecked();

  // Back returns to the page the shopper came from.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL('/products?category=women');
});
