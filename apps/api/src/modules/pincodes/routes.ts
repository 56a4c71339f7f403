import { errorSchema, pincodeParamsSchema, pincodeSchema } from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFoundError } from '../../lib/errors';
import { findPin } from './directory';

export const pincodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pincodes/:pin',
    {
      schema: {
        summary:
          'Where a PIN code lies, from India Post’s directory: its district and state (the checkout fills city and state from it)',
        tags: ['orders'],
        params: pincodeParamsSchema,
        response: { 200: pincodeSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const { pin } = request.params;
      const place = findPin(pin);
      if (!place) throw new NotFoundError(`PIN code ${pin} is not in India Post’s directory`);
      // The directory changes only with a new release of the API.
      void reply.header('cache-control', 'public, max-age=86400');
      return { pin, district: place.district, state: place.state.name };
    },
  );
};
