// `npm run bench:startup`: time from `npm start` to the first page served, on a fresh database
// (migrations and seed included; the web build already present), then the latency of
// GET /api/v1/products over sequential requests, with and without the API's microcache.
import { spawn, spawnSync } from 'node:child_process';
import { fixed, freshDataDir, freshPostgresDatabase, root } from './lib';

const WEB_PORT = 3900;
const API_PORT = 8944;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);

async function firstAnswer(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) {
        await response.text();
        return;
      }
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} did not answer in time`);
}

async function sequentialLatency(url: string) {
  for (let i = 0; i < 50; i++) await (await fetch(url)).arrayBuffer(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    await (await fetch(url)).arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) =>
    times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!;
  return `p50 ${fixed(at(50), 2)} ms, p99 ${fixed(at(99), 2)} ms`;
}

async function run(label: string, env: Record<string, string>) {
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(WEB_PORT),
      API_PORT: String(API_PORT),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await firstAnswer(`http://localhost:${WEB_PORT}/`, Date.now() + 180_000);
    const seconds = (performance.now() - started) / 1000;
    const products = `http://127.0.0.1:${API_PORT}/api/v1/products`;
    console.log(
      `${label}: first page after ${fixed(seconds)} s; GET /products ×${REQUESTS} sequential: ${await sequentialLatency(products)}`,
    );
  } finally {
    child.kill('SIGINT');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

// The web build is made first, so that no figure includes it (`npm start` builds only when stale).
if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' }).status !== 0) {
  throw new Error('the web app did not build');
}

for (const [label, cache] of [
  ['microcache on (default)', {}],
  ['microcache off', { CATALOG_CACHE_TTL_MS: '0' }],
] as const) {
  const data = freshDataDir();
  try {
    await run(`PGlite, ${label}`, { DATA_DIR: data.dir, ...cache });
  } finally {
    data.remove();
  }
  const postgres = await freshPostgresDatabase('storefront_bench_startup');
  if (postgres) {
    try {
      await run(`PostgreSQL, ${label}`, { DATABASE_URL: postgres.url, ...cache });
    } finally {
      await postgres.drop();
    }
  }
}
