// The promotions engine (issue 40, decision 0034): which offers apply to a cart or an order, what
// each saves, and how its saving is taken off the lines. Pure: the rows, the shopper's facts and
// the moment come in, integer paise go out, so the cart check and the order's placement answer
// the same amounts.
import {
  formatPaise,
  normalisePromotionCode,
  PROMOTION_MESSAGES,
  type PromotionStatus,
} from '@storefront/contract';
import type { PromotionRow } from '../../db/schema';

/** What the engine reads of a promotion. */
export type PromotionCandidate = Pick<
  PromotionRow,
  | 'id'
  | 'label'
  | 'code'
  | 'automatic'
  | 'kind'
  | 'percent'
  | 'amountPaise'
  | 'maxDiscountPaise'
  | 'minOrderPaise'
  | 'productIds'
  | 'categories'
  | 'firstOrderOnly'
  | 'startsAt'
  | 'endsAt'
  | 'usageLimit'
  | 'perCustomerLimit'
  | 'combinable'
  | 'buyQuantity'
  | 'getQuantity'
  | 'getProductIds'
  | 'paused'
  | 'uses'
>;

/** A cart row or order line that can be ordered, at its price now. */
export interface PricedLine {
  productId: string;
  category: string | null;
  unitPricePaise: number;
  quantity: number;
}

/** What the engine knows of a signed-in shopper; null for a cart checked without a token. */
export interface ShopperFacts {
  /** True when the shopper has no order in the store but cancelled ones. */
  firstOrder: boolean;
  /** Uses counted now per promotion id (cancelled and returned orders gave theirs back). */
  uses: ReadonlyMap<number, number>;
}

export interface EngineInput {
  lines: PricedLine[];
  /** The order's shipping charge; null while no PIN tells it. */
  shippingPaise: number | null;
  /** The store's automatic offers and the promotion the code names, if any. */
  promotions: PromotionCandidate[];
  /** The code as the shopper typed it; null when none. */
  code: string | null;
  shopper: ShopperFacts | null;
  now: Date;
}

export interface AppliedOffer {
  promotion: PromotionCandidate;
  /** The code as typed; null for an automatic offer. */
  code: string | null;
  /** Taken off the goods: the sum of `lineDiscounts`. */
  discountPaise: number;
  shippingWaivedPaise: number;
  /** Per input line, what this offer took off it. */
  lineDiscounts: number[];
}

/** Why the code does not apply, as data (the words are `problem`). */
export type CodeReason =
  keyof typeof PROMOTION_MESSAGES | 'minOrder' | 'needsMoreItems' | 'needsFreeItem';

export interface CodeAnswer {
  code: string;
  applied: boolean;
  problem: string | null;
  reason: CodeReason | null;
  /** The promotion the code names, when it names one. */
  promotion: PromotionCandidate | null;
}

export interface EngineResult {
  applied: AppliedOffer[];
  /** Per input line, what every applied offer took off it together. */
  lineDiscounts: number[];
  discountPaise: number;
  shippingWaivedPaise: number;
  code: CodeAnswer | null;
  offerHint: string | null;
}

/** A cart at least this share of an automatic offer's minimum hears how much more unlocks it. */
const HINT_FROM_SHARE = 0.5;

/**
 * What the back office calls a promotion now, from what does not depend on the shopper: ended,
 * every use taken, paused by staff, not started, or running. In that order, so the shopper hears
 * the most lasting reason ("This code has ended" over "not active right now").
 */
export function promotionStatus(
  promotion: Pick<PromotionCandidate, 'paused' | 'startsAt' | 'endsAt' | 'usageLimit' | 'uses'>,
  now: Date,
): PromotionStatus {
  if (promotion.endsAt !== null && promotion.endsAt.getTime() <= now.getTime()) return 'ended';
  if (promotion.usageLimit !== null && promotion.uses >= promotion.usageLimit) return 'used_up';
  if (promotion.paused) return 'paused';
  if (promotion.startsAt !== null && promotion.startsAt.getTime() > now.getTime()) {
    return 'scheduled';
  }
  return 'active';
}

const STATUS_REASON: Record<Exclude<PromotionStatus, 'active'>, keyof typeof PROMOTION_MESSAGES> = {
  ended: 'ended',
  used_up: 'usedUp',
  paused: 'paused',
  scheduled: 'notStarted',
};

/**
 * `total` spread over `weights` in proportion, to the paisa: each share rounded down, the paise
 * left over on the largest weight (then the next largest, when the largest has no room left), so
 * the shares add up to `total` and none passes its weight. `total` must not pass their sum.
 */
export function splitInProportion(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  if (total >= sum) return [...weights];
  const shares = weights.map((weight) => Math.floor((total * weight) / sum));
  let left = total - shares.reduce((a, b) => a + b, 0);
  const byWeight = weights
    .map((weight, index) => ({ weight, index }))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { weight, index } of byWeight) {
    if (left === 0) break;
    const more = Math.min(left, weight - shares[index]!);
    shares[index]! += more;
    left -= more;
  }
  return shares;
}

/** `percent` of `paise`, to the nearest paisa (half up), in whole numbers. */
export function percentOf(paise: number, percent: number): number {
  const basisPoints = Math.round(percent * 100);
  return Math.floor((paise * basisPoints * 2 + 10_000) / 20_000);
}

/** "10% off", "₹500 off", "free shipping": what an offer gives, for a hint. */
export function offerWords(promotion: PromotionCandidate): string {
  switch (promotion.kind) {
    case 'percentage':
      return `${Number(promotion.percent ?? 0)}% off`;
    case 'amount':
      return `${formatPaise(promotion.amountPaise ?? 0)} off`;
    case 'free_shipping':
      return 'free shipping';
    default:
      return promotion.label;
  }
}

/** Offers are applied one after another on what is left of each line, in this order. */
const KIND_ORDER = { buy_x_get_y: 0, percentage: 1, amount: 2, free_shipping: 3 } as const;
const applyOrder = (a: PromotionCandidate, b: PromotionCandidate) =>
  KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
  Number(b.automatic) - Number(a.automatic) ||
  a.id - b.id;

function appliesTo(promotion: PromotionCandidate, line: PricedLine): boolean {
  if (promotion.productIds.length === 0 && promotion.categories.length === 0) return true;
  if (promotion.productIds.includes(line.productId)) return true;
  const category = line.category?.toLowerCase();
  return (
    category !== undefined &&
    promotion.categories.some((candidate) => candidate.toLowerCase() === category)
  );
}

type Refusal = { reason: CodeReason; problem: string };
const refusal = (reason: keyof typeof PROMOTION_MESSAGES): Refusal => ({
  reason,
  problem: PROMOTION_MESSAGES[reason],
});

/**
 * Whether an offer may apply to this shopper and cart at all, before what it saves: its window,
 * uses and pause; the shopper's history; the minimum order (on the goods before any discount);
 * and some line it applies to.
 */
function conditionProblem(
  promotion: PromotionCandidate,
  input: EngineInput,
  goodsPaise: number,
): Refusal | null {
  const status = promotionStatus(promotion, input.now);
  if (status !== 'active') return refusal(STATUS_REASON[status]);
  if (promotion.firstOrderOnly) {
    if (input.shopper === null) return refusal('signIn');
    if (!input.shopper.firstOrder) return refusal('firstOrderOnly');
  }
  const limit = promotion.perCustomerLimit ?? (promotion.firstOrderOnly ? 1 : null);
  if (limit !== null && input.shopper !== null) {
    if ((input.shopper.uses.get(promotion.id) ?? 0) >= limit) return refusal('alreadyUsed');
  }
  if (promotion.minOrderPaise !== null && goodsPaise < promotion.minOrderPaise) {
    return {
      reason: 'minOrder',
      problem: `This code needs an order of ${formatPaise(promotion.minOrderPaise)} or more; add ${formatPaise(promotion.minOrderPaise - goodsPaise)} more`,
    };
  }
  if (!input.lines.some((line) => appliesTo(promotion, line))) return refusal('noEligibleItems');
  return null;
}

/** Buy X get Y: the cheapest qualifying units free (or `percent` off), as often as the cart allows. */
function buyXGetY(
  promotion: PromotionCandidate,
  lines: PricedLine[],
  left: number[],
): { discounts: number[] } | Refusal {
  const buy = promotion.buyQuantity ?? 1;
  const get = promotion.getQuantity ?? 1;
  const percent = promotion.percent ?? 100;
  const bought = lines.map((line) => appliesTo(promotion, line));
  const others = promotion.getProductIds.length > 0;
  const given = lines.map((line, index) =>
    others ? promotion.getProductIds.includes(line.productId) : bought[index]!,
  );
  // Every unit that could be given, cheapest first (the earlier line first at the same price).
  const units: number[] = [];
  lines.forEach((line, index) => {
    if (given[index]) for (let n = 0; n < line.quantity; n++) units.push(index);
  });
  units.sort((a, b) => lines[a]!.unitPricePaise - lines[b]!.unitPricePaise || a - b);
  const boughtUnits = lines.reduce(
    (sum, line, index) => sum + (bought[index] ? line.quantity : 0),
    0,
  );
  // The most groups whose free units leave enough of the bought units to pay for them.
  let groups = 0;
  for (let g = Math.floor(units.length / get); g > 0; g--) {
    const free = units.slice(0, g * get);
    const freeOfBought = free.filter((index) => bought[index]).length;
    if (boughtUnits - freeOfBought >= g * buy) {
      groups = g;
      break;
    }
  }
  if (groups === 0) {
    if (others && units.length === 0) {
      return { reason: 'needsFreeItem', problem: 'Add the item this code gives to your cart' };
    }
    const short = others ? buy - boughtUnits : buy + get - boughtUnits;
    return {
      reason: 'needsMoreItems',
      problem: `Add ${Math.max(short, 1)} more of the items this code applies to`,
    };
  }
  const discounts = lines.map(() => 0);
  for (const index of units.slice(0, groups * get)) {
    discounts[index]! += percentOf(lines[index]!.unitPricePaise, percent);
  }
  return { discounts: discounts.map((discount, index) => Math.min(discount, left[index]!)) };
}

/**
 * What one offer takes off each line of what is left of it, and the shipping it waives; a
 * Refusal when the cart is one it cannot give anything on (buy X get Y short of units).
 */
function offerOn(
  promotion: PromotionCandidate,
  lines: PricedLine[],
  left: number[],
  shippingPaise: number | null,
): { discounts: number[]; shippingWaivedPaise: number } | Refusal {
  const weights = lines.map((line, index) => (appliesTo(promotion, line) ? left[index]! : 0));
  const base = weights.reduce((a, b) => a + b, 0);
  const cap = (paise: number) =>
    promotion.maxDiscountPaise === null ? paise : Math.min(paise, promotion.maxDiscountPaise);
  switch (promotion.kind) {
    case 'percentage':
      return {
        discounts: splitInProportion(
          cap(Math.min(base, percentOf(base, promotion.percent ?? 0))),
          weights,
        ),
        shippingWaivedPaise: 0,
      };
    case 'amount':
      return {
        discounts: splitInProportion(cap(Math.min(base, promotion.amountPaise ?? 0)), weights),
        shippingWaivedPaise: 0,
      };
    case 'free_shipping':
      return { discounts: lines.map(() => 0), shippingWaivedPaise: shippingPaise ?? 0 };
    case 'buy_x_get_y': {
      const offered = buyXGetY(promotion, lines, left);
      if ('reason' in offered) return offered;
      const total = offered.discounts.reduce((a, b) => a + b, 0);
      const capped = cap(total);
      return {
        discounts:
          capped === total ? offered.discounts : splitInProportion(capped, offered.discounts),
        shippingWaivedPaise: 0,
      };
    }
  }
}

/**
 * A set of offers applied one after another. An automatic offer that gives nothing on this cart
 * is left out; null when the code cannot give anything on it (its refusal is then the code's).
 */
function applySet(
  set: PromotionCandidate[],
  input: EngineInput,
  typedCode: string | null,
): { offers: AppliedOffer[]; saving: number } | Refusal {
  const left = input.lines.map((line) => line.unitPricePaise * line.quantity);
  let shippingLeft = input.shippingPaise;
  const offers: AppliedOffer[] = [];
  for (const promotion of [...set].sort(applyOrder)) {
    const offered = offerOn(promotion, input.lines, left, shippingLeft);
    if ('reason' in offered) {
      if (promotion.automatic) continue;
      return offered;
    }
    offered.discounts.forEach((discount, index) => (left[index]! -= discount));
    if (shippingLeft !== null) shippingLeft -= offered.shippingWaivedPaise;
    const discountPaise = offered.discounts.reduce((a, b) => a + b, 0);
    // An automatic offer that saves nothing here is not shown (nor counted as a use).
    if (discountPaise + offered.shippingWaivedPaise === 0 && promotion.automatic) continue;
    offers.push({
      promotion,
      code: promotion.automatic ? null : typedCode,
      discountPaise,
      shippingWaivedPaise: offered.shippingWaivedPaise,
      lineDiscounts: offered.discounts,
    });
  }
  const saving = offers.reduce(
    (sum, offer) => sum + offer.discountPaise + offer.shippingWaivedPaise,
    0,
  );
  return { offers, saving };
}

/**
 * The offers that apply, each with its saving and per-line discounts; the code's answer; and one
 * hint of an automatic offer the cart is close to. Stacking (decision 0034): at most one code;
 * of the code with every combinable automatic offer (when the code is combinable), the combinable
 * automatic offers together, and each non-combinable automatic offer alone, the set that saves
 * the shopper most (the code's set on a tie).
 */
export function evaluatePromotions(input: EngineInput): EngineResult {
  const goodsPaise = input.lines.reduce(
    (sum, line) => sum + line.unitPricePaise * line.quantity,
    0,
  );
  const typed = input.code?.trim() || null;
  const named =
    typed === null
      ? null
      : (input.promotions.find(
          (promotion) =>
            promotion.code !== null &&
            normalisePromotionCode(promotion.code) === normalisePromotionCode(typed),
        ) ?? null);
  const automatic = input.promotions.filter(
    (promotion) => promotion.automatic && conditionProblem(promotion, input, goodsPaise) === null,
  );

  let codeRefusal: Refusal | null = null;
  if (typed !== null && named === null) codeRefusal = refusal('unknown');
  if (named) codeRefusal = conditionProblem(named, input, goodsPaise);

  const combinable = automatic.filter((promotion) => promotion.combinable);
  const sets: { offers: PromotionCandidate[]; withCode: boolean }[] = [];
  if (named && codeRefusal === null) {
    sets.push({ offers: [named, ...(named.combinable ? combinable : [])], withCode: true });
  }
  if (combinable.length > 0) sets.push({ offers: combinable, withCode: false });
  for (const promotion of automatic) {
    if (!promotion.combinable) sets.push({ offers: [promotion], withCode: false });
  }

  let best: { offers: AppliedOffer[]; saving: number; withCode: boolean } | null = null;
  for (const set of sets) {
    const result = applySet(set.offers, input, typed);
    if ('reason' in result) {
      codeRefusal = result;
      continue;
    }
    // The code's set comes first, so it is kept on a tie.
    if (!best || result.saving > best.saving) best = { ...result, withCode: set.withCode };
  }
  if (named && codeRefusal === null && !best?.withCode) codeRefusal = refusal('notCombinable');

  const applied = best?.offers ?? [];
  const lineDiscounts = input.lines.map((_, index) =>
    applied.reduce((sum, offer) => sum + offer.lineDiscounts[index]!, 0),
  );
  return {
    applied,
    lineDiscounts,
    discountPaise: lineDiscounts.reduce((a, b) => a + b, 0),
    shippingWaivedPaise: applied.reduce((sum, offer) => sum + offer.shippingWaivedPaise, 0),
    code:
      typed === null
        ? null
        : {
            code: typed,
            applied: codeRefusal === null,
            problem: codeRefusal?.problem ?? null,
            reason: codeRefusal?.reason ?? null,
            promotion: named,
          },
    offerHint: offerHint(input, goodsPaise, applied),
  };
}

/**
 * "Add ₹250 more to get 10% off": the automatic offer not applied whose only missing condition
 * is its minimum order, when the cart is at least half way there; the nearest of them.
 */
function offerHint(input: EngineInput, goodsPaise: number, applied: AppliedOffer[]): string | null {
  if (goodsPaise === 0) return null;
  let nearest: { promotion: PromotionCandidate; short: number } | null = null;
  for (const promotion of input.promotions) {
    if (!promotion.automatic || promotion.minOrderPaise === null) continue;
    if (applied.some((offer) => offer.promotion.id === promotion.id)) continue;
    const short = promotion.minOrderPaise - goodsPaise;
    if (short <= 0 || goodsPaise < promotion.minOrderPaise * HINT_FROM_SHARE) continue;
    const reached = conditionProblem(promotion, input, promotion.minOrderPaise);
    if (reached !== null) continue;
    if (!nearest || short < nearest.short) nearest = { promotion, short };
  }
  return nearest
    ? `Add ${formatPaise(nearest.short)} more to get ${offerWords(nearest.promotion)}`
    : null;
}
