import { describe, expect, it } from 'vitest';
import {
  type EngineInput,
  evaluatePromotions,
  percentOf,
  type PricedLine,
  type PromotionCandidate,
  promotionStatus,
  splitInProportion,
} from './engine';

const NOW = new Date('2026-11-29T10:00:00+05:30');
const HOUR = 3_600_000;
const MOUNT = '11111111-1111-4111-8111-111111111111';
const CABLE = '22222222-2222-4222-8222-222222222222';
const REMOTE = '33333333-3333-4333-8333-333333333333';

let ids = 0;
function promotion(overrides: Partial<PromotionCandidate> = {}): PromotionCandidate {
  return {
    id: ++ids,
    label: 'An offer',
    code: null,
    automatic: true,
    kind: 'percentage',
    percent: 10,
    amountPaise: null,
    maxDiscountPaise: null,
    minOrderPaise: null,
    productIds: [],
    categories: [],
    firstOrderOnly: false,
    startsAt: null,
    endsAt: null,
    usageLimit: null,
    perCustomerLimit: null,
    combinable: false,
    buyQuantity: null,
    getQuantity: null,
    getProductIds: [],
    paused: false,
    uses: 0,
    ...overrides,
  };
}
const code = (code: string, overrides: Partial<PromotionCandidate> = {}) =>
  promotion({ code, automatic: false, label: code, ...overrides });

const line = (productId: string, rupees: number, quantity = 1, category = 'TV'): PricedLine => ({
  productId,
  category,
  unitPricePaise: rupees * 100,
  quantity,
});

function evaluate(input: Partial<EngineInput>) {
  return evaluatePromotions({
    lines: [line(MOUNT, 1000)],
    shippingPaise: 0,
    promotions: [],
    code: null,
    shopper: { firstOrder: true, uses: new Map() },
    now: NOW,
    ...input,
  });
}

describe('splitting a discount over lines', () => {
  it('spreads in proportion to the paisa, the remainder on the largest line', () => {
    // 100 paise over 3 : 3 : 4 (of 10) is 30 : 30 : 40 exactly; over 1 : 1 : 1, 33 each + 1.
    expect(splitInProportion(100, [300, 300, 400])).toEqual([30, 30, 40]);
    expect(splitInProportion(100, [500, 700, 500])).toEqual([29, 42, 29]);
    expect(splitInProportion(100, [1000, 1000, 1000])).toEqual([34, 33, 33]);
    expect(splitInProportion(1001, [999, 1001, 500])).toEqual([399, 402, 200]);
  });

  it('never takes a line below 0, even when the remainder does not fit on the largest line', () => {
    expect(splitInProportion(2, [1, 1, 1])).toEqual([1, 1, 0]);
    expect(splitInProportion(5, [3, 2])).toEqual([3, 2]);
    expect(splitInProportion(99, [10, 0, 5])).toEqual([10, 0, 5]);
    expect(splitInProportion(0, [10, 5])).toEqual([0, 0]);
  });

  it('rounds a percentage to the nearest paisa, half up', () => {
    expect(percentOf(99_999, 10)).toBe(10_000);
    expect(percentOf(105, 10)).toBe(11);
    expect(percentOf(104, 10)).toBe(10);
    expect(percentOf(1000, 12.5)).toBe(125);
  });
});

describe('each kind of offer', () => {
  it('takes a percentage off every line, at most its cap', () => {
    const result = evaluate({
      lines: [line(MOUNT, 1500), line(CABLE, 500, 2)],
      code: 'diwali10',
      promotions: [code('DIWALI10', { percent: 10 })],
    });
    expect(result.code).toMatchObject({ code: 'diwali10', applied: true, problem: null });
    expect(result.lineDiscounts).toEqual([15_000, 10_000]);
    expect(result.applied).toEqual([
      expect.objectContaining({ code: 'diwali10', discountPaise: 25_000, shippingWaivedPaise: 0 }),
    ]);

    const capped = evaluate({
      lines: [line(MOUNT, 1500), line(CABLE, 500, 2)],
      code: 'DIWALI10',
      promotions: [code('DIWALI10', { percent: 10, maxDiscountPaise: 20_000 })],
    });
    // ₹200 over ₹1,500 : ₹1,000 is ₹120 : ₹80.
    expect(capped.lineDiscounts).toEqual([12_000, 8_000]);
  });

  it('takes a fixed amount off in proportion, never more than the goods', () => {
    const result = evaluate({
      lines: [line(MOUNT, 999), line(CABLE, 1001), line(REMOTE, 500)],
      code: 'FLAT',
      promotions: [code('FLAT', { kind: 'amount', percent: null, amountPaise: 1001 })],
    });
    expect(result.lineDiscounts).toEqual([399, 402, 200]);
    expect(result.discountPaise).toBe(1001);

    const more = evaluate({
      lines: [line(CABLE, 300)],
      code: 'FLAT',
      promotions: [code('FLAT', { kind: 'amount', percent: null, amountPaise: 50_000 })],
    });
    expect(more.lineDiscounts).toEqual([30_000]);
  });

  it('limits an offer to its products or categories (case-insensitive)', () => {
    const result = evaluate({
      lines: [line(MOUNT, 1000, 1, 'Mounts'), line(CABLE, 1000, 1, 'Cables')],
      code: 'CABLES',
      promotions: [code('CABLES', { percent: 20, categories: ['cables'] })],
    });
    expect(result.lineDiscounts).toEqual([0, 20_000]);
    const byProduct = evaluate({
      lines: [line(MOUNT, 1000), line(CABLE, 1000)],
      code: 'MOUNT',
      promotions: [code('MOUNT', { percent: 20, productIds: [MOUNT] })],
    });
    expect(byProduct.lineDiscounts).toEqual([20_000, 0]);
    const none = evaluate({
      lines: [line(REMOTE, 1000)],
      code: 'MOUNT',
      promotions: [code('MOUNT', { percent: 20, productIds: [MOUNT] })],
    });
    expect(none.code).toMatchObject({
      applied: false,
      problem: 'This code does not apply to the items in your cart',
    });
    expect(none.discountPaise).toBe(0);
  });

  it('waives the shipping charge', () => {
    const result = evaluate({
      shippingPaise: 6_000,
      code: 'SHIPFREE',
      promotions: [code('SHIPFREE', { kind: 'free_shipping', percent: null })],
    });
    expect(result.shippingWaivedPaise).toBe(6_000);
    expect(result.discountPaise).toBe(0);
    expect(result.applied[0]).toMatchObject({ shippingWaivedPaise: 6_000, discountPaise: 0 });
  });

  it('gives the cheapest qualifying units of buy X get Y, as often as the cart allows', () => {
    const bogo = code('BOGO', {
      kind: 'buy_x_get_y',
      percent: null,
      buyQuantity: 2,
      getQuantity: 1,
      categories: ['TV'],
    });
    // Five units: one group of 2 + 1; the cheapest unit (₹300) free.
    const one = evaluate({
      lines: [line(MOUNT, 1000, 2), line(CABLE, 300, 1), line(REMOTE, 500, 2)],
      code: 'BOGO',
      promotions: [bogo],
    });
    expect(one.lineDiscounts).toEqual([0, 30_000, 0]);
    // Six units: two groups; ₹300 and one ₹500 free.
    const two = evaluate({
      lines: [line(MOUNT, 1000, 3), line(CABLE, 300, 1), line(REMOTE, 500, 2)],
      code: 'BOGO',
      promotions: [bogo],
    });
    expect(two.lineDiscounts).toEqual([0, 30_000, 50_000]);
    const short = evaluate({ lines: [line(MOUNT, 1000, 2)], code: 'BOGO', promotions: [bogo] });
    expect(short.code).toMatchObject({
      applied: false,
      problem: 'Add 1 more of the items this code applies to',
    });
  });

  it('gives other products for buy X get Y, at a percentage when it says so', () => {
    const cableHalf = code('CABLEHALF', {
      kind: 'buy_x_get_y',
      percent: 50,
      buyQuantity: 1,
      getQuantity: 1,
      productIds: [MOUNT],
      getProductIds: [CABLE],
    });
    const result = evaluate({
      lines: [line(MOUNT, 2000, 2), line(CABLE, 400, 3)],
      code: 'CABLEHALF',
      promotions: [cableHalf],
    });
    // Two mounts bought: two cables at half price.
    expect(result.lineDiscounts).toEqual([0, 40_000]);
    const noCable = evaluate({
      lines: [line(MOUNT, 2000, 2)],
      code: 'CABLEHALF',
      promotions: [cableHalf],
    });
    expect(noCable.code?.problem).toBe('Add the item this code gives to your cart');
  });
});

describe('conditions', () => {
  it('needs its minimum order of goods before discounts, and says how much more', () => {
    const result = evaluate({
      lines: [line(MOUNT, 1749)],
      code: 'BIG',
      promotions: [code('BIG', { minOrderPaise: 199_900 })],
    });
    expect(result.code).toEqual({
      code: 'BIG',
      applied: false,
      problem: 'This code needs an order of ₹1,999 or more; add ₹250 more',
      reason: 'minOrder',
      promotion: expect.objectContaining({ code: 'BIG' }),
    });
    expect(result.applied).toEqual([]);
  });

  it('applies only inside its window, unpaused and with uses left', () => {
    const cases: [Partial<PromotionCandidate>, string][] = [
      [{ endsAt: new Date(NOW.getTime() - HOUR) }, 'This code has ended'],
      [{ startsAt: new Date(NOW.getTime() + HOUR) }, 'This code is not active yet'],
      [{ paused: true }, 'This code is not active right now'],
      [{ usageLimit: 100, uses: 100 }, 'This code has been used up'],
    ];
    for (const [overrides, problem] of cases) {
      const result = evaluate({ code: 'WINDOW', promotions: [code('WINDOW', overrides)] });
      expect(result.code?.problem).toBe(problem);
      expect(result.discountPaise).toBe(0);
    }
    const inside = evaluate({
      code: 'WINDOW',
      promotions: [
        code('WINDOW', {
          startsAt: new Date(NOW.getTime() - HOUR),
          endsAt: new Date(NOW.getTime() + HOUR),
          usageLimit: 100,
          uses: 99,
        }),
      ],
    });
    expect(inside.code?.applied).toBe(true);
    expect(evaluate({ code: 'nope', promotions: [] }).code?.problem).toBe('This code is not valid');
  });

  it('keeps first-order codes to a first order, and per-shopper limits to each shopper', () => {
    const first = code('WELCOME', { firstOrderOnly: true });
    expect(evaluate({ code: 'WELCOME', promotions: [first] }).code?.applied).toBe(true);
    expect(
      evaluate({
        code: 'WELCOME',
        promotions: [first],
        shopper: { firstOrder: false, uses: new Map() },
      }).code?.problem,
    ).toBe('This code is for a first order only');
    expect(evaluate({ code: 'WELCOME', promotions: [first], shopper: null }).code?.problem).toBe(
      'Sign in to use this code',
    );

    const twice = code('TWICE', { perCustomerLimit: 2 });
    const used = (n: number) => ({ firstOrder: false, uses: new Map([[twice.id, n]]) });
    expect(evaluate({ code: 'TWICE', promotions: [twice], shopper: used(1) }).code?.applied).toBe(
      true,
    );
    expect(evaluate({ code: 'TWICE', promotions: [twice], shopper: used(2) }).code?.problem).toBe(
      'Already used',
    );
    // Without a token the limit is checked when the order is placed.
    expect(evaluate({ code: 'TWICE', promotions: [twice], shopper: null }).code?.applied).toBe(
      true,
    );
  });
});

describe('stacking', () => {
  it('combines the code with combinable automatic offers, one after another on what is left', () => {
    const result = evaluate({
      lines: [line(MOUNT, 2000)],
      code: 'EXTRA',
      promotions: [
        promotion({ label: 'Sale', percent: 10, combinable: true }),
        code('EXTRA', { kind: 'amount', percent: null, amountPaise: 10_000, combinable: true }),
      ],
    });
    // 10% of ₹2,000, then ₹100 off the ₹1,800 left.
    expect(result.applied.map((offer) => [offer.promotion.label, offer.discountPaise])).toEqual([
      ['Sale', 20_000],
      ['EXTRA', 10_000],
    ]);
    expect(result.discountPaise).toBe(30_000);
  });

  it('gives a non-combinable offer alone, when it saves more than the code and the rest', () => {
    const big = promotion({ label: 'Mega sale', percent: 25 });
    const result = evaluate({
      lines: [line(MOUNT, 2000)],
      code: 'EXTRA',
      promotions: [big, code('EXTRA', { percent: 10, combinable: true })],
    });
    expect(result.applied.map((offer) => offer.promotion.label)).toEqual(['Mega sale']);
    expect(result.code).toMatchObject({
      applied: false,
      problem: 'This code cannot be combined with the offer already applied',
    });
    // The code wins when it saves more.
    const better = evaluate({
      lines: [line(MOUNT, 2000)],
      code: 'EXTRA',
      promotions: [big, code('EXTRA', { percent: 30 })],
    });
    expect(better.applied.map((offer) => offer.code)).toEqual(['EXTRA']);
    expect(better.code?.applied).toBe(true);
  });

  it('shows no automatic offer that saves nothing', () => {
    const result = evaluate({
      shippingPaise: 0,
      promotions: [promotion({ kind: 'free_shipping', percent: null, combinable: true })],
    });
    expect(result.applied).toEqual([]);
  });
});

describe('the hint', () => {
  it('tells how much more unlocks the nearest automatic offer, from half its minimum', () => {
    const tenOff = promotion({ percent: 10, minOrderPaise: 199_900 });
    expect(evaluate({ lines: [line(MOUNT, 1749)], promotions: [tenOff] }).offerHint).toBe(
      'Add ₹250 more to get 10% off',
    );
    expect(evaluate({ lines: [line(MOUNT, 900)], promotions: [tenOff] }).offerHint).toBeNull();
    expect(evaluate({ lines: [line(MOUNT, 1999)], promotions: [tenOff] }).offerHint).toBeNull();
    const freeShipping = promotion({
      kind: 'free_shipping',
      percent: null,
      minOrderPaise: 99_900,
    });
    expect(
      evaluate({ lines: [line(MOUNT, 899)], promotions: [tenOff, freeShipping] }).offerHint,
    ).toBe('Add ₹100 more to get free shipping');
  });
});

describe('status', () => {
  it('names the most lasting reason first', () => {
    expect(promotionStatus(promotion(), NOW)).toBe('active');
    expect(
      promotionStatus(promotion({ paused: true, endsAt: new Date(NOW.getTime() - 1) }), NOW),
    ).toBe('ended');
    expect(promotionStatus(promotion({ paused: true, usageLimit: 1, uses: 1 }), NOW)).toBe(
      'used_up',
    );
    expect(promotionStatus(promotion({ startsAt: new Date(NOW.getTime() + 1) }), NOW)).toBe(
      'scheduled',
    );
  });
});
