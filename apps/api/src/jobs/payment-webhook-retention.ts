import { inArray, sql } from 'drizzle-orm';
import { paymentWebhooks } from '../db/schema';
import type { LockedJob } from './recurring';

export const PAYMENT_WEBHOOK_RETENTION_JOB = 'payment-webhook-retention';

/**
 * Deletes gateway webhooks handled more than `retentionDays` ago, once an hour in each process
 * (decision 0029). A kept webhook is what makes the gateway's retry of it change nothing, so it
 * is kept well past Razorpay's retries (24 hours); past that its outcome is on the payment and
 * the order's timeline. A webhook not yet handled stays, whatever its age: its job still needs it.
 */
export function paymentWebhookRetentionJob({
  retentionDays = 30,
}: {
  retentionDays?: number;
}): LockedJob<{ id: number }> {
  return {
    kind: PAYMENT_WEBHOOK_RETENTION_JOB,
    everyMs: 60 * 60 * 1000,
    batchSize: 5_000,
    claim: 'locked',
    reported: 'deleted payment webhooks past their retention',
    due: (tx, limit) =>
      tx
        .select({ id: paymentWebhooks.id })
        .from(paymentWebhooks)
        .where(sql`${paymentWebhooks.handledAt} < now() - make_interval(days => ${retentionDays})`)
        .limit(limit)
        .for('update', { skipLocked: true }),
    async work(tx, rows) {
      await tx.delete(paymentWebhooks).where(
        inArray(
          paymentWebhooks.id,
          rows.map((row) => row.id),
        ),
      );
    },
  };
}
