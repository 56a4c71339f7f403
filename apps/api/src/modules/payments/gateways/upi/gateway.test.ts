import { describe, expect, it } from 'vitest';
import type { StoreRow } from '../../../../db/schema';
import { statusOf } from '../../../../lib/errors';
import { type GatewayAttempt, type PaymentStart, RefundNotSupportedError } from '../../gateway';
import { createUpiGateway } from './gateway';

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';

const storeWith = (upi?: { vpa: string; payeeName: string }) =>
  ({ paymentSettings: { methods: ['upi'], ...(upi ? { upi } : {}) } }) as StoreRow;
const store = storeWith({ vpa: 'chitrakart@okaxis', payeeName: 'Chitra & Kart' });
const upi = createUpiGateway();

const payment = (userAgent: string): PaymentStart => ({
  store,
  orderId: 'AB12CD34EF',
  amountPaise: 123_450,
  customer: { firstName: 'Asha', email: 'asha@example.in', phone: '+919845012345' },
  apiBase: 'https://shop.example.in/api/v1',
  userAgent,
});
const LINK =
  'upi://pay?pa=chitrakart%40okaxis&pn=Chitra%20%26%20Kart&am=1234.50&cu=INR&tr=AB12CD34EF&tn=Order%20AB12CD34EF';

const attempt: GatewayAttempt = {
  orderId: 'AB12CD34EF',
  method: 'upi',
  txnid: null,
  amountPaise: 123_450,
  status: 'pending',
  gatewayReference: null,
};

describe('manual UPI gateway', () => {
  it('is offered only by a store with a UPI ID', () => {
    expect(upi.offered(store)).toBe(true);
    expect(upi.offered(storeWith())).toBe(false);
    expect(upi.confirmedBy).toBe('shop');
  });

  it('starts with the UPI link to pay: a QR code on a computer, a link on a phone', async () => {
    expect(await upi.start(payment(DESKTOP))).toEqual({
      status: 'pending',
      txnid: null,
      action: { type: 'qr', qr: LINK },
    });
    expect((await upi.start(payment(PHONE))).action).toEqual({
      type: 'deeplink',
      redirectUrl: LINK,
    });
  });

  it('takes no callback: the shop confirms the money', async () => {
    const notice = { via: 'callback' as const, fields: { txnid: 'X', status: 'success' } };
    expect(upi.referenceOf(notice)).toBeNull();
    expect(await upi.verify(notice, attempt)).toMatchObject({ ok: false });
    expect(upi.redirectTargets('https://shop.example.in/api/v1')).toEqual([]);
    expect(await upi.fetchStatus(attempt)).toEqual({ status: 'pending', gatewayReference: null });
  });

  it('leaves refunds to the shop, as a 422', async () => {
    const refused = upi.refund(
      { ...attempt, status: 'succeeded' },
      { refundId: 'R', amountPaise: 1 },
    );
    await expect(refused).rejects.toBeInstanceOf(RefundNotSupportedError);
    await expect(refused).rejects.toThrow(
      'A UPI payment is refunded by the shop itself, from its bank or UPI app.',
    );
    expect(statusOf(new RefundNotSupportedError('x'))).toBe(422);
  });
});
