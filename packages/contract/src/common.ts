import { z } from 'zod';

export const TEXT_MESSAGE = 'must not contain NUL characters or unpaired surrogates';

const SURROGATE = /[\uD800-\uDFFF]/;

/** Whether a string can be stored and sent as it is: no NUL, every surrogate paired. */
export function isCleanText(value: string): boolean {
  if (value.includes('\0')) return false;
  if (!SURROGATE.test(value)) return true;
  // String.isWellFormed, spelled out: the schemas also run in browsers older than it.
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    if (unit < 0xd800 || unit > 0xdfff) continue;
    const next = value.charCodeAt(i + 1);
    if (unit > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return false;
    i++;
  }
  return true;
}

/**
 * Every string the API takes or gives is one of these. PostgreSQL cannot store NUL, and an
 * unpaired surrogate has no UTF-8 form, so either would fail deep in a query; here it is a 400
 * that names the field. The lint forbids a bare z.string() anywhere else in the contract.
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  // eslint-disable-next-line no-restricted-syntax -- the one place a bare string schema is made
  return z.string(params).refine(isCleanText, { message: TEXT_MESSAGE, abort: true });
}

/** A whole number from a query string, 1..max, `fallback` when absent (page numbers, limits). */
export function countParameter(max: number, fallback: number) {
  return z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(max, `must be at most ${max}`)
    .default(fallback);
}

/** GET /health/live and /health/ready, when the API can answer (else 503 with an error). */
export const healthStatusSchema = z.object({ status: z.literal('ok') });

/** Every API error body: one message for a person, naming the field when input was bad. */
export const errorSchema = z.object({ error: text() });
export type ApiError = z.infer<typeof errorSchema>;

/** Money travels as rupees with at most two decimals; the database keeps integer paise. */
export const rupeesSchema = z.number().nonnegative();

export function paiseToRupees(paise: number): number {
  return paise / 100;
}

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}
