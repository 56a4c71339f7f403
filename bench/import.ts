// `npm run bench:import` (issue "Hardening II"): how the shop answers while a big catalogue file
// is checked and imported, on the embedded database and on PostgreSQL, through the API as
// `npm start` runs it. A product page is read by BENCH_CONNECTIONS (10) shoppers at once, first
// with nothing else to do (the ceiling of this run), then during a dry run and during the import
// of BENCH_IMPORT_ROWS (5,000) rows: their p50, p99 and slowest answer, and how long the job took.
// Then searches of 8 and of 16 words that no product has together (the relaxed search's most
// terms), and one of 30 (refused at once), each over the same load, caches off.
// Target: during the import, a product read answers within a second.
import autocannon from 'autocannon';
import { openDatabase } from '../apps/api/src/db/client';
import { seedIfEmpty } from '../apps/api/src/seed';
import {
  addOwner,
  catalogueRows,
  fixed,
  freshDataDir,
  freshPostgresDatabase,
  json,
  load,
  signInOwner,
  startApi,
  table,
} from './lib';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 5_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_DURATION ?? 5);
const PORT = 8981;

/** Words of the sample catalogue, no product having all of any eight of them. */
const WORDS = [
  'hdmi', 'cable', 'remote', 'kurta', 'mount', 'saree', 'soundbar', 'wallet', 'belt', 'lamp',
  'stand', 'cotton', 'silk', 'steel', 'fibre', 'stick', 'voice', 'black', 'white', 'linen',
  'shirt', 'optical', 'bracket', 'tilting', 'fixed', 'universal', 'streaming', 'socks', 'bag',
  'unit',
]; // prettier-ignore

interface Reads {
  p50: number;
  p99: number;
  max: number;
  requests: number;
  non2xx: number;
}

/** Product reads by CONNECTIONS shoppers until `until` settles (or SECONDS, with none). */
async function productReads(url: string, until?: Promise<unknown>): Promise<Reads> {
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections: CONNECTIONS, duration: until ? 3_600 : SECONDS },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    void until?.finally(() => instance.stop());
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    requests: result.requests.total,
    non2xx: result.non2xx + result.errors + result.timeouts,
  };
}

/** Starts an import job through the API and answers when it has finished, with its seconds. */
async function importJob(
  baseUrl: string,
  staff: { cookie: string; origin: string },
  csv: string,
  dryRun: boolean,
): Promise<{ seconds: number; status: string; created: number; updated: number }> {
  const started = performance.now();
  const job = await json<{ id: string }>(`${baseUrl}/admin/products/import?dryRun=${dryRun}`, {
    method: 'POST',
    headers: { ...staff, 'content-type': 'text/csv' },
    body: csv,
  });
  for (;;) {
    const state = await json<{
      status: string;
      result: { created: number; updated: number } | null;
    }>(`${baseUrl}/admin/jobs/${job.id}`, { headers: staff });
    if (state.status === 'done' || state.status === 'failed') {
      return {
        seconds: (performance.now() - started) / 1000,
        status: state.status,
        created: state.result?.created ?? 0,
        updated: state.result?.updated ?? 0,
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const readRows: (string | number)[][] = [];
const searchRows: (string | number)[][] = [];
const csv = catalogueRows(ROWS);
let failed = false;

for (const driver of ['pglite', 'postgres'] as const) {
  const dataDir = freshDataDir();
  const postgres =
    driver === 'postgres' ? await freshPostgresDatabase('storefront_bench_import') : null;
  if (driver === 'postgres' && !postgres) {
    console.log('PostgreSQL does not answer (BENCH_DATABASE_URL): its rows are left out');
    continue;
  }
  const env: Record<string, string> = postgres
    ? { DATABASE_URL: postgres.url, DATA_DIR: dataDir.dir }
    : { DATA_DIR: dataDir.dir };
  const handle = await openDatabase(
    postgres ? { kind: 'postgres', url: postgres.url } : { kind: 'pglite', dataDir: dataDir.dir },
  );
  await handle.prepare((db) => seedIfEmpty(db).then(() => {}));
  await addOwner(handle.db);
  await handle.close();

  const api = await startApi(
    { ...env, CATALOG_CACHE_TTL_MS: '0', SEARCH_CACHE_TTL_MS: '0', LOG_LEVEL: 'error' },
    PORT,
  );
  try {
    const staff = await signInOwner(api.baseUrl);
    const [product] = (await json<{ data: { id: string }[] }>(`${api.baseUrl}/products?limit=1`))
      .data;
    const productUrl = `${api.baseUrl}/products/${product!.id}`;
    const name = driver === 'pglite' ? 'PGlite' : 'PostgreSQL';
    const row = (what: string, reads: Reads, job?: { seconds: number; status: string }) => {
      readRows.push([
        name,
        what,
        reads.requests,
        fixed(reads.p50, 0),
        fixed(reads.p99, 0),
        fixed(reads.max, 0),
        reads.non2xx,
        job ? `${fixed(job.seconds, 1)} (${job.status})` : '-',
      ]);
      failed ||= reads.non2xx > 0 || (job !== undefined && job.status !== 'done');
    };

    await productReads(productUrl); // warm-up
    row('nothing else (the ceiling)', await productReads(productUrl));
    for (const dryRun of [true, false]) {
      const job = importJob(api.baseUrl, staff, csv, dryRun);
      const reads = await productReads(productUrl, job);
      const done = await job;
      row(`during the ${dryRun ? 'dry run' : 'import'} of ${ROWS} rows`, reads, done);
      failed ||= reads.max > 1_000;
    }

    for (const words of [8, 16, 30]) {
      const q = encodeURIComponent(WORDS.slice(0, words).join(','));
      for (const [what, path] of [
        ['search', `/products?search=${q}`],
        ['suggest', `/products/suggest?q=${q}`],
      ] as const) {
        const result = await load(api.baseUrl, {
          title: what,
          path,
          connections: CONNECTIONS,
        });
        searchRows.push([
          name,
          `${what}, ${words} words`,
          fixed(result.requestsPerSecond, 0),
          fixed(result.p50, 0),
          fixed(result.p99, 0),
          words > 16 ? `${result.non2xx} (400, refused)` : String(result.non2xx + result.errors),
        ]);
      }
    }
  } finally {
    await api.stop();
    await postgres?.drop();
    dataDir.remove();
  }
}

console.log(
  `\nProduct reads (${CONNECTIONS} connections) while a ${ROWS}-row catalogue file is checked and imported (target: slowest under 1 s)\n`,
);
console.log(
  table(['database', 'while', 'reads', 'p50 ms', 'p99 ms', 'max ms', 'errors', 'job s'], readRows),
);
console.log(`\nSearches of words no product has together (${CONNECTIONS} connections, no cache)\n`);
console.log(table(['database', 'query', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx'], searchRows));
if (failed) process.exitCode = 1;
