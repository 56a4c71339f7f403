import { createHash } from 'node:crypto';
import type { PaymentMethod } from '@storefront/contract';
import { ServiceUnavailableError } from '../../../../lib/errors';
import {
  checkRefundAmount,
  type GatewayAttempt,
  type GatewayNotice,
  type GatewayStatus,
  type PaymentGateway,
  type PaymentStart,
  RefundFailedError,
  type RefundQuery,
  RefundUnreachableError,
  type RefundRequest,
  type RefundResult,
  type RefundState,
  type StartedPayment,
  type Verification,
} from '../../gateway';
import {
  createRazorpayClient,
  RazorpayApiError,
  type RazorpayClient,
  type RazorpayPayment,
} from './client';
import { hmacSha256Hex, paymentSignature, sameSignature } from './signature';

export const RAZORPAY_API_URL = 'https://api.razorpay.com/v1';

/** The webhook events this shop acts on (Dashboard → Webhooks). */
export const RAZORPAY_PAYMENT_EVENTS = [
  'payment.captured',
  'order.paid',
  'payment.failed',
] as const;
export const RAZORPAY_REFUND_EVENTS = ['refund.processed', 'refund.failed'] as const;

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** RAZORPAY_API_URL: Razorpay's REST API, or a stand-in (the sandbox, a proxy). */
  apiUrl?: string;
}

export interface RazorpayGateway extends PaymentGateway {
  /** Whether `rawBody` carries this account's webhook signature (X-Razorpay-Signature). */
  webhookSigned(rawBody: string, signature: string | undefined): Promise<boolean>;
}

/** A webhook body as Razorpay documents it (only what the shop reads). */
export interface RazorpayEvent {
  entity: 'event';
  event: string;
  contains?: string[];
  payload: {
    payment?: { entity: RazorpayPayment };
    order?: { entity: { id: string; amount: number; amount_paid: number; status: string } };
    refund?: { entity: { id: string; payment_id: string; amount: number; status: string } };
  };
  created_at: number;
}

/** The event a webhook's raw body holds, or null when it is not one. */
export function parseRazorpayEvent(rawBody: string): RazorpayEvent | null {
  try {
    const event = JSON.parse(rawBody) as RazorpayEvent;
    return typeof event?.event === 'string' && typeof event.payload === 'object' && event.payload
      ? event
      : null;
  } catch {
    return null;
  }
}

/** The Razorpay order a webhook's payment, order or refund is about. */
function eventOrderId(event: RazorpayEvent): string | null {
  return event.payload.payment?.entity.order_id ?? event.payload.order?.entity.id ?? null;
}

/** The order id in a failed checkout's `error[metadata]` (a JSON object, or bracketed fields). */
function failedOrderId(fields: Record<string, string>): string | null {
  if (fields['error[metadata][order_id]']) return fields['error[metadata][order_id]'];
  try {
    const metadata = JSON.parse(fields['error[metadata]'] ?? '') as { order_id?: unknown };
    return typeof metadata.order_id === 'string' ? metadata.order_id : null;
  } catch {
    return null;
  }
}

function failedPaymentId(fields: Record<string, string>): string | null {
  if (fields['error[metadata][payment_id]']) return fields['error[metadata][payment_id]'];
  try {
    const metadata = JSON.parse(fields['error[metadata]'] ?? '') as { payment_id?: unknown };
    return typeof metadata.payment_id === 'string' ? metadata.payment_id : null;
  } catch {
    return null;
  }
}

/** Razorpay's refund idempotency key: 10+ letters, digits, hyphens or underscores. */
function idempotencyKey(refundId: string): string {
  return /^[A-Za-z0-9_-]{10,}$/.test(refundId)
    ? refundId
    : createHash('sha256').update(refundId).digest('hex').slice(0, 32);
}

/** What a payment of the order means for the shop: paid, still open, or failed. */
export function statusOfPayments(payments: RazorpayPayment[]): GatewayStatus {
  const paid = payments.find((p) => p.status === 'captured' || p.status === 'refunded');
  if (paid) return { status: 'succeeded', gatewayReference: paid.id };
  const open = payments.find((p) => p.status === 'authorized' || p.status === 'created');
  if (open) return { status: 'pending', gatewayReference: open.id };
  const failed = payments.at(-1);
  if (failed) return { status: 'failed', gatewayReference: failed.id };
  // An order nobody has tried to pay yet (the shopper has not reached, or left, the checkout).
  return { status: 'pending', gatewayReference: null };
}

/**
 * Razorpay's Hosted Checkout (decision 0026): an order created through the Orders API for the
 * stored total, the shopper's browser posted to Razorpay's checkout page, the answer verified by
 * its signature against the stored attempt, webhooks verified over their raw body.
 */
export function createRazorpayGateway({
  method = 'razorpay',
  test = false,
  keyId,
  keySecret,
  webhookSecret,
  apiUrl = RAZORPAY_API_URL,
  checkoutUrl = () => `${apiUrl}/checkout/embedded`,
  fetch = globalThis.fetch,
}: {
  method?: Extract<PaymentMethod, 'razorpay' | 'razorpay_sandbox'>;
  test?: boolean;
  keyId: string;
  keySecret: () => Promise<string>;
  webhookSecret: () => Promise<string>;
  apiUrl?: string;
  /** The hosted checkout page the browser is posted to. */
  checkoutUrl?: (apiBase: string) => string;
  fetch?: typeof globalThis.fetch;
}): RazorpayGateway {
  const client: RazorpayClient = createRazorpayClient({ apiUrl, keyId, keySecret, fetch });

  async function start(payment: PaymentStart): Promise<StartedPayment> {
    let order;
    try {
      order = await client.createOrder({
        amount: payment.amountPaise,
        currency: 'INR',
        receipt: payment.orderId,
        notes: { orderId: payment.orderId },
      });
    } catch {
      throw new ServiceUnavailableError(
        'The payment gateway could not be reached. Please try again, or choose another method.',
        5,
      );
    }
    if (order.amount !== payment.amountPaise || order.currency !== 'INR') {
      throw new Error(`Razorpay order ${order.id} is not for the order's total`);
    }
    const data: Record<string, string> = {
      key_id: keyId,
      order_id: order.id,
      amount: String(order.amount),
      currency: 'INR',
      name: payment.store.storeName ?? '',
      description: `Order ${payment.orderId}`,
      'prefill[name]': payment.customer.firstName,
      'prefill[email]': payment.customer.email,
      'prefill[contact]': payment.customer.phone,
      callback_url: `${payment.apiBase}/payments/callback`,
      ...(payment.returnUrl ? { cancel_url: payment.returnUrl } : {}),
    };
    return {
      status: 'initiated',
      txnid: order.id,
      action: {
        type: 'redirect_post',
        redirectUrl: `${payment.apiBase}/payments/redirect`,
        formParams: { type: method, url: checkoutUrl(payment.apiBase), data },
      },
    };
  }

  function referenceOf(notice: GatewayNotice): string | null {
    if (notice.via === 'webhook') {
      const event = parseRazorpayEvent(notice.rawBody ?? '');
      return event ? eventOrderId(event) : null;
    }
    return notice.fields.razorpay_order_id || failedOrderId(notice.fields);
  }

  async function fetchStatus(attempt: GatewayAttempt): Promise<GatewayStatus> {
    if (!attempt.txnid) return { status: 'unknown', gatewayReference: null };
    return statusOfPayments(await client.orderPayments(attempt.txnid));
  }

  /** A payment that is this attempt's: its order, its amount in rupees. */
  function paymentMatches(payment: RazorpayPayment, attempt: GatewayAttempt): string | null {
    if (payment.order_id !== attempt.txnid) return 'another order';
    if (payment.amount !== attempt.amountPaise) return 'wrong amount';
    if (payment.currency !== 'INR') return 'wrong currency';
    return null;
  }

  async function verifyCallback(
    fields: Record<string, string>,
    attempt: GatewayAttempt,
  ): Promise<Verification> {
    if (!attempt.txnid) return { ok: false, reason: 'attempt has no Razorpay order' };
    const paymentId = fields.razorpay_payment_id;
    if (paymentId && fields.razorpay_signature !== undefined) {
      if (fields.razorpay_order_id !== attempt.txnid) return { ok: false, reason: 'another order' };
      // Signed over the STORED order id: a signature for another order never matches.
      const expected = paymentSignature(attempt.txnid, paymentId, await keySecret());
      if (!sameSignature(expected, fields.razorpay_signature)) {
        return { ok: false, reason: 'bad signature' };
      }
      // The order's amount cannot change once created; asking for the payment checks it again.
      let payment: RazorpayPayment | null = null;
      try {
        payment = await client.payment(paymentId);
      } catch {
        // Unreachable just now: the signature is Razorpay's documented proof of payment.
      }
      if (payment) {
        const mismatch = paymentMatches(payment, attempt);
        if (mismatch) return { ok: false, reason: mismatch };
        if (payment.status === 'failed') {
          return { ok: true, outcome: 'failure', gatewayReference: paymentId };
        }
      }
      return { ok: true, outcome: 'success', gatewayReference: paymentId };
    }
    // A failed checkout's answer carries no signature: Razorpay's own books decide.
    if (failedOrderId(fields) !== attempt.txnid) return { ok: false, reason: 'another order' };
    let status: GatewayStatus;
    try {
      status = await fetchStatus(attempt);
    } catch {
      return { ok: false, reason: 'could not ask Razorpay about an unsigned failure' };
    }
    return status.status === 'succeeded'
      ? { ok: true, outcome: 'success', gatewayReference: status.gatewayReference }
      : {
          ok: true,
          outcome: 'failure',
          gatewayReference: failedPaymentId(fields) ?? status.gatewayReference,
        };
  }

  async function webhookSigned(rawBody: string, signature: string | undefined): Promise<boolean> {
    return sameSignature(hmacSha256Hex(await webhookSecret(), rawBody), signature);
  }

  async function verifyWebhook(
    notice: GatewayNotice,
    attempt: GatewayAttempt,
  ): Promise<Verification> {
    const rawBody = notice.rawBody ?? '';
    if (!(await webhookSigned(rawBody, notice.headers?.['x-razorpay-signature']))) {
      return { ok: false, reason: 'bad webhook signature' };
    }
    const event = parseRazorpayEvent(rawBody);
    const payment = event?.payload.payment?.entity;
    if (!event || !payment) return { ok: false, reason: 'not a payment event' };
    const mismatch = paymentMatches(payment, attempt);
    if (mismatch) return { ok: false, reason: mismatch };
    switch (event.event) {
      case 'payment.captured':
      case 'order.paid':
        return { ok: true, outcome: 'success', gatewayReference: payment.id };
      case 'payment.failed':
        return { ok: true, outcome: 'failure', gatewayReference: payment.id };
      default:
        return { ok: false, reason: `not a payment outcome: ${event.event}` };
    }
  }

  async function refund(attempt: GatewayAttempt, request: RefundRequest): Promise<RefundResult> {
    if (attempt.status !== 'succeeded' || !attempt.gatewayReference) {
      throw new RefundFailedError(
        'Only a payment Razorpay confirmed can be refunded through Razorpay.',
      );
    }
    checkRefundAmount(attempt, request);
    let answer;
    try {
      answer = await client.refund(attempt.gatewayReference, {
        amount: request.amountPaise,
        receipt: request.refundId.slice(0, 40),
        idempotencyKey: idempotencyKey(request.refundId),
      });
    } catch (error) {
      if (error instanceof RazorpayApiError && error.status < 500) {
        throw new RefundFailedError(`Razorpay refused the refund: ${error.description}`, {
          cause: error,
        });
      }
      throw new RefundUnreachableError('Razorpay could not be reached for the refund; try again.', {
        cause: error,
      });
    }
    if (answer.status === 'failed') throw new RefundFailedError('Razorpay failed the refund.');
    return { status: answer.status === 'processed' ? 'processed' : 'queued', reference: answer.id };
  }

  async function refundStatus(attempt: GatewayAttempt, query: RefundQuery): Promise<RefundState> {
    if (!attempt.gatewayReference) return { status: 'failed', reason: 'no Razorpay payment' };
    const refund = await client.fetchRefund(attempt.gatewayReference, query.reference);
    if (refund.status === 'failed')
      return { status: 'failed', reason: 'Razorpay failed the refund.' };
    return { status: refund.status === 'processed' ? 'processed' : 'pending' };
  }

  return {
    method,
    confirmedBy: 'gateway',
    test,
    offered: () => true,
    redirectTargets: (apiBase) => [checkoutUrl(apiBase)],
    start,
    referenceOf,
    verify: (notice, attempt) =>
      notice.via === 'webhook'
        ? verifyWebhook(notice, attempt)
        : verifyCallback(notice.fields, attempt),
    fetchStatus,
    refund,
    refundStatus,
    webhookSigned,
  };
}
