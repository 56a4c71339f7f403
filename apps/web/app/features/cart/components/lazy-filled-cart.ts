import { lazy } from 'react';
import { loadFilledCart } from './load-filled-cart';

// The rows, the summary, the promo code and the cart check: only a cart with rows needs them, so
// an empty cart (a first visit) does not load them (the first-load budget,
// e2e/first-load-js.spec.ts). In a module of its own: with the dynamic import in cart-view.tsx,
// Rollup put the cart page's shell in the cart store's chunk, which every page loads.
export const FilledCart = lazy(() =>
  loadFilledCart().then((module) => ({ default: module.FilledCart })),
);
