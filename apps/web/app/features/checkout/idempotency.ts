/** One checkout attempt: the request it sends and the key that makes sending it again safe. */
export interface CheckoutAttempt {
  body: string;
  key: string;
}

/** 128 random bits as hex. getRandomValues works on plain-HTTP pages too, unlike randomUUID. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The attempt to send `body` as. Sending the same request again (a double click, a retry after
 * a network failure) reuses the previous attempt's Idempotency-Key, so an order the server did
 * create while its answer was lost is answered instead of placed twice. A changed request is a
 * new attempt with a new key: the server refuses a key reused for a different order.
 */
export function checkoutAttempt(
  previous: CheckoutAttempt | null,
  body: string,
  newKey: () => string = newIdempotencyKey,
): CheckoutAttempt {
  return previous?.body === body ? previous : { body, key: newKey() };
}
