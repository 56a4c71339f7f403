import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from './cart-rules';

const cable: CartItem = { id: 'p2', name: 'HDMI Cable', image: '', price: 299, quantity: 2 };

/** A fresh copy of the store module, as a new page load would have. */
async function freshStore() {
  vi.resetModules();
  return import('./cart-store');
}

describe('cart store (localStorage "cart")', () => {
  beforeEach(() => localStorage.clear());

  it('restores the stored cart at load', async () => {
    localStorage.setItem('cart', JSON.stringify([cable]));
    const store = await freshStore();
    expect(store.getCartState()).toEqual({ items: [cable], ready: true });
  });

  it('renders an empty, not-ready cart on the server and during hydration', async () => {
    localStorage.setItem('cart', JSON.stringify([cable]));
    const store = await freshStore();
    expect(store.getServerCartState()).toEqual({ items: [], ready: false });
  });

  it('stores every change and tells its subscribers', async () => {
    const store = await freshStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribeToCart(listener);
    expect(store.cartActions.add({ ...cable, quantity: 1 })).toBe('added');
    expect(store.cartActions.add({ ...cable, quantity: 1 })).toBe('updated');
    expect(JSON.parse(localStorage.getItem('cart')!)).toEqual([{ ...cable, quantity: 2 }]);
    store.cartActions.setQuantity(cable, 0);
    expect(store.getCartState().items[0]!.quantity).toBe(2);
    store.cartActions.clear();
    expect(localStorage.getItem('cart')).toBe('[]');
    expect(listener).toHaveBeenCalledTimes(4);
    unsubscribe();
  });

  it('follows changes made in another tab', async () => {
    const store = await freshStore();
    const listener = vi.fn();
    store.subscribeToCart(listener);
    localStorage.setItem('cart', JSON.stringify([cable]));
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }));
    expect(listener).toHaveBeenCalledOnce();
    expect(store.getCartState().items).toEqual([cable]);
  });
});
