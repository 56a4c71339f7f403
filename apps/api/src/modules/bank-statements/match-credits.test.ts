import { readFileSync } from 'node:fs';
import { ORDER_STATUS } from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import { matchCredits, type OrderFacts } from './match-credits';
import { readStatement } from './read-statement';
import { asUpiCredit, type UpiCredit } from './upi-credit';

const credit = (narration: string, amountPaise: number, date = '2026-11-01'): UpiCredit =>
  asUpiCredit({ line: 1, date, narration, amountPaise, reference: null })!;

const awaiting = (id: string, paise: number): OrderFacts => ({
  id,
  status: ORDER_STATUS.PENDING,
  awaitingUpiPaise: paise,
});
const ordersOf = (...orders: OrderFacts[]) => new Map(orders.map((order) => [order.id, order]));

const A = 'K7M2QX9HAB';
const B = '3FZ8WN1RDC';
const C = 'HV4T7P2K9M';

describe('matching a statement’s UPI credits to orders awaiting payment', () => {
  it('matches a credit whose note names an order awaiting exactly its amount, by a UTR not used yet', () => {
    const result = matchCredits(
      [credit(`UPI/630512345678/Order ${A}/rahul@okaxis/Axis`, 149_900)],
      {
        orders: ordersOf(awaiting(A, 149_900)),
        usedUtrs: new Map(),
      },
    );
    expect(result).toEqual({
      matches: [{ orderId: A, utr: '630512345678', amount: 1499 }],
      doubtful: [],
      unmatched: [],
    });
  });

  it('doubts a credit whose named order awaits another amount, saying both', () => {
    const result = matchCredits([credit(`UPI/630512345678/Order ${A}/x@ybl/Axis`, 140_000)], {
      orders: ordersOf(awaiting(A, 149_900)),
      usedUtrs: new Map(),
    });
    expect(result.matches).toEqual([]);
    expect(result.doubtful).toEqual([
      {
        utr: '630512345678',
        amount: 1400,
        date: '2026-11-01',
        narration: `UPI/630512345678/Order ${A}/x@ybl/Axis`,
        orderId: A,
        reason: `The note names order ${A}, which awaits ₹1,499.00; ₹1,400.00 arrived.`,
      },
    ]);
  });

  it('doubts a credit without an order id whose amount is that of one awaiting order alone; leaves it unmatched when several', () => {
    const orders = ordersOf(awaiting(A, 149_900), awaiting(B, 79_900), awaiting(C, 79_900));
    const result = matchCredits(
      [
        credit('UPI/630600000001/Payment/x@ybl/HDFC', 149_900),
        credit('UPI/630600000002/NA/y@ybl/SBI', 79_900),
      ],
      { orders, usedUtrs: new Map() },
    );
    expect(result.matches).toEqual([]);
    expect(result.doubtful).toEqual([
      expect.objectContaining({
        utr: '630600000001',
        orderId: A,
        reason: `The note names no order; order ${A} is the only one awaiting a UPI payment of ₹1,499.00.`,
      }),
    ]);
    expect(result.unmatched).toEqual([
      {
        utr: '630600000002',
        amount: 799,
        date: '2026-11-01',
        narration: 'UPI/630600000002/NA/y@ybl/SBI',
      },
    ]);
  });

  it('never lets an unnamed credit take the order a named one pays, wherever it is in the file', () => {
    const result = matchCredits(
      [
        credit('UPI/630600000001/Payment/x@ybl/HDFC', 149_900),
        credit(`UPI/630600000002/Order ${A}/r@ok/Axis`, 149_900),
      ],
      { orders: ordersOf(awaiting(A, 149_900)), usedUtrs: new Map() },
    );
    expect(result.matches).toEqual([{ orderId: A, utr: '630600000002', amount: 1499 }]);
    expect(result.doubtful).toEqual([]);
    expect(result.unmatched).toEqual([expect.objectContaining({ utr: '630600000001' })]);
  });

  it('doubts a UTR that already paid an order, naming it, and one seen twice in the file', () => {
    const result = matchCredits(
      [
        credit(`UPI/630512345678/Order ${A}/r@ok/Axis`, 149_900),
        credit(`UPI/630700000000/Order ${B}/p@ok/SBI`, 235_000),
        credit(`UPI/630700000000/Order ${B}/p@ok/SBI`, 235_000),
      ],
      {
        orders: ordersOf(awaiting(A, 149_900), awaiting(B, 235_000)),
        usedUtrs: new Map([['630512345678', C]]),
      },
    );
    expect(result.matches).toEqual([{ orderId: B, utr: '630700000000', amount: 2350 }]);
    expect(result.doubtful.map(({ orderId, reason }) => ({ orderId, reason }))).toEqual([
      { orderId: A, reason: `UTR 630512345678 already paid order ${C}.` },
      {
        orderId: B,
        reason:
          'UTR 630700000000 appears more than once in this statement: the same transfer can pay one order only.',
      },
    ]);
  });

  it('doubts a second payment of the same order, and money for an order no longer awaiting it', () => {
    const result = matchCredits(
      [
        credit(`UPI/630500000001/Order ${A}/r@ok/Axis`, 149_900),
        credit(`UPI/630500000002/Order ${A}/r@ok/Axis`, 149_900),
        credit(`UPI/630500000003/Order ${B}/p@ok/SBI`, 235_000),
        credit(`UPI/630500000004/Order ${C}/s@ok/SBI`, 120_000),
      ],
      {
        orders: ordersOf(
          awaiting(A, 149_900),
          { id: B, status: ORDER_STATUS.CANCELLED, awaitingUpiPaise: null },
          { id: C, status: ORDER_STATUS.PROCESSING, awaitingUpiPaise: null },
        ),
        usedUtrs: new Map(),
      },
    );
    expect(result.matches).toEqual([{ orderId: A, utr: '630500000001', amount: 1499 }]);
    expect(result.doubtful.map(({ orderId, reason }) => ({ orderId, reason }))).toEqual([
      {
        orderId: A,
        reason: `Order ${A} is already matched to UTR 630500000001 in this statement: was it paid twice?`,
      },
      {
        orderId: B,
        reason: `The note names order ${B}, which is cancelled: if the money arrived, it is to be refunded.`,
      },
      {
        orderId: C,
        reason: `The note names order ${C}, which is processing already: was it paid twice?`,
      },
    ]);
  });

  it('leaves a UPI credit without a UTR unmatched: no one can confirm it', () => {
    const result = matchCredits([credit(`UPI-RAHUL-r@ok-Order ${A}`, 149_900)], {
      orders: ordersOf(awaiting(A, 149_900)),
      usedUtrs: new Map(),
    });
    expect(result.unmatched).toEqual([expect.objectContaining({ utr: null, amount: 1499 })]);
  });

  it('sorts a whole HDFC statement', () => {
    const credits = readStatement(
      readFileSync(new URL('./fixtures/hdfc-savings.csv', import.meta.url), 'utf8'),
    ).credits.flatMap((c) => asUpiCredit(c) ?? []);
    const result = matchCredits(credits, {
      orders: ordersOf(
        awaiting(A, 149_900),
        awaiting(B, 235_000),
        awaiting(C, 125_000),
        awaiting('9XR4M2C7TB', 79_900),
      ),
      usedUtrs: new Map(),
    });
    expect(result.matches).toEqual([
      { orderId: A, utr: '630512345678', amount: 1499 },
      { orderId: B, utr: '630698765432', amount: 2350 },
    ]);
    expect(result.doubtful.map(({ utr, orderId }) => ({ utr, orderId }))).toEqual([
      { utr: '630722223333', orderId: '9XR4M2C7TB' },
      { utr: '630833334444', orderId: C },
      { utr: '631055556666', orderId: A },
    ]);
    expect(result.unmatched).toEqual([]);
  });
});
