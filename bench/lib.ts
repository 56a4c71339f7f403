// Shared pieces of the benchmarks: start the real API as its own process, load it with
// autocannon, print tables. Benchmarks print figures; they assert nothing but "no errors".
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import pg from 'pg';
import { type Database, openDatabase } from '../apps/api/src/db/client';
import * as schema from '../apps/api/src/db/schema';
import { createPasswordHasher } from '../apps/api/src/modules/users/passwords';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 5);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Admin connection for throwaway benchmark databases; PostgreSQL runs are skipped without a server. */
export const PG_ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface Load {
  title: string;
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Send exactly this many requests instead of running for a duration (every answer counted). */
  amount?: number;
  /** Connections at once; CONNECTIONS if not given. */
  connections?: number;
}

export interface LoadResult {
  title: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  ok: number;
}

/** Every GET figure follows a discarded second of the same load: JIT, plan cache and pool warm. */
const WARM_UP_SECONDS = 1;

export async function load(
  baseUrl: string,
  spec: Load,
  duration = DURATION_SECONDS,
): Promise<LoadResult> {
  if ((spec.method ?? 'GET') === 'GET') {
    await autocannon({
      url: baseUrl + spec.path,
      headers: spec.headers,
      connections: spec.connections ?? CONNECTIONS,
      duration: WARM_UP_SECONDS,
    });
  }
  const started = performance.now();
  let lastAnswerAt = started;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl + spec.path,
        method: spec.method ?? 'GET',
        headers: { 'content-type': 'application/json', ...spec.headers },
        body: spec.body,
        connections: spec.connections ?? CONNECTIONS,
        ...(spec.amount ? { amount: spec.amount } : { duration }),
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', () => {
      lastAnswerAt = performance.now();
    });
  });
  return {
    title: spec.title,
    // Answers over the time from the first request to the last answer, measured here:
    // autocannon notices the end of a fixed amount only at its next whole-second tick.
    requestsPerSecond: result.requests.total / ((lastAnswerAt - started) / 1000),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    ok: result['2xx'],
  };
}

export interface RunningServer {
  baseUrl: string;
  /** Settles when the process ends, however it ends: "exit code 1", "SIGKILL". */
  exited: Promise<string>;
  /** SIGTERM: the server finishes its requests (and closes its database), as on a deploy. */
  stop(): Promise<void>;
  /** SIGKILL: the process ends mid-request, as in a crash or at the hands of the OOM killer. */
  kill(): Promise<void>;
}
export type RunningApi = RunningServer;

/**
 * Starts `args` with node in `cwd` and answers once `healthUrl` does; its output is dropped
 * unless `log` (an open file descriptor) takes it. BENCH_NODE_ARGS="--cpu-prof
 * --cpu-prof-dir=/tmp/prof" profiles the server under a benchmark.
 */
async function startServer(
  name: string,
  {
    args,
    cwd,
    env,
    baseUrl,
    healthUrl,
  }: { args: string[]; cwd: string; env: NodeJS.ProcessEnv; baseUrl: string; healthUrl: string },
  log?: number,
): Promise<RunningServer> {
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, ...args], {
    cwd: path.join(root, cwd),
    env,
    stdio: ['ignore', log ?? 'ignore', log ?? 'inherit'],
  });
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? `exit code ${code}`)),
  );
  try {
    await untilAnswers(healthUrl, Date.now() + 180_000, () => {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`the ${name} exited with ${child.exitCode ?? child.signalCode}`);
      }
    });
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  const end = async (signal: NodeJS.Signals) => {
    child.kill(signal);
    await exited;
  };
  return { baseUrl, exited, stop: () => end('SIGTERM'), kill: () => end('SIGKILL') };
}

/** The API exactly as `npm start` runs it, on its own port and database; answers once its /health does. */
export function startApi(
  env: Record<string, string>,
  port: number,
  { log }: { log?: number } = {},
): Promise<RunningApi> {
  return startServer(
    'API',
    {
      args: ['--import', 'tsx', 'src/main.ts'],
      cwd: 'apps/api',
      env: {
        ...process.env,
        API_PORT: String(port),
        API_HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        // One process, as the figures kept in RESULTS.md were taken (PostgreSQL's default is one
        // per core); a benchmark of several passes its own.
        API_CONCURRENCY: '1',
        ...env,
      },
      baseUrl: `http://127.0.0.1:${port}/api/v1`,
      healthUrl: `http://127.0.0.1:${port}/api/v1/health`,
    },
    log,
  );
}

/**
 * The web server exactly as `npm start` runs it, from the production build (`npm run build`
 * makes it), on its own port; answers once its /health/ready does (it reaches the API).
 */
export function startWeb(
  env: Record<string, string>,
  port: number,
  { log }: { log?: number } = {},
): Promise<RunningServer> {
  return startServer(
    'web server',
    {
      args: ['--max-semi-space-size=32', 'server.js'],
      cwd: 'apps/web',
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', WEB_CONCURRENCY: '1', ...env },
      baseUrl: `http://127.0.0.1:${port}`,
      healthUrl: `http://127.0.0.1:${port}/health/ready`,
    },
    log,
  );
}

/** Waits until the API's GET /health answers 200; `check` may throw to give up sooner. */
export function untilHealthy(
  baseUrl: string,
  deadline: number,
  check: () => void = () => {},
): Promise<void> {
  return untilAnswers(`${baseUrl}/health`, deadline, check);
}

/** Waits until GET `url` answers 200; `check` may throw to give up sooner. */
async function untilAnswers(url: string, deadline: number, check: () => void): Promise<void> {
  for (;;) {
    check();
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not yet listening, or not answering
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer in time`);
    await sleep(100);
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fresh, empty PostgreSQL database on the server of `adminUrl`; null when it does not answer. */
export async function freshPostgresDatabase(
  name: string,
  adminUrl = PG_ADMIN_URL,
): Promise<{ url: string; drop(): Promise<void> } | null> {
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/**
 * Runs `use` on the database an API process was started on (`DATABASE_URL`, else `DATA_DIR`).
 * A PGlite directory is one process's at a time: stop the API first.
 */
export async function withApiDatabase<T>(
  env: Record<string, string>,
  use: (db: Database) => Promise<T>,
): Promise<T> {
  const handle = await openDatabase(
    env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL, poolMax: 1 }
      : { kind: 'pglite', dataDir: env.DATA_DIR! },
  );
  try {
    return await use(handle.db);
  } finally {
    await handle.close();
  }
}

export function freshDataDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'storefront-bench-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export function table(headers: string[], rows: (string | number)[][]): string {
  const cells = [headers, ...rows.map((row) => row.map(String))];
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [
    line(cells[0]!),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...cells.slice(1).map(line),
  ].join('\n');
}

export const fixed = (value: number, digits = 1) => value.toFixed(digits);

/** A JSON request that must succeed. */
export async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', ...init?.headers },
  });
  if (!response.ok)
    throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Registers a shopper and signs them in; answers their Authorization header. */
export async function newShopper(
  baseUrl: string,
  email: string,
  headers: Record<string, string> = {},
): Promise<{ authorization: string }> {
  const password = 'Bench-mark-2026';
  await json(`${baseUrl}/users/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password, firstName: 'Bench', lastName: 'Mark' }),
  });
  const { token } = await json<{ token: string }>(`${baseUrl}/users/authorize`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  });
  return { authorization: `Bearer ${token}` };
}

/** What every benchmark shopper orders: two products of the catalogue, sent to one address. */
export function sampleOrder([first, second]: string[]) {
  return {
    products: { [first!]: 2, [second!]: 1 },
    shippingAddress: {
      fullName: 'Bench Mark',
      address: '1 Load Lane',
      city: 'Pune',
      state: 'Maharashtra',
      postalCode: '411001',
      phone: '+919876543210',
    },
  };
}

/**
 * The sample catalogue with 1,000,000 of every variant in stock, as a file for SEED_CATALOGUE:
 * benchmarks that place thousands of orders take stock as every order does, and never run out.
 */
export function plentifulCatalogue(): string {
  const rows = parse(
    readFileSync(path.join(root, 'apps/api/src/seed/catalogue.csv'), 'utf8'),
  ) as string[][];
  const stock = rows[0]!.indexOf('stock');
  const file = path.join(
    mkdtempSync(path.join(tmpdir(), 'storefront-bench-catalogue-')),
    'catalogue.csv',
  );
  writeFileSync(
    file,
    stringify(rows.map((row, index) => (index === 0 ? row : row.with(stock, '1000000')))),
  );
  return file;
}

/** A catalogue file of `rows` rows: products in four sizes, with realistic words and SKUs. */
export function catalogueRows(rows: number): string {
  const header =
    'title,description,category,parent_category,gender,regular_price,discounted_price,images,attributes,size,sku,stock';
  const sizes = ['S', 'M', 'L', 'XL'];
  const kinds = ['Cotton Kurta', 'HDMI 2.1 Cable', 'TV Wall Mount', 'Voice Remote', 'Linen Shirt'];
  const lines = [header];
  for (let row = 0; row < rows; row++) {
    const product = Math.floor(row / sizes.length);
    const kind = kinds[product % kinds.length]!;
    lines.push(
      [
        `${kind} No. ${product + 1}`,
        `"A ${kind.toLowerCase()} for everyday use, batch ${product + 1}."`,
        product % 2 ? 'Men' : 'TV & Video Accessories',
        kind.split(' ').at(-1),
        product % 2 ? 'Men' : '',
        499 + (product % 50) * 10,
        product % 3 ? '' : 449 + (product % 50) * 10,
        '/images/products/fallback.svg',
        'material=cotton',
        sizes[row % sizes.length],
        `BULK-${product + 1}-${sizes[row % sizes.length]}`,
        (row * 7) % 60,
      ].join(','),
    );
  }
  return lines.join('\n');
}

const OWNER_EMAIL = 'bench-owner@example.in';
const OWNER_PASSWORD = 'Bench-mark-back-office-2026';

/** An owner of the default store, its password hashed as the API hashes them. */
export async function addOwner(db: Database): Promise<void> {
  const hasher = createPasswordHasher({ log2N: 14, r: 8, p: 1 });
  const [store] = await db.select({ id: schema.stores.id }).from(schema.stores);
  await db.insert(schema.staff).values({
    storeId: store!.id,
    email: OWNER_EMAIL,
    role: 'owner',
    passwordHash: await hasher.hash(OWNER_PASSWORD),
  });
}

/** Signs addOwner's owner in as the back office does; answers the Cookie and Origin headers. */
export async function signInOwner(baseUrl: string): Promise<{ cookie: string; origin: string }> {
  const origin = new URL(baseUrl).origin;
  const response = await fetch(`${baseUrl}/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: OWNER_EMAIL, password: OWNER_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .find((pair) => pair.startsWith('staff_session='));
  if (!cookie) throw new Error('sign-in set no staff_session cookie');
  return { cookie, origin };
}

/**
 * `count` signed-in shoppers of a store, written directly (signing 1,000 people up is not what is
 * measured): their bearer tokens, each as the API's sign-in would have issued it.
 */
export async function signedInShoppers(
  db: Database,
  storeId: number,
  count: number,
  name: string,
): Promise<string[]> {
  const tokens = Array.from({ length: count }, () => randomBytes(32).toString('base64url'));
  const created = await db
    .insert(schema.users)
    .values(
      tokens.map((_, index) => ({
        storeId,
        email: `${name.toLowerCase()}${index}@bench.example.in`,
        passwordHash: 'not-used',
        firstName: name,
        lastName: String(index),
      })),
    )
    .returning({ id: schema.users.id });
  await db.insert(schema.sessions).values(
    created.map((user, index) => ({
      userId: user.id,
      tokenHash: createHash('sha256').update(tokens[index]!).digest('hex'),
      expiresAt: new Date(Date.now() + 86_400_000),
    })),
  );
  return tokens;
}
