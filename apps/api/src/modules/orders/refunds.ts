// Refunds (decision 0027): money given back, one row per refund of one payment. Asking for one
// locks the order's row, so two refunds at once are counted one after the other and together
// never give back more than the payment took less what its other refunds give back. A gateway's
// refund is asked of the gateway by the gateway-refunds job (payments module), which settles it
// here; a UPI or cash one is paid by the shop and recorded here with its transfer's reference.
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  type AdminRefund,
  formatPaiseExact,
  HOSTED_GATEWAY_METHODS,
  isHostedGatewayMethod,
  normaliseOrderId,
  type OrderMoney,
  type OrderRefund,
  ORDER_STATUS,
  paiseToRupees,
  type RefundDestination,
  type SavedRefundDestination,
  linePaidPaise,
  taxableValuePaise,
  unitsPaidPaise,
} from '@storefront/contract';
import type { Database } from '../../db/client';
import {
  creditNotes,
  type CreditNoteRow,
  orderItems,
  type OrderRow,
  orders,
  type PaymentRow,
  payments,
  refundDestinations,
  type RefundDestinationRow,
  type RefundLine,
  type RefundRow,
  refunds,
} from '../../db/schema';
import { ConflictError, NotFoundError, UnprocessableError } from '../../lib/errors';
import { recordAudit } from '../audit';
import { issueRefundCreditNote } from '../invoices';
import { enqueueOrderMail } from '../mail';
import { auditActor, author, type OrderActor, recordOrderEvent } from './order-events';

/** What is asked: an amount, or lines and quantities, or neither (all that is left). */
export interface RefundAsk {
  orderId: string;
  /** The store the order must be of (the back office's): another store's is not found. */
  storeId: number;
  amountPaise?: number;
  lines?: { itemId: number; quantity: number }[];
  reason: string;
  /** The payment to refund; by default the one with the most left to refund. */
  paymentId?: number;
  by: OrderActor;
  /** The return this refund gives money back for (its credit note names it; issue 38). */
  returnId?: number;
}

/** Refunds that give money back or are on their way (a failed one gave nothing). */
const counting = ne(refunds.status, 'failed');

/**
 * A refund asked for by staff: the row, pending, with its timeline entry and audit entry. 422
 * when there is nothing to refund or the amount (or the lines' prices) is more than is left.
 */
export function requestRefund(db: Database, ask: RefundAsk): Promise<RefundRow> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, normaliseOrderId(ask.orderId)), eq(orders.storeId, ask.storeId)))
      .limit(1)
      .for('update');
    if (!order) throw new NotFoundError('Order not found');
    const { refund, creditNote } = await createRefund(tx, order, ask);
    const auditor = auditActor(ask.by);
    if (auditor) {
      await recordAudit(tx, {
        storeId: order.storeId,
        actor: auditor,
        action: 'order.refund_requested',
        entity: 'order',
        entityId: order.id,
        before: null,
        after: {
          refund: refund.id,
          amount: formatPaiseExact(refund.amountPaise),
          reason: refund.reason,
          ...(creditNote ? { creditNote: creditNote.number } : {}),
        },
      });
    }
    return refund;
  });
}

/**
 * The refunds a cancellation starts, in its transaction (the order's row is locked): all that
 * is left of each payment that succeeded. Answers how many.
 */
export async function refundCancelledPayments(
  tx: Database,
  order: OrderRow,
  by: OrderActor,
  reason: string | undefined,
): Promise<number> {
  const paid = await tx
    .select()
    .from(payments)
    .where(
      // A sandbox's payment too: its refund goes through the sandbox, as a real one would.
      and(eq(payments.orderId, order.id), eq(payments.status, 'succeeded')),
    )
    .orderBy(asc(payments.id));
  let made = 0;
  for (const payment of paid) {
    if ((await leftOf(tx, payment)) <= 0) continue;
    await createRefund(tx, order, {
      orderId: order.id,
      storeId: order.storeId,
      paymentId: payment.id,
      reason: reason ? `Order cancelled: ${reason}` : 'Order cancelled',
      by,
    });
    made += 1;
  }
  return made;
}

/** What is left to refund of a payment: what it took less its refunds that count. */
async function leftOf(tx: Pick<Database, 'select'>, payment: PaymentRow): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${refunds.amountPaise}), 0)::text` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, payment.id), counting));
  return payment.amountPaise - Number(row?.total ?? 0);
}

/**
 * The refund's row and timeline entry, and the GST credit note it brings when the order has a tax
 * invoice (decision 0030); the caller holds the order's row locked.
 */
async function createRefund(
  tx: Database,
  order: OrderRow,
  ask: RefundAsk,
): Promise<{ refund: RefundRow; creditNote: CreditNoteRow | null }> {
  const paid = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 'succeeded')))
    .orderBy(asc(payments.id));
  const left = new Map<number, number>();
  for (const payment of paid) left.set(payment.id, await leftOf(tx, payment));
  let payment: PaymentRow | undefined;
  if (ask.paymentId !== undefined) {
    payment = paid.find((candidate) => candidate.id === ask.paymentId);
    if (!payment) {
      throw new UnprocessableError('paymentId: not a payment of this order that succeeded');
    }
  } else {
    payment = [...paid].sort((a, b) => left.get(b.id)! - left.get(a.id)! || a.id - b.id)[0];
  }
  if (!payment) throw new UnprocessableError('Nothing was paid for this order: nothing to refund.');
  const available = left.get(payment.id)!;
  if (available <= 0) {
    throw new UnprocessableError(
      'This payment has been refunded in full: nothing is left to refund.',
    );
  }

  let amountPaise: number;
  let lines: RefundLine[] = [];
  if (ask.lines) {
    lines = await refundLines(tx, order.id, ask.lines);
    amountPaise = lines.reduce((sum, line) => sum + line.amountPaise, 0);
  } else {
    amountPaise = ask.amountPaise ?? available;
  }
  if (amountPaise > available) {
    throw new UnprocessableError(
      `amount: ${formatPaiseExact(amountPaise)} is more than can be refunded: at most ${formatPaiseExact(available)} (paid ${formatPaiseExact(payment.amountPaise)}, less what was refunded)`,
    );
  }
  const [refund] = await tx
    .insert(refunds)
    .values({
      storeId: order.storeId,
      orderId: order.id,
      paymentId: payment.id,
      method: payment.method,
      amountPaise,
      lines,
      reason: ask.reason,
      requestedBy: typeof ask.by === 'string' ? null : ask.by.staffId,
      requestedByName: author(ask.by).actor,
    })
    .returning();
  await recordOrderEvent(tx, {
    orderId: order.id,
    type: 'refund',
    fromStatus: null,
    toStatus: null,
    ...author(ask.by),
    details: {
      refund: String(refund!.id),
      status: 'pending',
      amount: paiseToRupees(amountPaise).toFixed(2),
      method: payment.method,
      reason: ask.reason,
      ...(isHostedGatewayMethod(payment.method)
        ? {}
        : { by: 'the shop’s own transfer to the shopper’s refund destination' }),
    },
  });
  const creditNote = await issueRefundCreditNote(tx, order, refund!, {
    by: author(ask.by),
    ...(ask.returnId !== undefined && { returnId: ask.returnId }),
  });
  return { refund: refund!, creditNote };
}

/**
 * The order lines asked for at what they paid (issue 40: the line's price less its discount, per
 * piece, the last piece of a line taking what is left of it), with the GST inside each worked
 * back as the tax invoice does; 422 for a line not of the order or more of it than is left to
 * refund.
 */
async function refundLines(
  tx: Database,
  orderId: string,
  asked: { itemId: number; quantity: number }[],
): Promise<RefundLine[]> {
  const items = await tx
    .select()
    .from(orderItems)
    .where(
      and(
        eq(orderItems.orderId, orderId),
        inArray(
          orderItems.id,
          asked.map((line) => line.itemId),
        ),
      ),
    );
  const given = await refundedPieces(tx, [orderId]);
  const refundedQuantity = (itemId: number) =>
    given.filter((line) => line.itemId === itemId).reduce((sum, line) => sum + line.quantity, 0);
  return asked.map((line, index) => {
    const item = items.find((candidate) => candidate.id === line.itemId);
    if (!item) throw new UnprocessableError(`lines.${index}.itemId: not a line of this order`);
    const left = item.quantity - refundedQuantity(item.id);
    if (line.quantity > left) {
      throw new UnprocessableError(
        `lines.${index}.quantity: at most ${left} of “${item.title}” can be refunded`,
      );
    }
    const amountPaise = unitsPaidPaise(
      linePaidPaise(item),
      item.quantity,
      line.quantity,
      item.quantity - left,
    );
    const taxablePaise =
      item.gstRate === null ? null : taxableValuePaise(amountPaise, item.gstRate);
    return {
      itemId: item.id,
      title: item.title,
      quantity: line.quantity,
      amountPaise,
      ratePercent: item.gstRate,
      taxablePaise,
      taxPaise: taxablePaise === null ? null : amountPaise - taxablePaise,
    };
  });
}

/**
 * The pieces of the orders' lines that refunds give back, one row per refund and line: a failed
 * refund gave nothing back. What a line's next pieces paid depends on how many went before (the
 * last piece takes the odd paise: unitsPaidPaise), so returns count them as refunds do.
 */
export async function refundedPieces(
  db: Pick<Database, 'select'>,
  orderIds: string[],
): Promise<{ refundId: number; orderId: string; itemId: number; quantity: number }[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select({ id: refunds.id, orderId: refunds.orderId, lines: refunds.lines })
    .from(refunds)
    .where(and(inArray(refunds.orderId, orderIds), counting));
  return rows.flatMap((row) =>
    row.lines.map((line) => ({
      refundId: row.id,
      orderId: row.orderId,
      itemId: line.itemId,
      quantity: line.quantity,
    })),
  );
}

/**
 * A pending refund ends: processed (the gateway's answer or webhook, or the shop's transfer) or
 * failed. Once: a refund no longer pending is left as it is ('already settled'). Its timeline
 * entry, and when processed the shopper's e-mail, go with it.
 */
export function settleRefund(
  db: Database,
  settled: {
    refundId: number;
    outcome: 'processed' | 'failed';
    gatewayReference?: string | null;
    transferReference?: string;
    error?: string;
    by: OrderActor;
  },
): Promise<'settled' | 'already settled'> {
  return db.transaction(async (tx) => {
    const [refund] = await tx
      .update(refunds)
      .set({
        status: settled.outcome,
        ...(settled.gatewayReference ? { gatewayReference: settled.gatewayReference } : {}),
        ...(settled.transferReference ? { transferReference: settled.transferReference } : {}),
        ...(settled.error ? { lastError: settled.error.slice(0, 500) } : {}),
        lockedUntil: null,
        processedAt: settled.outcome === 'processed' ? sql`now()` : null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(refunds.id, settled.refundId), eq(refunds.status, 'pending')))
      .returning();
    if (!refund) return 'already settled';
    const reference = refund.transferReference ?? refund.gatewayReference;
    await recordOrderEvent(tx, {
      orderId: refund.orderId,
      type: 'refund',
      fromStatus: null,
      toStatus: null,
      ...author(settled.by),
      details: {
        refund: String(refund.id),
        status: settled.outcome,
        amount: paiseToRupees(refund.amountPaise).toFixed(2),
        method: refund.method,
        ...(reference ? { reference } : {}),
        ...(settled.error ? { error: settled.error.slice(0, 500) } : {}),
      },
    });
    if (settled.outcome === 'processed') {
      const [note] = await tx
        .select({ number: creditNotes.number })
        .from(creditNotes)
        .where(and(eq(creditNotes.orderId, refund.orderId), eq(creditNotes.refundId, refund.id)))
        .limit(1);
      await enqueueOrderMail(tx, {
        kind: 'refund_processed',
        data: {
          orderId: refund.orderId,
          amountPaise: refund.amountPaise,
          method: refund.method,
          reference,
          creditNote: note?.number ?? null,
        },
      });
    }
    return 'settled';
  });
}

/**
 * The shop's own transfer for a UPI or cash-on-delivery refund, made: the refund is processed
 * with its reference. 409 for one no longer pending; 422 for one the gateway pays.
 */
export async function recordRefundTransfer(
  db: Database,
  transfer: {
    storeId: number;
    orderId: string;
    refundId: number;
    reference: string;
    by: Exclude<OrderActor, string>;
  },
): Promise<void> {
  const [refund] = await db
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.id, transfer.refundId),
        eq(refunds.orderId, normaliseOrderId(transfer.orderId)),
        eq(refunds.storeId, transfer.storeId),
      ),
    );
  if (!refund) throw new NotFoundError('Refund not found');
  if (isHostedGatewayMethod(refund.method)) {
    throw new UnprocessableError('This refund is paid by the payment gateway, not by hand.');
  }
  const done = await settleRefund(db, {
    refundId: refund.id,
    outcome: 'processed',
    transferReference: transfer.reference,
    by: transfer.by,
  });
  if (done === 'already settled') throw new ConflictError('This refund is no longer pending.');
  await recordAudit(db, {
    storeId: transfer.storeId,
    actor: auditActor(transfer.by)!,
    action: 'order.refund_transferred',
    entity: 'order',
    entityId: refund.orderId,
    before: null,
    after: { refund: refund.id, reference: transfer.reference },
  });
}

/**
 * Up to `limit` gateway refunds due to be asked about, claimed under a lease (attempts + 1,
 * locked until) in one statement whose subquery takes them FOR UPDATE SKIP LOCKED: each is
 * worked on by one process however many there are; one whose process died is due again.
 */
export async function claimGatewayRefunds(
  db: Database,
  limit: number,
  leaseMs: number,
): Promise<RefundRow[]> {
  const due = sql`(
    select id from ${refunds}
    where status = 'pending' and next_attempt_at <= now()
      and method in (${sql.join(
        HOSTED_GATEWAY_METHODS.map((method) => sql`${method}`),
        sql`, `,
      )})
      and (locked_until is null or locked_until < now())
    order by next_attempt_at, id
    limit ${limit}
    for update skip locked)`;
  return db
    .update(refunds)
    .set({
      attempts: sql`${refunds.attempts} + 1`,
      lockedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
    })
    .where(inArray(refunds.id, due))
    .returning();
}

/**
 * The gateway has the refund but has not finished it: kept pending with the gateway's
 * reference, asked about again in `retryInMs`.
 */
export async function refundStillPending(
  db: Database,
  refund: RefundRow,
  { gatewayReference, retryInMs }: { gatewayReference: string; retryInMs: number },
): Promise<void> {
  await db
    .update(refunds)
    .set({
      gatewayReference,
      lastError: null,
      lockedUntil: null,
      nextAttemptAt: sql`now() + make_interval(secs => ${retryInMs / 1000})`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')));
}

/** Asking the gateway failed (it could not be reached): tried again in `retryInMs`, or failed. */
export async function refundAttemptFailed(
  db: Database,
  refund: RefundRow,
  { reason, retryInMs }: { reason: string; retryInMs: number | null },
): Promise<void> {
  if (retryInMs === null) {
    await settleRefund(db, { refundId: refund.id, outcome: 'failed', error: reason, by: 'system' });
    return;
  }
  await db
    .update(refunds)
    .set({
      lastError: reason.slice(0, 500),
      lockedUntil: null,
      nextAttemptAt: sql`now() + make_interval(secs => ${retryInMs / 1000})`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')));
}

/** The refund and the payment it gives back money of (the gateway needs the payment). */
export async function refundWithPayment(
  db: Pick<Database, 'select'>,
  refundId: number,
): Promise<{ refund: RefundRow; payment: PaymentRow } | null> {
  const [row] = await db
    .select({ refund: refunds, payment: payments })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(refunds.id, refundId));
  return row ?? null;
}

/** The refund a gateway's webhook names by its own reference, for the gateway's method. */
export async function refundByGatewayReference(
  db: Pick<Database, 'select'>,
  method: PaymentRow['method'],
  gatewayReference: string,
): Promise<RefundRow | null> {
  const [row] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.method, method), eq(refunds.gatewayReference, gatewayReference)))
    .limit(1);
  return row ?? null;
}

// ─── Reading ───────────────────────────────────────────────────────────────────────────────────

/** The orders' refunds, oldest first, by order id. */
export async function refundsOf(
  db: Pick<Database, 'select'>,
  orderIds: string[],
): Promise<Map<string, RefundRow[]>> {
  const byOrder = new Map<string, RefundRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(refunds)
    .where(inArray(refunds.orderId, orderIds))
    .orderBy(asc(refunds.id));
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return byOrder;
}

/** A refund paid by the shop itself, to the shopper's refund destination. */
export const refundedByHand = (refund: Pick<RefundRow, 'method'>) =>
  !isHostedGatewayMethod(refund.method);

export const toOrderRefund = (refund: RefundRow): OrderRefund => ({
  amount: paiseToRupees(refund.amountPaise),
  status: refund.status,
  createdAt: refund.createdAt.toISOString(),
});

export const toAdminRefund = (refund: RefundRow): AdminRefund => ({
  id: refund.id,
  paymentId: refund.paymentId,
  method: refund.method,
  amount: paiseToRupees(refund.amountPaise),
  status: refund.status,
  reason: refund.reason,
  lines: refund.lines.map((line) => ({
    itemId: line.itemId,
    title: line.title,
    quantity: line.quantity,
    amount: paiseToRupees(line.amountPaise),
    gst: line.taxPaise === null ? null : paiseToRupees(line.taxPaise),
  })),
  gatewayReference: refund.gatewayReference,
  transferReference: refund.transferReference,
  byHand: refundedByHand(refund),
  requestedBy: refund.requestedByName,
  error: refund.status === 'failed' ? refund.lastError : null,
  createdAt: refund.createdAt.toISOString(),
  processedAt: refund.processedAt?.toISOString() ?? null,
});

/**
 * An order's money as it is: paid (payments that succeeded), pending (the order's total while
 * nothing has been paid and it is not cancelled: a UPI transfer to confirm, cash to collect, a
 * gateway's answer), refunded, refunding, refund due (money marked to give back that no refund
 * covers yet) and refundable (what refunds may still give back). Paise.
 */
export function moneyOf(
  order: Pick<OrderRow, 'status' | 'totalPaise'> & Partial<Pick<OrderRow, 'exchangeOfReturnId'>>,
  attempts: Pick<PaymentRow, 'id' | 'status' | 'amountPaise' | 'refundDue'>[],
  orderRefunds: Pick<RefundRow, 'paymentId' | 'status' | 'amountPaise'>[],
): Record<keyof OrderMoney, number> {
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const succeeded = attempts.filter((attempt) => attempt.status === 'succeeded');
  const leftOfPayment = (id: number, amount: number) =>
    amount -
    sum(
      orderRefunds
        .filter((refund) => refund.paymentId === id && refund.status !== 'failed')
        .map((refund) => refund.amountPaise),
    );
  const paid = sum(succeeded.map((attempt) => attempt.amountPaise));
  return {
    paid,
    // An exchange's order is paid by its return (decision 0031): nothing is awaited for it.
    pending:
      paid === 0 && order.status !== ORDER_STATUS.CANCELLED && !order.exchangeOfReturnId
        ? order.totalPaise
        : 0,
    refunded: sum(orderRefunds.filter((r) => r.status === 'processed').map((r) => r.amountPaise)),
    refunding: sum(orderRefunds.filter((r) => r.status === 'pending').map((r) => r.amountPaise)),
    refundDue: sum(
      succeeded
        .filter((attempt) => attempt.refundDue)
        .map((attempt) => Math.max(0, leftOfPayment(attempt.id, attempt.amountPaise))),
    ),
    refundable: sum(
      succeeded.map((attempt) => Math.max(0, leftOfPayment(attempt.id, attempt.amountPaise))),
    ),
  };
}

export function moneyInRupees(money: Record<keyof OrderMoney, number>): OrderMoney {
  return Object.fromEntries(
    Object.entries(money).map(([key, paise]) => [key, paiseToRupees(paise)]),
  ) as OrderMoney;
}

// ─── The shopper's refund destination ────────────────────────────────────────────────────────

export const toSavedDestination = (row: RefundDestinationRow): SavedRefundDestination =>
  row.kind === 'upi'
    ? { kind: 'upi', vpa: row.vpa ?? '' }
    : {
        kind: 'bank',
        accountName: row.accountName ?? '',
        accountNumber: row.accountNumber ?? '',
        ifsc: row.ifsc ?? '',
      };

/** The orders whose UPI or cash refund waits for the shopper to say where to send it. */
export async function destinationsNeeded(
  db: Pick<Database, 'select'>,
  orderIds: string[],
): Promise<Set<string>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db
    .select({ orderId: refunds.orderId })
    .from(refunds)
    .leftJoin(refundDestinations, eq(refundDestinations.orderId, refunds.orderId))
    .where(
      and(
        inArray(refunds.orderId, orderIds),
        eq(refunds.status, 'pending'),
        inArray(refunds.method, ['upi', 'cod']),
        sql`${refundDestinations.orderId} is null`,
      ),
    );
  return new Set(rows.map((row) => row.orderId));
}

/** The shopper's own order, or 404 (the same for another shopper's as for none). */
async function ownOrder(
  db: Pick<Database, 'select'>,
  storeId: number,
  userId: number,
  rawId: string,
): Promise<OrderRow> {
  const [order] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.id, normaliseOrderId(rawId)),
        eq(orders.storeId, storeId),
        eq(orders.userId, userId),
      ),
    )
    .limit(1);
  if (!order) throw new NotFoundError('Order not found');
  return order;
}

/** Where the shopper asked this order's money to be given back, and whether the shop waits for it. */
export async function refundDestinationFor(
  db: Database,
  storeId: number,
  userId: number,
  rawId: string,
): Promise<{ destination: SavedRefundDestination | null; needed: boolean }> {
  const order = await ownOrder(db, storeId, userId, rawId);
  const [row] = await db
    .select()
    .from(refundDestinations)
    .where(eq(refundDestinations.orderId, order.id));
  return {
    destination: row ? toSavedDestination(row) : null,
    needed: (await destinationsNeeded(db, [order.id])).has(order.id),
  };
}

/** The destination of the order's refunds by hand, as the shopper gives (or corrects) it. */
export async function saveRefundDestination(
  db: Database,
  storeId: number,
  userId: number,
  rawId: string,
  destination: RefundDestination,
): Promise<{ destination: SavedRefundDestination; needed: boolean }> {
  const order = await ownOrder(db, storeId, userId, rawId);
  if (order.paymentMethod !== null && isHostedGatewayMethod(order.paymentMethod)) {
    throw new ConflictError(
      'This order was paid online: its refunds go back to the card or account that paid.',
    );
  }
  const values = {
    kind: destination.kind,
    vpa: destination.kind === 'upi' ? destination.vpa : null,
    accountName: destination.kind === 'bank' ? destination.accountName : null,
    accountNumber: destination.kind === 'bank' ? destination.accountNumber : null,
    ifsc: destination.kind === 'bank' ? destination.ifsc : null,
  };
  const [row] = await db
    .insert(refundDestinations)
    .values({ orderId: order.id, userId, ...values })
    .onConflictDoUpdate({
      target: refundDestinations.orderId,
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning();
  return { destination: toSavedDestination(row!), needed: false };
}
