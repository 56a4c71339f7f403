import { deflateSync } from 'node:zlib';
import { type APIRequestContext, expect, test } from '@playwright/test';
import {
  API,
  type ApiProduct,
  collectErrors,
  E2E_OWNER,
  open,
  priceOf,
  seriousViolations,
  signedInShopper,
  useToken,
} from './support';

/**
 * Stock as the shopper meets it, on the seeded catalogue (apps/api/src/seed/catalogue.csv has
 * a product with a size out of stock and another low, and one sold out). Nothing here buys
 * anything: other specs share the stock.
 */

interface Variant {
  size: string;
  color: string;
  inStock: boolean;
  left: number | null;
}
type StockedProduct = ApiProduct & { variants: Variant[] };

async function allProducts(request: APIRequestContext): Promise<StockedProduct[]> {
  const all: StockedProduct[] = [];
  for (let page = 1; ; page++) {
    const response = await request.get(`${API}/products?page=${page}&limit=100`);
    expect(response.ok()).toBe(true);
    const list = (await response.json()) as { data: StockedProduct[]; count: number };
    all.push(...list.data);
    if (list.data.length === 0 || all.length >= list.count) return all;
  }
}

/** A product with a size out of stock and another in stock with few left (the seeded belt). */
function partlySoldOut(products: StockedProduct[]) {
  for (const product of products) {
    const sizes = new Set(product.variants.map((variant) => variant.size).filter(Boolean));
    const out = product.variants.find(
      (variant) =>
        variant.size &&
        product.variants.every((other) => other.size !== variant.size || !other.inStock),
    );
    const low = product.variants.find(
      (variant) => variant.size && variant.inStock && variant.left !== null && variant.left > 1,
    );
    const colours = new Set(product.variants.map((variant) => variant.color));
    if (sizes.size > 1 && out && low && colours.size === 1) return { product, out, low };
  }
  return undefined;
}

test('a size out of stock is greyed and said so, the low one says "Only N left" and caps the quantity', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const found = partlySoldOut(await allProducts(request));
  expect(found, 'a seeded product with a size out of stock and one low').toBeDefined();
  const { product, out, low } = found!;

  await open(page, `/product/${product.id}`);
  const sizes = page.getByRole('group', { name: /^Size/ });
  const gone = sizes.getByRole('radio', { name: `${out.size}, out of stock` });
  await expect(gone).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);

  await sizes.getByRole('radio', { name: low.size, exact: true }).check({ force: true });
  await expect(page.getByText(`Only ${low.left} left`, { exact: true })).toBeVisible();
  const quantity = page.getByRole('group', { name: 'Quantity' });
  const more = quantity.getByRole('button', { name: 'Increase quantity' });
  for (let i = 1; i < low.left!; i++) await more.click();
  await expect(quantity.getByRole('status')).toHaveText(String(low.left));
  await expect(more).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByText(`You can add at most ${low.left}`)).toBeVisible();
  expect(errors).toEqual([]);
});

test('a cart row asking more than is left is marked, and checkout waits until it is changed', async ({
  page,
  request,
}) => {
  const found = partlySoldOut(await allProducts(request));
  expect(found).toBeDefined();
  const { product, low } = found!;
  const shopper = await signedInShopper(request);
  await useToken(page, shopper.token);
  // A cart kept from an earlier visit, when more was left.
  const row = {
    id: product.id,
    name: product.title,
    image: '',
    price: priceOf(product),
    quantity: low.left! + 3,
    selectedSize: low.size,
    ...(low.color ? { selectedColor: low.color } : {}),
  };
  await page.addInitScript((stored) => localStorage.setItem('cart', stored), JSON.stringify([row]));

  await open(page, '/cart');
  const problem = page.getByRole('main').getByRole('alert');
  await expect(problem).toContainText(`Only ${low.left} left of ${product.title}`);
  await expect(page.getByRole('main').getByRole('button', { name: 'Checkout' })).toBeDisabled();

  // At checkout the row is marked too and the order cannot be placed.
  await open(page, '/checkout');
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByRole('alert')).toContainText(`Only ${low.left} left`);
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeDisabled();

  // Back in the cart, lowering the quantity to what is left opens checkout.
  await page.getByRole('link', { name: 'Change them in your cart' }).click();
  await expect(page).toHaveURL('/cart');
  const less = page.getByRole('button', { name: 'Decrease quantity' });
  for (let i = 0; i < 3; i++) await less.click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'Checkout' })).toBeVisible();
});

/** A PNG of one colour, `width` × `height`, made here so the test needs no file. */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, check]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x4a)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('an uploaded picture comes from the API in every stored width, with its description', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  // The owner uploads a picture and puts it on a product of a category no other spec lists.
  const origin = { Origin: new URL(API).origin };
  const session = await request.post(`${API}/admin/session`, {
    headers: origin,
    data: { email: E2E_OWNER.email, password: E2E_OWNER.password },
  });
  expect(session.status()).toBe(200);
  const upload = await request.post(`${API}/admin/images`, {
    headers: { ...origin, 'Content-Type': 'image/png' },
    data: png(800, 600),
  });
  expect(upload.status()).toBe(201);
  const { url } = (await upload.json()) as { url: string };
  expect(url).toMatch(/^\/api\/v1\/images\/[^/]+\/1280\.webp$/);
  const created = await request.post(`${API}/admin/products`, {
    headers: origin,
    data: {
      title: 'E2E Uploaded Picture Stand',
      category: 'E2E Uploads',
      regularPrice: 499,
      images: [{ url, alt: 'Black TV stand, seen from the front' }],
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  try {
    await open(page, `/product/${id}`);
    const picture = page.getByRole('img', { name: 'Black TV stand, seen from the front' });
    const base = `${API}${url.slice('/api/v1'.length).replace(/\d+\.webp$/, '')}`;
    await expect(picture).toHaveAttribute(
      'srcset',
      [320, 640, 960, 1280].map((width) => `${base}${width}.webp ${width}w`).join(', '),
    );
    await expect(picture).toHaveAttribute('sizes', /100vw$/);
    // Loaded from the API's origin, which the page's Content-Security-Policy allows.
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.currentSrc))
      .toMatch(new RegExp(`^${base.replaceAll('.', '\\.')}\\d+\\.webp$`));
    expect(errors).toEqual([]);
  } finally {
    await request.patch(`${API}/admin/products/${id}`, {
      headers: origin,
      data: { archived: true },
    });
  }
});
