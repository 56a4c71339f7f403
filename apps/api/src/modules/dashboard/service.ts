import { and, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import { type Dashboard, ORDER_STATUS, paiseToRupees } from '@storefront/contract';
import type { Database } from '../../db/client';
import { mailOutbox, orders } from '../../db/schema';
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
  const [days, waiting, upi, [failed], lowStock, grievancesNeedingAttention] = await Promise.all([
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
  };
}
