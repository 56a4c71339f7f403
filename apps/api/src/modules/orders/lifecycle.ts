// The order's life after it is placed (decision 0023): the only code that changes an order's
// status, and the money that moves it. Each change is one transaction (a savepoint of the
// caller's, when called inside one) with everything that goes with it: the payments, the stock
// given back, the shopper's e-mail in the outbox, the tax invoice, the timeline and the audit log.
// Who may make which move is the contract's ORDER_MOVES.
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import {
  type CodTerms,
  codUnavailableReason,
  formatPaise,
  formatPaiseExact,
  normaliseOrderId,
  normaliseUtr,
  ORDER_MOVES,
  ORDER_STATUS,
  ORDER_STATUS_ACTIONS,
  orderStatusLabel,
  type StaffRole,
  UTR_MESSAGE,
} from '@storefront/contract';
import type { Database } from '../../db/client';
import { orderItems, type OrderRow, orders, type PaymentRow, payments } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UnprocessableError,
} from '../../lib/errors';
import { recordAudit } from '../audit';
import { draftInvoice, type InvoiceDraft, issueCreditNote, issueInvoice } from '../invoices';
import { enqueueOrderMail, releasePlacedMail } from '../mail';
import { releaseOrderPromotions } from '../promotions';
import { releaseItemStock, releaseOrderStock } from '../stock';
import { auditActor, author, type OrderActor, recordOrderEvent } from './order-events';
import { refundCancelledPayments } from './refunds';

export { type OrderActor, recordOrderEvent };

/** What a move records: `reference` (money seen), carrier and tracking (shipped), `reason`. */
export type MoveDetails = Record<string, string>;

export interface Transition {
  orderId: string;
  /** The store the order must be of (the back office's): another store's is not found. */
  storeId?: number;
  to: number;
  by: OrderActor;
  /** The status the person saw: a move from a status the order has left is refused (409). */
  expectedFrom?: number;
  details?: MoveDetails;
  /** When a shipment is made: its tax invoice's date (tests move it). */
  at?: Date;
  /** The 409's words when the move is not the order's to make, for a shopper, who sees no statuses. */
  conflict?: string;
  /**
   * To Processing: the UPI credit a person saw in the bank statement (its UTR is the
   * `reference`). The order must await a UPI transfer of exactly this amount, else 409.
   */
  upiCredit?: { amountPaise: number };
  /**
   * Shipped → Cancelled: the parcel came back undelivered (return to origin), `details.reason`
   * the carrier's. Its stock comes back when the parcel is received (receiveReturnedParcel).
   */
  returnedToOrigin?: boolean;
}

const RTO_ONLY = 'A shipped order can only be cancelled as returned to origin';

/**
 * Moves an order along the state machine. The order's row is locked first, so of two changes at
 * once the second sees the first's result: a move from a status the order has left
 * (`expectedFrom`), or one the state machine does not have, is refused with 409; one its mover
 * may not make, with 403. To Processing by a person, it is money the shop saw arrive (a pending
 * UPI transfer is settled with its UTR); by the customer, cash on delivery chosen. Answers the
 * order as it now is.
 */
export function transition(db: Database, move: Transition): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, move.orderId, move.storeId);
    const from = order.status;
    if (move.expectedFrom !== undefined && move.expectedFrom !== from) {
      throw new ConflictError(
        `This order changed meanwhile: it is now ${orderStatusLabel(from)}, not ${orderStatusLabel(move.expectedFrom)}.`,
      );
    }
    if (
      move.conflict !== undefined &&
      !ORDER_MOVES.some((m) => m.from === from && m.to === move.to)
    ) {
      throw new ConflictError(move.conflict);
    }
    const rto = move.returnedToOrigin === true;
    const shippedToCancelled = from === ORDER_STATUS.SHIPPED && move.to === ORDER_STATUS.CANCELLED;
    if (rto && !shippedToCancelled) {
      throw new BadRequestError(
        'returnedToOrigin: only a Shipped order that came back undelivered can be cancelled as returned to origin',
      );
    }
    if (shippedToCancelled && !rto) throw new ConflictError(move.conflict ?? RTO_ONLY);
    checkMove(from, move.to, move.by);
    const details = { ...move.details };
    let after: OrderRow;
    let invoice: InvoiceDraft | null = null;
    let event: OrderEvent | null = null;
    if (move.to === ORDER_STATUS.PROCESSING) {
      after =
        move.by === 'customer'
          ? await setStatus(tx, order, ORDER_STATUS.PROCESSING)
          : await moneySeen(tx, order, move.by, details, move.upiCredit);
    } else {
      // The time of supply of goods: the tax invoice is issued with the shipment, or neither.
      // Drawn up first (a line without a GST rate refuses the shipment before anything moves);
      // numbered last (below).
      if (move.to === ORDER_STATUS.SHIPPED) {
        invoice = await draftInvoice(tx, order, move.at ?? new Date());
      }
      after = await setStatus(tx, order, move.to, {
        ...(move.to === ORDER_STATUS.SHIPPED
          ? {
              carrier: details.carrier,
              trackingNumber: details.trackingNumber,
              trackingUrl: details.trackingUrl ?? null,
            }
          : {}),
        ...(move.to === ORDER_STATUS.CANCELLED ? { cancelReason: details.reason } : {}),
        ...(move.to === ORDER_STATUS.DELIVERED ? { deliveredAt: move.at ?? new Date() } : {}),
        ...(rto ? { returnedToOrigin: true } : {}),
      });
      // A parcel coming back to origin is not in the shop yet: its stock returns on receipt.
      if (move.to === ORDER_STATUS.CANCELLED && !rto) await releaseOrderStock(tx, order.id);
      // A cancelled order (returned to origin too) gives its promotion uses back: the code works
      // again for the shopper, and its limit counts one order fewer.
      if (move.to === ORDER_STATUS.CANCELLED) await releaseOrderPromotions(tx, order.id);
      // The invoice was issued with the shipment: all of it is credited, before the refunds
      // below, so a refund's own credit note finds nothing left to credit.
      if (rto) {
        await issueCreditNote(tx, order, {
          reason: `Returned to origin: ${details.reason ?? 'undelivered'}`,
          ...(move.at ? { at: move.at } : {}),
        });
        details.returnedToOrigin = 'yes';
      }
      const settled = await settlePayments(tx, order, move.to, move.by, details.reason);
      await enqueueOrderMail(tx, statusMail(order.id, move.to, details, settled));
      event = {
        orderId: order.id,
        type: 'status_changed',
        fromStatus: from,
        toStatus: move.to,
        ...author(move.by),
        details: { ...details, ...settled },
      };
    }
    const auditor = auditActor(move.by);
    if (auditor) {
      await recordAudit(tx, {
        storeId: order.storeId,
        actor: auditor,
        action: 'order.status_changed',
        entity: 'order',
        entityId: order.id,
        before: snapshot(order),
        after: snapshot(after),
      });
    }
    // The invoice counter's row stays locked until this transaction commits: taken last, it
    // holds the store's next shipment back for as little as can be.
    if (invoice && event) event.details!.invoice = await issueInvoice(tx, invoice);
    if (event) await recordOrderEvent(tx, event);
    return after;
  });
}

/**
 * The parcel of an order returned to origin is back in the shop: each line's stock goes back
 * (all of it, or `lines`' restock as inspected), once (409 the second time, or for an order not
 * returned to origin), with its timeline entry and audit.
 */
export function receiveReturnedParcel(
  db: Database,
  received: {
    orderId: string;
    storeId: number;
    lines?: { itemId: number; restock: number }[];
    /** Staff, or the system at the courier's RTO-delivered scan. */
    by: OrderActor;
  },
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, received.orderId, received.storeId);
    if (!order.returnedToOrigin) {
      throw new ConflictError(`Order ${order.id} was not returned to origin.`);
    }
    if (order.rtoReceivedAt) {
      throw new ConflictError(`The parcel of order ${order.id} was already received back.`);
    }
    const items = await tx
      .select({ id: orderItems.id, quantity: orderItems.quantity, title: orderItems.title })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    const restock = items.map((item) => {
      const index = received.lines?.findIndex((line) => line.itemId === item.id) ?? -1;
      const asked = received.lines ? (received.lines[index]?.restock ?? 0) : item.quantity;
      if (asked > item.quantity) {
        throw new UnprocessableError(
          `lines.${index}.restock: at most ${item.quantity} of “${item.title}” were sent`,
        );
      }
      return { itemId: item.id, quantity: asked };
    });
    const unknown = received.lines?.findIndex(
      (line) => !items.some((item) => item.id === line.itemId),
    );
    if (unknown !== undefined && unknown >= 0) {
      throw new UnprocessableError(`lines.${unknown}.itemId: not a line of this order`);
    }
    await releaseItemStock(tx, restock);
    const [after] = await tx
      .update(orders)
      .set({ rtoReceivedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(orders.id, order.id))
      .returning();
    const restocked = restock.reduce((sum, line) => sum + line.quantity, 0);
    const sent = items.reduce((sum, item) => sum + item.quantity, 0);
    await recordOrderEvent(tx, {
      orderId: order.id,
      type: 'rto_received',
      fromStatus: null,
      toStatus: null,
      ...author(received.by),
      details: { restocked: String(restocked), writtenOff: String(sent - restocked) },
    });
    const auditor = auditActor(received.by);
    if (auditor) {
      await recordAudit(tx, {
        storeId: order.storeId,
        actor: auditor,
        action: 'order.rto_received',
        entity: 'order',
        entityId: order.id,
        before: null,
        after: { restock: restock.map((line) => `${line.itemId}×${line.quantity}`).join(', ') },
      });
    }
    return after!;
  });
}

/**
 * Money arrived for a payment attempt: a gateway's verified callback (`payment` is its attempt)
 * or the shop's confirmation of the order's pending UPI transfer, by its UTR (`reference`: 12
 * digits that paid no other order of the store, else 400 or 409 and nothing changes). The
 * attempt succeeds, once; its order becomes Processing if it was awaiting payment, and the
 * shopper is told; money for an order already paid or cancelled is kept and marked for refund.
 */
export function markPaid(
  db: Database,
  paid: {
    orderId: string;
    payment: number | 'pending UPI';
    /** The gateway's reference for the payment, or the UPI transfer's UTR. */
    reference: string | null;
    by: OrderActor;
  },
): Promise<'paid' | 'refund due' | 'already settled' | 'no pending UPI payment'> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, paid.orderId);
    let attempt: PaymentRow | undefined;
    if (paid.payment === 'pending UPI') {
      const upi = await pendingUpiAttempt(tx, order.id);
      if (!upi) return 'no pending UPI payment';
      attempt = await upiReceived(tx, upi, await checkUtr(tx, order.storeId, paid.reference));
    } else {
      [attempt] = await tx
        .update(payments)
        .set({ status: 'succeeded', gatewayReference: paid.reference, updatedAt: sql`now()` })
        .where(
          and(eq(payments.id, paid.payment), inArray(payments.status, ['initiated', 'failed'])),
        )
        .returning();
      if (!attempt) return 'already settled';
    }
    return (await paymentReceived(tx, order, attempt, paid.by)) ? 'paid' : 'refund due';
  });
}

/**
 * A payment attempt begun, and its method recorded on the order (the back office filters orders
 * by it). Inside the caller's transaction; the order's status is not this function's to change.
 */
export async function recordPaymentAttempt(
  tx: Pick<Database, 'insert' | 'update'>,
  attempt: typeof payments.$inferInsert,
): Promise<void> {
  await tx.insert(payments).values(attempt);
  await tx
    .update(orders)
    .set({ paymentMethod: attempt.method })
    .where(eq(orders.id, attempt.orderId));
}

/**
 * The shopper chose cash on delivery for their Pending order: refused (422) when the order is
 * above the store's limit for it; otherwise the fee, if any, joins the order's total (a line of
 * its own on the invoice), the attempt is recorded for that total and the order is confirmed
 * (Processing), in one transaction on the locked order, so two taps add the fee once.
 */
export function chooseCashOnDelivery(
  db: Database,
  choice: {
    orderId: string;
    terms: CodTerms;
    attempt: Omit<typeof payments.$inferInsert, 'amountPaise'>;
    conflict: string;
  },
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, choice.orderId);
    if (order.status !== ORDER_STATUS.PENDING) throw new ConflictError(choice.conflict);
    // The limit is on the goods (decision 0029): shipping and any earlier fee are not goods.
    const itemsPaise = order.totalPaise - order.codFeePaise - order.shippingPaise;
    if (codUnavailableReason(itemsPaise, choice.terms)) {
      throw new UnprocessableError(
        `Cash on delivery is not available for orders above ${formatPaise(choice.terms.maxOrderPaise!)}: this order is ${formatPaise(itemsPaise)}. Please choose another way to pay.`,
      );
    }
    const feePaise = choice.terms.feePaise;
    await tx
      .update(orders)
      .set({
        totalPaise: itemsPaise + order.shippingPaise + feePaise,
        codFeePaise: feePaise,
        updatedAt: sql`now()`,
      })
      .where(eq(orders.id, order.id));
    const after = await transition(tx, {
      orderId: order.id,
      to: ORDER_STATUS.PROCESSING,
      by: 'customer',
      conflict: choice.conflict,
    });
    await recordPaymentAttempt(tx, { ...choice.attempt, amountPaise: after.totalPaise });
    return after;
  });
}

/** A gateway's verified answer that the attempt failed: the order stays awaiting payment. */
export function recordPaymentFailure(
  db: Database,
  failed: { orderId: string; payment: number; reference: string | null },
): Promise<void> {
  return db.transaction(async (tx) => {
    await tx
      .update(payments)
      .set({ status: 'failed', gatewayReference: failed.reference, updatedAt: sql`now()` })
      .where(and(eq(payments.id, failed.payment), eq(payments.status, 'initiated')));
    // The "order placed" mail says the payment did not go through, with a link to pay again.
    await releasePlacedMail(tx, failed.orderId);
  });
}

/**
 * An owner corrects the UTR recorded for the order's UPI payment (a digit typed wrong): the new
 * one is checked as any confirmation's (12 digits, else 400; one that paid another order of the
 * store, 409 naming it), and the change is in the audit log and on the order's timeline. The
 * order keeps its status. 409 when the order has no UPI payment confirmed with a UTR.
 */
export function correctUtr(
  db: Database,
  correction: {
    orderId: string;
    storeId: number;
    utr: string;
    reason?: string;
    by: { staffId: number; email: string };
  },
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, correction.orderId, correction.storeId);
    const [paid] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.orderId, order.id),
          eq(payments.method, 'upi'),
          eq(payments.status, 'succeeded'),
          isNotNull(payments.utr),
        ),
      )
      .orderBy(desc(payments.updatedAt), desc(payments.id))
      .limit(1);
    if (!paid) {
      throw new ConflictError(
        `Order ${order.id} has no UPI payment confirmed with a UTR: there is nothing to correct.`,
      );
    }
    const utr = normaliseUtr(correction.utr);
    if (!utr) throw new BadRequestError(`utr: ${UTR_MESSAGE}`);
    if (utr === paid.utr) return order;
    const [used] = await tx
      .select({ orderId: payments.orderId })
      .from(payments)
      .where(and(eq(payments.storeId, order.storeId), eq(payments.utr, utr)))
      .limit(1);
    if (used) throw new ConflictError(`utr: UTR ${utr} already paid order ${used.orderId}.`);
    await keepUtr(tx, paid, utr, { utr, gatewayReference: utr }, 'utr');
    await recordAudit(tx, {
      storeId: order.storeId,
      actor: correction.by,
      action: 'order.utr_corrected',
      entity: 'order',
      entityId: order.id,
      before: { utr: paid.utr },
      after: { utr, ...(correction.reason ? { reason: correction.reason } : {}) },
    });
    await recordOrderEvent(tx, {
      orderId: order.id,
      type: 'utr_corrected',
      fromStatus: null,
      toStatus: null,
      staffId: correction.by.staffId,
      actor: correction.by.email,
      details: {
        from: paid.utr!,
        to: utr,
        ...(correction.reason ? { reason: correction.reason } : {}),
      },
    });
    return order;
  });
}

/**
 * The 403 for a staff role that may not move orders to `to` (the back office checks it before
 * it even reads the order): "The fulfilment role cannot cancel orders: that is for owners and
 * managers."
 */
export function checkRoleMayMoveTo(role: StaffRole, to: number): void {
  const moves = ORDER_MOVES.filter((move) => move.to === to);
  if (moves.length > 0 && !moves.some((move) => move.by.includes(role))) {
    throw roleRefused(role, to);
  }
}

const roleRefused = (role: StaffRole, to: number) =>
  new ForbiddenError(
    `The ${role} role cannot ${ORDER_STATUS_ACTIONS[to] ?? 'do this'}: that is for owners and managers.`,
  );

type OrderEvent = Parameters<typeof recordOrderEvent>[1];

/** 409 for a move the state machine does not have; 403 for one its mover may not make. */
function checkMove(from: number, to: number, by: OrderActor): void {
  const move = ORDER_MOVES.find((m) => m.from === from && m.to === to);
  if (!move) {
    throw new ConflictError(
      `An order cannot go from ${orderStatusLabel(from)} to ${orderStatusLabel(to)}.`,
    );
  }
  const mover = typeof by === 'string' ? by : by.role;
  if (move.by.includes(mover)) return;
  if (typeof by !== 'string') throw roleRefused(by.role, to);
  throw new ForbiddenError(
    `An order cannot be moved from ${orderStatusLabel(from)} to ${orderStatusLabel(to)} by the ${by}.`,
  );
}

async function lockOrder(tx: Database, rawId: string, storeId?: number): Promise<OrderRow> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.id, normaliseOrderId(rawId)),
        storeId === undefined ? undefined : eq(orders.storeId, storeId),
      ),
    )
    .limit(1)
    .for('update');
  if (!order) throw new NotFoundError('Order not found');
  return order;
}

/** The one write of an order's status after it was placed. */
async function setStatus(
  tx: Database,
  order: OrderRow,
  status: number,
  fields: Partial<
    Pick<
      OrderRow,
      | 'carrier'
      | 'trackingNumber'
      | 'trackingUrl'
      | 'cancelReason'
      | 'deliveredAt'
      | 'returnedToOrigin'
    >
  > = {},
): Promise<OrderRow> {
  const [after] = await tx
    .update(orders)
    .set({ status, ...fields, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id))
    .returning();
  // An order that moves on no longer waits for a choice of payment: its "placed" mail goes first.
  await releasePlacedMail(tx, order.id);
  return after!;
}

/**
 * A person confirms money arrived for a Pending order: the order's pending UPI transfer is
 * settled with its UTR; money seen some other way (a bank transfer, a gateway's dashboard) moves
 * the order with its own reference, which for a UPI order must be its UTR.
 */
async function moneySeen(
  tx: Database,
  order: OrderRow,
  by: OrderActor,
  details: MoveDetails,
  upiCredit?: { amountPaise: number },
): Promise<OrderRow> {
  const upi = await pendingUpiAttempt(tx, order.id);
  if (upiCredit) {
    if (!upi) {
      throw new ConflictError(
        `Order ${order.id} awaits no UPI payment: if it was paid another way, confirm it from the order’s page.`,
      );
    }
    if (upi.amountPaise !== upiCredit.amountPaise) {
      throw new ConflictError(
        `Order ${order.id} awaits ${formatPaiseExact(upi.amountPaise)}, not ${formatPaiseExact(upiCredit.amountPaise)}: if you accept it, confirm it from the order’s page.`,
      );
    }
  }
  if (upi) {
    const utr = await checkUtr(tx, order.storeId, details.reference ?? null);
    const settled = await upiReceived(tx, upi, utr);
    return (await paymentReceived(tx, order, settled, by, details.via))!;
  }
  if (order.paymentMethod === 'upi') {
    details.reference = await checkUtr(tx, order.storeId, details.reference ?? null);
  }
  const after = await setStatus(tx, order, ORDER_STATUS.PROCESSING);
  await enqueueOrderMail(tx, {
    kind: 'payment_received',
    data: {
      orderId: order.id,
      method: order.paymentMethod ?? 'upi',
      amountPaise: order.totalPaise,
      reference: details.reference ?? null,
    },
  });
  await recordOrderEvent(tx, {
    orderId: order.id,
    type: 'status_changed',
    fromStatus: order.status,
    toStatus: ORDER_STATUS.PROCESSING,
    ...author(by),
    details,
  });
  return after;
}

/**
 * A succeeded attempt's money: it pays its order if the order was awaiting payment (answering
 * the order, now Processing), else it is marked to be given back (null). A person's confirmation
 * is on the timeline; a gateway's answer is its payment's own row.
 */
async function paymentReceived(
  tx: Database,
  order: OrderRow,
  attempt: PaymentRow,
  by: OrderActor,
  /** Where the person saw the money ("bank statement"), for the timeline. */
  via?: string,
): Promise<OrderRow | null> {
  const paysOrder = order.status === ORDER_STATUS.PENDING;
  let after: OrderRow | null = null;
  if (paysOrder) {
    checkMove(order.status, ORDER_STATUS.PROCESSING, by);
    after = await setStatus(tx, order, ORDER_STATUS.PROCESSING);
    await enqueueOrderMail(tx, {
      kind: 'payment_received',
      data: {
        orderId: order.id,
        method: attempt.method,
        amountPaise: attempt.amountPaise,
        reference: attempt.gatewayReference || null,
      },
    });
  } else {
    await tx
      .update(payments)
      .set({ refundDue: true, updatedAt: sql`now()` })
      .where(eq(payments.id, attempt.id));
  }
  if (by !== 'gateway') {
    await recordOrderEvent(tx, {
      orderId: order.id,
      type: 'paid',
      fromStatus: paysOrder ? ORDER_STATUS.PENDING : null,
      toStatus: paysOrder ? ORDER_STATUS.PROCESSING : null,
      ...author(by),
      details: {
        method: attempt.method,
        ...(attempt.gatewayReference ? { reference: attempt.gatewayReference } : {}),
        ...(via ? { via } : {}),
        ...(paysOrder ? {} : { refund: 'due: the order was already paid or cancelled' }),
      },
    });
  }
  return after;
}

/** The order's latest UPI attempt still waiting for the shop to see the money. */
async function pendingUpiAttempt(tx: Database, orderId: string): Promise<PaymentRow | undefined> {
  const [attempt] = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.method, 'upi'),
        eq(payments.status, 'pending'),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return attempt;
}

/** The UPI attempt succeeds with the UTR the shop saw. */
async function upiReceived(tx: Database, attempt: PaymentRow, utr: string): Promise<PaymentRow> {
  return keepUtr(tx, attempt, utr, {
    status: 'succeeded',
    gatewayReference: utr,
    utr,
    updatedAt: sql`now()`,
  });
}

/**
 * Writes a payment's UTR (with `fields`). checkUtr has found it unused, but another confirmation
 * may take it between that check and this write: the unique index refuses the second, in a
 * savepoint, so the 409 can still name the order the UTR paid.
 */
async function keepUtr(
  tx: Database,
  attempt: PaymentRow,
  utr: string,
  fields: PgUpdateSetSource<typeof payments>,
  /** The request's field the 409 names. */
  field = 'reference',
): Promise<PaymentRow> {
  try {
    return await tx.transaction(async (savepoint) => {
      const [kept] = await savepoint
        .update(payments)
        .set(fields)
        .where(eq(payments.id, attempt.id))
        .returning();
      return kept!;
    });
  } catch (error) {
    if (!isUniqueViolation(error, 'payments_store_utr_idx')) throw error;
    const [used] = await tx
      .select({ orderId: payments.orderId })
      .from(payments)
      .where(and(eq(payments.storeId, attempt.storeId), eq(payments.utr, utr)))
      .limit(1);
    throw new ConflictError(
      used
        ? `${field}: UTR ${utr} already paid order ${used.orderId}.`
        : `${field}: UTR ${utr} was just used to confirm another order.`,
    );
  }
}

/**
 * The UTR a confirmation names, checked: 12 digits (400 naming `reference`), and none that
 * already paid an order of the store (409 naming that order). Returns it as kept.
 */
async function checkUtr(
  tx: Pick<Database, 'select'>,
  storeId: number,
  reference: string | null,
): Promise<string> {
  const utr = reference === null ? null : normaliseUtr(reference);
  if (!utr) throw new BadRequestError(`reference: ${UTR_MESSAGE}`);
  const [used] = await tx
    .select({ orderId: payments.orderId })
    .from(payments)
    .where(and(eq(payments.storeId, storeId), eq(payments.utr, utr)))
    .limit(1);
  if (used) throw new ConflictError(`reference: UTR ${utr} already paid order ${used.orderId}.`);
  return utr;
}

/**
 * Payments follow the order: delivering a cash-on-delivery order records the cash as collected;
 * cancelling ends attempts still waiting and marks money already received to be refunded.
 */
async function settlePayments(
  tx: Database,
  order: OrderRow,
  status: number,
  by: OrderActor,
  reason: string | undefined,
): Promise<Record<string, string>> {
  if (status === ORDER_STATUS.DELIVERED) {
    const collected = await tx
      .update(payments)
      .set({ status: 'succeeded', updatedAt: sql`now()` })
      .where(
        and(
          eq(payments.orderId, order.id),
          eq(payments.method, 'cod'),
          eq(payments.status, 'pending'),
        ),
      )
      .returning({ id: payments.id });
    return collected.length > 0 ? { cashCollected: 'yes' } : {};
  }
  if (status === ORDER_STATUS.CANCELLED) {
    const ended = await tx
      .update(payments)
      .set({ status: 'failed', updatedAt: sql`now()` })
      .where(
        and(eq(payments.orderId, order.id), inArray(payments.status, ['initiated', 'pending'])),
      )
      .returning({ method: payments.method });
    // A UPI transfer or card payment that was started and never confirmed may still have taken
    // the shopper's money (cash on delivery takes none before delivery).
    const unconfirmed = ended.some((payment) => payment.method !== 'cod');
    // updated_at stays the moment the gateway's answer arrived, which the timeline shows as the
    // payment; the cancellation's own entry says the money is now to be refunded.
    const refunds = await tx
      .update(payments)
      .set({ refundDue: true })
      .where(
        and(
          eq(payments.orderId, order.id),
          eq(payments.status, 'succeeded'),
          eq(payments.test, false),
        ),
      )
      .returning({ id: payments.id });
    // A prepaid order cancelled is refunded at once: the gateway's through the gateway-refunds
    // job, a UPI transfer by the shop to the shopper's refund destination (decision 0027).
    await refundCancelledPayments(tx, order, by, reason);
    if (refunds.length > 0) return { refund: 'due: the order was paid' };
    return unconfirmed ? { payment: 'unconfirmed: refund it if it arrives' } : {};
  }
  return {};
}

/** The shopper's e-mail about a move to Shipped, Delivered or Cancelled. */
function statusMail(
  orderId: string,
  status: number,
  details: MoveDetails,
  settled: Record<string, string>,
): Parameters<typeof enqueueOrderMail>[1] {
  switch (status) {
    case ORDER_STATUS.SHIPPED:
      return {
        kind: 'order_shipped',
        data: {
          orderId,
          carrier: details.carrier ?? null,
          trackingNumber: details.trackingNumber ?? null,
          trackingUrl: details.trackingUrl ?? null,
        },
      };
    case ORDER_STATUS.DELIVERED:
      return { kind: 'order_delivered', data: { orderId } };
    default:
      return {
        kind: 'order_cancelled',
        data: {
          orderId,
          reason: details.reason ?? null,
          refundDue: 'refund' in settled,
          paymentUnconfirmed: 'payment' in settled,
        },
      };
  }
}

/** The fields a status change can touch, for the audit log's before → after. */
function snapshot(order: OrderRow) {
  return {
    status: orderStatusLabel(order.status),
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
    trackingUrl: order.trackingUrl,
    cancelReason: order.cancelReason,
  };
}
