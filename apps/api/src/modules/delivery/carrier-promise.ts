// The delivery promise from the courier carrier's serviceability (issue 39), for a store whose
// shipping settings ask for it (promiseFrom 'carrier'). The delivery module does not know the
// carriers: app.ts hands it the configured carrier's serviceability as a function, so the
// shipping module (which uses this one) is never imported from here.

/** What the delivery module asks: the shipping module's ServiceabilityQuery, by shape. */
export interface CourierQuery {
  pickupPostcode: string;
  deliveryPostcode: string;
  weightGrams: number;
  cashOnDeliveryPaise: number | null;
}

/** What it reads of the answer: the shipping module's Serviceability, by shape. */
export interface CourierAnswer {
  status: 'serviceable' | 'not serviceable' | 'unknown';
  options: { estimatedDays: number | null; cod: boolean }[];
}

/** The configured courier carrier's serviceability; null when no such carrier is configured. */
export type ServiceabilityLookup = (query: CourierQuery) => Promise<CourierAnswer | null>;

/**
 * What the couriers promise between two PIN codes: not serviceable, or the fastest courier's
 * days (min) to the slowest's (max) — which courier books the parcel is not known yet — and
 * whether any of them collects cash on delivery. Null: the carrier cannot say (zones apply).
 */
export type CourierPromise =
  | { serviceable: false }
  | { serviceable: true; minDays: number | null; maxDays: number | null; cod: boolean }
  | null;

/** Six hours: a courier's reach and days change far more slowly than shoppers ask. */
export const COURIER_PROMISE_TTL_MS = 6 * 3600_000;
/** Beyond this many PIN pairs the oldest answer is forgotten first. */
export const COURIER_PROMISE_MAX_ENTRIES = 10_000;
/** How long a shopper waits for the carrier before the zone's promise answers instead. */
export const COURIER_PROMISE_TIMEOUT_MS = 2_000;
/** The parcel asked about: the days do not depend on it, so one weight serves every product. */
const ASKED_GRAMS = 500;

const TIMED_OUT = Symbol('timed out');

/**
 * Asks the carrier, remembering its answer per (pickup PIN, delivery PIN) in this process:
 * an answer is at most COURIER_PROMISE_TTL_MS (6 hours) old. One prepaid question answers both
 * kinds of payment: every courier is listed, each saying whether it collects cash. A carrier that
 * fails or takes longer than COURIER_PROMISE_TIMEOUT_MS gives null (the zone's promise), never an
 * error, and is asked again next time.
 */
export function createCourierPromises({
  lookup,
  now,
  ttlMs = COURIER_PROMISE_TTL_MS,
  maxEntries = COURIER_PROMISE_MAX_ENTRIES,
  timeoutMs = COURIER_PROMISE_TIMEOUT_MS,
  onError,
}: {
  lookup: ServiceabilityLookup;
  now: () => Date;
  ttlMs?: number;
  maxEntries?: number;
  timeoutMs?: number;
  onError?: (error: unknown) => void;
}) {
  const cache = new Map<string, { at: number; promise: CourierPromise }>();

  /** The carrier's answer; undefined when it failed or was too slow (not remembered). */
  async function ask(pickupPin: string, deliveryPin: string): Promise<CourierPromise | undefined> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const answer = await Promise.race([
        lookup({
          pickupPostcode: pickupPin,
          deliveryPostcode: deliveryPin,
          weightGrams: ASKED_GRAMS,
          cashOnDeliveryPaise: null,
        }),
        new Promise<typeof TIMED_OUT>((resolve) => {
          timer = setTimeout(() => resolve(TIMED_OUT), timeoutMs);
        }),
      ]);
      if (answer === TIMED_OUT) {
        onError?.(new Error(`The carrier did not answer within ${timeoutMs} ms`));
        return undefined;
      }
      return promiseOf(answer);
    } catch (error) {
      onError?.(error);
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }

  /** The couriers' promise from one PIN code to another; null: the zone's promise applies. */
  async function promise(pickupPin: string, deliveryPin: string): Promise<CourierPromise> {
    const key = `${pickupPin}>${deliveryPin}`;
    const at = now().getTime();
    const cached = cache.get(key);
    if (cached && at - cached.at < ttlMs) return cached.promise;
    const answer = await ask(pickupPin, deliveryPin);
    if (answer === undefined) return null;
    cache.delete(key);
    if (cache.size >= maxEntries) cache.delete(cache.keys().next().value!);
    cache.set(key, { at, promise: answer });
    return answer;
  }

  return { promise, forget: () => cache.clear() };
}

function promiseOf(answer: CourierAnswer | null): CourierPromise {
  if (!answer || answer.status === 'unknown') return null;
  if (answer.status === 'not serviceable' || answer.options.length === 0) {
    return { serviceable: false };
  }
  const days = answer.options
    .map((option) => option.estimatedDays)
    .filter((value): value is number => value !== null && Number.isFinite(value) && value >= 0);
  return {
    serviceable: true,
    minDays: days.length > 0 ? Math.min(...days) : null,
    maxDays: days.length > 0 ? Math.max(...days) : null,
    cod: answer.options.some((option) => option.cod),
  };
}
