import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_OWNER, stackPorts, WORKER_STACK } from './e2e/support';

// The whole stack, started the way `npm start` starts it, on ports of its own and a throwaway
// embedded database, driven in Debian's Chromium (no browser is ever downloaded). Each test worker
// drives a stack of its own (support.ts picks it by TEST_PARALLEL_INDEX): tests that change the
// shop (its settings, stock, products) never meet another worker's, and the two cores are shared
// by two workers' waits on the browser and the servers.
const STACKS = Number(process.env.E2E_STACKS ?? 2);
const stacks = Array.from({ length: STACKS }, (_, index) => stackPorts(index));
const origin = (ports: { web: number }) => `http://localhost:${ports.web}`;

// Each stack's embedded database: E2E_DATA_DIR's directories (path.delimiter between them), else
// new throwaway ones. The shop's owner is added with `npm run staff` before the stacks start, as a
// shop owner may: in the first new directory, which the others then copy (the command's first run
// migrates and seeds the store, 10-20 s on a busy day; a copy of the closed directory takes 0.1 s).
// Directories given in E2E_DATA_DIR may hold shops of their own: each gets the owner itself.
// e2e/start-stacks.mjs does that while the apps build. This file is read again by each test
// worker: the directories are made once, by the first reading.
const dataDirs = process.env.E2E_DATA_DIR?.split(path.delimiter) ?? [];
const given = Number(process.env.E2E_DATA_DIRS_GIVEN ?? dataDirs.length);
if (process.env.E2E_DATA_DIRS_GIVEN === undefined) {
  process.env.E2E_DATA_DIRS_GIVEN = String(given);
  for (let index = dataDirs.length; index < STACKS; index++) {
    dataDirs.push(mkdtempSync(path.join(tmpdir(), 'storefront-e2e-')));
  }
  process.env.E2E_DATA_DIR = dataDirs.join(path.delimiter);
}
const plan = {
  owner: E2E_OWNER,
  stacks: stacks.map((stack, index) => ({
    env: {
      PORT: String(stack.web),
      API_PORT: String(stack.api),
      DATA_DIR: dataDirs[index]!,
      PUBLIC_API_URL: `http://localhost:${stack.api}/api/v1`,
      WEB_ORIGINS: origin(stack),
      LOG_LEVEL: 'warn',
      // The Shiprocket sandbox plays a parcel's scans a second apart (shipping.spec.ts).
      SHIPROCKET_SANDBOX_STEP_SECONDS: '1',
      // NODE_ENV stays unset, as `npm start` leaves it (the web server runs its production
      // build either way): NODE_ENV=production would switch off the API's sandbox payment
      // gateway, which the payment journeys go through.
    },
    addOwner: index <= given,
    copyOf: index > given ? given : undefined,
  })),
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: STACKS,
  retries: 0,
  forbidOnly: true,
  // The tests that visit every page at two widths with axe took 40-51 s on a slow day of this
  // 2-core machine (60 s was exceeded once); one step still waits at most 10 s.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // The JSON report feeds `npm run bench:tests` (the slowest files and where their time goes).
  reporter: [['list'], ['json', { outputFile: 'bench/.out/timings/e2e.json' }]],
  use: {
    baseURL: origin(WORKER_STACK),
    // A failed test keeps its trace: each step's DOM, network and console, without the screencast
    // (its frames took a fifth of the CPU of the axe, CSP and journey files: 88 -> 70 s).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  // All the stacks from one command: it builds the apps if they changed while it adds the owner,
  // then starts the stacks side by side (e2e/start-stacks.mjs), and says when every one answers.
  webServer: {
    command: 'node e2e/start-stacks.mjs',
    wait: { stdout: /e2e: the stacks answer/ },
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_STACKS_PLAN: JSON.stringify(plan) },
  },
});
