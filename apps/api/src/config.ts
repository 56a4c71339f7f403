import { z } from 'zod';
import { parseTrustProxy } from './lib/client-address';

const commaList = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(8044),
  /** "localhost" listens on both 127.0.0.1 and ::1; use 0.0.0.0 behind a proxy or in a container. */
  API_HOST: z.string().min(1).default('localhost'),
  /** postgres://… selects PostgreSQL; unset selects embedded PGlite under DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  /** A catalogue CSV the first start loads into the new store; unset: the sample shop's. */
  SEED_CATALOGUE: z.string().min(1).optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(500).default(20),
  /**
   * API processes sharing API_PORT (node:cluster); unset, one per core on PostgreSQL. The
   * embedded database serves one process whatever is asked.
   */
  API_CONCURRENCY: z.coerce.number().int().min(1).max(1024).optional(),
  /** Browser origins allowed to call the API with credentials. */
  WEB_ORIGINS: commaList.default(['http://localhost:3000', 'http://127.0.0.1:3000']),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** redis://… shares rate limits (sign-in, registration, order lookup) across API processes. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  /** Starts the name of every Redis key the API writes: shops (or tests) sharing a Redis stay apart. */
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default('storefront:'),
  /** scrypt cost as log2(N); 17 is OWASP's recommendation. Stored with each hash, so it can be raised. */
  PASSWORD_SCRYPT_LOG2_N: z.coerce.number().int().min(14).max(20).default(17),
  /** The API's own public base (…/api/v1), for gateway callbacks; derived from each request when unset. */
  API_PUBLIC_URL: z.url().optional(),
  /** Where gateway callbacks send shoppers whose payment came from no listed web origin. */
  WEB_PUBLIC_URL: z.url().optional(),
  /** PayU India merchant credentials: card and netbanking payments are offered when both are set. */
  PAYU_MERCHANT_KEY: z.string().min(1).optional(),
  PAYU_MERCHANT_SALT: z.string().min(1).optional(),
  PAYU_MODE: z.enum(['test', 'live']).default('test'),
  /** PayU's web-service endpoint (refunds, payment status), when not the mode's own. */
  PAYU_API_URL: z.url().optional(),
  /** Razorpay credentials: its checkout is offered once the key id, key secret and webhook secret are set. */
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  /** The secret set on the Razorpay webhook (Dashboard → Webhooks); it signs every event. */
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Razorpay's REST API (orders, payments, refunds), when not its own (a proxy, a test double). */
  RAZORPAY_API_URL: z.url().default('https://api.razorpay.com/v1'),
  // Shiprocket (issue 39, decision 0033): set all of email, password and webhook token to ship
  // with it; without them, outside production, its offline sandbox stands in.
  SHIPROCKET_BASE_URL: z.url().default('https://apiv2.shiprocket.in/v1/external'),
  SHIPROCKET_EMAIL: z.string().min(1).optional(),
  SHIPROCKET_PASSWORD: z.string().min(1).optional(),
  SHIPROCKET_PICKUP_LOCATION: z.string().min(1).default('Primary'),
  SHIPROCKET_WEBHOOK_TOKEN: z.string().min(1).optional(),
  /**
   * The offline Shiprocket sandbox's pace: seconds between a parcel's scans (picked up, in
   * transit, out for delivery, delivered), each sent as its webhook. Browser tests use 1.
   */
  SHIPROCKET_SANDBOX_STEP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(120),
  /** How long catalogue answers (store info, listings, products) are reused; 0 turns it off. */
  CATALOG_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
  /**
   * How long a search's answer is reused per store version, query, filters and page; 0 ranks
   * every request afresh (docs/decisions/0016).
   */
  SEARCH_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
  /**
   * Searches and suggestions each API process ranks at once; more wait their turn, so a flood of
   * costly searches leaves the rest of the API its database (docs/decisions/0016).
   */
  SEARCH_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /** Searches waiting their turn in each API process; more are answered 503 at once. */
  SEARCH_QUEUE_MAX: z.coerce.number().int().min(0).max(100_000).default(1_000),
  /** The microcache's bound in memory (MiB) across all its entries. */
  CATALOG_CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(64),
  /** Orders one shopper account may place per hour (429 beyond). */
  ORDERS_PER_ACCOUNT_PER_HOUR: z.coerce.number().int().min(1).default(30),
  /** A client that has not sent its request's headers in this time is disconnected. */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** …nor its whole request, body included (a slow body holds a connection no longer). */
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /** An idle keep-alive connection is closed after this long. */
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  /** Connections open at once; more are refused, so file descriptors never run out. */
  HTTP_MAX_CONNECTIONS: z.coerce.number().int().min(1).default(10_000),
  /** Below this much free space (MiB) on DATA_DIR's disk, /health/ready answers 503. */
  DATA_DIR_MIN_FREE_MB: z.coerce.number().int().min(0).default(64),
  /**
   * smtp://user:pass@host:587 (STARTTLS) or smtps://…:465 sends e-mail through that server;
   * unset, e-mails go to the built-in mailbox at /api/v1/dev/mailbox/view (not in production).
   */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must start with smtp:// or smtps://')
    .optional(),
  /** The address e-mails are sent from; the store's name is shown as the sender's name. */
  MAIL_FROM: z
    .string()
    .regex(/^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/, 'must be one plain e-mail address')
    .optional(),
  /** How often each API process looks for e-mails that are due (ms). */
  MAIL_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1_000),
  /** Attempts before an e-mail is marked failed (visible in the back office). */
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  /** Sent and failed e-mails are deleted this many days after they were written. */
  MAIL_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /**
   * Gateway webhooks are deleted this many days after they were handled: long past the gateway's
   * retries (Razorpay's last 24 hours), which the kept webhook turns away.
   */
  PAYMENT_WEBHOOK_RETENTION_DAYS: z.coerce.number().int().min(2).max(3650).default(30),
  /** The wait after a first failed attempt; it doubles with each further one, up to an hour (ms). */
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  /** Minutes an order awaiting an online payment holds its stock before it is cancelled. */
  STOCK_HOLD_MINUTES: z.coerce.number().int().min(1).max(10_080).default(30),
  /** Days after sign-in a back-office session ends, however busy (it also ends 12 hours idle). */
  STAFF_SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  /** How often each API process looks for orders whose payment hold has passed (ms). */
  STOCK_HOLD_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(15_000),
  /** How often each API process looks for background jobs that are due (ms). */
  JOBS_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1_000),
  /**
   * With several API processes, one that has listened and then sends its primary no heartbeat
   * for this long (its event loop blocked) is killed and replaced (ms).
   */
  HEARTBEAT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(12_000),
  /**
   * The proxies in front of the API, whose X-Forwarded-For names the client: false, true (one),
   * a number of them, or their addresses and CIDR ranges (lib/client-address.ts).
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, context) => {
      const setting = parseTrustProxy(value);
      if (typeof setting === 'object' && !Array.isArray(setting)) {
        context.addIssue({ code: 'custom', message: setting.error });
        return z.NEVER;
      }
      return setting;
    }),
});

export type Config = z.infer<typeof envSchema>;

/** Settings that only make sense together, checked after each on its own. */
const configSchema = envSchema.superRefine((config, context) => {
  if (config.SMTP_URL && !config.MAIL_FROM) {
    context.addIssue({
      code: 'custom',
      path: ['MAIL_FROM'],
      message: 'is required with SMTP_URL (the address e-mails are sent from)',
    });
  }
});

export class ConfigError extends Error {}

/** Reads the environment once; every problem is reported in one line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  return result.data;
}
