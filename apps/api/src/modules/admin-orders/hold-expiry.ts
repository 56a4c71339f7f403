import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ORDER_STATUS } from '@storefront/contract';
import type { Database } from '../../db/client';
import { type OrderRow, orders } from '../../db/schema';
import { enqueueOrderMail } from '../mail/outbox';
import { recordOrderEvent } from '../orders/service';
import { releaseOrderStock } from '../stock';
import { setStatus, settlePayments, statusMail } from './service';

/** Orders cancelled per transaction: a short lock on few rows, repeated while more are due. */
const BATCH = 50;

export type HoldExpiry = ReturnType<typeof createHoldExpiry>;

/**
 * Cancels orders still awaiting an online payment (UPI, card gateway, or none chosen) once
 * their hold has passed, giving their stock back. Cash-on-delivery orders are Processing from
 * the moment they are placed, so they are never Pending here and keep their stock. Every API
 * process runs this; each batch is claimed with FOR UPDATE SKIP LOCKED, so an order is
 * cancelled by exactly one of them, and a payment that arrives at the same moment waits for
 * the row and finds the order Cancelled (its money is then marked for refund).
 */
export function createHoldExpiry({
  db,
  holdMinutes,
  pollMs,
  log,
}: {
  db: Database;
  holdMinutes: number;
  pollMs: number;
  log: FastifyBaseLogger;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;
  const reason = `No payment was confirmed within ${holdMinutes} minutes`;

  async function cancelBatch(): Promise<number> {
    return db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(orders)
        .where(
          sql`${orders.status} = ${ORDER_STATUS.PENDING}
              and ${orders.createdAt} < now() - make_interval(mins => ${holdMinutes})`,
        )
        .orderBy(orders.createdAt)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const order of due) await cancel(tx, order);
      return due.length;
    });
  }

  async function cancel(tx: Database, order: OrderRow) {
    await setStatus(tx, order, ORDER_STATUS.CANCELLED, { cancelReason: reason });
    await releaseOrderStock(tx, order.id);
    const settled = await settlePayments(tx, order, ORDER_STATUS.CANCELLED);
    await enqueueOrderMail(tx, statusMail(order.id, ORDER_STATUS.CANCELLED, { reason }, settled));
    await recordOrderEvent(tx, {
      orderId: order.id,
      type: 'status_changed',
      fromStatus: order.status,
      toStatus: ORDER_STATUS.CANCELLED,
      staffId: null,
      actor: 'system',
      details: { reason, ...settled },
    });
  }

  /** Cancels every order due now; answers how many. */
  async function runOnce(): Promise<number> {
    let total = 0;
    for (;;) {
      const cancelled = await cancelBatch();
      total += cancelled;
      if (cancelled < BATCH) return total;
    }
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce()
        .then((count) => {
          if (count > 0) log.info({ count }, 'orders cancelled: payment hold expired');
          return count;
        })
        .catch((error: unknown) => {
          log.error({ err: error }, 'payment hold expiry failed; retrying');
          return 0;
        })
        .finally(schedule);
    }, pollMs);
    timer.unref();
  }

  return {
    runOnce,
    start() {
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
