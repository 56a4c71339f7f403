import type { PaymentRow } from '../db/schema';
import type { PaymentService } from '../modules/payments';
import type { LeasedJob } from './recurring';

export const PAYMENT_RECONCILIATION_JOB = 'payment-reconciliation';

type Reconciliation = NonNullable<PaymentService['reconciliation']>;
type WaitingAttempt = PaymentRow & { attempts: number };

/**
 * Asks the gateway about Razorpay attempts still waiting a few minutes after they began
 * (decisions 0026, 0029), so a lost webhook or a closed tab never leaves a paid order Pending.
 * A recurring job over the attempts themselves: every process looks every `everyMs`, each
 * attempt due is claimed under a lease by one of them and asked about outside any transaction
 * (an HTTP call holds no lock); one still pending there is asked again `everyMinutes` later, one
 * the gateway could not answer about is retried with a growing wait. Scheduled only where a
 * Razorpay gateway is configured, and a look that finds nothing due writes nothing.
 */
export function paymentReconciliationJob(
  reconciliation: Reconciliation,
  { everyMs = 60_000, everyMinutes = 5 }: { everyMs?: number; everyMinutes?: number } = {},
): LeasedJob<WaitingAttempt> {
  return {
    kind: PAYMENT_RECONCILIATION_JOB,
    everyMs,
    batchSize: 20,
    claim: 'leased',
    reported: 'payment attempts asked about at their gateway',
    async due(limit) {
      const claimed = await reconciliation.due(limit, { afterMinutes: everyMinutes });
      return claimed.map((attempt) => ({ ...attempt, attempts: attempt.checkAttempts }));
    },
    async work(attempt) {
      await reconciliation.check(attempt, { everyMinutes });
    },
    retry: { maxAttempts: 8, baseMs: 30_000, maxMs: 60 * 60 * 1000 },
    failed: (attempt, { retryInMs }) => reconciliation.failed(attempt, retryInMs),
    describe: (attempt) => ({ orderId: attempt.orderId, txnid: attempt.txnid }),
  };
}
