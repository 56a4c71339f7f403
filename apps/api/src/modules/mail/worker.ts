import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { emailAddressSchema } from '@storefront/contract';
import type { Database } from '../../db/client';
import { type MailOutboxRow, mailOutbox, type StoreRow } from '../../db/schema';
import type { InvoiceData } from '../invoices/invoice-data';
import { renderInvoicePdf } from '../invoices/invoice-pdf';
import { mailAttachments } from './attachments';
import { loadMailOrder, loadMailStore, toMailStore } from './mail-context';
import type { MailMessage, MailRenderInput, RenderedMail } from './mail-kinds';
import { renderMail } from './render';
import type { MailTransport } from './transport';

export interface MailWorkerOptions {
  db: Database;
  transport: MailTransport;
  log: FastifyBaseLogger;
  /** Where links in mails point when the store has no published origin of its own. */
  defaultWebOrigin: string;
  /** Where the API and the back office are (staff mails' links, one-click unsubscribe). */
  apiOrigin?: string;
  /** Where mail apps fetch the store's uploaded images (its logo): the API's public base. */
  apiBaseFor?: (webOrigin: string) => string;
  /** How often the outbox is looked at for mails that are due. */
  pollMs?: number;
  /** Mails claimed at once by one worker. */
  batchSize?: number;
  /** Attempts before a mail is marked failed. */
  maxAttempts?: number;
  /** The wait after the first failed attempt; it doubles with each further one, up to an hour. */
  retryBaseMs?: number;
  /**
   * How long a claimed mail is this worker's: past it (the process died mid-send), another
   * worker sends it again under the same Message-ID. Longer than a send's time-outs.
   */
  leaseMs?: number;
  /**
   * Sent and failed mails are deleted this many days after they were written: they hold
   * customers' addresses and orders, and a mail archive is not the shop's record of an order.
   */
  retentionDays?: number;
  render?: (input: MailRenderInput) => Promise<RenderedMail>;
  /** Renders the tax invoice a shipped mail carries. */
  renderInvoice?: (data: InvoiceData) => Promise<Buffer>;
}

const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;
const PURGE_EVERY_MS = 60 * 60 * 1000;
const PURGE_BATCH = 5_000;
const MAX_ERROR_LENGTH = 500;

export type MailWorker = ReturnType<typeof createMailWorker>;

/**
 * Sends the outbox. Every API process runs one; a mail is claimed by one of them at a time
 * (FOR UPDATE SKIP LOCKED) and marked sent after the transport accepted it, so a crash between
 * the two sends it again — at least once, under the same Message-ID — and never loses it.
 */
export function createMailWorker({
  db,
  transport,
  log,
  defaultWebOrigin,
  apiOrigin = 'http://localhost:8044',
  apiBaseFor,
  pollMs = 1_000,
  batchSize = 10,
  maxAttempts = 8,
  retryBaseMs = 30_000,
  leaseMs = 120_000,
  retentionDays = 90,
  render = renderMail,
  renderInvoice = renderInvoicePdf,
}: MailWorkerOptions) {
  const senderDomain = transport.fromAddress.split('@')[1] ?? 'localhost';
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopped = true;

  async function claim(): Promise<MailOutboxRow[]> {
    const due = sql`(
      select id from ${mailOutbox}
      where status in ('pending', 'sending') and next_attempt_at <= now()
        and (status = 'pending' or locked_until < now())
      order by next_attempt_at, id
      limit ${batchSize}
      for update skip locked)`;
    return db
      .update(mailOutbox)
      .set({
        status: 'sending',
        attempts: sql`${mailOutbox.attempts} + 1`,
        lockedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
      })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  /** The same claim still ours: not taken over by another worker after our lease ran out. */
  const stillOurs = (row: MailOutboxRow) =>
    and(
      eq(mailOutbox.id, row.id),
      eq(mailOutbox.status, 'sending'),
      eq(mailOutbox.attempts, row.attempts),
    );

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
      .where(stillOurs(row));
    return mail;
  }

  async function deliver(row: MailOutboxRow, stores: Map<number, StoreRow | null>) {
    try {
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
        .where(stillOurs(row));
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(
        0,
        MAX_ERROR_LENGTH,
      );
      const giveUp = error instanceof PermanentMailError || row.attempts >= maxAttempts;
      const delayMs = Math.min(retryBaseMs * 2 ** (row.attempts - 1), MAX_RETRY_DELAY_MS);
      await db
        .update(mailOutbox)
        .set(
          giveUp
            ? { status: 'failed', lastError: reason, lockedUntil: null }
            : {
                status: 'pending',
                lastError: reason,
                lockedUntil: null,
                nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})`,
              },
        )
        .where(stillOurs(row));
      const fields = { mailId: row.id, kind: row.kind, attempt: row.attempts, reason };
      if (giveUp) log.error(fields, 'e-mail failed; it will not be retried');
      else log.warn({ ...fields, retryInMs: delayMs }, 'e-mail not sent; it will be retried');
    }
  }

  /** Sends what is due now; answers how many mails it claimed. */
  async function runOnce(): Promise<number> {
    // RETURNING keeps no order: the oldest due mail goes first.
    const claimed = (await claim()).sort(
      (a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || a.id - b.id,
    );
    const stores = new Map<number, StoreRow | null>();
    // One at a time: a shop's mail is a trickle, and an SMTP server limits connections.
    for (const row of claimed) await deliver(row, stores);
    return claimed.length;
  }

  /**
   * Deletes sent and failed mails older than the retention, a batch at a time; answers how many.
   * Any process may run it at any time: what one deletes, another no longer finds.
   */
  async function purgeOld(): Promise<number> {
    let purged = 0;
    for (;;) {
      const deleted = await db
        .delete(mailOutbox)
        .where(
          inArray(
            mailOutbox.id,
            sql`(select id from ${mailOutbox}
                 where status in ('sent', 'failed')
                   and created_at < now() - make_interval(days => ${retentionDays})
                 limit ${PURGE_BATCH})`,
          ),
        )
        .returning({ id: mailOutbox.id });
      purged += deleted.length;
      if (deleted.length < PURGE_BATCH) return purged;
    }
  }

  let lastPurge = 0;
  async function runAndPurge(): Promise<number> {
    if (Date.now() - lastPurge >= PURGE_EVERY_MS) {
      lastPurge = Date.now();
      const purged = await purgeOld();
      if (purged > 0) log.info({ purged, retentionDays }, 'deleted e-mails past their retention');
    }
    return runOnce();
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runAndPurge().catch((error: unknown) => {
        log.warn({ err: error }, 'the mail worker could not read the outbox; it tries again');
        return 0;
      });
      void running.then((count) => {
        running = null;
        // A full batch: more may be waiting.
        schedule(count >= batchSize ? 0 : pollMs);
      });
    }, delayMs);
    timer.unref();
  }

  return {
    runOnce,
    purgeOld,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    /** Waits for the mail being sent, so a shutdown does not cut it off mid-way. */
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
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
class PermanentMailError extends Error {}

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
