import { describe, expect, it } from 'vitest';
import {
  INDIAN_STATES,
  INDIAN_UNION_TERRITORIES,
  normaliseIndianMobile,
  normaliseOrderId,
  orderStatusLabel,
} from './order-rules';

describe('normaliseIndianMobile', () => {
  it.each([
    ['+91 98110 45672', '+919811045672'],
    ['+919811045672', '+919811045672'],
    ['9811045672', '+919811045672'],
    ['919811045672', '+919811045672'],
    ['098110-45672', '+919811045672'],
    ['(+91) 6000 000 000', '+916000000000'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseIndianMobile(input)).toBe(expected);
  });

  it.each(['5811045672', '+91 98110 4567', '+44 7700 900123', 'phone', '+91981104567890'])(
    'refuses %s',
    (input) => {
      expect(normaliseIndianMobile(input)).toBeNull();
    },
  );
});

describe('orderStatusLabel (spec section 4)', () => {
  it('names the five statuses and marks others unknown', () => {
    expect([0, 1, 2, 3, 4].map(orderStatusLabel)).toEqual([
      'Pending',
      'Processing',
      'Shipped',
      'Delivered',
      'Cancelled',
    ]);
    expect(orderStatusLabel(7)).toBe('Unknown (7)');
    expect(orderStatusLabel(undefined)).toBe('Unknown');
  });
});

describe('normaliseOrderId', () => {
  it('reads ids as shoppers type them', () => {
    expect(normaliseOrderId('7hk2m-q9xoa')).toBe('7HK2MQ9X0A');
    expect(normaliseOrderId(' 1il0o ')).toBe('11100');
  });
});

describe('the states and union territories of India', () => {
  it('lists 28 states and 8 union territories, each once', () => {
    const all = [...INDIAN_STATES, ...INDIAN_UNION_TERRITORIES];
    expect(INDIAN_STATES).toHaveLength(28);
    expect(INDIAN_UNION_TERRITORIES).toHaveLength(8);
    expect(new Set(all).size).toBe(36);
  });
});
