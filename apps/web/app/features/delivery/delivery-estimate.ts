import { type DeliveryEstimate, PIN_CODE_PATTERN } from '@storefront/contract';
import { ApiError } from '~/lib/api-client';
import { browserApi } from '~/lib/browser-api';
import { formatIndiaDay, formatPrice } from '~/lib/format';

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
  return PIN_CODE_PATTERN.test(pin) ? pin : null;
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

/** What the shopper is told about a PIN code. */
export type DeliveryAnswer =
  | { status: 'estimate'; pin: string; estimate: DeliveryEstimate }
  /** The API's words for a PIN code it cannot place (422). */
  | { status: 'refused'; pin: string; message: string }
  | { status: 'failed'; pin: string };

const isDays = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * GET /delivery-estimate?pin=&productId=, read defensively (no zod on the product page): a field
 * missing reads as not known.
 */
export async function fetchDeliveryAnswer(
  pin: string,
  productId: string | undefined,
  signal?: AbortSignal,
): Promise<DeliveryAnswer> {
  try {
    const raw = await browserApi().get<Record<string, unknown>>('/delivery-estimate', {
      query: { pin, productId },
      signal,
    });
    const estimate: DeliveryEstimate = {
      serviceable: raw?.serviceable === true,
      cod: raw?.cod === true,
      minDays: isDays(raw?.minDays),
      maxDays: isDays(raw?.maxDays),
      date: typeof raw?.date === 'string' && raw.date ? raw.date : null,
      shipping: isDays(raw?.shipping),
    };
    return { status: 'estimate', pin, estimate };
  } catch (error) {
    if (signal?.aborted) throw error;
    if (error instanceof ApiError && error.status === 422 && error.serverMessage) {
      return { status: 'refused', pin, message: error.serverMessage };
    }
    return { status: 'failed', pin };
  }
}

export const DELIVERY_CHECK_FAILED = 'We could not check delivery just now. Please try again.';

/**
 * The promise in words: "Delivery by Wed, 2 Dec to 781001 · Cash on delivery available", or
 * that the store does not deliver there, or why the PIN code was refused.
 */
export function deliveryPromiseText(answer: DeliveryAnswer): string {
  if (answer.status === 'refused') return answer.message;
  if (answer.status === 'failed') return DELIVERY_CHECK_FAILED;
  const { estimate, pin } = answer;
  if (!estimate.serviceable) return `We do not deliver to ${pin} yet.`;
  const when = estimate.date
    ? `Delivery by ${formatIndiaDay(estimate.date)}`
    : estimate.maxDays !== null
      ? `Delivery in ${daysText(estimate.minDays, estimate.maxDays)}`
      : 'Delivery';
  const cod = estimate.cod ? 'Cash on delivery available' : 'Cash on delivery not available';
  return `${when} to ${pin} · ${cod}`;
}

function daysText(min: number | null, max: number): string {
  const range = min !== null && min < max ? `${min}–${max}` : String(max);
  return `${range} ${max === 1 ? 'day' : 'days'}`;
}

/** What delivery costs there, when the API said: "Free delivery" or "Delivery charge ₹49". */
export function deliveryChargeText(answer: DeliveryAnswer): string | null {
  if (answer.status !== 'estimate' || !answer.estimate.serviceable) return null;
  const { shipping } = answer.estimate;
  if (shipping === null || shipping === undefined) return null;
  return shipping === 0 ? 'Free delivery' : `Delivery charge ${formatPrice(shipping)}`;
}
