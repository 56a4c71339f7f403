import {
  adminProductListQuerySchema,
  jobSchema,
  adminProductListSchema,
  adminProductSchema,
  errorSchema,
  IMPORT_MAX_BYTES,
  lowStockListSchema,
  lowStockQuerySchema,
  productBulkEditSchema,
  productBulkResultSchema,
  productCreateSchema,
  productIdParamsSchema,
  productImportQuerySchema,
  productUpdateSchema,
  text,
  variantsReplaceSchema,
} from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type CatalogueImportInput, type JobRunner, toJob } from '../../jobs';
import { signedInStaff } from '../../plugins/admin-auth';
import type { AdminProductService } from './service';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };
const catalogueStaff = { admin: { access: ['owner', 'manager'] as const } };

/**
 * The catalogue for owners and managers (fulfilment staff cannot change it): products, their
 * variants and stock, bulk edits, the low-stock list, and the catalogue as CSV.
 */
export const adminProductRoutes: FastifyPluginAsyncZod<{
  products: AdminProductService;
  jobs: Pick<JobRunner, 'enqueue' | 'kick'>;
}> = async (app, { products, jobs }) => {
  const actorOf = (request: Parameters<typeof signedInStaff>[0]) => {
    const who = signedInStaff(request);
    return { staffId: who.id, email: who.email };
  };

  // A catalogue file is read as text; its size is bounded here, its rows by the importer.
  app.addContentTypeParser(
    ['text/csv', 'text/plain'],
    { parseAs: 'string', bodyLimit: IMPORT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/products',
    {
      config: catalogueStaff,
      schema: {
        summary: 'Products, most recently changed first, with search and filters',
        tags: ['admin'],
        querystring: adminProductListQuerySchema,
        response: { 200: adminProductListSchema, ...errors },
      },
    },
    async (request) => products.list(request.store.id, request.query),
  );

  app.get(
    '/products/low-stock',
    {
      config: catalogueStaff,
      schema: {
        summary: 'Tracked variants at or under their low-stock threshold, fewest left first',
        tags: ['admin'],
        querystring: lowStockQuerySchema,
        response: { 200: lowStockListSchema, ...errors },
      },
    },
    async (request) => products.lowStock(request.store.id, request.query),
  );

  app.get(
    '/products/export',
    {
      config: catalogueStaff,
      schema: {
        summary: 'The whole catalogue as CSV: one row per variant, with stock',
        tags: ['admin'],
        produces: ['text/csv'],
        response: { 200: text(), ...errors },
      },
    },
    async (request, reply) => {
      const csv = await products.exportCsv(request.store.id);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="catalogue-${day}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  app.post(
    '/products/import',
    {
      config: catalogueStaff,
      bodyLimit: IMPORT_MAX_BYTES,
      schema: {
        summary:
          'Check (dryRun) or import a catalogue CSV, as a job: 202 with the job to follow at /admin/jobs/{id}',
        tags: ['admin'],
        consumes: ['text/csv'],
        querystring: productImportQuerySchema,
        body: text({ error: 'The body must be a CSV file (Content-Type: text/csv)' }),
        response: { 202: jobSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const input: CatalogueImportInput = { dryRun: request.query.dryRun, actor };
      const row = await jobs.enqueue({
        storeId: request.store.id,
        kind: 'catalogue-import',
        input,
        inputFile: request.body,
        createdBy: actor.staffId,
      });
      jobs.kick();
      return reply
        .status(202)
        .header('location', `${request.url.split('/products/import')[0]}/jobs/${row.id}`)
        .send(toJob(row));
    },
  );

  app.post(
    '/products/bulk',
    {
      config: catalogueStaff,
      schema: {
        summary: 'The same price or stock change to each selected product',
        tags: ['admin'],
        body: productBulkEditSchema,
        response: { 200: productBulkResultSchema, ...errors },
      },
    },
    async (request) => products.bulkEdit(request.store.id, actorOf(request), request.body),
  );

  app.post(
    '/products',
    {
      config: catalogueStaff,
      schema: {
        summary: 'Create a product with its variants and stock',
        tags: ['admin'],
        body: productCreateSchema,
        response: { 201: adminProductSchema, ...errors, 409: errorSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await products.create(request.store.id, actorOf(request), request.body)),
  );

  app.get(
    '/products/:id',
    {
      config: catalogueStaff,
      schema: {
        summary: 'A product with its variants and stock',
        tags: ['admin'],
        params: productIdParamsSchema,
        response: { 200: adminProductSchema, ...errors, 404: errorSchema },
      },
    },
    async (request) => products.get(request.store.id, request.params.id),
  );

  app.patch(
    '/products/:id',
    {
      config: catalogueStaff,
      schema: {
        summary: 'Change a product’s fields; archived takes it off the storefront',
        tags: ['admin'],
        params: productIdParamsSchema,
        body: productUpdateSchema,
        response: { 200: adminProductSchema, ...errors, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) =>
      products.update(request.store.id, actorOf(request), request.params.id, request.body),
  );

  app.put(
    '/products/:id/variants',
    {
      config: catalogueStaff,
      schema: {
        summary: 'Replace a product’s variants and their stock',
        tags: ['admin'],
        params: productIdParamsSchema,
        body: variantsReplaceSchema,
        response: { 200: adminProductSchema, ...errors, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) =>
      products.setVariants(
        request.store.id,
        actorOf(request),
        request.params.id,
        request.body.variants,
      ),
  );
};
