import { and, eq, sql } from 'drizzle-orm';
import { emailAddressSchema } from '@storefront/contract';
import type { Database } from '../../db/client';
import { type MailOutboxRow, mailOutbox, type StoreRow } from '../../db/schema';
import { type InvoiceData, renderInvoicePdf } from '../invoices';
import { mailAttachments } from './attachments';
import { loadMailOrder, loadMailStore, toMailStore } from './mail-context';
import type { MailMessage, MailRenderInput, RenderedMail } from './mail-kinds';
import { renderMail } from './render';
import type { MailTransport } from './transport';

export interface MailDeliveryOptions {
  db: Database;
  transport: MailTransport;
  /** Where links in mails point when the store has no published origin of its own. */
  defaultWebOrigin: string;
  /** Where the API and the back office are (staff mails' links, one-click unsubscribe). */
  apiOrigin?: string;
  /** Where mail apps fetch the store's uploaded images (its logo): the API's public base. */
  apiBaseFor?: (webOrigin: string) => string;
  render?: (input: MailRenderInput) => Promise<RenderedMail>;
  /** Renders the tax invoice a shipped mail carries. */
  renderInvoice?: (data: InvoiceData) => Promise<Buffer>;
}

export type MailDelivery = ReturnType<typeof createMailDelivery>;

/**
 * The claim on a mail (jobs/mail.ts) still this process's: not taken over by another after its
 * lease ran out. Every write about a claimed mail is made under it.
 */
export const stillClaimed = (row: MailOutboxRow) =>
  and(
    eq(mailOutbox.id, row.id),
    eq(mailOutbox.status, 'sending'),
    eq(mailOutbox.attempts, row.attempts),
  );

/**
 * Sends a mail the outbox job claimed, and marks it sent once the transport accepted it: a crash
 * between the two sends it again — at least once, under the same Message-ID — and never loses it.
 * Throws when it was not sent; a PermanentMailError when no retry can send it.
 */
export function createMailDelivery({
  db,
  transport,
  defaultWebOrigin,
  apiOrigin = 'http://localhost:8044',
  apiBaseFor,
  render = renderMail,
  renderInvoice = renderInvoicePdf,
}: MailDeliveryOptions) {
  const senderDomain = transport.fromAddress.split('@')[1] ?? 'localhost';

  async function rendered(row: MailOutboxRow, store: StoreRow): Promise<RenderedMail> {
    if (row.subject !== null && row.html !== null && row.textBody !== null) {
      return { subject: row.subject, html: row.html, text: row.textBody };
    }
    const message = { kind: row.kind, data: row.data } as MailMessage;
    // The order-placed mails (the shopper's and the staff's) and the shipped mail list the order;
    // the others carry what they say in their data.
    const listsOrder =
      message.kind === 'order_placed' ||
      message.kind === 'staff_order_placed' ||
      message.kind === 'order_shipped';
    const order = listsOrder ? await loadMailOrder(db, message.data.orderId) : null;
    if (listsOrder && !order) {
      throw new PermanentMailError(`order ${message.data.orderId} no longer exists`);
    }
    const mail = await render({
      message,
      store: toMailStore(store, defaultWebOrigin, apiOrigin, apiBaseFor),
      order,
    });
    // Kept, so that a retry sends these very bytes and the mailbox can show them.
    await db
      .update(mailOutbox)
      .set({ subject: mail.subject, html: mail.html, textBody: mail.text })
      .where(stillClaimed(row));
    return mail;
  }

  /** Sends one claimed mail; `stores` keeps the stores read for the mails claimed with it. */
  async function deliver(row: MailOutboxRow, stores: Map<number, StoreRow | null>) {
    if (!stores.has(row.storeId)) stores.set(row.storeId, await loadMailStore(db, row.storeId));
    const store = stores.get(row.storeId);
    if (!store) throw new PermanentMailError(`store ${row.storeId} no longer exists`);
    if (!isMailAddress(row.recipient)) {
      throw new PermanentMailError('the recipient is not a valid e-mail address');
    }
    const mail = await rendered(row, store);
    const message = { kind: row.kind, data: row.data } as MailMessage;
    // A contact message mailed to the shop is answered to its sender from the mail app.
    const replyTo =
      message.kind === 'staff_contact_message' ? message.data.email : store.companyEmail;
    await transport.send({
      from: { name: headerText(store.storeName), address: transport.fromAddress },
      to: row.recipient,
      replyTo: isMailAddress(replyTo) ? replyTo : null,
      headers: kindHeaders(message, apiOrigin),
      subject: headerText(mail.subject),
      html: mail.html,
      text: mail.text,
      messageId: `<${row.messageId}@${senderDomain}>`,
      attachments: await mailAttachments(db, row, renderInvoice),
    });
    await db
      .update(mailOutbox)
      .set({
        status: 'sent',
        sentAt: sql`now()`,
        transport: transport.name,
        lockedUntil: null,
        lastError: null,
        // A one-time link (a password reset, a staff invitation) that went out by SMTP is not
        // kept in clear here (only its hash, with the account); the built-in mailbox has to
        // show it.
        ...(ONE_TIME_LINKS.has(row.kind) && transport.name === 'smtp'
          ? { data: {}, html: null, textBody: null }
          : {}),
      })
      .where(stillClaimed(row));
  }

  return { deliver };
}

/** Mails that carry a one-time link: not kept in clear once SMTP has taken them. */
const ONE_TIME_LINKS = new Set<MailMessage['kind']>(['password_reset', 'staff_invite']);

/**
 * A newsletter mail's one-click unsubscribe (RFC 8058): mail apps show an Unsubscribe button
 * that POSTs to the API, no sign-in, no page to visit.
 */
function kindHeaders(message: MailMessage, apiOrigin: string): Record<string, string> | undefined {
  if (message.kind !== 'newsletter_subscribed') return undefined;
  const url = `${apiOrigin.replace(/\/+$/, '')}/api/v1/newsletter/unsubscribe/${encodeURIComponent(message.data.token)}`;
  return {
    'List-Unsubscribe': `<${url}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** A mail that no retry can send (its order or store is gone, its address is not one). */
export class PermanentMailError extends Error {}

/** One address, nothing around it: no line break or comma can smuggle in another header. */
function isMailAddress(value: string): boolean {
  return !/[\s,;<>]/.test(value) && emailAddressSchema.safeParse(value).success;
}

/** Header values on one line: a line break in a store name or subject cannot add a header. */
function headerText(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]+/g, ' ')
      .trim()
      .slice(0, 200)
  );
}
