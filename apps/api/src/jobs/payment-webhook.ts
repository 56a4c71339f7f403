import { PAYMENT_WEBHOOK_JOB, type PaymentService } from '../modules/payments';
import type { JobDefinition } from './runner';

/**
 * A gateway webhook the API stored and answered (decision 0026): its payment outcome recorded
 * once. An error (the database gone a moment) is retried with a growing wait.
 */
export function paymentWebhookJob(payments: PaymentService): JobDefinition {
  return {
    kind: PAYMENT_WEBHOOK_JOB,
    maxAttempts: 8,
    async run({ job }) {
      const outcome = await payments.handleWebhook(Number(job.input.webhookId));
      return { result: { outcome } };
    },
  };
}
