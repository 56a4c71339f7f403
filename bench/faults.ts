// `npm run bench:faults`: signed-in orders while something breaks. 3000 orders at 40 connections
// on PostgreSQL, each with an Idempotency-Key of its own and sent again with that key — after a
// short wait, or as long as Retry-After asks — until it is answered 201: with no fault, for
// comparison, then while (a) the API process is killed (SIGKILL) and started again, (b) PostgreSQL
// restarts; twice each, each on a fresh database. Then, in SQL: every order answered 201 is
// stored, once, and no order is stored that was not answered. Prints figures; exits 1 when an
// order was lost, duplicated or never taken.
import { execFile } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { queryRows } from '../apps/api/src/db/client';
import {
  fixed,
  freshPostgresDatabase,
  json,
  newShopper,
  PG_ADMIN_URL,
  type RunningApi,
  plentifulCatalogue,
  sampleOrder,
  sleep,
  startApi,
  table,
  untilHealthy,
  withApiDatabase,
} from './lib';

const exec = promisify(execFile);

const API_PORT = 8963;
const ORDERS = Number(process.env.BENCH_ORDERS ?? 3000);
/** One shopper per connection, each placing one order at a time. */
const SHOPPERS = Number(process.env.BENCH_FAULTS_CONNECTIONS ?? 40);
/** A request unanswered this long is given up and sent again. */
const ANSWER_TIMEOUT_MS = 10_000;
/** The wait before sending again when the API named none: doubling, with jitter. */
const BACKOFF_FIRST_MS = 50;
const BACKOFF_MAX_MS = 1_000;
/** Past this, orders stop being sent: the API has not recovered from the fault. */
const SENDING_TIME_LIMIT_MS = 5 * 60_000;
const API_ENV = {
  // Signing up is not under test: passwords are hashed at the lowest cost the API allows.
  PASSWORD_SCRYPT_LOG2_N: '14',
  // Each shopper places ~75 orders in a minute or so: the per-account limit is not under test.
  ORDERS_PER_ACCOUNT_PER_HOUR: '100000',
  // The API takes 20 registrations per address and hour: each shopper registers from an address
  // of its own (X-Forwarded-For), as shoppers behind a proxy would.
  TRUST_PROXY: 'true',
  // 3000 orders of the first two products: stock is taken, and never runs out.
  SEED_CATALOGUE: plentifulCatalogue(),
};

interface Shopper {
  email: string;
  authorization: string;
}

interface Scenario {
  title: string;
  /** A fault strikes when each of these shares of the orders has been answered 201. */
  faultsAt: number[];
  /** Why this machine cannot have this fault; null when it can. */
  unavailable(): Promise<string | null>;
  /** Breaks something; answers once it has been put right (the API may still be recovering). */
  strike(api: SupervisedApi): Promise<void>;
}

/** The API on one port, kept running as a service manager would keep it. */
interface SupervisedApi {
  baseUrl: string;
  /** Every exit nobody asked for, with the orders answered by then: each one is a finding. */
  crashes: string[];
  /** Starts the API, trying again while it exits during start-up (its database is down…). */
  start(): Promise<void>;
  kill(): Promise<void>;
  stop(): Promise<void>;
}

/** What happened to the orders of one scenario. */
interface Run {
  /** Order id answered 201, by Idempotency-Key. */
  acknowledged: Map<string, string>;
  /** How each try ended: an HTTP status, or what went wrong on the way ("connection refused"). */
  answers: Map<string, number>;
  /** Orders answered 201 to a retry, but written by an earlier try that got no answer. */
  replayed: number;
  /** Orders are sent until then. */
  deadline: number;
}

function supervise(env: Record<string, string>, log: number, run: Run): SupervisedApi {
  let current: RunningApi | null = null;
  const api: SupervisedApi = {
    baseUrl: `http://127.0.0.1:${API_PORT}/api/v1`,
    crashes: [],
    async start() {
      for (;;) {
        try {
          current = await startApi(env, API_PORT, { log });
          break;
        } catch (error) {
          if (Date.now() > run.deadline) throw error;
          await sleep(1_000);
        }
      }
      const started = current;
      void started.exited.then((how) => {
        if (current !== started) return; // killed or stopped here
        current = null;
        api.crashes.push(`${how} after ${run.acknowledged.size} orders`);
        api.start().catch((error: unknown) => api.crashes.push(`not restarted: ${String(error)}`));
      });
    },
    async kill() {
      const killed = current;
      current = null;
      await killed?.kill();
    },
    async stop() {
      const stopped = current;
      current = null;
      await stopped?.stop();
    },
  };
  return api;
}

/** The local cluster serving BENCH_DATABASE_URL (pg_lsclusters reads /etc/postgresql), or why not. */
async function localCluster(): Promise<{ version: string; name: string } | string> {
  const url = new URL(PG_ADMIN_URL);
  if (!['', 'localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) {
    return `PostgreSQL at ${url.host} is not on this machine`;
  }
  let listing: string;
  try {
    listing = (await exec('pg_lsclusters', ['--no-header'])).stdout;
  } catch (error) {
    const { stderr, message } = error as { stderr?: string; message: string };
    return `pg_lsclusters failed: ${stderr?.trim() || message}`;
  }
  const port = url.port || '5432';
  const cluster = listing
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .find((fields) => fields[2] === port);
  if (!cluster) return `no cluster of pg_lsclusters listens on port ${port}`;
  const [version, name, , , owner] = cluster as [string, string, string, string, string];
  if (process.getuid?.() !== 0 && userInfo().username !== owner) {
    return `restarting cluster ${version}/${name} takes root or ${owner}`;
  }
  return { version, name };
}

const scenarios: Scenario[] = [
  {
    title: 'no fault (for comparison)',
    faultsAt: [],
    unavailable: async () => null,
    strike: async () => {},
  },
  {
    title: '(a) API killed (SIGKILL) and restarted',
    faultsAt: [1 / 3, 2 / 3],
    unavailable: async () => null,
    async strike(api) {
      await api.kill();
      await api.start();
    },
  },
  {
    title: '(b) PostgreSQL restarted',
    faultsAt: [1 / 3, 2 / 3],
    async unavailable() {
      const cluster = await localCluster();
      return typeof cluster === 'string' ? cluster : null;
    },
    async strike() {
      const cluster = (await localCluster()) as { version: string; name: string };
      await exec('pg_ctlcluster', [
        '--skip-systemctl-redirect',
        cluster.version,
        cluster.name,
        'restart',
        '-m',
        'fast',
      ]);
    },
  },
];

/** What went wrong on the way: fetch names the cause only in `cause`. */
function failureOf(error: unknown): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return `no answer in ${ANSWER_TIMEOUT_MS / 1000} s`;
  }
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if (cause?.code === 'ECONNREFUSED') return 'connection refused';
  if (cause?.code === 'ECONNRESET') return 'connection reset';
  if (cause?.code === 'UND_ERR_SOCKET') return `connection closed (${cause.message})`;
  return cause?.code ?? cause?.message ?? String(error);
}

/** Retry-After in milliseconds: seconds or an HTTP date. */
function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const ms = /^\d+$/.test(header) ? Number(header) * 1000 : Date.parse(header) - Date.now();
  return Number.isNaN(ms) ? undefined : Math.max(0, ms);
}

const backoffMs = (attempt: number) =>
  Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** attempt) * (0.5 + Math.random() / 2);

/** Sends one order until it is answered 201 or refused (a 4xx other than 429), or time is up. */
async function placeOrder(
  run: Run,
  baseUrl: string,
  shopper: Shopper,
  key: string,
  body: string,
): Promise<void> {
  for (let attempt = 0; Date.now() < run.deadline; attempt++) {
    let outcome: string;
    let status: number | undefined;
    let wait: number | undefined;
    const sent = Date.now();
    try {
      const response = await fetch(`${baseUrl}/orders`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: shopper.authorization,
          'idempotency-key': key,
        },
        body,
        signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
      });
      const answer = await response.text();
      status = response.status;
      outcome = String(status);
      wait = retryAfterMs(response.headers.get('retry-after'));
      if (status === 201) {
        const order = JSON.parse(answer) as { id: string; createdAt: string };
        run.acknowledged.set(key, order.id);
        if (Date.parse(order.createdAt) < sent) run.replayed += 1;
      }
    } catch (error) {
      outcome = failureOf(error);
    }
    run.answers.set(outcome, (run.answers.get(outcome) ?? 0) + 1);
    if (status !== undefined && status < 500 && status !== 429) return;
    await sleep(Math.min(wait ?? backoffMs(attempt), run.deadline - Date.now()));
  }
}

/** Each shopper's orders in turn, on connections of their own; skips orders already answered. */
async function placeAll(run: Run, baseUrl: string, shoppers: Shopper[], body: string) {
  await Promise.all(
    shoppers.map(async (shopper, index) => {
      for (let order = index; order < ORDERS; order += shoppers.length) {
        const key = `order-${order}`;
        if (!run.acknowledged.has(key)) await placeOrder(run, baseUrl, shopper, key, body);
      }
    }),
  );
}

/** Registers and signs in the shoppers, a few at a time: each hashes a password twice. */
async function signUp(baseUrl: string): Promise<Shopper[]> {
  const shoppers: Shopper[] = [];
  const lanes = 4;
  await Promise.all(
    Array.from({ length: lanes }, async (_, lane) => {
      for (let index = lane; index < SHOPPERS; index += lanes) {
        const email = `faults-${index}@example.in`;
        const from = { 'x-forwarded-for': `10.0.${index >> 8}.${index & 255}` };
        shoppers[index] = { email, ...(await newShopper(baseUrl, email, from)) };
      }
    }),
  );
  return shoppers;
}

/** The shoppers' orders as stored, counted in SQL and set against the orders answered 201. */
async function check(env: Record<string, string>, shoppers: Shopper[], run: Run) {
  return withApiDatabase(env, async (db) => {
    const theirs = sql`user_id in (select id from users where email in ${shoppers.map((shopper) => shopper.email)})`;
    const [counts] = await queryRows<{ stored: number; duplicated: number }>(
      db,
      sql`select (select count(*)::int from orders where ${theirs}) as stored,
                 (select count(*)::int from (select from orders where ${theirs}
                                             group by user_id, idempotency_key
                                             having count(*) > 1) as keys) as duplicated`,
    );
    const rows = await queryRows<{ id: string }>(db, sql`select id from orders where ${theirs}`);
    const stored = new Set(rows.map((row) => row.id));
    const acknowledged = new Set(run.acknowledged.values());
    return {
      acknowledged: acknowledged.size,
      stored: counts!.stored,
      duplicated: counts!.duplicated,
      lost: [...acknowledged].filter((id) => !stored.has(id)),
      unacknowledged: [...stored].filter((id) => !acknowledged.has(id)),
      unanswered: ORDERS - run.acknowledged.size,
    };
  });
}

function describeAnswers(answers: Map<string, number>): string {
  return [...answers]
    .sort(([, a], [, b]) => b - a)
    .map(([outcome, count]) => `${outcome} × ${count}`)
    .join(', ');
}

async function runScenario(scenario: Scenario, index: number) {
  const name = `storefront_bench_faults_${index}`;
  const database = await freshPostgresDatabase(name);
  if (!database) throw new Error(`no PostgreSQL server at ${PG_ADMIN_URL} (BENCH_DATABASE_URL)`);
  const env = { ...API_ENV, DATABASE_URL: database.url };
  const logFile = path.join(tmpdir(), `storefront-bench-faults-${index}.log`);
  const log = openSync(logFile, 'w');
  const run: Run = {
    acknowledged: new Map(),
    answers: new Map(),
    replayed: 0,
    deadline: Date.now() + SENDING_TIME_LIMIT_MS,
  };
  const api = supervise(env, log, run);
  const faults: string[] = [];
  let shoppers: Shopper[];
  let seconds: number;
  let retried: number;
  try {
    await api.start();
    shoppers = await signUp(api.baseUrl);
    const products = await json<{ data: { id: string }[] }>(`${api.baseUrl}/products?limit=2`);
    const body = JSON.stringify(sampleOrder(products.data.map((product) => product.id)));

    const started = performance.now();
    let sending = true;
    const placing = placeAll(run, api.baseUrl, shoppers, body).finally(() => (sending = false));
    for (const share of scenario.faultsAt) {
      while (sending && run.acknowledged.size < share * ORDERS) await sleep(10);
      if (!sending) break;
      const at = run.acknowledged.size;
      const struck = performance.now();
      await scenario.strike(api);
      await untilHealthy(api.baseUrl, run.deadline);
      const back = (performance.now() - struck) / 1000;
      faults.push(`at ${at} orders, /health answered again after ${fixed(back)} s`);
      console.log(`  fault ${faults.length} ${faults.at(-1)}`);
    }
    await placing;
    // Every order not answered 201 is sent once more, with its key, before anything is counted.
    retried = ORDERS - run.acknowledged.size;
    run.deadline = Date.now() + 60_000;
    await placeAll(run, api.baseUrl, shoppers, body);
    seconds = (performance.now() - started) / 1000;
  } finally {
    await api.stop();
    closeSync(log);
  }
  const result = await check(env, shoppers, run);
  const ok =
    result.unanswered === 0 &&
    result.stored === result.acknowledged &&
    result.duplicated === 0 &&
    result.lost.length === 0 &&
    result.unacknowledged.length === 0;
  console.log(`  ${ORDERS} orders in ${fixed(seconds)} s (${fixed(ORDERS / seconds, 0)} orders/s)`);
  console.log(`  answers: ${describeAnswers(run.answers)}`);
  console.log(`  ${run.replayed} answered 201 to a retry from the order an earlier try had stored`);
  console.log(
    `  ${result.acknowledged} acknowledged, ${result.stored} stored, ${result.duplicated} keys stored twice; ${retried} sent again in the final pass`,
  );
  if (result.lost.length)
    console.log(`  LOST (answered 201, not stored): ${result.lost.join(' ')}`);
  if (result.unacknowledged.length) {
    console.log(`  STORED, NEVER ANSWERED 201: ${result.unacknowledged.join(' ')}`);
  }
  for (const crash of api.crashes) console.log(`  THE API EXITED UNASKED: ${crash}`);
  console.log(`  the API's log: ${logFile}`);
  if (ok) await database.drop();
  else console.log(`  MISMATCH: database ${name} kept for inspection`);
  return {
    ...result,
    ok,
    seconds,
    faults,
    crashes: api.crashes,
    answers: run.answers,
    replayed: run.replayed,
  };
}

const rows: (string | number)[][] = [];
const answers: string[] = [];
let failed = false;
for (const [index, scenario] of scenarios.entries()) {
  console.log(scenario.title);
  const reason = await scenario.unavailable();
  if (reason) {
    console.log(`  skipped: ${reason}`);
    rows.push([scenario.title, 'skipped', ...Array<string>(10).fill('-')]);
    continue;
  }
  const result = await runScenario(scenario, index);
  failed ||= !result.ok;
  rows.push([
    scenario.title,
    result.faults.length,
    result.crashes.length,
    result.acknowledged,
    result.stored,
    result.duplicated,
    result.lost.length,
    result.unacknowledged.length,
    result.unanswered,
    result.replayed,
    fixed(result.seconds),
    result.ok ? 'yes' : 'NO',
  ]);
  answers.push(`${scenario.title}: ${describeAnswers(result.answers)}`);
}

console.log(
  `\n${new Date().toISOString().slice(0, 10)}, ${ORDERS} orders, ${SHOPPERS} connections (one shopper each), PostgreSQL\n`,
);
console.log(
  table(
    [
      'scenario',
      'faults',
      'API exits unasked',
      'answered 201',
      'stored',
      'keys stored twice',
      '201 not stored',
      'stored without 201',
      'orders never taken',
      '201 from an earlier try',
      'seconds',
      'all accounted for',
    ],
    rows,
  ),
);
console.log(`\n${answers.join('\n')}`);
if (failed) {
  console.error('\nOrders were lost, duplicated or never taken: see above.');
  process.exitCode = 1;
}
