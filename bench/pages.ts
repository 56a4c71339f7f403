// npm run bench:pages: the storefront's pages as shoppers load them (Accept-Encoding: gzip, 50
// connections): pages/s, p50 and p99 from the page cache (warm) and rendered each time (the cache
// off), against the ceiling of a bare node:http server sending the same bytes, measured in the
// same run; then how long a product edit in the back office takes to show in every answer of a
// page under load. Then the same scenarios through nginx (deploy/nginx.conf) in front of two web
// and two API processes on PostgreSQL (a throwaway database, BENCH_DATABASE_URL's server) and
// Redis (BENCH_REDIS_URL), as on several machines. Results: bench/RESULTS.md, "Issue 18".
import { fork, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import {
  fixed,
  freshDataDir,
  freshPostgresDatabase,
  json,
  load,
  type LoadResult,
  root,
  sleep,
  startApi,
  startWeb,
  table,
} from './lib';
import { startTopology, type Topology } from './topology';

const API_PORT = 8241;
const CACHED_PORT = 3241;
const UNCACHED_PORT = 3242;
const CEILING_PORT = 3243;
const TOPOLOGY_PORTS = {
  cached: { nginx: 9341, web: [3341, 3342], api: [8341, 8342] },
  uncached: { nginx: 9342, web: [3343, 3344], api: [8345, 8346] },
};
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const GZIP = { 'accept-encoding': 'gzip' };
const OWNER = { email: 'bench-owner@chitrakart.in', password: 'bench owner password 1' };
/** Issue 18's figures before the work, on this machine (pages/s): uncached renders must triple. */
const BEFORE: Record<string, number> = { home: 72, listing: 60, product: 109 };

interface PageSpec {
  name: string;
  path: string;
}

/** The pages the issue names: home, a listing, a product page and a policy. */
async function benchmarkPages(apiBaseUrl: string): Promise<PageSpec[]> {
  const { data } = await json<{ data: { id: string }[] }>(
    `${apiBaseUrl}/products?gender=Men&limit=1`,
  );
  return [
    { name: 'home', path: '/' },
    { name: 'listing', path: '/products?category=men' },
    { name: 'product', path: `/product/${data[0]!.id}` },
    { name: 'about', path: '/about' },
  ];
}

/** Every page asked until the server keeps it (X-Page-Cache: hit); throws if it never does. */
async function warmPages(baseUrl: string, pages: PageSpec[]): Promise<void> {
  for (const page of pages) {
    for (let attempt = 0; ; attempt++) {
      const response = await fetch(baseUrl + page.path, { headers: GZIP });
      await response.arrayBuffer();
      if (response.headers.get('x-page-cache') === 'hit') break;
      if (attempt > 50) throw new Error(`${page.path} is not kept by ${baseUrl}`);
      await sleep(100);
    }
  }
}

/** Scenario: each page under load (gzip, 50 connections), as `baseUrl` serves it. */
async function loadPages(
  baseUrl: string,
  pages: PageSpec[],
  label: string,
): Promise<Map<string, LoadResult>> {
  const results = new Map<string, LoadResult>();
  for (const page of pages) {
    const result = await load(baseUrl, { title: page.name, path: page.path, headers: GZIP });
    results.set(page.name, result);
    console.log(
      `${label.padEnd(10)} ${page.name.padEnd(8)} ${fixed(result.requestsPerSecond, 0).padStart(6)} pages/s  p50 ${result.p50} ms  p99 ${result.p99} ms  errors ${result.errors + result.non2xx}`,
    );
  }
  return results;
}

/** Headers node:http writes itself, per connection or per answer. */
const TRANSPORT_HEADERS = new Set(['connection', 'content-length', 'date', 'keep-alive']);

/**
 * Scenario: the ceiling, a bare node:http server (bench/ceiling.mjs) sending the bytes `baseUrl`
 * sends for each page (status, headers, gzip body), under the same load.
 */
async function loadCeiling(baseUrl: string, pages: PageSpec[]): Promise<Map<string, LoadResult>> {
  const recorded: Record<string, { status: number; headers: object; bodyBase64: string }> = {};
  for (const page of pages) {
    const answer = await rawGet(baseUrl + page.path, GZIP);
    const headers = Object.fromEntries(
      Object.entries(answer.headers).filter(([name]) => !TRANSPORT_HEADERS.has(name)),
    );
    recorded[`GET ${page.path}`] = {
      status: answer.status,
      headers,
      bodyBase64: answer.body.toString('base64'),
    };
  }
  const file = path.join(tmpdir(), `storefront-pages-ceiling-${process.pid}.json`);
  writeFileSync(file, JSON.stringify(recorded));
  const server = fork(path.join(root, 'bench/ceiling.mjs'), [file, String(CEILING_PORT)], {
    stdio: 'inherit',
  });
  await new Promise((resolve) => server.once('message', resolve));
  try {
    return await loadPages(`http://127.0.0.1:${CEILING_PORT}`, pages, 'ceiling');
  } finally {
    server.kill();
  }
}

/** A GET whose body is kept as sent (compressed). */
function rawGet(url: string, headers: Record<string, string>, agent?: http.Agent) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(url, { headers, agent }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
          response.on('error', reject);
        })
        .on('error', reject);
    },
  );
}

interface Freshness {
  /** Seconds from sending the edit to the first answer showing it. */
  first: number;
  /** Seconds from sending the edit to the last answer not showing it: every later one does. */
  every: number;
  /** Answers read while the edit was on its way. */
  answers: number;
  pagesPerSecond: number;
}

/**
 * Scenario: 50 connections load a product page from `baseUrl`, every answer read; a product
 * edit is sent through the back office API (`edit`) and timed until every answer shows it.
 */
async function measureFreshness(
  baseUrl: string,
  productPath: string,
  edit: (title: string) => Promise<void>,
  { connections = 50, afterMs = 15_000 } = {},
): Promise<Freshness> {
  const title = `Freshly Renamed ${Date.now().toString(36)}`;
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  let editSentAt = Infinity;
  let firstNew = Infinity;
  let lastOld = -Infinity;
  let answers = 0;
  let stopping = false;
  const client = async () => {
    while (!stopping) {
      const sentAt = performance.now();
      const answer = await rawGet(baseUrl + productPath, GZIP, agent);
      const text = (
        answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.body) : answer.body
      ).toString();
      if (answer.status !== 200) throw new Error(`${productPath} answered ${answer.status}`);
      answers += 1;
      if (text.includes(title)) firstNew = Math.min(firstNew, performance.now());
      // An answer to a request sent after the edit that does not show it.
      else if (sentAt >= editSentAt) lastOld = Math.max(lastOld, performance.now());
    }
  };
  const clients = Array.from({ length: connections }, client);
  await sleep(2_000);
  editSentAt = performance.now();
  const answersBefore = answers;
  await edit(title);
  await sleep(afterMs);
  stopping = true;
  await Promise.all(clients);
  agent.destroy();
  const elapsed = (performance.now() - editSentAt) / 1000;
  return {
    first: (firstNew - editSentAt) / 1000,
    every: (Math.max(lastOld, firstNew) - editSentAt) / 1000,
    answers: answers - answersBefore,
    pagesPerSecond: (answers - answersBefore) / elapsed,
  };
}

/** Signs the shop's owner in to the back office API; answers the session cookie. */
async function signInOwner(apiBaseUrl: string): Promise<string> {
  const response = await fetch(`${apiBaseUrl}/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(apiBaseUrl).origin },
    body: JSON.stringify(OWNER),
  });
  if (response.status !== 200) throw new Error(`owner sign-in: ${response.status}`);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

/** A product edit through the back office API, as a manager's Save does. */
function productEditor(apiBaseUrl: string, cookie: string, productId: string) {
  return async (title: string) => {
    await json(`${apiBaseUrl}/admin/products/${productId}`, {
      method: 'PATCH',
      headers: { origin: new URL(apiBaseUrl).origin, cookie },
      body: JSON.stringify({ title }),
    });
  };
}

/** The shop's owner, added as a shop owner would (the command also prepares the database). */
function addOwner(env: Record<string, string>) {
  const added = spawnSync(
    path.join(root, 'node_modules/.bin/tsx'),
    ['apps/api/src/cli/staff.ts', 'add', OWNER.email, '--role', 'owner'],
    { cwd: root, env: { ...process.env, ...env }, input: `${OWNER.password}\n` },
  );
  if (added.status !== 0) throw new Error(`npm run staff failed: ${added.stderr.toString()}`);
}

interface Figures {
  warm: Map<string, LoadResult>;
  ceiling: Map<string, LoadResult>;
  cold: Map<string, LoadResult>;
  freshness: Freshness;
}

/** The same scenarios on another topology: the product edit goes through its API. */
async function measureAll(
  pages: PageSpec[],
  apiBaseUrl: string,
  { cachedUrl, uncachedUrl }: { cachedUrl: string; uncachedUrl: string },
  ceiling?: Map<string, LoadResult>,
): Promise<Figures> {
  const warm = await loadPages(cachedUrl, pages, 'cached');
  ceiling ??= await loadCeiling(cachedUrl, pages);
  const cold = await loadPages(uncachedUrl, pages, 'uncached');
  const cookie = await signInOwner(apiBaseUrl);
  const product = pages.find((page) => page.name === 'product')!;
  const productId = product.path.split('/').pop()!;
  await warmPages(cachedUrl, [product]);
  const freshness = await measureFreshness(
    cachedUrl,
    product.path,
    productEditor(apiBaseUrl, cookie, productId),
  );
  return { warm, ceiling, cold, freshness };
}

/** Prints one topology's figures; answers how many requests failed. */
function report(heading: string, pages: PageSpec[], { warm, ceiling, cold, freshness }: Figures) {
  console.log(
    `\nbench:pages, ${heading}, ${process.env.BENCH_CONNECTIONS ?? 50} connections, Accept-Encoding: gzip\n`,
  );
  console.log(
    table(
      [
        'page',
        'cached pages/s',
        'p50 ms',
        'p99 ms',
        'ceiling pages/s',
        'of ceiling',
        'uncached pages/s',
        'p50 ms',
        'p99 ms',
        '× before',
      ],
      pages.map(({ name }) => {
        const hit = warm.get(name)!;
        const bare = ceiling.get(name)!;
        const render = cold.get(name)!;
        return [
          name,
          fixed(hit.requestsPerSecond, 0),
          hit.p50,
          hit.p99,
          fixed(bare.requestsPerSecond, 0),
          `${fixed((100 * hit.requestsPerSecond) / bare.requestsPerSecond, 0)}%`,
          fixed(render.requestsPerSecond, 0),
          render.p50,
          render.p99,
          BEFORE[name] ? fixed(render.requestsPerSecond / BEFORE[name]!, 1) : '–',
        ];
      }),
    ),
  );
  console.log(
    `\nA product edit under load (${freshness.answers} answers of its page read, ${fixed(freshness.pagesPerSecond, 0)}/s): first shown ${fixed(freshness.first, 2)} s after it was sent, in every answer from ${fixed(freshness.every, 2)} s`,
  );
  return [...warm.values(), ...cold.values()].reduce(
    (sum, result) => sum + result.errors + result.non2xx,
    0,
  );
}

/** One web and one API process on the embedded database, as `npm start` runs them. */
async function onOneMachine(): Promise<{ ceiling: Map<string, LoadResult>; errors: number }> {
  const data = freshDataDir();
  addOwner({ DATA_DIR: data.dir });
  const api = await startApi({ DATA_DIR: data.dir }, API_PORT);
  const webEnv = { API_INTERNAL_URL: api.baseUrl };
  const cached = await startWeb(webEnv, CACHED_PORT);
  const uncached = await startWeb({ ...webEnv, PAGE_CACHE_MB: '0' }, UNCACHED_PORT);
  try {
    const pages = await benchmarkPages(api.baseUrl);
    await warmPages(cached.baseUrl, pages);
    const figures = await measureAll(pages, api.baseUrl, {
      cachedUrl: cached.baseUrl,
      uncachedUrl: uncached.baseUrl,
    });
    const errors = report('embedded database, one web and one API process', pages, figures);
    const ceilingErrors = [...figures.ceiling.values()].reduce(
      (sum, result) => sum + result.errors + result.non2xx,
      0,
    );
    return { ceiling: figures.ceiling, errors: errors + ceilingErrors };
  } finally {
    await Promise.all([cached.stop(), uncached.stop()]);
    await api.stop();
    data.remove();
  }
}

/**
 * The same pages through nginx in front of two web and two API processes, each on a port of its
 * own as on separate machines, over one PostgreSQL database and one Redis (bench/topology.ts);
 * uncached through a second such topology, whose web processes keep no pages. Compared with the
 * ceiling measured on one machine.
 */
async function onSeveralMachines(ceiling: Map<string, LoadResult>): Promise<number> {
  const database = await freshPostgresDatabase(`storefront_bench_pages_${process.pid}`);
  if (!database) {
    console.log('\nNo PostgreSQL answers at BENCH_DATABASE_URL: the nginx topology is skipped.');
    return 0;
  }
  const topologies: Topology[] = [];
  const start = async (ports: typeof TOPOLOGY_PORTS.cached, webEnv: Record<string, string>) => {
    const topology = await startTopology({
      databaseUrl: database.url,
      redisUrl: REDIS_URL,
      redisKeyPrefix: `storefront-bench-pages-${process.pid}:`,
      ports,
      nginxWorkers: availableParallelism(),
      webEnv,
    });
    topologies.push(topology);
    return topology;
  };
  try {
    addOwner({ DATABASE_URL: database.url });
    const cached = await start(TOPOLOGY_PORTS.cached, {});
    const uncached = await start(TOPOLOGY_PORTS.uncached, { PAGE_CACHE_MB: '0' });
    const apiBaseUrl = `${cached.baseUrl}/api/v1`;
    const pages = await benchmarkPages(apiBaseUrl);
    // Each web process keeps pages of its own.
    for (const web of cached.web) await warmPages(web.baseUrl, pages);
    const figures = await measureAll(
      pages,
      apiBaseUrl,
      { cachedUrl: cached.baseUrl, uncachedUrl: uncached.baseUrl },
      ceiling,
    );
    return report(
      'through nginx, two web and two API processes on PostgreSQL and Redis',
      pages,
      figures,
    );
  } finally {
    await Promise.all(topologies.map((topology) => topology.stop()));
    await database.drop();
  }
}

async function main() {
  const oneMachine = await onOneMachine();
  const errors = await onSeveralMachines(oneMachine.ceiling);
  if (oneMachine.errors + errors > 0) process.exitCode = 1;
}

await main();
