import type { PaymentMethod } from '@storefront/contract';
import { newOrderId } from '../../../orders';
import type {
  GatewayAttempt,
  GatewayNotice,
  PaymentStart,
  StartedPayment,
  Verification,
} from '../../gateway';
import { type GatewayResponse, requestHash, responseHash, sameDigest } from './hash';

/** A merchant account of a PayU-shaped hosted page: PayU's own, or the sandbox's. */
export interface HostedMerchant {
  key: string;
  salt: string;
  /** The hosted payment page the shopper's browser is posted to. */
  url: string;
}

/**
 * The signed form the shopper's browser posts to the hosted page, through the API's own
 * /payments/redirect; the gateway answers the browser at /payments/callback.
 */
export function hostedFormStart(
  method: PaymentMethod,
  merchant: HostedMerchant,
  payment: PaymentStart,
): StartedPayment {
  const txnid = newOrderId() + newOrderId();
  const callback = `${payment.apiBase}/payments/callback`;
  const request = {
    key: merchant.key,
    txnid,
    amount: (payment.amountPaise / 100).toFixed(2),
    productinfo: `Order ${payment.orderId}`,
    firstname: payment.customer.firstName,
    email: payment.customer.email,
  };
  const data = {
    ...request,
    phone: payment.customer.phone.replace(/^\+91/, ''),
    surl: callback,
    furl: callback,
    hash: requestHash(request, merchant.salt),
  };
  return {
    status: 'initiated',
    txnid,
    action: {
      type: 'redirect_post',
      redirectUrl: `${payment.apiBase}/payments/redirect`,
      formParams: { type: method, url: merchant.url, data },
    },
  };
}

/** The attempt a PayU-shaped answer names. */
export function hostedFormReference(notice: GatewayNotice): string | null {
  return notice.fields.txnid || null;
}

/** A PayU-shaped answer is genuine when its txnid, key, reverse hash and amount match the attempt. */
export function verifyHostedForm(
  notice: GatewayNotice,
  attempt: GatewayAttempt,
  merchant: Pick<HostedMerchant, 'key' | 'salt'>,
): Verification {
  const form = notice.fields;
  if (form.txnid !== attempt.txnid) return { ok: false, reason: 'another txnid' };
  if (form.key !== merchant.key) return { ok: false, reason: 'wrong key' };
  const response = form as unknown as GatewayResponse;
  if (!sameDigest(responseHash(response, merchant.salt), form.hash ?? '')) {
    return { ok: false, reason: 'bad hash' };
  }
  if (Math.round(Number(form.amount) * 100) !== attempt.amountPaise) {
    return { ok: false, reason: 'wrong amount' };
  }
  if (form.status !== 'success' && form.status !== 'failure') {
    return { ok: false, reason: 'unknown status' };
  }
  return { ok: true, outcome: form.status, gatewayReference: form.mihpayid ?? null };
}
