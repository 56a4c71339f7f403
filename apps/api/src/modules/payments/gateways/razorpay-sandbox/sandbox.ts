import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../../db/client';
import {
  razorpaySandboxOrders,
  razorpaySandboxPayments,
  razorpaySandboxRefunds,
} from '../../../../db/schema';
import { isUniqueViolation } from '../../../../lib/db-errors';
import type { HtmlPage } from '../../pages';
import type { RazorpayOrder, RazorpayPayment, RazorpayRefund } from '../razorpay/client';
import { createRazorpayGateway, type RazorpayGateway } from '../razorpay/gateway';
import { hmacSha256Hex, paymentSignature, sameSignature } from '../razorpay/signature';
import { sandboxCheckoutPage, sandboxReturnPage } from './page';

/**
 * The sandbox's key id (public, as Razorpay's test key ids are); its key secret and webhook
 * secret are random secrets of this installation, kept in the database.
 */
export const RAZORPAY_SANDBOX_KEY_ID = 'rzp_test_sandbox';
export const RAZORPAY_SANDBOX_KEY_SECRET = 'razorpay_sandbox_key_secret';
export const RAZORPAY_SANDBOX_WEBHOOK_SECRET = 'razorpay_sandbox_webhook_secret';
/** Where the sandbox's Razorpay-shaped API hangs off the API's base. */
export const RAZORPAY_SANDBOX_PATH = '/payments/razorpay-sandbox/v1';
/** The job that sends one of the sandbox's webhooks (retried with a growing wait). */
export const RAZORPAY_SANDBOX_WEBHOOK_JOB = 'razorpay-sandbox-webhook';

/** What tests may make the sandbox's next webhook do instead of arriving once, signed. */
export type SandboxWebhookFault = 'lost' | 'duplicate' | 'bad-signature';

export interface SandboxWebhookDelivery {
  url: string;
  eventId: string;
  body: string;
  badSignature?: boolean;
}

/** A Razorpay-shaped error answer. */
export class SandboxApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly description: string,
  ) {
    super(description);
  }
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Razorpay-like ids: a prefix and 14 letters and digits (order_IluGWxBm9U8zJ8). */
function newId(prefix: string): string {
  return `${prefix}_${[...randomBytes(14)].map((byte) => ALPHABET[byte % 62]).join('')}`;
}
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

type OrderRow = typeof razorpaySandboxOrders.$inferSelect;
type PaymentRow = typeof razorpaySandboxPayments.$inferSelect;

const orderEntity = (row: OrderRow): RazorpayOrder => ({
  id: row.id,
  entity: 'order',
  amount: row.amount,
  amount_paid: row.status === 'paid' ? row.amount : 0,
  amount_due: row.status === 'paid' ? 0 : row.amount,
  currency: row.currency,
  receipt: row.receipt,
  status: row.status,
  attempts: row.attempts,
  notes: row.notes,
  created_at: seconds(row.createdAt),
});

const paymentEntity = (row: PaymentRow): RazorpayPayment => ({
  id: row.id,
  entity: 'payment',
  amount: row.amount,
  currency: row.currency,
  status: row.status,
  order_id: row.orderId,
  method: 'card',
  amount_refunded: row.amountRefunded,
  refund_status:
    row.amountRefunded === 0 ? null : row.amountRefunded === row.amount ? 'full' : 'partial',
  captured: row.status !== 'failed',
  email: row.email ?? undefined,
  contact: row.contact ?? undefined,
  error_code: row.errorCode,
  error_description: row.errorDescription,
  created_at: seconds(row.createdAt),
});

export type RazorpaySandbox = ReturnType<typeof createRazorpaySandbox>;

/**
 * An offline stand-in for Razorpay (decision 0026), served by the API outside production: the
 * same REST shapes (orders, an order's payments, a payment, refunds) with its own books, a
 * hosted checkout page (pay, fail, or pay with only the webhook telling), and signed webhooks
 * sent through the jobs runner to the API's webhook route. Its gateway is the real Razorpay
 * gateway pointed at it.
 */
export function createRazorpaySandbox({
  db,
  keySecret,
  webhookSecret,
  apiUrl,
  webhookUrl,
  fetch,
  enqueueWebhook,
  laterDelayMs = 2_000,
}: {
  db: Database;
  keySecret: () => Promise<string>;
  webhookSecret: () => Promise<string>;
  /** The sandbox's API base as its clients call it (…/payments/razorpay-sandbox/v1). */
  apiUrl: string;
  /** The API's webhook route, as a Razorpay account is set up to call it. */
  webhookUrl: string;
  /** How the gateway reaches the sandbox's API (in the process: no loopback socket needed). */
  fetch: typeof globalThis.fetch;
  /** Queues a delivery on the jobs runner, to run after `delayMs`. */
  enqueueWebhook: (delivery: SandboxWebhookDelivery, delayMs: number) => Promise<void>;
  /** How long after a "pay later" choice its webhook is sent. */
  laterDelayMs?: number;
}) {
  const faults: SandboxWebhookFault[] = [];
  // How the next refund ends (tests choose), and the held ones' planned ends, in this process.
  let nextRefund: 'processed' | 'held' | 'failed' = 'processed';
  const planned = new Map<string, 'processed' | 'failed'>();

  const gateway: RazorpayGateway = createRazorpayGateway({
    method: 'razorpay_sandbox',
    test: true,
    keyId: RAZORPAY_SANDBOX_KEY_ID,
    keySecret,
    webhookSecret,
    apiUrl,
    checkoutUrl: (apiBase) => `${apiBase}${RAZORPAY_SANDBOX_PATH}/checkout/embedded`,
    fetch,
  });

  /** Basic auth with the sandbox's key id and secret, as Razorpay's API asks. */
  async function authenticate(authorization: string | undefined): Promise<void> {
    const expected = `Basic ${Buffer.from(`${RAZORPAY_SANDBOX_KEY_ID}:${await keySecret()}`).toString('base64')}`;
    if (!sameSignature(expected, authorization)) {
      throw new SandboxApiError(401, 'BAD_REQUEST_ERROR', 'The api key provided is invalid');
    }
  }

  async function order(id: string): Promise<OrderRow> {
    const [row] = await db
      .select()
      .from(razorpaySandboxOrders)
      .where(eq(razorpaySandboxOrders.id, id));
    if (!row) throw new SandboxApiError(400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
    return row;
  }

  async function createOrder(body: unknown): Promise<RazorpayOrder> {
    const { amount, currency, receipt, notes } = (body ?? {}) as Record<string, unknown>;
    if (!Number.isInteger(amount) || (amount as number) < 100) {
      throw new SandboxApiError(400, 'BAD_REQUEST_ERROR', 'The amount must be at least INR 1.00');
    }
    if (currency !== 'INR') {
      throw new SandboxApiError(400, 'BAD_REQUEST_ERROR', 'The currency must be INR');
    }
    if (receipt !== undefined && (typeof receipt !== 'string' || receipt.length > 40)) {
      throw new SandboxApiError(400, 'BAD_REQUEST_ERROR', 'receipt: at most 40 characters');
    }
    const [row] = await db
      .insert(razorpaySandboxOrders)
      .values({
        id: newId('order'),
        amount: amount as number,
        currency,
        receipt: (receipt as string | undefined) ?? null,
        notes: typeof notes === 'object' && notes ? (notes as Record<string, string>) : {},
      })
      .returning();
    return orderEntity(row!);
  }

  async function orderPayments(orderId: string) {
    await order(orderId);
    const rows = await db
      .select()
      .from(razorpaySandboxPayments)
      .where(eq(razorpaySandboxPayments.orderId, orderId))
      .orderBy(razorpaySandboxPayments.createdAt);
    return { entity: 'collection', count: rows.length, items: rows.map(paymentEntity) };
  }

  async function payment(id: string): Promise<RazorpayPayment> {
    const [row] = await db
      .select()
      .from(razorpaySandboxPayments)
      .where(eq(razorpaySandboxPayments.id, id));
    if (!row) throw new SandboxApiError(400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
    return paymentEntity(row);
  }

  function refundEntity(row: typeof razorpaySandboxRefunds.$inferSelect): RazorpayRefund {
    return {
      id: row.id,
      entity: 'refund',
      amount: row.amount,
      currency: 'INR',
      payment_id: row.paymentId,
      receipt: row.receipt,
      status: row.status,
      speed_processed: 'normal',
      created_at: seconds(row.createdAt),
    };
  }

  /**
   * GET /payments/{id}/refunds/{refund_id}. A held refund (nextRefund) is pending when first
   * asked about and ends (processed or failed, as planned) when asked again, or when its
   * webhook goes out; one the process no longer knows the plan of ends processed.
   */
  async function fetchRefund(paymentId: string, refundId: string): Promise<RazorpayRefund> {
    const [row] = await db
      .select()
      .from(razorpaySandboxRefunds)
      .where(
        and(
          eq(razorpaySandboxRefunds.id, refundId),
          eq(razorpaySandboxRefunds.paymentId, paymentId),
        ),
      );
    if (!row) throw new SandboxApiError(400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
    if (row.status !== 'pending') return refundEntity(row);
    if (!asked.has(row.id)) {
      asked.add(row.id);
      return refundEntity(row);
    }
    return refundEntity(await settleRefund(row, planned.get(row.id) ?? 'processed'));
  }
  const asked = new Set<string>();

  /** A held refund ends: a failed one gives the payment its amount back. */
  async function settleRefund(
    row: typeof razorpaySandboxRefunds.$inferSelect,
    outcome: 'processed' | 'failed',
  ): Promise<typeof razorpaySandboxRefunds.$inferSelect> {
    planned.delete(row.id);
    return db.transaction(async (tx) => {
      const [settled] = await tx
        .update(razorpaySandboxRefunds)
        .set({ status: outcome })
        .where(
          and(eq(razorpaySandboxRefunds.id, row.id), eq(razorpaySandboxRefunds.status, 'pending')),
        )
        .returning();
      if (!settled) {
        const [now] = await tx
          .select()
          .from(razorpaySandboxRefunds)
          .where(eq(razorpaySandboxRefunds.id, row.id));
        return now!;
      }
      if (outcome === 'failed') {
        await tx
          .update(razorpaySandboxPayments)
          .set({
            amountRefunded: sql`${razorpaySandboxPayments.amountRefunded} - ${row.amount}`,
            status: 'captured',
          })
          .where(eq(razorpaySandboxPayments.id, row.paymentId));
      }
      return settled;
    });
  }

  /** A refund of a captured payment, at most what is left of it; once per idempotency key. */
  async function refund(
    paymentId: string,
    body: unknown,
    idempotency: string | undefined,
  ): Promise<RazorpayRefund> {
    const { amount: asked, receipt } = (body ?? {}) as Record<string, unknown>;
    const entity = refundEntity;
    if (idempotency) {
      const [earlier] = await db
        .select()
        .from(razorpaySandboxRefunds)
        .where(eq(razorpaySandboxRefunds.idempotencyKey, idempotency));
      if (earlier) {
        if (earlier.paymentId !== paymentId || (asked !== undefined && asked !== earlier.amount)) {
          throw new SandboxApiError(
            400,
            'BAD_REQUEST_ERROR',
            'Different request with the same idempotency key has already been processed.',
          );
        }
        return entity(earlier);
      }
    }
    let made: typeof razorpaySandboxRefunds.$inferSelect;
    try {
      made = await db.transaction(async (tx) => {
        const [paid] = await tx
          .select()
          .from(razorpaySandboxPayments)
          .where(eq(razorpaySandboxPayments.id, paymentId))
          .for('update');
        if (!paid) {
          throw new SandboxApiError(400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
        }
        const amount = asked === undefined ? paid.amount - paid.amountRefunded : asked;
        if (paid.status === 'failed') {
          throw new SandboxApiError(
            400,
            'BAD_REQUEST_ERROR',
            'The payment has not been captured and cannot be refunded',
          );
        }
        if (!Number.isInteger(amount) || (amount as number) < 100) {
          throw new SandboxApiError(
            400,
            'BAD_REQUEST_ERROR',
            'The amount must be at least INR 1.00',
          );
        }
        if ((amount as number) > paid.amount - paid.amountRefunded) {
          throw new SandboxApiError(
            400,
            'BAD_REQUEST_ERROR',
            'The refund amount provided is greater than amount captured',
          );
        }
        const refunded = paid.amountRefunded + (amount as number);
        await tx
          .update(razorpaySandboxPayments)
          .set({
            amountRefunded: refunded,
            status: refunded === paid.amount ? 'refunded' : 'captured',
          })
          .where(eq(razorpaySandboxPayments.id, paid.id));
        const [row] = await tx
          .insert(razorpaySandboxRefunds)
          .values({
            id: newId('rfnd'),
            paymentId,
            amount: amount as number,
            receipt: typeof receipt === 'string' ? receipt : null,
            idempotencyKey: idempotency ?? null,
            status: nextRefund === 'processed' ? 'processed' : 'pending',
          })
          .returning();
        return row!;
      });
    } catch (error) {
      // The same key asked twice at once: the first one's refund is the answer.
      if (
        idempotency &&
        isUniqueViolation(error, 'razorpay_sandbox_refunds_idempotency_key_unique')
      ) {
        return refund(paymentId, body, idempotency);
      }
      throw error;
    }
    const outcome = nextRefund;
    nextRefund = 'processed';
    if (outcome !== 'processed') {
      const end = outcome === 'held' ? 'processed' : 'failed';
      planned.set(made.id, end);
      // Its webhook says how it ended, a moment later (as Razorpay's do, hours later).
      await sendWebhook(
        `refund.${end}`,
        { refund: { entity: { ...entity(made), status: end } } },
        laterDelayMs,
      );
      return entity(made);
    }
    const paid = await payment(paymentId);
    await sendWebhook('refund.processed', {
      refund: { entity: entity(made) },
      payment: { entity: paid },
    });
    return entity(made);
  }

  /** The event, signed and queued, or as the next fault a test asked for makes it. */
  async function sendWebhook(
    event: string,
    payload: Record<string, { entity: unknown }>,
    delayMs = 0,
  ): Promise<void> {
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_sandbox',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: seconds(new Date()),
    });
    const delivery: SandboxWebhookDelivery = { url: webhookUrl, eventId: newId('evt'), body };
    const fault = faults.shift();
    if (fault === 'lost') return;
    if (fault === 'bad-signature') delivery.badSignature = true;
    await enqueueWebhook(delivery, delayMs);
    if (fault === 'duplicate') await enqueueWebhook(delivery, delayMs);
  }

  /** One delivery (the job's work): the API's answer, or a throw for the runner to retry. */
  async function deliver(
    delivery: SandboxWebhookDelivery,
    post: typeof globalThis.fetch = globalThis.fetch,
  ): Promise<number> {
    const secret = delivery.badSignature ? 'not-the-webhook-secret' : await webhookSecret();
    const response = await post(delivery.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmacSha256Hex(secret, delivery.body),
        'x-razorpay-event-id': delivery.eventId,
      },
      body: delivery.body,
      signal: AbortSignal.timeout(15_000),
    });
    await response.body?.cancel();
    return response.status;
  }

  /** The hosted checkout page, for an order of the sandbox posted by the shop. */
  async function checkoutPage(form: Record<string, string>, apiBase: string): Promise<HtmlPage> {
    const row = await checkedCheckout(form, apiBase);
    return sandboxCheckoutPage({
      action: `${apiBase}${RAZORPAY_SANDBOX_PATH}/checkout/embedded/choose`,
      orderId: row.id,
      amountPaise: row.amount,
      name: form.name ?? '',
      description: form.description ?? '',
      email: form['prefill[email]'] ?? '',
      carry: {
        key_id: RAZORPAY_SANDBOX_KEY_ID,
        order_id: row.id,
        callback_url: form.callback_url!,
        ...(form.cancel_url ? { cancel_url: form.cancel_url } : {}),
        'prefill[email]': form['prefill[email]'] ?? '',
        'prefill[contact]': form['prefill[contact]'] ?? '',
      },
    });
  }

  /** The checkout's key, order and callback: the sandbox's own, and the API's callback page. */
  async function checkedCheckout(form: Record<string, string>, apiBase: string) {
    if (form.key_id !== RAZORPAY_SANDBOX_KEY_ID) {
      throw new SandboxApiError(400, 'BAD_REQUEST_ERROR', 'The api key provided is invalid');
    }
    if (form.callback_url !== `${apiBase}/payments/callback`) {
      throw new SandboxApiError(400, 'BAD_REQUEST_ERROR', 'callback_url: not this shop’s');
    }
    const row = await order(form.order_id ?? '');
    if (row.status === 'paid') {
      throw new SandboxApiError(400, 'BAD_REQUEST_ERROR', 'This order has already been paid');
    }
    return row;
  }

  /**
   * The shopper's choice on the checkout page: pay (the browser posts the signed answer back),
   * fail (it posts Razorpay's error fields back), or pay with the browser going back without an
   * answer, so only the webhook, a little later, tells the shop.
   */
  async function choose(form: Record<string, string>, apiBase: string): Promise<HtmlPage> {
    const row = await checkedCheckout(form, apiBase);
    const choice = form.choice;
    if (choice !== 'pay' && choice !== 'fail' && choice !== 'later') {
      throw new SandboxApiError(400, 'BAD_REQUEST_ERROR', 'choice: pay, fail or later');
    }
    const failed = choice === 'fail';
    const payRow = await db.transaction(async (tx) => {
      const [made] = await tx
        .insert(razorpaySandboxPayments)
        .values({
          id: newId('pay'),
          orderId: row.id,
          amount: row.amount,
          currency: row.currency,
          status: failed ? 'failed' : 'captured',
          email: form['prefill[email]'] || null,
          contact: form['prefill[contact]'] || null,
          errorCode: failed ? 'BAD_REQUEST_ERROR' : null,
          errorDescription: failed
            ? 'Payment failed because the bank declined it (sandbox).'
            : null,
        })
        .returning();
      await tx
        .update(razorpaySandboxOrders)
        .set({
          attempts: sql`${razorpaySandboxOrders.attempts} + 1`,
          status: failed ? 'attempted' : 'paid',
        })
        .where(and(eq(razorpaySandboxOrders.id, row.id)));
      return made!;
    });
    const paid = paymentEntity(payRow);
    const delay = choice === 'later' ? laterDelayMs : 0;
    if (failed) {
      await sendWebhook('payment.failed', { payment: { entity: paid } });
    } else {
      const orderRow = await order(row.id);
      await sendWebhook('payment.captured', { payment: { entity: paid } }, delay);
      await sendWebhook(
        'order.paid',
        { payment: { entity: paid }, order: { entity: orderEntity(orderRow) } },
        delay,
      );
    }
    if (choice === 'later') return sandboxReturnPage(form.cancel_url ?? null);
    const fields: Record<string, string> = failed
      ? {
          'error[code]': 'BAD_REQUEST_ERROR',
          'error[description]': payRow.errorDescription!,
          'error[source]': 'bank',
          'error[step]': 'payment_authorization',
          'error[reason]': 'payment_failed',
          'error[metadata]': JSON.stringify({ payment_id: payRow.id, order_id: row.id }),
        }
      : {
          razorpay_payment_id: payRow.id,
          razorpay_order_id: row.id,
          razorpay_signature: paymentSignature(row.id, payRow.id, await keySecret()),
        };
    return sandboxReturnPage(form.callback_url!, fields);
  }

  return {
    gateway,
    authenticate,
    createOrder,
    orderPayments,
    payment,
    refund,
    fetchRefund,
    checkoutPage,
    choose,
    deliver,
    /** Tests: how the next refund ends (held: pending, then processed; failed: pending, then failed). */
    nextRefund(outcome: 'processed' | 'held' | 'failed') {
      nextRefund = outcome;
    },
    /** Tests: what the next webhook does instead of arriving once, signed. */
    failNextWebhook(fault: SandboxWebhookFault) {
      faults.push(fault);
    },
  };
}
