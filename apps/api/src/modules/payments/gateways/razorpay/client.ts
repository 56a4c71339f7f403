/**
 * A client of Razorpay's REST API (https://razorpay.com/docs/api): basic auth key_id:key_secret,
 * JSON bodies, amounts in paise. Only the calls a shop needs: create an order, fetch an order's
 * payments, fetch a payment, refund a payment.
 */

/** How long one call may take before it counts as failed. */
const API_TIMEOUT_MS = 15_000;

export interface RazorpayOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string> | [];
  created_at: number;
}

export interface RazorpayPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string | null;
  method?: string;
  amount_refunded?: number;
  refund_status?: string | null;
  captured?: boolean;
  email?: string;
  contact?: string;
  error_code?: string | null;
  error_description?: string | null;
  created_at: number;
}

export interface RazorpayRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  receipt: string | null;
  status: 'pending' | 'processed' | 'failed';
  speed_processed?: string;
  created_at: number;
}

interface Collection<T> {
  entity: 'collection';
  count: number;
  items: T[];
}

/** Razorpay answered with an error (4xx/5xx): its code and description, as documented. */
export class RazorpayApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly description: string,
  ) {
    super(`Razorpay answered HTTP ${status} ${code}: ${description}`);
  }
}

export interface RazorpayClientOptions {
  /** e.g. https://api.razorpay.com/v1 (no trailing slash). */
  apiUrl: string;
  keyId: string;
  keySecret: () => Promise<string>;
  fetch?: typeof globalThis.fetch;
}

export type RazorpayClient = ReturnType<typeof createRazorpayClient>;

export function createRazorpayClient({
  apiUrl,
  keyId,
  keySecret,
  fetch = globalThis.fetch,
}: RazorpayClientOptions) {
  const base = apiUrl.replace(/\/+$/, '');

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    const auth = Buffer.from(`${keyId}:${await keySecret()}`).toString('base64');
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Basic ${auth}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
    const text = await response.text();
    let answer: unknown = null;
    try {
      answer = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (a proxy's error page): reported below by its status.
    }
    if (!response.ok) {
      const error = (answer as { error?: { code?: string; description?: string } } | null)?.error;
      throw new RazorpayApiError(
        response.status,
        error?.code ?? 'UNKNOWN',
        error?.description ?? text.slice(0, 200),
      );
    }
    if (typeof answer !== 'object' || answer === null) {
      throw new Error(`Razorpay ${method} ${path} answered no object`);
    }
    return answer as T;
  }

  return {
    keyId,
    /** POST /orders: an order for `amount` paise; its id is what Checkout and the answers name. */
    createOrder: (order: {
      amount: number;
      currency: 'INR';
      receipt: string;
      notes?: Record<string, string>;
    }) => call<RazorpayOrder>('POST', '/orders', order),
    /** GET /orders/{id}/payments: every attempt to pay the order, failed ones too. */
    orderPayments: async (orderId: string) =>
      (
        await call<Collection<RazorpayPayment>>(
          'GET',
          `/orders/${encodeURIComponent(orderId)}/payments`,
        )
      ).items,
    /** GET /payments/{id}. */
    payment: (paymentId: string) =>
      call<RazorpayPayment>('GET', `/payments/${encodeURIComponent(paymentId)}`),
    /**
     * POST /payments/{id}/refund (a normal refund), idempotent by X-Refund-Idempotency: asked
     * again with the same key and body, Razorpay answers the same refund.
     */
    refund: (
      paymentId: string,
      refund: { amount: number; receipt: string; idempotencyKey: string },
    ) =>
      call<RazorpayRefund>(
        'POST',
        `/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount: refund.amount, speed: 'normal', receipt: refund.receipt },
        { 'x-refund-idempotency': refund.idempotencyKey },
      ),
    /** GET /payments/{id}/refunds/{refund_id}: where a refund stands. */
    fetchRefund: (paymentId: string, refundId: string) =>
      call<RazorpayRefund>(
        'GET',
        `/payments/${encodeURIComponent(paymentId)}/refunds/${encodeURIComponent(refundId)}`,
      ),
  };
}
