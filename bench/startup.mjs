// `npm run bench:startup`: time from `npm start` to the first page served (fresh embedded database,
// so migrations and seed are included; web build already present), then the latency of
// GET /api/v1/products over sequential requests. Prints figures; asserts nothing.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webPort = 3900;
const apiPort = 8944;
const requests = Number(process.env.BENCH_REQUESTS ?? 1000);

async function firstAnswer(url, deadline) {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return response;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} did not answer in time`);
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function run(label, extraEnv) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-bench-'));
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(webPort),
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const page = await firstAnswer(`http://localhost:${webPort}/`, Date.now() + 180_000);
    await page.text();
    const startSeconds = (performance.now() - started) / 1000;

    const url = `http://127.0.0.1:${apiPort}/api/v1/products`;
    for (let i = 0; i < 50; i++) await (await fetch(url)).arrayBuffer(); // warm-up
    const times = [];
    for (let i = 0; i < requests; i++) {
      const t0 = performance.now();
      const response = await fetch(url);
      await response.arrayBuffer();
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    console.log(
      `${label}: first page after ${startSeconds.toFixed(1)} s; GET /products (sequential, ${requests}) p50 ${percentile(times, 50).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms`,
    );
  } finally {
    child.kill('SIGINT');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await run('PGlite (embedded)', {});
if (process.env.BENCH_DATABASE_URL)
  await run('PostgreSQL', { DATABASE_URL: process.env.BENCH_DATABASE_URL });
