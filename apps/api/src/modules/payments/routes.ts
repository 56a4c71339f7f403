import {
  errorSchema,
  formPostSchema,
  paymentFieldsResponseSchema,
  paymentRequestSchema,
  paymentResponseSchema,
} from '@storefront/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/auth';
import type { HtmlPage } from './pages';
import type { PaymentService, RequestContext } from './service';

/** What browsers and gateways post to these pages; the OpenAPI document says so. */
const FORM_POST = ['application/x-www-form-urlencoded'];

export const paymentRoutes: FastifyPluginAsyncZod<{
  payments: PaymentService;
  /** The API's public base URL; derived from each request when not configured. */
  publicBaseUrl?: string;
  /** The path the API is mounted at (Fastify reserves the option name "prefix"). */
  apiPath: string;
}> = async (app, { payments, publicBaseUrl, apiPath }) => {
  const apiBase = (request: FastifyRequest) =>
    publicBaseUrl ?? `${request.protocol}://${request.host}${apiPath}`;
  const context = (request: FastifyRequest): RequestContext => ({
    apiBase: apiBase(request),
    userAgent: request.headers['user-agent'],
    origin: request.headers.origin,
  });
  const sendPage = (reply: FastifyReply, page: HtmlPage) =>
    reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', page.contentSecurityPolicy)
      .header('cache-control', 'no-store')
      .send(page.html);

  app.get(
    '/payments/fields',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'The payment form: one field definition per input, for the methods on offer',
        tags: ['payments'],
        security: [{ bearerAuth: [] }],
        response: { 200: paymentFieldsResponseSchema, 401: errorSchema },
      },
    },
    async (request) => ({ fields: payments.fieldsFor(request.store, signedInUser(request)) }),
  );

  app.post(
    '/payments',
    {
      onRequest: app.authenticate,
      schema: {
        summary:
          'Pay a Pending order of the caller; answers the next step (QR, link, gateway form)',
        tags: ['payments'],
        security: [{ bearerAuth: [] }],
        body: paymentRequestSchema,
        response: {
          200: paymentResponseSchema,
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) =>
      payments.pay(request.store, signedInUser(request), request.body, context(request)),
  );

  app.post(
    '/payments/redirect',
    {
      schema: {
        summary: 'Re-posts a payment form to an allow-listed gateway (form-encoded; answers HTML)',
        tags: ['payments'],
        consumes: FORM_POST,
        body: formPostSchema,
      },
    },
    async (request, reply) =>
      sendPage(reply, payments.redirectPage(request.body, apiBase(request))),
  );

  app.post(
    '/payments/callback',
    {
      schema: {
        summary: 'The gateway’s signed answer (form-encoded); redirects the browser to the shop',
        tags: ['payments'],
        consumes: FORM_POST,
        body: formPostSchema,
      },
    },
    async (request, reply) => reply.redirect(await payments.handleCallback(request.body), 303),
  );

  app.post(
    '/payments/sandbox/pay',
    {
      schema: {
        summary: 'The sandbox gateway’s payment page (never in production)',
        tags: ['payments'],
        consumes: FORM_POST,
        body: formPostSchema,
      },
    },
    async (request, reply) =>
      sendPage(reply, await payments.sandboxPage(request.body, apiBase(request))),
  );
};
