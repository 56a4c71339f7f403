import {
  checkRefundAmount,
  type GatewayAttempt,
  type GatewayStatus,
  type PaymentGateway,
  RefundFailedError,
  type RefundQuery,
  RefundUnreachableError,
  type RefundRequest,
  type RefundResult,
  type RefundState,
} from '../../gateway';
import { commandHash } from './hash';
import { hostedFormReference, hostedFormStart, verifyHostedForm } from './hosted-form';

/** PayU India's hosted payment page. */
export const PAYU_ENDPOINTS = {
  test: 'https://test.payu.in/_payment',
  live: 'https://secure.payu.in/_payment',
} as const;

/** PayU's web-service calls (verify_payment, cancel_refund_transaction). */
export const PAYU_API_ENDPOINTS = {
  test: 'https://test.payu.in/merchant/postservice.php?form=2',
  live: 'https://info.payu.in/merchant/postservice.php?form=2',
} as const;

export interface PayuConfig {
  key: string;
  salt: string;
  mode: 'test' | 'live';
  /** PAYU_API_URL: the web-service endpoint, when not the mode's own (a proxy, a test double). */
  apiUrl?: string;
}

/** How long a web-service call may take before it counts as failed. */
const API_TIMEOUT_MS = 15_000;

/** Card, netbanking and wallets through PayU India's hosted page. */
export function createPayuGateway(
  config: PayuConfig,
  { fetch = globalThis.fetch }: { fetch?: typeof globalThis.fetch } = {},
): PaymentGateway {
  const merchant = { key: config.key, salt: config.salt, url: PAYU_ENDPOINTS[config.mode] };
  const apiUrl = config.apiUrl ?? PAYU_API_ENDPOINTS[config.mode];

  /** One web-service call: form-encoded, signed sha512(key|command|var1|salt), answers JSON. */
  async function postservice(
    command: string,
    vars: [string, ...string[]],
  ): Promise<Record<string, unknown>> {
    const body = new URLSearchParams({ key: config.key, command });
    vars.forEach((value, index) => body.set(`var${index + 1}`, value));
    body.set('hash', commandHash(config.key, command, vars[0], config.salt));
    const response = await fetch(apiUrl, {
      method: 'POST',
      headers: { accept: 'application/json' },
      body,
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`PayU ${command} answered HTTP ${response.status}`);
    const answer: unknown = await response.json();
    if (typeof answer !== 'object' || answer === null) {
      throw new Error(`PayU ${command} answered no object`);
    }
    return answer as Record<string, unknown>;
  }

  async function fetchStatus(attempt: GatewayAttempt): Promise<GatewayStatus> {
    if (!attempt.txnid) return { status: 'unknown', gatewayReference: null };
    const answer = await postservice('verify_payment', [attempt.txnid]);
    const details = (answer.transaction_details as Record<string, unknown> | undefined)?.[
      attempt.txnid
    ] as Record<string, unknown> | undefined;
    const reference = typeof details?.mihpayid === 'string' ? details.mihpayid : null;
    switch (details?.status) {
      case 'success':
        return { status: 'succeeded', gatewayReference: reference };
      case 'failure':
        return { status: 'failed', gatewayReference: reference };
      case 'pending':
        return { status: 'pending', gatewayReference: reference };
      default:
        // "Not Found": the shopper never reached PayU's page, or it is another merchant's.
        return { status: 'unknown', gatewayReference: reference };
    }
  }

  async function refund(attempt: GatewayAttempt, request: RefundRequest): Promise<RefundResult> {
    if (attempt.status !== 'succeeded' || !attempt.gatewayReference) {
      throw new RefundFailedError('Only a payment PayU confirmed can be refunded through PayU.');
    }
    checkRefundAmount(attempt, request);
    let answer: Record<string, unknown>;
    try {
      answer = await postservice('cancel_refund_transaction', [
        attempt.gatewayReference,
        request.refundId,
        (request.amountPaise / 100).toFixed(2),
      ]);
    } catch (error) {
      throw new RefundUnreachableError('PayU could not be reached for the refund; try again.', {
        cause: error,
      });
    }
    if (Number(answer.status) !== 1) {
      throw new RefundFailedError(`PayU refused the refund: ${String(answer.msg ?? 'no reason')}`);
    }
    return { status: 'queued', reference: String(answer.request_id ?? request.refundId) };
  }

  /**
   * check_action_status with the refund's request id: PayU answers the refund's status under
   * transaction_details[request_id] (an object, or one more level keyed by the same id).
   */
  async function refundStatus(_attempt: GatewayAttempt, refund: RefundQuery): Promise<RefundState> {
    const answer = await postservice('check_action_status', [refund.reference]);
    const byId = answer.transaction_details as Record<string, unknown> | undefined;
    let details = byId?.[refund.reference] as Record<string, unknown> | undefined;
    if (details && typeof details.status !== 'string') {
      details = details[refund.reference] as Record<string, unknown> | undefined;
    }
    const status = typeof details?.status === 'string' ? details.status.toLowerCase() : '';
    if (status === 'success') return { status: 'processed' };
    if (status === 'failure' || status === 'failed') {
      return {
        status: 'failed',
        reason: `PayU failed the refund: ${String(details?.field2 ?? status)}`,
      };
    }
    return { status: 'pending' };
  }

  return {
    method: 'payu',
    confirmedBy: 'gateway',
    test: false,
    offered: () => true,
    redirectTargets: () => [merchant.url],
    start: async (payment) => hostedFormStart('payu', merchant, payment),
    referenceOf: hostedFormReference,
    verify: async (notice, attempt) => verifyHostedForm(notice, attempt, merchant),
    fetchStatus,
    refund,
    refundStatus,
  };
}
