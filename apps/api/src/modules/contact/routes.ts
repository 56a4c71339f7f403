import { contactReceivedSchema, contactRequestSchema, errorSchema } from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientAddress, type ProxyTrust } from '../../lib/client-address';
import type { ContactService } from './service';

/** The storefront's contact form: every message is kept for the shop and mailed to its staff. */
export const contactRoutes: FastifyPluginAsyncZod<{
  contact: ContactService;
  /** TRUST_PROXY: whose X-Forwarded-For names the person (lib/client-address.ts). */
  trustProxy: ProxyTrust;
}> = async (app, { contact, trustProxy }) => {
  app.post(
    '/contact',
    {
      schema: {
        summary:
          'Send the shop a message: kept for its staff (back office, Messages) and e-mailed to them',
        tags: ['contact'],
        body: contactRequestSchema,
        response: { 201: contactReceivedSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      await contact.send(request.store.id, request.body, clientAddress(request, trustProxy));
      return reply.status(201).send({ received: true });
    },
  );
};
