import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JobRow, jobs, stores } from '../db/schema';
import { createTestDatabase, drivers, type TestDatabase } from '../test/test-app';
import { createJobRunner, type JobDefinition, JobFailure, type JobRunner } from './runner';

/** A logger that says nothing (Fastify's own, with logging off). */
const log = Fastify({ logger: false }).log;

/** Waits until the job's row satisfies `condition` (polling the database). */
async function untilJob(
  database: TestDatabase,
  id: string,
  condition: (row: JobRow) => boolean,
  timeoutMs = 20_000,
): Promise<JobRow> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
    if (row && condition(row)) return row;
    if (Date.now() > deadline) throw new Error(`job ${id} never got there: ${JSON.stringify(row)}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.each(drivers)('the job runner on %s', (driver) => {
  let database: TestDatabase;
  let storeId: number;
  const runners: JobRunner[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const [store] = await database.db.select({ id: stores.id }).from(stores).limit(1);
    storeId = store!.id;
  });
  afterAll(async () => {
    for (const runner of runners) await runner.stop();
    await database?.close();
  });

  function runner(definitions: JobDefinition[], options: { leaseMs?: number } = {}) {
    const created = createJobRunner({
      db: database.db,
      log,
      definitions,
      pollMs: 50,
      retryBaseMs: 100,
      ...options,
    });
    runners.push(created);
    return created;
  }

  it('runs each job once, however many processes look for it', async () => {
    const runs: string[] = [];
    const definition: JobDefinition = {
      kind: 'count-once',
      async run({ job, step }) {
        await step(
          async (tx) => {
            runs.push(job.id);
            // Long enough that the other runners look while it works.
            await tx.execute(sql`select pg_sleep(0.02)`);
          },
          () => ({ checkpoint: { done: true } }),
        );
        return { result: { ok: true } };
      },
    };
    const [first, second, third] = [
      runner([definition]),
      runner([definition]),
      runner([definition]),
    ];
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      ids.push((await first!.enqueue({ storeId, kind: 'count-once' })).id);
    }
    await Promise.all([first!.runOnce(), second!.runOnce(), third!.runOnce()]);
    for (const id of ids) {
      const row = await untilJob(database, id, (job) => job.status === 'done');
      expect(row.result).toEqual({ ok: true });
      expect(row.attempts).toBe(1);
    }
    expect(runs.sort()).toEqual([...ids].sort());
  });

  it('takes up a job whose process died, from its last checkpoint', async () => {
    const seen: unknown[] = [];
    const definition: JobDefinition = {
      kind: 'resumable',
      async run({ job, step }) {
        seen.push(job.checkpoint);
        let next = (job.checkpoint as { next?: number } | null)?.next ?? 0;
        while (next < 5) {
          next = await step(
            async () => next + 1,
            (reached) => ({
              checkpoint: { next: reached },
              progress: { done: reached, total: 5, stage: 'counting' },
            }),
          );
        }
        return { result: { next } };
      },
    };
    const { id } = await runner([definition]).enqueue({ storeId, kind: 'resumable' });
    // A process took it, wrote three steps and died: its lease ran out.
    await database.db
      .update(jobs)
      .set({
        status: 'running',
        attempts: 1,
        checkpoint: { next: 3 },
        lockedUntil: sql`now() - interval '1 second'`,
      })
      .where(eq(jobs.id, id));
    await runner([definition]).runOnce();
    const row = await untilJob(database, id, (job) => job.status === 'done');
    expect(seen).toEqual([{ next: 3 }]);
    expect(row).toMatchObject({
      result: { next: 5 },
      attempts: 2,
      progress: { done: 5, total: 5, stage: 'counting' },
    });
  });

  it('holds a job enqueued for later until its time', async () => {
    const runs: string[] = [];
    const later = runner([
      {
        kind: 'held-back',
        async run({ job }) {
          runs.push(job.id);
          return { result: null };
        },
      },
    ]);
    const job = await later.enqueue({
      storeId,
      kind: 'held-back',
      runAt: new Date(Date.now() + 60 * 60_000),
    });
    await later.runOnce();
    expect(runs).toEqual([]);
    await database.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.id, job.id));
    await later.runOnce();
    expect(runs).toEqual([job.id]);
  });

  it('leaves alone a job another process holds under its lease', async () => {
    const definition: JobDefinition = {
      kind: 'held',
      run: async () => ({ result: null }),
    };
    const { id } = await runner([definition]).enqueue({ storeId, kind: 'held' });
    await database.db
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedUntil: sql`now() + interval '1 hour'` })
      .where(eq(jobs.id, id));
    await runner([definition]).runOnce();
    const [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ status: 'running', attempts: 1 });
  });

  it('leaves a job of a kind it does not know to a process that knows it', async () => {
    // A rolling restart: an older process, running beside newer ones, meets a newer kind.
    const newer: JobDefinition = { kind: 'newer-kind', run: async () => ({ result: 'done' }) };
    const older: JobDefinition = { kind: 'older-kind', run: async () => ({ result: null }) };
    const { id } = await runner([newer]).enqueue({ storeId, kind: 'newer-kind' });
    await runner([older]).runOnce();
    const [untouched] = await database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(untouched).toMatchObject({ status: 'queued', attempts: 0 });
    await runner([newer]).runOnce();
    expect(await untilJob(database, id, (job) => job.status === 'done')).toMatchObject({
      result: 'done',
    });
  });

  it('retries an unexpected error with a wait, then gives up after its attempts', async () => {
    let calls = 0;
    const flaky: JobDefinition = {
      kind: 'flaky',
      maxAttempts: 4,
      async run() {
        calls += 1;
        if (calls < 3) throw new Error(`connection lost (${calls})`);
        return { result: { calls } };
      },
    };
    const started = runner([flaky]);
    started.start();
    const { id } = await started.enqueue({ storeId, kind: 'flaky' });
    started.kick();
    const done = await untilJob(database, id, (job) => job.status === 'done');
    expect(done).toMatchObject({ result: { calls: 3 }, attempts: 3, error: 'connection lost (2)' });

    const broken: JobDefinition = {
      kind: 'broken',
      maxAttempts: 2,
      run: async () => {
        throw new Error('always broken');
      },
    };
    const failing = runner([broken]);
    failing.start();
    const { id: brokenId } = await failing.enqueue({ storeId, kind: 'broken' });
    failing.kick();
    const failed = await untilJob(database, brokenId, (job) => job.status === 'failed');
    expect(failed).toMatchObject({ attempts: 2, error: 'always broken' });
    expect(failed.finishedAt).not.toBeNull();
  });

  it('fails a job at once, with its result, on a failure a person can act on', async () => {
    let calls = 0;
    const refusing: JobDefinition = {
      kind: 'refusing',
      async run() {
        calls += 1;
        throw new JobFailure('2 rows have problems', { errors: [1, 2] });
      },
    };
    const started = runner([refusing]);
    const { id } = await started.enqueue({ storeId, kind: 'refusing', inputFile: 'a,b\n' });
    await started.runOnce();
    const row = await untilJob(database, id, (job) => job.status === 'failed');
    expect(calls).toBe(1);
    expect(row).toMatchObject({
      error: '2 rows have problems',
      result: { errors: [1, 2] },
      attempts: 1,
      // The uploaded file is not kept once the job has finished.
      inputFile: null,
    });
  });

  it('hands a job back at its next step when its process stops, and it resumes elsewhere', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const definition = (waitAtFirst: boolean): JobDefinition => ({
      kind: 'stoppable',
      async run({ job, step }) {
        let next = (job.checkpoint as { next?: number } | null)?.next ?? 0;
        while (next < 3) {
          if (waitAtFirst && next === 1) await gate;
          next = await step(
            async () => next + 1,
            (reached) => ({ checkpoint: { next: reached } }),
          );
        }
        return { result: { next } };
      },
    });
    const stopping = runner([definition(true)]);
    stopping.start();
    const { id } = await stopping.enqueue({ storeId, kind: 'stoppable' });
    stopping.kick();
    await untilJob(database, id, (job) => (job.checkpoint as { next?: number } | null)?.next === 1);
    const stopped = stopping.stop();
    release();
    await stopped;
    const handedBack = await untilJob(database, id, (job) => job.status === 'queued');
    expect(handedBack).toMatchObject({ attempts: 0, checkpoint: { next: 1 }, lockedUntil: null });
    await runner([definition(false)]).runOnce();
    expect(await untilJob(database, id, (job) => job.status === 'done')).toMatchObject({
      result: { next: 3 },
      attempts: 1,
    });
  });
});
