import { availableParallelism } from 'node:os';
import path from 'node:path';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, {
  type FastifyError,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { createBoundedQueue } from './lib/bounded-queue';
import { proxyTrust } from './lib/client-address';
import { createDiskImageStorage } from './lib/image-storage';
import { loggerOptions } from './lib/logging';
import { DEFAULT_RATE_LIMITS, type RateLimitPolicy } from './lib/rate-limit-policy';
import { createMemoryRateLimiter, type RateLimiter } from './lib/rate-limiter';
import {
  adminJobRoutes,
  catalogueImportJob,
  createJobRunner,
  createJobService,
  GATEWAY_REFUNDS_JOB,
  gatewayRefundsJob,
  invoiceExportJob,
  type JobRunner,
  lowStockDigestJob,
  mailJob,
  mailRetentionJob,
  paymentHoldsJob,
  paymentReconciliationJob,
  paymentWebhookRetentionJob,
  paymentWebhookJob,
  razorpaySandboxWebhookJob,
  shipmentTrackingJob,
  shiprocketSandboxJourneyJob,
  statementMatchJob,
} from './jobs';
import { adminProductRoutes } from './modules/admin-products';
import { createAdminProductService } from './modules/admin-products';
import { auditRoutes } from './modules/audit';
import { createStatementService, statementRoutes } from './modules/bank-statements';
import { catalogRoutes } from './modules/catalog';
import { dashboardRoutes } from './modules/dashboard';
import { createCatalogService } from './modules/catalog';
import { adminContactRoutes } from './modules/contact';
import { contactRoutes } from './modules/contact';
import { createContactService } from './modules/contact';
import { adminGrievanceRoutes } from './modules/grievances';
import { grievanceRoutes } from './modules/grievances';
import { createGrievanceService } from './modules/grievances';
import { healthRoutes } from './modules/health';
import { adminInvoiceRoutes } from './modules/invoices';
import { invoiceRoutes } from './modules/invoices';
import { createInvoiceService } from './modules/invoices';
import { adminImageRoutes, createImageService, publicImageRoutes } from './modules/images';
import { adminMailRoutes } from './modules/mail';
import { mailboxRoutes } from './modules/mail';
import {
  createMailboxTransport,
  createMailDelivery,
  createRenderThread,
  createSmtpTransport,
  type MailTransport,
  type RenderThread,
  placedMailWaitSeconds,
} from './modules/mail';
import { adminNewsletterRoutes } from './modules/newsletter';
import { newsletterRoutes } from './modules/newsletter';
import { createNewsletterService } from './modules/newsletter';
import {
  adminOrderRoutes,
  createAdminOrderService,
  createOrderService,
  orderRoutes,
} from './modules/orders';
import { adminReturnRoutes, createReturnService, returnRoutes } from './modules/returns';
import {
  createPaymentService,
  type PaymentService,
  paymentRoutes,
  RAZORPAY_SANDBOX_WEBHOOK_JOB,
} from './modules/payments';
import { adminShippingRoutes, createDeliveryService, deliveryRoutes } from './modules/delivery';
import { pincodeRoutes } from './modules/pincodes';
import { adminPromotionRoutes, createPromotionAdminService } from './modules/promotions';
import {
  adminShipmentRoutes,
  createCarriers,
  createShippingService,
  SHIPROCKET_SANDBOX_JOURNEY_JOB,
  type ShiprocketSandbox,
  type ShippingService,
  shippingRoutes,
} from './modules/shipping';
import { staffRoutes } from './modules/staff';
import { createStaffService } from './modules/staff';
import { storeRoutes } from './modules/store';
import { adminSearchRoutes } from './modules/search';
import { createSearchService } from './modules/search';
import { storeSettingsRoutes } from './modules/store-settings';
import { createStoreService } from './modules/store';
import { type AccountPasswords, createAccountPasswords } from './modules/users';
import { createPasswordHasher, OWASP_SCRYPT } from './modules/users';
import { userRoutes } from './modules/users';
import { createUserService } from './modules/users';
import { createSignInThrottle } from './modules/users';
import { injectFetch } from './lib/inject-fetch';
import { publicApiBase } from './lib/public-api-base';
import { adminAppPlugin } from './plugins/admin-app';
import { adminAuthPlugin } from './plugins/admin-auth';
import { authPlugin } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
import { microcachePlugin } from './plugins/microcache';
import { openapiPlugin } from './plugins/openapi';
import { securityPlugin } from './plugins/security';
import { serializerCompiler } from './plugins/serialization';
import { storeResolutionPlugin } from './plugins/store-resolution';

export const API_PREFIX = '/api/v1';

export interface AppDependencies {
  db: Database;
  config: Pick<
    Config,
    'WEB_ORIGINS' | 'TRUST_PROXY' | 'LOG_LEVEL' | 'PASSWORD_SCRYPT_LOG2_N' | 'NODE_ENV'
  > &
    Partial<
      Pick<
        Config,
        | 'CATALOG_CACHE_TTL_MS'
        | 'CATALOG_CACHE_MAX_MB'
        | 'SEARCH_CACHE_TTL_MS'
        | 'SEARCH_CONCURRENCY'
        | 'SEARCH_QUEUE_MAX'
        | 'ORDERS_PER_ACCOUNT_PER_HOUR'
        | 'HTTP_HEADERS_TIMEOUT_MS'
        | 'HTTP_REQUEST_TIMEOUT_MS'
        | 'HTTP_KEEP_ALIVE_TIMEOUT_MS'
        | 'HTTP_MAX_CONNECTIONS'
        | 'DATA_DIR_MIN_FREE_MB'
        | 'API_CONCURRENCY'
      >
    > &
    Partial<
      Pick<
        Config,
        | 'API_PUBLIC_URL'
        | 'API_PORT'
        | 'WEB_PUBLIC_URL'
        | 'PAYU_MERCHANT_KEY'
        | 'PAYU_MERCHANT_SALT'
        | 'PAYU_MODE'
        | 'PAYU_API_URL'
        | 'RAZORPAY_KEY_ID'
        | 'RAZORPAY_KEY_SECRET'
        | 'RAZORPAY_WEBHOOK_SECRET'
        | 'RAZORPAY_API_URL'
        | 'SHIPROCKET_BASE_URL'
        | 'SHIPROCKET_EMAIL'
        | 'SHIPROCKET_PASSWORD'
        | 'SHIPROCKET_PICKUP_LOCATION'
        | 'SHIPROCKET_WEBHOOK_TOKEN'
        | 'SHIPROCKET_SANDBOX_STEP_SECONDS'
        | 'SMTP_URL'
        | 'MAIL_FROM'
        | 'MAIL_POLL_MS'
        | 'MAIL_MAX_ATTEMPTS'
        | 'MAIL_RETRY_BASE_MS'
        | 'MAIL_RETENTION_DAYS'
        | 'PAYMENT_WEBHOOK_RETENTION_DAYS'
        | 'STOCK_HOLD_MINUTES'
        | 'STOCK_HOLD_POLL_MS'
        | 'JOBS_POLL_MS'
        | 'STAFF_SESSION_MAX_DAYS'
      >
    >;
  /** Counters for rate limits: Redis or PostgreSQL across processes, else this process's memory. */
  rateLimiter?: RateLimiter;
  /** The limits; by default DEFAULT_RATE_LIMITS with the configured orders per hour. */
  rateLimits?: RateLimitPolicy;
  /** Fastify's logger option; tests pass false. */
  logger?: FastifyServerOptions['logger'];
  /** DATA_DIR: the embedded database (if used) and uploaded images; checked by /health/ready. */
  dataDir?: string;
  /** The built back office (apps/admin/dist by default). */
  adminDistDir?: string;
  /**
   * Whether this process sends the outbox (and deletes old mail) on its own (default true); tests
   * that drive it call app.jobs.runDue('mail').
   */
  mailWorker?: boolean;
  /**
   * Whether this process cancels orders whose payment hold passed on its own (default true);
   * tests call app.jobs.runDue('payment-hold-expiry').
   */
  holdExpiry?: boolean;
  /**
   * Whether this process asks gateways about payments left waiting on its own (default true);
   * tests call app.jobs.runDue('payment-reconciliation').
   */
  reconciliation?: boolean;
  /**
   * Whether this process asks the gateways for refunds on its own (default true); tests call
   * app.jobs.runDue('gateway-refunds').
   */
  refundWorker?: boolean;
  /** Whether this process adds the daily jobs (the low-stock digest) on its own (default true). */
  dailyJobs?: boolean;
  /** Whether this process runs background work at all (default true); else tests call runOnce(). */
  jobRunner?: boolean;
  /**
   * Whether this is the only process on its database (the embedded one): then a job a dead
   * process left running is taken up as soon as this one starts.
   */
  onlyProcess?: boolean;
  /** The clock of grievance deadlines and the dashboard's grievance count; tests move it. */
  now?: () => Date;
  /**
   * The thread that renders mails and invoice PDFs; by default one of the app's own, closed with
   * it. Tests pass one shared by every app of a test process (test/test-app.ts): its start (tsx,
   * React and the fonts loaded, 2-3 s) is then paid once, not per app; its owner closes it.
   */
  renderThread?: RenderThread;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: { transport: MailTransport; passwords: AccountPasswords };
    jobs: JobRunner;
    payments: PaymentService;
    shipping: { service: ShippingService; shiprocketSandbox: ShiprocketSandbox | null };
  }
}

/**
 * Errors Fastify's router answers before any hook or error handler runs (a path with broken
 * percent-escapes, an over-long path parameter): in the API's `{ error }` shape like the rest.
 */
function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 400;
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'A part of this path is too long'
      : status >= 500
        ? 'Internal server error'
        : 'This path is not a valid URL';
  void reply.status(status).send({ error: message });
}

/** Time-outs and limits of the HTTP server: no slow or idle client holds a connection for long. */
function serverLimits(config: AppDependencies['config']) {
  const headersTimeout = config.HTTP_HEADERS_TIMEOUT_MS ?? 10_000;
  const requestTimeout = config.HTTP_REQUEST_TIMEOUT_MS ?? 30_000;
  return {
    requestTimeout,
    keepAliveTimeout: config.HTTP_KEEP_ALIVE_TIMEOUT_MS ?? 5_000,
    // A socket with nothing sent or read for this long is closed (slow readers too).
    connectionTimeout: requestTimeout,
    http: {
      headersTimeout,
      // Node checks the two time-outs above only this often (30 s by default).
      connectionsCheckingInterval: Math.min(1_000, headersTimeout),
    },
  };
}

/** Builds the API from plugins, then modules. main.ts starts it; tests drive it with inject(). */
export async function buildApp({
  db,
  config,
  logger,
  rateLimiter = createMemoryRateLimiter(),
  rateLimits = {
    ...DEFAULT_RATE_LIMITS,
    ordersPerAccountPerHour:
      config.ORDERS_PER_ACCOUNT_PER_HOUR ?? DEFAULT_RATE_LIMITS.ordersPerAccountPerHour,
  },
  dataDir,
  adminDistDir,
  mailWorker = true,
  holdExpiry: runHoldExpiry = true,
  reconciliation: runReconciliation = true,
  refundWorker = true,
  dailyJobs = true,
  jobRunner: runJobs = true,
  onlyProcess = false,
  now = () => new Date(),
  renderThread: sharedRenderThread,
}: AppDependencies) {
  // request.ip is the right-most address of X-Forwarded-For that is not a trusted proxy.
  const trustProxy = proxyTrust(config.TRUST_PROXY);
  const app = Fastify({
    logger: logger ?? loggerOptions(config.LOG_LEVEL),
    trustProxy: config.TRUST_PROXY === false ? false : trustProxy,
    bodyLimit: 64 * 1024,
    frameworkErrors,
    ...serverLimits(config),
  }).withTypeProvider<ZodTypeProvider>();
  app.server.maxConnections = config.HTTP_MAX_CONNECTIONS ?? 10_000;
  // The socket's idle time-out is for clients that stop sending or reading, never for the API's
  // own work: off from the moment a request has arrived until its answer starts, then on again
  // for a client too slow to read it (an import once answered nothing after 30 s of its work).
  // (app.inject()'s requests have no real socket.)
  const idleTimeout = serverLimits(config).connectionTimeout;
  const setIdleTimeout = (request: FastifyRequest, ms: number) => {
    const socket = request.raw.socket as { setTimeout?: (ms: number) => unknown } | undefined;
    if (typeof socket?.setTimeout === 'function') socket.setTimeout(ms);
  };
  app.addHook('onRequest', async (request) => setIdleTimeout(request, 0));
  app.addHook('onSend', async (request) => setIdleTimeout(request, idleTimeout));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // One core is left to everything else however many sign-ins arrive (shared out between the
  // API processes on this machine); a line of ~16 checks (~5 s at OWASP's cost) waits, more are
  // told to come back (503).
  const hashers = Math.max(
    1,
    Math.floor((availableParallelism() - 1) / (config.API_CONCURRENCY ?? 1)),
  );
  const passwordQueue = createBoundedQueue({
    concurrency: hashers,
    maxWaiting: 16 * hashers,
    busyMessage: 'Too many sign-ins at once. Please try again in a moment.',
  });

  const stores = createStoreService(db);
  // Where shoppers' links point (payment returns, e-mails) when a store publishes no origin.
  const defaultWebOrigin = (config.WEB_PUBLIC_URL ?? config.WEB_ORIGINS[0] ?? '').replace(
    /\/+$/,
    '',
  );
  // The back office is served by this API: its origin is the API's published one, if set.
  const adminOrigin = config.API_PUBLIC_URL ? new URL(config.API_PUBLIC_URL).origin : undefined;
  // Where staff mails link to the back office and newsletters to their one-click unsubscribe.
  const apiOrigin = adminOrigin ?? `http://localhost:${config.API_PORT ?? 8044}`;
  const catalog = createCatalogService(db);
  const search = createSearchService(db, {
    ttlMs: config.SEARCH_CACHE_TTL_MS ?? 0,
    concurrency: config.SEARCH_CONCURRENCY,
    maxWaiting: config.SEARCH_QUEUE_MAX,
  });
  const hasher = createPasswordHasher(
    { ...OWASP_SCRYPT, log2N: config.PASSWORD_SCRYPT_LOG2_N },
    passwordQueue,
  );
  const users = createUserService({
    db,
    hasher,
    throttle: createSignInThrottle(rateLimiter, rateLimits),
  });
  const passwords = createAccountPasswords({
    db,
    hasher,
    limiter: rateLimiter,
    rateLimits,
    throttle: createSignInThrottle(rateLimiter, rateLimits),
    log: app.log,
  });
  const staff = createStaffService({
    db,
    hasher,
    // Sign-in, and the password asked again before a password change or two-factor off.
    throttle: createSignInThrottle(rateLimiter, rateLimits, 'staff-signin'),
    sessionMaxAgeMs: (config.STAFF_SESSION_MAX_DAYS ?? 7) * 24 * 60 * 60 * 1000,
    defaultWebOrigin,
  });
  const adminOrders = createAdminOrderService(db);
  const returns = createReturnService({ db, now });
  const statements = createStatementService(db);
  // Uploaded images are files under DATA_DIR/images, beside the embedded database if there is
  // one (several machines share DATA_DIR, or use another ImageStorage).
  const images = createImageService({
    db,
    storage: createDiskImageStorage(path.join(dataDir ?? path.resolve('data'), 'images')),
  });
  const orders = createOrderService({
    db,
    limiter: rateLimiter,
    rateLimits,
    placedMailWaitSeconds: placedMailWaitSeconds(config.STOCK_HOLD_MINUTES ?? 30),
  });
  const grievances = createGrievanceService({ db, limiter: rateLimiter, rateLimits, now });
  const contact = createContactService({ db, limiter: rateLimiter, rateLimits });
  const newsletter = createNewsletterService({ db, limiter: rateLimiter, rateLimits });
  const invoices = createInvoiceService(db);
  const payments = createPaymentService({
    db,
    log: app.log,
    config: {
      payu:
        config.PAYU_MERCHANT_KEY && config.PAYU_MERCHANT_SALT
          ? {
              key: config.PAYU_MERCHANT_KEY,
              salt: config.PAYU_MERCHANT_SALT,
              mode: config.PAYU_MODE ?? 'test',
              apiUrl: config.PAYU_API_URL,
            }
          : null,
      razorpay:
        config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET && config.RAZORPAY_WEBHOOK_SECRET
          ? {
              keyId: config.RAZORPAY_KEY_ID,
              keySecret: config.RAZORPAY_KEY_SECRET,
              webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
              apiUrl: config.RAZORPAY_API_URL,
            }
          : null,
      sandboxEnabled: config.NODE_ENV !== 'production',
      // The Razorpay sandbox is a page of this API: its gateway reaches it in the process, its
      // webhooks come over HTTP to the API's published (or local) address.
      razorpaySandbox: {
        apiBase:
          config.API_PUBLIC_URL?.replace(/\/+$/, '') ??
          `http://localhost:${config.API_PORT ?? 8044}${API_PREFIX}`,
        fetch: injectFetch(() => app),
        enqueueWebhook: async (delivery, delayMs) => {
          await jobs.enqueue({
            storeId: (await stores.resolveVersioned('')).store.id,
            kind: RAZORPAY_SANDBOX_WEBHOOK_JOB,
            input: { ...delivery },
            runAt: new Date(Date.now() + delayMs),
          });
          jobs.kick();
        },
      },
      webOrigins: config.WEB_ORIGINS,
      defaultWebOrigin,
      holdMinutes: config.STOCK_HOLD_MINUTES ?? 30,
    },
    jobs: {
      enqueue: (job, tx) => jobs.enqueue(job, tx),
      kick: () => jobs.kick(),
    },
  });

  // Without SMTP_URL, mail stays in the built-in mailbox (GET /api/v1/dev/mailbox).
  const transport = config.SMTP_URL
    ? createSmtpTransport(config.SMTP_URL, config.MAIL_FROM ?? 'shop@localhost')
    : createMailboxTransport(config.MAIL_FROM);
  // Shiprocket once configured; else, outside production, its offline sandbox through the same
  // client, reached in the process, its webhooks coming to this API's own route (decision 0033).
  const apiBase =
    config.API_PUBLIC_URL?.replace(/\/+$/, '') ??
    `http://localhost:${config.API_PORT ?? 8044}${API_PREFIX}`;
  const carriers = createCarriers({
    db,
    shiprocket:
      config.SHIPROCKET_EMAIL && config.SHIPROCKET_PASSWORD && config.SHIPROCKET_WEBHOOK_TOKEN
        ? {
            baseUrl: config.SHIPROCKET_BASE_URL ?? 'https://apiv2.shiprocket.in/v1/external',
            email: config.SHIPROCKET_EMAIL,
            password: config.SHIPROCKET_PASSWORD,
            pickupLocation: config.SHIPROCKET_PICKUP_LOCATION ?? 'Primary',
            webhookToken: config.SHIPROCKET_WEBHOOK_TOKEN,
          }
        : null,
    sandboxEnabled: config.NODE_ENV !== 'production',
    sandbox: {
      apiBase,
      stepMs: (config.SHIPROCKET_SANDBOX_STEP_SECONDS ?? 120) * 1000,
      fetch: injectFetch(() => app),
      enqueueStep: async (step, delayMs) => {
        await jobs.enqueue({
          storeId: (await stores.resolveVersioned('')).store.id,
          kind: SHIPROCKET_SANDBOX_JOURNEY_JOB,
          input: { ...step },
          runAt: new Date(Date.now() + delayMs),
        });
        jobs.kick();
      },
    },
  });
  const shipping = createShippingService({ db, carriers: carriers.entries });
  // The delivery promise may come from the courier carrier (Shiprocket, or its sandbox): the
  // delivery module gets its serviceability as a function, not the shipping module.
  const courierCarrier = carriers.entries.get('shiprocket')?.carrier ?? null;
  const deliveryZones = createDeliveryService({
    db,
    now,
    serviceability: async (query) => (courierCarrier ? courierCarrier.serviceability(query) : null),
    onCarrierError: (error) =>
      app.log.warn({ err: error }, 'courier serviceability failed: the zone’s promise answers'),
  });
  app.decorate('shipping', { service: shipping, shiprocketSandbox: carriers.shiprocketSandbox });
  const renderThread = sharedRenderThread ?? createRenderThread();
  const delivery = createMailDelivery({
    db,
    transport,
    render: renderThread.render,
    renderInvoice: renderThread.renderInvoice,
    defaultWebOrigin,
    apiOrigin,
    apiBaseFor: (webOrigin) =>
      publicApiBase(webOrigin, {
        apiPublicUrl: config.API_PUBLIC_URL,
        apiPort: config.API_PORT ?? 8044,
      }),
  });
  app.decorate('mail', { transport, passwords });
  // Every process runs every job; each due row is claimed by one of them (src/jobs).
  const jobs = createJobRunner({
    db,
    log: app.log,
    definitions: [
      catalogueImportJob(db),
      invoiceExportJob(invoices),
      lowStockDigestJob(db),
      paymentWebhookJob(payments),
      razorpaySandboxWebhookJob(payments),
      shiprocketSandboxJourneyJob(() => carriers.shiprocketSandbox),
      statementMatchJob(statements),
    ],
    recurring: [
      mailJob({
        db,
        delivery,
        everyMs: config.MAIL_POLL_MS,
        maxAttempts: config.MAIL_MAX_ATTEMPTS,
        retryBaseMs: config.MAIL_RETRY_BASE_MS,
      }),
      mailRetentionJob({ retentionDays: config.MAIL_RETENTION_DAYS }),
      paymentHoldsJob({
        holdMinutes: config.STOCK_HOLD_MINUTES ?? 30,
        everyMs: config.STOCK_HOLD_POLL_MS,
      }),
      // Only where a Razorpay gateway is configured: elsewhere there is nothing to ask about.
      ...(payments.reconciliation ? [paymentReconciliationJob(payments.reconciliation)] : []),
      paymentWebhookRetentionJob({ retentionDays: config.PAYMENT_WEBHOOK_RETENTION_DAYS }),
      gatewayRefundsJob({ db, payments }),
      shipmentTrackingJob({ shipping }),
    ],
    unscheduled: [
      ...(mailWorker ? [] : ['mail', 'mail-retention']),
      ...(runHoldExpiry ? [] : ['payment-hold-expiry']),
      ...(runReconciliation ? [] : ['payment-reconciliation']),
      ...(refundWorker ? [] : [GATEWAY_REFUNDS_JOB]),
    ],
    daily: dailyJobs,
    pollMs: config.JOBS_POLL_MS,
    takeOverAtStart: onlyProcess,
    now,
  });
  app.decorate('jobs', jobs);
  app.decorate('payments', payments);
  if (runJobs) app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => {
    await passwords.settled();
    await jobs.stop();
    if (!sharedRenderThread) await renderThread.close();
    transport.close();
  });

  await app.register(errorsPlugin);
  await app.register(formbody);
  await app.register(cookie);
  await app.register(securityPlugin, { webOrigins: config.WEB_ORIGINS });
  await app.register(openapiPlugin);
  await app.register(storeResolutionPlugin, { stores });
  await app.register(authPlugin, { users });
  await app.register(microcachePlugin, {
    ttlMs: config.CATALOG_CACHE_TTL_MS ?? 0,
    maxBytes: (config.CATALOG_CACHE_MAX_MB ?? 64) * 2 ** 20,
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, {
        db,
        dataDir,
        minFreeBytes: (config.DATA_DIR_MIN_FREE_MB ?? 64) * 2 ** 20,
      });
      await api.register(storeRoutes, { stores });
      await api.register(catalogRoutes, { catalog, search });
      await api.register(publicImageRoutes, { images });
      await api.register(userRoutes, { users, passwords });
      if (config.NODE_ENV !== 'production' && transport.name === 'mailbox') {
        await api.register(mailboxRoutes, {
          db,
          apiPath: API_PREFIX,
          renderInvoice: renderThread.renderInvoice,
        });
      }
      await api.register(orderRoutes, { orders, apiPath: API_PREFIX });
      await api.register(returnRoutes, { returns, orders, images });
      await api.register(pincodeRoutes);
      await api.register(deliveryRoutes, { delivery: deliveryZones });
      await api.register(shippingRoutes, {
        shipping,
        sandbox: carriers.shiprocketSandbox,
      });
      await api.register(grievanceRoutes, { grievances, trustProxy });
      await api.register(contactRoutes, { contact, trustProxy });
      await api.register(newsletterRoutes, { newsletter, trustProxy });
      await api.register(invoiceRoutes, {
        invoices,
        renderInvoice: renderThread.renderInvoice,
      });
      await api.register(paymentRoutes, {
        payments,
        publicBaseUrl: config.API_PUBLIC_URL?.replace(/\/+$/, ''),
        apiPath: API_PREFIX,
      });
      await api.register(
        async (admin) => {
          await admin.register(adminAuthPlugin, { staff, publicOrigin: adminOrigin });
          await admin.register(staffRoutes, { staff, stores, publicOrigin: adminOrigin });
          await admin.register(dashboardRoutes, { db, now });
          await admin.register(adminOrderRoutes, { adminOrders });
          await admin.register(adminReturnRoutes, { returns });
          await admin.register(adminPromotionRoutes, {
            promotions: createPromotionAdminService({ db, now }),
          });
          await admin.register(adminShipmentRoutes, { shipping });
          await admin.register(statementRoutes, { statements, jobs });
          await admin.register(adminGrievanceRoutes, { grievances });
          await admin.register(adminContactRoutes, { contact });
          await admin.register(adminNewsletterRoutes, { newsletter });
          await admin.register(adminProductRoutes, {
            products: createAdminProductService(db),
            jobs,
          });
          await admin.register(storeSettingsRoutes, { db, stores });
          await admin.register(adminShippingRoutes, { delivery: deliveryZones, stores });
          await admin.register(adminSearchRoutes, { db, stores });
          await admin.register(auditRoutes, { db });
          await admin.register(adminMailRoutes, { db });
          await admin.register(adminImageRoutes, { images });
          await admin.register(adminInvoiceRoutes, {
            db,
            invoices,
            jobs,
            renderInvoice: renderThread.renderInvoice,
          });
          await admin.register(adminJobRoutes, { jobs: createJobService(db) });
        },
        { prefix: '/admin' },
      );
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: API_PREFIX },
  );
  await app.register(adminAppPlugin, {
    distDir: adminDistDir,
    imageOrigins: [
      ...config.WEB_ORIGINS,
      ...(config.WEB_PUBLIC_URL ? [config.WEB_PUBLIC_URL] : []),
    ],
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
