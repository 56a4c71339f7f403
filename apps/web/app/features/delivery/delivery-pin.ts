import { useSyncExternalStore } from 'react';

// The contract's PIN_CODE_PATTERN would bring its order-rules chunk (about 800 bytes gzip) to the
// product page's first load for one regular expression: the same rule, written here.
const PIN_CODE = /^[1-9][0-9]{5}$/;

/** The shopper's PIN code, asked once and kept in this browser (issue 39). */
export const DELIVERY_PIN_KEY = 'delivery-pin';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage switched off
  }
}

/** "781 001" → "781001" when it is a PIN code; null otherwise. */
export function deliveryPinOf(value: string): string | null {
  const pin = value.replace(/\s/g, '');
  return PIN_CODE.test(pin) ? pin : null;
}

/** The kept PIN code; null when none (or what is stored is not one). */
export function readDeliveryPin(): string | null {
  try {
    return deliveryPinOf(storage()?.getItem(DELIVERY_PIN_KEY) ?? '');
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();

export function keepDeliveryPin(pin: string): void {
  try {
    storage()?.setItem(DELIVERY_PIN_KEY, pin);
  } catch {
    // A full or refused storage only forgets: the shopper is asked again next time.
  }
  for (const listener of listeners) listener();
}

/** Hears of the kept PIN code changing, in this tab or another. */
export function subscribeToDeliveryPin(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === DELIVERY_PIN_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The kept PIN code: none on the server and while hydrating (it lives in the browser only). */
export function useDeliveryPin(): string | null {
  return useSyncExternalStore(subscribeToDeliveryPin, readDeliveryPin, () => null);
}
