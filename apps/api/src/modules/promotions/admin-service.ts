import { and, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import {
  type AdminPromotion,
  type AdminPromotionList,
  type adminPromotionListQuerySchema,
  formatPaise,
  normalisePromotionCode,
  paiseToRupees,
  PROMOTION_CODE_MAX_LENGTH,
  PROMOTION_CSV_COLUMNS,
  type PromotionStatus,
  type PromotionUse,
  type promotionUseListQuerySchema,
  type PromotionValues,
  rupeesToPaise,
} from '@storefront/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { orderPromotions, orders, type PromotionRow, promotions } from '../../db/schema';
import { csvText } from '../../lib/csv';
import { isUniqueViolation } from '../../lib/db-errors';
import { ConflictError, NotFoundError, UnprocessableError } from '../../lib/errors';
import { type Actor, recordAudit } from '../audit';

type ListQuery = z.output<typeof adminPromotionListQuerySchema>;
type UseListQuery = z.output<typeof promotionUseListQuerySchema>;

const CODE_INDEX = 'promotions_store_code_idx';
const NOT_FOUND = 'Promotion not found';

/**
 * What a promotion is now, in SQL so the list filters by it: ended, then every use taken, then
 * paused by staff, then not started, else active (the order the engine's promotionStatus uses).
 */
function statusOf(now: Date): SQL<PromotionStatus> {
  return sql<PromotionStatus>`case
    when ${promotions.endsAt} is not null and ${promotions.endsAt} <= ${now} then 'ended'
    when ${promotions.usageLimit} is not null and ${promotions.uses} >= ${promotions.usageLimit}
      then 'used_up'
    when ${promotions.paused} then 'paused'
    when ${promotions.startsAt} is not null and ${promotions.startsAt} > ${now} then 'scheduled'
    else 'active' end`;
}

/**
 * The description a shopper reads beside the saving when staff give no label: "10% off above
 * ₹1,999", "₹200 off", "Free shipping", "Buy 2 get 1 free".
 */
export function describePromotion(values: PromotionValues): string {
  const above = values.minOrder ? ` above ${formatPaise(rupeesToPaise(values.minOrder))}` : '';
  switch (values.kind) {
    case 'percentage':
      return `${values.value}% off${above}`;
    case 'amount':
      return `${formatPaise(rupeesToPaise(values.value ?? 0))} off${above}`;
    case 'free_shipping':
      return `Free shipping${above}`;
    case 'buy_x_get_y': {
      const percent = values.value ?? 100;
      const get = percent === 100 ? 'free' : `at ${percent}% off`;
      return `Buy ${values.buyQuantity} get ${values.getQuantity} ${get}${above}`;
    }
  }
}

/** The row's columns for what staff sent: only the fields the kind uses are kept. */
function toColumns(values: PromotionValues) {
  const percentBased = values.kind === 'percentage' || values.kind === 'buy_x_get_y';
  const buyGet = values.kind === 'buy_x_get_y';
  return {
    label: values.label ?? describePromotion(values),
    code: values.automatic ? null : (values.code ?? null),
    automatic: values.automatic,
    kind: values.kind,
    percent: percentBased ? (values.value ?? 100) : null,
    amountPaise: values.kind === 'amount' ? rupeesToPaise(values.value!) : null,
    maxDiscountPaise:
      values.kind === 'percentage' && values.maxDiscount !== undefined
        ? rupeesToPaise(values.maxDiscount)
        : null,
    minOrderPaise: values.minOrder !== undefined ? rupeesToPaise(values.minOrder) : null,
    productIds: values.productIds ?? [],
    categories: values.categories ?? [],
    firstOrderOnly: values.firstOrderOnly,
    startsAt: values.startsAt ? new Date(values.startsAt) : null,
    endsAt: values.endsAt ? new Date(values.endsAt) : null,
    usageLimit: values.usageLimit ?? null,
    perCustomerLimit: values.perCustomerLimit ?? null,
    combinable: values.combinable,
    buyQuantity: buyGet ? (values.buyQuantity ?? null) : null,
    getQuantity: buyGet ? (values.getQuantity ?? null) : null,
    getProductIds: buyGet ? (values.getProductIds ?? []) : [],
    paused: values.paused,
  } satisfies Partial<typeof promotions.$inferInsert>;
}

interface Stats {
  orders: number;
  discountPaise: number;
  revenuePaise: number;
}
const NO_STATS: Stats = { orders: 0, discountPaise: 0, revenuePaise: 0 };

function toAdminPromotion(
  row: PromotionRow,
  status: PromotionStatus,
  stats: Stats,
): AdminPromotion {
  return {
    id: row.id,
    label: row.label,
    code: row.code,
    automatic: row.automatic,
    kind: row.kind,
    value:
      row.kind === 'amount' && row.amountPaise !== null
        ? paiseToRupees(row.amountPaise)
        : row.percent,
    maxDiscount: row.maxDiscountPaise === null ? null : paiseToRupees(row.maxDiscountPaise),
    minOrder: row.minOrderPaise === null ? null : paiseToRupees(row.minOrderPaise),
    productIds: row.productIds,
    categories: row.categories,
    firstOrderOnly: row.firstOrderOnly,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    combinable: row.combinable,
    buyQuantity: row.buyQuantity,
    getQuantity: row.getQuantity,
    getProductIds: row.getProductIds,
    paused: row.paused,
    status,
    uses: row.uses,
    orders: stats.orders,
    discountGiven: paiseToRupees(stats.discountPaise),
    revenue: paiseToRupees(stats.revenuePaise),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A copy's code: the original's with "-COPY" (then "-COPY2", …), cut to fit, free in the store. */
function copyCodes(code: string): string[] {
  return ['-COPY', '-COPY2', '-COPY3', '-COPY4', '-COPY5'].map(
    (suffix) => code.slice(0, PROMOTION_CODE_MAX_LENGTH - suffix.length) + suffix,
  );
}

export type PromotionAdminService = ReturnType<typeof createPromotionAdminService>;

/** The back office's promotions: create, edit, pause, duplicate, and what each has done. */
export function createPromotionAdminService({
  db,
  now = () => new Date(),
}: {
  db: Database;
  now?: () => Date;
}) {
  /**
   * Per promotion: the orders that used it and still count (a cancelled or wholly returned
   * order gave its use back), the discount they were given and what they paid.
   */
  async function statsOf(ids: number[]): Promise<Map<number, Stats>> {
    const stats = new Map<number, Stats>();
    if (ids.length === 0) return stats;
    const rows = await db
      .select({
        promotionId: orderPromotions.promotionId,
        orders: sql<number>`count(*)::int`,
        discountPaise: sql<string>`coalesce(sum(${orderPromotions.discountPaise}), 0)::text`,
        revenuePaise: sql<string>`coalesce(sum(${orders.totalPaise}), 0)::text`,
      })
      .from(orderPromotions)
      .innerJoin(orders, eq(orders.id, orderPromotions.orderId))
      .where(and(inArray(orderPromotions.promotionId, ids), isNull(orderPromotions.releasedAt)))
      .groupBy(orderPromotions.promotionId);
    for (const row of rows) {
      stats.set(row.promotionId, {
        orders: row.orders,
        discountPaise: Number(row.discountPaise),
        revenuePaise: Number(row.revenuePaise),
      });
    }
    return stats;
  }

  async function find(
    tx: Pick<Database, 'select'>,
    storeId: number,
    id: number,
    { lock = false } = {},
  ) {
    const query = tx
      .select({ row: promotions, status: statusOf(now()) })
      .from(promotions)
      .where(and(eq(promotions.storeId, storeId), eq(promotions.id, id)))
      .limit(1);
    const [found] = lock ? await query.for('update', { of: promotions }) : await query;
    if (!found) throw new NotFoundError(NOT_FOUND);
    return found;
  }

  async function detail(storeId: number, id: number): Promise<AdminPromotion> {
    const { row, status } = await find(db, storeId, id);
    const stats = await statsOf([row.id]);
    return toAdminPromotion(row, status, stats.get(row.id) ?? NO_STATS);
  }

  /** Refuses a code another promotion of the store has, whatever its case. */
  async function checkCodeFree(
    tx: Pick<Database, 'select'>,
    storeId: number,
    code: string | null,
    exceptId?: number,
  ) {
    if (code === null) return;
    const conditions = [
      eq(promotions.storeId, storeId),
      sql`upper(${promotions.code}) = ${normalisePromotionCode(code)}`,
    ];
    if (exceptId !== undefined) conditions.push(ne(promotions.id, exceptId));
    const [taken] = await tx
      .select({ id: promotions.id })
      .from(promotions)
      .where(and(...conditions))
      .limit(1);
    if (taken) throw codeTaken(code);
  }

  const codeTaken = (code: string) =>
    new ConflictError(`code: ${normalisePromotionCode(code)} is already used by another promotion`);

  /** Runs a write; a code taken by a concurrent write (the unique index) is a 409 too. */
  async function guardCode<T>(code: string | null, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (code !== null && isUniqueViolation(error, CODE_INDEX)) throw codeTaken(code);
      throw error;
    }
  }

  async function create(storeId: number, actor: Actor, values: PromotionValues) {
    const columns = toColumns(values);
    return guardCode(columns.code, () =>
      db.transaction(async (tx) => {
        await checkCodeFree(tx, storeId, columns.code);
        const [row] = await tx
          .insert(promotions)
          .values({ storeId, ...columns })
          .returning();
        await recordAudit(tx, {
          storeId,
          actor,
          action: 'promotion.created',
          entity: 'promotion',
          entityId: row!.id,
          after: columns,
        });
        return { id: row!.id };
      }),
    );
  }

  async function update(storeId: number, actor: Actor, id: number, values: PromotionValues) {
    const columns = toColumns(values);
    await guardCode(columns.code, () =>
      db.transaction(async (tx) => {
        // Locked: an order counting a use waits, so the limit is checked against every use.
        const { row: before } = await find(tx, storeId, id, { lock: true });
        await checkCodeFree(tx, storeId, columns.code, id);
        if (columns.usageLimit !== null && columns.usageLimit < before.uses) {
          throw new UnprocessableError(
            `usageLimit: cannot be lower than the ${before.uses} uses already made`,
          );
        }
        await tx
          .update(promotions)
          .set({ ...columns, updatedAt: sql`now()` })
          .where(eq(promotions.id, id));
        await recordAudit(tx, {
          storeId,
          actor,
          action: 'promotion.updated',
          entity: 'promotion',
          entityId: id,
          before: columnsOf(before),
          after: columns,
        });
      }),
    );
    return detail(storeId, id);
  }

  async function pause(storeId: number, actor: Actor, id: number, paused: boolean) {
    await db.transaction(async (tx) => {
      const { row } = await find(tx, storeId, id, { lock: true });
      if (row.paused === paused) return;
      await tx
        .update(promotions)
        .set({ paused, updatedAt: sql`now()` })
        .where(eq(promotions.id, id));
      await recordAudit(tx, {
        storeId,
        actor,
        action: paused ? 'promotion.paused' : 'promotion.resumed',
        entity: 'promotion',
        entityId: id,
        before: { paused: row.paused },
        after: { paused },
      });
    });
    return detail(storeId, id);
  }

  /**
   * A copy to edit into a new promotion: paused, no uses, its code suffixed "-COPY" (a code is
   * unique in the store), "(copy)" after its label.
   */
  async function duplicate(storeId: number, actor: Actor, id: number) {
    const { row } = await find(db, storeId, id);
    const { id: _id, uses: _uses, createdAt: _createdAt, updatedAt: _updatedAt, ...copied } = row;
    const label = `${row.label.slice(0, 80 - ' (copy)'.length)} (copy)`;
    const candidates = row.code === null ? [null] : copyCodes(row.code);
    for (const code of candidates) {
      try {
        return await db.transaction(async (tx) => {
          await checkCodeFree(tx, storeId, code);
          const [copy] = await tx
            .insert(promotions)
            .values({ ...copied, label, code, paused: true })
            .returning({ id: promotions.id });
          await recordAudit(tx, {
            storeId,
            actor,
            action: 'promotion.duplicated',
            entity: 'promotion',
            entityId: copy!.id,
            before: { id },
            after: { ...columnsOf(row), label, code, paused: true },
          });
          return { id: copy!.id };
        });
      } catch (error) {
        if (!(error instanceof ConflictError) && !isUniqueViolation(error, CODE_INDEX)) throw error;
      }
    }
    throw new ConflictError(
      `code: every copy's code of ${row.code} is taken; rename a copy and duplicate again`,
    );
  }

  async function list(storeId: number, query: ListQuery): Promise<AdminPromotionList> {
    const { page, limit } = query;
    const status = statusOf(now());
    const conditions: SQL[] = [eq(promotions.storeId, storeId)];
    if (query.status) conditions.push(sql`${status} = ${query.status}`);
    if (query.q) {
      const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      conditions.push(
        sql`(${promotions.code} ilike ${pattern} or ${promotions.label} ilike ${pattern})`,
      );
    }
    const where = and(...conditions);
    const [rows, [counted]] = await Promise.all([
      db
        .select({ row: promotions, status })
        .from(promotions)
        .where(where)
        .orderBy(desc(promotions.createdAt), desc(promotions.id))
        .limit(limit)
        .offset((page - 1) * limit),
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(promotions)
        .where(where),
    ]);
    const stats = await statsOf(rows.map(({ row }) => row.id));
    return {
      data: rows.map(({ row, status: current }) =>
        toAdminPromotion(row, current, stats.get(row.id) ?? NO_STATS),
      ),
      pagination: { page, limit, total: counted?.total ?? 0 },
    };
  }

  /** The orders that used a promotion, newest first, with those that gave the use back. */
  async function uses(storeId: number, id: number, { page, limit }: UseListQuery) {
    await find(db, storeId, id);
    const where = eq(orderPromotions.promotionId, id);
    const [rows, [counted]] = await Promise.all([
      db
        .select({
          orderId: orderPromotions.orderId,
          placedAt: orders.createdAt,
          customerEmail: orders.email,
          code: orderPromotions.code,
          discountPaise: orderPromotions.discountPaise,
          totalPaise: orders.totalPaise,
          releasedAt: orderPromotions.releasedAt,
        })
        .from(orderPromotions)
        .innerJoin(orders, eq(orders.id, orderPromotions.orderId))
        .where(where)
        .orderBy(desc(orderPromotions.createdAt), desc(orderPromotions.orderId))
        .limit(limit)
        .offset((page - 1) * limit),
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(orderPromotions)
        .where(where),
    ]);
    return {
      data: rows.map((row): PromotionUse => ({
        orderId: row.orderId,
        placedAt: row.placedAt.toISOString(),
        customerEmail: row.customerEmail,
        code: row.code,
        discount: paiseToRupees(row.discountPaise),
        orderTotal: paiseToRupees(row.totalPaise),
        releasedAt: row.releasedAt?.toISOString() ?? null,
      })),
      pagination: { page, limit, total: counted?.total ?? 0 },
    };
  }

  /** Every promotion of the store with what it has done, newest first (a store has few). */
  async function exportCsv(storeId: number): Promise<string> {
    const rows = await db
      .select({ row: promotions, status: statusOf(now()) })
      .from(promotions)
      .where(eq(promotions.storeId, storeId))
      .orderBy(desc(promotions.createdAt), desc(promotions.id));
    const stats = await statsOf(rows.map(({ row }) => row.id));
    const money = (paise: number) => paiseToRupees(paise).toFixed(2);
    return csvText([
      [...PROMOTION_CSV_COLUMNS],
      ...rows.map(({ row, status }) => {
        const { orders: count, discountPaise, revenuePaise } = stats.get(row.id) ?? NO_STATS;
        return [
          String(row.id),
          row.code ?? '',
          row.label,
          row.kind,
          status,
          String(row.uses),
          row.usageLimit === null ? '' : String(row.usageLimit),
          String(count),
          money(discountPaise),
          money(revenuePaise),
          row.startsAt?.toISOString() ?? '',
          row.endsAt?.toISOString() ?? '',
        ];
      }),
    ]);
  }

  return { create, list, detail, update, pause, duplicate, uses, exportCsv };
}

/** A row's columns as toColumns writes them: what the audit log shows before a change. */
function columnsOf(row: PromotionRow) {
  const { id: _id, storeId: _storeId, uses: _uses, createdAt: _c, updatedAt: _u, ...columns } = row;
  return columns;
}
