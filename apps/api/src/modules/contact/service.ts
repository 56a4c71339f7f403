import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import {
  type AdminContactList,
  type adminContactListQuerySchema,
  type AdminContactMessage,
  type ContactInput,
  contactMessages as messages,
  type ContactStatusChange,
} from '@storefront/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { type ContactMessageRow, contactMessages, contactReplies, staff } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../lib/errors';
import type { RateLimitPolicy } from '../../lib/rate-limit-policy';
import type { RateLimiter } from '../../lib/rate-limiter';
import { takeHourlyLimits } from '../../lib/submission-limits';
import { type Actor, recordAudit } from '../audit';
import { enqueueMail } from '../mail';
import { enqueueStaffMail } from '../mail';

type ListQuery = z.output<typeof adminContactListQuerySchema>;

const PREVIEW_LENGTH = 140;

/** Unread first, then read, then done; newest first within each. */
const inboxOrder = sql`case ${contactMessages.status} when 'unread' then 0 when 'read' then 1 else 2 end`;

/** A LIKE pattern that matches `words` anywhere, its own % and _ taken literally. */
const containing = (words: string) => `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const iso = (time: Date | null) => (time ? time.toISOString() : null);

export type ContactService = ReturnType<typeof createContactService>;

export function createContactService({
  db,
  limiter,
  rateLimits,
}: {
  db: Database;
  limiter: RateLimiter;
  rateLimits: RateLimitPolicy;
}) {
  /**
   * Keeps a message from the storefront's contact form and, in the same transaction, the staff's
   * e-mails about it. Counted per IP and per e-mail address first, as grievances are; a message
   * that could not be written gives its counts back.
   */
  async function send(storeId: number, input: ContactInput, ip: string): Promise<void> {
    const giveBack = await takeHourlyLimits(limiter, [
      {
        key: `contact:ip:${ip}`,
        perHour: rateLimits.contactMessagesPerIpPerHour,
        message: 'Too many messages were sent from your network.',
      },
      {
        key: `contact:email:${storeId}:${input.email}`,
        perHour: rateLimits.contactMessagesPerEmailPerHour,
        message: 'Too many messages were sent with this e-mail address.',
      },
    ]);
    try {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(contactMessages)
          .values({
            storeId,
            name: input.name,
            email: input.email,
            subject: input.subject,
            message: input.message,
          })
          .returning({ id: contactMessages.id });
        await enqueueStaffMail(tx, {
          storeId,
          event: 'contact_message',
          message: {
            kind: 'staff_contact_message',
            data: {
              messageId: row!.id,
              name: input.name,
              email: input.email,
              subject: input.subject,
              message: input.message,
            },
          },
        });
      });
    } catch (error) {
      await giveBack();
      throw error;
    }
  }

  /** What a search box query names: an e-mail address, or words of the name or subject. */
  function searchCondition(q: string): SQL {
    if (q.includes('@')) return eq(contactMessages.email, q.toLowerCase());
    const pattern = containing(q);
    return sql`(${contactMessages.name} ilike ${pattern} or ${contactMessages.subject} ilike ${pattern})`;
  }

  /** A page of the store's messages, unread first, then newest. */
  async function list(storeId: number, query: ListQuery): Promise<AdminContactList> {
    const { page, limit } = query;
    const conditions: SQL[] = [eq(contactMessages.storeId, storeId)];
    if (query.status) conditions.push(eq(contactMessages.status, query.status));
    if (query.q) conditions.push(searchCondition(query.q));
    const where = and(...conditions);
    const replies = sql<number>`(select count(*)::int from ${contactReplies}
      where ${contactReplies.messageId} = ${contactMessages.id})`;
    const [rows, [counted], [unread]] = await Promise.all([
      db
        .select({ message: contactMessages, replies })
        .from(contactMessages)
        .where(where)
        .orderBy(inboxOrder, desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(limit)
        .offset((page - 1) * limit),
      db.select({ total: count() }).from(contactMessages).where(where),
      db
        .select({ total: count() })
        .from(contactMessages)
        .where(and(eq(contactMessages.storeId, storeId), eq(contactMessages.status, 'unread'))),
    ]);
    return {
      data: rows.map(({ message, replies: answered }) => ({
        id: message.id,
        name: message.name,
        email: message.email,
        subject: message.subject,
        preview: preview(message.message),
        status: message.status,
        createdAt: message.createdAt.toISOString(),
        replies: Number(answered),
      })),
      pagination: { page, limit, total: counted?.total ?? 0 },
      unread: unread?.total ?? 0,
    };
  }

  async function find(
    tx: Pick<Database, 'select'>,
    storeId: number,
    id: number,
    { lock = false } = {},
  ): Promise<ContactMessageRow> {
    const query = tx
      .select()
      .from(contactMessages)
      .where(and(eq(contactMessages.storeId, storeId), eq(contactMessages.id, id)))
      .limit(1);
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw new NotFoundError(messages.notFound);
    return row;
  }

  /** A message with its answers, as the back office shows it. */
  async function detail(storeId: number, id: number): Promise<AdminContactMessage> {
    const row = await find(db, storeId, id);
    const [doneBy] = row.doneByStaffId
      ? await db.select({ email: staff.email }).from(staff).where(eq(staff.id, row.doneByStaffId))
      : [];
    const replies = await db
      .select()
      .from(contactReplies)
      .where(eq(contactReplies.messageId, row.id))
      .orderBy(asc(contactReplies.id));
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      subject: row.subject,
      message: row.message,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      readAt: iso(row.readAt),
      doneAt: iso(row.doneAt),
      doneBy: doneBy?.email ?? null,
      replies: replies.map((reply) => ({
        id: reply.id,
        body: reply.body,
        by: reply.staffEmail,
        createdAt: reply.createdAt.toISOString(),
      })),
    };
  }

  /** Opens a message: the first time, it is no longer unread. */
  async function open(storeId: number, id: number): Promise<AdminContactMessage> {
    await db
      .update(contactMessages)
      .set({ status: 'read', readAt: sql`now()`, updatedAt: sql`now()` })
      .where(
        and(
          eq(contactMessages.storeId, storeId),
          eq(contactMessages.id, id),
          eq(contactMessages.status, 'unread'),
        ),
      );
    return detail(storeId, id);
  }

  /**
   * E-mails the staff member's answer to the sender and keeps it with the message (read, or done
   * when asked), with its audit entry: one transaction.
   */
  async function reply(
    storeId: number,
    actor: Actor & { staffId: number },
    id: number,
    { body, done = false }: { body: string; done?: boolean },
  ): Promise<AdminContactMessage> {
    await db.transaction(async (tx) => {
      const row = await find(tx, storeId, id, { lock: true });
      await tx.insert(contactReplies).values({
        messageId: row.id,
        staffId: actor.staffId,
        staffEmail: actor.email,
        body,
      });
      await enqueueMail(tx, {
        storeId,
        to: row.email,
        message: { kind: 'contact_reply', data: { name: row.name, subject: row.subject, body } },
      });
      const status = done ? 'done' : row.status === 'unread' ? 'read' : row.status;
      await tx
        .update(contactMessages)
        .set({
          status,
          readAt: row.readAt ?? sql`now()`,
          ...(done && row.status !== 'done'
            ? { doneAt: sql`now()`, doneByStaffId: actor.staffId }
            : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(contactMessages.id, row.id));
      await recordAudit(tx, {
        storeId,
        actor,
        action: 'contact_message.replied',
        entity: 'contact_message',
        entityId: row.id,
        before: { status: row.status },
        after: { status, repliedTo: row.email },
      });
    });
    return detail(storeId, id);
  }

  /** Marks a message done, or opens it again (read); the row is locked for the change. */
  async function setStatus(
    storeId: number,
    actor: Actor & { staffId: number },
    id: number,
    { status }: ContactStatusChange,
  ): Promise<AdminContactMessage> {
    await db.transaction(async (tx) => {
      const row = await find(tx, storeId, id, { lock: true });
      if (row.status === status) {
        throw new ConflictError(
          status === 'done' ? 'This message is done already.' : 'This message is open already.',
        );
      }
      await tx
        .update(contactMessages)
        .set(
          status === 'done'
            ? {
                status,
                readAt: row.readAt ?? sql`now()`,
                doneAt: sql`now()`,
                doneByStaffId: actor.staffId,
                updatedAt: sql`now()`,
              }
            : { status, doneAt: null, doneByStaffId: null, updatedAt: sql`now()` },
        )
        .where(eq(contactMessages.id, row.id));
      await recordAudit(tx, {
        storeId,
        actor,
        action: status === 'done' ? 'contact_message.done' : 'contact_message.reopened',
        entity: 'contact_message',
        entityId: row.id,
        before: { status: row.status },
        after: { status },
      });
    });
    return detail(storeId, id);
  }

  return { send, list, open, reply, setStatus };
}

/** The first words of a message, on one line. */
function preview(message: string): string {
  const line = message.replace(/\s+/g, ' ').trim();
  return line.length > PREVIEW_LENGTH ? `${line.slice(0, PREVIEW_LENGTH - 1)}…` : line;
}
