import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { StoreRow } from '../../../../db/schema';
import { statusOf } from '../../../../lib/errors';
import {
  type GatewayAttempt,
  type PaymentStart,
  RefundFailedError,
  RefundUnreachableError,
} from '../../gateway';
import { createPayuGateway } from './gateway';

const sha512 = (text: string) => createHash('sha512').update(text).digest('hex');
const KEY = 'gtKFFx';
const SALT = 'eCwWELxi';
const payu = createPayuGateway({ key: KEY, salt: SALT, mode: 'test' });

const payment: PaymentStart = {
  store: {} as StoreRow,
  orderId: 'AB12CD34EF',
  amountPaise: 123_450,
  customer: { firstName: 'Asha', email: 'asha@example.in', phone: '+919845012345' },
  apiBase: 'https://shop.example.in/api/v1',
};

async function started() {
  const { txnid, action } = await payu.start(payment);
  return { txnid: txnid!, data: action!.formParams!.data };
}

const attemptFor = (txnid: string, changes: Partial<GatewayAttempt> = {}): GatewayAttempt => ({
  orderId: payment.orderId,
  method: 'payu',
  txnid,
  amountPaise: payment.amountPaise,
  status: 'initiated',
  gatewayReference: null,
  ...changes,
});

/** PayU's answer to the browser, signed with the documented reverse hash. */
function answer(
  data: Record<string, string>,
  status: string,
  salt = SALT,
): { via: 'callback'; fields: Record<string, string> } {
  const fields: Record<string, string> = { ...data, status, mihpayid: '403993715521937538' };
  return {
    via: 'callback' as const,
    fields: {
      ...fields,
      hash: sha512(
        `${salt}|${status}|||||||||||${fields.email}|${fields.firstname}|${fields.productinfo}|${fields.amount}|${fields.txnid}|${fields.key}`,
      ),
    },
  };
}

/** A stand-in for PayU's web service: records what it was asked, answers `reply`. */
function webService(reply: unknown, status = 200) {
  const calls: { url: string; body: URLSearchParams }[] = [];
  const fetch = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), body: new URLSearchParams(String(init?.body)) });
    return new Response(JSON.stringify(reply), { status });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

describe('PayU gateway', () => {
  it('starts with a form for its hosted page, signed with the documented request hash', async () => {
    const { txnid, action, status } = await payu.start(payment);
    expect(status).toBe('initiated');
    expect(txnid).toMatch(/^[0-9A-Z]{20}$/);
    expect(action).toMatchObject({
      type: 'redirect_post',
      redirectUrl: 'https://shop.example.in/api/v1/payments/redirect',
      formParams: { type: 'payu', url: 'https://test.payu.in/_payment' },
    });
    const data = action!.formParams!.data;
    expect(data).toEqual({
      key: KEY,
      txnid,
      amount: '1234.50',
      productinfo: 'Order AB12CD34EF',
      firstname: 'Asha',
      email: 'asha@example.in',
      phone: '9845012345',
      surl: 'https://shop.example.in/api/v1/payments/callback',
      furl: 'https://shop.example.in/api/v1/payments/callback',
      hash: sha512(
        `${KEY}|${txnid}|1234.50|Order AB12CD34EF|Asha|asha@example.in|||||||||||${SALT}`,
      ),
    });
    expect(payu.redirectTargets('https://shop.example.in/api/v1')).toEqual([
      'https://test.payu.in/_payment',
    ]);
  });

  it('posts live payments to the live page', async () => {
    const live = createPayuGateway({ key: KEY, salt: SALT, mode: 'live' });
    const { action } = await live.start(payment);
    expect(action!.formParams!.url).toBe('https://secure.payu.in/_payment');
  });

  it('verifies a correctly signed success and failure, naming PayU’s reference', async () => {
    const { txnid, data } = await started();
    const notice = answer(data, 'success');
    expect(payu.referenceOf(notice)).toBe(txnid);
    expect(await payu.verify(notice, attemptFor(txnid))).toEqual({
      ok: true,
      outcome: 'success',
      gatewayReference: '403993715521937538',
    });
    expect(await payu.verify(answer(data, 'failure'), attemptFor(txnid))).toMatchObject({
      ok: true,
      outcome: 'failure',
    });
  });

  it('verifies an answer with additional charges, which PayU puts first in the hash', async () => {
    const { txnid, data } = await started();
    const { fields } = answer(data, 'success');
    const hash = sha512(
      `49.00|${SALT}|success|||||||||||${fields.email}|${fields.firstname}|${fields.productinfo}|${fields.amount}|${txnid}|${KEY}`,
    );
    const notice = {
      via: 'callback' as const,
      fields: { ...fields, additionalCharges: '49.00', hash },
    };
    expect(await payu.verify(notice, attemptFor(txnid))).toMatchObject({ ok: true });
  });

  it.each([
    [
      'a tampered signature',
      (f: Record<string, string>) => ({ ...f, hash: 'a'.repeat(128) }),
      'bad hash',
    ],
    ['a tampered status', (f: Record<string, string>) => ({ ...f, status: 'failure' }), 'bad hash'],
    ['a tampered amount', (f: Record<string, string>) => ({ ...f, amount: '1.00' }), 'bad hash'],
    ['another merchant key', (f: Record<string, string>) => ({ ...f, key: 'other' }), 'wrong key'],
    ['another attempt', (f: Record<string, string>) => ({ ...f, txnid: 'OTHER' }), 'another txnid'],
  ])('refuses %s', async (_, tamper, reason) => {
    const { txnid, data } = await started();
    const notice = answer(data, 'success');
    expect(
      await payu.verify({ ...notice, fields: tamper(notice.fields) }, attemptFor(txnid)),
    ).toEqual({ ok: false, reason });
  });

  it('refuses a correctly signed answer for another amount or with an unknown status', async () => {
    const { txnid, data } = await started();
    expect(
      await payu.verify(answer({ ...data, amount: '1.00' }, 'success'), attemptFor(txnid)),
    ).toEqual({ ok: false, reason: 'wrong amount' });
    expect(await payu.verify(answer(data, 'pending'), attemptFor(txnid))).toEqual({
      ok: false,
      reason: 'unknown status',
    });
    // Signed with another salt: not PayU's.
    expect(await payu.verify(answer(data, 'success', 'guess'), attemptFor(txnid))).toEqual({
      ok: false,
      reason: 'bad hash',
    });
  });

  it('asks PayU’s verify_payment for an attempt’s status', async () => {
    const service = webService({
      status: 1,
      transaction_details: { TXN1: { mihpayid: '4039937', status: 'success', amt: '1234.50' } },
    });
    const gateway = createPayuGateway(
      { key: KEY, salt: SALT, mode: 'test' },
      { fetch: service.fetch },
    );
    expect(await gateway.fetchStatus(attemptFor('TXN1'))).toEqual({
      status: 'succeeded',
      gatewayReference: '4039937',
    });
    const [call] = service.calls;
    expect(call!.url).toBe('https://test.payu.in/merchant/postservice.php?form=2');
    expect(Object.fromEntries(call!.body)).toEqual({
      key: KEY,
      command: 'verify_payment',
      var1: 'TXN1',
      hash: sha512(`${KEY}|verify_payment|TXN1|${SALT}`),
    });

    const notFound = webService({
      status: 0,
      transaction_details: { TXN1: { status: 'Not Found' } },
    });
    const unknown = createPayuGateway(
      { key: KEY, salt: SALT, mode: 'test' },
      { fetch: notFound.fetch },
    );
    expect(await unknown.fetchStatus(attemptFor('TXN1'))).toEqual({
      status: 'unknown',
      gatewayReference: null,
    });
  });

  it('refunds through cancel_refund_transaction at the configured web-service URL', async () => {
    const service = webService({ status: 1, msg: 'Refund Request Queued', request_id: '131366' });
    const gateway = createPayuGateway(
      { key: KEY, salt: SALT, mode: 'live', apiUrl: 'https://payu.proxy.example/postservice' },
      { fetch: service.fetch },
    );
    const paid = attemptFor('TXN2', { status: 'succeeded', gatewayReference: '4039937' });
    expect(await gateway.refund(paid, { refundId: 'R-1', amountPaise: 50_000 })).toEqual({
      status: 'queued',
      reference: '131366',
    });
    const [call] = service.calls;
    expect(call!.url).toBe('https://payu.proxy.example/postservice');
    expect(Object.fromEntries(call!.body)).toEqual({
      key: KEY,
      command: 'cancel_refund_transaction',
      var1: '4039937',
      var2: 'R-1',
      var3: '500.00',
      hash: sha512(`${KEY}|cancel_refund_transaction|4039937|${SALT}`),
    });
  });

  it('says why a refund was not made, as a 422', async () => {
    const refusing = webService({ status: 0, msg: 'Refund amount exceeds the balance' });
    const gateway = createPayuGateway(
      { key: KEY, salt: SALT, mode: 'test' },
      { fetch: refusing.fetch },
    );
    const paid = attemptFor('TXN3', { status: 'succeeded', gatewayReference: '4039937' });
    const refused = gateway.refund(paid, { refundId: 'R-2', amountPaise: 100 });
    await expect(refused).rejects.toThrow(
      'PayU refused the refund: Refund amount exceeds the balance',
    );
    await expect(refused).rejects.toBeInstanceOf(RefundFailedError);
    expect(statusOf(new RefundFailedError('x'))).toBe(422);

    const down = createPayuGateway(
      { key: KEY, salt: SALT, mode: 'test' },
      { fetch: webService({}, 503).fetch },
    );
    await expect(down.refund(paid, { refundId: 'R-3', amountPaise: 100 })).rejects.toThrow(
      'PayU could not be reached for the refund; try again.',
    );
    // Worth asking again later (the gateway-refunds job does), unlike a refusal.
    await expect(down.refund(paid, { refundId: 'R-3', amountPaise: 100 })).rejects.toBeInstanceOf(
      RefundUnreachableError,
    );
    await expect(refused).rejects.not.toBeInstanceOf(RefundUnreachableError);
    // Nothing to refund: never asked PayU.
    await expect(
      gateway.refund(attemptFor('TXN4'), { refundId: 'R-4', amountPaise: 100 }),
    ).rejects.toThrow('Only a payment PayU confirmed can be refunded through PayU.');
    await expect(
      gateway.refund(paid, { refundId: 'R-5', amountPaise: paid.amountPaise + 1 }),
    ).rejects.toThrow('amountPaise: must be at most the payment');
    expect(refusing.calls).toHaveLength(1);
  });

  it('asks check_action_status where a queued refund stands', async () => {
    const paid = attemptFor('TXN5', { status: 'succeeded', gatewayReference: '4039937' });
    const query = { refundId: 'R-6', reference: '131366', amountPaise: 100 };
    const ask = async (reply: unknown) => {
      const service = webService(reply);
      const gateway = createPayuGateway({ key: KEY, salt: SALT, mode: 'test' }, service);
      const state = await gateway.refundStatus(paid, query);
      expect(Object.fromEntries(service.calls[0]!.body)).toMatchObject({
        command: 'check_action_status',
        var1: '131366',
        hash: sha512(`${KEY}|check_action_status|131366|${SALT}`),
      });
      return state;
    };
    const details = (status: string) => ({
      status: 1,
      transaction_details: { '131366': { '131366': { status, field2: 'Bank declined' } } },
    });
    expect(await ask(details('success'))).toEqual({ status: 'processed' });
    expect(await ask(details('queued'))).toEqual({ status: 'pending' });
    expect(await ask(details('failure'))).toEqual({
      status: 'failed',
      reason: 'PayU failed the refund: Bank declined',
    });
    // One level less, as some versions answer; and an answer it cannot read keeps it pending.
    expect(
      await ask({ status: 1, transaction_details: { '131366': { status: 'success' } } }),
    ).toEqual({ status: 'processed' });
    expect(await ask({ status: 0, msg: 'Invalid request' })).toEqual({ status: 'pending' });
  });
});
