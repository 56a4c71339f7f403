import { describe, expect, it } from 'vitest';
import {
  normaliseIndianMobile,
  normaliseOrderId,
  orderStatusLabel,
  shippingAddressSchema,
} from './orders';

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

describe('shippingAddressSchema', () => {
  const address = {
    fullName: ' Asha Verma ',
    address: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560001',
    phone: '98450 12345',
  };

  it('trims fields and normalises the phone', () => {
    expect(shippingAddressSchema.parse(address)).toEqual({
      ...address,
      fullName: 'Asha Verma',
      phone: '+919845012345',
    });
  });

  it('refuses a PIN code starting with 0', () => {
    expect(shippingAddressSchema.safeParse({ ...address, postalCode: '012345' }).success).toBe(
      false,
    );
  });
});
