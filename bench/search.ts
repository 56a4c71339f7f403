// `npm run bench:search`: product search (issue 19, decision 0016) as the catalogue grows. Grows
// one store's catalogue in bulk (SQL generate_series) with product names made of realistic words
// (TV accessories and general goods, Hindi words in Latin letters among them) to 100k and 1M
// products on PostgreSQL and 100k on PGlite; at each size starts the API afresh with its
// microcache off and loads it with 50 connections: a common word, a rare word, two words, a typo,
// a query with words no product has, a later page, and prefixes (suggest). Each load runs twice:
// with the ranked-matches cache on (as in production: one ranking per store version, query and
// filters every 5 s, the pages read by id) and off (every request ranked by the database).
// Prints p50/p99 and the sizes of the search indexes, and with each load's API two ceilings
// measured alike: an answer without the database, and one product read by its primary key.
// Last, one product read by 10 connections while 50 flood the API with the costliest search,
// with searches taking turns (the default) and all at once.
//
//   npm run bench:search                       PostgreSQL 100k and 1M, PGlite 100k
//   npm run bench:search -- --sizes 100000     PostgreSQL 100k only
//   npm run bench:search -- --sizes 100000 --pglite-sizes ''   no PGlite
//   npm run bench:search -- --database postgres://…/search_dev --sizes 1000000 --pglite-sizes ''
//                                              an existing database (bench/search-dev.ts grows
//                                              one), grown to the sizes and kept
import { parseArgs } from 'node:util';
import { openDatabase } from '../apps/api/src/db/client';
import { seedIfEmpty } from '../apps/api/src/seed';
import {
  DURATION_SECONDS,
  fixed,
  freshDataDir,
  freshPostgresDatabase,
  load,
  type Load,
  sleep,
  startApi,
  table,
} from './lib';
import { growCatalogue, indexSizes, productCount } from './search-catalogue';

const API_PORT = 8963;
// The microcache is off in every figure; the ranked-matches cache is on, then off.
const CACHED = { CATALOG_CACHE_TTL_MS: '0', SEARCH_CACHE_TTL_MS: '5000' };
const UNCACHED = { CATALOG_CACHE_TTL_MS: '0', SEARCH_CACHE_TTL_MS: '0' };

const { values: options } = parseArgs({
  options: {
    sizes: { type: 'string', default: process.env.BENCH_SEARCH_PG ?? '100000,1000000' },
    'pglite-sizes': { type: 'string', default: process.env.BENCH_SEARCH_PGLITE ?? '100000' },
    database: { type: 'string' },
  },
});
/** Catalogue sizes from a comma list; an empty list skips that database. */
const sizes = (list: string) => list.split(',').filter(Boolean).map(Number);
const POSTGRES_SIZES = sizes(options.sizes);
const PGLITE_SIZES = sizes(options['pglite-sizes']);

/** Eight common words no product has together: the costliest search (decision 0016). */
const EIGHT_WORDS = '/products?search=kurta%20saree%20lamp%20hdmi%20remote%20wallet%20mount%20belt';
const FLOOD_READERS = 10;

const LOADS: Load[] = [
  { title: 'common word (cable)', path: '/products?search=cable' },
  { title: 'rare word (chikankari)', path: '/products?search=chikankari' },
  { title: 'two words (hdmi cable)', path: '/products?search=hdmi%20cable' },
  { title: 'typo (remot)', path: '/products?search=remot' },
  { title: 'relaxed (hdmi 2.1 cable 3m)', path: '/products?search=hdmi%202.1%20cable%203m' },
  { title: 'relaxed, eight words', path: EIGHT_WORDS },
  { title: 'no such words (zqxj vbnm)', path: '/products?search=zqxj%20vbnm' },
  { title: 'common word, page 5', path: '/products?search=kurta&page=5' },
  { title: 'suggest prefix (stre)', path: '/products/suggest?q=stre' },
  { title: 'suggest two words (tv rem)', path: '/products/suggest?q=tv%20rem' },
];

/**
 * Measured with every search load, on the same API, to read its figures against what this machine
 * does at that moment (its speed drifts): an answer without the database, one product read by its
 * primary key (the microcache off: one statement, as a search of plain words), and the listing's
 * first page without a search (one statement too, and as many products' answers as a search's
 * page: most of a page's cost on both sides is moving those).
 */
const ONE_PRODUCT = 'ceiling: one product by id';
const LISTING_PAGE = 'ceiling: a listing page';
const CEILINGS = (productId: string): Load[] => [
  { title: 'ceiling: no database (health)', path: '/health/live' },
  { title: ONE_PRODUCT, path: `/products/${productId}` },
  { title: LISTING_PAGE, path: '/products' },
];

interface Row {
  database: string;
  cache: string;
  size: number;
  title: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(
  database: string,
  size: number,
  env: Record<string, string>,
): Promise<Row[]> {
  return [
    ...(await measureWith(database, size, 'on', { ...CACHED, ...env })),
    ...(await measureWith(database, size, 'off', { ...UNCACHED, ...env })),
    // Searches take turns, four at once (SEARCH_CONCURRENCY); 64 is more than the flood's
    // connections: every search at once, as before the turns.
    await underFlood(database, size, 'four at once', { ...UNCACHED, ...env }),
    await underFlood(database, size, 'all at once', {
      ...UNCACHED,
      ...env,
      SEARCH_CONCURRENCY: '64',
    }),
  ];
}

/**
 * One product read by FLOOD_READERS connections while CONNECTIONS send the eight-word search:
 * what the rest of the API answers while searches flood it.
 */
async function underFlood(
  database: string,
  size: number,
  turns: string,
  env: Record<string, string>,
): Promise<Row> {
  const api = await startApi(env, API_PORT);
  try {
    const productId = await firstProductId(api.baseUrl);
    const flood = load(api.baseUrl, { title: 'flood', path: EIGHT_WORDS }, DURATION_SECONDS + 2);
    // The flood's warm-up second, and half a second of it in full.
    await sleep(1_500);
    const result = await load(api.baseUrl, {
      title: 'reads',
      path: `/products/${productId}`,
      connections: FLOOD_READERS,
    });
    await flood;
    const title = `${ONE_PRODUCT} (${FLOOD_READERS} conn.), eight-word flood, searches ${turns}`;
    console.log(
      `${database.padEnd(10)} ${String(size).padStart(8)} ${title} ${fixed(result.requestsPerSecond, 0)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms`,
    );
    return {
      database,
      cache: 'off',
      size,
      title,
      rps: result.requestsPerSecond,
      p50: result.p50,
      p99: result.p99,
      errors: result.errors + result.non2xx,
    };
  } finally {
    await api.stop();
  }
}

async function firstProductId(baseUrl: string): Promise<string> {
  const listed = await fetch(`${baseUrl}/products?limit=1`).then(
    (response) => response.json() as Promise<{ data: { id: string }[] }>,
  );
  return listed.data[0]!.id;
}

async function measureWith(
  database: string,
  size: number,
  cache: string,
  env: Record<string, string>,
): Promise<Row[]> {
  const api = await startApi(env, API_PORT);
  try {
    const rows: Row[] = [];
    for (const spec of [...CEILINGS(await firstProductId(api.baseUrl)), ...LOADS]) {
      // Requests a slow load left in flight when it stopped would be counted against the next.
      await settled(api.baseUrl);
      const result = await load(api.baseUrl, spec);
      rows.push({
        database,
        cache,
        size,
        title: spec.title,
        rps: result.requestsPerSecond,
        p50: result.p50,
        p99: result.p99,
        errors: result.errors + result.non2xx,
      });
      console.log(
        `${database.padEnd(10)} ${String(size).padStart(8)} cache ${cache.padEnd(3)}  ${spec.title.padEnd(30)} ${fixed(result.requestsPerSecond, 0).padStart(6)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms`,
      );
    }
    return rows;
  } finally {
    await api.stop();
  }
}

/** Waits until the API answers a query-less listing quickly: nothing left from the last load. */
async function settled(baseUrl: string): Promise<void> {
  for (let tries = 0; tries < 60; tries++) {
    const started = performance.now();
    await fetch(`${baseUrl}/products?limit=1`).then((response) => response.arrayBuffer());
    if (performance.now() - started < 20) return;
    await sleep(500);
  }
}

const rows: Row[] = [];
const sizesOnDisk: string[] = [];

if (POSTGRES_SIZES.length > 0) {
  const postgres = options.database
    ? { url: options.database, drop: async () => {} }
    : await freshPostgresDatabase('storefront_bench_search');
  if (postgres) {
    try {
      const handle = await openDatabase({ kind: 'postgres', url: postgres.url });
      await handle.prepare(async (db) => void (await seedIfEmpty(db)));
      for (const size of POSTGRES_SIZES) {
        const held = await productCount(handle.db);
        if (held > size) {
          console.log(`PostgreSQL ${size}: the database holds ${held} products; skipped`);
          continue;
        }
        const started = performance.now();
        await growCatalogue(handle.db, size);
        const grown = `PostgreSQL ${size}: grown in ${fixed((performance.now() - started) / 1000)} s; ${await indexSizes(handle.db)}`;
        console.log(grown);
        sizesOnDisk.push(grown);
        rows.push(...(await measure('PostgreSQL', size, { DATABASE_URL: postgres.url })));
      }
      await handle.close();
    } finally {
      await postgres.drop();
    }
  } else {
    console.log('PostgreSQL: no server at BENCH_DATABASE_URL; skipped');
  }
}

if (PGLITE_SIZES.length > 0) {
  const data = freshDataDir();
  try {
    for (const size of PGLITE_SIZES) {
      // PGlite serves one process: grow the catalogue, close, then let the API open it.
      const handle = await openDatabase({ kind: 'pglite', dataDir: data.dir });
      await handle.prepare(async (db) => void (await seedIfEmpty(db)));
      const started = performance.now();
      await growCatalogue(handle.db, size);
      const grown = `PGlite ${size}: grown in ${fixed((performance.now() - started) / 1000)} s; ${await indexSizes(handle.db)}`;
      await handle.close();
      console.log(grown);
      sizesOnDisk.push(grown);
      rows.push(...(await measure('PGlite', size, { DATA_DIR: data.dir })));
    }
  } finally {
    data.remove();
  }
}

/** `row`'s p99 over that of the ceiling `title` measured on the same API. */
function overCeiling(row: Row, title: string): string {
  const ceiling = rows.find(
    (other) =>
      other.database === row.database &&
      other.size === row.size &&
      other.cache === row.cache &&
      other.title === title,
  )!;
  return fixed(row.p99 / ceiling.p99, 1);
}

console.log(
  `\n${new Date().toISOString().slice(0, 10)}, ${process.env.BENCH_CONNECTIONS ?? 50} connections, ${process.env.BENCH_DURATION ?? 5} s per figure, microcache off\n`,
);
console.log(sizesOnDisk.join('\n') + '\n');
console.log(
  table(
    [
      'database',
      'products',
      'ranked cache',
      'request',
      'req/s',
      'p50 ms',
      'p99 ms',
      'p99 ÷ one product’s',
      'p99 ÷ listing page’s',
      'errors',
    ],
    rows.map((row) => [
      row.database,
      row.size,
      row.cache,
      row.title,
      // None answered within the load's duration: every request was still waiting.
      Number.isFinite(row.rps) ? fixed(row.rps, 0) : '0 (none answered)',
      Number.isFinite(row.rps) ? row.p50 : '-',
      Number.isFinite(row.rps) ? row.p99 : '-',
      Number.isFinite(row.rps) ? overCeiling(row, ONE_PRODUCT) : '-',
      Number.isFinite(row.rps) ? overCeiling(row, LISTING_PAGE) : '-',
      row.errors,
    ]),
  ),
);
if (rows.some((row) => row.errors > 0)) process.exitCode = 1;
