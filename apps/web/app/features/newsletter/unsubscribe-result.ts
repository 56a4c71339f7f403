/** What the unsubscribe page's action answers, with or without JavaScript. */
export type UnsubscribeResult =
  { ok: true; email: string } | { ok: false; reason: 'invalid' | 'failed'; message: string };

export const unsubscribeMessages = {
  invalid: 'This unsubscribe link is not valid. Please use the link in our latest e-mail.',
  failed: 'We could not unsubscribe you just now. Please try again in a moment.',
} as const;
