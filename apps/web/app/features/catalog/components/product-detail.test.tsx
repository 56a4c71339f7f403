import type { ProductDetails } from '@storefront/contract';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCart, useCart } from '~/features/cart';
import { ApiBaseProvider } from '~/lib/api-base-context';
import { axeProblems } from '~/test/axe';
import { renderWithStoreInfo, shopInfo } from '~/test/store-info';
import { stubApiForComponentTests } from '~/test/component-test';
import { Toaster } from '~/ui/toast';
import type { ProductView } from '../product-view';
import { colours, productWith, sizes, variant } from '../test-products';
import { ProductDetail } from './product-detail';

stubApiForComponentTests();

function CartRows() {
  const cart = useCart();
  return (
    <output aria-label="Cart rows">
      {cart.items
        .map((row) => `${row.selectedSize ?? '-'}/${row.selectedColor ?? '-'} × ${row.quantity}`)
        .join('; ')}
    </output>
  );
}

function renderProduct(
  product: ProductView,
  apiBase: string | null = null,
  details: ProductDetails | null = null,
) {
  const Page = () => (
    <ApiBaseProvider value={apiBase}>
      <main>
        <ProductDetail product={product} details={details} />
      </main>
      <CartRows />
    </ApiBaseProvider>
  );
  const Stub = createRoutesStub([{ path: '/product/:id', Component: Page }]);
  const view = render(
    <>
      <Stub initialEntries={[`/product/${product.id}`]} />
      <Toaster />
    </>,
  );
  return { ...view, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
}

const addToCart = () => screen.getByRole('button', { name: 'Add to Cart' }) as HTMLButtonElement;
const cartRows = () => screen.getByRole('status', { name: 'Cart rows' }).textContent;
const sizeGroup = () => screen.getByRole('group', { name: /^Size/ });
const colourGroup = () => screen.getByRole('group', { name: /^Colour/ });

beforeEach(() => {
  act(() => clearCart());
});
afterEach(() => {
  act(() => clearCart());
});

describe('a product without tracked stock (variants: [])', () => {
  const kurta = productWith({ attributes: [sizes('S', 'M'), colours('Black', 'Red')] });

  it('offers every size and colour and adds without a colour, as before', async () => {
    const { user } = renderProduct(kurta);
    for (const radio of screen.getAllByRole('radio')) {
      expect((radio as HTMLInputElement).disabled).toBe(false);
    }
    expect(screen.queryByText(/out of stock/i)).toBeNull();
    expect(screen.queryByText(/left/)).toBeNull();

    await user.click(addToCart());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Please select a size');
    expect(alert.textContent).toContain('You must select a size before adding to cart');

    await user.click(within(sizeGroup()).getByRole('radio', { name: 'M' }));
    // Its cause is gone: the toast asking for a size goes with it.
    expect(screen.queryByRole('alert')).toBeNull();
    for (let i = 0; i < 6; i++) {
      await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    }
    await user.click(addToCart());
    expect(cartRows()).toBe('M/- × 7');
  });
});

describe('a product with tracked stock', () => {
  it('says "Out of stock" when nothing is in stock, and cannot be added', () => {
    const mount = productWith({
      attributes: [sizes('One Size')],
      variants: [variant('One Size', '', 0)],
    });
    renderProduct(mount);
    expect(screen.getByText('Out of stock')).toBeTruthy();
    const button = addToCart();
    expect(button.disabled).toBe(true);
    const reason = document.getElementById(button.getAttribute('aria-describedby')!);
    expect(reason?.textContent).toBe('This product is out of stock.');
  });

  const kurta = productWith({
    attributes: [sizes('S', 'M', 'L'), colours('Black', 'Red')],
    variants: [
      variant('S', 'Black', 0),
      variant('S', 'Red', 0),
      variant('M', 'Black', 2),
      variant('M', 'Red', 0),
      variant('L', 'Black', 9),
      variant('L', 'Red', 8),
    ],
  });

  it('greys a size that is out of stock, not selectable and announced as such', async () => {
    const { user } = renderProduct(kurta);
    const small = within(sizeGroup()).getByRole('radio', { name: 'S, out of stock' });
    expect((small as HTMLInputElement).disabled).toBe(true);
    await user.click(small);
    expect((small as HTMLInputElement).checked).toBe(false);
    expect(within(sizeGroup()).getByRole('radio', { name: 'M' })).toBeTruthy();

    // Red is sold out in M: choosing red greys M too.
    await user.click(within(colourGroup()).getByRole('radio', { name: 'Red' }));
    expect(within(sizeGroup()).getByRole('radio', { name: 'M, out of stock' })).toBeTruthy();
    expect(within(sizeGroup()).getByRole('radio', { name: 'L' })).toBeTruthy();
  });

  it('says "Only N left" for the chosen variant and keeps the quantity within it', async () => {
    const { user } = renderProduct(kurta);
    await user.click(within(sizeGroup()).getByRole('radio', { name: 'M' }));
    expect(screen.queryByText('Only 2 left')).toBeNull(); // no colour chosen yet
    await user.click(within(colourGroup()).getByRole('radio', { name: 'Black' }));
    expect(screen.getByText('Only 2 left')).toBeTruthy();
    expect(within(colourGroup()).getByRole('radio', { name: 'Red, out of stock' })).toBeTruthy();

    const more = screen.getByRole('button', { name: 'Increase quantity' });
    await user.click(more);
    await user.click(more);
    await user.click(more);
    const quantity = screen.getByRole('group', { name: 'Quantity' });
    expect(within(quantity).getByRole('status').textContent).toBe('2');
    expect(more.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('You can add at most 2: that is all we have left.')).toBeTruthy();

    await user.click(addToCart());
    expect(cartRows()).toBe('M/Black × 2');

    // A roomier size: the message goes, the quantity may grow again.
    await user.click(within(sizeGroup()).getByRole('radio', { name: 'L' }));
    expect(screen.queryByText(/Only \d+ left/)).toBeNull();
    expect(more.getAttribute('aria-disabled')).toBeNull();
  });

  it('asks for a colour when stock is kept per colour, as it asks for a size', async () => {
    const { user } = renderProduct(kurta);
    await user.click(within(sizeGroup()).getByRole('radio', { name: 'L' }));
    await user.click(addToCart());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Please select a colour');
    expect(alert.textContent).toContain('You must select a colour before adding to cart');
    expect(cartRows()).toBe('');
  });

  it('leaves the colour optional when no colour’s stock is counted', async () => {
    const shirt = productWith({
      attributes: [sizes('S', 'M'), colours('Olive', 'White')],
      variants: ['S', 'M'].flatMap((size) =>
        ['Olive', 'White'].map((colour) => variant(size, colour, null)),
      ),
    });
    const { user } = renderProduct(shirt);
    await user.click(within(sizeGroup()).getByRole('radio', { name: 'M' }));
    await user.click(addToCart());
    expect(cartRows()).toBe('M/- × 1');
  });

  it('has no accessibility problems with a size out of stock', async () => {
    const { container } = renderProduct(kurta);
    expect(within(sizeGroup()).getByRole('radio', { name: 'S, out of stock' })).toBeTruthy();
    expect(await axeProblems(container)).toEqual([]);
  });
});

describe('the product page’s pictures', () => {
  const upload = '/api/v1/images/7f9c2e/640.webp';

  it('fetches an uploaded picture from the API, in the width the screen needs', () => {
    renderProduct(
      productWith({ images: [{ url: upload, alt: 'Maroon kurta, front' }] }),
      'https://api.chitrakart.in/api/v1',
    );
    const image = screen.getByRole('img', { name: 'Maroon kurta, front' });
    expect(image.getAttribute('src')).toBe(
      'https://api.chitrakart.in/api/v1/images/7f9c2e/640.webp',
    );
    expect(image.getAttribute('srcset')).toBe(
      [320, 640, 960, 1280]
        .map((width) => `https://api.chitrakart.in/api/v1/images/7f9c2e/${width}.webp ${width}w`)
        .join(', '),
    );
    expect(image.getAttribute('sizes')).toBe(
      '(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw',
    );
  });

  it('names a picture without a description after the product, as before', () => {
    renderProduct(productWith({ images: [{ url: '/images/products/kurta.svg', alt: '' }] }));
    const image = screen.getByRole('img', { name: 'Cotton Kurta' });
    expect(image.getAttribute('src')).toBe('/images/products/kurta.svg');
    expect(image.getAttribute('srcset')).toBeNull();
  });
});

describe('the product page’s "Product details"', () => {
  const details: ProductDetails = {
    genericName: 'Kurta',
    netQuantity: '1 N',
    countryOfOrigin: 'India',
    manufacturer: 'Jaipur Rangrez Textiles, 22 Sanganer Industrial Area, Jaipur 302029',
    consumerCare: 'care@chitrakart.in, +91 98110 45672',
    hsn: '620520',
    gstRate: 5,
    returnable: true,
  };

  it('lists the legal details and the MRP inclusive of all taxes under its own heading', async () => {
    const { container } = renderProduct(
      productWith({ regularPrice: 1299, discountedPrice: 899 }),
      null,
      details,
    );
    const section = screen.getByRole('region', { name: 'Product details' });
    const terms = within(section)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(section)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(Object.fromEntries(terms.map((term, index) => [term, values[index]]))).toEqual({
      'Generic name': 'Kurta',
      'Net quantity': '1 N',
      'Country of origin': 'India',
      'Manufacturer / packer / importer':
        'Jaipur Rangrez Textiles, 22 Sanganer Industrial Area, Jaipur 302029',
      MRP: '₹1,299 (inclusive of all taxes)',
      'Selling price': '₹899 (inclusive of all taxes)',
      'Consumer care': 'care@chitrakart.in, +91 98110 45672',
      'HSN code': '620520',
      'GST rate': '5%, included in the price',
    });
    expect(await axeProblems(container)).toEqual([]);
  });

  it('still gives the MRP when the shop has given no details', () => {
    renderProduct(productWith({ regularPrice: 999 }));
    const section = screen.getByRole('region', { name: 'Product details' });
    expect(
      within(section)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['MRP']);
    expect(within(section).getByRole('definition').textContent).toBe(
      '₹999 (inclusive of all taxes)',
    );
  });

  it('promises free shipping across India only where the store delivers everywhere for free', () => {
    const promise = (storeInfo: typeof shopInfo) => {
      const view = renderWithStoreInfo(
        () => (
          <main>
            <ProductDetail product={productWith({ regularPrice: 999 })} details={null} />
          </main>
        ),
        storeInfo,
      );
      const said = [
        'Free shipping across India',
        'Delivery days and charge shown for your PIN code',
      ].filter((text) => screen.queryByText(text));
      view.unmount();
      return said;
    };
    expect(promise({ ...shopInfo, freeShippingEverywhere: true })).toEqual([
      'Free shipping across India',
    ]);
    // A zone charges (or is not served): the PIN code check above says what and when.
    expect(promise({ ...shopInfo, freeShippingEverywhere: false })).toEqual([
      'Delivery days and charge shown for your PIN code',
    ]);
  });

  it('names the store, as its settings say now, as consumer care for a product that names none', () => {
    const careOf = (storeInfo: typeof shopInfo) => {
      const view = renderWithStoreInfo(
        () => (
          <main>
            <ProductDetail
              product={productWith({ regularPrice: 999 })}
              details={{ ...details, consumerCare: null }}
            />
          </main>
        ),
        storeInfo,
      );
      const section = screen.getByRole('region', { name: 'Product details' });
      const term = within(section).getByText('Consumer care');
      const value = term.nextElementSibling?.textContent;
      view.unmount();
      return value;
    };
    expect(careOf(shopInfo)).toBe(
      'Customer Care, Chitra Retail Private Limited, Chandni Chowk, Delhi 110006; +91 98110 45672; care@chitrakart.in',
    );
    // The owner renames the company and moves: the page follows.
    expect(
      careOf({
        ...shopInfo,
        companyName: 'Kurta Ghar LLP',
        companyAddress: 'MI Road, Jaipur 302001',
        companyPhone: '+91 94140 11111',
        companyEmail: 'help@kurtaghar.in',
      }),
    ).toBe(
      'Customer Care, Kurta Ghar LLP, MI Road, Jaipur 302001; +91 94140 11111; help@kurtaghar.in',
    );
  });
});
