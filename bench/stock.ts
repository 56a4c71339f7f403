// `npm run bench:stock`: 1,000 signed-in shoppers race for one variant with 100 in stock (issue
// 16), on PostgreSQL, through the API as `npm start` runs it (BENCH_API_PROCESSES processes, 1 by
// default, requests spread over them). Every shopper sends one order at the same moment. Checks:
// exactly 100 orders placed, every other answer a 409 naming what is left, stock 0 and never
// below, no 5xx. Prints the orders answered per second (placed or refused: every request is an
// order for the contended row), the placed orders per second (100 over the time from the first
// request to the last 201), and p50/p99 of the answers. A warm-up round, then BENCH_ROUNDS (5),
// restocked in between. Then times the CSV importer on BENCH_IMPORT_ROWS (10,000) rows.
import { eq, sql } from 'drizzle-orm';
import { Agent, request } from 'node:http';
import { openDatabase, queryRows } from '../apps/api/src/db/client';
import { productVariants, stores } from '../apps/api/src/db/schema';
import { seedIfEmpty } from '../apps/api/src/seed';
import { importCatalogue } from '../apps/api/src/modules/admin-products/catalogue-import';
import { insertProduct } from '../apps/api/src/modules/admin-products/product-write';
import { createAdminProductService } from '../apps/api/src/modules/admin-products/service';
import { TERMINAL } from '../apps/api/src/modules/audit/service';
import {
  catalogueRows,
  fixed,
  freshPostgresDatabase,
  sampleOrder,
  signedInShoppers,
  sleep,
  startApi,
  table,
} from './lib';

const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 1000);
const STOCK = Number(process.env.BENCH_STOCK ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const PROCESSES = Number(process.env.BENCH_API_PROCESSES ?? 1);
const FIRST_PORT = 8970;
const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);

const database = await freshPostgresDatabase('storefront_bench_stock');
if (!database) throw new Error('no PostgreSQL server (BENCH_DATABASE_URL)');
const handle = await openDatabase({ kind: 'postgres', url: database.url, poolMax: 4 });
const apis: Awaited<ReturnType<typeof startApi>>[] = [];
// One kept-alive connection per shopper: a race, not a queue in the client.
const agent = new Agent({ keepAlive: true, maxSockets: SHOPPERS });

/** An HTTP request over the shoppers' agent: its status and body. */
function send(
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
      );
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

try {
  await handle.prepare((db) => seedIfEmpty(db).then(() => {}));
  const db = handle.db;
  const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.isDefault, true));
  const productId = await insertProduct(db, store!.id, {
    title: 'Diwali Sale Fire TV Stick',
    description: '',
    category: 'TV & Video Accessories',
    parentCategory: 'Streaming Devices',
    gender: null,
    hsn: null,
    gstRate: null,
    genericName: null,
    netQuantity: null,
    countryOfOrigin: null,
    manufacturer: null,
    consumerCare: null,
    regularPrice: 3999,
    discountedPrice: 1999,
    featured: true,
    sizes: [],
    colors: [],
    images: [],
    attributes: [],
    variants: [{ size: '', color: '', sku: 'SALE-STICK', stock: STOCK }],
  });

  const tokens = await signedInShoppers(db, store!.id, SHOPPERS, 'Racer');

  for (let index = 0; index < PROCESSES; index++) {
    apis.push(
      await startApi(
        {
          DATABASE_URL: database.url,
          ORDERS_PER_ACCOUNT_PER_HOUR: '100000',
          MAIL_POLL_MS: '60000',
        },
        FIRST_PORT + index,
      ),
    );
  }
  const body = JSON.stringify({
    ...sampleOrder([productId, productId]),
    products: { [productId]: 1 },
  });

  const rows: (string | number)[][] = [];
  let failed = false;
  // Round 0 warms the API up (JIT, plan caches, the pool): it is checked, and shown apart.
  for (let round = 0; round <= ROUNDS; round++) {
    await db
      .update(productVariants)
      .set({ stock: STOCK })
      .where(eq(productVariants.productId, productId));
    // Rolled-back transactions: orders refused by the stock CHECK after writing their rows.
    const rolledBack = sql`(select xact_rollback::int from pg_stat_database
                            where datname = current_database())`;
    await db.execute(sql`select pg_stat_clear_snapshot()`);
    const [before] = await queryRows<{ orders: number; rollbacks: number }>(
      db,
      sql`select count(*)::int as orders, ${rolledBack} as rollbacks from orders`,
    );
    // Every shopper's connection is open before the race starts.
    await Promise.all(
      tokens.map((_, index) => send(`${apis[index % apis.length]!.baseUrl}/health/live`)),
    );
    const started = performance.now();
    let lastPlaced = started;
    const answers = await Promise.all(
      tokens.map(async (token, index) => {
        const sent = performance.now();
        const { status, text } = await send(`${apis[index % apis.length]!.baseUrl}/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body,
        });
        const answeredAt = performance.now();
        if (status === 201) lastPlaced = Math.max(lastPlaced, answeredAt);
        return { status, text, ms: answeredAt - sent };
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const placed = answers.filter((answer) => answer.status === 201).length;
    const refused = answers.filter(
      (answer) =>
        answer.status === 409 &&
        /^\{"error":"(Only \d+ left of|.* is out of stock)/.test(answer.text),
    ).length;
    const serverErrors = answers.filter((answer) => answer.status >= 500).length;
    const other = answers.length - placed - refused;
    // The statistics collector reports every half second or so.
    await sleep(1_000);
    await db.execute(sql`select pg_stat_clear_snapshot()`);
    const [after] = await queryRows<{
      stock: number;
      orders: number;
      lowest: number;
      rollbacks: number;
    }>(
      db,
      sql`select (select stock from product_variants where product_id = ${productId}) as stock,
                 (select count(*)::int from orders) as orders,
                 (select min(stock) from product_variants) as lowest,
                 ${rolledBack} as rollbacks`,
    );
    const stored = after!.orders - before!.orders;
    const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b);
    const at = (q: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
    const ok =
      placed === STOCK &&
      stored === STOCK &&
      refused === SHOPPERS - STOCK &&
      after!.stock === 0 &&
      after!.lowest >= 0 &&
      serverErrors === 0;
    failed ||= !ok;
    rows.push([
      round === 0 ? 'warm-up' : round,
      placed,
      stored,
      refused,
      serverErrors,
      other - serverErrors,
      after!.stock,
      after!.rollbacks - before!.rollbacks,
      fixed(SHOPPERS / seconds, 0),
      fixed(placed / ((lastPlaced - started) / 1000), 0),
      fixed(at(0.5), 0),
      fixed(at(0.99), 0),
      ok ? 'yes' : 'NO',
    ]);
    console.log(
      `round ${round}: ${placed} placed (${stored} stored), ${refused} refused with 409, ${serverErrors} 5xx, stock ${after!.stock}; ${fixed(placed / ((lastPlaced - started) / 1000), 0)} orders/s, ${fixed(SHOPPERS / seconds, 0)} answers/s, p99 ${fixed(at(0.99), 0)} ms`,
    );
  }
  console.log(
    `\n${SHOPPERS} shoppers race for ${STOCK} units, ${PROCESSES} API process(es), PostgreSQL\n`,
  );
  console.log(
    table(
      [
        'round',
        'placed',
        'stored',
        '409',
        '5xx',
        'other',
        'stock after',
        'rolled back',
        'orders answered/s',
        'placed/s',
        'p50 ms',
        'p99 ms',
        'correct',
      ],
      rows,
    ),
  );

  // The importer: IMPORT_ROWS rows (products of four variants each), checked by a dry run, then
  // applied, then applied again over the products it made (every row an update by product id).
  const csv = catalogueRows(IMPORT_ROWS);
  const importRows: (string | number)[][] = [];
  for (const [name, file, dryRun] of [
    ['dry run (new products)', csv, true],
    ['apply (new products)', csv, false],
  ] as const) {
    const started = performance.now();
    const result = await importCatalogue(db, store!.id, file, { dryRun, actor: TERMINAL });
    const seconds = (performance.now() - started) / 1000;
    importRows.push([
      name,
      IMPORT_ROWS,
      result.created,
      result.updated,
      result.errors.length,
      fixed(seconds, 1),
    ]);
    failed ||= result.errors.length > 0 || seconds > 30;
  }
  const exported = await createAdminProductService(db).exportCsv(store!.id);
  const started = performance.now();
  const again = await importCatalogue(db, store!.id, exported, { dryRun: false, actor: TERMINAL });
  const seconds = (performance.now() - started) / 1000;
  importRows.push([
    'apply (the export: every product updated)',
    exported.trimEnd().split('\n').length - 1,
    again.created,
    again.updated,
    again.errors.length,
    fixed(seconds, 1),
  ]);
  failed ||= again.errors.length > 0 || seconds > 30;
  console.log(`\nCSV import, PostgreSQL, in steps (target: 10,000 rows under 30 s)\n`);
  console.log(table(['import', 'rows', 'created', 'updated', 'errors', 'seconds'], importRows));
  if (failed) process.exitCode = 1;
} finally {
  await Promise.all(apis.map((api) => api.stop()));
  agent.destroy();
  await handle.close();
  await database.drop();
}
