import { z } from 'zod';

/** One e-mail of the built-in mailbox (GET /dev/mailbox), newest first. */
export const mailboxMessageSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.string(),
});
export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;
export const mailboxSchema = z.array(mailboxMessageSchema);
