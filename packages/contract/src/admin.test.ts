import { describe, expect, it } from 'vitest';
import { canMoveOrderTo, normaliseUtr } from './admin';
import { ORDER_STATUS } from './order-rules';

describe('a UPI payment’s UTR', () => {
  it('is 12 digits, however the bank’s message spaces and labels them', () => {
    for (const typed of [
      '412233445566',
      ' 4122 3344 5566 ',
      '4122-3344-5566',
      'UTR 412233445566',
      'utr: 4122 3344 5566',
      'UTR No. 412233445566',
      'UTR number 412233445566',
    ]) {
      expect(normaliseUtr(typed), typed).toBe('412233445566');
    }
  });

  it('is nothing else: fewer or more digits, letters, a NEFT reference', () => {
    for (const typed of [
      '',
      'UTR1',
      '41223344556',
      '4122334455667',
      '41223344556X',
      'SBIN326123456789',
      'NEFT-99',
      '412233445566 paid',
    ]) {
      expect(normaliseUtr(typed), typed).toBeNull();
    }
  });
});

describe('who moves an order along', () => {
  it('lets fulfilment ship and deliver, and only owners and managers confirm money or cancel', () => {
    const { PROCESSING, SHIPPED, DELIVERED, CANCELLED } = ORDER_STATUS;
    expect(
      [PROCESSING, SHIPPED, DELIVERED, CANCELLED].map((to) => canMoveOrderTo('fulfilment', to)),
    ).toEqual([false, true, true, false]);
    for (const role of ['owner', 'manager'] as const) {
      for (const to of [PROCESSING, SHIPPED, DELIVERED, CANCELLED]) {
        expect(canMoveOrderTo(role, to), `${role} → ${to}`).toBe(true);
      }
    }
  });
});
