// Background jobs of the back office (/api/v1/admin/jobs): work that can take longer than a
// request should is started with 202 and a job, whose progress and result the back office polls.
import { z } from 'zod';
import { text } from './common';
import { productImportResultSchema } from './admin-catalog';
import { INVOICE_EXPORT_FORMATS, monthSchema } from './invoices';
import { statementMatchResultSchema } from './bank-statements';

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** How often the back office asks how a running job is doing. */
export const JOB_POLL_MS = 500;

const jobBaseSchema = z.object({
  id: text(),
  status: z.enum(JOB_STATUSES),
  /** `done` of `total` units (rows, invoices) of the stage it is at. */
  progress: z.object({
    done: z.number().int(),
    total: z.number().int(),
    /** What it is doing: reading, checking, importing, exporting; null before it starts. */
    stage: text().nullable(),
  }),
  /** Why it failed (status failed), for a person. */
  error: text().nullable(),
  createdAt: text(),
  startedAt: text().nullable(),
  finishedAt: text().nullable(),
});

/** A catalogue CSV checked (dryRun) or imported: its report once done. */
export const catalogueImportJobSchema = jobBaseSchema.extend({
  kind: z.literal('catalogue-import'),
  dryRun: z.boolean(),
  result: productImportResultSchema.nullable(),
});

/** A month's invoices as CSV: downloaded from `download` once done. */
export const invoiceExportJobSchema = jobBaseSchema.extend({
  kind: z.literal('invoice-export'),
  month: text(),
  format: z.enum(INVOICE_EXPORT_FORMATS),
  result: z.object({ invoices: z.number().int() }).nullable(),
  /** The file's path under /api/v1/admin, once done. */
  download: text().nullable(),
});

/** A bank statement too long to match in its request: the matches, for a person to confirm. */
export const statementMatchJobSchema = jobBaseSchema.extend({
  kind: z.literal('statement-match'),
  result: statementMatchResultSchema.nullable(),
});

export const jobSchema = z.discriminatedUnion('kind', [
  catalogueImportJobSchema,
  invoiceExportJobSchema,
  statementMatchJobSchema,
]);
export type Job = z.infer<typeof jobSchema>;
export type JobKind = Job['kind'];
export const JOB_KINDS = [
  'catalogue-import',
  'invoice-export',
  'statement-match',
] as const satisfies JobKind[];
export type CatalogueImportJob = z.infer<typeof catalogueImportJobSchema>;
export type InvoiceExportJob = z.infer<typeof invoiceExportJobSchema>;
export type StatementMatchJob = z.infer<typeof statementMatchJobSchema>;

export const jobIdParamsSchema = z.object({ id: z.uuid({ error: 'must be a job id' }) });

/** GET /admin/jobs?kind=: the store's latest jobs of a kind (that staff member may see). */
export const jobListQuerySchema = z.object({ kind: z.enum(JOB_KINDS).optional() });
export const jobListSchema = z.object({ data: z.array(jobSchema) });
export type JobList = z.infer<typeof jobListSchema>;

/** POST /admin/invoices/exports: a month's invoices as CSV, made by a job. */
export const invoiceExportRequestSchema = z.object({
  month: monthSchema,
  format: z
    .enum(INVOICE_EXPORT_FORMATS, { error: 'must be lines, b2cs, b2cl, cdnur, hsn or docs' })
    .default('lines'),
});
