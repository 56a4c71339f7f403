import {
  type PaymentService,
  RAZORPAY_SANDBOX_WEBHOOK_JOB,
  type SandboxWebhookDelivery,
} from '../modules/payments';
import { JobFailure, type JobDefinition } from './runner';

/**
 * The Razorpay sandbox sending one webhook to the API over HTTP, as Razorpay does: retried with a
 * growing wait while the API cannot be reached or fails; a refusal (4xx) is final.
 */
export function razorpaySandboxWebhookJob(payments: PaymentService): JobDefinition {
  return {
    kind: RAZORPAY_SANDBOX_WEBHOOK_JOB,
    maxAttempts: 6,
    async run({ job }) {
      const sandbox = payments.razorpaySandbox;
      if (!sandbox) throw new JobFailure('The Razorpay sandbox is not running here');
      const status = await sandbox.deliver(job.input as unknown as SandboxWebhookDelivery);
      if (status >= 400 && status < 500) {
        throw new JobFailure(`The webhook was refused (HTTP ${status})`, { status });
      }
      if (status >= 500) throw new Error(`The webhook failed (HTTP ${status})`);
      return { result: { status } };
    },
  };
}
