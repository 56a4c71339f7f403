import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { expect, test } from '@playwright/test';
import { ORDER_STATUS } from '@storefront/contract';
import pg from 'pg';
import { issueSetupTokens } from '../apps/api/src/modules/staff/service';
import { startSmtpServer, type TestSmtpServer } from '../apps/api/src/test/smtp';
import { testShippingAddress } from '../apps/api/src/test/test-app';
import { freshPostgresDatabase, sleep, withApiDatabase } from '../bench/lib';
import { startTopology, type Topology } from '../bench/topology';

// Several machines on one: two web and two API processes on ports of their own, behind nginx
// configured with deploy/nginx.conf, over one PostgreSQL database and one Redis. What a shopper
// or the shop sees must be what one process of each would show.
const databaseServer = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
test.skip(
  !databaseServer || !redisUrl,
  'needs PostgreSQL (TEST_DATABASE_URL) and Redis (TEST_REDIS_URL), as CI sets them',
);
test.describe.configure({ mode: 'serial' });

const unique = randomBytes(4).toString('hex');
const PASSWORD = 'Masala-dosa-and-chai-42';
/** The stated bound: a catalogue change shows on every cached page within 10 seconds. */
const FRESHNESS_MS = 10_000;

let topology: Topology;
let database: { url: string; drop(): Promise<void> };
let smtp: TestSmtpServer;
let sql: pg.Client;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = await startSmtpServer();
  database = (await freshPostgresDatabase(`storefront_e2e_topology_${unique}`, databaseServer))!;
  topology = await startTopology({
    databaseUrl: database.url,
    redisUrl: redisUrl!,
    redisKeyPrefix: `storefront-e2e-topology-${unique}:`,
    accessLog: true,
    apiEnv: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'orders@chitrakart.in',
      // Both API processes look for work all the time: a job done twice would show.
      MAIL_POLL_MS: '50',
      STOCK_HOLD_POLL_MS: '100',
      PASSWORD_SCRYPT_LOG2_N: '14',
      LOG_LEVEL: 'error',
    },
  });
  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
});

test.afterAll(async () => {
  await sql?.end();
  await topology?.stop();
  await database?.drop();
  await smtp?.stop();
});

const json = { 'content-type': 'application/json' };

async function register(api: string, email: string) {
  const response = await fetch(`${api}/users/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: PASSWORD, firstName: 'Asha', lastName: 'Verma' }),
  });
  expect(response.status).toBe(201);
}

async function signIn(api: string, email: string): Promise<string> {
  const response = await fetch(`${api}/users/authorize`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** A GET with its own Host header (fetch sends the URL's). */
function getWithHost(url: string, host: string): Promise<{ status: number; contentType: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { host } }, (response) => {
        response.resume();
        resolve({
          status: response.statusCode!,
          contentType: response.headers['content-type'] ?? '',
        });
      })
      .on('error', reject);
  });
}

/** Polls `check` until it holds; answers how long that took. */
async function within(limitMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`);
    await sleep(100);
  }
  return Date.now() - started;
}

test('pages, the API and the back office answer through nginx, from every process', async () => {
  const { baseUrl } = topology;
  for (let i = 0; i < 4; i++) {
    const home = await fetch(`${baseUrl}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('ChitraKart');
  }
  for (let i = 0; i < 4; i++) {
    const products = await fetch(`${baseUrl}/api/v1/products?limit=1`);
    expect(products.status).toBe(200);
    expect(((await products.json()) as { data: unknown[] }).data).toHaveLength(1);
  }
  const admin = await fetch(`${baseUrl}/admin`);
  expect(admin.status).toBe(200);
  expect(admin.headers.get('content-type')).toContain('text/html');
  expect((await fetch(`${baseUrl}/health/ready`)).status).toBe(200);
  expect((await fetch(`${baseUrl}/api/v1/health/ready`)).status).toBe(200);
  // api.<host> is the API's own name (the spec's default API address): all of it goes there.
  const onApiHost = await getWithHost(`${baseUrl}/robots.txt`, 'api.localhost');
  expect(onApiHost.status).toBe(404);
  expect(onApiHost.contentType).toContain('application/json');

  // Round robin: each kind of request reached both processes of its kind.
  const upstreams = (line: RegExp) =>
    new Set(
      topology.nginx
        .accessLog()
        .filter((entry) => line.test(entry))
        .map((entry) => entry.split(' ').at(-1)),
    );
  expect(upstreams(/^GET \/ 200 /)).toEqual(
    new Set(topology.web.map((web) => new URL(web.baseUrl).host)),
  );
  expect(upstreams(/^GET \/api\/v1\/products\?limit=1 200 /)).toEqual(
    new Set(topology.api.map((api) => new URL(api.baseUrl).host)),
  );
});

test('a sign-in throttle counts failures on every API process together', async () => {
  const [first, second] = topology.api.map((api) => api.baseUrl);
  const throughNginx = `${topology.baseUrl}/api/v1`;
  const emails = ['one', 'spread', 'forged'].map((name) => `${name}-${unique}@example.in`);
  for (const email of emails) await register(throughNginx, email);

  /** Twelve wrong passwords at once; answers how many were checked (401) and refused (429). */
  async function wrongSignIns(email: string, apis: string[], headers = (_: number) => ({})) {
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        fetch(`${apis[i % apis.length]}/users/authorize`, {
          method: 'POST',
          headers: { ...json, ...headers(i) },
          body: JSON.stringify({ email, password: 'not the password at all' }),
        }).then((response) => response.status),
      ),
    );
    return {
      checked: statuses.filter((status) => status === 401).length,
      refused: statuses.filter((status) => status === 429).length,
    };
  }
  const [one, spread, forged] = await Promise.all([
    wrongSignIns(emails[0]!, [first!]),
    wrongSignIns(emails[1]!, [first!, second!]),
    // Through nginx, each claiming another client address: nginx tells the API the real one.
    wrongSignIns(emails[2]!, [throughNginx], (i) => ({ 'x-forwarded-for': `203.0.113.${i}` })),
  ]);
  // One process refuses the 11th failure of an account from an address (docs/decisions/0010).
  expect(one).toEqual({ checked: 10, refused: 2 });
  expect(spread).toEqual(one);
  expect(forged).toEqual(one);
});

test('a shopper signed in on one API process is signed in on the other, and out of both', async () => {
  const [first, second] = topology.api.map((api) => api.baseUrl);
  const email = `session-${unique}@example.in`;
  await register(first!, email);
  const auth = { authorization: `Bearer ${await signIn(first!, email)}` };

  const account = await fetch(`${second}/accountInfo`, { headers: auth });
  expect(account.status).toBe(200);
  expect(((await account.json()) as { data: { email: string } }).data.email).toBe(email);
  expect((await fetch(`${second}/users/logout`, { method: 'POST', headers: auth })).ok).toBe(true);
  expect((await fetch(`${first}/accountInfo`, { headers: auth })).status).toBe(401);
});

test('background jobs run once: one order mail, one cancellation when the payment hold passes', async () => {
  const api = `${topology.baseUrl}/api/v1`;
  const email = `jobs-${unique}@example.in`;
  await register(api, email);
  const auth = { ...json, authorization: `Bearer ${await signIn(api, email)}` };
  const { rows: tracked } = await sql.query<{ product_id: string; stock: number }>(
    `select product_id, sum(stock)::int as stock from product_variants
     group by product_id having count(*) = 1 and bool_and(stock > 10) limit 1`,
  );
  const [{ product_id: productId, stock }] = tracked as [{ product_id: string; stock: number }];
  const stockNow = async () =>
    (
      await sql.query<{ stock: number }>(
        'select sum(stock)::int as stock from product_variants where product_id = $1',
        [productId],
      )
    ).rows[0]!.stock;

  const placed = await fetch(`${api}/orders`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({
      products: { [productId]: 1 },
      shippingAddress: testShippingAddress,
    }),
  });
  expect(placed.status).toBe(201);
  const orderId = ((await placed.json()) as { id: string }).id;
  expect(await stockNow()).toBe(stock - 1);
  // Choosing UPI sends the "placed" mail, which waits for the choice of method; the order stays
  // Pending until the shop sees the money.
  const chosen = await fetch(`${api}/payments`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({
      orderId,
      fields: { method: 'upi', email, phone: '+919845012345', acceptTerms: true },
    }),
  });
  expect(chosen.status).toBe(200);
  const mails = (subject: string) =>
    smtp.to(email).filter((mail) => mail.subject?.startsWith(subject)).length;
  await within(15_000, async () => mails(`Order ${orderId} placed`) > 0);

  // Unpaid for longer than the hold: each API process looks ten times a second.
  await sql.query(
    `update orders set created_at = created_at - interval '31 minutes' where id = $1`,
    [orderId],
  );
  await within(15_000, async () => mails(`Order ${orderId} cancelled`) > 0);
  // Long enough for both processes to have looked many times over.
  await sleep(1_500);
  expect(mails(`Order ${orderId} placed`)).toBe(1);
  expect(mails(`Order ${orderId} cancelled`)).toBe(1);
  const { rows: cancellations } = await sql.query(
    'select 1 from order_events where order_id = $1 and to_status = $2',
    [orderId, ORDER_STATUS.CANCELLED],
  );
  expect(cancellations).toHaveLength(1);
  expect(await stockNow()).toBe(stock);
});

test(`a price change shows through every web and API process within ${FRESHNESS_MS / 1000} s`, async () => {
  const { baseUrl } = topology;
  // The link a new shop's API prints at start (dropped here with the rest of its output).
  const [link] = await withApiDatabase({ DATABASE_URL: database.url }, (db) =>
    issueSetupTokens(db),
  );
  const staffHeaders = { ...json, origin: baseUrl };
  const setup = await fetch(`${baseUrl}/api/v1/admin/setup`, {
    method: 'POST',
    headers: staffHeaders,
    body: JSON.stringify({
      token: link!.token,
      email: `owner-${unique}@chitrakart.in`,
      password: PASSWORD,
    }),
  });
  expect(setup.status).toBe(201);
  const cookie = setup.headers.getSetCookie()[0]!.split(';')[0]!;

  const {
    data: [product],
  } = (await (await fetch(`${baseUrl}/api/v1/products?limit=1`)).json()) as {
    data: { id: string; regularPrice: number }[];
  };
  const price = product!.regularPrice + 1_111;
  const shown = `₹${price.toLocaleString('en-IN')}`;
  const apiShows = (api: string) => async () =>
    ((await (await fetch(`${api}/products/${product!.id}`)).json()) as { regularPrice: number })
      .regularPrice === price;
  const pageShows = (web: string) => async () =>
    (await (await fetch(`${web}/product/${product!.id}`)).text()).includes(shown);
  // Every process has answered (and may keep) the old price.
  for (const web of topology.web) expect(await pageShows(web.baseUrl)()).toBe(false);
  for (const api of topology.api) expect(await apiShows(api.baseUrl)()).toBe(false);

  const changed = await fetch(`${baseUrl}/api/v1/admin/products/${product!.id}`, {
    method: 'PATCH',
    headers: { ...staffHeaders, cookie },
    body: JSON.stringify({ regularPrice: price, discountedPrice: null }),
  });
  expect(changed.status).toBe(200);
  const waits = await Promise.all([
    ...topology.api.map((api) => within(FRESHNESS_MS, apiShows(api.baseUrl))),
    ...topology.web.map((web) => within(FRESHNESS_MS, pageShows(web.baseUrl))),
  ]);
  expect(Math.max(...waits)).toBeLessThanOrEqual(FRESHNESS_MS);
});

test('nginx passes over a web or API process that stopped', async () => {
  await topology.web[1]!.kill();
  await topology.api[1]!.kill();
  for (let i = 0; i < 6; i++) {
    expect((await fetch(`${topology.baseUrl}/`)).status).toBe(200);
    expect((await fetch(`${topology.baseUrl}/api/v1/products?limit=1`)).status).toBe(200);
  }
});
