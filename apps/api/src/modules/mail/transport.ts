import nodemailer from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import type { MailAttachment } from './attachments';

/** One rendered e-mail, its headers checked, ready for a transport. */
export interface OutgoingMail {
  from: { name: string; address: string };
  to: string;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
  /** "<unique@domain>": the same on every retry of this mail. */
  messageId: string;
  /** Files it carries: the shipped mail's tax invoice. */
  attachments: MailAttachment[];
  /** Headers of its kind (a newsletter's List-Unsubscribe), already checked. */
  headers?: Record<string, string>;
}

export interface MailTransport {
  /** 'smtp' or 'mailbox'; recorded with each sent mail. */
  name: 'smtp' | 'mailbox';
  /** The address mails are sent from. */
  fromAddress: string;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * The built-in mailbox of the embedded default: a mail is "sent" by keeping it in the outbox row
 * (subject and bodies are already there), where GET /dev/mailbox reads it.
 */
export function createMailboxTransport(fromAddress = 'shop@localhost'): MailTransport {
  return { name: 'mailbox', fromAddress, send: async () => {}, close: () => {} };
}

/** Nodemailer over SMTP (smtp:// with STARTTLS when offered, smtps:// for TLS from the start). */
export function createSmtpTransport(url: string, fromAddress: string): MailTransport {
  // Nodemailer reads host, port, TLS and credentials from the URL.
  const options = {
    url,
    // Connections are kept and reused (up to 100 mails each): a handshake (and TLS) per mail
    // held each one ~110 ms on a local server (bench:mail).
    pool: true,
    maxConnections: 2,
    // An unreachable or stalled server fails the attempt soon; the mail job retries it later.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as SMTPPool.Options;
  const smtp = nodemailer.createTransport(options);
  return {
    name: 'smtp',
    fromAddress,
    async send(mail) {
      await smtp.sendMail({
        from: mail.from,
        to: mail.to,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: mail.messageId,
        attachments: mail.attachments,
        // Transactional mail: auto-responders (out-of-office) should not answer it.
        headers: { 'Auto-Submitted': 'auto-generated', ...mail.headers },
      });
    },
    close: () => smtp.close(),
  };
}
