import { useSyncExternalStore } from 'react';

/**
 * The promo code the shopper applied (issue 40), kept with the cart in this browser: checkout and
 * a reload keep it, and it goes when the cart does (cleared, or ordered).
 */
export const PROMO_CODE_KEY = 'cart-promo-code';

// The contract's PROMOTION_CODE_MAX_LENGTH would bring its promotions chunk (and zod) to the
// cart's first load for one number: the same limit, written here.
export const PROMO_CODE_MAX_LENGTH = 30;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage switched off: the code lasts as long as the page
  }
}

let inMemory: string | null = null;
const listeners = new Set<() => void>();

/** " diwali10 " → "diwali10": what is sent; null for nothing typed. */
export function promoCodeOf(typed: string): string | null {
  const code = typed.trim().slice(0, PROMO_CODE_MAX_LENGTH);
  return code || null;
}

/** The kept code; null when none. */
export function readPromoCode(): string | null {
  const stored = storage();
  if (!stored) return inMemory;
  try {
    return promoCodeOf(stored.getItem(PROMO_CODE_KEY) ?? '');
  } catch {
    return inMemory;
  }
}

function write(code: string | null) {
  inMemory = code;
  try {
    if (code === null) storage()?.removeItem(PROMO_CODE_KEY);
    else storage()?.setItem(PROMO_CODE_KEY, code);
  } catch {
    // A full or refused storage keeps it for this page only.
  }
  for (const listener of listeners) listener();
}

export function keepPromoCode(code: string): void {
  write(promoCodeOf(code));
}

export function forgetPromoCode(): void {
  if (readPromoCode() !== null) write(null);
}

/** Hears of the kept code changing, in this tab or another. */
export function subscribeToPromoCode(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === PROMO_CODE_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The kept code: none on the server and while hydrating (it lives in the browser only). */
export function usePromoCode(): string | null {
  return useSyncExternalStore(subscribeToPromoCode, readPromoCode, () => null);
}
