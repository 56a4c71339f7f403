// `npm run bench:api`: requests/s, p50/p99 and errors for the catalogue, store and order endpoints
// of the real API (its own process) on PGlite and on PostgreSQL, and, in the same run, for a bare
// node:http server answering the same bytes — the ceiling each figure is compared with.
import { fork } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ACCESSORIES_FILTER } from '@storefront/contract';
import { sql } from 'drizzle-orm';
import { queryRows } from '../apps/api/src/db/client';
import {
  fixed,
  freshDataDir,
  freshPostgresDatabase,
  json,
  load,
  type Load,
  type LoadResult,
  newShopper,
  root,
  plentifulCatalogue,
  sampleOrder,
  startApi,
  table,
  withApiDatabase,
} from './lib';

const API_PORT = 8960;
/** Orders are sent as a fixed number, so every answer is counted and compared with the database. */
const ORDERS_PER_RUN = Number(process.env.BENCH_ORDERS ?? 3000);
const CEILING_PORT = 8961;
/** One shopper places every order of a run: the per-account limit must not be what is measured. */
const NO_ORDER_LIMIT = {
  ORDERS_PER_ACCOUNT_PER_HOUR: '100000',
  // Thousands of orders of the first two products: stock is taken, and never runs out.
  SEED_CATALOGUE: plentifulCatalogue(),
};

/** Registers and signs in a shopper; answers the loads to run and the shopper's e-mail. */
async function prepare(baseUrl: string) {
  const email = `bench-${Date.now()}@example.in`;
  const auth = await newShopper(baseUrl, email);
  const list = await json<{ data: { id: string }[] }>(`${baseUrl}/products?limit=2`);
  const [first, second] = list.data.map((product) => product.id);
  const order = sampleOrder([first!, second!]);
  const loads: Load[] = [
    { title: 'GET /products', path: '/products' },
    { title: 'GET /products?category=men', path: '/products?category=men' },
    { title: 'GET /products?gender=Women', path: '/products?gender=Women' },
    {
      title: 'GET /products?filter=(accessories)',
      path: `/products?filter=${encodeURIComponent(ACCESSORIES_FILTER.join(','))}`,
    },
    {
      title: 'GET /products?category=women&parentCategory=Sarees',
      path: '/products?category=women&parentCategory=Sarees',
    },
    { title: 'GET /products/{id}', path: `/products/${first}` },
    { title: 'GET /storeInfo', path: '/storeInfo' },
    {
      title: 'POST /orders (signed in)',
      method: 'POST',
      path: '/orders',
      headers: auth,
      body: JSON.stringify(order),
      amount: ORDERS_PER_RUN,
    },
  ];
  return { loads, email };
}

/**
 * The shopper's orders and their "order placed" e-mails, counted in the database (the API
 * stopped: PGlite is one process's). Each order must have exactly one.
 */
async function storedOrders(
  env: Record<string, string>,
  email: string,
): Promise<{ orders: number; mails: number }> {
  return withApiDatabase(env, async (db) => {
    const [row] = await queryRows<{ orders: number; mails: number }>(
      db,
      sql`with placed as (
            select o.id from orders o join users u on u.id = o.user_id where u.email = ${email})
          select (select count(*)::int from placed) as orders,
                 (select count(*)::int from mail_outbox m
                  where m.kind = 'order_placed' and m.data->>'orderId' in (select id from placed))
                   as mails`,
    );
    return row!;
  });
}

/** An answer of the API, replayed byte for byte by the ceiling (its headers included). */
interface RecordedAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Headers node:http writes itself, per connection or per answer. */
const TRANSPORT_HEADERS = new Set([
  'connection',
  'content-length',
  'date',
  'keep-alive',
  'transfer-encoding',
]);

async function recordAnswer(response: Response): Promise<RecordedAnswer> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!TRANSPORT_HEADERS.has(name)) headers[name] = value;
  });
  return { status: response.status, headers, body: await response.text() };
}

interface Row extends LoadResult {
  database: string;
  /** "METHOD /api/v1/path": the request the ceiling replays. */
  key: string;
}

async function benchDatabase(
  database: string,
  env: Record<string, string>,
  recorded: Map<string, RecordedAnswer>,
) {
  const api = await startApi({ ...env, ...NO_ORDER_LIMIT }, API_PORT);
  const rows: Row[] = [];
  let shopper = '';
  try {
    const { loads, email } = await prepare(api.baseUrl);
    shopper = email;
    for (const spec of loads) {
      const response = await fetch(api.baseUrl + spec.path, {
        method: spec.method ?? 'GET',
        headers: { 'content-type': 'application/json', ...spec.headers },
        body: spec.body,
      });
      const key = `${spec.method ?? 'GET'} /api/v1${spec.path}`;
      recorded.set(key, await recordAnswer(response));
      const result = await load(api.baseUrl, spec);
      rows.push({ ...result, database, key });
      console.log(
        `${database.padEnd(10)} ${spec.title.padEnd(50)} ${fixed(result.requestsPerSecond, 0).padStart(7)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms  errors ${result.errors + result.non2xx}`,
      );
    }
  } finally {
    await api.stop();
  }
  const orders = rows.find((row) => row.key === 'POST /api/v1/orders');
  if (orders) {
    // One order was placed while recording the answer the ceiling replays.
    const stored = await storedOrders(env, shopper);
    const created = stored.orders - 1;
    const mailed = stored.mails === stored.orders;
    console.log(
      `${database.padEnd(10)} orders: ${orders.ok} answered 201, ${created} stored (${created === orders.ok ? 'none lost or duplicated' : 'MISMATCH'}), ${stored.mails} "order placed" e-mails for ${stored.orders} orders (${mailed ? 'one each' : 'MISMATCH'})`,
    );
    if (created !== orders.ok) orders.errors += Math.abs(created - orders.ok);
    if (!mailed) orders.errors += Math.abs(stored.mails - stored.orders);
  }
  return rows;
}

async function benchCeiling(recorded: Map<string, RecordedAnswer>, loads: string[]) {
  const file = path.join(tmpdir(), `storefront-ceiling-${process.pid}.json`);
  writeFileSync(file, JSON.stringify(Object.fromEntries(recorded)));
  const server = fork(path.join(root, 'bench/ceiling.mjs'), [file, String(CEILING_PORT)], {
    stdio: 'inherit',
  });
  await new Promise((resolve) => server.once('message', resolve));
  const results = new Map<string, LoadResult>();
  try {
    for (const key of loads) {
      const [method, url] = key.split(' ') as ['GET' | 'POST', string];
      const result = await load(`http://127.0.0.1:${CEILING_PORT}`, {
        title: key,
        method,
        path: url,
        body: method === 'POST' ? '{}' : undefined,
      });
      results.set(key, result);
      console.log(
        `ceiling    ${key.padEnd(50)} ${fixed(result.requestsPerSecond, 0).padStart(7)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms`,
      );
    }
  } finally {
    server.kill();
  }
  return results;
}

const recorded = new Map<string, RecordedAnswer>();
const rows: Row[] = [];

const pglite = freshDataDir();
try {
  rows.push(...(await benchDatabase('PGlite', { DATA_DIR: pglite.dir }, recorded)));
} finally {
  pglite.remove();
}
const postgres = await freshPostgresDatabase('storefront_bench_api');
if (postgres) {
  try {
    rows.push(...(await benchDatabase('PostgreSQL', { DATABASE_URL: postgres.url }, recorded)));
    // The same reads straight from the database, for comparison.
    rows.push(
      ...(await benchDatabase(
        'PostgreSQL, no microcache',
        { DATABASE_URL: postgres.url, CATALOG_CACHE_TTL_MS: '0' },
        new Map(),
      )),
    );
  } finally {
    await postgres.drop();
  }
} else {
  console.log('PostgreSQL: no server at BENCH_DATABASE_URL; skipped');
}

const ceiling = await benchCeiling(recorded, [...recorded.keys()]);

console.log(
  `\n${new Date().toISOString().slice(0, 10)}, ${process.env.BENCH_CONNECTIONS ?? 50} connections, ${process.env.BENCH_DURATION ?? 5} s per figure\n`,
);
console.log(
  table(
    ['endpoint', 'database', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'ceiling req/s', 'of ceiling'],
    rows.map((row) => {
      const bare = ceiling.get(row.key);
      return [
        row.title,
        row.database,
        fixed(row.requestsPerSecond, 0),
        row.p50,
        row.p99,
        row.errors + row.non2xx,
        bare ? fixed(bare.requestsPerSecond, 0) : '-',
        bare ? `${fixed((100 * row.requestsPerSecond) / bare.requestsPerSecond, 0)}%` : '-',
      ];
    }),
  ),
);
if (rows.some((row) => row.errors + row.non2xx > 0)) {
  console.error('\nErrors occurred: the figures above are not valid.');
  process.exitCode = 1;
}
