import formbody from '@fastify/formbody';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { DEFAULT_RATE_LIMITS, type RateLimitPolicy } from './lib/rate-limit-policy';
import { createMemoryRateLimiter, type RateLimiter } from './lib/rate-limiter';
import { catalogRoutes } from './modules/catalog/routes';
import { createCatalogService } from './modules/catalog/service';
import { healthRoutes } from './modules/health/routes';
import { orderRoutes } from './modules/orders/routes';
import { paymentRoutes } from './modules/payments/routes';
import { createPaymentService } from './modules/payments/service';
import { createOrderService } from './modules/orders/service';
import { storeRoutes } from './modules/store/routes';
import { createStoreService } from './modules/store/service';
import { createPasswordHasher, OWASP_SCRYPT } from './modules/users/passwords';
import { userRoutes } from './modules/users/routes';
import { createUserService } from './modules/users/service';
import { createSignInThrottle } from './modules/users/sign-in-throttle';
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
    Partial<Pick<Config, 'CATALOG_CACHE_TTL_MS'>> &
    Partial<
      Pick<
        Config,
        | 'API_PUBLIC_URL'
        | 'WEB_PUBLIC_URL'
        | 'PAYU_MERCHANT_KEY'
        | 'PAYU_MERCHANT_SALT'
        | 'PAYU_MODE'
      >
    >;
  /** Shared counters for rate limits: Redis across processes, else this process's memory. */
  rateLimiter?: RateLimiter;
  rateLimits?: RateLimitPolicy;
  /** Fastify's logger option; tests pass false. */
  logger?: FastifyServerOptions['logger'];
}

/** Builds the API from plugins, then modules. main.ts starts it; tests drive it with inject(). */
export async function buildApp({
  db,
  config,
  logger,
  rateLimiter = createMemoryRateLimiter(),
  rateLimits = DEFAULT_RATE_LIMITS,
}: AppDependencies) {
  const app = Fastify({
    logger: logger ?? {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization'],
    },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 64 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const stores = createStoreService(db);
  const catalog = createCatalogService(db);
  const users = createUserService({
    db,
    hasher: createPasswordHasher({ ...OWASP_SCRYPT, log2N: config.PASSWORD_SCRYPT_LOG2_N }),
    throttle: createSignInThrottle(rateLimiter, rateLimits),
  });
  const orders = createOrderService({ db, limiter: rateLimiter, rateLimits });
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
            }
          : null,
      sandboxEnabled: config.NODE_ENV !== 'production',
      webOrigins: config.WEB_ORIGINS,
      defaultWebOrigin: (config.WEB_PUBLIC_URL ?? config.WEB_ORIGINS[0] ?? '').replace(/\/+$/, ''),
    },
  });

  await app.register(errorsPlugin);
  await app.register(formbody);
  await app.register(securityPlugin, { webOrigins: config.WEB_ORIGINS });
  await app.register(openapiPlugin);
  await app.register(storeResolutionPlugin, { stores });
  await app.register(authPlugin, { users });
  await app.register(microcachePlugin, { ttlMs: config.CATALOG_CACHE_TTL_MS ?? 0 });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db });
      await api.register(storeRoutes);
      await api.register(catalogRoutes, { catalog });
      await api.register(userRoutes, { users });
      await api.register(orderRoutes, { orders });
      await api.register(paymentRoutes, {
        payments,
        publicBaseUrl: config.API_PUBLIC_URL?.replace(/\/+$/, ''),
        apiPath: API_PREFIX,
      });
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: API_PREFIX },
  );

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
