import { and, eq, isNotNull, like, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, mailOutbox, productVariants, stores } from '../db/schema';
import { createTestDatabase, drivers, type TestDatabase } from '../test/test-app';
import { lowStockDigestJob } from './low-stock-digest';
import { createJobRunner, dailyJobKey, indiaDay, type JobRunner } from './runner';

/** A logger that says nothing (Fastify's own, with logging off). */
const log = Fastify({ logger: false }).log;
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(drivers)('the daily low-stock digest on %s', (driver) => {
  let database: TestDatabase;
  let storeId: number;
  const runners: JobRunner[] = [];
  // Days whose digest hour (9:00 in India) has passed by the database's clock, which decides
  // when a job is due: two days ago, and yesterday.
  const firstDay = new Date(Date.now() - 2 * DAY_MS);
  const nextDay = new Date(Date.now() - DAY_MS);

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const [store] = await database.db
      .select({ id: stores.id })
      .from(stores)
      .where(eq(stores.isDefault, true));
    storeId = store!.id;
    // Every tracked variant well stocked but one, down to 1 (under the store's threshold of 5).
    await database.db
      .update(productVariants)
      .set({ stock: 100 })
      .where(and(eq(productVariants.storeId, storeId), isNotNull(productVariants.stock)));
    const [variant] = await database.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.storeId, storeId))
      .limit(1);
    await database.db
      .update(productVariants)
      .set({ stock: 1, lowStockThreshold: null })
      .where(eq(productVariants.id, variant!.id));
  });
  afterAll(async () => {
    for (const runner of runners) await runner.stop();
    await database?.close();
  });

  /** An API process's job runner, its clock at `time`. */
  function apiProcess(time: Date) {
    const runner = createJobRunner({
      db: database.db,
      log,
      definitions: [lowStockDigestJob(database.db)],
      now: () => time,
    });
    runners.push(runner);
    return runner;
  }

  const digests = () =>
    database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.storeId, storeId), eq(mailOutbox.kind, 'staff_low_stock')));
  const digestJobs = () =>
    database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.storeId, storeId), like(jobs.uniqueKey, 'low-stock-digest:%')));

  it('is sent once a day however many processes run, and not again after a restart', async () => {
    const [a, b] = [apiProcess(firstDay), apiProcess(firstDay)];
    // Both processes make sure the day's digest exists: one row between them.
    const added = await Promise.all([a.enqueueDaily(), b.enqueueDaily(), a.enqueueDaily()]);
    expect(added.reduce((sum, n) => sum + n, 0)).toBe(
      (await database.db.select({ id: stores.id }).from(stores)).length,
    );
    const day = indiaDay(firstDay);
    const [job] = await digestJobs();
    expect(job).toMatchObject({
      uniqueKey: dailyJobKey('low-stock-digest', storeId, day),
      input: { day },
      // Due at 9:00 in India that day.
      runAt: new Date(`${day}T03:30:00.000Z`),
    });

    await Promise.all([a.runOnce(), b.runOnce()]);
    const sent = await digests();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ recipient: 'care@chitrakart.in', data: { day, total: 1 } });
    expect((sent[0]!.data as { variants: { stock: number }[] }).variants[0]!.stock).toBe(1);
    expect((await digestJobs())[0]).toMatchObject({ status: 'done', result: { variants: 1 } });

    // A process started again the same day (or another one) finds the day's digest done.
    const restarted = apiProcess(firstDay);
    await restarted.runOnce();
    expect(await restarted.enqueueDaily()).toBe(0);
    expect(await digestJobs()).toHaveLength(1);
    expect(await digests()).toHaveLength(1);
  });

  it('is sent again the next day, and not when nothing is low', async () => {
    const tomorrow = apiProcess(nextDay);
    await tomorrow.runOnce();
    expect(await digestJobs()).toHaveLength(2);
    expect(await digests()).toHaveLength(2);

    // Stock came back: the next day's digest finds nothing to say.
    await database.db
      .update(productVariants)
      .set({ stock: 100 })
      .where(and(eq(productVariants.storeId, storeId), isNotNull(productVariants.stock)));
    const today = apiProcess(new Date());
    await today.enqueueDaily();
    // Today's 9:00 in India may be ahead: the test makes it due now.
    await database.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.uniqueKey, dailyJobKey('low-stock-digest', storeId, indiaDay(new Date()))));
    await today.runOnce();
    const jobsNow = await digestJobs();
    expect(jobsNow).toHaveLength(3);
    expect(jobsNow.find((job) => job.input.day === indiaDay(new Date()))).toMatchObject({
      status: 'done',
      result: { variants: 0 },
    });
    expect(await digests()).toHaveLength(2);
  });

  it('goes to the addresses the store chose for low stock, and to nobody when none did', async () => {
    await database.db
      .update(productVariants)
      .set({ stock: 0 })
      .where(and(eq(productVariants.storeId, storeId), isNotNull(productVariants.stock)));
    await database.db
      .update(stores)
      .set({
        staffNotifications: [
          { email: 'Stock@Chitrakart.in', events: ['low_stock'] },
          { email: 'orders@chitrakart.in', events: ['order_placed'] },
        ],
      })
      .where(eq(stores.id, storeId));
    const later = new Date(Date.now() - 3 * DAY_MS);
    await apiProcess(later).runOnce();
    const sent = (await digests()).filter(
      (mail) => (mail.data as { day: string }).day === indiaDay(later),
    );
    expect(sent.map((mail) => mail.recipient)).toEqual(['stock@chitrakart.in']);

    await database.db.update(stores).set({ staffNotifications: [] }).where(eq(stores.id, storeId));
    const earlier = new Date(Date.now() - 4 * DAY_MS);
    await apiProcess(earlier).runOnce();
    expect(
      (await digests()).filter((mail) => (mail.data as { day: string }).day === indiaDay(earlier)),
    ).toEqual([]);
  });
});
