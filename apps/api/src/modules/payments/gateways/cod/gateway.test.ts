import { describe, expect, it } from 'vitest';
import type { StoreRow } from '../../../../db/schema';
import { type GatewayAttempt, RefundNotSupportedError } from '../../gateway';
import { createCashOnDeliveryGateway } from './gateway';

const cod = createCashOnDeliveryGateway();
const attempt: GatewayAttempt = {
  orderId: 'AB12CD34EF',
  method: 'cod',
  txnid: null,
  amountPaise: 50_000,
  status: 'pending',
  gatewayReference: null,
};

describe('cash on delivery gateway', () => {
  it('starts with nothing to pay now and confirms the order on choosing it', async () => {
    expect(cod.confirmedBy).toBe('delivery');
    expect(cod.offered({} as StoreRow)).toBe(true);
    expect(
      await cod.start({
        store: {} as StoreRow,
        orderId: 'AB12CD34EF',
        amountPaise: 50_000,
        customer: { firstName: 'Asha', email: 'asha@example.in', phone: '+919845012345' },
        apiBase: 'https://shop.example.in/api/v1',
      }),
    ).toEqual({ status: 'pending', txnid: null });
  });

  it('takes no callback, and the cash is collected on delivery', async () => {
    const notice = { via: 'callback' as const, fields: { txnid: 'X', status: 'success' } };
    expect(cod.referenceOf(notice)).toBeNull();
    expect(await cod.verify(notice, attempt)).toMatchObject({ ok: false });
    expect(await cod.fetchStatus({ ...attempt, status: 'succeeded' })).toEqual({
      status: 'succeeded',
      gatewayReference: null,
    });
  });

  it('leaves refunds to the shop', async () => {
    await expect(
      cod.refund({ ...attempt, status: 'succeeded' }, { refundId: 'R', amountPaise: 1 }),
    ).rejects.toBeInstanceOf(RefundNotSupportedError);
  });
});
