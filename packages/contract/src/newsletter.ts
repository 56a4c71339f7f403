// The storefront's newsletter sign-up (POST /newsletter), its one-click unsubscribe, and the
// back office's subscriber list (/admin/subscribers) with its CSV export.
import { z } from 'zod';
import { pagedSchema, pageQuerySchema } from './admin';
import { text } from './common';
import { EMAIL_MAX_LENGTH } from './constants';
import { typedEmailAddress } from './contact';
import { NEWSLETTER_STATUSES } from './inbox-rules';

export const newsletterMessages = {
  email: 'Please enter your e-mail address',
  emailInvalid: 'Please enter a valid e-mail address',
  /** An unsubscribe link that names nobody (mistyped, or from another shop). */
  linkInvalid: 'This unsubscribe link is not valid. Please use the link in our latest e-mail.',
} as const;

/**
 * POST /newsletter → 201. The address is kept with the consent notice it was given
 * (NEWSLETTER_CONSENT_TEXT) and the time; a confirmation with an unsubscribe link is mailed.
 * The answer is the same whether or not the address was subscribed already.
 */
export const newsletterRequestSchema = z.object({
  email: typedEmailAddress({
    empty: newsletterMessages.email,
    invalid: newsletterMessages.emailInvalid,
  }),
});
export type NewsletterRequest = z.input<typeof newsletterRequestSchema>;

export const newsletterSubscribedSchema = z.object({ subscribed: z.literal(true) });

/** The unsubscribe link's token: 22 base64url characters (128 bits). */
export const NEWSLETTER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** POST /newsletter/unsubscribe/{token}: one click, no sign-in (also RFC 8058's one-click POST). */
export const newsletterTokenParamsSchema = z.object({
  token: text().trim().max(100),
});

export const newsletterUnsubscribedSchema = z.object({
  /** The address that will get no more newsletters. */
  email: text(),
  status: z.literal('unsubscribed'),
});
export type NewsletterUnsubscribed = z.infer<typeof newsletterUnsubscribedSchema>;

// ─── Back office ────────────────────────────────────────────────────────────────────────────────

const newsletterStatus = z.enum(NEWSLETTER_STATUSES, {
  error: 'must be subscribed or unsubscribed',
});

/** GET /admin/subscribers (and its export): the newest first. */
export const adminSubscriberListQuerySchema = pageQuerySchema.extend({
  status: newsletterStatus.optional(),
  /** A part of the e-mail address. */
  q: text().trim().max(EMAIL_MAX_LENGTH).optional(),
});
export type AdminSubscriberListQuery = z.input<typeof adminSubscriberListQuerySchema>;

/** GET /admin/subscribers/export: every subscriber the filters name, as CSV. */
export const adminSubscriberExportQuerySchema = adminSubscriberListQuerySchema.pick({
  status: true,
  q: true,
});
export type AdminSubscriberExportQuery = z.input<typeof adminSubscriberExportQuerySchema>;

export const adminSubscriberSchema = z.object({
  id: z.number().int(),
  email: text(),
  status: newsletterStatus,
  /** The notice the person agreed to, word for word, and when. */
  consentText: text(),
  consentedAt: text(),
  unsubscribedAt: text().nullable(),
  createdAt: text(),
});
export type AdminSubscriber = z.infer<typeof adminSubscriberSchema>;

export const adminSubscriberListSchema = pagedSchema(adminSubscriberSchema).extend({
  /** Addresses subscribed now, whatever the filters. */
  subscribed: z.number().int(),
});
export type AdminSubscriberList = z.infer<typeof adminSubscriberListSchema>;

/** The export's columns, in order. */
export const SUBSCRIBER_CSV_COLUMNS = [
  'email',
  'status',
  'consented_at',
  'consent_text',
  'unsubscribed_at',
] as const;
