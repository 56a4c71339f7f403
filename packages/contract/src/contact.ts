// The storefront's contact form (POST /contact) and the back office's Messages
// (/admin/messages): every message is kept for the shop, answered by e-mail and marked done.
import { z } from 'zod';
import { pagedSchema, pageQuerySchema } from './admin';
import { text } from './common';
import { EMAIL_MAX_LENGTH } from './constants';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_STATUSES,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_REPLY_MAX_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
} from './inbox-rules';

/** Messages a person reads under a field of the contact form; the API's 400s name the field. */
export const contactMessages = {
  name: 'Please enter your name',
  nameTooLong: `Name must be at most ${CONTACT_NAME_MAX_LENGTH} characters`,
  email: 'Please enter your e-mail address',
  emailInvalid: 'Please enter a valid e-mail address',
  subject: 'Please enter a subject',
  subjectTooLong: `Subject must be at most ${CONTACT_SUBJECT_MAX_LENGTH} characters`,
  message: 'Please enter your message',
  messageTooLong: `Message must be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters`,
  notFound: 'Message not found',
} as const;

const required = (empty: string, max: number, tooLong: string) =>
  text({ error: empty }).trim().min(1, { message: empty, abort: true }).max(max, tooLong);

/** An e-mail address a person typed into a form: trimmed, lowercased, checked. */
export function typedEmailAddress(messages: { empty: string; invalid: string }) {
  return text({ error: messages.empty })
    .trim()
    .min(1, { message: messages.empty, abort: true })
    .toLowerCase()
    .pipe(z.email({ error: messages.invalid }).max(EMAIL_MAX_LENGTH, messages.invalid));
}

/** POST /contact → 201: the message is kept for the shop and mailed to its staff. */
export const contactRequestSchema = z.object({
  name: required(contactMessages.name, CONTACT_NAME_MAX_LENGTH, contactMessages.nameTooLong),
  email: typedEmailAddress({ empty: contactMessages.email, invalid: contactMessages.emailInvalid }),
  subject: required(
    contactMessages.subject,
    CONTACT_SUBJECT_MAX_LENGTH,
    contactMessages.subjectTooLong,
  ),
  message: required(
    contactMessages.message,
    CONTACT_MESSAGE_MAX_LENGTH,
    contactMessages.messageTooLong,
  ),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;
export type ContactInput = z.output<typeof contactRequestSchema>;

/** What POST /contact answers: the message is with the shop (nothing about it is shown back). */
export const contactReceivedSchema = z.object({ received: z.literal(true) });
export type ContactReceived = z.infer<typeof contactReceivedSchema>;

// ─── Back office ────────────────────────────────────────────────────────────────────────────────

const contactStatus = z.enum(CONTACT_MESSAGE_STATUSES, {
  error: 'must be unread, read or done',
});

/** GET /admin/messages: unread first, then the newest. */
export const adminContactListQuerySchema = pageQuerySchema.extend({
  status: contactStatus.optional(),
  /** An e-mail address, or words of the name or subject. */
  q: text().trim().max(EMAIL_MAX_LENGTH).optional(),
});
export type AdminContactListQuery = z.input<typeof adminContactListQuerySchema>;

export const adminContactSummarySchema = z.object({
  id: z.number().int(),
  name: text(),
  email: text(),
  subject: text(),
  /** The message's beginning, on one line. */
  preview: text(),
  status: contactStatus,
  createdAt: text(),
  /** Answers e-mailed from the back office. */
  replies: z.number().int(),
});
export type AdminContactSummary = z.infer<typeof adminContactSummarySchema>;

export const adminContactListSchema = pagedSchema(adminContactSummarySchema).extend({
  /** Unread messages of the store, whatever the filters. */
  unread: z.number().int(),
});
export type AdminContactList = z.infer<typeof adminContactListSchema>;

export const contactReplySchema = z.object({
  id: z.number().int(),
  body: text(),
  /** The staff member's e-mail. */
  by: text(),
  createdAt: text(),
});
export type ContactReply = z.infer<typeof contactReplySchema>;

export const adminContactMessageSchema = adminContactSummarySchema
  .omit({ preview: true, replies: true })
  .extend({
    message: text(),
    readAt: text().nullable(),
    doneAt: text().nullable(),
    /** Who marked it done (a staff member's e-mail). */
    doneBy: text().nullable(),
    /** Oldest first. */
    replies: z.array(contactReplySchema),
  });
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;

/** POST /admin/messages/{id}/replies: e-mailed to the sender; `done` marks the message done too. */
export const contactReplyRequestSchema = z.object({
  body: text({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(CONTACT_REPLY_MAX_LENGTH, `must be at most ${CONTACT_REPLY_MAX_LENGTH} characters`),
  done: z.boolean().optional(),
});
export type ContactReplyRequest = z.input<typeof contactReplyRequestSchema>;

/** POST /admin/messages/{id}/status: done, or back to read (opened again). */
export const contactStatusChangeSchema = z.object({
  status: z.enum(['done', 'read'], { error: 'must be done or read' }),
});
export type ContactStatusChange = z.infer<typeof contactStatusChangeSchema>;
