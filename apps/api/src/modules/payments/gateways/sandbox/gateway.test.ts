import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { StoreRow } from '../../../../db/schema';
import { BadRequestError } from '../../../../lib/errors';
import { type GatewayAttempt, type PaymentStart, RefundFailedError } from '../../gateway';
import { createSandboxGateway, SANDBOX_KEY } from './gateway';

const sha512 = (text: string) => createHash('sha512').update(text).digest('hex');
const SALT = 'this-installations-own-secret';
const API = 'https://shop.example.in/api/v1';
const sandbox = createSandboxGateway({ salt: async () => SALT });

const payment: PaymentStart = {
  store: {} as StoreRow,
  orderId: 'AB12CD34EF',
  amountPaise: 99_900,
  customer: { firstName: 'Asha', email: 'asha@example.in', phone: '+919845012345' },
  apiBase: API,
};

const attemptFor = (txnid: string, changes: Partial<GatewayAttempt> = {}): GatewayAttempt => ({
  orderId: payment.orderId,
  method: 'sandbox',
  txnid,
  amountPaise: payment.amountPaise,
  status: 'initiated',
  gatewayReference: null,
  ...changes,
});

/** The hidden fields of the sandbox page's form whose button says `button`. */
function formOf(html: string, button: string): Record<string, string> {
  const form = [...html.matchAll(/<form method="post" action="[^"]+">([\s\S]*?)<\/form>/g)].find(
    (match) => match[1]!.includes(button),
  );
  return Object.fromEntries(
    [...form![1]!.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(
      (match) => [match[1]!, match[2]!.replaceAll('&amp;', '&')],
    ),
  );
}

describe('sandbox gateway', () => {
  it('starts with a PayU-shaped form for its own page, signed with the installation’s salt', async () => {
    const { txnid, action, status } = await sandbox.start(payment);
    expect(status).toBe('initiated');
    expect(sandbox.test).toBe(true);
    expect(action!.formParams!.url).toBe(`${API}/payments/sandbox/pay`);
    expect(sandbox.redirectTargets(API)).toEqual([`${API}/payments/sandbox/pay`]);
    const data = action!.formParams!.data;
    expect(data).toMatchObject({ key: SANDBOX_KEY, txnid, amount: '999.00', phone: '9845012345' });
    expect(data.hash).toBe(
      sha512(`sandbox|${txnid}|999.00|Order AB12CD34EF|Asha|asha@example.in|||||||||||${SALT}`),
    );
  });

  it('its page pays or fails with an answer the gateway verifies', async () => {
    const { txnid, action } = await sandbox.start(payment);
    const page = await sandbox.page(action!.formParams!.data, API);
    expect(page.html).toContain('Sandbox: no real money moves');
    expect(page.html).toContain('₹999.00');

    const paid = { via: 'callback' as const, fields: formOf(page.html, 'Pay ') };
    expect(sandbox.referenceOf(paid)).toBe(txnid);
    expect(await sandbox.verify(paid, attemptFor(txnid!))).toEqual({
      ok: true,
      outcome: 'success',
      gatewayReference: expect.stringMatching(/^SANDBOX[0-9A-F]{12}$/),
    });
    const failed = { via: 'callback' as const, fields: formOf(page.html, 'Fail payment') };
    expect(await sandbox.verify(failed, attemptFor(txnid!))).toMatchObject({
      ok: true,
      outcome: 'failure',
    });

    // A tampered answer is not the sandbox's.
    const forged = { ...paid, fields: { ...paid.fields, hash: 'a'.repeat(128) } };
    expect(await sandbox.verify(forged, attemptFor(txnid!))).toEqual({
      ok: false,
      reason: 'bad hash',
    });
    const cheaper = { ...paid, fields: { ...paid.fields, amount: '1.00' } };
    expect(await sandbox.verify(cheaper, attemptFor(txnid!))).toEqual({
      ok: false,
      reason: 'bad hash',
    });
  });

  it('its page refuses a request it did not sign or that answers elsewhere', async () => {
    const { action } = await sandbox.start(payment);
    const data = action!.formParams!.data;
    for (const tampered of [
      { ...data, amount: '1.00' },
      { ...data, hash: 'a'.repeat(128) },
      { ...data, surl: 'https://evil.example.com/callback' },
    ]) {
      await expect(sandbox.page(tampered, API)).rejects.toBeInstanceOf(BadRequestError);
    }
    // Its callback is this API's own: a page served for another base refuses.
    await expect(sandbox.page(data, 'https://other.example.in/api/v1')).rejects.toThrow(
      'This payment request could not be verified.',
    );
  });

  it('refunds a payment it took, up to its amount, and nothing else', async () => {
    const paid = attemptFor('TXN', { status: 'succeeded', gatewayReference: 'SANDBOX1' });
    expect(await sandbox.refund(paid, { refundId: 'R-1', amountPaise: 99_900 })).toEqual({
      status: 'processed',
      reference: expect.stringMatching(/^SANDBOXREFUND[0-9A-F]{12}$/),
    });
    await expect(
      sandbox.refund(attemptFor('TXN'), { refundId: 'R-2', amountPaise: 100 }),
    ).rejects.toBeInstanceOf(RefundFailedError);
    await expect(sandbox.refund(paid, { refundId: 'R-3', amountPaise: 99_901 })).rejects.toThrow(
      'amountPaise: must be at most the payment',
    );
    await expect(sandbox.refund(paid, { refundId: 'R-4', amountPaise: 0 })).rejects.toThrow(
      'amountPaise: must be a positive whole number of paise',
    );
  });

  it('reports the status its answers settled', async () => {
    expect(await sandbox.fetchStatus(attemptFor('TXN'))).toEqual({
      status: 'pending',
      gatewayReference: null,
    });
    expect(
      await sandbox.fetchStatus(attemptFor('TXN', { status: 'failed', gatewayReference: 'S1' })),
    ).toEqual({ status: 'failed', gatewayReference: 'S1' });
  });
});
