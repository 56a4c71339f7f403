// `npm run bench:scale`: how catalogue reads grow with the catalogue. Grows one store's catalogue
// in bulk (SQL generate_series) to 1k, 10k, 100k and 1M products on PostgreSQL and up to 100k on
// PGlite; at each size starts the API afresh and loads it with 50 connections: listing page 1, a
// deep page, filtered listings with their totals, and a product by id.
import { sql } from 'drizzle-orm';
import { type Database, openDatabase, queryRows } from '../apps/api/src/db/client';
import { seedIfEmpty } from '../apps/api/src/seed';
import { ACCESSORIES_FILTER } from '@storefront/contract';
import {
  fixed,
  freshDataDir,
  freshPostgresDatabase,
  load,
  type Load,
  startApi,
  table,
} from './lib';

const API_PORT = 8962;
// The database path is what grows with the catalogue: the API's microcache stays off here.
const NO_CACHE = { CATALOG_CACHE_TTL_MS: '0' };
/** Catalogue sizes from a comma list; an empty list skips that database. */
const sizes = (list: string) => list.split(',').filter(Boolean).map(Number);
const POSTGRES_SIZES = sizes(process.env.BENCH_SCALE_PG ?? '1000,10000,100000,1000000');
const PGLITE_SIZES = sizes(process.env.BENCH_SCALE_PGLITE ?? '1000,10000,100000');

/** Adds generated products to the default store until it holds `target`; newest first by number. */
async function growCatalogue(db: Database, target: number): Promise<void> {
  const [{ count }] = (await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from products`,
  )) as [{ count: number }];
  if (count >= target) return;
  const from = count + 1;
  await db.execute(sql`
    insert into products (store_id, title, description, img_url, images, category, parent_category,
                          gender, regular_price, discounted_price, attributes, created_at)
    select s.id,
           'Generated product ' || g,
           'A generated catalogue entry for the scale benchmark.',
           '/images/products/hdmi-cable-black-front.svg',
           '[{"url":"/images/products/hdmi-cable-black-front.svg"},{"url":"/images/products/hdmi-cable-black-detail.svg"}]'::jsonb,
           (array['TV & Video Accessories','Men','Women','Accessories','Home','Personal Care'])[1 + g % 6],
           (array['Alpha','Bravo','Charlie','Delta'])[1 + (g / 6) % 4],
           (array[null,'Men','Women','Unisex',null,'Men'])[1 + g % 6],
           10000 + (g % 500) * 100,
           case when g % 3 = 0 then 9000 + (g % 500) * 100 end,
           '[{"key":"size","value":["S","M","L"]},{"key":"color","value":["Black"]}]'::jsonb,
           now() - interval '1 day' - make_interval(secs => g)
    from generate_series(${from}::int, ${target}::int) as g, stores s
    where s.is_default`);
  await db.execute(sql`vacuum analyze products`);
}

function loadsFor(size: number, productId: string): Load[] {
  const deepPage = Math.max(1, Math.floor(size / 12 / 2));
  return [
    { title: 'listing page 1', path: '/products' },
    { title: `listing page ${deepPage} (deep)`, path: `/products?page=${deepPage}` },
    { title: 'category=men (with total)', path: '/products?category=men' },
    { title: 'category + parentCategory', path: '/products?category=women&parentCategory=Bravo' },
    {
      title: 'accessories filter list',
      path: `/products?filter=${encodeURIComponent(ACCESSORIES_FILTER.join(','))}`,
    },
    { title: 'product by id', path: `/products/${productId}` },
  ];
}

interface Row {
  database: string;
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
  const api = await startApi(env, API_PORT);
  try {
    const first = (await (await fetch(`${api.baseUrl}/products?limit=1`)).json()) as {
      data: { id: string }[];
      count: number;
    };
    const rows: Row[] = [];
    for (const spec of loadsFor(first.count, first.data[0]!.id)) {
      const result = await load(api.baseUrl, spec);
      rows.push({
        database,
        size,
        title: spec.title,
        rps: result.requestsPerSecond,
        p50: result.p50,
        p99: result.p99,
        errors: result.errors + result.non2xx,
      });
      console.log(
        `${database.padEnd(10)} ${String(size).padStart(8)}  ${spec.title.padEnd(32)} ${fixed(result.requestsPerSecond, 0).padStart(6)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms`,
      );
    }
    return rows;
  } finally {
    await api.stop();
  }
}

const rows: Row[] = [];

const postgres = await freshPostgresDatabase('storefront_bench_scale');
if (postgres) {
  try {
    const handle = await openDatabase({ kind: 'postgres', url: postgres.url });
    await handle.prepare(async (db) => void (await seedIfEmpty(db)));
    for (const size of POSTGRES_SIZES) {
      const started = performance.now();
      await growCatalogue(handle.db, size);
      console.log(
        `PostgreSQL: catalogue grown to ${size} in ${fixed((performance.now() - started) / 1000)} s`,
      );
      rows.push(
        ...(await measure('PostgreSQL', size, { ...NO_CACHE, DATABASE_URL: postgres.url })),
      );
    }
    await handle.close();
  } finally {
    await postgres.drop();
  }
} else {
  console.log('PostgreSQL: no server at BENCH_DATABASE_URL; skipped');
}

const data = freshDataDir();
try {
  for (const size of PGLITE_SIZES) {
    // PGlite serves one process: grow the catalogue, close, then let the API open it.
    const handle = await openDatabase({ kind: 'pglite', dataDir: data.dir });
    await handle.prepare(async (db) => void (await seedIfEmpty(db)));
    const started = performance.now();
    await growCatalogue(handle.db, size);
    await handle.close();
    console.log(
      `PGlite: catalogue grown to ${size} in ${fixed((performance.now() - started) / 1000)} s`,
    );
    rows.push(...(await measure('PGlite', size, { ...NO_CACHE, DATA_DIR: data.dir })));
  }
} finally {
  data.remove();
}

console.log(
  `\n${new Date().toISOString().slice(0, 10)}, ${process.env.BENCH_CONNECTIONS ?? 50} connections, ${process.env.BENCH_DURATION ?? 5} s per figure\n`,
);
console.log(
  table(
    ['database', 'products', 'request', 'req/s', 'p50 ms', 'p99 ms', 'errors'],
    rows.map((row) => [
      row.database,
      row.size,
      row.title,
      fixed(row.rps, 0),
      row.p50,
      row.p99,
      row.errors,
    ]),
  ),
);
if (rows.some((row) => row.errors > 0)) process.exitCode = 1;
