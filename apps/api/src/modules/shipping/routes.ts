import {
  adminShipmentSchema,
  carrierSchema,
  courierOptionSchema,
  courierQuerySchema,
  errorSchema,
  fulfilmentDocumentsSchema,
  labelQuerySchema,
  orderLookupParamsSchema,
  pickupRequestedSchema,
  shipmentCreatedSchema,
  shipmentCreateSchema,
  shipmentSelectionSchema,
  text,
} from '@storefront/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInStaff } from '../../plugins/admin-auth';
import {
  SHIPROCKET_SANDBOX_PATH,
  ShiprocketSandboxError,
  type ShiprocketSandbox,
} from './carriers/shiprocket-sandbox/sandbox';
import type { ShippingService } from './service';

const EVERY_ROLE = ['owner', 'manager', 'fulfilment'] as const;
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema } as const;
const pdf = text().meta({ format: 'binary', description: 'The label as a PDF' });
const shipmentParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

/** The back office's: carriers, booking a parcel, its label. */
export const adminShipmentRoutes: FastifyPluginAsyncZod<{ shipping: ShippingService }> = async (
  app,
  { shipping },
) => {
  await app.register(fulfilmentRoutes, { shipping });

  app.get(
    '/carriers',
    {
      config: { admin: { access: EVERY_ROLE } },
      schema: {
        summary: 'The carriers parcels can be booked with (manual; Shiprocket or its sandbox)',
        tags: ['admin'],
        response: { 200: z.array(carrierSchema), ...errors },
      },
    },
    async () => shipping.list(),
  );

  app.get(
    '/orders/:id/couriers',
    {
      config: { admin: { access: EVERY_ROLE } },
      schema: {
        summary:
          'The carrier’s couriers for the parcel of what is left of the order to ship: rate, estimated days, cash on delivery, the cheapest and the fastest marked (409 unless the order is being packed)',
        tags: ['admin'],
        params: orderLookupParamsSchema,
        querystring: courierQuerySchema,
        response: {
          200: z.array(courierOptionSchema),
          ...errors,
          404: errorSchema,
          409: errorSchema,
          422: errorSchema,
          502: errorSchema,
        },
      },
    },
    async (request) =>
      shipping.couriers(request.store.id, request.params.id, request.query.carrier),
  );

  app.post(
    '/orders/:id/shipments',
    {
      config: { admin: { access: EVERY_ROLE } },
      schema: {
        summary:
          'Book a parcel of the order’s lines (all not yet sent by default); the order is Shipped once every line has left (422 above what is left)',
        tags: ['admin'],
        params: orderLookupParamsSchema,
        body: shipmentCreateSchema,
        response: {
          201: shipmentCreatedSchema,
          ...errors,
          404: errorSchema,
          409: errorSchema,
          422: errorSchema,
          502: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const who = signedInStaff(request);
      const created = await shipping.book(
        request.store.id,
        { staffId: who.id, email: who.email, role: who.role },
        request.params.id,
        request.body,
      );
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/shipments/:id/cancel',
    {
      config: { admin: { access: EVERY_ROLE } },
      schema: {
        summary:
          'Call a parcel off before the courier has it: at the carrier first (502 if it fails, nothing changed), then here; its lines may be booked again (409 once picked up, or when its order has shipped)',
        tags: ['admin'],
        params: shipmentParams,
        response: {
          200: adminShipmentSchema,
          ...errors,
          404: errorSchema,
          409: errorSchema,
          502: errorSchema,
        },
      },
    },
    async (request) => {
      const who = signedInStaff(request);
      return shipping.cancel(
        request.store.id,
        { staffId: who.id, email: who.email, role: who.role },
        request.params.id,
      );
    },
  );

  app.post(
    '/shipments/pickup',
    {
      config: { admin: { access: EVERY_ROLE } },
      schema: {
        summary:
          'Ask the carrier’s courier to collect booked parcels of one carrier (422 for parcels booked by hand: nothing to ask)',
        tags: ['admin'],
        body: shipmentSelectionSchema,
        response: {
          200: pickupRequestedSchema,
          ...errors,
          404: errorSchema,
          409: errorSchema,
          422: errorSchema,
          502: errorSchema,
        },
      },
    },
    async (request) => {
      const who = signedInStaff(request);
      return shipping.requestPickup(
        request.store.id,
        { staffId: who.id, email: who.email, role: who.role },
        request.body.shipmentIds,
      );
    },
  );

  app.post(
    '/shipments/manifest',
    {
      config: { admin: { access: EVERY_ROLE } },
      schema: {
        summary:
          'The manifest (the courier’s hand-over sheet) of booked parcels of one carrier, as a PDF: the carrier’s, else ours',
        tags: ['admin'],
        body: shipmentSelectionSchema,
        produces: ['application/pdf'],
        response: {
          200: pdf,
          ...errors,
          404: errorSchema,
          409: errorSchema,
          422: errorSchema,
          502: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const document = await shipping.manifest(request.store.id, request.body.shipmentIds);
      return reply
        .type('application/pdf')
        .header('content-disposition', 'inline; filename="manifest.pdf"')
        .header('cache-control', 'private, no-store')
        .send(document as unknown as string);
    },
  );

  app.get(
    '/shipments/:id/label',
    {
      config: { admin: { access: EVERY_ROLE } },
      schema: {
        summary: 'A parcel’s label as a PDF: the carrier’s, else ours (A4 or 4×6 inch thermal)',
        tags: ['admin'],
        params: shipmentParams,
        querystring: labelQuerySchema,
        produces: ['application/pdf'],
        response: { 200: pdf, ...errors, 404: errorSchema, 502: errorSchema },
      },
    },
    async (request, reply) => {
      const label = await shipping.label(request.store.id, request.params.id, request.query.format);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="label-${request.params.id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(label as unknown as string);
    },
  );
};

const fulfilmentRoutes: FastifyPluginAsyncZod<{ shipping: ShippingService }> = async (
  app,
  { shipping },
) => {
  app.post(
    '/fulfilment/documents',
    {
      config: { admin: { access: EVERY_ROLE } },
      schema: {
        summary:
          'The packing table’s PDF for the chosen orders: the pick list (summed by SKU), packing slips, or labels',
        tags: ['admin'],
        body: fulfilmentDocumentsSchema,
        produces: ['application/pdf'],
        response: { 200: pdf, ...errors, 404: errorSchema, 422: errorSchema },
      },
    },
    async (request, reply) => {
      const document = await shipping.documents(request.store.id, request.body);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${request.body.kind}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(document as unknown as string);
    },
  );
};

/** Shiprocket's tracking webhook, and (outside production) the offline Shiprocket. */
export const shippingRoutes: FastifyPluginAsync<{
  shipping: ShippingService;
  sandbox: ShiprocketSandbox | null;
}> = async (app, { shipping, sandbox }) => {
  await app.register(async (webhooks) => {
    webhooks.removeAllContentTypeParsers();
    webhooks.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    webhooks.withTypeProvider<ZodTypeProvider>().post(
      '/shipping/shiprocket/webhook',
      {
        schema: {
          summary:
            'Shiprocket’s tracking webhook: the token in x-api-key (401 otherwise); a scan of a known AWB moves its parcel and order, once',
          tags: ['shipping'],
          consumes: ['application/json'],
          response: {
            200: z.object({ status: z.enum(['applied', 'duplicate', 'ignored']) }),
            401: errorSchema,
          },
        },
      },
      async (request) => ({
        status: await shipping.receiveNotice('shiprocket', {
          headers: request.headers as Record<string, string | undefined>,
          rawBody: typeof request.body === 'string' ? request.body : '',
        }),
      }),
    );
  });

  if (!sandbox) return;
  await app.register(
    async (scope) => {
      scope.setErrorHandler((error, _request, reply) => {
        if (error instanceof ShiprocketSandboxError) {
          return reply
            .status(error.status)
            .send({ message: error.message, status_code: error.status });
        }
        const status = (error as { statusCode?: number }).statusCode ?? 500;
        return reply
          .status(status)
          .send({ message: (error as Error).message, status_code: status });
      });
      const authenticated = async (request: FastifyRequest) =>
        sandbox.authenticate(request.headers.authorization);
      const hide = { hide: true, tags: ['shipping'] };
      scope.post('/auth/login', { schema: hide }, async (request) => sandbox.login(request.body));
      scope.post(
        '/orders/create/adhoc',
        { onRequest: authenticated, schema: hide },
        async (request) => sandbox.createOrder(request.body),
      );
      scope.get(
        '/courier/serviceability/',
        { onRequest: authenticated, schema: hide },
        async (request) => sandbox.serviceability(request.query as Record<string, string>),
      );
      scope.post(
        '/courier/assign/awb',
        { onRequest: authenticated, schema: hide },
        async (request) => sandbox.assignAwb(request.body),
      );
      scope.post(
        '/courier/generate/label',
        { onRequest: authenticated, schema: hide },
        async (request) => sandbox.generateLabel(request.body),
      );
      scope.post(
        '/manifests/generate',
        { onRequest: authenticated, schema: hide },
        async (request) => sandbox.manifest(request.body),
      );
      scope.post(
        '/courier/generate/pickup',
        { onRequest: authenticated, schema: hide },
        async (request) => sandbox.pickup(request.body),
      );
      scope.post('/orders/cancel', { onRequest: authenticated, schema: hide }, async (request) =>
        sandbox.cancel(request.body),
      );
      scope.get<{ Params: { awb: string } }>(
        '/courier/track/awb/:awb',
        { onRequest: authenticated, schema: hide },
        async (request) => sandbox.track(request.params.awb),
      );
      // Shiprocket's label URLs are public (an S3 link): so is the sandbox's.
      scope.get<{ Params: { id: string } }>(
        '/labels/:id.pdf',
        { schema: hide },
        async (request, reply: FastifyReply) =>
          reply.type('application/pdf').send(await sandbox.labelPdf(Number(request.params.id))),
      );
      scope.get<{ Params: { id: string } }>(
        '/manifests/:id.pdf',
        { schema: hide },
        async (request, reply: FastifyReply) =>
          reply.type('application/pdf').send(await sandbox.manifestPdf(Number(request.params.id))),
      );
    },
    { prefix: SHIPROCKET_SANDBOX_PATH },
  );
};
