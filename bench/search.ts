// `npm run bench:search`: product search (issue 19, decision 0016) as the catalogue grows. Grows
// one store's catalogue in bulk (SQL generate_series) with product names made of realistic words
// (TV accessories and general goods, Hindi words in Latin letters among them) to 100k and 1M
// products on PostgreSQL and 100k on PGlite; at each size starts the API afresh with its
// microcache off and loads it with 50 connections: a common word, a rare word, two words, a typo,
// a query with words no product has, a later page, and prefixes (suggest). Each load runs twice:
// with the ranked-matches cache on (as in production: one ranking per store version, query and
// filters every 5 s, the pages read by id) and off (every request ranked by the database).
// Prints p50/p99 and the sizes of the search indexes.
//
//   npm run bench:search                       PostgreSQL 100k and 1M, PGlite 100k
//   npm run bench:search -- --sizes 100000     PostgreSQL 100k only
//   npm run bench:search -- --sizes 100000 --pglite-sizes ''   no PGlite
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase, queryRows } from '../apps/api/src/db/client';
import { seedIfEmpty } from '../apps/api/src/db/seed';
import {
  fixed,
  freshDataDir,
  freshPostgresDatabase,
  load,
  type Load,
  sleep,
  startApi,
  table,
} from './lib';

const API_PORT = 8963;
// The microcache is off in every figure; the ranked-matches cache is on, then off.
const CACHED = { CATALOG_CACHE_TTL_MS: '0', SEARCH_CACHE_TTL_MS: '5000' };
const UNCACHED = { CATALOG_CACHE_TTL_MS: '0', SEARCH_CACHE_TTL_MS: '0' };
/** Products are added in statements of this many (the vocabulary's trigger runs per statement). */
const BATCH = 100_000;

const { values: options } = parseArgs({
  options: {
    sizes: { type: 'string', default: process.env.BENCH_SEARCH_PG ?? '100000,1000000' },
    'pglite-sizes': { type: 'string', default: process.env.BENCH_SEARCH_PGLITE ?? '100000' },
  },
});
/** Catalogue sizes from a comma list; an empty list skips that database. */
const sizes = (list: string) => list.split(',').filter(Boolean).map(Number);
const POSTGRES_SIZES = sizes(options.sizes);
const PGLITE_SIZES = sizes(options['pglite-sizes']);

/** Words of generated products: g picks each by a different stride, so names vary. */
const words = (list: string[]) => sql.raw(`array[${list.map((w) => `'${w}'`).join(',')}]`);
const BRANDS = words([
  'Sony',
  'Samsung',
  'Boat',
  'Portronics',
  'Amkette',
  'Zebronics',
  'Philips',
  'Havells',
  'Syska',
  'Ambrane',
  'Bajaj',
  'Prestige',
  'Milton',
  'Cello',
  'Biba',
  'Fabindia',
  'Manyavar',
  'Raymond',
  'Bata',
  'Titan',
  'Fastrack',
  'Wildcraft',
  'Skybags',
  'Nilkamal',
  'Wakefit',
]);
const ADJECTIVES = words([
  'Premium',
  'Slim',
  'Heavy Duty',
  'Universal',
  'Braided',
  'Smart',
  'Wireless',
  'Cotton',
  'Printed',
  'Handloom',
  'Festive',
  'Classic',
  'Compact',
  'Foldable',
  'Waterproof',
  'Ultra HD',
  'Gold Plated',
  'Stainless Steel',
  'Wooden',
  'Leather',
  'Silk',
  'Embroidered',
  'Casual',
]);
/** Product kinds with their category and parent category, one array each, same order. */
const KINDS: [string, string, string][] = [
  ['HDMI Cable', 'TV & Video Accessories', 'HDMI Cables'],
  ['TV Remote', 'TV & Video Accessories', 'Remote Controls'],
  ['Remote Control', 'TV & Video Accessories', 'Remote Controls'],
  ['TV Wall Mount', 'TV & Video Accessories', 'Wall Mounts'],
  ['Ceiling Bracket', 'TV & Video Accessories', 'Wall Mounts'],
  ['TV Stand', 'TV & Video Accessories', 'Entertainment Units'],
  ['TV Unit', 'TV & Video Accessories', 'Entertainment Units'],
  ['Streaming Stick', 'TV & Video Accessories', 'Streaming Devices'],
  ['Android TV Box', 'TV & Video Accessories', 'Streaming Devices'],
  ['Soundbar', 'TV & Video Accessories', 'Audio'],
  ['USB Charger', 'Electronics', 'Chargers'],
  ['Power Bank', 'Electronics', 'Chargers'],
  ['Extension Cord', 'Electronics', 'Power'],
  ['Earphones', 'Electronics', 'Audio'],
  ['Kurta', 'Men', 'Kurtas'],
  ['Kurti', 'Women', 'Kurtis'],
  ['Saree', 'Women', 'Sarees'],
  ['Dupatta', 'Women', 'Dupattas'],
  ['Shirt', 'Men', 'Shirts'],
  ['T-Shirt', 'Men', 'T-Shirts'],
  ['Jeans', 'Men', 'Jeans'],
  ['Sneakers', 'Men', 'Footwear'],
  ['Belt', 'Accessories', 'Belts'],
  ['Wallet', 'Accessories', 'Wallets'],
  ['Backpack', 'Accessories', 'Bags'],
  ['Watch', 'Accessories', 'Watches'],
  ['Pressure Cooker', 'Home', 'Kitchen'],
  ['Water Bottle', 'Home', 'Kitchen'],
  ['Bedsheet', 'Home', 'Furnishing'],
  ['Cushion Cover', 'Home', 'Furnishing'],
  ['LED Bulb', 'Home', 'Lighting'],
  ['Table Lamp', 'Home', 'Lighting'],
];
const SPECS = words([
  '1.5 m',
  '2 m',
  '3 m',
  '5 m',
  '4K',
  '8K',
  '2.1',
  'Pack of 2',
  'Pack of 3',
  '32 inch',
  '43 inch',
  '55 inch',
  '65 inch',
  '10000 mAh',
  '20W',
  '65W',
  'Free Size',
  'XL',
  'M',
  'L',
  '1 Litre',
  '3 Litre',
  'King Size',
  '9W',
  'Blue',
  'Black',
  'Maroon',
  'Mustard',
  'Teal',
]);
const PHRASES = words([
  'Made for everyday use and built to last.',
  'Works with all major TV brands including Sony, Samsung and LG.',
  'Soft fabric that stays comfortable through Indian summers.',
  'Comes with a one year warranty and free installation support.',
  'Tangle free design with reinforced connectors.',
  'Easy to clean, machine washable and colour fast.',
  'Energy efficient and safe for daily use at home.',
  'A festive favourite, gift wrapped on request.',
  'Supports high speed data, ethernet and audio return channel.',
  'Fits most rooms and holds up to 40 kg with the fittings included.',
]);
const arrayOf = (index: number) => sql.raw(`array[${KINDS.map((k) => `'${k[index]}'`).join(',')}]`);

/** Adds generated products to the default store until it holds `target`. */
async function growCatalogue(db: Database, target: number): Promise<void> {
  const [{ count }] = (await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from products`,
  )) as [{ count: number }];
  for (let from = count + 1; from <= target; from += BATCH) {
    const to = Math.min(target, from + BATCH - 1);
    const kind = sql`1 + (g * 7) % ${KINDS.length}`;
    await db.execute(sql`
      insert into products (store_id, title, description, img_url, images, category,
                            parent_category, regular_price, discounted_price, created_at,
                            variants_json)
      select s.id,
             (${BRANDS})[1 + g % 25] || ' ' || (${ADJECTIVES})[1 + (g / 25) % 23] || ' '
               || (${arrayOf(0)})[${kind}] || ' ' || (${SPECS})[1 + (g / 3) % 29]
               -- A rare word: one product in a thousand.
               || case when g % 1000 = 7 then ' Chikankari' else '' end,
             (${PHRASES})[1 + g % 10] || ' ' || (${PHRASES})[1 + (g / 10) % 10],
             '/images/products/hdmi-cable-black-front.svg',
             '[{"url":"/images/products/hdmi-cable-black-front.svg"}]'::jsonb,
             (${arrayOf(1)})[${kind}],
             (${arrayOf(2)})[${kind}],
             10000 + (g % 500) * 100,
             case when g % 3 = 0 then 9000 + (g % 500) * 100 end,
             now() - interval '1 day' - make_interval(secs => g),
             -- One product in ten is out of stock.
             case when g % 10 = 3
                  then '[{"size" : "", "color" : "", "inStock" : false, "left" : null}]'
                  else '[]' end
      from generate_series(${from}::int, ${to}::int) as g, stores s
      where s.is_default`);
  }
  await db.execute(sql`vacuum analyze products`);
  await db.execute(sql`vacuum analyze search_words`);
  // The postings are read by index-only scans: the visibility map must be set.
  await db.execute(sql`vacuum analyze search_postings`);
}

/** What the search indexes take on disk. */
async function indexSizes(db: Database): Promise<string> {
  const [row] = await queryRows<Record<string, string>>(
    db,
    sql`select pg_size_pretty(pg_relation_size('search_postings')) as "search_postings",
               pg_size_pretty(pg_relation_size('search_postings_rank_idx'))
                 as "search_postings_rank_idx",
               pg_size_pretty(pg_relation_size('search_postings_product_id_word_pk'))
                 as "search_postings primary key",
               (select count(*) from search_postings)::text as "postings",
               pg_size_pretty(pg_relation_size('search_words')
                 + pg_indexes_size('search_words')) as "search_words with indexes",
               (select count(*) from search_words)::text as "vocabulary words",
               pg_size_pretty((select sum(pg_column_size(search_vector)) from products)::bigint)
                 as "search_vector column",
               pg_size_pretty(pg_total_relation_size('products')) as "products in all"`,
  );
  return Object.entries(row ?? {})
    .map(([name, value]) => `${name}: ${value}`)
    .join(', ');
}

const LOADS: Load[] = [
  { title: 'common word (cable)', path: '/products?search=cable' },
  { title: 'rare word (chikankari)', path: '/products?search=chikankari' },
  { title: 'two words (hdmi cable)', path: '/products?search=hdmi%20cable' },
  { title: 'typo (remot)', path: '/products?search=remot' },
  { title: 'relaxed (hdmi 2.1 cable 3m)', path: '/products?search=hdmi%202.1%20cable%203m' },
  { title: 'no such words (zqxj vbnm)', path: '/products?search=zqxj%20vbnm' },
  { title: 'common word, page 5', path: '/products?search=kurta&page=5' },
  { title: 'suggest prefix (stre)', path: '/products/suggest?q=stre' },
  { title: 'suggest two words (tv rem)', path: '/products/suggest?q=tv%20rem' },
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
  ];
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
    for (const spec of LOADS) {
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
  const postgres = await freshPostgresDatabase('storefront_bench_search');
  if (postgres) {
    try {
      const handle = await openDatabase({ kind: 'postgres', url: postgres.url });
      await handle.prepare(async (db) => void (await seedIfEmpty(db)));
      for (const size of POSTGRES_SIZES) {
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

console.log(
  `\n${new Date().toISOString().slice(0, 10)}, ${process.env.BENCH_CONNECTIONS ?? 50} connections, ${process.env.BENCH_DURATION ?? 5} s per figure, microcache off\n`,
);
console.log(sizesOnDisk.join('\n') + '\n');
console.log(
  table(
    ['database', 'products', 'ranked cache', 'request', 'req/s', 'p50 ms', 'p99 ms', 'errors'],
    rows.map((row) => [
      row.database,
      row.size,
      row.cache,
      row.title,
      // None answered within the load's duration: every request was still waiting.
      Number.isFinite(row.rps) ? fixed(row.rps, 0) : '0 (none answered)',
      Number.isFinite(row.rps) ? row.p50 : '-',
      Number.isFinite(row.rps) ? row.p99 : '-',
      row.errors,
    ]),
  ),
);
if (rows.some((row) => row.errors > 0)) process.exitCode = 1;
