import { eq, inArray, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, stores } from '../db/schema';
import { enqueueMail, type MailDelivery, PermanentMailError, stillClaimed } from '../modules/mail';
import { createTestDatabase, drivers, type TestDatabase } from '../test/test-app';
import { mailJob } from './mail';
import { createJobRunner, type JobRunner } from './runner';

/** A logger that says nothing (Fastify's own, with logging off). */
const log = Fastify({ logger: false }).log;

describe.each(drivers)('recurring jobs on %s', (driver) => {
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

  it('run on their own in every process, each row once, retrying as they declare', async () => {
    const sent: string[] = [];
    const tries = new Map<string, number[]>();
    // A mail server that refuses "flaky" once and can never deliver to "nobody".
    const delivery: MailDelivery = {
      async deliver(row) {
        tries.set(row.recipient, [...(tries.get(row.recipient) ?? []), Date.now()]);
        if (row.recipient.startsWith('nobody')) throw new PermanentMailError('no such mailbox');
        if (row.recipient.startsWith('flaky') && tries.get(row.recipient)!.length === 1) {
          throw new Error('connection refused');
        }
        // Long enough that the other process looks while this one works.
        await database.db.execute(sql`select pg_sleep(0.005)`);
        sent.push(row.recipient);
        await database.db
          .update(mailOutbox)
          .set({ status: 'sent', lockedUntil: null })
          .where(stillClaimed(row));
      },
    };
    const recipients = [
      ...Array.from({ length: 24 }, (_, i) => `crowd${i}@example.in`),
      'flaky@example.in',
      'nobody@example.in',
    ];
    for (const to of recipients) {
      await enqueueMail(database.db, {
        storeId,
        to,
        message: { kind: 'welcome', data: { firstName: 'Crowd' } },
      });
    }
    for (let process = 0; process < 2; process++) {
      const runner = createJobRunner({
        db: database.db,
        log,
        definitions: [],
        recurring: [
          mailJob({ db: database.db, delivery, everyMs: 20, batchSize: 5, retryBaseMs: 100 }),
        ],
      });
      runners.push(runner);
      runner.start();
    }

    const deadline = Date.now() + 20_000;
    let rows = [];
    for (;;) {
      rows = await database.db
        .select()
        .from(mailOutbox)
        .where(inArray(mailOutbox.recipient, recipients));
      if (rows.every((row) => row.status === 'sent' || row.status === 'failed')) break;
      if (Date.now() > deadline) throw new Error(`not sent: ${JSON.stringify(rows)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(sent.sort()).toEqual(recipients.filter((to) => !to.startsWith('nobody')).sort());
    const byRecipient = new Map(rows.map((row) => [row.recipient, row]));
    // Tried again once its wait (retryBaseMs) had passed.
    expect(byRecipient.get('flaky@example.in')).toMatchObject({ status: 'sent', attempts: 2 });
    const [first, second] = tries.get('flaky@example.in')!;
    expect(second! - first!).toBeGreaterThanOrEqual(90);
    // Given up at once: no retry can deliver it.
    expect(byRecipient.get('nobody@example.in')).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'no such mailbox',
    });
    expect(tries.get('nobody@example.in')).toHaveLength(1);
    const [crowd] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'crowd0@example.in'));
    expect(crowd!.attempts).toBe(1);
  });
});
