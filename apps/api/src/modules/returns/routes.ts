import {
  errorSchema,
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  orderCancelRequestSchema,
  orderLookupParamsSchema,
  orderReturnParamsSchema,
  orderSchema,
  RETURN_PHOTOS_MAX,
  returnCreatedSchema,
  returnPhotosSchema,
  returnRequestSchema,
} from '@storefront/contract';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { PayloadTooLargeError, UnsupportedMediaTypeError } from '../../lib/errors';
import { signedInUser } from '../../plugins/auth';
import type { ImageService } from '../images';
import type { OrderService } from '../orders';
import type { ReturnService } from './service';

const UPLOAD_TYPES = [...IMAGE_TYPES, 'application/octet-stream'];
const NOT_AN_IMAGE = 'The file is not a JPEG, PNG or WebP image';

/** The shopper's own order: cancel it before it ships, ask to return or exchange delivered lines. */
export const returnRoutes: FastifyPluginAsyncZod<{
  returns: ReturnService;
  orders: OrderService;
  images: ImageService;
}> = async (app, { returns, orders, images }) => {
  app.post(
    '/orders/:id/cancel',
    {
      onRequest: app.authenticate,
      schema: {
        summary:
          'Cancel the signed-in shopper’s own order before it ships: a paid order is refunded, its stock goes back (409 once shipped)',
        tags: ['orders'],
        security: [{ bearerAuth: [] }],
        params: orderLookupParamsSchema,
        body: orderCancelRequestSchema,
        response: {
          200: orderSchema,
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      await returns.cancelOwn(request.store.id, user.id, request.params.id, request.body?.reason);
      return orders.findOwn(request.store, user.id, request.params.id);
    },
  );

  app.post(
    '/orders/:id/returns',
    {
      onRequest: app.authenticate,
      schema: {
        summary:
          'Ask to return or exchange some lines of the shopper’s own delivered order, within the store’s return window (422 otherwise)',
        tags: ['orders'],
        security: [{ bearerAuth: [] }],
        params: orderLookupParamsSchema,
        body: returnRequestSchema,
        response: {
          201: returnCreatedSchema,
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
          422: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const made = await returns.request(
        request.store.id,
        signedInUser(request).id,
        request.params.id,
        request.body,
      );
      return reply.status(201).send(made);
    },
  );

  // The photo is the body itself, as the back office's image upload takes it.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(UPLOAD_TYPES, { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.setErrorHandler((error: FastifyError) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        throw new PayloadTooLargeError(`The image must be at most ${IMAGE_MAX_BYTES / 2 ** 20} MB`);
      }
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        throw new UnsupportedMediaTypeError(NOT_AN_IMAGE);
      }
      throw error;
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/orders/:id/returns/:returnId/photos',
      {
        onRequest: app.authenticate,
        bodyLimit: IMAGE_MAX_BYTES,
        schema: {
          summary: `Attach a photo (JPEG, PNG or WebP, the file as the body) to the shopper’s own return, up to ${RETURN_PHOTOS_MAX}`,
          tags: ['orders'],
          security: [{ bearerAuth: [] }],
          consumes: UPLOAD_TYPES,
          params: orderReturnParamsSchema,
          response: {
            201: returnPhotosSchema,
            401: errorSchema,
            404: errorSchema,
            413: errorSchema,
            415: errorSchema,
            422: errorSchema,
          },
        },
      },
      async (request, reply) => {
        if (!Buffer.isBuffer(request.body)) throw new UnsupportedMediaTypeError(NOT_AN_IMAGE);
        const photos = await returns.addPhoto(
          request.store.id,
          signedInUser(request).id,
          request.params.id,
          request.params.returnId,
          RETURN_PHOTOS_MAX,
          async (bytes) => (await images.upload(request.store.id, null, bytes)).url,
          request.body,
        );
        return reply.status(201).send({ photos });
      },
    );
  });
};
