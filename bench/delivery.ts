// `npm run bench:delivery`: delivery estimates per second (issue 39) at BENCH_CONNECTIONS (50),
// against the listing (GET /products) in the same run as the ceiling, on PGlite and on
// PostgreSQL (skipped without a server). The store has 40 zones (states, PIN prefixes, and 2,000
// listed PIN codes), so an estimate resolves its zone as a shop with many would.
import { eq } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client';
import { type StoredShippingZone, stores } from '../apps/api/src/db/schema';
import { seedIfEmpty } from '../apps/api/src/seed';
import {
  CONNECTIONS,
  fixed,
  freshDataDir,
  freshPostgresDatabase,
  json,
  load,
  type LoadResult,
  startApi,
  table,
} from './lib';

const API_PORT = 8975;
const terms = { served: true, cod: true, minDays: 2, maxDays: 5 } as const;
const ZONES: StoredShippingZone[] = [
  ...Array.from({ length: 20 }, (_, i) => ({
    id: i + 1,
    name: `Listed ${i + 1}`,
    states: [],
    pinPrefixes: [],
    // 100 PIN codes each, none of them the ones asked about below.
    pins: Array.from({ length: 100 }, (_, j) => String(400000 + i * 100 + j)),
    ...terms,
    rate: { kind: 'flat' as const, amountPaise: 4900, freeAbovePaise: 99_900 },
  })),
  ...Array.from({ length: 18 }, (_, i) => ({
    id: i + 21,
    name: `Prefix ${i + 1}`,
    states: [],
    pinPrefixes: [String(50 + i), `${60 + i}1`],
    pins: [],
    ...terms,
    rate: { kind: 'free' as const },
  })),
  {
    id: 39,
    name: 'Assam',
    states: ['Assam'],
    pinPrefixes: ['7810'],
    pins: [],
    ...terms,
    rate: { kind: 'free' },
  },
  {
    id: 40,
    name: 'North',
    states: ['Punjab', 'Haryana', 'NCT of Delhi'],
    pinPrefixes: [],
    pins: [],
    ...terms,
    cod: false,
    rate: {
      kind: 'weight',
      slabs: [
        { upToGrams: 500, amountPaise: 4000 },
        { upToGrams: 2000, amountPaise: 7000 },
      ],
      freeAbovePaise: null,
    },
  },
];

async function prepare(kind: 'pglite' | 'postgres', target: string) {
  const handle = await openDatabase(
    kind === 'postgres' ? { kind, url: target, poolMax: 1 } : { kind: 'pglite', dataDir: target },
  );
  try {
    await handle.prepare((db) => seedIfEmpty(db).then(() => {}));
    await handle.db
      .update(stores)
      .set({
        shippingSettings: {
          zones: ZONES,
          elsewhere: { served: true, minDays: 3, maxDays: 7, cod: true, rate: { kind: 'free' } },
          dispatchDays: [1, 2, 3, 4, 5, 6],
          pickupPin: '560001',
        },
      })
      .where(eq(stores.isDefault, true));
  } finally {
    await handle.close();
  }
}

async function measure(database: string, env: Record<string, string>) {
  const api = await startApi(env, API_PORT);
  try {
    const { data } = await json<{ data: { id: string }[] }>(`${api.baseUrl}/products?limit=1`);
    const product = data[0]!.id;
    const loads = [
      { title: 'GET /products (the ceiling)', path: '/products' },
      {
        title: 'GET /delivery-estimate (state zone)',
        path: `/delivery-estimate?pin=110001&productId=${product}`,
      },
      {
        title: 'GET /delivery-estimate (elsewhere)',
        path: `/delivery-estimate?pin=560001&productId=${product}`,
      },
      { title: 'GET /delivery-estimate (no product)', path: '/delivery-estimate?pin=781005' },
    ];
    const results: LoadResult[] = [];
    for (const spec of loads) results.push(await load(api.baseUrl, spec));
    const ceiling = results[0]!.requestsPerSecond;
    return results.map((result) => [
      result.title,
      database,
      fixed(result.requestsPerSecond, 0),
      result.p50,
      result.p99,
      result.errors + result.non2xx,
      `${fixed((result.requestsPerSecond / ceiling) * 100, 0)} %`,
    ]);
  } finally {
    await api.stop();
  }
}

const rows: (string | number)[][] = [];
const dataDir = freshDataDir();
try {
  await prepare('pglite', dataDir.dir);
  rows.push(...(await measure('PGlite', { DATA_DIR: dataDir.dir })));
} finally {
  dataDir.remove();
}
const postgres = await freshPostgresDatabase('storefront_bench_delivery');
if (postgres) {
  try {
    await prepare('postgres', postgres.url);
    rows.push(...(await measure('PostgreSQL', { DATABASE_URL: postgres.url })));
  } finally {
    await postgres.drop();
  }
} else {
  console.log('PostgreSQL: no server (BENCH_DATABASE_URL), skipped');
}
console.log(`\n${CONNECTIONS} connections, one API process\n`);
console.log(
  table(['endpoint', 'database', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'of the listing'], rows),
);
