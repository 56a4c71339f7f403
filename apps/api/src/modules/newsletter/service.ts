import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import {
  type AdminSubscriberExportQuery,
  type AdminSubscriberList,
  type adminSubscriberListQuerySchema,
  NEWSLETTER_CONSENT_TEXT,
  NEWSLETTER_TOKEN_PATTERN,
  newsletterMessages,
  type NewsletterUnsubscribed,
  SUBSCRIBER_CSV_COLUMNS,
} from '@storefront/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { type NewsletterSubscriberRow, newsletterSubscribers } from '../../db/schema';
import { csvText } from '../../lib/csv';
import { NotFoundError } from '../../lib/errors';
import type { RateLimitPolicy } from '../../lib/rate-limit-policy';
import type { RateLimiter } from '../../lib/rate-limiter';
import { takeHourlyLimits } from '../../lib/submission-limits';
import { enqueueMail } from '../mail';

type ListQuery = z.output<typeof adminSubscriberListQuerySchema>;

/** Rows the export reads at a time: each page is one short query, then written out. */
const EXPORT_PAGE = 1000;

/** A LIKE pattern that matches `part` anywhere, its own % and _ taken literally. */
const containing = (part: string) => `%${part.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** 128 random bits, URL-safe: the unsubscribe link's token. */
const newToken = () => randomBytes(16).toString('base64url');

export type NewsletterService = ReturnType<typeof createNewsletterService>;

export function createNewsletterService({
  db,
  limiter,
  rateLimits,
}: {
  db: Database;
  limiter: RateLimiter;
  rateLimits: RateLimitPolicy;
}) {
  /**
   * Subscribes an address with the consent notice the storefront shows beside its form, and
   * mails it a confirmation with its one-click unsubscribe link, in one transaction. An address
   * subscribed already is left as it is (no second mail); one that had unsubscribed is
   * subscribed again with the consent given now. The answer is the same either way, so it tells
   * nobody whether an address is on the list. Counted per IP and per address first.
   */
  async function subscribe(storeId: number, email: string, ip: string): Promise<void> {
    const giveBack = await takeHourlyLimits(limiter, [
      {
        key: `newsletter:ip:${ip}`,
        perHour: rateLimits.newsletterSignupsPerIpPerHour,
        message: 'Too many sign-ups came from your network.',
      },
      {
        key: `newsletter:email:${storeId}:${email}`,
        perHour: rateLimits.newsletterSignupsPerEmailPerHour,
        message: 'This e-mail address was signed up too often.',
      },
    ]);
    try {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(newsletterSubscribers)
          .values({
            storeId,
            email,
            consentText: NEWSLETTER_CONSENT_TEXT,
            consentedAt: sql`now()`,
            token: newToken(),
          })
          .onConflictDoUpdate({
            target: [newsletterSubscribers.storeId, newsletterSubscribers.email],
            set: {
              status: 'subscribed',
              consentText: NEWSLETTER_CONSENT_TEXT,
              consentedAt: sql`now()`,
              unsubscribedAt: null,
              updatedAt: sql`now()`,
            },
            setWhere: eq(newsletterSubscribers.status, 'unsubscribed'),
          })
          .returning();
        // Subscribed already: nothing changed, nothing to confirm.
        if (!row) return;
        await enqueueMail(tx, {
          storeId,
          to: row.email,
          message: {
            kind: 'newsletter_subscribed',
            data: { token: row.token, consentText: row.consentText },
          },
        });
      });
    } catch (error) {
      await giveBack();
      throw error;
    }
  }

  /**
   * The unsubscribe link: one click, no sign-in. The token names one subscription (of whichever
   * store); it stays unsubscribed however often the link is followed.
   */
  async function unsubscribe(token: string): Promise<NewsletterUnsubscribed> {
    if (!NEWSLETTER_TOKEN_PATTERN.test(token))
      throw new NotFoundError(newsletterMessages.linkInvalid);
    const [changed] = await db
      .update(newsletterSubscribers)
      .set({ status: 'unsubscribed', unsubscribedAt: sql`now()`, updatedAt: sql`now()` })
      .where(
        and(eq(newsletterSubscribers.token, token), eq(newsletterSubscribers.status, 'subscribed')),
      )
      .returning({ email: newsletterSubscribers.email });
    if (changed) return { email: changed.email, status: 'unsubscribed' };
    const [already] = await db
      .select({ email: newsletterSubscribers.email })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.token, token))
      .limit(1);
    if (!already) throw new NotFoundError(newsletterMessages.linkInvalid);
    return { email: already.email, status: 'unsubscribed' };
  }

  function filters(storeId: number, query: AdminSubscriberExportQuery): SQL[] {
    const conditions: SQL[] = [eq(newsletterSubscribers.storeId, storeId)];
    if (query.status) conditions.push(eq(newsletterSubscribers.status, query.status));
    if (query.q) {
      conditions.push(
        sql`${newsletterSubscribers.email} like ${containing(query.q.toLowerCase())}`,
      );
    }
    return conditions;
  }

  /** A page of the store's subscribers, the newest first. */
  async function list(storeId: number, query: ListQuery): Promise<AdminSubscriberList> {
    const { page, limit } = query;
    const where = and(...filters(storeId, query));
    const [rows, [counted], [subscribed]] = await Promise.all([
      db
        .select()
        .from(newsletterSubscribers)
        .where(where)
        .orderBy(desc(newsletterSubscribers.id))
        .limit(limit)
        .offset((page - 1) * limit),
      db.select({ total: count() }).from(newsletterSubscribers).where(where),
      db
        .select({ total: count() })
        .from(newsletterSubscribers)
        .where(
          and(
            eq(newsletterSubscribers.storeId, storeId),
            eq(newsletterSubscribers.status, 'subscribed'),
          ),
        ),
    ]);
    return {
      data: rows.map(toAdminSubscriber),
      pagination: { page, limit, total: counted?.total ?? 0 },
      subscribed: subscribed?.total ?? 0,
    };
  }

  /**
   * The subscribers the filters name, as CSV, a page at a time (newest first, by id): each page
   * is one short query, so a list of any length holds no transaction and little memory, and on
   * the embedded database other requests run between pages.
   */
  async function* exportCsv(
    storeId: number,
    query: AdminSubscriberExportQuery,
  ): AsyncGenerator<string> {
    yield csvText([[...SUBSCRIBER_CSV_COLUMNS]]);
    let before: number | null = null;
    for (;;) {
      const conditions = filters(storeId, query);
      if (before !== null) conditions.push(lt(newsletterSubscribers.id, before));
      const page: NewsletterSubscriberRow[] = await db
        .select()
        .from(newsletterSubscribers)
        .where(and(...conditions))
        .orderBy(desc(newsletterSubscribers.id))
        .limit(EXPORT_PAGE);
      if (page.length > 0) {
        yield csvText(
          page.map((row) => [
            row.email,
            row.status,
            row.consentedAt.toISOString(),
            row.consentText,
            row.unsubscribedAt?.toISOString() ?? '',
          ]),
        );
      }
      if (page.length < EXPORT_PAGE) return;
      before = page.at(-1)!.id;
    }
  }

  return { subscribe, unsubscribe, list, exportCsv };
}

function toAdminSubscriber(row: NewsletterSubscriberRow) {
  return {
    id: row.id,
    email: row.email,
    status: row.status,
    consentText: row.consentText,
    consentedAt: row.consentedAt.toISOString(),
    unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
