import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  ORDER_STATUS,
  type StatementColumns,
  type StatementMatch,
  type StatementMatchResult,
  paiseToRupees,
  type StaffRole,
} from '@storefront/contract';
import type { Database } from '../../db/client';
import { orders, payments } from '../../db/schema';
import { transition } from '../orders';
import { matchCredits, type OrderFacts } from './match-credits';
import { readStatement, readStatementInSteps } from './read-statement';
import { asUpiCredit, type UpiCredit } from './upi-credit';

/** Ids asked of the database per statement (PostgreSQL takes 65,535 parameters at most). */
const LOOKUP_CHUNK = 1_000;

/** Lets a job say how far it is, and the process breathe between chunks. */
export interface MatchHooks {
  progress?(done: number, total: number, stage: string): Promise<void>;
  breathe?(): Promise<void>;
}

export type StatementService = ReturnType<typeof createStatementService>;

export function createStatementService(db: Database) {
  /**
   * A statement's UPI credits sorted into matches, doubtful ones and unmatched, against the
   * store's orders as they are now. Reads only: nothing is confirmed here.
   */
  async function match(
    storeId: number,
    csv: string,
    columns?: StatementColumns,
    hooks: MatchHooks = {},
  ): Promise<StatementMatchResult> {
    await hooks.progress?.(0, 1, 'reading');
    const statement = hooks.breathe
      ? await readStatementInSteps(csv, columns, hooks.breathe)
      : readStatement(csv, columns);
    const credits = statement.credits.flatMap((credit) => asUpiCredit(credit) ?? []);
    await hooks.breathe?.();
    await hooks.progress?.(0, credits.length, 'matching');
    const context = {
      orders: await ordersFor(storeId, credits, hooks),
      usedUtrs: await usedUtrs(storeId, credits, hooks),
    };
    const result = matchCredits(credits, context);
    await hooks.progress?.(credits.length, credits.length, 'matching');
    return result;
  }

  /**
   * The store's orders awaiting a UPI transfer (with its amount), and every other order of the
   * store a credit's note names.
   */
  async function ordersFor(
    storeId: number,
    credits: readonly UpiCredit[],
    hooks: MatchHooks,
  ): Promise<Map<string, OrderFacts>> {
    const awaiting = await db
      .select({ id: orders.id, status: orders.status, paise: payments.amountPaise })
      .from(orders)
      .innerJoin(payments, eq(payments.orderId, orders.id))
      .where(
        and(
          eq(orders.storeId, storeId),
          eq(orders.status, ORDER_STATUS.PENDING),
          eq(payments.method, 'upi'),
          eq(payments.status, 'pending'),
        ),
      )
      // An order with two pending transfers (asked again) awaits its latest one, as the lifecycle.
      .orderBy(desc(payments.createdAt));
    const found = new Map<string, OrderFacts>();
    for (const row of awaiting) {
      if (!found.has(row.id)) {
        found.set(row.id, { id: row.id, status: row.status, awaitingUpiPaise: row.paise });
      }
    }
    const named = [...new Set(credits.flatMap((credit) => credit.orderIds))].filter(
      (id) => !found.has(id),
    );
    for (const chunk of chunks(named)) {
      const rows = await db
        .select({ id: orders.id, status: orders.status })
        .from(orders)
        .where(and(eq(orders.storeId, storeId), inArray(orders.id, chunk)));
      for (const row of rows) found.set(row.id, { ...row, awaitingUpiPaise: null });
      await hooks.breathe?.();
    }
    return found;
  }

  /** The UTRs of the statement that already paid an order of the store. */
  async function usedUtrs(
    storeId: number,
    credits: readonly UpiCredit[],
    hooks: MatchHooks,
  ): Promise<Map<string, string>> {
    const utrs = [...new Set(credits.flatMap((credit) => credit.utr ?? []))];
    const used = new Map<string, string>();
    for (const chunk of chunks(utrs)) {
      const rows = await db
        .select({ utr: payments.utr, orderId: payments.orderId })
        .from(payments)
        .where(and(eq(payments.storeId, storeId), inArray(payments.utr, chunk)));
      for (const row of rows) used.set(row.utr!, row.orderId);
      await hooks.breathe?.();
    }
    return used;
  }

  /**
   * A person confirms one credit: the order, awaiting a UPI transfer of exactly its amount,
   * becomes paid with its UTR through the order's lifecycle, as the back office's status change
   * with a reference (checkUtr, the payment settled, the shopper's mail, the timeline and the
   * audit log), the entry saying it came from the bank statement.
   */
  async function confirm(
    storeId: number,
    actor: { staffId: number; email: string; role: StaffRole },
    confirmation: { orderId: string; utr: string; amount: number },
  ): Promise<StatementMatch> {
    const amountPaise = Math.round(confirmation.amount * 100);
    const order = await transition(db, {
      orderId: confirmation.orderId,
      storeId,
      to: ORDER_STATUS.PROCESSING,
      by: actor,
      expectedFrom: ORDER_STATUS.PENDING,
      details: { reference: confirmation.utr, via: 'bank statement' },
      upiCredit: { amountPaise },
    });
    return { orderId: order.id, utr: confirmation.utr, amount: paiseToRupees(amountPaise) };
  }

  return { match, confirm };
}

function* chunks<T>(values: readonly T[]): Generator<T[]> {
  for (let start = 0; start < values.length; start += LOOKUP_CHUNK) {
    yield values.slice(start, start + LOOKUP_CHUNK);
  }
}
