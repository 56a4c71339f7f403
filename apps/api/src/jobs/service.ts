import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  type Job,
  JOB_KINDS,
  type JobKind,
  type ProductImportResult,
  type StaffRole,
  type StatementMatchResult,
} from '@storefront/contract';
import type { Database } from '../db/client';
import { type JobRow, jobs } from '../db/schema';
import { ForbiddenError, NotFoundError } from '../lib/errors';
import { JOB_ACCESS } from './access';

/** Jobs the list answers, newest first. */
const LIST_MAX = 20;

export type JobService = ReturnType<typeof createJobService>;

/** The back office's view of the store's jobs: each as the contract's Job, for those it is for. */
export function createJobService(db: Database) {
  const mayFollow = (role: StaffRole, kind: string) =>
    (JOB_ACCESS[kind as JobKind] ?? []).includes(role);

  async function row(storeId: number, role: StaffRole, id: string): Promise<JobRow> {
    const [found] = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.storeId, storeId), eq(jobs.id, id)));
    if (!found) throw new NotFoundError('Job not found');
    if (!mayFollow(role, found.kind)) {
      throw new ForbiddenError('Your role cannot see this job: it belongs to owners and managers');
    }
    return found;
  }

  return {
    get: async (storeId: number, role: StaffRole, id: string) =>
      toJob(await row(storeId, role, id)),

    async list(storeId: number, role: StaffRole, kind?: JobKind): Promise<Job[]> {
      const kinds = (kind ? [kind] : [...JOB_KINDS]).filter((k) => mayFollow(role, k));
      if (kinds.length === 0) return [];
      const rows = await db
        .select()
        .from(jobs)
        .where(and(eq(jobs.storeId, storeId), inArray(jobs.kind, kinds)))
        .orderBy(desc(jobs.createdAt))
        .limit(LIST_MAX);
      return rows.map(toJob);
    },

    /** A finished job's file, with the name it is saved under. */
    async download(storeId: number, role: StaffRole, id: string) {
      const job = await row(storeId, role, id);
      if (job.status !== 'done' || job.resultFile === null) {
        throw new NotFoundError('This job has no file (yet)');
      }
      return { file: job.resultFile, filename: fileName(job) };
    },
  };
}

function fileName(job: JobRow): string {
  const { month, format } = job.input as { month?: string; format?: string };
  return job.kind === 'invoice-export' ? `invoices-${month}-${format}.csv` : `${job.kind}.csv`;
}

/** A job row as the back office sees it. */
export function toJob(row: JobRow): Job {
  const base = {
    id: row.id,
    status: row.status,
    progress: row.progress,
    // A job queued again after a failed attempt keeps its last error to itself until it gives up.
    error: row.status === 'failed' ? row.error : null,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
  if (row.kind === 'invoice-export') {
    const { month, format } = row.input as Pick<
      Extract<Job, { kind: 'invoice-export' }>,
      'month' | 'format'
    >;
    return {
      ...base,
      kind: 'invoice-export',
      month,
      format,
      result: (row.result as { invoices: number } | null) ?? null,
      download: row.status === 'done' ? `/jobs/${row.id}/download` : null,
    };
  }
  if (row.kind === 'statement-match') {
    return {
      ...base,
      kind: 'statement-match',
      result: (row.result as StatementMatchResult | null) ?? null,
    };
  }
  return {
    ...base,
    kind: 'catalogue-import',
    dryRun: row.input.dryRun === true,
    result: importResultOf(row.result),
  };
}

/**
 * A catalogue import's report as the API answers it. One stored before imports counted
 * unchanged products and listed changed fields (finished jobs are kept 7 days) has none.
 */
function importResultOf(stored: unknown): ProductImportResult | null {
  if (!stored) return null;
  const result = stored as ProductImportResult;
  return {
    ...result,
    unchanged: result.unchanged ?? 0,
    changes: result.changes.map((change) => ({
      ...change,
      fields: change.fields ?? [],
      moreFields: change.moreFields ?? 0,
    })),
  };
}
