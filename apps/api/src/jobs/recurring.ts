import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';

/**
 * How a job's work that failed is tried again: after `baseMs`, doubling with each further
 * attempt up to `maxMs`, until `maxAttempts`; an error `permanent` says no retry can mend is
 * given up at once.
 */
export interface RetryPolicy {
  maxAttempts: number;
  baseMs: number;
  maxMs: number;
  permanent?(error: unknown): boolean;
}

/** The wait after `attempts` failed attempts: baseMs, doubling with each, up to maxMs. */
export const retryDelayMs = (
  attempts: number,
  { baseMs, maxMs }: Pick<RetryPolicy, 'baseMs' | 'maxMs'>,
) => Math.min(baseMs * 2 ** (attempts - 1), maxMs);

const MAX_ERROR_LENGTH = 500;

/** What a failure says, for a row's last error and the log. */
export const failureReason = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);

interface Schedule {
  /** Unique among all jobs (the `jobs` table's kinds too). */
  kind: string;
  /** How often each process looks for due rows. */
  everyMs: number;
  /** Rows claimed at once; a full batch is followed by another at once. */
  batchSize: number;
  /** What the log says after a pass that handled rows (with how many). */
  reported?: string;
}

/**
 * Claimed and worked on in one transaction: the rows' locks are the claim. A failure rolls the
 * batch back, and the next look (everyMs) claims the rows again.
 */
export interface LockedJob<Row> extends Schedule {
  claim: 'locked';
  /** Up to `limit` due rows, selected in `tx` FOR UPDATE SKIP LOCKED. */
  due(tx: Database, limit: number): Promise<Row[]>;
  /** The batch's work, in the claim's transaction. */
  work(tx: Database, rows: Row[]): Promise<void>;
}

/**
 * Claimed with a lease written on the rows (attempts + 1, locked until), in one statement whose
 * subquery selects them FOR UPDATE SKIP LOCKED; a row whose lease lapsed (its process died) is
 * due again. Each row is then worked on by itself, outside any transaction (an SMTP
 * conversation holds no locks), and a failure is recorded on it as `retry` says.
 */
export interface LeasedJob<Row extends { attempts: number }> extends Schedule {
  claim: 'leased';
  due(limit: number): Promise<Row[]>;
  work(row: Row): Promise<void>;
  retry: RetryPolicy;
  /** Records a failed attempt: due again in `retryInMs`, or given up (null). */
  failed(row: Row, outcome: { reason: string; retryInMs: number | null }): Promise<void>;
  /** The row in the log's words. */
  describe?(row: Row): Record<string, unknown>;
}

/**
 * Work whose rows are the shop's own (mails in the outbox, orders whose payment hold passed),
 * rather than rows of `jobs`: every process looks for due rows every `everyMs` and claims a
 * batch with FOR UPDATE SKIP LOCKED, so a row is worked on by one process however many there are.
 */
export type RecurringJob = LockedJob<unknown> | LeasedJob<{ attempts: number }>;

/** The recurring jobs of one process: each on its own timer, one pass of a kind at a time. */
export function createRecurringJobs({
  db,
  log,
  jobs,
  unscheduled = [],
}: {
  db: Database;
  log: FastifyBaseLogger;
  jobs: readonly RecurringJob[];
  /** Kinds this process runs only when asked (runDue), as tests do. */
  unscheduled?: readonly string[];
}) {
  const byKind = new Map(jobs.map((job) => [job.kind, job]));
  const timers = new Map<string, NodeJS.Timeout>();
  const passes = new Map<string, Promise<number>>();
  let stopped = true;
  let stopping = false;

  async function batch(job: RecurringJob): Promise<number> {
    if (job.claim === 'locked') {
      return db.transaction(async (tx) => {
        const rows = await job.due(tx, job.batchSize);
        if (rows.length > 0) await job.work(tx, rows);
        return rows.length;
      });
    }
    const rows = await job.due(job.batchSize);
    // One at a time: the work is a trickle (a shop's mail), and its far end limits connections.
    for (const row of rows) {
      try {
        await job.work(row);
      } catch (error) {
        const reason = failureReason(error);
        const giveUp =
          (job.retry.permanent?.(error) ?? false) || row.attempts >= job.retry.maxAttempts;
        const retryInMs = giveUp ? null : retryDelayMs(row.attempts, job.retry);
        await job.failed(row, { reason, retryInMs });
        const fields = { kind: job.kind, ...job.describe?.(row), attempt: row.attempts, reason };
        if (giveUp) log.error(fields, `${job.kind} failed; it will not be retried`);
        else log.warn({ ...fields, retryInMs }, `${job.kind} failed; it will be retried`);
      }
    }
    return rows.length;
  }

  /** Batches until one is not full (or the process stops); answers how many rows it claimed. */
  async function pass(job: RecurringJob): Promise<number> {
    let total = 0;
    for (;;) {
      const claimed = await batch(job);
      total += claimed;
      if (claimed < job.batchSize || stopping) break;
    }
    if (total > 0 && job.reported) log.info({ kind: job.kind, count: total }, job.reported);
    return total;
  }

  /** A pass of the kind now; one already under way here is waited for first. */
  function runDue(kind: string): Promise<number> {
    const job = byKind.get(kind);
    if (!job) throw new Error(`no recurring job is defined for kind ${kind}`);
    const next = (passes.get(kind) ?? Promise.resolve(0)).catch(() => 0).then(() => pass(job));
    passes.set(kind, next);
    const forget = () => {
      if (passes.get(kind) === next) passes.delete(kind);
    };
    next.then(forget, forget);
    return next;
  }

  function schedule(job: RecurringJob, delayMs: number) {
    if (stopped) return;
    const timer = setTimeout(() => {
      void runDue(job.kind)
        .catch((error: unknown) => {
          log.warn({ err: error, kind: job.kind }, `${job.kind} could not run; it tries again`);
        })
        .then(() => schedule(job, job.everyMs));
    }, delayMs);
    timer.unref();
    timers.set(job.kind, timer);
  }

  return {
    runDue,
    start() {
      if (!stopped) return;
      stopped = false;
      stopping = false;
      for (const job of jobs) if (!unscheduled.includes(job.kind)) schedule(job, 0);
    },
    /** Stops looking; a pass under way ends after its batch. */
    async stop() {
      stopped = true;
      stopping = true;
      for (const timer of timers.values()) clearTimeout(timer);
      await Promise.allSettled(passes.values());
    },
  };
}
