import {
  errorSchema,
  jobIdParamsSchema,
  jobListQuerySchema,
  jobListSchema,
  jobSchema,
  text,
} from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInStaff } from '../plugins/admin-auth';
import type { JobService } from './service';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** The back office follows its jobs here: progress, the result, and a made file. */
export const adminJobRoutes: FastifyPluginAsyncZod<{ jobs: JobService }> = async (
  app,
  { jobs },
) => {
  app.get(
    '/jobs',
    {
      config: { admin: { access: 'staff' } },
      schema: {
        summary: 'The store’s latest jobs (of a kind), newest first: those this role may follow',
        tags: ['admin'],
        querystring: jobListQuerySchema,
        response: { 200: jobListSchema, ...errors },
      },
    },
    async (request) => {
      const who = signedInStaff(request);
      return { data: await jobs.list(request.store.id, who.role, request.query.kind) };
    },
  );

  app.get(
    '/jobs/:id',
    {
      config: { admin: { access: 'staff' } },
      schema: {
        summary: 'A job: its status and progress, and its result once done',
        tags: ['admin'],
        params: jobIdParamsSchema,
        response: { 200: jobSchema, ...errors },
      },
    },
    async (request, reply) => {
      const job = await jobs.get(request.store.id, signedInStaff(request).role, request.params.id);
      // A job's state changes under the back office's eyes: never from a cache.
      return reply.header('cache-control', 'no-store').send(job);
    },
  );

  app.get(
    '/jobs/:id/download',
    {
      config: { admin: { access: 'staff' } },
      schema: {
        summary: 'The file a finished job made (an export)',
        tags: ['admin'],
        params: jobIdParamsSchema,
        produces: ['text/csv'],
        response: { 200: text(), ...errors },
      },
    },
    async (request, reply) => {
      const { file, filename } = await jobs.download(
        request.store.id,
        signedInStaff(request).role,
        request.params.id,
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );
};
