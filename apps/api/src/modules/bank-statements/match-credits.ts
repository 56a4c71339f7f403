import {
  formatPaiseExact,
  ORDER_STATUS,
  orderStatusLabel,
  paiseToRupees,
  type StatementDoubtful,
  type StatementMatch,
  type StatementMatchResult,
  type StatementUnmatched,
} from '@storefront/contract';
import type { UpiCredit } from './upi-credit';

/** What the matcher needs to know of an order a credit may pay. */
export interface OrderFacts {
  id: string;
  status: number;
  /** The amount of its UPI transfer still awaited (paise); null when it awaits none. */
  awaitingUpiPaise: number | null;
}

export interface MatchContext {
  /** The store's orders awaiting a UPI transfer, and every other order a narration names. */
  orders: ReadonlyMap<string, OrderFacts>;
  /** UTRs that already paid an order of the store: UTR → that order. */
  usedUtrs: ReadonlyMap<string, string>;
}

/**
 * Sorts the statement's UPI credits into matches, doubtful ones and unmatched, never deciding
 * for a person: a match is a credit whose note names an order awaiting a UPI transfer of exactly
 * its amount, whose UTR paid nothing yet; a doubtful one may pay an order (named but of another
 * amount or no longer awaiting payment; of the amount of one awaiting order but not named; its
 * UTR already used or seen twice in the file) and says why; the rest are unmatched. Credits that
 * name their order are placed first, so an unnamed credit of the same amount never takes an
 * order a named one pays. Each list keeps the statement's order.
 */
export function matchCredits(
  credits: readonly UpiCredit[],
  context: MatchContext,
): StatementMatchResult {
  type Verdict =
    | { list: 'matches'; item: StatementMatch }
    | { list: 'doubtful'; item: StatementDoubtful }
    | { list: 'unmatched'; item: StatementUnmatched };
  const verdicts = new Array<Verdict | undefined>(credits.length);
  const seenUtrs = new Set<string>();
  const paidBy = new Map<string, string>(); // order → the UTR that matched it in this file
  const unnamed: number[] = [];

  const creditFields = (credit: UpiCredit) => ({
    utr: credit.utr,
    amount: paiseToRupees(credit.amountPaise),
    date: credit.date,
    narration: credit.narration,
  });
  const doubt = (credit: UpiCredit, orderId: string | null, reason: string): Verdict => ({
    list: 'doubtful',
    item: { ...creditFields(credit), orderId, reason },
  });

  // First the credits whose note names an order of the store.
  credits.forEach((credit, index) => {
    const named = namedOrder(credit, context.orders);
    if (!credit.utr) {
      verdicts[index] = { list: 'unmatched', item: creditFields(credit) };
      return;
    }
    const utr = credit.utr;
    if (seenUtrs.has(utr)) {
      verdicts[index] = doubt(
        credit,
        named?.id ?? null,
        `UTR ${utr} appears more than once in this statement: the same transfer can pay one order only.`,
      );
      return;
    }
    seenUtrs.add(utr);
    const used = context.usedUtrs.get(utr);
    if (used) {
      verdicts[index] = doubt(credit, named?.id ?? used, `UTR ${utr} already paid order ${used}.`);
      return;
    }
    if (!named) {
      unnamed.push(index);
      return;
    }
    if (named.awaitingUpiPaise === null) {
      verdicts[index] = doubt(credit, named.id, notAwaiting(named));
    } else if (named.awaitingUpiPaise !== credit.amountPaise) {
      verdicts[index] = doubt(
        credit,
        named.id,
        `The note names order ${named.id}, which awaits ${formatPaiseExact(named.awaitingUpiPaise)}; ${formatPaiseExact(credit.amountPaise)} arrived.`,
      );
    } else if (paidBy.has(named.id)) {
      verdicts[index] = doubt(
        credit,
        named.id,
        `Order ${named.id} is already matched to UTR ${paidBy.get(named.id)} in this statement: was it paid twice?`,
      );
    } else {
      paidBy.set(named.id, utr);
      verdicts[index] = {
        list: 'matches',
        item: { orderId: named.id, utr, amount: paiseToRupees(credit.amountPaise) },
      };
    }
  });

  // Then the rest, by amount, among the awaiting orders no credit of the file named.
  const awaitingByAmount = new Map<number, string[]>();
  for (const order of context.orders.values()) {
    if (order.awaitingUpiPaise === null || paidBy.has(order.id)) continue;
    const same = awaitingByAmount.get(order.awaitingUpiPaise);
    if (same) same.push(order.id);
    else awaitingByAmount.set(order.awaitingUpiPaise, [order.id]);
  }
  for (const index of unnamed) {
    const credit = credits[index]!;
    const candidates = awaitingByAmount.get(credit.amountPaise) ?? [];
    verdicts[index] =
      candidates.length === 1
        ? doubt(
            credit,
            candidates[0]!,
            `The note names no order; order ${candidates[0]} is the only one awaiting a UPI payment of ${formatPaiseExact(credit.amountPaise)}.`,
          )
        : { list: 'unmatched', item: creditFields(credit) };
  }

  const result: StatementMatchResult = { matches: [], doubtful: [], unmatched: [] };
  for (const verdict of verdicts) {
    if (!verdict) continue;
    if (verdict.list === 'matches') result.matches.push(verdict.item);
    else if (verdict.list === 'doubtful') result.doubtful.push(verdict.item);
    else result.unmatched.push(verdict.item);
  }
  return result;
}

/** The first order the note names that the store has: one awaiting payment before any other. */
function namedOrder(
  credit: UpiCredit,
  orders: ReadonlyMap<string, OrderFacts>,
): OrderFacts | undefined {
  const known = credit.orderIds.flatMap((id) => orders.get(id) ?? []);
  return known.find((order) => order.awaitingUpiPaise !== null) ?? known[0];
}

function notAwaiting(order: OrderFacts): string {
  if (order.status === ORDER_STATUS.PENDING) {
    return `The note names order ${order.id}, which awaits no UPI payment (another method was chosen).`;
  }
  const status = orderStatusLabel(order.status).toLowerCase();
  return order.status === ORDER_STATUS.CANCELLED
    ? `The note names order ${order.id}, which is cancelled: if the money arrived, it is to be refunded.`
    : `The note names order ${order.id}, which is ${status} already: was it paid twice?`;
}
