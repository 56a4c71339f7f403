import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_OWNER } from './e2e/support';

// The whole stack, started the way `npm start` starts it, on ports of its own and a throwaway
// embedded database, driven in Debian's Chromium (no browser is ever downloaded).
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100);
const API_PORT = Number(process.env.E2E_API_PORT ?? 8144);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'storefront-e2e-'));
export const baseURL = `http://localhost:${WEB_PORT}`;

// The shop's owner is made with `npm run staff` before the stack starts, as a shop owner may.
// This file is read again by each test worker: the owner is added once, by the first reading.
if (!process.env.E2E_OWNER_ADDED) {
  process.env.E2E_OWNER_ADDED = '1';
  process.env.E2E_DATA_DIR = dataDir;
  const added = spawnSync(
    'node_modules/.bin/tsx',
    ['apps/api/src/cli/staff.ts', 'add', E2E_OWNER.email, '--role', 'owner'],
    {
      env: { ...process.env, DATA_DIR: dataDir },
      input: `${E2E_OWNER.password}\n`,
      encoding: 'utf8',
    },
  );
  if (added.status !== 0) throw new Error(`npm run staff failed: ${added.stderr}`);
}

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
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
  webServer: {
    command: 'node scripts/start.mjs',
    url: baseURL,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(WEB_PORT),
      API_PORT: String(API_PORT),
      DATA_DIR: dataDir,
      PUBLIC_API_URL: `http://localhost:${API_PORT}/api/v1`,
      WEB_ORIGINS: baseURL,
      LOG_LEVEL: 'warn',
      // NODE_ENV stays unset, as `npm start` leaves it (the web server runs its production
      // build either way): NODE_ENV=production would switch off the API's sandbox payment
      // gateway, which the payment journeys go through.
    },
  },
});
