export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

/**
 * What the contact page's action answers, for a form posted with or without JavaScript: the
 * message is with the shop, or the values come back with what is wrong.
 */
export type ContactActionResult =
  | { ok: true }
  | {
      ok: false;
      values: ContactValues;
      fieldErrors: Partial<Record<ContactField, string>>;
      formError: string | null;
    };

/** Spec section 2: what the page says once a message is sent. */
export const CONTACT_SENT = {
  title: 'Message Sent',
  description: "Thank you for contacting us. We'll get back to you shortly.",
} as const;

export const contactPageMessages = {
  failed: 'Your message could not be sent just now. Please try again in a moment.',
} as const;
