import type { PaymentService } from '../modules/payments';
import type { JobDefinition } from './runner';

export const PAYMENT_RECONCILIATION_JOB = 'payment-reconciliation';

/**
 * Every five minutes per store: Razorpay attempts still waiting are asked about and settled
 * (decision 0026), so a lost webhook or a closed tab never leaves a paid order Pending.
 */
export function paymentReconciliationJob(payments: PaymentService): JobDefinition {
  return {
    kind: PAYMENT_RECONCILIATION_JOB,
    everyMinutes: 5,
    maxAttempts: 3,
    async run({ job }) {
      const afterMinutes = job.input.afterMinutes;
      return {
        result: await payments.reconcile(job.storeId, {
          afterMinutes: typeof afterMinutes === 'number' ? afterMinutes : undefined,
        }),
      };
    },
  };
}
