// Promotions at the heart of the order (issue 40, decision 0034): the candidates and the
// shopper's facts the engine needs, the statement fragment that counts uses as the order is
// written, and the uses given back when an order is cancelled or wholly returned.
import { and, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { type AppliedPromotion, ORDER_STATUS, paiseToRupees } from '@storefront/contract';
import type { Database } from '../../db/client';
import {
  orderItems,
  orderPromotions,
  orders,
  promotionCustomerUses,
  promotions,
  returnLines,
  returns,
} from '../../db/schema';
import {
  type AppliedOffer,
  type EngineResult,
  evaluatePromotions,
  type PricedLine,
  type PromotionCandidate,
  type ShopperFacts,
} from './engine';

/** The constraints whose refusal means a promotion could not be used as the order was written. */
export const PROMOTION_USE_CONSTRAINTS = [
  'promotions_uses_check',
  'promotion_customer_uses_check',
] as const;

export type PromotionService = ReturnType<typeof createPromotionService>;

export function createPromotionService({
  db,
  now = () => new Date(),
}: {
  db: Database;
  now?: () => Date;
}) {
  /**
   * The store's automatic offers that may apply now, and the promotion a code names (matched
   * case-insensitively, whatever its state: the engine says why it does not apply).
   */
  async function candidates(storeId: number, code: string | null): Promise<PromotionCandidate[]> {
    const live = sql`${promotions.automatic} and not ${promotions.paused}
      and (${promotions.startsAt} is null or ${promotions.startsAt} <= now())
      and (${promotions.endsAt} is null or ${promotions.endsAt} > now())
      and (${promotions.usageLimit} is null or ${promotions.uses} < ${promotions.usageLimit})`;
    const named = code
      ? sql`(${promotions.code} is not null and upper(${promotions.code}) = upper(${code.trim()}))`
      : sql`false`;
    return db
      .select()
      .from(promotions)
      .where(and(eq(promotions.storeId, storeId), sql`(${live} or ${named})`));
  }

  /** Whether the shopper has ordered before (cancelled orders aside) and their uses of each. */
  async function shopperFacts(
    storeId: number,
    userId: number,
    promotionIds: number[],
  ): Promise<ShopperFacts> {
    const [earlier, uses] = await Promise.all([
      db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.storeId, storeId),
            eq(orders.userId, userId),
            ne(orders.status, ORDER_STATUS.CANCELLED),
          ),
        )
        .limit(1),
      promotionIds.length === 0
        ? []
        : db
            .select({ id: promotionCustomerUses.promotionId, uses: promotionCustomerUses.uses })
            .from(promotionCustomerUses)
            .where(
              and(
                eq(promotionCustomerUses.userId, userId),
                inArray(promotionCustomerUses.promotionId, promotionIds),
              ),
            ),
    ]);
    return {
      firstOrder: earlier.length === 0,
      uses: new Map(uses.map((row) => [row.id, row.uses])),
    };
  }

  /**
   * The engine's answer for a cart or an order of the store: for a signed-in shopper (their
   * history counts) or for nobody yet (a cart checked without a token).
   */
  async function evaluate(request: {
    storeId: number;
    userId: number | null;
    code: string | null;
    lines: PricedLine[];
    shippingPaise: number | null;
  }): Promise<EngineResult> {
    const found = await candidates(request.storeId, request.code);
    const shopper =
      request.userId === null
        ? null
        : await shopperFacts(
            request.storeId,
            request.userId,
            found.map((promotion) => promotion.id),
          );
    return evaluatePromotions({
      lines: request.lines,
      shippingPaise: request.shippingPaise,
      promotions: found,
      code: request.code,
      shopper,
      now: now(),
    });
  }

  return { evaluate };
}

/**
 * The CTEs the order's statement adds (after its `new_order`, `locked` stock and the rest) to
 * count the offers' uses: each promotion's `uses` + 1 (its CHECK refuses a use past the limit;
 * one paused or out of its window since it was evaluated becomes -1, which the same CHECK
 * refuses), the shopper's own uses + 1 where the promotion limits them (that row's CHECK), and
 * the order's `order_promotions`. Any refusal rolls back the whole order, stock included. The
 * promotions are locked after the stock (`locked`) and in id order, so orders never deadlock.
 */
export function promotionUseCtes(userId: number, applied: AppliedOffer[]): SQL {
  if (applied.length === 0) return sql``;
  const used = JSON.stringify(
    applied.map((offer) => ({
      id: offer.promotion.id,
      label: offer.promotion.label,
      code: offer.code,
      kind: offer.promotion.kind,
      discountPaise: offer.discountPaise + offer.shippingWaivedPaise,
      shippingWaivedPaise: offer.shippingWaivedPaise,
      maxUses: perShopperLimit(offer.promotion),
    })),
  );
  return sql`,
        used_promotions as (
          select offer.* from new_order,
               jsonb_to_recordset(${used}::jsonb) as offer(
                 id integer, label text, code text, kind text, "discountPaise" integer,
                 "shippingWaivedPaise" integer, "maxUses" integer)
        ),
        locked_promotions as (
          select promotion.id from ${promotions} as promotion
          where promotion.id in (select id from used_promotions)
            and (select count(*) from locked) >= 0
          order by promotion.id
          for update
        ),
        promotion_uses as (
          update ${promotions} as promotion
          set uses = case
                when not promotion.paused
                     and (promotion.starts_at is null or promotion.starts_at <= now())
                     and (promotion.ends_at is null or promotion.ends_at > now())
                then promotion.uses + 1
                else -1
              end
          from locked_promotions
          where promotion.id = locked_promotions.id
        ),
        shopper_uses as (
          insert into ${promotionCustomerUses} (promotion_id, user_id, uses, max_uses)
          select offer.id, ${userId}, 1, offer."maxUses" from used_promotions as offer
          where offer."maxUses" is not null
          on conflict (promotion_id, user_id) do update
          set uses = ${promotionCustomerUses}.uses + 1, max_uses = excluded.max_uses
        ),
        order_offers as (
          insert into ${orderPromotions} (order_id, promotion_id, user_id, label, code, kind,
                                          discount_paise, shipping_waived_paise)
          select new_order.id, offer.id, ${userId}, offer.label, offer.code, offer.kind,
                 offer."discountPaise", offer."shippingWaivedPaise"
          from new_order, used_promotions as offer
        )`;
}

/** The uses a shopper may make of a promotion: its limit, one for a first-order offer. */
function perShopperLimit(
  promotion: Pick<PromotionCandidate, 'perCustomerLimit' | 'firstOrderOnly'>,
): number | null {
  return promotion.perCustomerLimit ?? (promotion.firstOrderOnly ? 1 : null);
}

/**
 * Gives an order's promotion uses back (the promotion's and the shopper's), once: inside the
 * transaction that cancels the order or refunds its whole return, on its locked row.
 */
export async function releaseOrderPromotions(tx: Database, orderId: string): Promise<void> {
  const released = await tx
    .update(orderPromotions)
    .set({ releasedAt: sql`now()` })
    .where(and(eq(orderPromotions.orderId, orderId), isNull(orderPromotions.releasedAt)))
    .returning({ promotionId: orderPromotions.promotionId, userId: orderPromotions.userId });
  if (released.length === 0) return;
  const ids = released.map((row) => row.promotionId).sort((a, b) => a - b);
  await tx
    .update(promotions)
    .set({ uses: sql`${promotions.uses} - 1` })
    .where(and(inArray(promotions.id, ids), sql`${promotions.uses} > 0`));
  await tx
    .update(promotionCustomerUses)
    .set({ uses: sql`${promotionCustomerUses.uses} - 1` })
    .where(
      and(
        eq(promotionCustomerUses.userId, released[0]!.userId),
        inArray(promotionCustomerUses.promotionId, ids),
        sql`${promotionCustomerUses.uses} > 0`,
      ),
    );
}

/**
 * After a return's refund: when the order's refunded returns together took back every unit it
 * sold, the order gives its promotion uses back as a cancelled one does (decision 0034).
 */
export async function releaseIfWhollyReturned(tx: Database, orderId: string): Promise<void> {
  const short = await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(
      and(
        eq(orderItems.orderId, orderId),
        sql`${orderItems.quantity} > coalesce((
          select sum(${returnLines.receivedQuantity}) from ${returnLines}
          join ${returns} on ${returns.id} = ${returnLines.returnId}
          where ${returnLines.orderItemId} = ${orderItems.id} and ${returns.status} = 'refunded'
        ), 0)`,
      ),
    )
    .limit(1);
  if (short.length === 0) await releaseOrderPromotions(tx, orderId);
}

/** The offers each order used, as its answers show them (what each saved, shipping included). */
export async function promotionsOf(
  db: Pick<Database, 'select'>,
  orderIds: string[],
): Promise<Map<string, AppliedPromotion[]>> {
  const byOrder = new Map<string, AppliedPromotion[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderPromotions)
    .where(inArray(orderPromotions.orderId, orderIds))
    .orderBy(orderPromotions.orderId, orderPromotions.createdAt, orderPromotions.promotionId);
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push({
      id: row.promotionId,
      label: row.label,
      code: row.code,
      kind: row.kind,
      saving: paiseToRupees(row.discountPaise),
    });
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}

/** An applied offer as the cart check answers it. */
export function toAppliedPromotion(offer: AppliedOffer): AppliedPromotion {
  return {
    id: offer.promotion.id,
    label: offer.promotion.label,
    code: offer.code,
    kind: offer.promotion.kind,
    saving: paiseToRupees(offer.discountPaise + offer.shippingWaivedPaise),
  };
}
