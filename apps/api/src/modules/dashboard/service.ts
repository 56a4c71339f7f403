import { and, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import { type Dashboard, ORDER_STATUS, paiseToRupees } from '@storefront/contract';
import { type Database, queryRows } from '../../db/client';
import { mailOutbox, orderEvents, orders, returns } from '../../db/schema';
import { countLowStock } from '../admin-products';
import { countGrievancesNeedingAttention } from '../grievances';

const DAYS = 30;
const UPI_LIST_LIMIT = 20;
const IST_OFFSET_MS = 330 * 60_000;

/** YYYY-MM-DD of an instant in India (IST has no daylight saving: always +05:30). */
const istDay = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/**
 * The dashboard: days are India Standard Time, cancelled orders count for nothing, and revenue
 * counts the orders paid or paid on delivery (not those still waiting for their payment).
 */
export async function dashboardOf(
  db: Database,
  storeId: number,
  now = new Date(),
): Promise<Dashboard> {
  const today = istDay(now);
  const firstDay = new Date(`${today}T00:00:00+05:30`);
  firstDay.setUTCDate(firstDay.getUTCDate() - (DAYS - 1));

  const istDate = sql<string>`to_char((${orders.createdAt} at time zone 'UTC') + interval '330 minutes', 'YYYY-MM-DD')`;
  const [days, waiting, upi, [failed], lowStock, grievancesNeedingAttention, [money]] =
    await Promise.all([
      db
        .select({
          date: istDate,
          orders: sql<number>`count(*)::int`,
          // Money the shop has, or will have at the door: orders paid (they left Pending when their
          // payment was confirmed) and cash on delivery (Processing from the start). A Pending
          // order's money has not arrived and may never.
          revenuePaise: sql<string>`coalesce(sum(${orders.totalPaise}) filter (
          where ${orders.status} <> ${ORDER_STATUS.PENDING}), 0)::text`,
        })
        .from(orders)
        .where(
          and(
            eq(orders.storeId, storeId),
            gte(orders.createdAt, firstDay),
            ne(orders.status, ORDER_STATUS.CANCELLED),
          ),
        )
        .groupBy(istDate),
      db
        .select({ status: orders.status, count: sql<number>`count(*)::int` })
        .from(orders)
        .where(
          and(
            eq(orders.storeId, storeId),
            inArray(orders.status, [
              ORDER_STATUS.PENDING,
              ORDER_STATUS.PROCESSING,
              ORDER_STATUS.SHIPPED,
            ]),
          ),
        )
        .groupBy(orders.status),
      db
        .select({
          id: orders.id,
          totalPaise: orders.totalPaise,
          createdAt: orders.createdAt,
          fullName: orders.fullName,
        })
        .from(orders)
        .where(
          and(
            eq(orders.storeId, storeId),
            eq(orders.status, ORDER_STATUS.PENDING),
            eq(orders.paymentMethod, 'upi'),
          ),
        )
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(UPI_LIST_LIMIT),
      db
        .select({ count: sql<number>`count(*)::int` })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.storeId, storeId), eq(mailOutbox.status, 'failed'))),
      countLowStock(db, storeId),
      countGrievancesNeedingAttention(db, storeId, now),
      moneyOfOrdersSince(db, storeId, firstDay),
    ]);
  const [rtoRate, returnsNeedingAction] = await Promise.all([
    rtoRateSince(db, storeId, new Date(now.getTime() - DAYS * 86_400_000)),
    countReturnsNeedingAction(db, storeId),
  ]);

  const byDate = new Map(days.map((day) => [day.date, day]));
  const byDay = Array.from({ length: DAYS }, (_, index) => {
    const date = new Date(firstDay.getTime() + index * 86_400_000 + IST_OFFSET_MS)
      .toISOString()
      .slice(0, 10);
    const found = byDate.get(date);
    return {
      date,
      orders: found?.orders ?? 0,
      revenue: paiseToRupees(Number(found?.revenuePaise ?? 0)),
    };
  });
  const count = (status: number) => waiting.find((row) => row.status === status)?.count ?? 0;
  const todayTally = byDay.at(-1)!;
  return {
    today: { orders: todayTally.orders, revenue: todayTally.revenue },
    last30Days: {
      orders: byDay.reduce((sum, day) => sum + day.orders, 0),
      revenue: paiseToRupees(byDay.reduce((sum, day) => sum + Math.round(day.revenue * 100), 0)),
    },
    byDay,
    awaitingAction: {
      pending: count(ORDER_STATUS.PENDING),
      processing: count(ORDER_STATUS.PROCESSING),
      shipped: count(ORDER_STATUS.SHIPPED),
    },
    upiAwaitingConfirmation: upi.map((order) => ({
      orderId: order.id,
      amount: paiseToRupees(order.totalPaise),
      createdAt: order.createdAt.toISOString(),
      customerName: order.fullName,
    })),
    failedMail: failed?.count ?? 0,
    lowStock,
    grievancesNeedingAttention,
    money: {
      paid: paiseToRupees(Number(money?.paid ?? 0)),
      pending: paiseToRupees(Number(money?.pending ?? 0)),
      refunded: paiseToRupees(Number(money?.refunded ?? 0)),
      refunding: paiseToRupees(Number(money?.refunding ?? 0)),
      refundDue: paiseToRupees(Number(money?.refundDue ?? 0)),
    },
    rtoRate,
    returnsNeedingAction,
  };
}

/**
 * Return to origin by payment method: the store's orders that shipped since `since` (their move
 * to Shipped on the timeline) and how many of them came back undelivered.
 */
async function rtoRateSince(
  db: Database,
  storeId: number,
  since: Date,
): Promise<Dashboard['rtoRate']> {
  const rows = await queryRows<{ method: string; shipped: number; rto: number }>(
    db,
    sql`
      select coalesce(o.payment_method, 'none') as method, count(*)::int as shipped,
             count(*) filter (where o.returned_to_origin)::int as rto
      from ${orders} o
      where o.store_id = ${storeId} and o.id in (
        select e.order_id from ${orderEvents} e
        where e.type = 'status_changed' and e.to_status = ${ORDER_STATUS.SHIPPED}
          and e.at >= ${since.toISOString()}::timestamptz)
      group by 1
      order by 1`,
  );
  return rows.map((row) => ({
    paymentMethod: row.method,
    shipped: Number(row.shipped),
    returnedToOrigin: Number(row.rto),
    rate: Number(row.shipped) > 0 ? Number(row.rto) / Number(row.shipped) : 0,
  }));
}

/** Returns waiting for staff: to approve or reject, to receive, to refund or exchange. */
async function countReturnsNeedingAction(db: Database, storeId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(returns)
    .where(
      and(
        eq(returns.storeId, storeId),
        inArray(returns.status, ['requested', 'approved', 'received']),
      ),
    );
  return row?.count ?? 0;
}

/**
 * The money of the store's orders placed since `since`, as it is (paise, as text): paid
 * (payments that succeeded, a cancelled order's too: that money moved), pending (orders not
 * cancelled with nothing paid yet: UPI to confirm, cash to collect, a gateway's answer),
 * refunded and refunding (refunds processed and under way), and refund due (payments marked
 * to give back that refunds do not yet cover).
 */
function moneyOfOrdersSince(db: Database, storeId: number, since: Date) {
  return queryRows<Record<'paid' | 'pending' | 'refunded' | 'refunding' | 'refundDue', string>>(
    db,
    sql`with placed as (
          select id, status, total_paise from orders
          where store_id = ${storeId} and created_at >= ${since.toISOString()}::timestamptz),
        paid as (
          select p.id, p.order_id, p.amount_paise, p.refund_due,
            (select coalesce(sum(r.amount_paise), 0) from refunds r
             where r.payment_id = p.id and r.status <> 'failed') as given
          from payments p join placed o on o.id = p.order_id
          where p.status = 'succeeded')
        select
          (select coalesce(sum(amount_paise), 0) from paid)::text as "paid",
          (select coalesce(sum(total_paise), 0) from placed o
           where o.status <> ${ORDER_STATUS.CANCELLED}
             and not exists (select 1 from paid where paid.order_id = o.id))::text as "pending",
          (select coalesce(sum(r.amount_paise), 0) from refunds r
           join placed o on o.id = r.order_id where r.status = 'processed')::text as "refunded",
          (select coalesce(sum(r.amount_paise), 0) from refunds r
           join placed o on o.id = r.order_id where r.status = 'pending')::text as "refunding",
          (select coalesce(sum(greatest(amount_paise - given, 0)), 0) from paid
           where refund_due)::text as "refundDue"`,
  );
}
