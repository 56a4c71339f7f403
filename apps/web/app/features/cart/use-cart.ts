import { useSyncExternalStore } from 'react';
import { cartTotals } from './cart-rules';
import { type CartState, getCartState, getServerCartState, subscribeToCart } from './cart-store';

/**
 * The cart. The server cannot read localStorage, so the server render and hydration both see an
 * empty cart that is not `ready`; the stored cart appears right after hydration, without a
 * hydration mismatch.
 */
export function useCart(): CartState & { total: number; count: number } {
  const state = useSyncExternalStore(subscribeToCart, getCartState, getServerCartState);
  return { ...state, ...cartTotals(state.items) };
}
