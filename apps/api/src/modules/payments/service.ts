import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  normaliseOrderId,
  ORDER_STATUS,
  PAYMENT_FAILED_PARAM,
  type PaymentField,
  type PaymentRequest,
  type PaymentResponse,
  validatePaymentFields,
} from '@storefront/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { orders, type PaymentRow, payments, type StoreRow } from '../../db/schema';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import { cachedInstallationSecret } from '../../lib/installation-secrets';
import { releasePlacedMail } from '../mail/outbox';
import { enqueueStaffMail } from '../mail/staff-mail';
import { markPaid, recordPaymentFailure, transition } from '../orders';
import { newOrderId } from '../orders/order-id';
import type { AuthenticatedUser } from '../users/service';
import { type OfferedMethod, paymentFields } from './fields';
import { type GatewayResponse, requestHash, responseHash, sameDigest } from './gateway-hash';
import { gatewayRedirectPage, type HtmlPage, sandboxGatewayPage } from './pages';
import { isPhoneUserAgent, upiPaymentUri } from './upi';

export const PAYU_ENDPOINTS = {
  test: 'https://test.payu.in/_payment',
  live: 'https://secure.payu.in/_payment',
} as const;

/**
 * The sandbox gateway's merchant key. Its salt is a random secret of this installation (made
 * on first use, kept in the database): a published salt would let anyone forge a paid callback.
 */
export const SANDBOX_KEY = 'sandbox';
export const SANDBOX_SALT_SECRET = 'sandbox_gateway_salt';

export interface PaymentConfig {
  payu: { key: string; salt: string; mode: 'test' | 'live' } | null;
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

type Gateway = { key: string; salt: string; url: string };

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
  const sandboxSalt = cachedInstallationSecret(db, SANDBOX_SALT_SECRET);

  function offeredMethods(store: StoreRow): OfferedMethod[] {
    return store.paymentSettings.methods.filter((method) => {
      if (method === 'payu') return config.payu !== null;
      if (method === 'sandbox') return config.sandboxEnabled;
      if (method === 'upi') return Boolean(store.paymentSettings.upi?.vpa);
      return true;
    });
  }

  function fieldsFor(store: StoreRow, user: AuthenticatedUser): PaymentField[] {
    return paymentFields(offeredMethods(store), user.email);
  }

  async function gateway(method: 'payu' | 'sandbox', apiBase: string): Promise<Gateway | null> {
    if (method === 'payu') {
      return (
        config.payu && {
          key: config.payu.key,
          salt: config.payu.salt,
          url: PAYU_ENDPOINTS[config.payu.mode],
        }
      );
    }
    return config.sandboxEnabled
      ? { key: SANDBOX_KEY, salt: await sandboxSalt(), url: `${apiBase}/payments/sandbox/pay` }
      : null;
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
    const method = request.fields.method as OfferedMethod;
    const details = Object.fromEntries(
      definitions
        .filter(
          (field) => field.name !== 'method' && typeof request.fields[field.name] === 'string',
        )
        .map((field) => [field.name, String(request.fields[field.name]).trim()]),
    );
    const attempt = {
      storeId: store.id,
      orderId: order.id,
      method,
      amountPaise: order.totalPaise,
      details,
      returnOrigin: returnOrigin(context.origin),
      test: method === 'sandbox',
    };

    if (method === 'cod') {
      await db.transaction(async (tx) => {
        await transition(tx, {
          orderId: order.id,
          to: ORDER_STATUS.PROCESSING,
          by: 'customer',
          conflict: 'This order is not awaiting payment.',
        });
        await insertAttempt(tx, { ...attempt, status: 'pending' });
      });
      return { success: true };
    }

    if (method === 'upi') {
      const upi = store.paymentSettings.upi!;
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
          .where(and(eq(payments.orderId, order.id), eq(payments.method, 'upi')))
          .limit(1);
        await insertAttempt(tx, { ...attempt, status: 'pending' });
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
      const uri = upiPaymentUri({
        vpa: upi.vpa,
        payeeName: upi.payeeName,
        amountPaise: order.totalPaise,
        orderId: order.id,
        note: `Order ${order.id}`,
      });
      return isPhoneUserAgent(context.userAgent)
        ? { success: true, action: { type: 'deeplink', redirectUrl: uri } }
        : { success: true, action: { type: 'qr', qr: uri } };
    }

    const target = await gateway(method, context.apiBase);
    if (!target) throw new BadRequestError('fields.method: This payment method is not available');
    const txnid = newOrderId() + newOrderId();
    await db.transaction((tx) => insertAttempt(tx, { ...attempt, status: 'initiated', txnid }));
    const callback = `${context.apiBase}/payments/callback`;
    const request_ = {
      key: target.key,
      txnid,
      amount: (order.totalPaise / 100).toFixed(2),
      productinfo: `Order ${order.id}`,
      firstname: user.firstName,
      email: details.email ?? user.email,
    };
    const data = {
      ...request_,
      phone: (details.phone ?? order.phone).replace(/^\+91/, ''),
      surl: callback,
      furl: callback,
      hash: requestHash(request_, target.salt),
    };
    return {
      success: true,
      action: {
        type: 'redirect_post',
        redirectUrl: `${context.apiBase}/payments/redirect`,
        formParams: { type: method, url: target.url, data },
      },
    };
  }

  function returnOrigin(origin: string | undefined): string {
    return origin && config.webOrigins.includes(origin) ? origin : config.defaultWebOrigin;
  }

  /** POST /payments/redirect: re-posts to a gateway, but only to one on the allow-list. */
  function redirectPage(form: Record<string, string>, apiBase: string): HtmlPage {
    const allowed = [
      ...(config.payu ? [PAYU_ENDPOINTS[config.payu.mode]] : []),
      ...(config.sandboxEnabled ? [`${apiBase}/payments/sandbox/pay`] : []),
    ];
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
    const reject = (reason: string, attempt?: PaymentRow): never => {
      log.warn(
        { txnid: form.txnid, orderId: attempt?.orderId, reason },
        'rejected a payment callback',
      );
      throw new BadRequestError('This payment response could not be verified.');
    };
    const [attempt] = form.txnid
      ? await db.select().from(payments).where(eq(payments.txnid, form.txnid)).limit(1)
      : [];
    if (!attempt || (attempt.method !== 'payu' && attempt.method !== 'sandbox'))
      return reject('unknown txnid');
    const target = await gateway(attempt.method, '');
    if (!target) return reject('gateway not configured', attempt);
    const response = form as unknown as GatewayResponse;
    if (form.key !== target.key) return reject('wrong key', attempt);
    if (!sameDigest(responseHash(response, target.salt), form.hash ?? ''))
      return reject('bad hash', attempt);
    if (Math.round(Number(form.amount) * 100) !== attempt.amountPaise)
      return reject('wrong amount', attempt);
    if (form.status !== 'success' && form.status !== 'failure')
      return reject('unknown status', attempt);

    const origin = attempt.returnOrigin ?? config.defaultWebOrigin;
    if (form.status === 'failure') {
      await recordPaymentFailure(db, {
        orderId: attempt.orderId,
        payment: attempt.id,
        reference: form.mihpayid ?? null,
      });
      // The orders page says the payment failed and offers to pay again.
      return `${origin}/orders?${new URLSearchParams({ [PAYMENT_FAILED_PARAM]: attempt.orderId })}`;
    }
    const paid = await markPaid(db, {
      orderId: attempt.orderId,
      payment: attempt.id,
      reference: form.mihpayid ?? null,
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
    if (!config.sandboxEnabled) throw new NotFoundError('Not found');
    const salt = await sandboxSalt();
    const request = form as unknown as GatewayResponse;
    const callback = `${apiBase}/payments/callback`;
    if (
      form.key !== SANDBOX_KEY ||
      !sameDigest(requestHash(request, salt), form.hash ?? '') ||
      form.surl !== callback ||
      form.furl !== callback
    ) {
      throw new BadRequestError('This payment request could not be verified.');
    }
    const signed = (status: 'success' | 'failure') => {
      const response: GatewayResponse = {
        key: form.key!,
        txnid: form.txnid!,
        amount: form.amount!,
        productinfo: form.productinfo!,
        firstname: form.firstname!,
        email: form.email!,
        status,
      };
      return {
        url: callback,
        data: {
          ...response,
          mihpayid: `SANDBOX${randomBytes(6).toString('hex').toUpperCase()}`,
          hash: responseHash(response, salt),
        } as Record<string, string>,
      };
    };
    return sandboxGatewayPage({
      amount: form.amount!,
      productinfo: form.productinfo!,
      email: form.email!,
      success: signed('success'),
      failure: signed('failure'),
    });
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
