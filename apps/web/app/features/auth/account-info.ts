import {
  type AccountInfo,
  accountInfoResponseSchema,
  accountInfoSchema,
} from '@storefront/contract';

const UNEXPECTED_ACCOUNT_ANSWER = 'Unexpected answer from the server';

/** GET /accountInfo's body: the account inside a data wrapper, or the account itself (spec section 7). */
export function parseAccountInfo(body: unknown): AccountInfo {
  const wrapped = accountInfoResponseSchema.safeParse(body);
  if (wrapped.success) return wrapped.data.data;
  const bare = accountInfoSchema.safeParse(body);
  if (bare.success) return bare.data;
  throw new Error(UNEXPECTED_ACCOUNT_ANSWER);
}

const memberSinceFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/**
 * "January 5, 2024" (spec section 9: "MMMM d, yyyy"), on the shopper's own calendar day. A value
 * that is not a date is shown as it came.
 */
export function formatMemberSince(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? createdAt : memberSinceFormat.format(date);
}
