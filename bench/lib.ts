// Shared pieces of the benchmarks: start the real API as its own process, load it with
// autocannon, print tables. Benchmarks print figures; they assert nothing but "no errors".
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 5);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Admin connection for throwaway benchmark databases; PostgreSQL runs are skipped without a server. */
export const PG_ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface Load {
  title: string;
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Send exactly this many requests instead of running for a duration (every answer counted). */
  amount?: number;
}

export interface LoadResult {
  title: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  ok: number;
}

/** Every GET figure follows a discarded second of the same load: JIT, plan cache and pool warm. */
const WARM_UP_SECONDS = 1;

export async function load(
  baseUrl: string,
  spec: Load,
  duration = DURATION_SECONDS,
): Promise<LoadResult> {
  if ((spec.method ?? 'GET') === 'GET') {
    await autocannon({
      url: baseUrl + spec.path,
      headers: spec.headers,
      connections: CONNECTIONS,
      duration: WARM_UP_SECONDS,
    });
  }
  const started = performance.now();
  let lastAnswerAt = started;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl + spec.path,
        method: spec.method ?? 'GET',
        headers: { 'content-type': 'application/json', ...spec.headers },
        body: spec.body,
        connections: CONNECTIONS,
        ...(spec.amount ? { amount: spec.amount } : { duration }),
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', () => {
      lastAnswerAt = performance.now();
    });
  });
  return {
    title: spec.title,
    // Answers over the time from the first request to the last answer, measured here:
    // autocannon notices the end of a fixed amount only at its next whole-second tick.
    requestsPerSecond: result.requests.total / ((lastAnswerAt - started) / 1000),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    ok: result['2xx'],
  };
}

export interface RunningApi {
  baseUrl: string;
  stop(): Promise<void>;
}

/** The API exactly as `npm start` runs it, on its own port and database. */
export async function startApi(env: Record<string, string>, port: number): Promise<RunningApi> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'apps/api'),
    env: {
      ...process.env,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}/api/v1`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) break;
    } catch {
      // not yet listening
    }
    if (Date.now() > deadline) throw new Error('the API did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseUrl,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** A fresh, empty PostgreSQL database; null when no server answers. */
export async function freshPostgresDatabase(
  name: string,
): Promise<{ url: string; drop(): Promise<void> } | null> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: PG_ADMIN_URL });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export function freshDataDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'storefront-bench-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export function table(headers: string[], rows: (string | number)[][]): string {
  const cells = [headers, ...rows.map((row) => row.map(String))];
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [
    line(cells[0]!),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...cells.slice(1).map(line),
  ].join('\n');
}

export const fixed = (value: number, digits = 1) => value.toFixed(digits);
