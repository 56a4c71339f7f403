// `npm run bench:webhooks`: Razorpay webhooks verified and stored per second (issue 37). The API
// is started as `npm start` runs it, with Razorpay configured, on PostgreSQL and on the embedded
// database; BENCH_WEBHOOKS (3000) distinct signed events are posted to
// /api/v1/payments/razorpay/webhook by BENCH_CONNECTIONS (50) clients at once, then the same
// events again (each a duplicate, kept once). Each verified event is stored and its job handled
// by the API's jobs runner meanwhile; the run waits until every one is handled. The ceiling is the
// same HMAC-SHA256 over the same bodies in this process, with no HTTP and no database.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '../apps/api/src/db/client';
import {
  CONNECTIONS,
  fixed,
  freshDataDir,
  freshPostgresDatabase,
  sleep,
  startApi,
  table,
  withApiDatabase,
} from './lib';

const WEBHOOKS = Number(process.env.BENCH_WEBHOOKS ?? 3000);
const API_PORT = 8079;
const SECRET = randomBytes(24).toString('hex');
const RAZORPAY = {
  RAZORPAY_KEY_ID: 'rzp_test_bench',
  RAZORPAY_KEY_SECRET: randomBytes(24).toString('hex'),
  RAZORPAY_WEBHOOK_SECRET: SECRET,
  // Reconciliation and the events' handling never reach Razorpay: no attempt is theirs.
  RAZORPAY_API_URL: 'http://127.0.0.1:9/v1',
};

interface Event {
  id: string;
  body: string;
  signature: string;
}

/** A payment.captured event as Razorpay sends it, for a Razorpay order the shop never made. */
function events(count: number): Event[] {
  return Array.from({ length: count }, (_, index) => {
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_BenchAccount01',
      event: 'payment.captured',
      contains: ['payment'],
      payload: {
        payment: {
          entity: {
            id: `pay_bench${String(index).padStart(9, '0')}`,
            entity: 'payment',
            amount: 129_900,
            currency: 'INR',
            status: 'captured',
            order_id: `order_bench${String(index).padStart(8, '0')}`,
            method: 'upi',
            captured: true,
            email: 'asha@example.in',
            contact: '+919845012345',
            created_at: 1_764_000_000,
          },
        },
      },
      created_at: 1_764_000_000,
    });
    return {
      id: `evt_bench${String(index).padStart(9, '0')}`,
      body,
      signature: createHmac('sha256', SECRET).update(body).digest('hex'),
    };
  });
}

/** Posts every event with CONNECTIONS at once; answers per second and how many were 200. */
async function post(baseUrl: string, list: Event[]) {
  let next = 0;
  let ok = 0;
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < list.length) {
        const event = list[next++]!;
        const sent = performance.now();
        const response = await fetch(`${baseUrl}/payments/razorpay/webhook`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-razorpay-signature': event.signature,
            'x-razorpay-event-id': event.id,
          },
          body: event.body,
        });
        await response.arrayBuffer();
        latencies.push(performance.now() - sent);
        if (response.status === 200) ok += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    perSecond: list.length / seconds,
    ok,
    p50: latencies[Math.floor(latencies.length / 2)]!,
    p99: latencies[Math.floor(latencies.length * 0.99)]!,
  };
}

async function run(name: string, env: Record<string, string>) {
  const api = await startApi({ ...env, ...RAZORPAY }, API_PORT);
  const list = events(WEBHOOKS);
  let rows: (string | number)[][];
  try {
    const started = performance.now();
    const first = await post(api.baseUrl, list);
    const again = await post(api.baseUrl, list);
    // Every stored event handled by the jobs runner (each ignored: no attempt is the shop's).
    let drained = '-';
    if (env.DATABASE_URL) {
      const handled = async () =>
        Number(
          (
            await withApiDatabase(env, (db) =>
              queryRows<{ count: string }>(
                db,
                sql`select count(*) as count from payment_webhooks where handled_at is not null`,
              ),
            )
          )[0]!.count,
        );
      while ((await handled()) < WEBHOOKS) await sleep(100);
      drained = fixed((performance.now() - started) / 1000);
    }
    rows = [
      [
        name,
        'new events',
        fixed(first.perSecond, 0),
        first.ok,
        fixed(first.p50),
        fixed(first.p99),
        drained,
      ],
      [
        name,
        'the same again',
        fixed(again.perSecond, 0),
        again.ok,
        fixed(again.p50),
        fixed(again.p99),
        '',
      ],
    ];
  } finally {
    await api.stop();
  }
  if (!env.DATABASE_URL) {
    // The embedded database is the stopped process's now: count what it handled before stopping.
    const [row] = await withApiDatabase(env, (db) =>
      queryRows<{ stored: string; handled: string }>(
        db,
        sql`select count(*) as stored, count(handled_at) as handled from payment_webhooks`,
      ),
    );
    rows[0]![6] = `${row!.handled}/${row!.stored} by stop`;
  }
  return rows;
}

/** The same verification with no HTTP and no database: HMAC-SHA256 and a constant-time compare. */
function ceiling(): (string | number)[] {
  const list = events(WEBHOOKS);
  const started = performance.now();
  let valid = 0;
  for (let round = 0; round < 10; round += 1) {
    for (const event of list) {
      const expected = Buffer.from(createHmac('sha256', SECRET).update(event.body).digest('hex'));
      if (timingSafeEqual(expected, Buffer.from(event.signature))) valid += 1;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  return ['ceiling (this process)', 'HMAC only', fixed(valid / seconds, 0), valid, '', '', ''];
}

const rows: (string | number)[][] = [];
const postgres = await freshPostgresDatabase('storefront_bench_webhooks');
if (postgres) {
  try {
    rows.push(...(await run('PostgreSQL', { DATABASE_URL: postgres.url })));
  } finally {
    await postgres.drop();
  }
}
const dataDir = freshDataDir();
try {
  rows.push(...(await run('PGlite (embedded)', { DATA_DIR: dataDir.dir })));
} finally {
  dataDir.remove();
}
rows.push(ceiling());
console.log(
  `${WEBHOOKS} webhooks, ${CONNECTIONS} connections, one API process\n\n` +
    table(
      ['database', 'events', 'webhooks/s', '200s', 'p50 ms', 'p99 ms', 'all handled after (s)'],
      rows,
    ),
);
