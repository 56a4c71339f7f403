import {
  errorSchema,
  newsletterRequestSchema,
  newsletterSubscribedSchema,
  newsletterTokenParamsSchema,
  newsletterUnsubscribedSchema,
} from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientAddress, type ProxyTrust } from '../../lib/client-address';
import type { NewsletterService } from './service';

/** The storefront's newsletter sign-up and the unsubscribe link of its e-mails. */
export const newsletterRoutes: FastifyPluginAsyncZod<{
  newsletter: NewsletterService;
  /** TRUST_PROXY: whose X-Forwarded-For names the person (lib/client-address.ts). */
  trustProxy: ProxyTrust;
}> = async (app, { newsletter, trustProxy }) => {
  app.post(
    '/newsletter',
    {
      schema: {
        summary:
          'Subscribe to the newsletter: the address is kept with the consent it was given, and mailed a confirmation with a one-click unsubscribe link',
        tags: ['newsletter'],
        body: newsletterRequestSchema,
        response: { 201: newsletterSubscribedSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      await newsletter.subscribe(
        request.store.id,
        request.body.email,
        clientAddress(request, trustProxy),
      );
      return reply.status(201).send({ subscribed: true });
    },
  );

  app.post(
    '/newsletter/unsubscribe/:token',
    {
      schema: {
        summary:
          'Unsubscribe with the token of the e-mails’ link: no sign-in; also the one-click POST of their List-Unsubscribe header (RFC 8058), whatever its body',
        tags: ['newsletter'],
        params: newsletterTokenParamsSchema,
        response: { 200: newsletterUnsubscribedSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return newsletter.unsubscribe(request.params.token);
    },
  );
};
