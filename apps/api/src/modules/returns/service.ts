// Returns and exchanges (issue 38, decision 0031): the shopper asks for some delivered lines
// back within the store's window; staff approve or reject, arrange the pickup, receive and
// inspect, then refund (a refund of the received lines through the order's refunds) or ship the
// exchange (an order of its own). Every step is one transaction on the order's locked row, with
// its timeline entry, audit entry and the shopper's e-mail. The order's own status is not
// touched: a returned delivered order stays Delivered (the spec's statuses).
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import {
  type AdminReturn,
  type AdminReturnList,
  type adminReturnListQuerySchema,
  formatPaiseExact,
  normaliseOrderId,
  ORDER_STATUS,
  paiseToRupees,
  type ReturnStatus,
  rupeesToPaise,
  linePaidPaise,
  type returnRequestSchema,
  unitsPaidPaise,
  type returnStatusChangeSchema,
} from '@storefront/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import {
  creditNotes,
  orderItems,
  type OrderItemRow,
  type OrderRow,
  orders,
  products,
  productVariants,
  returnLines,
  type ReturnLineRow,
  returnPhotos,
  type ReturnRow,
  returns,
  stores,
} from '../../db/schema';
import { ConflictError, NotFoundError, UnprocessableError } from '../../lib/errors';
import { recordAudit } from '../audit';
import { issueCreditNote } from '../invoices';
import { enqueueOrderMail, enqueueStaffMail } from '../mail';
import { releaseIfWhollyReturned } from '../promotions';
import {
  askedQuantities,
  newOrderId,
  type OrderActor,
  recordOrderEvent,
  refundedPieces,
  requestRefund,
  returnableProducts,
  returnsOf,
  returnUntil,
  toOrderReturn,
  transition,
} from '../orders';
import { matchVariant, releaseItemStock, stockMessage, type VariantStock } from '../stock';

export type StaffActor = Exclude<OrderActor, string>;
type ParsedRequest = z.output<typeof returnRequestSchema>;
type ParsedChange = z.output<typeof returnStatusChangeSchema>;

const NOT_FOUND = 'Order not found or access denied';
const RETURN_NOT_FOUND = 'Return not found';
const NEEDS_ACTION: ReturnStatus[] = ['requested', 'approved', 'received'];
const DAY_MS = 86_400_000;

export type ReturnService = ReturnType<typeof createReturnService>;

export function createReturnService({ db, now }: { db: Database; now: () => Date }) {
  /**
   * The shopper cancels their own order before it ships: through the lifecycle (a paid order's
   * refund, the stock back, the e-mail and the timeline go with it). 409 once shipped or
   * cancelled; 404 for an order not theirs.
   */
  async function cancelOwn(
    storeId: number,
    userId: number,
    rawId: string,
    reason: string | undefined,
  ): Promise<void> {
    const [order] = await db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(ownOrder(storeId, userId, rawId));
    if (!order) throw new NotFoundError(NOT_FOUND);
    await transition(db, {
      orderId: order.id,
      storeId,
      to: ORDER_STATUS.CANCELLED,
      by: 'customer',
      conflict:
        order.status === ORDER_STATUS.CANCELLED
          ? 'This order is already cancelled.'
          : 'This order has shipped and can no longer be cancelled: once it is delivered you can ask to return it.',
      details: {
        reason: reason ? `Cancelled by the shopper: ${reason}` : 'Cancelled by the shopper',
      },
    });
  }

  /**
   * A return (or exchange) of some lines of the shopper's own delivered order, within the
   * store's window, never above what was delivered less what other requests not rejected ask:
   * the order's row is locked, so two requests at once are counted one after the other.
   */
  async function request(
    storeId: number,
    userId: number,
    rawId: string,
    body: ParsedRequest,
  ): Promise<{ id: number; status: ReturnStatus }> {
    return db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(ownOrder(storeId, userId, rawId))
        .for('update');
      if (!order) throw new NotFoundError(NOT_FOUND);
      const [store] = await tx
        .select({ windowDays: stores.returnWindowDays })
        .from(stores)
        .where(eq(stores.id, storeId));
      const windowDays = store?.windowDays ?? 0;
      if (order.status !== ORDER_STATUS.DELIVERED) {
        throw new UnprocessableError('Only a delivered order can be returned.');
      }
      if (windowDays <= 0) throw new UnprocessableError('This shop does not take returns.');
      const until = returnUntil(order, windowDays);
      if (!until || now() >= until) {
        throw new UnprocessableError(
          `The return window of ${windowDays} ${windowDays === 1 ? 'day' : 'days'} from delivery closed on ${istDate(until ?? now())}.`,
        );
      }
      const exchanges = body.lines.filter((line) => line.exchangeFor).length;
      if (exchanges > 0 && exchanges < body.lines.length) {
        throw new UnprocessableError(
          'A request is either a refund or an exchange: please ask for the others in a request of their own.',
        );
      }
      const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
      const found = await returnsOf(tx, [order.id]);
      const asked = askedQuantities(found.rows, found.lines);
      const returnable = await returnableProducts(
        tx,
        items.map((item) => item.productId),
      );
      // One after the other in the transaction: the first refusal ends it.
      const lines: AskedLine[] = [];
      for (const [index, line] of body.lines.entries()) {
        lines.push(await askedLine(tx, { items, asked, returnable }, line, index));
      }
      const [made] = await tx
        .insert(returns)
        .values({ storeId, orderId: order.id, reason: body.reason, note: body.note ?? null })
        .returning();
      await tx.insert(returnLines).values(
        lines.map((line) => ({
          returnId: made!.id,
          orderItemId: line.item.id,
          quantity: line.quantity,
          exchange: line.exchange !== null,
          exchangeSize: line.exchange?.size ?? null,
          exchangeColor: line.exchange?.color ?? null,
        })),
      );
      await recordOrderEvent(tx, {
        orderId: order.id,
        type: 'return',
        fromStatus: null,
        toStatus: null,
        staffId: null,
        actor: 'customer',
        details: {
          return: String(made!.id),
          status: 'requested',
          reason: body.reason,
          ...(exchanges > 0 ? { exchange: 'yes' } : {}),
        },
      });
      // The staff hear of it with the request, as the store's settings say who is told.
      await enqueueStaffMail(tx, {
        storeId,
        event: 'return_requested',
        message: {
          kind: 'staff_return_requested',
          data: {
            orderId: order.id,
            returnId: made!.id,
            customerName: order.fullName,
            reason: body.reason,
            units: lines.reduce((sum, line) => sum + line.quantity, 0),
            exchange: exchanges > 0,
          },
        },
      });
      return { id: made!.id, status: 'requested' as const };
    });
  }

  /** A photo the shopper attaches to their own return (at most `max`): its stored address. */
  async function addPhoto(
    storeId: number,
    userId: number,
    rawId: string,
    returnId: number,
    max: number,
    store: (bytes: Buffer) => Promise<string>,
    bytes: Buffer,
  ): Promise<string[]> {
    const own = await ownReturn(db, storeId, userId, rawId, returnId);
    const count = async () =>
      (await db.select().from(returnPhotos).where(eq(returnPhotos.returnId, own.id))).length;
    if ((await count()) >= max) {
      throw new UnprocessableError(`A return can have at most ${max} photos.`);
    }
    const url = await store(bytes);
    return db.transaction(async (tx) => {
      // The order's row, locked: two uploads at once are counted one after the other.
      await tx
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.id, own.orderId))
        .for('update');
      const photos = await tx
        .select({ url: returnPhotos.url })
        .from(returnPhotos)
        .where(eq(returnPhotos.returnId, own.id));
      if (photos.length >= max) {
        throw new UnprocessableError(`A return can have at most ${max} photos.`);
      }
      await tx.insert(returnPhotos).values({ returnId: own.id, url });
      return [...photos.map((photo) => photo.url), url];
    });
  }

  // ─── Back office ──────────────────────────────────────────────────────────────────────────

  /** The store's returns: those needing action first (oldest first), then the rest (newest first). */
  async function list(
    storeId: number,
    { page, limit, status }: z.output<typeof adminReturnListQuerySchema>,
  ): Promise<AdminReturnList> {
    const where = and(
      eq(returns.storeId, storeId),
      status ? eq(returns.status, status) : undefined,
    );
    const needs = sql`${returns.status} in ('requested', 'approved', 'received')`;
    const [rows, [counted]] = await Promise.all([
      db
        .select()
        .from(returns)
        .where(where)
        .orderBy(
          desc(needs),
          sql`case when ${needs} then ${returns.createdAt} end asc`,
          desc(returns.updatedAt),
          asc(returns.id),
        )
        .limit(limit)
        .offset((page - 1) * limit),
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(returns)
        .where(where),
    ]);
    return {
      data: await adminReturns(db, rows),
      pagination: { page, limit, total: counted?.total ?? 0 },
    };
  }

  async function detail(storeId: number, id: number): Promise<AdminReturn> {
    const row = await findReturn(db, storeId, id);
    return (await adminReturns(db, [row]))[0]!;
  }

  /**
   * Staff's moves: requested → approved or rejected (with a reason), approved → received with
   * each line inspected (how many came back, how many go back to stock, the rest written off
   * with a reason). Anything else is 409.
   */
  async function changeStatus(
    storeId: number,
    actor: StaffActor,
    id: number,
    change: ParsedChange,
  ): Promise<AdminReturn> {
    await step(storeId, id, async (tx, order, row) => {
      const moves: Record<string, ReturnStatus> = {
        approved: 'requested',
        rejected: 'requested',
        received: 'approved',
      };
      if (moves[change.status] !== row.status) {
        throw new ConflictError(`This return is ${row.status}: it cannot be ${change.status} now.`);
      }
      const fields: Partial<ReturnRow> = { status: change.status };
      const details: Record<string, string> = {};
      if (change.status === 'rejected') fields.rejectionReason = change.reason!;
      if (change.reason) details.reason = change.reason;
      if (change.status === 'received') {
        const inspected = await inspect(tx, row, change.lines);
        await releaseItemStock(
          tx,
          inspected.map((line) => ({ itemId: line.orderItemId, quantity: line.restocked })),
        );
        fields.receivedAt = now();
        const restocked = inspected.reduce((sum, line) => sum + line.restocked, 0);
        const came = inspected.reduce((sum, line) => sum + line.receivedQuantity, 0);
        details.received = String(came);
        details.restocked = String(restocked);
        if (came > restocked) details.writtenOff = String(came - restocked);
      }
      await save(tx, order, row, fields, actor, details, {
        step: change.status,
        reason: change.status === 'rejected' ? change.reason! : null,
      });
    });
    return detail(storeId, id);
  }

  /** The pickup of an approved return's parcel: the carrier and tracking number (409 otherwise). */
  async function arrangePickup(
    storeId: number,
    actor: StaffActor,
    id: number,
    pickup: { carrier: string; trackingNumber: string; trackingUrl?: string },
  ): Promise<AdminReturn> {
    await step(storeId, id, async (tx, order, row) => {
      if (row.status !== 'approved') {
        throw new ConflictError(
          `This return is ${row.status}: a pickup is arranged once approved.`,
        );
      }
      await save(
        tx,
        order,
        row,
        {
          pickupCarrier: pickup.carrier,
          pickupTrackingNumber: pickup.trackingNumber,
          pickupTrackingUrl: pickup.trackingUrl ?? null,
        },
        actor,
        { carrier: pickup.carrier, trackingNumber: pickup.trackingNumber },
        {
          step: 'pickup',
          reason: null,
          carrier: pickup.carrier,
          trackingNumber: pickup.trackingNumber,
          trackingUrl: pickup.trackingUrl ?? null,
        },
      );
    });
    return detail(storeId, id);
  }

  /**
   * A received return refunded: a refund of the received lines as they were paid (the amount
   * proposed), or less (`amount`, edited down), never above them nor above what was paid less
   * refunded (422). A UPI or cash order's refund waits for the shopper's destination as any does.
   */
  async function refund(
    storeId: number,
    actor: StaffActor,
    id: number,
    amount: number | undefined,
  ): Promise<AdminReturn> {
    await step(storeId, id, async (tx, order, row, lines) => {
      if (row.status !== 'received') {
        throw new ConflictError(`This return is ${row.status}: it is refunded once received.`);
      }
      const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
      const came = lines.filter((line) => (line.receivedQuantity ?? 0) > 0);
      const proposed = proposedPaise(lines, items, await refundedPieces(tx, [order.id]));
      if (proposed <= 0) {
        throw new UnprocessableError(
          'Nothing of this return came back: there is nothing to refund.',
        );
      }
      const asked = amount === undefined ? proposed : rupeesToPaise(amount);
      if (asked > proposed) {
        throw new UnprocessableError(
          `amount: ${formatPaiseExact(asked)} is more than the received lines are worth: at most ${formatPaiseExact(proposed)}`,
        );
      }
      const made = await requestRefund(tx, {
        orderId: order.id,
        storeId,
        ...(asked === proposed
          ? {
              lines: came.map((line) => ({
                itemId: line.orderItemId,
                quantity: line.receivedQuantity!,
              })),
            }
          : { amountPaise: asked }),
        reason: `Return #${row.id}: ${row.reason}`,
        by: actor,
        returnId: row.id,
      });
      await save(
        tx,
        order,
        row,
        { status: 'refunded', refundId: made.id },
        actor,
        { refund: String(made.id), amount: paiseToRupees(made.amountPaise).toFixed(2) },
        { step: 'refunded', reason: null, amountPaise: made.amountPaise },
      );
      // Every unit refunded back: the order's promotion uses are given back (decision 0034).
      await releaseIfWhollyReturned(tx, order.id);
    });
    return detail(storeId, id);
  }

  /**
   * A received exchange shipped: an order of its own for the other sizes or colours at the
   * prices paid, Processing (nothing to pay: the returned lines' credit pays it) so it ships
   * through the normal lifecycle with its own invoice. Its stock is taken now (422 when out of
   * stock: refund the return instead), and the returned lines are credited.
   */
  async function exchange(storeId: number, actor: StaffActor, id: number): Promise<AdminReturn> {
    await step(storeId, id, async (tx, order, row, lines) => {
      if (row.status !== 'received') {
        throw new ConflictError(`This return is ${row.status}: the exchange ships once received.`);
      }
      if (!lines.every((line) => line.exchange)) {
        throw new UnprocessableError(
          'This return asks for money back, not an exchange: refund it.',
        );
      }
      const came = lines.filter((line) => (line.receivedQuantity ?? 0) > 0);
      if (came.length === 0) {
        throw new UnprocessableError(
          'Nothing of this return came back: there is nothing to exchange.',
        );
      }
      const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
      const given = await refundedPieces(tx, [order.id]);
      const wanted = [];
      for (const line of came) {
        const item = items.find((candidate) => candidate.id === line.orderItemId)!;
        const options = { size: line.exchangeSize, color: line.exchangeColor };
        const variant = await exchangeVariant(tx, item, options, line.receivedQuantity!);
        // At what the returned pieces paid (issue 40): their price less their share of the
        // line's discount, so the exchange's invoice bills what the credit note gives back.
        const paidPaise = piecesPaidPaise(item, line.receivedQuantity!, given);
        wanted.push({ item, options, quantity: line.receivedQuantity!, variant, paidPaise });
      }
      // Taken in variant id order, as orders take stock, so the two never deadlock.
      for (const line of [...wanted].sort((a, b) => (a.variant?.id ?? 0) - (b.variant?.id ?? 0))) {
        if (!line.variant) continue;
        const [taken] = await tx
          .update(productVariants)
          .set({ stock: sql`${productVariants.stock} - ${line.quantity}` })
          .where(
            and(
              eq(productVariants.id, line.variant.id),
              sql`${productVariants.stock} >= ${line.quantity}`,
            ),
          )
          .returning({ id: productVariants.id });
        if (!taken) {
          throw new UnprocessableError(
            `${stockMessage(line.item.title, line.options, 0)}: refund this return instead.`,
          );
        }
      }
      const exchangeId = newOrderId();
      await tx.insert(orders).values({
        id: exchangeId,
        storeId,
        userId: order.userId,
        status: ORDER_STATUS.PROCESSING,
        email: order.email,
        phone: order.phone,
        fullName: order.fullName,
        address: order.address,
        city: order.city,
        state: order.state,
        postalCode: order.postalCode,
        shippingMethod: order.shippingMethod,
        totalPaise: wanted.reduce((sum, line) => sum + line.paidPaise, 0),
        discountPaise: wanted.reduce(
          (sum, line) => sum + line.item.unitPricePaise * line.quantity - line.paidPaise,
          0,
        ),
        exchangeOfReturnId: row.id,
      });
      await tx.insert(orderItems).values(
        wanted.map((line) => ({
          orderId: exchangeId,
          productId: line.item.productId,
          title: line.item.title,
          unitPricePaise: line.item.unitPricePaise,
          quantity: line.quantity,
          discountPaise: line.item.unitPricePaise * line.quantity - line.paidPaise,
          size: line.options.size,
          color: line.options.color,
          variantId: line.variant?.id ?? null,
          hsn: line.item.hsn,
          gstRate: line.item.gstRate,
        })),
      );
      await issueCreditNote(tx, order, {
        lines: came.map((line) => ({ itemId: line.orderItemId, quantity: line.receivedQuantity! })),
        reason: `Return #${row.id} exchanged: ${row.reason}`,
        returnId: row.id,
        at: now(),
      });
      await recordOrderEvent(tx, {
        orderId: exchangeId,
        type: 'return',
        fromStatus: null,
        toStatus: ORDER_STATUS.PROCESSING,
        staffId: actor.staffId,
        actor: actor.email,
        details: { return: String(row.id), status: 'exchanged', of: order.id },
      });
      await save(
        tx,
        order,
        row,
        { status: 'exchanged', exchangeOrderId: exchangeId },
        actor,
        { exchangeOrder: exchangeId },
        { step: 'exchanged', reason: null, exchangeOrderId: exchangeId },
      );
    });
    return detail(storeId, id);
  }

  /** One step on a return, in one transaction: the order's row locked first, then the return's. */
  async function step(
    storeId: number,
    id: number,
    work: (tx: Database, order: OrderRow, row: ReturnRow, lines: ReturnLineRow[]) => Promise<void>,
  ): Promise<void> {
    const found = await findReturn(db, storeId, id);
    await db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(eq(orders.id, found.orderId))
        .for('update');
      const [row] = await tx.select().from(returns).where(eq(returns.id, id)).for('update');
      if (!order || !row) throw new NotFoundError(RETURN_NOT_FOUND);
      const lines = await tx
        .select()
        .from(returnLines)
        .where(eq(returnLines.returnId, id))
        .orderBy(asc(returnLines.id));
      await work(tx, order, row, lines);
    });
  }

  /** The return's new state, its timeline and audit entries and the shopper's e-mail. */
  async function save(
    tx: Database,
    order: OrderRow,
    row: ReturnRow,
    fields: Partial<ReturnRow>,
    actor: StaffActor,
    details: Record<string, string>,
    mail: Omit<
      Extract<Parameters<typeof enqueueOrderMail>[1], { kind: 'return_update' }>['data'],
      'orderId' | 'returnId'
    >,
  ): Promise<void> {
    const [after] = await tx
      .update(returns)
      .set({ ...fields, updatedAt: now() })
      .where(eq(returns.id, row.id))
      .returning();
    await recordOrderEvent(tx, {
      orderId: order.id,
      type: 'return',
      fromStatus: null,
      toStatus: null,
      staffId: actor.staffId,
      actor: actor.email,
      details: { return: String(row.id), status: mail.step, ...details },
    });
    await recordAudit(tx, {
      storeId: order.storeId,
      actor: { staffId: actor.staffId, email: actor.email },
      action: `return.${mail.step}`,
      entity: 'order',
      entityId: order.id,
      before: { return: row.id, status: row.status },
      after: { return: row.id, status: after!.status, ...details },
    });
    await enqueueOrderMail(tx, {
      kind: 'return_update',
      data: { orderId: order.id, returnId: row.id, ...mail },
    });
  }

  return {
    cancelOwn,
    request,
    addPhoto,
    list,
    detail,
    changeStatus,
    arrangePickup,
    refund,
    exchange,
  };
}

// ─── Helpers ──────────────────────────────────────────────────────────────────────────────────

const ownOrder = (storeId: number, userId: number, rawId: string) =>
  and(
    eq(orders.storeId, storeId),
    eq(orders.userId, userId),
    eq(orders.id, normaliseOrderId(rawId)),
  );

const istDate = (at: Date) =>
  new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(at);

async function ownReturn(
  db: Database,
  storeId: number,
  userId: number,
  rawId: string,
  returnId: number,
): Promise<ReturnRow> {
  const [row] = await db
    .select({ row: returns })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(and(ownOrder(storeId, userId, rawId), eq(returns.id, returnId)));
  if (!row) throw new NotFoundError(RETURN_NOT_FOUND);
  return row.row;
}

async function findReturn(db: Pick<Database, 'select'>, storeId: number, id: number) {
  const [row] = await db
    .select()
    .from(returns)
    .where(and(eq(returns.storeId, storeId), eq(returns.id, id)));
  if (!row) throw new NotFoundError(RETURN_NOT_FOUND);
  return row;
}

type AskedLine = {
  item: OrderItemRow;
  quantity: number;
  exchange: { size: string | null; color: string | null } | null;
};

/**
 * One line of a request, checked: of the order, of a returnable product, within what is left to
 * return (422 otherwise); an exchange's size or colour sold and in stock.
 */
async function askedLine(
  tx: Pick<Database, 'select'>,
  order: { items: OrderItemRow[]; asked: Map<number, number>; returnable: Set<string> },
  line: ParsedRequest['lines'][number],
  index: number,
): Promise<AskedLine> {
  const item = order.items.find((candidate) => candidate.id === line.itemId);
  if (!item) throw new UnprocessableError(`lines.${index}.itemId: not a line of this order`);
  if (item.productId === null || !order.returnable.has(item.productId)) {
    throw new UnprocessableError(`${item.title} cannot be returned.`);
  }
  const left = item.quantity - (order.asked.get(item.id) ?? 0);
  if (line.quantity > left) {
    throw new UnprocessableError(
      left > 0
        ? `lines.${index}.quantity: at most ${left} of “${item.title}” can still be returned`
        : `lines.${index}.quantity: “${item.title}” is already asked for in full`,
    );
  }
  if (!line.exchangeFor) return { item, quantity: line.quantity, exchange: null };
  const wanted = {
    size: line.exchangeFor.size ?? item.size,
    color: line.exchangeFor.color ?? item.color,
  };
  await exchangeVariant(tx, item, wanted, line.quantity);
  return { item, quantity: line.quantity, exchange: wanted };
}

/**
 * The variant an exchange asks for: of the same product, sold and with stock for `quantity`
 * (untracked stock: null), else 422 saying why.
 */
async function exchangeVariant(
  tx: Pick<Database, 'select'>,
  item: OrderItemRow,
  wanted: { size: string | null; color: string | null },
  quantity: number,
): Promise<VariantStock | null> {
  const productId = item.productId;
  if (productId === null) {
    throw new UnprocessableError(`${item.title} is no longer sold: it cannot be exchanged.`);
  }
  const [product] = await tx
    .select({ title: products.title, archivedAt: products.archivedAt })
    .from(products)
    .where(eq(products.id, productId));
  if (!product || product.archivedAt) {
    throw new UnprocessableError(`${item.title} is no longer sold: it cannot be exchanged.`);
  }
  const variants = await tx
    .select({
      id: productVariants.id,
      size: productVariants.size,
      color: productVariants.color,
      stock: productVariants.stock,
    })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
  let variant: VariantStock | null;
  try {
    variant = matchVariant(product, variants, wanted);
  } catch (error) {
    if (error instanceof ConflictError || error instanceof UnprocessableError) {
      throw new UnprocessableError(`${error.message}: it cannot be exchanged for.`);
    }
    throw error;
  }
  if (variant && (variant.stock ?? 0) < quantity) {
    throw new UnprocessableError(stockMessage(item.title, wanted, variant.stock ?? 0));
  }
  return variant;
}

/**
 * Each line as inspected at receipt: how many came back (at most asked) and went back to stock
 * (at most what came back); the rest written off with a reason. A line not named came back as
 * asked and goes back to stock.
 */
async function inspect(
  tx: Database,
  row: ReturnRow,
  given: ParsedChange['lines'],
): Promise<{ orderItemId: number; receivedQuantity: number; restocked: number }[]> {
  const lines = await tx.select().from(returnLines).where(eq(returnLines.returnId, row.id));
  given?.forEach((line, index) => {
    if (!lines.some((candidate) => candidate.orderItemId === line.itemId)) {
      throw new UnprocessableError(`lines.${index}.itemId: not a line of this return`);
    }
  });
  const inspected = lines.map((line) => {
    const index = given?.findIndex((candidate) => candidate.itemId === line.orderItemId) ?? -1;
    const entry = index >= 0 ? given![index]! : undefined;
    const received = entry?.quantity ?? line.quantity;
    const restocked =
      entry === undefined || entry.restock === true
        ? received
        : entry.restock === false
          ? 0
          : entry.restock;
    if (received > line.quantity) {
      throw new UnprocessableError(
        `lines.${index}.quantity: at most ${line.quantity} were asked to be returned`,
      );
    }
    if (restocked > received) {
      throw new UnprocessableError(
        `lines.${index}.restock: at most the ${received} received can go back to stock`,
      );
    }
    if (restocked < received && !entry?.writeOffReason) {
      throw new UnprocessableError(
        `lines.${index}.writeOffReason: is required for what does not go back to stock`,
      );
    }
    return {
      id: line.id,
      orderItemId: line.orderItemId,
      receivedQuantity: received,
      restocked,
      writeOffReason: restocked < received ? entry!.writeOffReason! : null,
    };
  });
  for (const line of inspected) {
    await tx
      .update(returnLines)
      .set({
        receivedQuantity: line.receivedQuantity,
        restocked: line.restocked,
        writeOffReason: line.writeOffReason,
      })
      .where(eq(returnLines.id, line.id));
  }
  return inspected;
}

type Refunded = Awaited<ReturnType<typeof refundedPieces>>;
type PricedItem = Pick<OrderItemRow, 'id' | 'unitPricePaise' | 'quantity' | 'discountPaise'>;

/**
 * What `pieces` of an order line paid, the pieces refunds already gave back counted first
 * (issue 40): the line's price less its discount, per piece, the last piece taking the odd paise,
 * as the refund of those lines will work it out.
 */
function piecesPaidPaise(item: PricedItem, pieces: number, given: Refunded): number {
  const before = given
    .filter((line) => line.itemId === item.id)
    .reduce((sum, line) => sum + line.quantity, 0);
  return unitsPaidPaise(linePaidPaise(item), item.quantity, pieces, before);
}

/**
 * The received lines as they were paid: what a refund of the return proposes. `given`: the
 * pieces other refunds gave back (not this return's own refund).
 */
function proposedPaise(lines: ReturnLineRow[], items: PricedItem[], given: Refunded) {
  return lines.reduce((sum, line) => {
    const item = items.find((candidate) => candidate.id === line.orderItemId);
    return sum + (item ? piecesPaidPaise(item, line.receivedQuantity ?? 0, given) : 0);
  }, 0);
}

/** Returns as staff see them, with their order's customer, lines, photos and credit notes. */
async function adminReturns(
  db: Pick<Database, 'select'>,
  rows: ReturnRow[],
): Promise<AdminReturn[]> {
  if (rows.length === 0) return [];
  const orderIds = [...new Set(rows.map((row) => row.orderId))];
  const ids = rows.map((row) => row.id);
  const refundIds = rows.flatMap((row) => (row.refundId === null ? [] : [row.refundId]));
  const [found, owners, items, notes, given] = await Promise.all([
    returnsOf(db, orderIds),
    db
      .select({ id: orders.id, fullName: orders.fullName, email: orders.email })
      .from(orders)
      .where(inArray(orders.id, orderIds)),
    db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)),
    db
      .select()
      .from(creditNotes)
      .where(
        or(
          inArray(creditNotes.returnId, ids),
          refundIds.length > 0 ? inArray(creditNotes.refundId, refundIds) : undefined,
        ),
      )
      .orderBy(asc(creditNotes.id)),
    refundedPieces(db, orderIds),
  ]);
  const today = Date.now();
  return rows.map((row) => {
    const lines = found.lines.get(row.id) ?? [];
    const orderItemsOf = items.filter((item) => item.orderId === row.orderId);
    const shown = toOrderReturn(row, lines, found.photos.get(row.id) ?? [], orderItemsOf, {
      forOwner: true,
    });
    const owner = owners.find((candidate) => candidate.id === row.orderId);
    const received = row.status === 'received' || row.status === 'refunded';
    return {
      id: row.id,
      orderId: row.orderId,
      status: row.status as ReturnStatus,
      reason: row.reason,
      note: row.note,
      customerName: owner?.fullName ?? '',
      email: owner?.email ?? '',
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      ageDays: Math.max(0, Math.floor((today - row.createdAt.getTime()) / DAY_MS)),
      needsAction: NEEDS_ACTION.includes(row.status as ReturnStatus),
      lines: shown.lines.map((line, index) => {
        const stored = lines[index]!;
        const item = orderItemsOf.find((candidate) => candidate.id === stored.orderItemId);
        return {
          ...line,
          unitPrice: paiseToRupees(
            item ? Math.floor(linePaidPaise(item) / Math.max(1, item.quantity)) : 0,
          ),
          receivedQuantity: stored.receivedQuantity,
          restocked: stored.restocked,
          writeOffReason: stored.writeOffReason,
        };
      }),
      rejectionReason: row.rejectionReason,
      pickup: shown.pickup,
      photos: shown.photos,
      proposedRefund: received
        ? paiseToRupees(
            proposedPaise(
              lines,
              orderItemsOf,
              given.filter((line) => line.refundId !== row.refundId),
            ),
          )
        : null,
      refundId: row.refundId,
      exchangeOrderId: row.exchangeOrderId,
      creditNotes: notes
        .filter(
          (note) =>
            note.returnId === row.id || (row.refundId !== null && note.refundId === row.refundId),
        )
        .map((note) => ({
          number: note.number,
          date: note.issuedAt.toISOString(),
          amount: paiseToRupees(note.amountPaise),
          reason: note.reason,
          refundId: note.refundId,
          returnId: note.returnId,
        })),
    };
  });
}
