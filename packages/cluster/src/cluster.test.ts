import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_BACKOFF, restartDelay } from './index.js';

const fixture = fileURLToPath(new URL('./test/fixture-server.js', import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface Cluster {
  base: string;
  primary: ChildProcess;
  output(): string;
  /** Resolves once the primary has printed a line matching `pattern`. */
  printed(pattern: RegExp, timeoutMs?: number): Promise<void>;
  exited: Promise<number | null>;
}

const started: Cluster[] = [];
afterEach(async () => {
  for (const cluster of started.splice(0)) {
    if (cluster.primary.exitCode === null) cluster.primary.kill('SIGKILL');
  }
});

async function startCluster(env: Record<string, string> = {}): Promise<Cluster> {
  const port = await freePort();
  const primary = spawn(process.execPath, [fixture], {
    env: { PATH: process.env.PATH, PORT: String(port), WORKERS: '2', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  primary.stdout!.on('data', (chunk) => (output += String(chunk)));
  primary.stderr!.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => primary.once('exit', resolve));
  const cluster: Cluster = {
    base: `http://127.0.0.1:${port}`,
    primary,
    output: () => output,
    async printed(pattern, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (!pattern.test(output)) {
        if (Date.now() > deadline || primary.exitCode !== null) {
          throw new Error(`never printed ${pattern}:\n${output}`);
        }
        await sleep(20);
      }
    },
    exited,
  };
  started.push(cluster);
  return cluster;
}

/** The process that answers a request on a new connection (the cluster hands those round). */
function pidOf(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      // A connection the primary handed to a process that then died is never answered.
      .get(url, { agent: false, timeout: 5_000 }, (response) => {
        let body = '';
        response.on('data', (chunk) => (body += String(chunk)));
        response.on('end', () => resolve((JSON.parse(body) as { pid: number }).pid));
      })
      .on('timeout', function (this: http.ClientRequest) {
        this.destroy(new Error(`no answer from ${url}`));
      })
      .on('error', reject);
  });
}

/** The process ids answering now: enough new connections to reach every worker. */
async function servingPids(base: string) {
  const pids = new Set<number>();
  for (let i = 0; i < 10; i++) pids.add(await pidOf(`${base}/`));
  return pids;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** A POST whose body arrives in two halves `gapMs` apart; answers its status and process. */
function slowPost(base: string, gapMs: number): Promise<{ status: number; pid: number }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}/`,
      { method: 'POST', headers: { 'content-length': '10' } },
      (response) => {
        let body = '';
        response.on('data', (chunk) => (body += String(chunk)));
        response.on('end', () =>
          resolve({ status: response.statusCode!, pid: (JSON.parse(body) as { pid: number }).pid }),
        );
      },
    );
    request.on('error', reject);
    request.write('hello');
    setTimeout(() => request.end('world'), gapMs);
  });
}

describe('a clustered server', () => {
  it('restarts one process at a time on SIGHUP without failing a request in flight or on a kept-alive connection', async () => {
    const cluster = await startCluster();
    await cluster.printed(/2 processes share the port/);
    const before = await servingPids(cluster.base);
    expect(before.size).toBe(2);

    // Eight clients asking back to back on kept-alive connections, through the whole restart.
    let loading = true;
    const answers: number[] = [];
    const failures: string[] = [];
    const clients = Array.from({ length: 8 }, async () => {
      while (loading) {
        try {
          const response = await fetch(`${cluster.base}/?wait=20`);
          await response.arrayBuffer();
          answers.push(response.status);
        } catch (error) {
          failures.push(String((error as Error).cause ?? error));
        }
      }
    });
    await sleep(200);
    // In flight when the restart begins: a slow answer, and a body still arriving.
    const slowGet = fetch(`${cluster.base}/?wait=1500`).then(async (response) => ({
      status: response.status,
      pid: ((await response.json()) as { pid: number }).pid,
    }));
    const post = slowPost(cluster.base, 1_000);
    await sleep(50);
    cluster.primary.kill('SIGHUP');
    await cluster.printed(/restart done: 2 processes replaced/);
    await sleep(300);
    loading = false;
    await Promise.all(clients);

    expect(failures).toEqual([]);
    expect(answers.length).toBeGreaterThan(50);
    expect(answers.every((status) => status === 200)).toBe(true);
    const [slow, slowBody] = await Promise.all([slowGet, post]);
    expect(slow.status).toBe(200);
    expect(before.has(slow.pid)).toBe(true);
    expect(slowBody.status).toBe(200);
    // Every process now is new, and the old ones are gone.
    const after = await servingPids(cluster.base);
    expect(after.size).toBe(2);
    for (const pid of after) expect(before.has(pid)).toBe(false);
    for (const pid of before) expect(alive(pid)).toBe(false);

    // SIGTERM drains: a slow request still gets its answer, then the primary exits 0.
    const last = fetch(`${cluster.base}/?wait=500`);
    await sleep(100);
    cluster.primary.kill('SIGTERM');
    expect((await last).status).toBe(200);
    expect(await cluster.exited).toBe(0);
    for (const pid of after) expect(alive(pid)).toBe(false);
  }, 30_000);

  it('replaces a process that dies, waiting longer each time while replacements keep dying', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'storefront-cluster-'));
    const crashFile = path.join(dir, 'crash');
    try {
      const cluster = await startCluster({ CRASH_FILE: crashFile });
      await cluster.printed(/2 processes share the port/);
      const [victim] = await servingPids(cluster.base);
      // Past the fixture's 1.5 s: its death is not a quick one.
      await sleep(1_600);
      writeFileSync(crashFile, '');
      process.kill(victim!, 'SIGKILL');
      // The first replacement dies at once (a quick death): then 0.2, 0.4, 0.8, 0.8 s.
      await cluster.printed(
        /stopped unexpectedly \(SIGKILL\); starting another\n(.|\n)*in 0\.2 s(.|\n)*in 0\.4 s(.|\n)*in 0\.8 s(.|\n)*in 0\.8 s/,
      );
      // Meanwhile the other process serves.
      expect((await fetch(`${cluster.base}/`)).status).toBe(200);
      rmSync(crashFile);
      await sleep(1_500);
      const pids = await servingPids(cluster.base);
      expect(pids.size).toBe(2);
      expect(pids.has(victim!)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);

  it('ends with the exit code of a process that cannot start, without retrying it', async () => {
    const cluster = await startCluster({ FAIL_AT_START: '3' });
    expect(await cluster.exited).toBe(3);
    expect(cluster.output()).toContain('fixture: cannot start');
    expect(cluster.output()).not.toContain('starting another');
  });
});

/** Has one process block its event loop for good; answers that process's id. */
function blockOne(base: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}/block`, { agent: false }, (response) => {
      response.once('data', (chunk) => resolve((JSON.parse(String(chunk)) as { pid: number }).pid));
      // Cut when the process is killed: that is the point.
      response.on('error', () => {});
    });
    request.on('error', reject);
  });
}

describe('a clustered server whose process falls silent', () => {
  it('kills the process whose event loop is blocked, says so, and serves on a new one, sparing the busy one', async () => {
    const cluster = await startCluster({ HEARTBEAT_TIMEOUT_MS: '800' });
    await cluster.printed(/2 processes share the port .*one silent for 0\.8 s is replaced/);
    const before = await servingPids(cluster.base);
    // Busy but answering all along: each request holds its process's loop for 100 ms. Those
    // the blocked process took fail when it is killed; and the primary's round robin had handed
    // it one more connection it never took, which nobody answers (node:cluster closes it only
    // on the worker's word).
    let loading = true;
    const busy = Array.from({ length: 2 }, async () => {
      while (loading) {
        await fetch(`${cluster.base}/?busy=100`, { signal: AbortSignal.timeout(5_000) })
          .then((response) => response.arrayBuffer())
          .catch(() => {});
      }
    });

    const blocked = await blockOne(cluster.base);
    await cluster.printed(
      new RegExp(
        `fixture: process ${blocked} sent no heartbeat for \\d+\\.\\d s \\(its event loop is ` +
          'blocked\\) and was killed \\(SIGKILL\\); starting another',
      ),
    );
    const silence = Number(/sent no heartbeat for (\d+\.\d) s/.exec(cluster.output())![1]);
    expect(silence).toBeGreaterThanOrEqual(0.8);
    expect(alive(blocked)).toBe(false);
    // A new process takes its place on the port.
    await expect
      .poll(
        async () => {
          const pids = await servingPids(cluster.base);
          return pids.size === 2 && !pids.has(blocked);
        },
        { timeout: 10_000, interval: 50 },
      )
      .toBe(true);
    loading = false;
    await Promise.all(busy);

    const [busyOne] = [...before].filter((pid) => pid !== blocked);
    expect((await servingPids(cluster.base)).has(busyOne!)).toBe(true);
    expect(cluster.output().match(/sent no heartbeat|stopped unexpectedly/g)).toHaveLength(1);
    cluster.primary.kill('SIGTERM');
    expect(await cluster.exited).toBe(0);
  }, 30_000);

  it('spares processes that are busy but answering, and one draining a request slower than the bound', async () => {
    const cluster = await startCluster({ HEARTBEAT_TIMEOUT_MS: '800' });
    await cluster.printed(/2 processes share the port .*one silent for 0\.8 s is replaced/);
    const before = await servingPids(cluster.base);
    let loading = true;
    const statuses: number[] = [];
    const failures: string[] = [];
    const clients = Array.from({ length: 3 }, async () => {
      while (loading) {
        try {
          const response = await fetch(`${cluster.base}/?busy=100`);
          await response.arrayBuffer();
          statuses.push(response.status);
        } catch (error) {
          failures.push(String((error as Error).cause ?? error));
        }
      }
    });
    await expect.poll(() => statuses.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(20);
    // Its headers are in: an old process has it, and drains for twice the bound to answer it.
    const slow = await fetch(`${cluster.base}/?wait=1600&early=1`);
    cluster.primary.kill('SIGHUP');
    await cluster.printed(/restart done: 2 processes replaced/);
    expect(before.has(((await slow.json()) as { pid: number }).pid)).toBe(true);
    const answered = statuses.length;
    await expect.poll(() => statuses.length, { timeout: 10_000 }).toBeGreaterThan(answered + 10);
    loading = false;
    await Promise.all(clients);

    expect(failures).toEqual([]);
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(cluster.output()).not.toMatch(/sent no heartbeat|stopped unexpectedly/);
    cluster.primary.kill('SIGTERM');
    expect(await cluster.exited).toBe(0);
  }, 30_000);
});

describe('the wait before replacing a process', () => {
  it('is none after a long run, then doubles up to the most', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 50].map((n) => restartDelay(n, DEFAULT_BACKOFF))).toEqual([
      0, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
  });
});
