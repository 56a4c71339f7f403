import { createHash } from 'node:crypto';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  COLOR_ATTRIBUTE_KEYS,
  type CreateOrderInput,
  DEFAULT_SHIPPING_METHOD,
  normaliseOrderId,
  type InvoiceRef,
  type AdminShipment,
  type Order,
  type OrderItem,
  type OrderListQuery,
  ORDER_STATUS,
  paiseToRupees,
  priceBreakup,
  type RefundDestination,
  type PriceBreakup,
  SIZE_ATTRIBUTE_KEYS,
  stateByName,
} from '@storefront/contract';
import { type Database, queryRows } from '../../db/client';
import { outboxValues, staffMailInsert } from '../mail';
import {
  invoices,
  mailOutbox,
  type OrderItemRow,
  orderItems,
  type OrderRow,
  orders,
  productVariants,
  type StoreRow,
  type RefundRow,
} from '../../db/schema';
import { contactMatches } from '../../lib/contact';
import { isCheckViolation, isUniqueViolation } from '../../lib/db-errors';
import {
  BadRequestError,
  ConflictError,
  NotFoundError,
  TooManyRequestsError,
  UnprocessableError,
} from '../../lib/errors';
import { minutesText, type RateLimitPolicy } from '../../lib/rate-limit-policy';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { AuthenticatedUser } from '../users';
import { creditNotesOf, type OrderCreditNote, toCreditNoteRef } from '../invoices';
import { assertServed, orderShippingPaise, type ParcelLine } from '../delivery';
import { pinStateMismatch } from '../pincodes';
import {
  type AppliedOffer,
  createPromotionService,
  PROMOTION_USE_CONSTRAINTS,
  promotionsOf,
  promotionUseCtes,
  toAppliedPromotion,
} from '../promotions';
import { buyableProducts, matchVariant, stockMessage } from '../stock';
import { afterSaleOf } from './after-sale';
import { shipmentsOf, toOrderShipment } from './shipments';
import { newOrderId } from './order-id';
import {
  destinationsNeeded,
  refundDestinationFor,
  refundsOf,
  saveRefundDestination,
  toOrderRefund,
} from './refunds';

export const ORDER_NOT_FOUND = 'Order not found or access denied';
const ORDER_ID_ATTEMPTS = 3;
/** Placements tried again when an automatic offer ran out while the order was written. */
const OFFER_ATTEMPTS = 3;

/** The order's statement was refused by a promotion's use count (used up, paused, ended). */
class PromotionUseRefused extends Error {}

type Line = { productId: string; quantity: number; size: string | null; color: string | null };

export type OrderService = ReturnType<typeof createOrderService>;

export function createOrderService({
  db,
  limiter,
  rateLimits,
  placedMailWaitSeconds,
}: {
  db: Database;
  limiter: RateLimiter;
  rateLimits: RateLimitPolicy;
  /** How long the "order placed" e-mail waits for the shopper's choice of payment method. */
  placedMailWaitSeconds: number;
}) {
  const priceLines = linePricer(db);
  const promotions = createPromotionService({ db });
  /**
   * Places an order for the signed-in shopper: prices and totals from the database, written at
   * once. With an Idempotency-Key, a retry answers the order the first request created.
   */
  async function create(
    store: OrderStore,
    user: AuthenticatedUser,
    input: CreateOrderInput,
    idempotencyKey: string | null,
  ): Promise<Order> {
    // A PIN code of another state would put the wrong place of supply on the tax invoice.
    const mismatch = pinStateMismatch(input.shippingAddress);
    if (mismatch) throw new BadRequestError(`shippingAddress.state: ${mismatch}`);
    const zone = assertServed(store, {
      postalCode: input.shippingAddress.postalCode,
      stateCode: stateByName(input.shippingAddress.state)?.code ?? null,
    });
    const digest = idempotencyKey ? digestOf(input) : null;
    if (idempotencyKey) {
      const earlier = await findByIdempotencyKey(store, user.id, idempotencyKey, input);
      if (earlier) return earlier;
    }
    // Counted before the order is written, so a burst of submits cannot pass the limit together;
    // a retry answered above with its first order is not a new order and is not counted, and a
    // try that writes no order (refused, or cut off by an outage) gives its count back.
    const placedKey = `orders:account:${user.id}`;
    const placed = await limiter.increment(placedKey, 3600);
    if (placed.count > rateLimits.ordersPerAccountPerHour) {
      throw new TooManyRequestsError(
        `Too many orders placed from this account. Please try again in ${minutesText(placed.retryAfterSeconds)}.`,
        placed.retryAfterSeconds,
      );
    }
    let wrote = false;
    try {
      const lines: Line[] =
        input.items ??
        Object.entries(input.products).map(([productId, quantity]) => ({
          productId,
          quantity,
          size: null,
          color: null,
        }));
      const { lines: priced, parcel } = await priceLines(store.id, lines);
      const goodsPaise = priced.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
      const shippingPaise = orderShippingPaise(zone, goodsPaise, parcel);
      // The offers as they are now; the statement counts their uses and refuses any that ran
      // out meanwhile, when they are weighed again: the code's refusal is the shopper's 409, an
      // automatic offer gone is simply not given.
      for (let offerAttempt = 1; ; offerAttempt++) {
        const offers = await promotions.evaluate({
          storeId: store.id,
          userId: user.id,
          code: input.code ?? null,
          lines: priced,
          shippingPaise,
        });
        // A better automatic offer than the code is no reason to refuse the order.
        if (offers.code && !offers.code.applied && offers.code.reason !== 'notCombinable') {
          throw new ConflictError(offers.code.problem!);
        }
        const discounted = priced.map((line, index) => ({
          ...line,
          discountPaise: offers.lineDiscounts[index]!,
        }));
        for (let attempt = 1; ; attempt++) {
          try {
            const created = await insertOrder({
              id: newOrderId(),
              store,
              user,
              address: input.shippingAddress,
              lines: discounted,
              shippingPaise: shippingPaise - offers.shippingWaivedPaise,
              offers: offers.applied,
              idempotencyKey,
              digest,
            });
            if (created) {
              wrote = true;
              return created;
            }
            // A concurrent request with the same key won the race: answer its order.
            const earlier = await findByIdempotencyKey(store, user.id, idempotencyKey!, input);
            if (earlier) return earlier;
            throw new Error('An order with this Idempotency-Key vanished');
          } catch (error) {
            // 50 random bits rarely collide; when they do, draw another id.
            if (attempt < ORDER_ID_ATTEMPTS && isUniqueViolation(error, 'orders_pkey')) continue;
            if (error instanceof PromotionUseRefused && offerAttempt < OFFER_ATTEMPTS) break;
            if (error instanceof PromotionUseRefused) {
              throw new ConflictError(
                'The offers changed while your order was placed. Please try again.',
              );
            }
            throw error;
          }
        }
      }
    } finally {
      // Not given back when the counter is unreachable too: the limit then errs on the safe side.
      if (!wrote) await limiter.release(placedKey).catch(() => {});
    }
  }

  /** The 409 for an order refused by the stock CHECK: what is left of the line that ran out. */
  async function oversold(lines: PricedLine[]): Promise<ConflictError> {
    const ids = lines.flatMap((line) => (line.variantId === null ? [] : [line.variantId]));
    const rows = await db
      .select({ id: productVariants.id, stock: productVariants.stock })
      .from(productVariants)
      .where(inArray(productVariants.id, ids));
    const stock = new Map(rows.map((row) => [row.id, row.stock]));
    const short = shortLines(lines, (line) => stock.get(line.variantId!) ?? 0);
    // Stock came back meanwhile (a cancellation): the shopper can simply try again.
    return new ConflictError(
      short
        ? stockMessage(short.title, short, short.left)
        : 'Stock changed while your order was placed. Please try again.',
    );
  }

  /**
   * The order and its lines in one statement — atomic without a transaction's extra round
   * trips. Null when an order with the same Idempotency-Key already exists.
   */
  async function insertOrder(order: {
    id: string;
    store: OrderStore;
    user: AuthenticatedUser;
    address: CreateOrderInput['shippingAddress'];
    /** Each with what the order's offers take off it. */
    lines: (PricedLine & { discountPaise: number })[];
    /** The zone's shipping charge (GST included; decision 0032), less what an offer waives. */
    shippingPaise: number;
    /** The promotions applied: their uses are counted by the same statement. */
    offers: AppliedOffer[];
    idempotencyKey: string | null;
    digest: string | null;
  }): Promise<Order | null> {
    const { address, lines, shippingPaise } = order;
    const discountPaise = lines.reduce((sum, line) => sum + line.discountPaise, 0);
    const totalPaise =
      lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0) -
      discountPaise +
      shippingPaise;
    const linesJson = JSON.stringify(lines.map((line, position) => ({ ...line, position })));
    const mail = outboxValues({
      storeId: order.store.id,
      to: order.user.email,
      message: { kind: 'order_placed', data: { orderId: order.id } },
    });
    const [row] = await queryRows<{ created_at: Date | string; item_ids: number[] }>(
      db,
      sql`
        with new_order as (
          insert into ${orders} (id, store_id, user_id, status, email, phone, full_name, address,
                                 city, state, postal_code, shipping_method, total_paise,
                                 shipping_paise, discount_paise, idempotency_key, request_digest)
          values (${order.id}, ${order.store.id}, ${order.user.id}, ${ORDER_STATUS.PENDING},
                  ${order.user.email}, ${address.phone}, ${address.fullName}, ${address.address},
                  ${address.city}, ${address.state}, ${address.postalCode},
                  ${DEFAULT_SHIPPING_METHOD}, ${totalPaise}, ${shippingPaise}, ${discountPaise},
                  ${order.idempotencyKey}, ${order.digest})
          on conflict (user_id, idempotency_key) do nothing
          returning id, created_at
        ),
        new_items as (
          insert into ${orderItems} (order_id, product_id, title, unit_price_paise, quantity, size,
                                     color, variant_id, hsn, gst_rate, discount_paise)
          select new_order.id, line."productId", line.title, line."unitPricePaise", line.quantity,
                 line.size, line.color, line."variantId", line.hsn, line."gstRate",
                 line."discountPaise"
          from new_order,
               jsonb_to_recordset(${linesJson}::jsonb) as line(
                 "productId" uuid, title text, "unitPricePaise" integer, quantity integer,
                 size text, color text, "variantId" integer, hsn text, "gstRate" numeric,
                 "discountPaise" integer, position integer)
          order by line.position
          returning id
        ),
        -- Stock is taken by the statement that writes the order: a variant that would go below 0
        -- fails its CHECK, and the whole order with it. Rows are locked in id order, so two
        -- orders for the same variants wait for each other instead of deadlocking.
        wanted as (
          select line."variantId" as id, sum(line.quantity) as quantity
          from new_order,
               jsonb_to_recordset(${linesJson}::jsonb) as line("variantId" integer, quantity integer)
          where line."variantId" is not null
          group by line."variantId"
        ),
        locked as (
          select variant.id from ${productVariants} as variant
          where variant.id in (select id from wanted) and variant.stock is not null
          order by variant.id
          for update
        ),
        taken as (
          update ${productVariants} as variant
          set stock = variant.stock - wanted.quantity
          from wanted, locked
          where variant.id = wanted.id and variant.id = locked.id
        ),
        -- The shopper's "order placed" e-mail exists exactly when the order does; it waits for
        -- the choice of payment method, which it describes (releasePlacedMail).
        new_mail as (
          insert into ${mailOutbox} (store_id, kind, recipient, data, message_id, next_attempt_at)
          select ${mail.storeId}, ${mail.kind}, ${mail.recipient}, ${JSON.stringify(mail.data)}::jsonb,
                 ${mail.messageId}, now() + make_interval(secs => ${placedMailWaitSeconds})
          from new_order
        ),
        -- And so do the staff's, to the addresses the store's settings name for new orders.
        staff_mail as (${staffMailInsert(
          order.store.id,
          'order_placed',
          { kind: 'staff_order_placed', data: { orderId: order.id } },
          { when: sql`exists (select 1 from new_order)` },
        )})${promotionUseCtes(order.user.id, order.offers)}
        select created_at, (select array_agg(id order by id) from new_items) as item_ids
        from new_order`,
    ).catch(async (error: unknown) => {
      if (isCheckViolation(error, 'product_variants_stock_check')) throw await oversold(lines);
      if (PROMOTION_USE_CONSTRAINTS.some((name) => isCheckViolation(error, name))) {
        throw new PromotionUseRefused();
      }
      throw error;
    });
    if (!row) return null;
    return {
      id: order.id,
      status: ORDER_STATUS.PENDING,
      createdAt: new Date(row.created_at).toISOString(),
      items: lines.map((line, index) => ({
        id: row.item_ids[index]!,
        productId: line.productId,
        productTitle: line.title,
        quantity: line.quantity,
        price: paiseToRupees(line.unitPricePaise),
        size: line.size,
        color: line.color,
        discount: paiseToRupees(line.discountPaise),
      })),
      shippingAddress: { ...address },
      total: paiseToRupees(totalPaise),
      discount: paiseToRupees(discountPaise),
      promotions: order.offers.map(toAppliedPromotion),
      shippingMethod: DEFAULT_SHIPPING_METHOD,
      trackingNumber: null,
      carrier: null,
      trackingUrl: null,
      priceBreakup: orderPriceBreakup(lines, isRegistered(order.store), 0, shippingPaise),
      creditNotes: [],
      shipments: [],
      returns: [],
      afterSale: {
        cancellable: true,
        returnUntil: null,
        returnable: row.item_ids.map((itemId) => ({ itemId, quantity: 0 })),
      },
      invoice: null,
      refunds: [],
      refundDestinationNeeded: false,
    };
  }

  async function findByIdempotencyKey(
    store: OrderStore,
    userId: number,
    key: string,
    input: CreateOrderInput,
  ): Promise<Order | null> {
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
      .limit(1);
    if (!order) return null;
    if (!sameRequest(order.requestDigest, input)) {
      throw new ConflictError('This Idempotency-Key was already used for a different order.');
    }
    return withLines(store, order);
  }

  /**
   * A page of the shopper's orders in this store, newest first, and the cursor of the next page
   * (the last order's id) when there is one. `before` starts the page after that order; an id
   * that is not one of the shopper's orders starts nothing, so the page is empty.
   */
  async function listForUser(
    store: OrderStore,
    userId: number,
    { limit, before }: OrderListQuery,
  ): Promise<{ orders: Order[]; next: string | null }> {
    const conditions: SQL[] = [eq(orders.storeId, store.id), eq(orders.userId, userId)];
    if (before) {
      conditions.push(
        sql`(${orders.createdAt}, ${orders.id}) < (
          select o.created_at, o.id from ${orders} o
          where o.id = ${normaliseOrderId(before)} and o.user_id = ${userId})`,
      );
    }
    const rows = await db
      .select()
      .from(orders)
      .where(and(...conditions))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit + 1);
    const page = rows.slice(0, limit);
    const ids = page.map((row) => row.id);
    const [items, issued, given, needed, credited, parcels, offers] = await Promise.all([
      itemsOf(ids),
      invoiceRefs(db, ids),
      refundsOf(db, ids),
      destinationsNeeded(db, ids),
      creditNotesOf(db, ids),
      shipmentsOf(db, ids),
      promotionsOf(db, ids),
    ]);
    const after = await afterSaleOf(db, page, items, {
      windowDays: store.returnWindowDays,
      forOwner: true,
    });
    return {
      orders: page.map((row) =>
        toOrder(
          row,
          items.filter((item) => item.orderId === row.id),
          issued.get(row.id) ?? null,
          {
            forOwner: true,
            registered: isRegistered(store),
            refunds: given.get(row.id) ?? [],
            refundDestinationNeeded: needed.has(row.id),
            creditNotes: credited.get(row.id) ?? [],
            after: after.get(row.id),
            shipments: parcels.get(row.id) ?? [],
            promotions: offers.get(row.id) ?? [],
          },
        ),
      ),
      next: rows.length > limit ? page.at(-1)!.id : null,
    };
  }

  /**
   * Order tracking for anyone who knows the order id and the e-mail or phone it was placed
   * with. Every miss looks the same and counts against the caller's IP.
   */
  async function lookup(
    store: OrderStore,
    rawId: string,
    contactInfo: string,
    ip: string,
  ): Promise<Order> {
    // Every look-up takes a place before the query; a found order gives its place back, so only
    // misses count, and a burst of guesses cannot all be tried before the first miss is counted.
    const failuresKey = `order-lookup:ip:${ip}`;
    const attempts = await limiter.increment(failuresKey, rateLimits.orderLookupWindowSeconds);
    if (attempts.count > rateLimits.maxFailedOrderLookupsPerIp) {
      throw new TooManyRequestsError(
        `Too many order look-ups. Please try again in ${minutesText(attempts.retryAfterSeconds)}.`,
        attempts.retryAfterSeconds,
      );
    }
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.storeId, store.id), eq(orders.id, normaliseOrderId(rawId))))
      .limit(1);
    if (!order || !contactMatches(order, contactInfo)) throw new NotFoundError(ORDER_NOT_FOUND);
    await limiter.release(failuresKey);
    return withLines(store, order, { forOwner: false });
  }

  /** One of the signed-in shopper's own orders, by id; the same 404 as tracking otherwise. */
  async function findOwn(store: OrderStore, userId: number, rawId: string): Promise<Order> {
    const [order] = await db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.storeId, store.id),
          eq(orders.userId, userId),
          eq(orders.id, normaliseOrderId(rawId)),
        ),
      )
      .limit(1);
    if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
    return withLines(store, order);
  }

  /** One order as the API answers it: its lines and its invoice read alongside. */
  async function withLines(
    store: OrderStore,
    order: OrderRow,
    { forOwner = true } = {},
  ): Promise<Order> {
    const [items, issued, given, needed, credited, parcels, offers] = await Promise.all([
      itemsOf([order.id]),
      invoiceRefs(db, [order.id]),
      refundsOf(db, [order.id]),
      destinationsNeeded(db, [order.id]),
      // The shopper's own: a tracking look-up proves a contact, not the buyer.
      forOwner ? creditNotesOf(db, [order.id]) : new Map<string, OrderCreditNote[]>(),
      shipmentsOf(db, [order.id]),
      promotionsOf(db, [order.id]),
    ]);
    const after = await afterSaleOf(db, [order], items, {
      windowDays: store.returnWindowDays,
      forOwner,
    });
    return toOrder(order, items, issued.get(order.id) ?? null, {
      forOwner,
      registered: isRegistered(store),
      refunds: given.get(order.id) ?? [],
      // Only the shopper is asked where to send money; a tracking look-up is not told.
      refundDestinationNeeded: forOwner && needed.has(order.id),
      creditNotes: credited.get(order.id) ?? [],
      after: after.get(order.id),
      shipments: parcels.get(order.id) ?? [],
      promotions: offers.get(order.id) ?? [],
    });
  }

  async function itemsOf(orderIds: string[]): Promise<OrderItemRow[]> {
    if (orderIds.length === 0) return [];
    return db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, orderIds))
      .orderBy(asc(orderItems.id));
  }

  return {
    create,
    listForUser,
    lookup,
    findOwn,
    /** Where the shopper's UPI or cash order's money goes back (theirs only: 404 otherwise). */
    refundDestination: (store: OrderStore, userId: number, rawId: string) =>
      refundDestinationFor(db, store.id, userId, rawId),
    saveRefundDestination: (
      store: OrderStore,
      userId: number,
      rawId: string,
      destination: RefundDestination,
    ) => saveRefundDestination(db, store.id, userId, rawId, destination),
  };
}

type PricedLine = Awaited<ReturnType<ReturnType<typeof linePricer>>>['lines'][number];

/**
 * Unit prices from the database (the discounted price when there is one, else the regular) and
 * the variant whose stock each line takes. Lines asking more than is in stock now are refused
 * here; the order's own statement takes the stock, and refuses what others took meanwhile.
 */
function linePricer(db: Database) {
  const products = buyableProducts(db);
  return async (storeId: number, lines: Line[]) => {
    const byId = await products(storeId, [...new Set(lines.map((line) => line.productId))]);
    const priced = lines.map((line) => {
      const product = byId.get(line.productId);
      if (!product) throw new UnprocessableError(`Product not found: ${line.productId}`);
      for (const [kind, value, keys] of [
        ['size', line.size, SIZE_ATTRIBUTE_KEYS],
        ['colour', line.color, COLOR_ATTRIBUTE_KEYS],
      ] as const) {
        const options = product.attributes.find((attribute) =>
          keys.includes(attribute.key.toLowerCase()),
        )?.value;
        if (value !== null && options && !options.includes(value)) {
          throw new UnprocessableError(
            `"${value}" is not a ${kind} of ${product.title} (${product.id})`,
          );
        }
      }
      const variant = matchVariant(product, product.variants, line);
      return {
        productId: product.id,
        title: product.title,
        category: product.category,
        unitPricePaise: product.discountedPrice ?? product.regularPrice,
        quantity: line.quantity,
        size: line.size,
        color: line.color,
        variantId: variant?.id ?? null,
        hsn: product.hsn,
        gstRate: product.gstRate,
        stock: variant?.stock ?? null,
      };
    });
    const short = shortLines(priced, (line) => line.stock);
    if (short) throw new ConflictError(stockMessage(short.title, short, short.left));
    // What the parcel weighs, for a rate by weight (decision 0032).
    const parcel: ParcelLine[] = lines.map((line) => ({
      ...byId.get(line.productId)!,
      quantity: line.quantity,
    }));
    return { lines: priced.map(({ stock: _stock, ...line }) => line), parcel };
  };
}

/** The first line asking more of its variant than `stockOf` says is left (lines summed). */
function shortLines<T extends { variantId: number | null; quantity: number; title: string }>(
  lines: T[],
  stockOf: (line: T) => number | null | undefined,
): (T & { left: number }) | null {
  const wanted = new Map<number, number>();
  for (const line of lines) {
    if (line.variantId === null) continue;
    wanted.set(line.variantId, (wanted.get(line.variantId) ?? 0) + line.quantity);
  }
  for (const line of lines) {
    const left = line.variantId === null ? null : stockOf(line);
    if (left !== null && left !== undefined && wanted.get(line.variantId!)! > left) {
      return { ...line, left };
    }
  }
  return null;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const byName = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The digest of what an order asks for, whatever order its products and lines were sent in:
 * the same cart retried under one Idempotency-Key must find its first order, not a 409.
 */
function digestOf(input: CreateOrderInput): string {
  return sha256(
    JSON.stringify({
      products: Object.entries(input.products).sort(byName),
      items: input.items?.map((item) => JSON.stringify(item)).sort() ?? null,
      shippingAddress: Object.entries(input.shippingAddress).sort(byName),
      // Only when sent: a digest kept before codes existed is of the same request without one.
      ...(input.code ? { code: input.code } : {}),
    }),
  );
}

/**
 * Whether a stored digest is of this request. Orders stored before the canonical digest carry
 * a digest of the request as sent; a retry of one that spans the upgrade still finds it.
 */
function sameRequest(stored: string | null, input: CreateOrderInput): boolean {
  return stored === digestOf(input) || stored === sha256(JSON.stringify(input));
}

/** An order line as the API answers it: the product's title and price when it was ordered. */
export function toOrderItem(item: OrderItemRow): OrderItem {
  return {
    id: item.id,
    productId: item.productId,
    productTitle: item.title,
    quantity: item.quantity,
    price: paiseToRupees(item.unitPricePaise),
    size: item.size,
    color: item.color,
    discount: paiseToRupees(item.discountPaise),
  };
}

/** The orders' invoices, by order id. */
export async function invoiceRefs(
  db: Pick<Database, 'select'>,
  orderIds: string[],
): Promise<Map<string, InvoiceRef>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: invoices.orderId, number: invoices.number, issuedAt: invoices.issuedAt })
    .from(invoices)
    .where(inArray(invoices.orderId, orderIds));
  return new Map(
    rows.map((row) => [row.orderId, { number: row.number, issuedAt: row.issuedAt.toISOString() }]),
  );
}

/** What an order's answers need of its store: a store without a GSTIN charges no GST. */
export type OrderStore = Pick<StoreRow, 'id' | 'gstin' | 'returnWindowDays' | 'shippingSettings'>;
const isRegistered = (store: OrderStore) => store.gstin !== null;

/**
 * Items (at their prices), what offers took off them, delivery, the GST included and the total,
 * in rupees, from the lines' prices and the GST rates they were sold at (none for a store not
 * registered for GST). The GST is worked back from what each line paid, after its discount.
 */
export function orderPriceBreakup(
  lines: {
    unitPricePaise: number;
    quantity: number;
    gstRate: number | null;
    discountPaise?: number;
  }[],
  registered: boolean,
  codFeePaise = 0,
  shippingPaise = 0,
): PriceBreakup {
  const breakup = priceBreakup(
    lines.map((line) => ({
      amountPaise: line.unitPricePaise * line.quantity - (line.discountPaise ?? 0),
      ratePercent: line.gstRate,
    })),
    { registered, codFeePaise, deliveryPaise: shippingPaise },
  );
  const discountPaise = lines.reduce((sum, line) => sum + (line.discountPaise ?? 0), 0);
  return {
    items: paiseToRupees(breakup.itemsPaise + discountPaise),
    // Only where an offer took something off: the spec's breakup is unchanged otherwise.
    ...(discountPaise > 0 && { discount: paiseToRupees(discountPaise) }),
    delivery: paiseToRupees(breakup.deliveryPaise),
    gstIncluded: breakup.gstIncludedPaise === null ? null : paiseToRupees(breakup.gstIncludedPaise),
    // Only where cash on delivery added one: the spec's breakup is unchanged otherwise.
    ...(breakup.codFeePaise > 0 && { codFee: paiseToRupees(breakup.codFeePaise) }),
    total: paiseToRupees(breakup.totalPaise),
  };
}

export function toOrder(
  row: OrderRow,
  items: OrderItemRow[],
  invoice: InvoiceRef | null,
  {
    forOwner,
    registered,
    refunds = [],
    refundDestinationNeeded = false,
    creditNotes = [],
    after,
    shipments = [],
    promotions = [],
  }: {
    forOwner: boolean;
    registered: boolean;
    refunds?: RefundRow[];
    refundDestinationNeeded?: boolean;
    creditNotes?: OrderCreditNote[];
    /** Its returns and what the shopper may still do (afterSaleOf). */
    after?: { returns: Order['returns']; afterSale: Order['afterSale'] };
    /** Its parcels (shipmentsOf). */
    shipments?: AdminShipment[];
    /** The offers it used (promotionsOf). */
    promotions?: Order['promotions'];
  },
): Order {
  return {
    id: row.id,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    items: items.map(toOrderItem),
    // A tracking look-up proves the e-mail or phone, not who the customer is: no name or phone.
    shippingAddress: {
      ...(forOwner ? { fullName: row.fullName, phone: row.phone } : {}),
      address: row.address,
      city: row.city,
      state: row.state,
      postalCode: row.postalCode,
    },
    total: paiseToRupees(row.totalPaise),
    discount: paiseToRupees(row.discountPaise),
    promotions,
    shippingMethod: row.shippingMethod,
    trackingNumber: row.trackingNumber,
    carrier: row.carrier,
    trackingUrl: row.trackingUrl,
    priceBreakup: orderPriceBreakup(items, registered, row.codFeePaise, row.shippingPaise),
    invoice,
    refunds: refunds.map(toOrderRefund),
    refundDestinationNeeded,
    creditNotes: creditNotes.map(toCreditNoteRef),
    shipments: shipments.map(toOrderShipment),
    returns: after?.returns ?? [],
    afterSale: after?.afterSale ?? {
      cancellable: row.status === ORDER_STATUS.PENDING || row.status === ORDER_STATUS.PROCESSING,
      returnUntil: null,
      returnable: [],
    },
  };
}
