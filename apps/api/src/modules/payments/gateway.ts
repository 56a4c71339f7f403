import type { PaymentAction, PaymentMethod } from '@storefront/contract';
import type { PaymentRow, StoreRow } from '../../db/schema';
import { UnprocessableError } from '../../lib/errors';

/**
 * One way of paying, behind which the payment service (which owns the database, the order and its
 * mail) never needs to know whose API it talks to. Each implementation is one folder under
 * gateways/; none reads or writes the database. Decision 0024.
 */
export interface PaymentGateway {
  readonly method: PaymentMethod;
  /**
   * Who says the money arrived: the gateway itself (a signed callback or webhook), the shop
   * (a UPI transfer seen in its bank, so the order waits), or nobody before delivery (cash on
   * delivery, which confirms the order at once).
   */
  readonly confirmedBy: 'gateway' | 'shop' | 'delivery';
  /** No real money moves (the sandbox): its payments are marked test, never money owed back. */
  readonly test: boolean;
  /** Whether this store can offer it now (a UPI ID set, say); configuration decides the rest. */
  offered(store: StoreRow): boolean;
  /** Hosted payment pages the API's /payments/redirect may post the shopper's browser to. */
  redirectTargets(apiBase: string): string[];
  /**
   * What the shopper does next, and the reference the gateway's answers will name (recorded
   * as the attempt's txnid). May call the gateway (Razorpay creates its order first).
   */
  start(payment: PaymentStart): Promise<StartedPayment>;
  /** The attempt (its txnid) a callback or webhook is about, or null if not this gateway's shape. */
  referenceOf(notice: GatewayNotice): string | null;
  /**
   * Whether the notice is genuine and about this attempt (signature, merchant, amount), and what
   * it says. Checked against the stored attempt, never against what the notice claims.
   */
  verify(notice: GatewayNotice, attempt: GatewayAttempt): Promise<Verification>;
  /** The gateway's own view of the attempt, for reconciliation of answers that never came. */
  fetchStatus(attempt: GatewayAttempt): Promise<GatewayStatus>;
  /** Gives money back; RefundNotSupportedError (422) where the shop must do it by hand. */
  refund(attempt: GatewayAttempt, refund: RefundRequest): Promise<RefundResult>;
  /**
   * Where a refund the gateway queued stands now (the gateway-refunds job asks until it is
   * processed or failed). `reference` is what `refund` answered.
   */
  refundStatus(attempt: GatewayAttempt, refund: RefundQuery): Promise<RefundState>;
}

export interface RefundQuery {
  refundId: string;
  reference: string;
  amountPaise: number;
}

/** A queued refund's state at the gateway; `reason` says why one failed. */
export type RefundState =
  { status: 'pending' | 'processed' } | { status: 'failed'; reason: string };

export interface PaymentStart {
  store: StoreRow;
  orderId: string;
  amountPaise: number;
  customer: { firstName: string; email: string; /** +91 and ten digits */ phone: string };
  /** Where the API is reached from outside: callbacks and hosted pages hang off it. */
  apiBase: string;
  userAgent?: string;
  /** The shop's page of the shopper's orders, where a gateway's "cancel" sends them back. */
  returnUrl?: string;
}

export interface StartedPayment {
  /** 'initiated' waits for the gateway's answer; 'pending' for the shop or the delivery. */
  status: 'initiated' | 'pending';
  /** The reference the gateway's callbacks and webhooks name; null when none will come. */
  txnid: string | null;
  /** What the browser does next (a form to post, a UPI link or QR); none for cash on delivery. */
  action?: PaymentAction;
}

/** A browser callback (form fields) or a webhook (headers and the raw body it was signed over). */
export interface GatewayNotice {
  via: 'callback' | 'webhook';
  fields: Record<string, string>;
  headers?: Record<string, string | undefined>;
  rawBody?: string;
}

/** What a gateway knows of a stored attempt. */
export type GatewayAttempt = Pick<
  PaymentRow,
  'orderId' | 'method' | 'txnid' | 'amountPaise' | 'status' | 'gatewayReference'
>;

export type Verification =
  | { ok: true; outcome: 'success' | 'failure'; gatewayReference: string | null }
  /** Why it was refused: for the log only, never the shopper. */
  | { ok: false; reason: string };

export interface GatewayStatus {
  status: 'pending' | 'succeeded' | 'failed' | 'unknown';
  gatewayReference: string | null;
}

export interface RefundRequest {
  /** Ours, unique per refund, so asking twice refunds once. */
  refundId: string;
  amountPaise: number;
}

export interface RefundResult {
  /** 'queued': accepted, the money follows; 'processed': already given back. */
  status: 'queued' | 'processed';
  /** The gateway's reference for the refund. */
  reference: string;
}

/** The shop gives this money back itself (a UPI transfer, cash): a caller answers 422. */
export class RefundNotSupportedError extends UnprocessableError {}

/** The gateway refused the refund or could not be asked: a caller answers 422 with why. */
export class RefundFailedError extends UnprocessableError {}

/** The gateway could not be asked just now: worth asking again (the gateway-refunds job does). */
export class RefundUnreachableError extends RefundFailedError {}

/** A gateway that keeps no books the API can ask (the shop's own UPI, cash): the attempt's. */
export function recordedStatus(attempt: GatewayAttempt): GatewayStatus {
  const status =
    attempt.status === 'succeeded' || attempt.status === 'failed' ? attempt.status : 'pending';
  return { status, gatewayReference: attempt.gatewayReference };
}

/** A refund is of some money, and of no more than the payment took. */
export function checkRefundAmount(attempt: GatewayAttempt, refund: RefundRequest): void {
  if (!Number.isInteger(refund.amountPaise) || refund.amountPaise <= 0) {
    throw new RefundFailedError('amountPaise: must be a positive whole number of paise');
  }
  if (refund.amountPaise > attempt.amountPaise) {
    throw new RefundFailedError('amountPaise: must be at most the payment');
  }
}
