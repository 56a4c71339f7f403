// What a shopper may still do with an order after it is placed (issue 38): cancel it before it
// ships, and return or exchange delivered lines within the store's window; and the returns they
// asked for, as their order answers show them. Read for many orders at once (GET /orders lists
// up to 100): a fixed number of queries whatever the page's size.
import { asc, inArray } from 'drizzle-orm';
import {
  type OrderAfterSale,
  type OrderReturn,
  ORDER_STATUS,
  type ReturnStatus,
} from '@storefront/contract';
import type { Database } from '../../db/client';
import {
  type OrderItemRow,
  type OrderRow,
  products,
  returnLines,
  returnPhotos,
  type ReturnLineRow,
  type ReturnRow,
  returns,
} from '../../db/schema';

const DAY_MS = 86_400_000;

/** The end of the order's return window; null when not delivered or the store takes no returns. */
export function returnUntil(
  order: Pick<OrderRow, 'status' | 'deliveredAt'>,
  windowDays: number,
): Date | null {
  if (order.status !== ORDER_STATUS.DELIVERED || !order.deliveredAt || windowDays <= 0) {
    return null;
  }
  return new Date(order.deliveredAt.getTime() + windowDays * DAY_MS);
}

/** What the shopper reads next to a return: what happens next, in their words. */
export function nextStep(
  row: Pick<ReturnRow, 'status' | 'rejectionReason' | 'pickupCarrier' | 'pickupTrackingNumber'>,
  exchange: boolean,
): string {
  switch (row.status) {
    case 'requested':
      return 'We will reply within 2 working days.';
    case 'approved':
      return row.pickupCarrier
        ? `Hand the parcel to ${row.pickupCarrier} (tracking ${row.pickupTrackingNumber}).`
        : 'We will arrange a pickup and e-mail you its details.';
    case 'received':
      return exchange
        ? 'We have your parcel and will ship your exchange within 2 working days.'
        : 'We have your parcel and will refund you within 5 working days.';
    case 'refunded':
      return 'We have refunded you: the money reaches you as the refund on this order says.';
    case 'exchanged':
      return 'Your exchange is on its way as an order of its own.';
    case 'rejected':
      return `We cannot accept this return: ${row.rejectionReason ?? 'please contact us'}.`;
  }
}

export interface OrderReturns {
  rows: ReturnRow[];
  lines: Map<number, ReturnLineRow[]>;
  photos: Map<number, string[]>;
}

/** The orders' returns (oldest first), their lines and photos, in three queries. */
export async function returnsOf(
  db: Pick<Database, 'select'>,
  orderIds: string[],
): Promise<OrderReturns> {
  const found: OrderReturns = { rows: [], lines: new Map(), photos: new Map() };
  if (orderIds.length === 0) return found;
  found.rows = await db
    .select()
    .from(returns)
    .where(inArray(returns.orderId, orderIds))
    .orderBy(asc(returns.id));
  const ids = found.rows.map((row) => row.id);
  if (ids.length === 0) return found;
  const [lines, photos] = await Promise.all([
    db
      .select()
      .from(returnLines)
      .where(inArray(returnLines.returnId, ids))
      .orderBy(asc(returnLines.id)),
    db
      .select()
      .from(returnPhotos)
      .where(inArray(returnPhotos.returnId, ids))
      .orderBy(asc(returnPhotos.id)),
  ]);
  for (const line of lines) {
    found.lines.set(line.returnId, [...(found.lines.get(line.returnId) ?? []), line]);
  }
  for (const photo of photos) {
    found.photos.set(photo.returnId, [...(found.photos.get(photo.returnId) ?? []), photo.url]);
  }
  return found;
}

/**
 * A return as its order's answers show it. A tracking look-up (not the owner) sees its state
 * and lines but not the shopper's note or photos.
 */
export function toOrderReturn(
  row: ReturnRow,
  lines: ReturnLineRow[],
  photos: string[],
  items: Pick<OrderItemRow, 'id' | 'title' | 'size' | 'color'>[],
  { forOwner }: { forOwner: boolean },
): OrderReturn {
  return {
    id: row.id,
    status: row.status as ReturnStatus,
    reason: row.reason,
    note: forOwner ? row.note : null,
    createdAt: row.createdAt.toISOString(),
    lines: lines.map((line) => {
      const item = items.find((candidate) => candidate.id === line.orderItemId);
      return {
        itemId: line.orderItemId,
        productTitle: item?.title ?? '',
        size: item?.size ?? null,
        color: item?.color ?? null,
        quantity: line.quantity,
        exchangeFor: line.exchange ? { size: line.exchangeSize, color: line.exchangeColor } : null,
      };
    }),
    rejectionReason: row.rejectionReason,
    pickup: row.pickupCarrier
      ? {
          carrier: row.pickupCarrier,
          trackingNumber: row.pickupTrackingNumber ?? '',
          trackingUrl: row.pickupTrackingUrl,
        }
      : null,
    nextStep: nextStep(
      row,
      lines.some((line) => line.exchange),
    ),
    photos: forOwner ? (photos ?? []) : [],
  };
}

/** The quantity of each line that returns not rejected already ask for. */
export function askedQuantities(rows: ReturnRow[], lines: Map<number, ReturnLineRow[]>) {
  const asked = new Map<number, number>();
  for (const row of rows) {
    if (row.status === 'rejected') continue;
    for (const line of lines.get(row.id) ?? []) {
      asked.set(line.orderItemId, (asked.get(line.orderItemId) ?? 0) + line.quantity);
    }
  }
  return asked;
}

/** Whether each of the products may be returned (a product gone counts as returnable). */
export async function returnableProducts(
  db: Pick<Database, 'select'>,
  productIds: (string | null)[],
): Promise<Set<string>> {
  const ids = [...new Set(productIds.filter((id) => id !== null))];
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: products.id, returnable: products.returnable })
    .from(products)
    .where(inArray(products.id, ids));
  const refused = new Set(rows.filter((row) => !row.returnable).map((row) => row.id));
  return new Set(ids.filter((id) => !refused.has(id)));
}

/** The orders' returns and what the shopper may still do with each, by order id. */
export async function afterSaleOf(
  db: Pick<Database, 'select'>,
  orderRows: OrderRow[],
  items: OrderItemRow[],
  { windowDays, forOwner, now = new Date() }: { windowDays: number; forOwner: boolean; now?: Date },
): Promise<Map<string, { returns: OrderReturn[]; afterSale: OrderAfterSale }>> {
  const ids = orderRows.map((row) => row.id);
  const [found, returnable] = await Promise.all([
    returnsOf(db, ids),
    returnableProducts(
      db,
      items.map((item) => item.productId),
    ),
  ]);
  const answers = new Map<string, { returns: OrderReturn[]; afterSale: OrderAfterSale }>();
  for (const order of orderRows) {
    const orderItems = items.filter((item) => item.orderId === order.id);
    const rows = found.rows.filter((row) => row.orderId === order.id);
    const until = returnUntil(order, windowDays);
    const open = until !== null && now < until;
    const asked = askedQuantities(rows, found.lines);
    answers.set(order.id, {
      returns: rows.map((row) =>
        toOrderReturn(
          row,
          found.lines.get(row.id) ?? [],
          found.photos.get(row.id) ?? [],
          orderItems,
          { forOwner },
        ),
      ),
      afterSale: {
        cancellable:
          order.status === ORDER_STATUS.PENDING || order.status === ORDER_STATUS.PROCESSING,
        returnUntil: until?.toISOString() ?? null,
        returnable: orderItems.map((item) => ({
          itemId: item.id,
          quantity:
            open && item.productId !== null && returnable.has(item.productId)
              ? Math.max(0, item.quantity - (asked.get(item.id) ?? 0))
              : 0,
        })),
      },
    });
  }
  return answers;
}
