/** What the home page's action answers for the newsletter form, with or without JavaScript. */
export type NewsletterActionResult =
  { ok: true } | { ok: false; email: string; error: string; status: number };

/** Spec section 2: the confirmation once subscribed. */
export const NEWSLETTER_SUBSCRIBED = {
  title: 'Subscribed!',
  description: 'Thank you for subscribing to our newsletter.',
} as const;

export const newsletterMessages = {
  failed: 'We could not sign you up just now. Please try again in a moment.',
} as const;
