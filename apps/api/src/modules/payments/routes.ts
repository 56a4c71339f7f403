import {
  errorSchema,
  formPostSchema,
  paymentFieldsQuerySchema,
  paymentFieldsResponseSchema,
  paymentRequestSchema,
  paymentResponseSchema,
  text,
} from '@storefront/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { RAZORPAY_SANDBOX_PATH, SandboxApiError } from './gateways/razorpay-sandbox/sandbox';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
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
        summary:
          'The payment form: one field definition per input, for the methods on offer; with orderId, what the order costs by each',
        tags: ['payments'],
        security: [{ bearerAuth: [] }],
        querystring: paymentFieldsQuerySchema,
        response: { 200: paymentFieldsResponseSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) =>
      payments.paymentForm(request.store, signedInUser(request), request.query.orderId),
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
          422: errorSchema,
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

  // Razorpay signs the exact bytes it sends: this route reads its JSON body as text, verifies it,
  // and keeps it as received.
  await app.register(async (webhooks) => {
    webhooks.removeAllContentTypeParsers();
    webhooks.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    webhooks.post(
      '/payments/razorpay/webhook',
      {
        schema: {
          summary:
            'Razorpay’s webhook (payment.captured, payment.failed, order.paid, refund.*): verified by X-Razorpay-Signature over the raw body, kept once per X-Razorpay-Event-Id',
          tags: ['payments'],
          consumes: ['application/json'],
          response: {
            200: z.object({ status: z.enum(['stored', 'duplicate']) }),
            400: errorSchema,
          },
        },
      },
      async (request) => ({
        status: await payments.receiveWebhook(
          request.store,
          typeof request.body === 'string' ? request.body : '',
          request.headers,
        ),
      }),
    );
  });

  const sandbox = payments.razorpaySandbox;
  if (!sandbox) return;
  // The offline Razorpay sandbox (never in production): Razorpay's REST shapes and errors.
  await app.register(
    async (scope) => {
      const api = scope.withTypeProvider<ZodTypeProvider>();
      api.setErrorHandler((error, _request, reply) => {
        if (error instanceof SandboxApiError) {
          return reply
            .status(error.status)
            .send({ error: { code: error.code, description: error.description } });
        }
        const status = (error as { statusCode?: number }).statusCode ?? 500;
        return reply.status(status).send({
          error: {
            code: status < 500 ? 'BAD_REQUEST_ERROR' : 'SERVER_ERROR',
            description: (error as Error).message,
          },
        });
      });
      const authenticated = async (request: FastifyRequest) =>
        sandbox.authenticate(request.headers.authorization);
      const id = z.object({ id: text().max(40) });
      const hide = { hide: true, tags: ['payments'] };
      api.post('/orders', { onRequest: authenticated, schema: hide }, async (request) =>
        sandbox.createOrder(request.body),
      );
      api.get(
        '/orders/:id/payments',
        { onRequest: authenticated, schema: { ...hide, params: id } },
        async (request) => sandbox.orderPayments(request.params.id),
      );
      api.get(
        '/payments/:id',
        { onRequest: authenticated, schema: { ...hide, params: id } },
        async (request) => sandbox.payment(request.params.id),
      );
      api.post(
        '/payments/:id/refund',
        { onRequest: authenticated, schema: { ...hide, params: id } },
        async (request) => {
          const key = request.headers['x-refund-idempotency'];
          return sandbox.refund(
            request.params.id,
            request.body,
            typeof key === 'string' ? key : undefined,
          );
        },
      );
    },
    { prefix: RAZORPAY_SANDBOX_PATH },
  );
  // Its checkout pages are pages of this API, not of Razorpay's: their errors are this API's.
  await app.register(
    async (scope) => {
      const api = scope.withTypeProvider<ZodTypeProvider>();
      api.setErrorHandler((error, _request, reply) => {
        if (!(error instanceof SandboxApiError)) throw error;
        return reply.status(error.status).send({ error: error.description });
      });
      api.post(
        '/checkout/embedded',
        {
          schema: {
            summary: 'The Razorpay sandbox’s hosted checkout page (never in production)',
            tags: ['payments'],
            consumes: FORM_POST,
            body: formPostSchema,
          },
        },
        async (request, reply) =>
          sendPage(reply, await sandbox.checkoutPage(request.body, apiBase(request))),
      );
      api.post(
        '/checkout/embedded/choose',
        {
          schema: {
            summary: 'The Razorpay sandbox checkout’s pay / fail / pay-later choice',
            tags: ['payments'],
            consumes: FORM_POST,
            body: formPostSchema,
          },
        },
        async (request, reply) =>
          sendPage(reply, await sandbox.choose(request.body, apiBase(request))),
      );
    },
    { prefix: RAZORPAY_SANDBOX_PATH },
  );
};
