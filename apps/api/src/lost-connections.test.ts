import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { killApiProcesses, startApiProcess } from './test/api-process';
import { addStaff, STAFF_PASSWORD } from './test/staff';
import { createTestDatabase } from './test/test-app';

afterEach(killApiProcesses);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The API's connections carry this name, so only they are ended (PGAPPNAME, read by pg). */
const APPLICATION_NAME = 'storefront-lost-connections-test';
const OWNER = 'owner-lost-connections@example.in';
/** A request unanswered this long counts as never answered. */
const ANSWER_TIMEOUT_MS = 20_000;

interface Answer {
  what: string;
  status: number;
  body: string;
  retryAfter: string | null;
}

describe.runIf(process.env.TEST_DATABASE_URL)(
  'the API on PostgreSQL while its connections are ended',
  () => {
    it('answers every request (2xx, or 503 with an error), never exits, and serves normally afterwards', async () => {
      const database = await createTestDatabase('postgres');
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        await addStaff(database, { email: OWNER, role: 'owner' });
        const api = await startApiProcess({
          DATABASE_URL: database.url!,
          API_CONCURRENCY: '1',
          // Few connections: one the pool lost track of would soon leave none to serve with.
          DATABASE_POOL_MAX: '4',
          // Every read reaches the database rather than the catalogue's cache.
          CATALOG_CACHE_TTL_MS: '0',
          PGAPPNAME: APPLICATION_NAME,
        });
        const origin = new URL(api.base).origin;
        await expect
          .poll(
            () =>
              fetch(`${api.base}/health/ready`).then(
                (response) => response.status,
                () => 0,
              ),
            { timeout: 90_000, interval: 100 },
          )
          .toBe(200);

        const signIn = await fetch(`${api.base}/admin/session`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin },
          body: JSON.stringify({ email: OWNER, password: STAFF_PASSWORD }),
        });
        expect(signIn.status, await signIn.clone().text()).toBe(200);
        const cookie = signIn.headers
          .getSetCookie()
          .map((header) => header.split(';')[0]!)
          .find((pair) => pair.startsWith('staff_session='))!;
        const staffHeaders = { cookie, origin };
        const csv = await (
          await fetch(`${api.base}/admin/products/export`, { headers: staffHeaders })
        ).text();
        expect(csv.split('\n').length).toBeGreaterThan(100);

        const requests = {
          list: () => fetch(`${api.base}/products?limit=12`, timeout()),
          laterPage: () => fetch(`${api.base}/products?limit=6&page=4`, timeout()),
          adminList: () =>
            fetch(`${api.base}/admin/products?limit=20`, { headers: staffHeaders, ...timeout() }),
          // As the back office imports: a check and an import, each started as a job (202) that
          // the API then runs in short transactions between the other requests.
          dryRun: () => importCsv(true),
          apply: () => importCsv(false),
        };
        function timeout() {
          return { signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS) };
        }
        function importCsv(dryRun: boolean) {
          return fetch(`${api.base}/admin/products/import?dryRun=${dryRun}`, {
            method: 'POST',
            headers: { ...staffHeaders, 'content-type': 'text/csv' },
            body: csv,
            ...timeout(),
          });
        }

        const answers: Answer[] = [];
        const failures: string[] = [];
        let loading = true;
        const clients = (
          ['list', 'list', 'laterPage', 'adminList', 'dryRun', 'dryRun', 'apply'] as const
        ).map(async (what) => {
          while (loading) {
            try {
              const response = await requests[what]();
              answers.push({
                what,
                status: response.status,
                body: await response.text(),
                retryAfter: response.headers.get('retry-after'),
              });
            } catch (error) {
              failures.push(`${what}: ${String((error as Error).cause ?? error)}`);
            }
          }
        });

        // Each round waits for a connection held in a transaction between two statements (an
        // import), then ends every connection of the API, as pg_terminate_backend or a
        // failover would.
        const ROUNDS = 12;
        const ended: string[] = [];
        for (let round = 0; round < ROUNDS && api.child.exitCode === null; round++) {
          const answered = answers.length;
          while (api.child.exitCode === null && answers.length < answered + 5) await sleep(10);
          const deadline = Date.now() + 10_000;
          let states: string[] = [];
          while (api.child.exitCode === null && Date.now() < deadline) {
            const { rows } = await admin.query<{ state: string | null }>(
              `select state from pg_stat_activity
                where application_name = $1 and state = 'idle in transaction'`,
              [APPLICATION_NAME],
            );
            if (rows.length) {
              states = (
                await admin.query<{ state: string | null }>(
                  `select state, pg_terminate_backend(pid) from pg_stat_activity
                    where application_name = $1`,
                  [APPLICATION_NAME],
                )
              ).rows.map((row) => row.state ?? 'unknown');
              break;
            }
          }
          ended.push(...states);
        }
        // The API answers what was under way when the last connections ended.
        const answered = answers.length;
        while (api.child.exitCode === null && answers.length < answered + 20) await sleep(10);
        loading = false;
        await Promise.all(clients);

        expect(api.child.exitCode, api.output()).toBeNull();
        expect(failures).toEqual([]);
        expect(ended.filter((state) => state === 'idle in transaction').length).toBeGreaterThan(
          ROUNDS / 2,
        );
        const unexpected = answers.filter(
          (answer) =>
            !(answer.status >= 200 && answer.status < 300) &&
            !(
              answer.status === 503 &&
              answer.retryAfter === '2' &&
              typeof (JSON.parse(answer.body) as { error?: unknown }).error === 'string'
            ),
        );
        expect(unexpected).toEqual([]);
        const unavailable = answers.filter((answer) => answer.status === 503);
        expect(unavailable.length).toBeGreaterThan(0);
        const byKind = Object.fromEntries(
          Object.keys(requests).map((what) => [
            what,
            `${answers.filter((a) => a.what === what && a.status < 300).length} ok, ` +
              `${unavailable.filter((a) => a.what === what).length} 503`,
          ]),
        );
        console.log(
          `lost connections: ${ended.length} ended over ${ROUNDS} rounds ` +
            `(${ended.filter((state) => state === 'idle in transaction').length} idle in a ` +
            `transaction, ${ended.filter((state) => state === 'active').length} running a ` +
            `statement); ${answers.length} answers: ${JSON.stringify(byKind)}`,
        );

        // Afterwards, every kind of request succeeds again.
        for (const what of Object.keys(requests) as (keyof typeof requests)[]) {
          const response = await requests[what]();
          expect(response.status, `${what}: ${await response.text()}`).toBe(
            what === 'dryRun' || what === 'apply' ? 202 : 200,
          );
        }
        // Each lost connection is said once, with what happened.
        const said = api.output().match(/PostgreSQL closed a connection/g) ?? [];
        expect(said.length).toBeGreaterThan(0);
        expect(said.length).toBeLessThanOrEqual(ended.length);

        api.child.kill('SIGTERM');
        expect(await api.exited).toBe(0);
      } finally {
        await admin.end();
        await database.close();
      }
    }, 240_000);
  },
);
