import { describe, expect, it } from 'vitest';
import { cartGstIncluded } from './price-breakup';

const rows = [
  { id: 'mount', price: 1499, quantity: 1 },
  { id: 'kurta', price: 799.5, quantity: 2 },
];

describe('cartGstIncluded', () => {
  it('works the GST back out of each row at its product’s rate, to the paisa', () => {
    // 1499 at 18%: taxable 1270.34, GST 228.66; 1599 at 5%: taxable 1522.86, GST 76.14.
    const rates = new Map([
      ['mount', 18],
      ['kurta', 5],
    ]);
    expect(cartGstIncluded(rows, rates, { registered: true })).toBe(304.8);
  });

  it('is not known while a row’s rate is not', () => {
    expect(cartGstIncluded(rows, new Map([['mount', 18]]), { registered: true })).toBeNull();
    expect(
      cartGstIncluded(
        rows,
        new Map([
          ['mount', 18],
          ['kurta', null],
        ]),
        { registered: true },
      ),
    ).toBeNull();
  });

  it('is 0 for a shop not registered for GST, and for 0% goods', () => {
    expect(cartGstIncluded(rows, new Map(), { registered: false })).toBe(0);
    const zero = new Map([
      ['mount', 0],
      ['kurta', 0],
    ]);
    expect(cartGstIncluded(rows, zero, { registered: true })).toBe(0);
  });
});
