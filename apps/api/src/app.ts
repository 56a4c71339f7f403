import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { DEFAULT_RATE_LIMITS, type RateLimitPolicy } from './lib/rate-limit-policy';
import { createMemoryRateLimiter, type RateLimiter } from './lib/rate-limiter';
import { catalogRoutes } from './modules/catalog/routes';
import { createCatalogService } from './modules/catalog/service';
import { healthRoutes } from './modules/health/routes';
import { orderRoutes } from './modules/orders/routes';
import { createOrderService } from './modules/orders/service';
import { storeRoutes } from './modules/store/routes';
import { createStoreService } from './modules/store/service';
import { createPasswordHasher, OWASP_SCRYPT } from './modules/users/passwords';
import { userRoutes } from './modules/users/routes';
import { createUserService } from './modules/users/service';
import { createSignInThrottle } from './modules/users/sign-in-throttle';
import { authPlugin } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
import { openapiPlugin } from './plugins/openapi';
import { securityPlugin } from './plugins/security';
import { storeResolutionPlugin } from './plugins/store-resolution';

export const API_PREFIX = '/api/v1';

export interface AppDependencies {
  db: Database;
  config: Pick<Config, 'WEB_ORIGINS' | 'TRUST_PROXY' | 'LOG_LEVEL' | 'PASSWORD_SCRYPT_LOG2_N'>;
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

  await app.register(errorsPlugin);
  await app.register(securityPlugin, { webOrigins: config.WEB_ORIGINS });
  await app.register(openapiPlugin);
  await app.register(storeResolutionPlugin, { stores });
  await app.register(authPlugin, { users });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db });
      await api.register(storeRoutes);
      await api.register(catalogRoutes, { catalog });
      await api.register(userRoutes, { users });
      await api.register(orderRoutes, { orders });
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: API_PREFIX },
  );

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
