import { and, eq } from 'drizzle-orm';
import {
  normaliseOrderId,
  ORDER_STATUS,
  PAYMENT_FAILED_PARAM,
  type PaymentField,
  type PaymentMethod,
  type PaymentRequest,
  type PaymentResponse,
  validatePaymentFields,
} from '@storefront/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { orders, type PaymentRow, payments, type StoreRow } from '../../db/schema';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import { releasePlacedMail } from '../mail';
import { enqueueStaffMail } from '../mail';
import { markPaid, recordPaymentFailure, transition } from '../orders';
import type { AuthenticatedUser } from '../users';
import { paymentFields } from './fields';
import type { GatewayNotice } from './gateway';
import { createGateways } from './gateways';
import type { PayuConfig } from './gateways/payu/gateway';
import { gatewayRedirectPage, type HtmlPage } from './pages';

export interface PaymentConfig {
  payu: PayuConfig | null;
  sandboxEnabled: boolean;
  /** Where a gateway callback sends the browser when the payment came from no known web origin. */
  defaultWebOrigin: string;
  webOrigins: string[];
  /** STOCK_HOLD_MINUTES: how long after it is placed a Pending order is cancelled. */
  holdMinutes?: number;
}

/** Where this request's API is reached from outside, for URLs a browser or gateway will call. */
export interface RequestContext {
  apiBase: string;
  userAgent?: string;
  origin?: string;
}

export type PaymentService = ReturnType<typeof createPaymentService>;

export function createPaymentService({
  db,
  config,
  log,
}: {
  db: Database;
  config: PaymentConfig;
  log: FastifyBaseLogger;
}) {
  const gateways = createGateways({
    db,
    payu: config.payu,
    sandboxEnabled: config.sandboxEnabled,
  });

  function offeredMethods(store: StoreRow): PaymentMethod[] {
    return store.paymentSettings.methods.filter((method) =>
      Boolean(gateways.byMethod[method]?.offered(store)),
    );
  }

  function fieldsFor(store: StoreRow, user: AuthenticatedUser): PaymentField[] {
    return paymentFields(offeredMethods(store), user.email);
  }

  /** Pays a Pending order of the caller with the chosen method; the amount is the order's. */
  async function pay(
    store: StoreRow,
    user: AuthenticatedUser,
    request: PaymentRequest,
    context: RequestContext,
  ): Promise<PaymentResponse> {
    const [order] = await db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.id, normaliseOrderId(request.orderId)),
          eq(orders.storeId, store.id),
          eq(orders.userId, user.id),
        ),
      )
      .limit(1);
    if (!order) throw new NotFoundError('Order not found');
    if (order.status !== ORDER_STATUS.PENDING) {
      throw new ConflictError('This order is not awaiting payment.');
    }

    const definitions = fieldsFor(store, user);
    const errors = Object.entries(validatePaymentFields(definitions, request.fields));
    if (errors.length > 0) {
      throw new BadRequestError(
        errors.map(([name, message]) => `fields.${name}: ${message}`).join('; '),
      );
    }
    const method = request.fields.method as PaymentMethod;
    const gateway = gateways.byMethod[method];
    if (!gateway) throw new BadRequestError('fields.method: This payment method is not available');
    const details = Object.fromEntries(
      definitions
        .filter(
          (field) => field.name !== 'method' && typeof request.fields[field.name] === 'string',
        )
        .map((field) => [field.name, String(request.fields[field.name]).trim()]),
    );
    const started = await gateway.start({
      store,
      orderId: order.id,
      amountPaise: order.totalPaise,
      customer: {
        firstName: user.firstName,
        email: details.email ?? user.email,
        phone: details.phone ?? order.phone,
      },
      apiBase: context.apiBase,
      userAgent: context.userAgent,
    });
    const attempt = {
      storeId: store.id,
      orderId: order.id,
      method,
      amountPaise: order.totalPaise,
      details,
      returnOrigin: returnOrigin(context.origin),
      test: gateway.test,
      status: started.status,
      txnid: started.txnid,
    };
    const answer: PaymentResponse = started.action
      ? { success: true, action: started.action }
      : { success: true };

    // Nothing to pay before delivery: choosing it confirms the order.
    if (gateway.confirmedBy === 'delivery') {
      await db.transaction(async (tx) => {
        await transition(tx, {
          orderId: order.id,
          to: ORDER_STATUS.PROCESSING,
          by: 'customer',
          conflict: 'This order is not awaiting payment.',
        });
        await insertAttempt(tx, attempt);
      });
      return answer;
    }

    // Money the shop will see arrive (UPI): the order waits for the staff, who are told.
    if (gateway.confirmedBy === 'shop') {
      await db.transaction(async (tx) => {
        // The order's row orders two taps on Pay at once: the staff are told once per order.
        await tx
          .select({ id: orders.id })
          .from(orders)
          .where(eq(orders.id, order.id))
          .for('update');
        const [earlier] = await tx
          .select({ id: payments.id })
          .from(payments)
          .where(and(eq(payments.orderId, order.id), eq(payments.method, method)))
          .limit(1);
        await insertAttempt(tx, attempt);
        // The shopper now knows how they pay: the "order placed" mail says how.
        await releasePlacedMail(tx, order.id);
        if (earlier) return;
        await enqueueStaffMail(tx, {
          storeId: store.id,
          event: 'upi_to_confirm',
          message: {
            kind: 'staff_upi_to_confirm',
            data: {
              orderId: order.id,
              amountPaise: order.totalPaise,
              customerName: order.fullName,
              confirmBy: new Date(
                order.createdAt.getTime() + (config.holdMinutes ?? 30) * 60_000,
              ).toISOString(),
            },
          },
        });
      });
      return answer;
    }

    // A hosted gateway: the attempt waits for its signed answer (handleCallback).
    await db.transaction((tx) => insertAttempt(tx, attempt));
    return answer;
  }

  function returnOrigin(origin: string | undefined): string {
    return origin && config.webOrigins.includes(origin) ? origin : config.defaultWebOrigin;
  }

  /** POST /payments/redirect: re-posts to a gateway, but only to one on the allow-list. */
  function redirectPage(form: Record<string, string>, apiBase: string): HtmlPage {
    const allowed = Object.values(gateways.byMethod).flatMap((gateway) =>
      gateway.redirectTargets(apiBase),
    );
    if (!form.url || !allowed.includes(form.url)) {
      throw new BadRequestError('url: not a payment gateway this store uses');
    }
    const data: Record<string, string> = {};
    for (const [name, value] of Object.entries(form)) {
      const key = /^data\[(.+)\]$/.exec(name)?.[1];
      if (key) data[key] = value;
    }
    return gatewayRedirectPage(form.url, data);
  }

  /**
   * The gateway's answer. Only a response whose reverse hash, key, amount and txnid match a
   * stored attempt changes anything, and a success marks the order paid once.
   */
  async function handleCallback(form: Record<string, string>): Promise<string> {
    const notice: GatewayNotice = { via: 'callback', fields: form };
    const txnid =
      Object.values(gateways.byMethod)
        .map((gateway) => gateway.referenceOf(notice))
        .find(Boolean) ?? null;
    const reject = (reason: string, attempt?: PaymentRow): never => {
      log.warn({ txnid, orderId: attempt?.orderId, reason }, 'rejected a payment callback');
      throw new BadRequestError('This payment response could not be verified.');
    };
    const [attempt] = txnid
      ? await db.select().from(payments).where(eq(payments.txnid, txnid)).limit(1)
      : [];
    if (!attempt) return reject('unknown txnid');
    const gateway = gateways.byMethod[attempt.method];
    if (!gateway) return reject('gateway not configured', attempt);
    const verdict = await gateway.verify(notice, attempt);
    if (!verdict.ok) return reject(verdict.reason, attempt);

    const origin = attempt.returnOrigin ?? config.defaultWebOrigin;
    if (verdict.outcome === 'failure') {
      await recordPaymentFailure(db, {
        orderId: attempt.orderId,
        payment: attempt.id,
        reference: verdict.gatewayReference,
      });
      // The orders page says the payment failed and offers to pay again.
      return `${origin}/orders?${new URLSearchParams({ [PAYMENT_FAILED_PARAM]: attempt.orderId })}`;
    }
    const paid = await markPaid(db, {
      orderId: attempt.orderId,
      payment: attempt.id,
      reference: verdict.gatewayReference,
      by: 'gateway',
    });
    if (paid === 'refund due') {
      log.warn(
        { orderId: attempt.orderId, paymentId: attempt.id },
        'a payment succeeded on an order that was not awaiting payment; marked for refund',
      );
    }
    return `${origin}/order-success?orderId=${encodeURIComponent(attempt.orderId)}`;
  }

  /** The sandbox gateway's page, for a request signed with the sandbox salt. */
  async function sandboxPage(form: Record<string, string>, apiBase: string): Promise<HtmlPage> {
    if (!gateways.sandbox) throw new NotFoundError('Not found');
    return gateways.sandbox.page(form, apiBase);
  }

  return { fieldsFor, pay, redirectPage, handleCallback, sandboxPage };
}

/**
 * Records a payment attempt and its method on the order (the back office filters orders by
 * it). Call it inside a transaction.
 */
async function insertAttempt(
  tx: Pick<Database, 'insert' | 'update'>,
  attempt: typeof payments.$inferInsert,
): Promise<void> {
  await tx.insert(payments).values(attempt);
  await tx
    .update(orders)
    .set({ paymentMethod: attempt.method })
    .where(eq(orders.id, attempt.orderId));
}

/**
 * The shop's confirmation at the terminal that a UPI payment for the order arrived (checked in
 * their bank or UPI app): the latest pending UPI attempt succeeds with the UTR they saw, and the
 * order becomes Processing, once (the order's lifecycle, markPaid). The UTR must be one (12
 * digits) that paid no other order of the store: 400 or 409 otherwise, and nothing changes.
 * Money for an order that was already paid some other way is recorded and marked for refund.
 */
export async function confirmUpiPayment(
  db: Database,
  orderId: string,
  confirmation: { reference: string | null },
): Promise<'confirmed' | 'refund due' | 'no pending UPI payment'> {
  const paid = await markPaid(db, {
    orderId,
    payment: 'pending UPI',
    reference: confirmation.reference,
    by: 'terminal',
  });
  if (paid === 'paid') return 'confirmed';
  return paid === 'refund due' ? 'refund due' : 'no pending UPI payment';
}
