// An order's timeline entries and who they name: used by the lifecycle and by refunds.
import type { OrderMover, StaffRole } from '@storefront/contract';
import type { Database } from '../../db/client';
import { orderEvents } from '../../db/schema';
import { TERMINAL } from '../audit';

/**
 * Who makes a move: a staff member in the back office (their role decides what they may do), or
 * one of the movers that are not someone signed in (the contract's OrderMover).
 */
export type OrderActor =
  { staffId: number; email: string; role: StaffRole } | Exclude<OrderMover, StaffRole>;

/** One entry of an order's timeline that its own row and payments do not already tell. */
export async function recordOrderEvent(
  db: Pick<Database, 'insert'>,
  event: {
    orderId: string;
    type:
      | 'paid'
      | 'status_changed'
      | 'address_corrected'
      | 'refund'
      | 'utr_corrected'
      | 'return'
      | 'credit_note'
      | 'rto_received'
      | 'shipment';
    fromStatus: number | null;
    toStatus: number | null;
    staffId: number | null;
    actor: string;
    details?: Record<string, string>;
  },
): Promise<void> {
  await db.insert(orderEvents).values({ ...event, details: event.details ?? {} });
}

/** How the timeline names who moved the order. */
export function author(by: OrderActor): { staffId: number | null; actor: string } {
  if (typeof by !== 'string') return { staffId: by.staffId, actor: by.email };
  return { staffId: null, actor: by === 'gateway' ? 'payment gateway' : by };
}

/** A move a person makes is in the audit log (the terminal's too); the system's are not. */
export function auditActor(by: OrderActor) {
  if (typeof by !== 'string') return { staffId: by.staffId, email: by.email };
  return by === 'terminal' ? TERMINAL : null;
}
