import { z } from 'zod';
import { text } from './common';

/** One e-mail of the built-in mailbox (GET /dev/mailbox), newest first. */
export const mailboxMessageSchema = z.object({
  id: z.number().int(),
  to: text(),
  subject: text(),
  text: text(),
  html: text(),
  createdAt: text(),
  /** Files the mail carried (the shipped mail's tax invoice), each downloadable at its url. */
  attachments: z.array(z.object({ filename: text(), contentType: text(), url: text() })),
});
export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;
export const mailboxSchema = z.array(mailboxMessageSchema);

/** GET /dev/mailbox?to=: only the e-mails to that address. */
export const mailboxQuerySchema = z.object({ to: text().max(254).optional() });
