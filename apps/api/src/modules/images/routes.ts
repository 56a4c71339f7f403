import {
  errorSchema,
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  text,
  uploadedImageSchema,
} from '@storefront/contract';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInStaff } from '../../plugins/admin-auth';
import { NotFoundError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../../lib/errors';
import { imageMessages, type ImageService } from './service';

// Browsers send a file's type from its name; octet-stream when they know none. The bytes decide.
const UPLOAD_TYPES = [...IMAGE_TYPES, 'application/octet-stream'];

/** POST /admin/images: the body is the image itself, as the back office's file input read it. */
export const adminImageRoutes: FastifyPluginAsyncZod<{ images: ImageService }> = async (
  app,
  { images },
) => {
  // In this scope only: no JSON, form or text parser, so any other type is refused unread.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(UPLOAD_TYPES, { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  // Fastify's own wording for these two names no rule; everything else goes on to errorsPlugin.
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      throw new PayloadTooLargeError(imageMessages.tooLarge);
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      throw new UnsupportedMediaTypeError(imageMessages.notAnImage);
    }
    throw error;
  });

  app.post(
    '/images',
    {
      bodyLimit: IMAGE_MAX_BYTES,
      config: { admin: { access: ['owner', 'manager'] } },
      schema: {
        summary: 'Upload a product image (JPEG, PNG or WebP, the file as the body); stored as WebP',
        tags: ['admin'],
        consumes: UPLOAD_TYPES,
        response: {
          201: uploadedImageSchema,
          401: errorSchema,
          403: errorSchema,
          413: errorSchema,
          415: errorSchema,
          422: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const who = signedInStaff(request);
      // No body at all (and so no type) never reaches a parser.
      if (!Buffer.isBuffer(request.body)) {
        throw new UnsupportedMediaTypeError(imageMessages.notAnImage);
      }
      const uploaded = await images.upload(
        request.store.id,
        { staffId: who.id, email: who.email },
        request.body,
      );
      return reply.status(201).send(uploaded);
    },
  );
};

const imageParamsSchema = z.object({ key: text().max(64), file: text().max(16) });

// Each address names one rendition of one upload, never rewritten: caches may keep it for good.
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Whether If-None-Match names this ETag (or is `*`); weak and strong compare alike on GET. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * GET /images/{key}/{width}.webp: the stored renditions, for the storefront's srcset. No
 * response schema: the answer is the file (errors are `{ error }` as everywhere).
 */
export const publicImageRoutes: FastifyPluginAsyncZod<{ images: ImageService }> = async (
  app,
  { images },
) => {
  app.get(
    '/images/:key/:file',
    {
      schema: {
        summary: 'An uploaded image at one of the stored widths (<width>.webp), as WebP',
        tags: ['images'],
        params: imageParamsSchema,
      },
    },
    async (request, reply) => {
      const image = await images.read(request.params.key, request.params.file);
      if (!image) throw new NotFoundError('Image not found');
      void reply.header('cache-control', IMMUTABLE).header('etag', image.etag);
      if (matches(request.headers['if-none-match'], image.etag)) return reply.status(304).send();
      return reply.type('image/webp').header('x-content-type-options', 'nosniff').send(image.bytes);
    },
  );
};
