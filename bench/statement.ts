// `npm run bench:statement` (issue 37, item 3): a month's bank statement of a busy shop matched
// against its orders awaiting a UPI transfer, on the embedded database and on PostgreSQL.
// A 10,000-row HDFC export (BENCH_STATEMENT_ROWS), 60% of it UPI credits, against
// BENCH_PENDING_ORDERS (2,000) orders awaiting UPI and BENCH_PAID_ORDERS (20,000) paid by UPI
// before (their UTRs are looked up): the reading alone, the whole match in the process (three
// runs, the median), then through the API as the back office sends it: how soon POST answers
// (202, a job) and when the job's lists are ready.
import { randomBytes } from 'node:crypto';
import { ORDER_ID_ALPHABET, ORDER_STATUS } from '@storefront/contract';
import { type Database, openDatabase } from '../apps/api/src/db/client';
import * as schema from '../apps/api/src/db/schema';
import { createStatementService } from '../apps/api/src/modules/bank-statements';
import { readStatement } from '../apps/api/src/modules/bank-statements/read-statement';
import { seedIfEmpty } from '../apps/api/src/seed';
import {
  addOwner,
  fixed,
  freshDataDir,
  freshPostgresDatabase,
  json,
  signInOwner,
  startApi,
  table,
} from './lib';

const ROWS = Number(process.env.BENCH_STATEMENT_ROWS ?? 10_000);
const PENDING = Number(process.env.BENCH_PENDING_ORDERS ?? 2_000);
const PAID = Number(process.env.BENCH_PAID_ORDERS ?? 20_000);
const PORT = 8982;

const orderId = () => Array.from(randomBytes(10), (byte) => ORDER_ID_ALPHABET[byte % 32]).join('');
let utrs = 600_000_000_000;
const nextUtr = () => String(++utrs);
const inr = (paise: number) =>
  (paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

interface Shop {
  pending: { id: string; paise: number }[];
  paidUtrs: string[];
}

/** The shop's orders: PENDING awaiting UPI, PAID paid by UPI with a UTR each. */
async function fillShop(db: Database): Promise<Shop> {
  const [store] = await db.select({ id: schema.stores.id }).from(schema.stores);
  const [user] = await db
    .insert(schema.users)
    .values({
      storeId: store!.id,
      email: 'bench-shopper@example.in',
      passwordHash: 'x',
      firstName: 'Bench',
      lastName: 'Shopper',
    })
    .returning();
  const shop: Shop = { pending: [], paidUtrs: [] };
  const total = PENDING + PAID;
  for (let start = 0; start < total; start += 1_000) {
    const orders: (typeof schema.orders.$inferInsert)[] = [];
    const payments: (typeof schema.payments.$inferInsert)[] = [];
    for (let i = start; i < Math.min(total, start + 1_000); i++) {
      const id = orderId();
      // Prices of a small shop: ₹199 to ₹4,999, some the same.
      const paise = (199 + ((i * 37) % 4_800)) * 100;
      const awaiting = i < PENDING;
      const utr = awaiting ? null : nextUtr();
      orders.push({
        id,
        storeId: store!.id,
        userId: user!.id,
        status: awaiting ? ORDER_STATUS.PENDING : ORDER_STATUS.DELIVERED,
        email: 'bench-shopper@example.in',
        phone: '+919845012345',
        fullName: 'Bench Shopper',
        address: '12 MG Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        postalCode: '560001',
        paymentMethod: 'upi',
        totalPaise: paise,
      });
      payments.push({
        storeId: store!.id,
        orderId: id,
        method: 'upi',
        amountPaise: paise,
        status: awaiting ? 'pending' : 'succeeded',
        gatewayReference: utr,
        utr,
      });
      if (awaiting) shop.pending.push({ id, paise });
      else shop.paidUtrs.push(utr!);
    }
    await db.insert(schema.orders).values(orders);
    await db.insert(schema.payments).values(payments);
  }
  return shop;
}

/**
 * A month of an HDFC account: UPI credits naming pending orders (most exact, some short, some
 * unnamed), UPI credits whose UTR was confirmed already (the statement overlapping the last),
 * UPI money from strangers, and the rest card payments, transfers and charges.
 */
function statementOf(shop: Shop): string {
  const lines = [
    'HDFC BANK Ltd.,,,,,,',
    'M/S. CHITRAKART ENTERPRISES,,,,,,Account Branch : MG ROAD',
    'Statement From : 01/11/2026  To : 30/11/2026,,,,,,',
    '',
    'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
    '********,********,********,********,********,********,********',
  ];
  let named = 0;
  for (let i = 0; i < ROWS; i++) {
    const day = String(1 + (i % 30)).padStart(2, '0');
    const date = `${day}/11/26`;
    const upi = (utr: string, paise: number, note: string) =>
      `${date},UPI-ASHA VERMA-asha.verma@okaxis-UTIB0000123-${utr}-${note},0000${utr},${date},,"${inr(paise)}","1,50,000.00"`;
    const kind = i % 10;
    const pending = shop.pending[i % shop.pending.length]!;
    if (kind < 3 && named < shop.pending.length) {
      // Each order awaiting payment named once; one in seven paid ₹1 short.
      const order = shop.pending[named++]!;
      const exact = named % 7 !== 0;
      lines.push(upi(nextUtr(), exact ? order.paise : order.paise - 100, `Order ${order.id}`));
    } else if (kind === 3) {
      lines.push(upi(nextUtr(), pending.paise, 'Payment from Ph'));
    } else if (kind === 4) {
      lines.push(upi(shop.paidUtrs[i % shop.paidUtrs.length]!, 49_900, 'Order'));
    } else if (kind === 5) {
      lines.push(upi(nextUtr(), 12_345 + i, 'UPI'));
    } else {
      lines.push(
        `${date},POS 512345XXXXXX6789 SWIGGY ${i},0000000000000000,${date},250.00,,"1,49,750.00"`,
      );
    }
  }
  lines.push('********,********,********,********,********,********,********');
  return lines.join('\r\n');
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const rows: (string | number)[][] = [];
let failed = false;

for (const driver of ['pglite', 'postgres'] as const) {
  const dataDir = freshDataDir();
  const postgres =
    driver === 'postgres' ? await freshPostgresDatabase('storefront_bench_statement') : null;
  if (driver === 'postgres' && !postgres) {
    console.log('PostgreSQL does not answer (BENCH_DATABASE_URL): its rows are left out');
    continue;
  }
  const name = driver === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const handle = await openDatabase(
    postgres ? { kind: 'postgres', url: postgres.url } : { kind: 'pglite', dataDir: dataDir.dir },
  );
  await handle.prepare((db) => seedIfEmpty(db).then(() => {}));
  await addOwner(handle.db);
  const shop = await fillShop(handle.db);
  const csv = statementOf(shop);
  const [store] = await handle.db.select({ id: schema.stores.id }).from(schema.stores);

  const reading: number[] = [];
  const matching: number[] = [];
  let counts = '';
  for (let run = 0; run < 3; run++) {
    let started = performance.now();
    readStatement(csv);
    reading.push(performance.now() - started);
    started = performance.now();
    const result = await createStatementService(handle.db).match(store!.id, csv);
    matching.push(performance.now() - started);
    counts = `${result.matches.length} / ${result.doubtful.length} / ${result.unmatched.length}`;
  }
  await handle.close();

  const env: Record<string, string> = postgres
    ? { DATABASE_URL: postgres.url, DATA_DIR: dataDir.dir }
    : { DATA_DIR: dataDir.dir };
  const api = await startApi({ ...env, CATALOG_CACHE_TTL_MS: '0', LOG_LEVEL: 'error' }, PORT);
  let answerMs = 0;
  let jobMs = 0;
  let jobStatus = '';
  let slowestReadMs = 0;
  try {
    const staff = await signInOwner(api.baseUrl);
    const started = performance.now();
    const response = await fetch(`${api.baseUrl}/admin/payments/statement?dryRun=true`, {
      method: 'POST',
      headers: { ...staff, 'content-type': 'text/csv' },
      body: csv,
    });
    answerMs = performance.now() - started;
    if (response.status !== 202) throw new Error(`POST answered ${response.status}`);
    const { id } = (await response.json()) as { id: string };
    for (;;) {
      // A shopper's read while the job runs: how long the process keeps others waiting.
      const read = performance.now();
      await json(`${api.baseUrl}/products?limit=1`);
      slowestReadMs = Math.max(slowestReadMs, performance.now() - read);
      const job = await json<{ status: string }>(`${api.baseUrl}/admin/jobs/${id}`, {
        headers: staff,
      });
      if (job.status === 'done' || job.status === 'failed') {
        jobMs = performance.now() - started;
        jobStatus = job.status;
        break;
      }
    }
  } finally {
    await api.stop();
    await postgres?.drop();
    dataDir.remove();
  }
  failed ||= jobStatus !== 'done';
  rows.push([
    name,
    fixed(median(reading), 0),
    fixed(median(matching), 0),
    counts,
    fixed(answerMs, 0),
    `${fixed(jobMs, 0)} (${jobStatus})`,
    fixed(slowestReadMs, 0),
  ]);
}

console.log(
  `\nA ${ROWS.toLocaleString('en-IN')}-row HDFC statement against ${PENDING.toLocaleString('en-IN')} orders awaiting UPI and ${PAID.toLocaleString('en-IN')} paid by UPI before\n`,
);
console.log(
  table(
    [
      'database',
      'read ms',
      'read + match ms',
      'matches / doubtful / unmatched',
      'POST answered ms',
      'job done ms',
      'slowest product read meanwhile ms',
    ],
    rows,
  ),
);
if (failed) process.exitCode = 1;
