import {
  deliveryEstimateQuerySchema,
  deliveryEstimateSchema,
  errorSchema,
  shippingSettingsSchema,
} from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInStaff } from '../../plugins/admin-auth';
import type { StoreService } from '../store';
import type { DeliveryService } from './service';
import { shippingSettingsOf, toShippingSettings } from './settings';

/** How long a delivery estimate may be reused: a change of zones shows within a minute. */
export const ESTIMATE_MAX_AGE_SECONDS = 60;

export const deliveryRoutes: FastifyPluginAsyncZod<{ delivery: DeliveryService }> = async (
  app,
  { delivery },
) => {
  app.get(
    '/delivery-estimate',
    {
      schema: {
        summary:
          'Whether the store delivers to a PIN code, by when, with cash on delivery or not, and the shipping of a product there',
        tags: ['orders'],
        querystring: deliveryEstimateQuerySchema,
        response: {
          200: deliveryEstimateSchema,
          400: errorSchema,
          404: errorSchema,
          422: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const estimate = await delivery.estimate(request.store, request.query);
      void reply.header('cache-control', `public, max-age=${ESTIMATE_MAX_AGE_SECONDS}`);
      return estimate;
    },
  );
};

const SHIPPING_ROLES = ['owner', 'manager'] as const;
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema } as const;

export const adminShippingRoutes: FastifyPluginAsyncZod<{
  delivery: DeliveryService;
  stores: StoreService;
}> = async (app, { delivery, stores }) => {
  app.get(
    '/shipping',
    {
      config: { admin: { access: SHIPPING_ROLES } },
      schema: {
        summary: 'The store’s delivery zones, rates, dispatch days and pickup PIN code',
        tags: ['admin'],
        response: { 200: shippingSettingsSchema, ...errors },
      },
    },
    // Read afresh, not from the store cache: the form must show what was last saved.
    async (request) => toShippingSettings(shippingSettingsOf(await stores.byId(request.store.id))),
  );

  app.put(
    '/shipping',
    {
      config: { admin: { access: SHIPPING_ROLES } },
      schema: {
        summary: 'Save the delivery zones, rates, dispatch days and pickup PIN code',
        tags: ['admin'],
        body: shippingSettingsSchema,
        response: { 200: shippingSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const who = signedInStaff(request);
      const saved = await delivery.save(
        request.store,
        { staffId: who.id, email: who.email },
        request.body,
      );
      stores.forget();
      return saved;
    },
  );
};
