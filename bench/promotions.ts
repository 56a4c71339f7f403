// `npm run bench:promotions`: 1,000 signed-in shoppers race for a code with 100 uses (issue 40),
// on PostgreSQL, through the API as `npm start` runs it (BENCH_API_PROCESSES processes, 1 by
// default, requests spread over them), beside bench:stock's race for 100 units measured in the
// same run on the same database and processes. Every shopper sends one order at the same moment.
// Checks: exactly 100 orders placed (with the code, or from the stock), every other answer a 409
// in the shopper's words ("This code has been used up"; what is left), the code's uses and its
// order_promotions rows 100, stock never below 0, no 5xx. Prints, for both races, the orders
// answered per second, the placed orders per second and p50/p99 of the answers. A warm-up round,
// then BENCH_ROUNDS (3), each race with a fresh code or restocked.
import { Agent, request } from 'node:http';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../apps/api/src/db/client';
import { productVariants, promotions, stores } from '../apps/api/src/db/schema';
import { seedIfEmpty } from '../apps/api/src/seed';
import { insertProduct } from '../apps/api/src/modules/admin-products/product-write';
import {
  fixed,
  freshPostgresDatabase,
  sampleOrder,
  signedInShoppers,
  startApi,
  table,
} from './lib';

const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 1000);
const USES = Number(process.env.BENCH_USES ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PROCESSES = Number(process.env.BENCH_API_PROCESSES ?? 1);
const FIRST_PORT = 8990;

const database = await freshPostgresDatabase('storefront_bench_promotions');
if (!database) throw new Error('no PostgreSQL server (BENCH_DATABASE_URL)');
const handle = await openDatabase({ kind: 'postgres', url: database.url, poolMax: 4 });
const apis: Awaited<ReturnType<typeof startApi>>[] = [];
// One kept-alive connection per shopper: a race, not a queue in the client. Fresh for each race:
// a connection idle past the API's keep-alive time-out since the last one would be closed under
// a request.
const newAgent = () => new Agent({ keepAlive: true, maxSockets: SHOPPERS });
let agent = newAgent();

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

const product = (title: string, sku: string, stock: number | null) => ({
  title,
  description: '',
  category: 'TV & Video Accessories',
  parentCategory: 'Streaming Devices',
  gender: null,
  hsn: '852872',
  gstRate: 18,
  genericName: null,
  netQuantity: null,
  countryOfOrigin: null,
  manufacturer: null,
  consumerCare: null,
  regularPrice: 3999,
  discountedPrice: 1999,
  featured: false,
  sizes: [],
  colors: [],
  images: [],
  attributes: [],
  variants: [{ size: '', color: '', sku, stock }],
});

try {
  await handle.prepare((db) => seedIfEmpty(db).then(() => {}));
  const db = handle.db;
  const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.isDefault, true));
  // The stock race's product (100 in stock each round) and the code race's (never runs out).
  const scarce = await insertProduct(db, store!.id, product('Race Stick', 'RACE-STICK', USES));
  const plenty = await insertProduct(
    db,
    store!.id,
    product('Race Remote', 'RACE-REMOTE', 10_000_000),
  );

  const tokens = await signedInShoppers(db, store!.id, SHOPPERS, 'Coupon');

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
  const orderOf = (productId: string, code?: string) =>
    JSON.stringify({
      ...sampleOrder([productId, productId]),
      products: { [productId]: 1 },
      ...(code ? { code } : {}),
    });

  /** Every shopper sends `body` at once: the answers, their latencies and the time taken. */
  async function race(body: string) {
    agent.destroy();
    agent = newAgent();
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
    const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b);
    const at = (q: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
    const placed = answers.filter((answer) => answer.status === 201).length;
    return {
      answers,
      placed,
      serverErrors: answers.filter((answer) => answer.status >= 500).length,
      answersPerSecond: SHOPPERS / seconds,
      placedPerSecond: placed / ((lastPlaced - started) / 1000),
      p50: at(0.5),
      p99: at(0.99),
    };
  }

  const rows: (string | number)[][] = [];
  let failed = false;
  const record = (
    round: number,
    name: string,
    result: Awaited<ReturnType<typeof race>>,
    refused: number,
    count: number,
    ok: boolean,
  ) => {
    failed ||= !ok;
    rows.push([
      round === 0 ? 'warm-up' : round,
      name,
      result.placed,
      refused,
      result.serverErrors,
      count,
      fixed(result.answersPerSecond, 0),
      fixed(result.placedPerSecond, 0),
      fixed(result.p50, 0),
      fixed(result.p99, 0),
      ok ? 'yes' : 'NO',
    ]);
    console.log(
      `round ${round} ${name}: ${result.placed} placed, ${refused} refused with 409, ${result.serverErrors} 5xx; ${fixed(result.placedPerSecond, 0)} orders/s, ${fixed(result.answersPerSecond, 0)} answers/s, p99 ${fixed(result.p99, 0)} ms`,
    );
  };

  // Round 0 warms the API up (JIT, plan caches, the pool): it is checked, and shown apart.
  for (let round = 0; round <= ROUNDS; round++) {
    // bench:stock's race: 100 units, no code.
    await db
      .update(productVariants)
      .set({ stock: USES })
      .where(eq(productVariants.productId, scarce));
    const stock = await race(orderOf(scarce));
    const [left] = await queryRows<{ stock: number; lowest: number }>(
      db,
      sql`select (select stock from product_variants where product_id = ${scarce}) as stock,
                 (select min(stock) from product_variants) as lowest`,
    );
    const stockRefused = stock.answers.filter(
      (answer) =>
        answer.status === 409 &&
        /^\{"error":"(Only \d+ left of|.* is out of stock)/.test(answer.text),
    ).length;
    record(
      round,
      `stock: ${USES} units`,
      stock,
      stockRefused,
      left!.stock,
      stock.placed === USES &&
        stockRefused === SHOPPERS - USES &&
        left!.stock === 0 &&
        left!.lowest >= 0 &&
        stock.serverErrors === 0,
    );

    // The code race: a fresh code with 100 uses, 10 % off.
    const [promotion] = await db
      .insert(promotions)
      .values({
        storeId: store!.id,
        label: `Race ${round}: 10% off`,
        code: `RACE${round}`,
        kind: 'percentage',
        percent: 10,
        usageLimit: USES,
      })
      .returning({ id: promotions.id });
    const coupon = await race(orderOf(plenty, `race${round}`));
    const [used] = await queryRows<{ uses: number; rows: number }>(
      db,
      sql`select (select uses from promotions where id = ${promotion!.id}) as uses,
                 (select count(*)::int from order_promotions
                  where promotion_id = ${promotion!.id}) as rows`,
    );
    const couponRefused = coupon.answers.filter(
      (answer) => answer.status === 409 && answer.text === '{"error":"This code has been used up"}',
    ).length;
    record(
      round,
      `code: ${USES} uses`,
      coupon,
      couponRefused,
      used!.uses,
      coupon.placed === USES &&
        couponRefused === SHOPPERS - USES &&
        used!.uses === USES &&
        used!.rows === USES &&
        coupon.serverErrors === 0,
    );
  }
  console.log(
    `\n${SHOPPERS} shoppers race for ${USES} units, then for a code with ${USES} uses, ${PROCESSES} API process(es), PostgreSQL\n`,
  );
  console.log(
    table(
      [
        'round',
        'race',
        'placed',
        '409',
        '5xx',
        'stock left / uses',
        'orders answered/s',
        'placed/s',
        'p50 ms',
        'p99 ms',
        'correct',
      ],
      rows,
    ),
  );
  if (failed) process.exitCode = 1;
} finally {
  await Promise.all(apis.map((api) => api.stop()));
  agent.destroy();
  await handle.close();
  await database.drop();
}
