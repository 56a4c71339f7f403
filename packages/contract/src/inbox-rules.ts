// The shop's inbox: the storefront's contact form and newsletter, and the e-mails staff get about
// what happens in the shop. Plain values, no zod (like constants.ts): the storefront's home page
// and contact page read them without the schemas (contact.ts and newsletter.ts hold those).

export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_SUBJECT_MAX_LENGTH = 200;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
export const CONTACT_REPLY_MAX_LENGTH = 5000;

/**
 * Where a contact message stands in the back office: unread until a staff member opens it, done
 * once they have dealt with it (a done message can be opened again).
 */
export const CONTACT_MESSAGE_STATUSES = ['unread', 'read', 'done'] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];

export const CONTACT_MESSAGE_STATUS_LABELS: Record<ContactMessageStatus, string> = {
  unread: 'Unread',
  read: 'Read',
  done: 'Done',
};

/**
 * What a newsletter subscriber agrees to: shown beside the storefront's form and kept with each
 * subscription, word for word, with its time (the Digital Personal Data Protection Act, 2023 has
 * the shop prove the notice it gave and the consent it relies on). Changing it changes what new
 * subscribers agree to; those before keep the words they saw.
 */
export const NEWSLETTER_CONSENT_TEXT =
  'We will e-mail you new arrivals and sale alerts, once or twice a month, and use your address for nothing else. Unsubscribe any time with the link in every e-mail.';

export const NEWSLETTER_STATUSES = ['subscribed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

export const NEWSLETTER_STATUS_LABELS: Record<NewsletterStatus, string> = {
  subscribed: 'Subscribed',
  unsubscribed: 'Unsubscribed',
};

/** What staff can be e-mailed about, each chosen per address in the store's settings. */
export const STAFF_NOTIFICATION_EVENTS = [
  'order_placed',
  'upi_to_confirm',
  'grievance_filed',
  'contact_message',
  'low_stock',
  'return_requested',
] as const;
export type StaffNotificationEvent = (typeof STAFF_NOTIFICATION_EVENTS)[number];

export const STAFF_NOTIFICATION_LABELS: Record<StaffNotificationEvent, string> = {
  order_placed: 'A new order',
  upi_to_confirm: 'A UPI payment to confirm',
  grievance_filed: 'A new grievance',
  contact_message: 'A contact message',
  low_stock: 'Low stock (one digest a day)',
  return_requested: 'A return or exchange request',
};

/** Addresses the notifications may go to. */
export const STAFF_NOTIFICATION_MAX_RECIPIENTS = 10;

/** The low-stock digest is written at this time of day in India (IST), once a day. */
export const LOW_STOCK_DIGEST_HOUR_IST = 9;
