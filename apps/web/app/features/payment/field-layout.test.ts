import type { PaymentField } from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import { paymentFieldRows } from './field-layout';

const field = (name: string, inline?: boolean): PaymentField => ({
  name,
  label: name,
  type: 'text',
  inline,
});

const names = (rows: PaymentField[][]) => rows.map((row) => row.map((entry) => entry.name));

describe('paymentFieldRows (inline fields)', () => {
  it('puts an inline field beside the one before it', () => {
    expect(
      names(paymentFieldRows([field('a'), field('b', true), field('c', true), field('d')])),
    ).toEqual([['a', 'b', 'c'], ['d']]);
  });

  it('starts a row with an inline field that comes first', () => {
    expect(names(paymentFieldRows([field('a', true), field('b')]))).toEqual([['a'], ['b']]);
  });
});
