import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  type CodTerms,
  codUnavailableReason,
  formatPaise,
  NO_COD_TERMS,
  normaliseOrderId,
  ORDER_STATUS,
  PAYMENT_FAILED_PARAM,
  type PayableOrder,
  paiseToRupees,
  type PaymentField,
  type PaymentFieldsResponse,
  type PaymentMethod,
  type PaymentRequest,
  type PaymentResponse,
  validatePaymentFields,
  stateByName,
} from '@storefront/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import {
  orders,
  type PaymentRow,
  payments,
  paymentWebhooks,
  type RefundRow,
  type StoreRow,
} from '../../db/schema';
import type { EnqueueJob } from '../../jobs';
import {
  BadRequestError,
  ConflictError,
  NotFoundError,
  UnprocessableError,
} from '../../lib/errors';
import { zoneCodReason } from '../delivery';
import { releasePlacedMail } from '../mail';
import { enqueueStaffMail } from '../mail';
import {
  chooseCashOnDelivery,
  markPaid,
  recordPaymentAttempt,
  recordPaymentFailure,
  refundByGatewayReference,
  refundWithPayment,
  settleRefund,
} from '../orders';
import type { AuthenticatedUser } from '../users';
import { paymentFields } from './fields';
import { type GatewayNotice, RefundFailedError, RefundUnreachableError } from './gateway';
import { createGateways, type RazorpaySandboxWiring } from './gateways';
import type { PayuConfig } from './gateways/payu/gateway';
import {
  parseRazorpayEvent,
  RAZORPAY_PAYMENT_EVENTS,
  RAZORPAY_REFUND_EVENTS,
  type RazorpayConfig,
} from './gateways/razorpay/gateway';
import { gatewayRedirectPage, type HtmlPage } from './pages';

export interface PaymentConfig {
  payu: PayuConfig | null;
  razorpay?: RazorpayConfig | null;
  sandboxEnabled: boolean;
  /** The Razorpay sandbox's wiring into the API (outside production). */
  razorpaySandbox?: RazorpaySandboxWiring;
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

/** The job that handles one stored gateway webhook. */
export const PAYMENT_WEBHOOK_JOB = 'payment-webhook';
/** Razorpay attempts still waiting this long are asked about (a lost webhook, a closed tab). */
export const RECONCILE_AFTER_MINUTES = 5;
/** …for this long after they began: past it, an attempt's order is long cancelled or paid. */
const RECONCILE_FOR_HOURS = 48;

/** Adds a job in a transaction, and starts it once that has committed. */
export interface JobQueue {
  enqueue(job: EnqueueJob, tx: Pick<Database, 'insert'>): Promise<unknown>;
  kick(): void;
}

export function createPaymentService({
  db,
  config,
  log,
  jobs,
}: {
  db: Database;
  config: PaymentConfig;
  log: FastifyBaseLogger;
  /** Where webhooks are handed to be handled (the jobs runner). */
  jobs?: JobQueue;
}) {
  const gateways = createGateways({
    db,
    payu: config.payu,
    razorpay: config.razorpay ?? null,
    sandboxEnabled: config.sandboxEnabled,
    razorpaySandbox: config.razorpaySandbox,
  });

  function offeredMethods(store: StoreRow): PaymentMethod[] {
    return store.paymentSettings.methods.filter((method) =>
      Boolean(gateways.byMethod[method]?.offered(store)),
    );
  }

  function fieldsFor(store: StoreRow, user: AuthenticatedUser): PaymentField[] {
    return paymentFields(offeredMethods(store), user.email);
  }

  /**
   * GET /payments/fields: the form, its cash-on-delivery option saying the fee it adds; with the
   * caller's order (`orderId`), also what the order costs by each method, and cash on delivery
   * disabled, saying why, when the order is above the store's limit for it. Everything the
   * shopper pays is shown before they choose (decision 0029). An order not theirs, or not found,
   * is left out rather than refused: the form is the same.
   */
  async function paymentForm(
    store: StoreRow,
    user: AuthenticatedUser,
    orderId?: string,
  ): Promise<PaymentFieldsResponse> {
    const fields = fieldsFor(store, user);
    const terms = codTermsOf(store);
    const [order] = orderId
      ? await db
          .select({
            id: orders.id,
            totalPaise: orders.totalPaise,
            codFeePaise: orders.codFeePaise,
            shippingPaise: orders.shippingPaise,
            postalCode: orders.postalCode,
            state: orders.state,
          })
          .from(orders)
          .where(
            and(
              eq(orders.id, normaliseOrderId(orderId)),
              eq(orders.storeId, store.id),
              eq(orders.userId, user.id),
            ),
          )
          .limit(1)
      : [];
    // The goods (what cash on delivery's limit is on), without shipping or a fee chosen earlier.
    const itemsPaise = order ? order.totalPaise - order.codFeePaise - order.shippingPaise : null;
    const unavailable =
      !order || itemsPaise === null
        ? null
        : (codUnavailableReason(itemsPaise, terms) ?? zoneCodReason(store, addressOf(order)));
    const method = fields.find((field) => field.name === 'method');
    method?.options?.forEach((option) => {
      if (option.value !== 'cod') return;
      if (unavailable) {
        option.label = `${option.label} (${unavailable.toLowerCase()})`;
        option.disabled = true;
      } else if (terms.feePaise > 0) {
        option.label = `${option.label} (+ ${formatPaise(terms.feePaise)} fee)`;
      }
    });
    if (!order || itemsPaise === null) return { fields };
    const beforeFeePaise = itemsPaise + order.shippingPaise;
    const payable: PayableOrder = {
      orderId: order.id,
      total: paiseToRupees(beforeFeePaise),
      methods: offeredMethods(store).map((offered) => {
        const feePaise = offered === 'cod' ? terms.feePaise : 0;
        return {
          method: offered,
          fee: paiseToRupees(feePaise),
          total: paiseToRupees(beforeFeePaise + feePaise),
          ...(offered === 'cod' && unavailable ? { unavailable } : {}),
        };
      }),
    };
    return { fields, order: payable };
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
      returnUrl: `${returnOrigin(context.origin)}/orders`,
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

    // Nothing to pay before delivery: choosing it confirms the order, with the store's fee for
    // it (shown before the choice) in its total; above the store's limit it is refused (422).
    if (gateway.confirmedBy === 'delivery') {
      const zoneReason = zoneCodReason(store, addressOf(order));
      if (zoneReason) {
        throw new UnprocessableError(
          `Cash on delivery is not available at PIN code ${order.postalCode}. Please choose another way to pay.`,
        );
      }
      const { amountPaise: _total, ...cashAttempt } = attempt;
      await chooseCashOnDelivery(db, {
        orderId: order.id,
        terms: codTermsOf(store),
        attempt: cashAttempt,
        conflict: 'This order is not awaiting payment.',
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
        await recordPaymentAttempt(tx, attempt);
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
    await db.transaction((tx) => recordPaymentAttempt(tx, attempt));
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

    await recordGatewayOutcome(attempt, verdict);
    const origin = attempt.returnOrigin ?? config.defaultWebOrigin;
    if (verdict.outcome === 'failure') {
      // The orders page says the payment failed and offers to pay again.
      return `${origin}/orders?${new URLSearchParams({ [PAYMENT_FAILED_PARAM]: attempt.orderId })}`;
    }
    return `${origin}/order-success?orderId=${encodeURIComponent(attempt.orderId)}`;
  }

  /**
   * What a verified answer of a hosted gateway (callback, webhook, reconciliation) says about
   * its attempt: the one place such an outcome changes the attempt and the order. A failure
   * marks an attempt still waiting; a success settles it once and marks the order paid, or the
   * money for refund when the order no longer awaited it.
   */
  async function recordGatewayOutcome(
    attempt: Pick<PaymentRow, 'id' | 'orderId' | 'method' | 'amountPaise'>,
    verdict: { outcome: 'success' | 'failure'; gatewayReference: string | null },
  ): Promise<void> {
    if (verdict.outcome === 'failure') {
      await recordPaymentFailure(db, {
        orderId: attempt.orderId,
        payment: attempt.id,
        reference: verdict.gatewayReference,
      });
      return;
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
  }

  /** The sandbox gateway's page, for a request signed with the sandbox salt. */
  async function sandboxPage(form: Record<string, string>, apiBase: string): Promise<HtmlPage> {
    if (!gateways.sandbox) throw new NotFoundError('Not found');
    return gateways.sandbox.page(form, apiBase);
  }

  /**
   * POST /payments/razorpay/webhook: a Razorpay event, kept once per store and event id and
   * handed to the jobs runner; answered at once. One whose signature (over the raw body, with a
   * configured webhook secret) does not verify is refused (400) and nothing is kept.
   */
  async function receiveWebhook(
    store: StoreRow,
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<'stored' | 'duplicate'> {
    const header = (name: string) => {
      const value = headers[name];
      return typeof value === 'string' ? value : undefined;
    };
    const signature = header('x-razorpay-signature');
    let signedBy: PaymentMethod | null = null;
    for (const gateway of gateways.razorpay) {
      if (await gateway.webhookSigned(rawBody, signature)) {
        signedBy = gateway.method;
        break;
      }
    }
    if (!signedBy) {
      log.warn({ eventId: header('x-razorpay-event-id') }, 'refused a webhook: bad signature');
      throw new BadRequestError('This webhook could not be verified.');
    }
    const eventId = header('x-razorpay-event-id');
    const event = parseRazorpayEvent(rawBody);
    if (!eventId || eventId.length > 100)
      throw new BadRequestError('X-Razorpay-Event-Id: required');
    if (!event) throw new BadRequestError('The webhook is not a Razorpay event.');
    const method = signedBy;
    const stored = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(paymentWebhooks)
        .values({
          storeId: store.id,
          method,
          eventId,
          event: event.event.slice(0, 100),
          body: rawBody,
          signature: signature!,
        })
        .onConflictDoNothing()
        .returning({ id: paymentWebhooks.id });
      if (row && jobs) {
        await jobs.enqueue(
          { storeId: store.id, kind: PAYMENT_WEBHOOK_JOB, input: { webhookId: row.id } },
          tx,
        );
      }
      return Boolean(row);
    });
    if (stored) jobs?.kick();
    return stored ? 'stored' : 'duplicate';
  }

  /**
   * The jobs runner's work for a stored webhook: its payment outcome recorded, once, after the
   * gateway verified it against the stored attempt (order, amount, signature again).
   */
  async function handleWebhook(webhookId: number): Promise<string> {
    const [row] = await db.select().from(paymentWebhooks).where(eq(paymentWebhooks.id, webhookId));
    if (!row) return 'gone';
    if (row.outcome !== null) return row.outcome;
    const outcome = await webhookOutcome(row);
    await db
      .update(paymentWebhooks)
      .set({ outcome, handledAt: sql`now()` })
      .where(eq(paymentWebhooks.id, row.id));
    return outcome;
  }

  async function webhookOutcome(row: typeof paymentWebhooks.$inferSelect): Promise<string> {
    if ((RAZORPAY_REFUND_EVENTS as readonly string[]).includes(row.event)) {
      return refundWebhookOutcome(row);
    }
    if (!(RAZORPAY_PAYMENT_EVENTS as readonly string[]).includes(row.event)) {
      return `noted: ${row.event}`;
    }
    const gateway = gateways.byMethod[row.method];
    if (!gateway) return 'ignored: gateway not configured';
    const notice: GatewayNotice = {
      via: 'webhook',
      fields: {},
      headers: { 'x-razorpay-signature': row.signature },
      rawBody: row.body,
    };
    const txnid = gateway.referenceOf(notice);
    const [attempt] = txnid
      ? await db.select().from(payments).where(eq(payments.txnid, txnid)).limit(1)
      : [];
    if (!attempt || attempt.method !== row.method) return 'ignored: no such attempt';
    const verdict = await gateway.verify(notice, attempt);
    if (!verdict.ok) {
      log.warn({ txnid, orderId: attempt.orderId, reason: verdict.reason }, 'ignored a webhook');
      return `ignored: ${verdict.reason}`;
    }
    await recordGatewayOutcome(attempt, verdict);
    return verdict.outcome === 'success' ? 'paid' : 'failed';
  }

  /**
   * refund.processed / refund.failed: the refund the event names (by Razorpay's refund id, for
   * the gateway whose secret signed it) is settled, once; the webhook was verified on arrival
   * and its signature is checked again here.
   */
  async function refundWebhookOutcome(row: typeof paymentWebhooks.$inferSelect): Promise<string> {
    const gateway = gateways.razorpay.find((candidate) => candidate.method === row.method);
    if (!gateway) return 'ignored: gateway not configured';
    if (!(await gateway.webhookSigned(row.body, row.signature))) {
      return 'ignored: bad webhook signature';
    }
    const entity = parseRazorpayEvent(row.body)?.payload.refund?.entity;
    if (!entity?.id) return 'ignored: no refund in the event';
    const refund = await refundByGatewayReference(db, row.method, entity.id);
    if (!refund) return 'ignored: no such refund';
    if (entity.amount !== refund.amountPaise) return 'ignored: wrong amount';
    const outcome = row.event === 'refund.processed' ? 'processed' : 'failed';
    const settled = await settleRefund(db, {
      refundId: refund.id,
      outcome,
      gatewayReference: entity.id,
      ...(outcome === 'failed' ? { error: 'Razorpay failed the refund.' } : {}),
      by: 'gateway',
    });
    return settled === 'settled' ? `refund ${outcome}` : 'refund already settled';
  }

  /**
   * The gateway-refunds job's work for one pending refund of a hosted gateway: asked of the
   * gateway the first time (our refund id makes asking twice refund once), then asked where it
   * stands until the gateway says processed or failed. Answers 'pending' with the gateway's
   * reference while it is not done (the job asks again later). A gateway's refusal fails the
   * refund; an unreachable gateway throws, for the job to retry.
   */
  async function askGatewayForRefund(
    claimed: RefundRow,
  ): Promise<{ status: 'pending'; reference: string } | { status: 'settled' }> {
    const found = await refundWithPayment(db, claimed.id);
    if (!found) return { status: 'settled' };
    const { refund, payment } = found;
    const gateway = gateways.byMethod[refund.method];
    if (!gateway) throw new Error(`the ${refund.method} gateway is not configured`);
    const fail = async (reason: string) => {
      await settleRefund(db, {
        refundId: refund.id,
        outcome: 'failed',
        error: reason,
        by: 'gateway',
      });
      return { status: 'settled' } as const;
    };
    const refundId = `REFUND${String(refund.id).padStart(10, '0')}`;
    try {
      if (!refund.gatewayReference) {
        const answer = await gateway.refund(payment, { refundId, amountPaise: refund.amountPaise });
        if (answer.status === 'processed') {
          await settleRefund(db, {
            refundId: refund.id,
            outcome: 'processed',
            gatewayReference: answer.reference,
            by: 'gateway',
          });
          return { status: 'settled' };
        }
        return { status: 'pending', reference: answer.reference };
      }
      const state = await gateway.refundStatus(payment, {
        refundId,
        reference: refund.gatewayReference,
        amountPaise: refund.amountPaise,
      });
      if (state.status === 'pending')
        return { status: 'pending', reference: refund.gatewayReference };
      if (state.status === 'failed') return fail(state.reason);
      await settleRefund(db, { refundId: refund.id, outcome: 'processed', by: 'gateway' });
      return { status: 'settled' };
    } catch (error) {
      if (error instanceof RefundFailedError && !(error instanceof RefundUnreachableError)) {
        return fail(error.message);
      }
      throw error;
    }
  }

  /**
   * Reconciliation (decision 0026, run by jobs/payment-reconciliation as a leased recurring job):
   * Razorpay attempts still waiting RECONCILE_AFTER_MINUTES after they began (for
   * RECONCILE_FOR_HOURS) are asked about, so a lost webhook or a closed tab leaves no paid order
   * Pending. Null where no Razorpay gateway is configured: there is nothing to ask.
   */
  const reconciliation =
    gateways.razorpay.length === 0
      ? null
      : {
          /**
           * Claims up to `limit` attempts due a look: a lease written on each (check_at moved
           * on, check_attempts + 1) by one statement whose subquery takes them FOR UPDATE SKIP
           * LOCKED, so each is asked about by one process; a lapsed lease makes it due again.
           */
          async due(
            limit: number,
            { afterMinutes = RECONCILE_AFTER_MINUTES, leaseMs = 120_000 } = {},
          ): Promise<PaymentRow[]> {
            const methods = gateways.razorpay.map((gateway) => gateway.method);
            const due = sql`(
              select id from ${payments}
              where status = 'initiated' and method in ${methods}
                and created_at > now() - make_interval(hours => ${RECONCILE_FOR_HOURS})
                and coalesce(check_at, created_at + make_interval(mins => ${afterMinutes})) <= now()
              order by created_at
              limit ${limit}
              for update skip locked)`;
            return db
              .update(payments)
              .set({
                checkAt: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
                checkAttempts: sql`${payments.checkAttempts} + 1`,
              })
              .where(inArray(payments.id, due))
              .returning();
          },
          /**
           * Asks the gateway about one claimed attempt and records a final answer (paid, failed);
           * an attempt still pending there is looked at again in `everyMinutes`.
           */
          async check(
            attempt: PaymentRow,
            { everyMinutes = RECONCILE_AFTER_MINUTES } = {},
          ): Promise<'paid' | 'failed' | 'waiting'> {
            const status = await gateways.byMethod[attempt.method]!.fetchStatus(attempt);
            if (status.status === 'succeeded' || status.status === 'failed') {
              const outcome = status.status === 'succeeded' ? 'success' : 'failure';
              await recordGatewayOutcome(attempt, {
                outcome,
                gatewayReference: status.gatewayReference,
              });
              return outcome === 'success' ? 'paid' : 'failed';
            }
            await db
              .update(payments)
              .set({
                checkAt: sql`now() + make_interval(mins => ${everyMinutes})`,
                checkAttempts: 0,
              })
              .where(and(eq(payments.id, attempt.id), eq(payments.status, 'initiated')));
            return 'waiting';
          },
          /** A look that failed (the gateway not reached): again in `retryInMs`, or never (null). */
          async failed(attempt: PaymentRow, retryInMs: number | null): Promise<void> {
            await db
              .update(payments)
              .set({
                checkAt:
                  retryInMs === null
                    ? sql`'infinity'::timestamptz`
                    : sql`now() + make_interval(secs => ${retryInMs / 1000})`,
              })
              .where(eq(payments.id, attempt.id));
          },
        };

  return {
    fieldsFor,
    paymentForm,
    pay,
    redirectPage,
    handleCallback,
    sandboxPage,
    receiveWebhook,
    handleWebhook,
    reconciliation,
    askGatewayForRefund,
    /** The PayU-shaped sandbox gateway (outside production): tests choose its refunds' outcomes. */
    sandbox: gateways.sandbox,
    /** The Razorpay sandbox (outside production): its API, pages and webhook deliveries. */
    razorpaySandbox: gateways.razorpaySandbox,
  };
}

/** The store's terms for cash on delivery: none set, any order and no fee. */
/** An order's shipping address as the delivery zones read it. */
function addressOf(order: { postalCode: string; state: string }) {
  return { postalCode: order.postalCode, stateCode: stateByName(order.state)?.code ?? null };
}

export function codTermsOf(store: Pick<StoreRow, 'paymentSettings'>): CodTerms {
  const cod = store.paymentSettings.cod;
  return cod ? { maxOrderPaise: cod.maxOrderPaise, feePaise: cod.feePaise } : NO_COD_TERMS;
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
