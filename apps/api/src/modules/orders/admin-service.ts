import { and, asc, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import {
  ADDRESS_CORRECTABLE_STATUSES,
  type AdminOrder,
  type AdminOrderList,
  type AdminPayment,
  type adminOrderExportQuerySchema,
  type adminOrderListQuerySchema,
  normaliseIndianMobile,
  normaliseOrderId,
  ORDER_CSV_COLUMNS,
  ORDER_STATUS,
  type OrderEvent,
  type orderAddressCorrectionSchema,
  type orderStatusChangeSchema,
  type utrCorrectionSchema,
  orderStatusLabel,
  paiseToRupees,
  isHostedGatewayMethod,
  type RefundCreated,
  type refundRequestSchema,
  rupeesToPaise,
  type StaffRole,
} from '@storefront/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import {
  orderEvents,
  orderItems,
  orderPromotions,
  type OrderRow,
  orders,
  payments,
  refundDestinations,
  refunds,
  stores,
} from '../../db/schema';
import { csvText } from '../../lib/csv';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import { type Actor, recordAudit, type TERMINAL } from '../audit';
import { creditNotesOf, toAdminCreditNote } from '../invoices';
import { pinStateMismatch } from '../pincodes';
import { promotionsOf } from '../promotions';
import { manualCarrier } from '../shipping';
import {
  correctUtr as correctRecordedUtr,
  type OrderActor,
  receiveReturnedParcel,
  recordOrderEvent,
  transition,
} from './lifecycle';
import {
  moneyInRupees,
  moneyOf,
  recordRefundTransfer,
  refundsOf,
  requestRefund,
  toAdminRefund,
  toSavedDestination,
} from './refunds';
import { returnsOf, toOrderReturn } from './after-sale';
import { shipmentsOf } from './shipments';
import { invoiceRefs, orderPriceBreakup, toOrderItem } from './service';

type ListQuery = z.output<typeof adminOrderListQuerySchema>;
type ExportQuery = z.output<typeof adminOrderExportQuerySchema>;
type StatusChange = z.output<typeof orderStatusChangeSchema>;
type AddressCorrection = z.output<typeof orderAddressCorrectionSchema>;
type RefundBody = z.output<typeof refundRequestSchema>;
type UtrCorrection = z.output<typeof utrCorrectionSchema>;

/** Order ids are 10 characters of Crockford base32 (order-id.ts). */
const ORDER_ID = /^[0-9A-HJKMNP-TV-Z]{10}$/;

/** Midnight at the start of a day in India (IST has no daylight saving: always +05:30). */
const istMidnight = (day: string) => new Date(`${day}T00:00:00+05:30`);

/**
 * What a search box query names: an order id, an e-mail address or a phone number, each found
 * through an index of its own. Ten digits are both a valid order id and a mobile number: the
 * order with that id if there is one, else the phone's orders. Null when it names nothing.
 */
async function searchCondition(db: Database, storeId: number, q: string): Promise<SQL | null> {
  if (q.includes('@')) return sql`lower(${orders.email}) = ${q.toLowerCase()}`;
  const id = normaliseOrderId(q);
  const phone = normaliseIndianMobile(q);
  const byId = ORDER_ID.test(id) ? eq(orders.id, id) : null;
  if (!phone) return byId;
  if (byId) {
    const [order] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.storeId, storeId), byId))
      .limit(1);
    if (order) return byId;
  }
  return eq(orders.phone, phone);
}

/**
 * What the offers did to an order in a list or an export, from its order_promotions rows (a
 * use given back still shows: the order was placed with it): the discount (goods and shipping
 * waived) and the codes, an automatic offer by its label.
 */
const promotionColumns = {
  promotionDiscountPaise: sql<number>`(select coalesce(sum(op.discount_paise), 0)::int
    from order_promotions op where op.order_id = "orders"."id")`,
  promotionNames: sql<string[]>`(select coalesce(
      array_agg(coalesce(op.code, op.label) order by op.created_at, op.promotion_id), '{}')
    from order_promotions op where op.order_id = "orders"."id")`,
};

/** What the list and its CSV export read of each order. */
const summaryColumns = {
  id: orders.id,
  status: orders.status,
  createdAt: orders.createdAt,
  fullName: orders.fullName,
  email: orders.email,
  phone: orders.phone,
  totalPaise: orders.totalPaise,
  paymentMethod: orders.paymentMethod,
  // Qualified by hand: in a select list Drizzle writes columns without their table.
  itemCount: sql<number>`(select coalesce(sum(oi.quantity), 0)::int
    from order_items oi where oi.order_id = "orders"."id")`,
  ...promotionColumns,
};

/** Orders an export reads per query. */
const EXPORT_PAGE = 500;

/** Up to this many matches a list's total is counted exactly, every time. */
const EXACT_TOTAL_UP_TO = 10_000;
/** Beyond it, the total is counted at most this often per store and filter, one count at a time. */
const LARGE_TOTAL_TTL_MS = 30_000;
const LARGE_TOTAL_MAX_KEYS = 1_000;

export type AdminOrderService = ReturnType<typeof createAdminOrderService>;

/** Who changes an order in the back office: a staff member with their role, or the terminal. */
export type StaffActor = { staffId: number; email: string; role: StaffRole } | typeof TERMINAL;

export function createAdminOrderService(
  db: Database,
  { now = Date.now, exactTotalUpTo = EXACT_TOTAL_UP_TO } = {},
) {
  // Counting 850,000 Delivered orders takes ~80 ms of both cores: a busy back office would
  // spend its database on totals nobody reads to the last digit. Such totals are a copy at most
  // LARGE_TOTAL_TTL_MS old (decision 0011); a status change here drops this store's copies.
  const largeTotals = new Map<string, { total: Promise<number>; expiresAt: number }>();

  /** The copy of a large total, while it is fresh. */
  function cachedLargeTotal(cacheKey: string): Promise<number> | null {
    const cached = largeTotals.get(cacheKey);
    return cached && cached.expiresAt > now() ? cached.total : null;
  }

  function countLargeTotal(cacheKey: string, count: () => Promise<number>): Promise<number> {
    if (largeTotals.size >= LARGE_TOTAL_MAX_KEYS) largeTotals.clear();
    const total = count();
    largeTotals.set(cacheKey, { total, expiresAt: now() + LARGE_TOTAL_TTL_MS });
    total.catch(() => largeTotals.delete(cacheKey));
    return total;
  }

  function forgetTotals(storeId: number) {
    for (const key of largeTotals.keys())
      if (key.startsWith(`${storeId} `)) largeTotals.delete(key);
  }

  /** The conditions of the list's filters; null when the search names nothing. */
  async function filtersOf(storeId: number, query: ExportQuery): Promise<SQL[] | null> {
    const conditions: SQL[] = [eq(orders.storeId, storeId)];
    if (query.status !== undefined) conditions.push(eq(orders.status, query.status));
    if (query.paymentMethod) conditions.push(eq(orders.paymentMethod, query.paymentMethod));
    if (query.from) conditions.push(gte(orders.createdAt, istMidnight(query.from)));
    if (query.to) {
      const next = istMidnight(query.to);
      next.setUTCDate(next.getUTCDate() + 1);
      conditions.push(lt(orders.createdAt, next));
    }
    if (query.refund === 'due') {
      // A payment marked to give back (a double payment, a cancelled paid order) that refunds
      // do not yet cover.
      conditions.push(sql`exists (
        select 1 from ${payments} p
        where p.order_id = ${orders.id} and p.refund_due and p.status = 'succeeded'
          and p.amount_paise > (select coalesce(sum(r.amount_paise), 0) from ${refunds} r
                                where r.payment_id = p.id and r.status <> 'failed'))`);
    }
    if (query.refund === 'pending') {
      conditions.push(sql`exists (
        select 1 from ${refunds} r where r.order_id = ${orders.id} and r.status = 'pending')`);
    }
    if (query.promotionId !== undefined) {
      // From the promotion's own index: its few orders, not a scan of the store's.
      conditions.push(
        inArray(
          orders.id,
          db
            .select({ id: orderPromotions.orderId })
            .from(orderPromotions)
            .where(eq(orderPromotions.promotionId, query.promotionId)),
        ),
      );
    }
    if (query.q) {
      const found = await searchCondition(db, storeId, query.q);
      if (!found) return null;
      conditions.push(found);
    }
    return conditions;
  }

  /** A page of the store's orders, newest first, with the number matching the filters. */
  async function list(storeId: number, query: ListQuery): Promise<AdminOrderList> {
    const { page, limit } = query;
    const conditions = await filtersOf(storeId, query);
    if (!conditions) return { data: [], pagination: { page, limit, total: 0 } };
    const where = and(...conditions);
    // The page's ids come from the filter's index alone; only those rows are then read, with
    // their lines counted (a deep page's offset skips index entries, not rows).
    const pageIds = db
      .select({ id: orders.id })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset((page - 1) * limit);
    const countUpTo = db.select({ total: sql<number>`count(*)::int` }).from(
      db
        .select({ one: sql`1` })
        .from(orders)
        .where(where)
        .limit(exactTotalUpTo + 1)
        .as('capped'),
    );
    const { page: _page, limit: _limit, ...filters } = query;
    const totalKey = `${storeId} ${JSON.stringify(filters)}`;
    // A filter known to match more than the cap keeps its copy: no count at all till it is old.
    const large = cachedLargeTotal(totalKey);
    const [rows, counted] = await Promise.all([
      db
        .select(summaryColumns)
        .from(orders)
        .where(inArray(orders.id, pageIds))
        .orderBy(desc(orders.createdAt), desc(orders.id)),
      large ?? countUpTo.then(([row]) => row?.total ?? 0),
    ]);
    let total = counted;
    if (!large && total > exactTotalUpTo) {
      total = await countLargeTotal(totalKey, async () => {
        const [all] = await db
          .select({ total: sql<number>`count(*)::int` })
          .from(orders)
          .where(where);
        return all?.total ?? 0;
      });
    }
    return {
      data: rows.map((row) => ({
        id: row.id,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
        customerName: row.fullName,
        email: row.email,
        phone: row.phone,
        total: paiseToRupees(row.totalPaise),
        paymentMethod: row.paymentMethod,
        itemCount: row.itemCount,
        discount: paiseToRupees(row.promotionDiscountPaise),
        promotions: row.promotionNames,
      })),
      pagination: { page, limit, total },
    };
  }

  async function find(
    tx: Pick<Database, 'select'>,
    storeId: number,
    rawId: string,
    { lock = false } = {},
  ): Promise<OrderRow> {
    const query = tx
      .select()
      .from(orders)
      .where(and(eq(orders.storeId, storeId), eq(orders.id, normaliseOrderId(rawId))))
      .limit(1);
    const [order] = lock ? await query.for('update') : await query;
    if (!order) throw new NotFoundError('Order not found');
    return order;
  }

  /** The order with its lines, payment attempts and timeline. */
  async function detail(storeId: number, rawId: string): Promise<AdminOrder> {
    const order = await find(db, storeId, rawId);
    const [items, attempts, events, issued, [store], given, [destination], credited] =
      await Promise.all([
        db
          .select()
          .from(orderItems)
          .where(eq(orderItems.orderId, order.id))
          .orderBy(asc(orderItems.id)),
        db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(asc(payments.id)),
        db
          .select()
          .from(orderEvents)
          .where(eq(orderEvents.orderId, order.id))
          .orderBy(asc(orderEvents.id)),
        invoiceRefs(db, [order.id]),
        db.select({ gstin: stores.gstin }).from(stores).where(eq(stores.id, storeId)),
        refundsOf(db, [order.id]),
        db.select().from(refundDestinations).where(eq(refundDestinations.orderId, order.id)),
        creditNotesOf(db, [order.id]),
      ]);
    const [asked, parcels, offers] = await Promise.all([
      returnsOf(db, [order.id]),
      shipmentsOf(db, [order.id]),
      promotionsOf(db, [order.id]),
    ]);
    const orderRefunds = given.get(order.id) ?? [];
    return {
      id: order.id,
      status: order.status,
      createdAt: order.createdAt.toISOString(),
      updatedAt: order.updatedAt.toISOString(),
      email: order.email,
      phone: order.phone,
      shippingAddress: {
        fullName: order.fullName,
        address: order.address,
        city: order.city,
        state: order.state,
        postalCode: order.postalCode,
        phone: order.phone,
      },
      items: items.map(toOrderItem),
      total: paiseToRupees(order.totalPaise),
      discount: paiseToRupees(order.discountPaise),
      promotions: offers.get(order.id) ?? [],
      paymentMethod: order.paymentMethod,
      shippingMethod: order.shippingMethod,
      carrier: order.carrier,
      trackingNumber: order.trackingNumber,
      trackingUrl: order.trackingUrl,
      cancelReason: order.cancelReason,
      payments: attempts.map((attempt): AdminPayment => ({
        id: attempt.id,
        method: attempt.method,
        status: attempt.status,
        amount: paiseToRupees(attempt.amountPaise),
        txnid: attempt.txnid,
        reference: attempt.gatewayReference,
        test: attempt.test,
        refundDue: attempt.refundDue,
        createdAt: attempt.createdAt.toISOString(),
        updatedAt: attempt.updatedAt.toISOString(),
      })),
      timeline: timeline(order, attempts, events),
      priceBreakup: orderPriceBreakup(
        items,
        Boolean(store?.gstin),
        order.codFeePaise,
        order.shippingPaise,
      ),
      invoice: issued.get(order.id) ?? null,
      money: moneyInRupees(moneyOf(order, attempts, orderRefunds)),
      refunds: orderRefunds.map(toAdminRefund),
      refundDestination: destination ? toSavedDestination(destination) : null,
      creditNotes: (credited.get(order.id) ?? []).map(toAdminCreditNote),
      returns: asked.rows.map((row) =>
        toOrderReturn(row, asked.lines.get(row.id) ?? [], asked.photos.get(row.id) ?? [], items, {
          forOwner: true,
        }),
      ),
      returnedToOrigin: order.returnedToOrigin
        ? {
            reason: order.cancelReason ?? '',
            receivedAt: order.rtoReceivedAt?.toISOString() ?? null,
          }
        : null,
      shipments: parcels.get(order.id) ?? [],
    };
  }

  /** A refund asked for by an owner or manager (the route checks the role): 201's answer. */
  async function refund(
    storeId: number,
    actor: Exclude<OrderActor, string>,
    rawId: string,
    body: RefundBody,
  ): Promise<RefundCreated> {
    const made = await requestRefund(db, {
      orderId: rawId,
      storeId,
      amountPaise: body.amount === undefined ? undefined : rupeesToPaise(body.amount),
      lines: body.lines,
      reason: body.reason,
      paymentId: body.paymentId,
      by: actor,
    });
    return {
      id: made.id,
      amount: paiseToRupees(made.amountPaise),
      method: made.method,
      status: made.status,
    };
  }

  /** The shop's own transfer for a UPI or cash refund, recorded: the order as it now is. */
  async function recordTransfer(
    storeId: number,
    actor: Exclude<OrderActor, string>,
    rawId: string,
    refundId: number,
    reference: string,
  ): Promise<AdminOrder> {
    await recordRefundTransfer(db, { storeId, orderId: rawId, refundId, reference, by: actor });
    return detail(storeId, rawId);
  }

  /**
   * Moves an order along the state machine, through the order's lifecycle (lifecycle.ts): a
   * change from a status the order has left (fromStatus), or one the state machine does not
   * allow, is refused with 409.
   */
  async function changeStatus(
    storeId: number,
    actor: StaffActor,
    rawId: string,
    change: StatusChange,
  ): Promise<AdminOrder> {
    const details = await requiredDetails(change.status, change, normaliseOrderId(rawId));
    const moved = await transition(db, {
      orderId: rawId,
      storeId,
      to: change.status,
      by: actor.staffId === null ? 'terminal' : actor,
      expectedFrom: change.fromStatus,
      details,
      at: new Date(now()),
      returnedToOrigin: change.returnedToOrigin,
    });
    forgetTotals(storeId);
    return detail(storeId, moved.id);
  }

  /** The parcel of an order returned to origin is back: its stock returns (once; 409 after). */
  async function rtoReceived(
    storeId: number,
    actor: Exclude<OrderActor, string>,
    rawId: string,
    lines: { itemId: number; restock: number }[] | undefined,
  ): Promise<AdminOrder> {
    const order = await receiveReturnedParcel(db, { orderId: rawId, storeId, lines, by: actor });
    return detail(storeId, order.id);
  }

  /**
   * Corrects where an order goes, before it ships: the tax invoice, issued with the shipment,
   * then names the corrected address and its state as the place of supply. The order's row is
   * locked, so a shipment at the same moment either waits for the correction or is seen by it
   * (409). Recorded in the audit log (before → after) and on the order's history.
   */
  async function correctAddress(
    storeId: number,
    actor: Actor,
    rawId: string,
    address: AddressCorrection,
  ): Promise<AdminOrder> {
    const mismatch = pinStateMismatch(address);
    if (mismatch) throw new BadRequestError(`state: ${mismatch}`);
    const id = await db.transaction(async (tx) => {
      const order = await find(tx, storeId, rawId, { lock: true });
      if (!ADDRESS_CORRECTABLE_STATUSES.includes(order.status)) {
        throw new ConflictError(
          `This order is ${orderStatusLabel(order.status).toLowerCase()}: its address can be corrected only before it ships.`,
        );
      }
      const before = addressOf(order);
      const after = { ...address };
      if (JSON.stringify(before) === JSON.stringify(after)) return order.id;
      await tx
        .update(orders)
        .set({ ...after, updatedAt: sql`now()` })
        .where(eq(orders.id, order.id));
      await recordAudit(tx, {
        storeId,
        actor,
        action: 'order.address_corrected',
        entity: 'order',
        entityId: order.id,
        before,
        after,
      });
      await recordOrderEvent(tx, {
        orderId: order.id,
        type: 'address_corrected',
        fromStatus: null,
        toStatus: null,
        staffId: actor.staffId,
        actor: actor.email,
        details: {
          from: addressLine(before),
          to: addressLine(after),
        },
      });
      return order.id;
    });
    return detail(storeId, id);
  }

  /** An owner corrects the UTR of the order's UPI payment (lifecycle.ts: correctUtr). */
  async function correctUtr(
    storeId: number,
    actor: { staffId: number; email: string },
    rawId: string,
    correction: UtrCorrection,
  ): Promise<AdminOrder> {
    const order = await correctRecordedUtr(db, {
      orderId: rawId,
      storeId,
      utr: correction.utr,
      reason: correction.reason,
      by: actor,
    });
    return detail(storeId, order.id);
  }

  /**
   * The orders the list's filters name as CSV, newest first, a page at a time (each page one
   * short query after the last one's place): an export of any length holds no transaction and
   * little memory, and on the embedded database other requests run between pages.
   */
  async function* exportCsv(storeId: number, query: ExportQuery): AsyncGenerator<string> {
    yield csvText([[...ORDER_CSV_COLUMNS]]);
    const conditions = await filtersOf(storeId, query);
    if (!conditions) return;
    let after: string | null = null;
    for (;;) {
      const page = await db
        .select(summaryColumns)
        .from(orders)
        .where(
          and(
            ...conditions,
            // After the last row's place, read from the row itself: a JavaScript Date keeps
            // milliseconds, the column microseconds.
            after === null
              ? undefined
              : sql`(${orders.createdAt}, ${orders.id}) <
                  (select o.created_at, o.id from orders o where o.id = ${after})`,
          ),
        )
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(EXPORT_PAGE);
      if (page.length > 0) {
        yield csvText(
          page.map((row) => [
            row.id,
            row.createdAt.toISOString(),
            orderStatusLabel(row.status),
            row.fullName,
            row.email,
            row.phone,
            String(row.itemCount),
            row.paymentMethod ?? '',
            (row.promotionDiscountPaise / 100).toFixed(2),
            row.promotionNames.join(' | '),
            (row.totalPaise / 100).toFixed(2),
          ]),
        );
      }
      if (page.length < EXPORT_PAGE) return;
      after = page.at(-1)!.id;
    }
  }

  return {
    list,
    exportCsv,
    detail,
    changeStatus,
    correctAddress,
    refund,
    recordTransfer,
    correctUtr,
    rtoReceived,
  };
}

type ShippingAddressFields = Pick<
  OrderRow,
  'fullName' | 'address' | 'city' | 'state' | 'postalCode' | 'phone'
>;

function addressOf(order: OrderRow): ShippingAddressFields {
  const { fullName, address, city, state, postalCode, phone } = order;
  return { fullName, address, city, state, postalCode, phone };
}

/** "Asha Verma, 12 MG Road, Bengaluru, Karnataka 560001, +919845012345", for the history. */
function addressLine(address: ShippingAddressFields): string {
  return [
    address.fullName,
    address.address.replace(/\s*\n\s*/g, ', '),
    address.city,
    `${address.state} ${address.postalCode}`,
    address.phone,
  ].join(', ');
}

/** What each move needs: a reference for money received, tracking to ship, a reason to cancel. */
async function requiredDetails(
  target: number,
  change: StatusChange,
  orderId: string,
): Promise<Record<string, string>> {
  const need = (field: keyof StatusChange, why: string) => {
    const value = change[field];
    if (typeof value !== 'string' || !value) throw new BadRequestError(`${field}: ${why}`);
    return value;
  };
  switch (target) {
    case ORDER_STATUS.PROCESSING:
      return {
        reference: need(
          'reference',
          'is required: the UTR or reference of the payment you received',
        ),
      };
    case ORDER_STATUS.SHIPPED: {
      // The parcel the shop booked itself: the manual carrier checks what staff typed.
      const shipment = await manualCarrier.createShipment({
        orderId,
        entered: {
          carrier: change.carrier,
          trackingNumber: change.trackingNumber,
          trackingUrl: change.trackingUrl,
        },
      });
      return {
        carrier: shipment.carrier,
        trackingNumber: shipment.trackingNumber,
        ...(shipment.trackingUrl ? { trackingUrl: shipment.trackingUrl } : {}),
      };
    }
    case ORDER_STATUS.CANCELLED:
      return { reason: need('reason', 'is required to cancel an order') };
    default:
      return {};
  }
}

const GATEWAY = 'payment gateway';
const CUSTOMER = 'customer';

/**
 * Everything that happened to the order, oldest first: placed (its row), each payment attempt
 * and the gateway's answer (its payments), and what staff and the terminal did (order_events).
 */
function timeline(
  order: OrderRow,
  attempts: (typeof payments.$inferSelect)[],
  events: (typeof orderEvents.$inferSelect)[],
): OrderEvent[] {
  const entries: OrderEvent[] = [
    {
      at: order.createdAt.toISOString(),
      type: 'placed',
      fromStatus: null,
      toStatus: ORDER_STATUS.PENDING,
      actor: CUSTOMER,
      details: { total: paiseToRupees(order.totalPaise).toFixed(2) },
    },
  ];
  // The order leaves Pending once: by cash on delivery, a confirmed UPI payment or a staff
  // member (each with an entry of its own), else by the first gateway payment to succeed. Any
  // other success is money for an order already paid or cancelled. A cancellation also marks
  // the paying attempt for refund, so refundDue alone cannot tell them apart on a cancelled order.
  const leftPendingOtherwise =
    attempts.some((attempt) => attempt.method === 'cod') ||
    events.some((event) => event.fromStatus === ORDER_STATUS.PENDING);
  const [firstPaid] = attempts
    .filter((attempt) => isHostedGatewayMethod(attempt.method) && attempt.status === 'succeeded')
    .sort((a, b) => a.updatedAt.getTime() - b.updatedAt.getTime() || a.id - b.id);
  const paidTheOrder =
    !leftPendingOtherwise &&
    order.status !== ORDER_STATUS.PENDING &&
    firstPaid &&
    (!firstPaid.refundDue || order.status === ORDER_STATUS.CANCELLED)
      ? firstPaid
      : undefined;

  for (const attempt of attempts) {
    const method = attempt.method;
    entries.push({
      at: attempt.createdAt.toISOString(),
      type: method === 'cod' ? 'status_changed' : 'payment_started',
      // Choosing cash on delivery confirms the order at once (the storefront's rule).
      fromStatus: method === 'cod' ? ORDER_STATUS.PENDING : null,
      toStatus: method === 'cod' ? ORDER_STATUS.PROCESSING : null,
      actor: CUSTOMER,
      details: { method, amount: paiseToRupees(attempt.amountPaise).toFixed(2) },
    });
    // UPI and cash are confirmed by people, whose events say so; gateways answer by themselves.
    if (method === 'upi' || method === 'cod') continue;
    if (attempt.status === 'succeeded' || attempt.status === 'failed') {
      const paid = attempt.status === 'succeeded';
      const moved = attempt === paidTheOrder;
      entries.push({
        at: attempt.updatedAt.toISOString(),
        type: paid ? 'paid' : 'payment_failed',
        fromStatus: moved ? ORDER_STATUS.PENDING : null,
        toStatus: moved ? ORDER_STATUS.PROCESSING : null,
        actor: GATEWAY,
        details: {
          method,
          ...(attempt.gatewayReference ? { reference: attempt.gatewayReference } : {}),
          ...(attempt.test ? { test: 'no real money moved' } : {}),
          ...(paid && !moved && attempt.refundDue
            ? { refund: 'due: the order was already paid or cancelled' }
            : {}),
        },
      });
    }
  }
  for (const event of events) {
    entries.push({
      at: event.at.toISOString(),
      type: event.type,
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      actor: event.actor,
      details: event.details,
    });
  }
  // A stable sort: entries of the same instant keep the order they were gathered in.
  return entries.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}
