import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Database, queryRows } from '../db/client';
import { type JobProgress, type JobRow, jobs, stores } from '../db/schema';
import { DomainError } from '../lib/errors';
import { createRecurringJobs, failureReason, type RecurringJob, retryDelayMs } from './recurring';

/**
 * A failure a person can act on (a file with bad rows, one that is no longer there): the job
 * fails at once with this message, and the result that says why, without retries. DomainErrors
 * count as such.
 */
export class JobFailure extends Error {
  constructor(
    message: string,
    readonly result: unknown = null,
  ) {
    super(message);
  }
}

/** What a job's code gets: its row, and the means to report progress and to write in steps. */
export interface JobContext {
  job: JobRow;
  /** Says how far it is (written at most every PROGRESS_EVERY_MS, and at each new stage). */
  progress(done: number, total: number, stage: string): Promise<void>;
  /**
   * One step of the job's writes: `work` in a transaction that also records the checkpoint it
   * reaches (and the progress), so a job taken up again after a crash resumes after the last
   * step that committed. Between steps the process serves other requests: on the embedded
   * database a transaction has it to itself.
   */
  step<T>(
    work: (tx: Database) => Promise<T>,
    after: (value: T) => { checkpoint: Record<string, unknown>; progress?: JobProgress },
  ): Promise<T>;
  /** Lets the rest of the process run before more of the job's work (between chunks of CPU). */
  breathe(): Promise<void>;
}

export interface JobOutcome {
  /** What the back office shows of it. */
  result: unknown;
  /** A file it made, to download. */
  resultFile?: string;
}

export interface JobDefinition {
  kind: string;
  /** Attempts before it is given up (a crash or an unexpected error each use one). */
  maxAttempts?: number;
  /**
   * A job every store gets once a day, due at this hour in India (IST): every process enqueues
   * the day's, keyed "kind:store:YYYY-MM-DD", and the unique key keeps one row (the day's job
   * runs once however many processes there are, and a restart enqueues no second one).
   */
  dailyAtHourIst?: number;
  run(context: JobContext): Promise<JobOutcome>;
}

export interface EnqueueJob {
  storeId: number;
  kind: string;
  input?: Record<string, unknown>;
  inputFile?: string | null;
  createdBy?: number | null;
  /** Not before this time (a delivery held back on purpose); now by default. */
  runAt?: Date;
}

const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** The day in India at `time`, as YYYY-MM-DD. */
export function indiaDay(time: Date): string {
  return new Date(time.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The unique key of a daily job: one row per kind, store and day in India. */
export const dailyJobKey = (kind: string, storeId: number, day: string) =>
  `${kind}:${storeId}:${day}`;

/** Thrown inside a job when its process is stopping: the job is handed back, not failed. */
class Interrupted extends Error {}

const PROGRESS_EVERY_MS = 250;
const MAX_RETRY_DELAY_MS = 10 * 60 * 1000;
const PURGE_EVERY_MS = 60 * 60 * 1000;
/** How often each process makes sure the day's daily jobs exist (a statement per kind). */
const DAILY_CHECK_EVERY_MS = 60 * 1000;

export type JobRunner = ReturnType<typeof createJobRunner>;

/**
 * Runs the store's background work in each API process. Jobs (rows of `jobs`: imports, exports,
 * daily digests) run one at a time: a due job is claimed with FOR UPDATE SKIP LOCKED, so it runs
 * in one process however many there are, under a lease the process renews while it works; a
 * process that dies lets the lease lapse, and another (or its replacement) claims the job again
 * and resumes it from its checkpoint. An unexpected error is retried with a growing wait, up to
 * the job's attempts; a JobFailure fails it at once. Recurring jobs (recurring.ts: the outbox,
 * payment holds) claim rows of their own tables, each on its own timer.
 */
export function createJobRunner({
  db,
  log,
  definitions,
  recurring = [],
  unscheduled = [],
  pollMs = 1_000,
  leaseMs = 60_000,
  retryBaseMs = 5_000,
  retentionDays = 7,
  takeOverAtStart = false,
  daily = true,
  now = () => new Date(),
}: {
  db: Database;
  log: FastifyBaseLogger;
  definitions: JobDefinition[];
  recurring?: readonly RecurringJob[];
  /** Recurring kinds this process runs only when asked (runDue), as tests do. */
  unscheduled?: readonly string[];
  /** How often the process looks for due jobs (a job enqueued here starts at once). */
  pollMs?: number;
  /** How long a claimed job is this process's without renewal. */
  leaseMs?: number;
  /** The wait before a first retry; it doubles with each further one, up to ten minutes. */
  retryBaseMs?: number;
  /** Finished jobs (their files too) are deleted this many days after they finished. */
  retentionDays?: number;
  /**
   * This process is the only one on its database (the embedded one): a job left running is a
   * dead process's, taken up at start rather than once its lease lapses.
   */
  takeOverAtStart?: boolean;
  /**
   * Whether this process adds the day's daily jobs (the low-stock digest) on its own; test apps
   * do not, so a digest's mail never lands among a test's own after 9:00 in India.
   */
  daily?: boolean;
  /** The clock daily jobs' days are counted by; tests move it. */
  now?: () => Date;
}) {
  const byKind = new Map(definitions.map((definition) => [definition.kind, definition]));
  const recurringJobs = createRecurringJobs({ db, log, jobs: recurring, unscheduled });
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;
  let stopping = false;
  let lastPurge = 0;
  let lastDailyCheck = Number.NEGATIVE_INFINITY;

  /** Adds a job (in `tx`'s transaction, when given); kick() starts it here at once. */
  async function enqueue(
    { storeId, kind, input = {}, inputFile = null, createdBy = null, runAt }: EnqueueJob,
    tx: Pick<Database, 'insert'> = db,
  ): Promise<JobRow> {
    const definition = byKind.get(kind);
    if (!definition) throw new Error(`no job is defined for kind ${kind}`);
    const [row] = await tx
      .insert(jobs)
      .values({
        storeId,
        kind,
        input,
        inputFile,
        createdBy,
        maxAttempts: definition.maxAttempts ?? 5,
        ...(runAt && { runAt }),
      })
      .returning();
    return row!;
  }

  /**
   * Enqueues the day's job of each daily kind for every store, due at its hour (India); a store
   * that has it already is left alone (the unique key: whichever process came first wrote it).
   * Answers how many this call added.
   */
  async function enqueueDaily(time = now()): Promise<number> {
    const day = indiaDay(time);
    let added = 0;
    for (const definition of definitions) {
      if (definition.dailyAtHourIst === undefined) continue;
      const runAt = new Date(
        Date.parse(`${day}T00:00:00Z`) + definition.dailyAtHourIst * 3_600_000 - IST_OFFSET_MS,
      );
      const rows = await queryRows<{ id: string }>(
        db,
        sql`insert into ${jobs} (store_id, kind, input, unique_key, run_at, max_attempts)
            select store.id, ${definition.kind}, jsonb_build_object('day', ${day}::text),
                   ${definition.kind} || ':' || store.id || ':' || ${day}::text,
                   ${runAt.toISOString()}::timestamptz, ${definition.maxAttempts ?? 5}
            from ${stores} as store
            on conflict (unique_key) do nothing
            returning id`,
      );
      added += rows.length;
    }
    return added;
  }

  /**
   * The next due job of a kind this process knows, now its own: queued and due, or running past
   * its lease. (During a rolling restart an older process may not know a newer kind.)
   */
  async function claim(): Promise<JobRow | undefined> {
    const due = sql`(
      select id from ${jobs}
      where run_at <= now() and (status = 'queued' or (status = 'running' and locked_until < now()))
        and kind in ${[...byKind.keys()]}
      order by run_at, created_at
      limit 1
      for update skip locked)`;
    const [row] = await db
      .update(jobs)
      .set({
        status: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        lockedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
        startedAt: sql`coalesce(${jobs.startedAt}, now())`,
        updatedAt: sql`now()`,
      })
      .where(inArray(jobs.id, due))
      .returning();
    return row;
  }

  /** The claim still this process's: not taken over after its lease lapsed. */
  const stillOurs = (job: JobRow) =>
    and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.attempts, job.attempts));

  function contextFor(job: JobRow): JobContext {
    let lastWrite = 0;
    let lastStage: string | null = job.progress.stage;
    const checkStopping = () => {
      if (stopping) throw new Interrupted();
    };
    return {
      job,
      async progress(done, total, stage) {
        checkStopping();
        const now = Date.now();
        if (stage === lastStage && done < total && now - lastWrite < PROGRESS_EVERY_MS) return;
        lastWrite = now;
        lastStage = stage;
        await db
          .update(jobs)
          .set({ progress: { done, total, stage }, updatedAt: sql`now()` })
          .where(stillOurs(job));
      },
      async step(work, after) {
        checkStopping();
        const value = await db.transaction(async (tx) => {
          const done = await work(tx);
          const { checkpoint, progress } = after(done);
          const [still] = await tx
            .update(jobs)
            .set({
              checkpoint,
              ...(progress && { progress }),
              lockedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
              updatedAt: sql`now()`,
            })
            .where(stillOurs(job))
            .returning({ id: jobs.id });
          // Another process took the job over (this one was too slow to renew): its writes win.
          if (!still) throw new Interrupted();
          return done;
        });
        if (value !== undefined) job.checkpoint = after(value).checkpoint;
        await nextTurn();
        return value;
      },
      async breathe() {
        checkStopping();
        await nextTurn();
      },
    };
  }

  async function runJob(job: JobRow): Promise<void> {
    const definition = byKind.get(job.kind)!;
    if (job.attempts > job.maxAttempts) {
      await finish(job, { status: 'failed', error: `Stopped after ${job.maxAttempts} attempts` });
      return;
    }
    // The lease is renewed while the job works, whatever it is waiting for.
    const renewal = setInterval(
      () =>
        void db
          .update(jobs)
          .set({ lockedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})` })
          .where(stillOurs(job))
          .catch((error: unknown) =>
            log.warn({ err: error, jobId: job.id }, 'job lease not renewed'),
          ),
      Math.max(50, Math.floor(leaseMs / 3)),
    );
    try {
      const outcome = await definition.run(contextFor(job));
      await finish(job, {
        status: 'done',
        result: outcome.result ?? null,
        resultFile: outcome.resultFile ?? null,
      });
      log.info({ jobId: job.id, kind: job.kind }, 'job done');
    } catch (error) {
      if (error instanceof Interrupted) {
        // Handed back as it was: the next process to look takes it up from its checkpoint.
        await db
          .update(jobs)
          .set({
            status: 'queued',
            attempts: sql`${jobs.attempts} - 1`,
            lockedUntil: null,
            updatedAt: sql`now()`,
          })
          .where(stillOurs(job))
          .catch(() => {});
        return;
      }
      const reason = failureReason(error);
      const giveUp =
        error instanceof JobFailure ||
        error instanceof DomainError ||
        job.attempts >= job.maxAttempts;
      if (giveUp) {
        await finish(job, {
          status: 'failed',
          error: reason,
          result: error instanceof JobFailure ? error.result : null,
        });
        log.error({ err: error, jobId: job.id, kind: job.kind }, 'job failed');
      } else {
        const delayMs = retryDelayMs(job.attempts, {
          baseMs: retryBaseMs,
          maxMs: MAX_RETRY_DELAY_MS,
        });
        await db
          .update(jobs)
          .set({
            status: 'queued',
            error: reason,
            lockedUntil: null,
            runAt: sql`now() + make_interval(secs => ${delayMs / 1000})`,
            updatedAt: sql`now()`,
          })
          .where(stillOurs(job));
        log.warn(
          { err: error, jobId: job.id, kind: job.kind, retryInMs: delayMs },
          'job failed; it will be retried',
        );
      }
    } finally {
      clearInterval(renewal);
    }
  }

  async function finish(
    job: JobRow,
    outcome: Pick<Partial<JobRow>, 'result' | 'resultFile' | 'error'> & {
      status: 'done' | 'failed';
    },
  ) {
    await db
      .update(jobs)
      .set({
        ...outcome,
        lockedUntil: null,
        finishedAt: sql`now()`,
        updatedAt: sql`now()`,
        // The uploaded file has served its purpose.
        inputFile: null,
      })
      .where(stillOurs(job));
  }

  /** Runs due jobs until there are none; answers how many it ran. */
  async function runQueued(): Promise<number> {
    if (daily && Date.now() - lastDailyCheck >= DAILY_CHECK_EVERY_MS) {
      lastDailyCheck = Date.now();
      await enqueueDaily();
    }
    let count = 0;
    while (!stopping) {
      const job = await claim();
      if (!job) break;
      count += 1;
      await runJob(job);
    }
    if (Date.now() - lastPurge > PURGE_EVERY_MS) {
      lastPurge = Date.now();
      await db
        .delete(jobs)
        .where(
          and(
            inArray(jobs.status, ['done', 'failed']),
            lt(jobs.finishedAt, sql`now() - make_interval(days => ${retentionDays})`),
          ),
        );
    }
    return count;
  }

  /** One pass at a time per process: a kick while one runs is taken up by it. */
  let again = false;
  function pass(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await runQueued();
        } catch (error) {
          log.error({ err: error }, 'the job runner could not look for jobs; it will try again');
        }
      } while (again && !stopping);
    })().finally(() => {
      running = undefined;
      schedule();
    });
    return running;
  }

  function schedule() {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(() => void pass(), pollMs);
    timer.unref();
  }

  return {
    enqueue,
    enqueueDaily,
    /** Runs every due job now (tests, and the CLI); answers when none is left. */
    async runOnce(): Promise<void> {
      await pass();
      if (again) await pass();
    },
    /**
     * Runs a pass of a recurring job now (tests, benchmarks): its due rows, batch after batch
     * while batches are full; answers how many rows it claimed.
     */
    runDue: recurringJobs.runDue,
    /** Starts a due job now rather than at the next poll (after an enqueue in this process). */
    kick() {
      if (!stopped) void pass();
    },
    start() {
      stopped = false;
      stopping = false;
      recurringJobs.start();
      if (!takeOverAtStart) return schedule();
      void db
        .update(jobs)
        .set({ lockedUntil: sql`now()` })
        .where(eq(jobs.status, 'running'))
        .catch((error: unknown) => log.error({ err: error }, 'jobs left running not taken up'))
        .finally(() => void pass());
    },
    /**
     * Stops taking work; a job under way is handed back at its next step, a recurring job's pass
     * ends after its batch.
     */
    async stop() {
      stopped = true;
      stopping = true;
      clearTimeout(timer);
      await Promise.all([running, recurringJobs.stop()]);
    },
  };
}
