import type { Database } from '../db/client';
import type { RefundRow } from '../db/schema';
import { claimGatewayRefunds, refundAttemptFailed, refundStillPending } from '../modules/orders';
import type { PaymentService } from '../modules/payments';
import { type LeasedJob, retryDelayMs } from './recurring';

export const GATEWAY_REFUNDS_JOB = 'gateway-refunds';

/**
 * Gives money back through the gateways (decision 0027). Every process looks every `everyMs`
 * and claims due pending refunds of a hosted gateway under a lease (FOR UPDATE SKIP LOCKED), so
 * each is asked of its gateway by one of them. A refund the gateway queued is asked about again
 * after `pollBaseMs`, doubling up to an hour, until it is processed or failed; an unreachable
 * gateway is tried again the same way, `maxAttempts` times, then the refund fails (staff see
 * why and may ask again). A gateway's refusal fails it at once.
 */
export function gatewayRefundsJob({
  db,
  payments,
  everyMs = 2_000,
  pollBaseMs = 30_000,
  maxAttempts = 10,
  leaseMs = 120_000,
}: {
  db: Database;
  payments: PaymentService;
  everyMs?: number;
  pollBaseMs?: number;
  maxAttempts?: number;
  leaseMs?: number;
}): LeasedJob<RefundRow> {
  const delays = { baseMs: pollBaseMs, maxMs: 60 * 60 * 1000 };
  return {
    kind: GATEWAY_REFUNDS_JOB,
    everyMs,
    batchSize: 10,
    claim: 'leased',
    reported: 'gateway refunds asked about',
    due: (limit) => claimGatewayRefunds(db, limit, leaseMs),
    async work(refund) {
      const answer = await payments.askGatewayForRefund(refund);
      if (answer.status === 'pending') {
        await refundStillPending(db, refund, {
          gatewayReference: answer.reference,
          retryInMs: retryDelayMs(refund.attempts, delays),
        });
      }
    },
    retry: { maxAttempts, ...delays },
    failed: (refund, outcome) => refundAttemptFailed(db, refund, outcome),
    describe: (refund) => ({ refundId: refund.id, orderId: refund.orderId }),
  };
}
