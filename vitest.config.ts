import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One run covers every workspace: contract, web and back-office units, API units and integration (PGlite,
// and PostgreSQL too when TEST_DATABASE_URL is set).
export default defineConfig({
  test: {
    // Two files at a time (Vitest's default is one on two cores): much of a test's time is spent
    // waiting on PostgreSQL, spawned servers, timers or jsdom's set-up (the API's suite 300 s ->
    // 254 s, the rest 101 s -> 68 s on this 2-core machine).
    maxWorkers: 2,
    projects: [
      {
        test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] },
      },
      {
        test: { name: 'cluster', include: ['packages/cluster/src/**/*.test.ts'] },
      },
      {
        test: {
          name: 'ui',
          include: ['packages/ui/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
      {
        // The Dockerfile, compose.yaml and nginx site against the repository (deploy/).
        test: { name: 'deploy', include: ['deploy/**/*.test.ts'] },
      },
      {
        // npm test's own scripts: its prerequisites and stages (scripts/).
        test: { name: 'scripts', include: ['scripts/**/*.test.mjs'] },
      },
      {
        resolve: { alias: { '~': fileURLToPath(new URL('./apps/web/app', import.meta.url)) } },
        test: {
          name: 'web',
          include: ['apps/web/app/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Each file in a fresh VM context of a long-lived worker, not a fresh process: the
          // files stay isolated (the app keeps per-document state in modules: the browser's API
          // client, the cart, the toasts), but Node and the jsdom library are not loaded again for
          // each of them, only a new document made (decision 0022).
          pool: 'vmForks',
        },
      },
      {
        // The web server around the app: page cache, headers (plain Node, no DOM).
        test: { name: 'web-server', include: ['apps/web/server/**/*.test.ts'] },
      },
      {
        resolve: { alias: { '~': fileURLToPath(new URL('./apps/admin/src', import.meta.url)) } },
        test: {
          name: 'admin',
          include: ['apps/admin/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Files share one module graph and document per worker (the rendered page, the API
          // stub, the session and the toasts are reset after each test): the suite
          // 153 s -> 108 s with the rest. The web's files do not share modules: 16 of them fail
          // when they do (module-level state of the app, mocks of modules already loaded).
          isolate: false,
          // Whole pages render, route modules loading lazily: slower than one component.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          // Each test database is a copy of one migrated and seeded once per run.
          globalSetup: ['apps/api/src/test/database-templates.ts'],
          // Which files also run on PostgreSQL: apps/api/src/test/postgres-pass.ts.
          setupFiles: ['apps/api/src/test/drivers-setup.ts'],
          // Files share one module graph per worker: each builds its own app on its own database,
          // and no module of the API keeps state of its own (461 s -> 327 s; importing the app
          // for every file took 138 s of it).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
