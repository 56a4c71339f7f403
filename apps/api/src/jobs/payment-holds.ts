import { sql } from 'drizzle-orm';
import { ORDER_STATUS } from '@storefront/contract';
import { type OrderRow, orders } from '../db/schema';
import { transition } from '../modules/orders';
import type { LockedJob } from './recurring';

/**
 * Cancels orders still awaiting an online payment (UPI, card gateway, or none chosen) once their
 * hold has passed, giving their stock back (decision 0013). Cash-on-delivery orders are
 * Processing from the moment they are placed, so they are never Pending here and keep their
 * stock. Every process looks every `everyMs`; each batch is claimed with FOR UPDATE SKIP LOCKED,
 * so an order is cancelled by exactly one of them, and a payment that arrives at the same moment
 * waits for the row and finds the order Cancelled (its money is then marked for refund). A batch
 * that fails is rolled back and claimed again at the next look.
 */
export function paymentHoldsJob({
  holdMinutes,
  everyMs = 15_000,
}: {
  holdMinutes: number;
  everyMs?: number;
}): LockedJob<OrderRow> {
  const reason = `No payment was confirmed within ${holdMinutes} minutes`;
  return {
    kind: 'payment-hold-expiry',
    everyMs,
    // A short lock on few rows, repeated while more are due.
    batchSize: 50,
    claim: 'locked',
    reported: 'orders cancelled: payment hold expired',
    due: (tx, limit) =>
      tx
        .select()
        .from(orders)
        .where(
          sql`${orders.status} = ${ORDER_STATUS.PENDING}
              and ${orders.createdAt} < now() - make_interval(mins => ${holdMinutes})`,
        )
        .orderBy(orders.createdAt)
        .limit(limit)
        .for('update', { skipLocked: true }),
    async work(tx, due) {
      for (const order of due) {
        await transition(tx, {
          orderId: order.id,
          to: ORDER_STATUS.CANCELLED,
          by: 'system',
          details: { reason },
        });
      }
    },
  };
}
