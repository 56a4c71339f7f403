import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { AdminMail, AdminMailList, MailStatus } from '@storefront/contract';
import type { Database } from '../../db/client';
import { type MailOutboxRow, mailOutbox } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { type Actor, recordAudit } from '../audit';

/** A page of the store's e-mails, newest first, with how many have failed. */
export async function listMail(
  db: Database,
  storeId: number,
  { page, limit, status }: { page: number; limit: number; status?: MailStatus },
): Promise<AdminMailList> {
  const where = and(
    eq(mailOutbox.storeId, storeId),
    status ? eq(mailOutbox.status, status) : undefined,
  );
  const [rows, [total], [failed]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(mailOutbox).where(where),
    db
      .select({ value: count() })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.storeId, storeId), eq(mailOutbox.status, 'failed'))),
  ]);
  return {
    data: rows.map(toAdminMail),
    pagination: { page, limit, total: total!.value },
    failedCount: failed!.value,
  };
}

/** Sends a failed mail again from its first attempt (the mail server is fixed, say). */
export async function retryMail(
  db: Database,
  storeId: number,
  actor: Actor,
  id: number,
): Promise<AdminMail> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.storeId, storeId)))
      .for('update');
    if (!row) throw new NotFoundError('E-mail not found');
    if (row.status !== 'failed') throw new ConflictError('Only a failed e-mail can be sent again.');
    const [retried] = await tx
      .update(mailOutbox)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, lastError: null })
      .where(eq(mailOutbox.id, id))
      .returning();
    await recordAudit(tx, {
      storeId,
      actor,
      action: 'mail.retried',
      entity: 'mail',
      entityId: id,
      before: { status: row.status, lastError: row.lastError },
      after: { status: 'pending' },
    });
    return toAdminMail(retried!);
  });
}

function toAdminMail(row: MailOutboxRow): AdminMail {
  const orderId = row.data.orderId;
  return {
    id: row.id,
    to: row.recipient,
    kind: row.kind,
    subject: row.subject,
    orderId: typeof orderId === 'string' ? orderId : null,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
  };
}
