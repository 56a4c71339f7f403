import type { DeliveryEstimate } from '@storefront/contract';
import { ApiError } from '~/lib/api-client';
import { browserApi } from '~/lib/browser-api';
import { formatIndiaDay, formatPrice } from '~/lib/format';

// Loaded when a PIN code is first asked about (load-delivery-answer.js), not with the page: the
// API client and these words stay off the product page's first load.

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

/** What the promise's live region shows. */
export interface DeliveryAnswerView {
  pin: string;
  /** The promise, or why there is none. */
  text: string;
  /** "Free delivery" or "Delivery charge ₹49", when the API said. */
  charge: string | null;
  /** Whether it is a promise (else a refusal or a failure, shown as a problem). */
  promised: boolean;
  /** The API could not be asked: asking again may work. */
  failed: boolean;
}

/** Asks the API about `pin` and words the answer. Throws only when `signal` cancelled it. */
export async function askDelivery(
  pin: string,
  productId: string | undefined,
  signal?: AbortSignal,
): Promise<DeliveryAnswerView> {
  const answer = await fetchDeliveryAnswer(pin, productId, signal);
  return {
    pin,
    text: deliveryPromiseText(answer),
    charge: deliveryChargeText(answer),
    promised: answer.status === 'estimate' && answer.estimate.serviceable,
    failed: answer.status === 'failed',
  };
}
