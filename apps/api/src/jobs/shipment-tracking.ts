import type { ShippingService } from '../modules/shipping';
import type { LeasedJob } from './recurring';

export const SHIPMENT_TRACKING_JOB = 'shipment-tracking';

/**
 * Asks the carrier about parcels on their way that heard nothing for a while (a lost webhook):
 * each claimed by one process by moving its quiet time on (the lease), and its scans applied as
 * a webhook's would be (a scan already known is a duplicate).
 */
export function shipmentTrackingJob({
  shipping,
  everyMs = 5 * 60 * 1000,
}: {
  shipping: ShippingService;
  everyMs?: number;
}): LeasedJob<Awaited<ReturnType<ShippingService['claimQuiet']>>[number]> {
  const delays = { baseMs: 60_000, maxMs: 60 * 60 * 1000 };
  return {
    kind: SHIPMENT_TRACKING_JOB,
    everyMs,
    batchSize: 20,
    claim: 'leased',
    reported: 'quiet parcels tracked',
    due: (limit) => shipping.claimQuiet(limit),
    work: (row) => shipping.poll(row),
    retry: { maxAttempts: 1, ...delays },
    // The claim pushed its quiet time on: it is asked again after another quiet spell.
    failed: async () => {},
    describe: (row) => ({ shipmentId: row.id, orderId: row.orderId }),
  };
}
