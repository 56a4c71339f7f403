import {
  type JourneyStep,
  SHIPROCKET_SANDBOX_JOURNEY_JOB,
  type ShiprocketSandbox,
} from '../modules/shipping';
import { JobFailure, type JobDefinition } from './runner';

/**
 * The Shiprocket sandbox's parcel moving on: one scan of its journey, sent as Shiprocket's
 * webhook; the step queues the next itself.
 */
export function shiprocketSandboxJourneyJob(
  sandbox: () => ShiprocketSandbox | null,
): JobDefinition {
  return {
    kind: SHIPROCKET_SANDBOX_JOURNEY_JOB,
    maxAttempts: 3,
    async run({ job }) {
      const running = sandbox();
      if (!running) throw new JobFailure('The Shiprocket sandbox is not running here');
      await running.deliver(job.input as unknown as JourneyStep);
      return { result: {} };
    },
  };
}
