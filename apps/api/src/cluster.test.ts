import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { killApiProcesses, startApiProcess as startApi } from './test/api-process';
import { createTestDatabase, createTestDataDir } from './test/test-app';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(killApiProcesses);

/**
 * A sign-in with a wrong password on a connection of its own (the cluster hands connections to
 * its processes in turn), its body sent in two halves `gapMs` apart; answers its status.
 */
function wrongSignIn(base: string, email: string, gapMs = 0): Promise<number> {
  const body = JSON.stringify({ email, password: 'not a real password' });
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}/users/authorize`,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': body.length },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode!));
      },
    );
    request.on('error', reject);
    request.write(body.slice(0, 10));
    setTimeout(() => request.end(body.slice(10)), gapMs);
  });
}

describe.runIf(process.env.TEST_DATABASE_URL)('the API as two processes on PostgreSQL', () => {
  it('counts sign-in failures together, restarts one at a time on SIGHUP while every request gets its answer, prints the setup link once, and kills no worker (each sends heartbeats)', async () => {
    const database = await createTestDatabase('postgres');
    try {
      const api = await startApi({
        DATABASE_URL: database.url!,
        API_CONCURRENCY: '2',
        DATABASE_POOL_MAX: '3',
        // Workers that did not beat would be killed two seconds after they listen.
        HEARTBEAT_TIMEOUT_MS: '2000',
      });
      await api.printed(/api: 2 processes share the port .*one silent for 2 s is replaced/);

      // Without Redis the limits live in PostgreSQL: the 11th failure of a pair is refused,
      // whichever process each attempt reached.
      const attempts = await Promise.all(
        Array.from({ length: 12 }, () => wrongSignIn(api.base, 'guessed@example.in')),
      );
      expect(attempts.filter((status) => status === 401)).toHaveLength(10);
      expect(attempts.filter((status) => status === 429)).toHaveLength(2);

      let loading = true;
      const statuses: number[] = [];
      const failures: string[] = [];
      const clients = Array.from({ length: 6 }, async (_, i) => {
        const url = i % 2 ? `${api.base}/health/live` : `${api.base}/products?limit=3`;
        while (loading) {
          try {
            const response = await fetch(url);
            await response.arrayBuffer();
            statuses.push(response.status);
          } catch (error) {
            failures.push(String((error as Error).cause ?? error));
          }
        }
      });
      await sleep(300);
      const inFlight = wrongSignIn(api.base, 'nobody@example.in', 1_500);
      await sleep(100);
      api.child.kill('SIGHUP');
      await api.printed(/api: restart done: 2 processes replaced/);
      await sleep(300);
      loading = false;
      await Promise.all(clients);

      expect(failures).toEqual([]);
      expect(statuses.length).toBeGreaterThan(100);
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
      // The wrong password was checked by the process it reached, old as it was.
      expect(await inFlight).toBe(401);
      // Four processes started over the run; one start, one link.
      expect(api.output().match(/\/admin\/setup\?token=/g)).toHaveLength(1);
      expect(api.output()).not.toMatch(/sent no heartbeat|stopped unexpectedly/);

      api.child.kill('SIGTERM');
      expect(await api.exited).toBe(0);
    } finally {
      await database.close();
    }
  }, 180_000);
});

describe('the API on the embedded database asked for several processes', () => {
  it('says in one line that it runs one, and serves', async () => {
    // A copy of the run's migrated template, not a new directory: what is said about the
    // processes does not depend on a first start, which migrates and seeds (7-30 s here).
    const data = await createTestDataDir();
    await data.close();
    try {
      const api = await startApi({ DATA_DIR: data.dir, API_CONCURRENCY: '3' });
      await api.printed(/has no owner yet/);
      expect((await fetch(`${api.base}/health/ready`)).status).toBe(200);
      expect(api.output()).toContain(
        'api: the embedded database serves one process, so 1 API process runs, not 3 ' +
          '(API_CONCURRENCY); set DATABASE_URL to run more.\n',
      );
      expect(api.output()).not.toContain('processes share the port');
      api.child.kill('SIGTERM');
      expect(await api.exited).toBe(0);
    } finally {
      data.remove();
    }
  }, 120_000);
});
