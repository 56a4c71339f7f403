// The web app's and the back office's builds, made when missing or older than their sources:
// `npm start` (scripts/start.mjs) and the e2e stacks (e2e/start-stacks.mjs) build through here.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestChange(file) {
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(file).map((name) => newestChange(path.join(file, name))));
}

/** Whether an app's build is missing or older than any of its sources (paths from the app). */
function buildIsStale(app, built, sources) {
  const dir = path.join(root, app);
  const output = path.join(dir, built);
  if (!existsSync(output)) return true;
  return (
    Math.max(
      ...[...sources, '../../packages/contract/src', '../../packages/ui/src'].map((s) =>
        newestChange(path.join(dir, s)),
      ),
    ) > statSync(output).mtimeMs
  );
}

const builds = [
  {
    name: 'web app',
    workspace: 'apps/web',
    stale: () =>
      buildIsStale('apps/web', 'build/server/index.js', [
        'app',
        'public',
        'vite.config.ts',
        'react-router.config.ts',
      ]),
  },
  {
    name: 'back office',
    workspace: 'apps/admin',
    stale: () =>
      buildIsStale('apps/admin', 'dist/index.html', ['src', 'index.html', 'vite.config.ts']),
  },
];

/**
 * Builds the stale apps (`dev` leaves the web app to its dev server; the API serves the back
 * office's build at /admin in dev too) and answers the name of the first that failed, if any.
 * Both builds run at once: each keeps about one core busy, so on two cores together they finish
 * sooner (52-63 s one after the other, 41 s side by side, on a busy 2-core machine). What each
 * says on standard error is printed whole when it ends, so the two do not interleave. Each build
 * process is handed to `started` (to be stopped with the caller's others).
 */
export async function buildStaleApps({ dev = false, started = () => {} } = {}) {
  const stale = builds.filter((app) => !(dev && app.workspace === 'apps/web') && app.stale());
  const built = await Promise.all(
    stale.map((app) => {
      console.log(`start: building the ${app.name}…`);
      return new Promise((resolve) => {
        const build = spawn('npm', ['run', 'build', '-w', app.workspace], {
          cwd: root,
          stdio: ['ignore', 'ignore', 'pipe'],
        });
        started(build);
        let said = '';
        build.stderr.on('data', (chunk) => (said += chunk));
        build.on('close', (code) => {
          process.stderr.write(said);
          resolve({ app, ok: code === 0 });
        });
      });
    }),
  );
  return built.find(({ ok }) => !ok)?.app.name;
}
