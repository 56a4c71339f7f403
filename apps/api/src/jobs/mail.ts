import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type MailOutboxRow, mailOutbox, type StoreRow } from '../db/schema';
import { type MailDelivery, PermanentMailError, stillClaimed } from '../modules/mail';
import type { LeasedJob, LockedJob } from './recurring';

/**
 * Sends the outbox (decision 0012). Every process looks every `everyMs` and claims up to
 * `batchSize` due mails under a lease (FOR UPDATE SKIP LOCKED), so each is sent by one of them;
 * one whose process died mid-send is due again when its lease lapses (longer than a send's
 * time-outs), and goes out again under the same Message-ID. A mail not sent is tried again
 * after `retryBaseMs`, doubling up to an hour, `maxAttempts` times; one no retry can send (its
 * order gone, its address none) fails at once.
 */
export function mailJob({
  db,
  delivery,
  everyMs = 1_000,
  batchSize = 10,
  maxAttempts = 8,
  retryBaseMs = 30_000,
  leaseMs = 120_000,
}: {
  db: Database;
  delivery: MailDelivery;
  everyMs?: number;
  batchSize?: number;
  maxAttempts?: number;
  retryBaseMs?: number;
  leaseMs?: number;
}): LeasedJob<MailOutboxRow> {
  // The stores of the mails claimed together, read once (a claim starts afresh).
  let stores = new Map<number, StoreRow | null>();
  return {
    kind: 'mail',
    everyMs,
    batchSize,
    claim: 'leased',
    async due(limit) {
      stores = new Map();
      const due = sql`(
        select id from ${mailOutbox}
        where status in ('pending', 'sending') and next_attempt_at <= now()
          and (status = 'pending' or locked_until < now())
        order by next_attempt_at, id
        limit ${limit}
        for update skip locked)`;
      const claimed = await db
        .update(mailOutbox)
        .set({
          status: 'sending',
          attempts: sql`${mailOutbox.attempts} + 1`,
          lockedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
        })
        .where(inArray(mailOutbox.id, due))
        .returning();
      // RETURNING keeps no order: the oldest due mail goes first.
      return claimed.sort(
        (a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || a.id - b.id,
      );
    },
    work: (row) => delivery.deliver(row, stores),
    retry: {
      maxAttempts,
      baseMs: retryBaseMs,
      maxMs: 60 * 60 * 1000,
      permanent: (error) => error instanceof PermanentMailError,
    },
    async failed(row, { reason, retryInMs }) {
      await db
        .update(mailOutbox)
        .set(
          retryInMs === null
            ? { status: 'failed', lastError: reason, lockedUntil: null }
            : {
                status: 'pending',
                lastError: reason,
                lockedUntil: null,
                nextAttemptAt: sql`now() + make_interval(secs => ${retryInMs / 1000})`,
              },
        )
        .where(stillClaimed(row));
    },
    describe: (row) => ({ mailId: row.id, mailKind: row.kind }),
  };
}

/**
 * Deletes sent and failed mails `retentionDays` after they were written, once an hour in each
 * process: they hold customers' addresses and orders, and a mail archive is not the shop's
 * record of an order.
 */
export function mailRetentionJob({
  retentionDays = 90,
}: {
  retentionDays?: number;
}): LockedJob<{ id: number }> {
  return {
    kind: 'mail-retention',
    everyMs: 60 * 60 * 1000,
    batchSize: 5_000,
    claim: 'locked',
    reported: 'deleted e-mails past their retention',
    due: (tx, limit) =>
      tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          sql`${mailOutbox.status} in ('sent', 'failed')
              and ${mailOutbox.createdAt} < now() - make_interval(days => ${retentionDays})`,
        )
        .limit(limit)
        .for('update', { skipLocked: true }),
    async work(tx, rows) {
      await tx.delete(mailOutbox).where(
        inArray(
          mailOutbox.id,
          rows.map((row) => row.id),
        ),
      );
    },
  };
}
