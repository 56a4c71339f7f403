import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearCart, useCart } from '~/features/cart';
import { stubApiForComponentTests } from '~/test/component-test';
import { Toaster } from '~/ui/toast';
import type { ProductCardView } from '../product-view';
import { cardWith, colours, sizes, variant } from '../test-products';
import { FALLBACK_IMAGE } from '~/ui/image';
import { ProductCard } from './product-card';

stubApiForComponentTests();

function CartCount() {
  return <output aria-label="Cart count">{useCart().count}</output>;
}

function renderCard(product: ProductCardView) {
  const Page = () => (
    <>
      <ProductCard product={product} />
      <CartCount />
    </>
  );
  const Stub = createRoutesStub([{ path: '/', Component: Page }]);
  render(
    <>
      <Stub initialEntries={['/']} />
      <Toaster />
    </>,
  );
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

const addToCart = () =>
  screen.getByRole('button', { name: /^Add to Cart\W+Cotton Kurta$/ }) as HTMLButtonElement;
const cartCount = () => screen.getByRole('status', { name: 'Cart count' }).textContent;

afterEach(() => {
  act(() => clearCart());
});

describe('a product card and stock', () => {
  it('shows no stock words for a product without tracked stock, and adds it', async () => {
    const user = renderCard(cardWith());
    expect(screen.queryByText('Out of stock')).toBeNull();
    expect(screen.queryByText(/left/)).toBeNull();
    await user.click(addToCart());
    expect(cartCount()).toBe('1');
  });

  it('carries an "Out of stock" badge and cannot be added when nothing is in stock', async () => {
    const user = renderCard(
      cardWith({
        attributes: [sizes('M', 'L')],
        variants: [variant('M', '', 0), variant('L', '', 0)],
      }),
    );
    expect(screen.getByText('Out of stock')).toBeTruthy();
    expect(addToCart().disabled).toBe(true);
    await user.click(addToCart());
    expect(cartCount()).toBe('0');
  });

  it('says "Only N left" with the largest count when every size in stock is low', () => {
    renderCard(
      cardWith({
        attributes: [sizes('M', 'L', 'XL')],
        variants: [variant('M', '', 2), variant('L', '', 4), variant('XL', '', 0)],
      }),
    );
    expect(screen.getByText('Only 4 left')).toBeTruthy();
    expect(addToCart().disabled).toBe(false);
  });

  it('says nothing of stock when one size has plenty', () => {
    renderCard(
      cardWith({
        attributes: [sizes('M', 'L')],
        variants: [variant('M', '', 2), variant('L', '', 40)],
      }),
    );
    expect(screen.queryByText(/left/)).toBeNull();
  });

  it('asks for a colour when stock is kept per colour and there is more than one', async () => {
    const user = renderCard(
      cardWith({
        attributes: [colours('Black', 'Red')],
        variants: [variant('', 'Black', 3), variant('', 'Red', 3)],
      }),
    );
    await user.click(addToCart());
    expect((await screen.findByRole('alert')).textContent).toContain('Please select a colour');
    expect(cartCount()).toBe('0');
  });

  it('shows an uploaded picture from the API with the card’s srcset and its description', () => {
    renderCard(
      cardWith({ images: [{ url: '/api/v1/images/7f9c2e/640.webp', alt: 'Maroon kurta' }] }),
    );
    const image = document.querySelector('img')!;
    expect(image.getAttribute('alt')).toBe('Maroon kurta');
    expect(image.getAttribute('src')).toBe('http://localhost:8044/api/v1/images/7f9c2e/640.webp');
    expect(image.getAttribute('srcset')).toContain(
      'http://localhost:8044/api/v1/images/7f9c2e/320.webp 320w',
    );
    expect(image.getAttribute('sizes')).toContain('(min-width: 1280px) 300px');
  });

  it('shows the fallback picture when its own cannot load (spec section 8)', () => {
    renderCard(cardWith({ imgUrl: '/images/products/kurta.svg' }));
    const image = document.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/images/products/kurta.svg');
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe(FALLBACK_IMAGE);
  });
});
