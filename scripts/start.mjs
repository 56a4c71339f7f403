// `npm start`: builds the web app and the back office when their sources changed, starts the API
// (which migrates and seeds the embedded database on first run, and prints a setup link while the
// store has no owner), waits until it answers, then starts the web server.
// `npm run dev` runs both with reload instead. Ctrl-C stops both; a failure ends in one line.
// WEB_CONCURRENCY and API_CONCURRENCY reach the servers, which run that many processes each.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStaleApps } from './build-apps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const dev = process.argv.includes('--dev');
const webPort = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 8044);
const env = {
  ...process.env,
  DATA_DIR: path.resolve(root, process.env.DATA_DIR ?? 'data'),
  API_INTERNAL_URL: process.env.API_INTERNAL_URL ?? `http://127.0.0.1:${apiPort}/api/v1`,
  // Other ports than the defaults still work together in a browser on this machine.
  WEB_ORIGINS: process.env.WEB_ORIGINS ?? `http://localhost:${webPort},http://127.0.0.1:${webPort}`,
  ...(apiPort !== 8044 && !process.env.PUBLIC_API_URL
    ? { PUBLIC_API_URL: `http://localhost:${apiPort}/api/v1` }
    : {}),
  // Reloading on every edit, one API process is plenty, whatever the database.
  ...(dev ? { API_CONCURRENCY: process.env.API_CONCURRENCY ?? '1' } : {}),
};
const children = [];
let stopping = false;

/** Stops the children (if any) and exits once they have. */
function stop(code) {
  if (stopping) return;
  stopping = true;
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  if (running.length === 0) process.exit(code);
  for (const child of running) child.kill('SIGTERM');
  Promise.all(running.map((child) => new Promise((done) => child.once('exit', done)))).then(() =>
    process.exit(code),
  );
}

function fail(message) {
  console.error(`start: ${message}`);
  stop(1);
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

function run(name, command, args, cwd) {
  const child = spawn(command, args, { cwd: path.join(root, cwd), env, stdio: 'inherit' });
  children.push(child);
  child.on('exit', (code) => {
    if (stopping) return;
    // The child printed its own one-line reason; say which one stopped and take the other down.
    console.error(`start: the ${name} stopped${code ? ` (exit ${code})` : ''}.`);
    stop(code || 1);
  });
}

async function apiAnswers() {
  const deadline = Date.now() + 120_000;
  while (!stopping && Date.now() < deadline) {
    try {
      if ((await fetch(`${env.API_INTERNAL_URL}/health`)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

async function main() {
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  // The terminal went away: stop as before (a clustered server alone takes SIGHUP as a restart).
  process.on('SIGHUP', () => stop(0));

  for (const [port, variable] of [
    [apiPort, 'API_PORT'],
    [webPort, 'PORT'],
  ]) {
    if (!(await portIsFree(port)))
      return fail(`port ${port} is already in use; stop the other program or set ${variable}.`);
  }

  const failed = await buildStaleApps({ dev, started: (build) => children.push(build) });
  if (stopping) return;
  if (failed) return fail(`the ${failed} did not build (see above).`);

  if (dev) run('API', bin('tsx'), ['watch', '--clear-screen=false', 'src/main.ts'], 'apps/api');
  else run('API', process.execPath, ['--import', 'tsx', 'src/main.ts'], 'apps/api');
  if (!(await apiAnswers()))
    return stopping ? undefined : fail('the API did not answer within 2 minutes.');

  if (dev)
    run(
      'web app',
      bin('react-router'),
      ['dev', '--port', String(webPort), '--strictPort'],
      'apps/web',
    );
  // A larger young generation: a render allocates a lot that dies young (apps/web/server.js).
  else run('web app', process.execPath, ['--max-semi-space-size=32', 'server.js'], 'apps/web');
  console.log(`start: the store is opening at http://localhost:${webPort}`);
  console.log(`start: the back office is at http://localhost:${apiPort}/admin`);
  if (!process.env.SMTP_URL && process.env.NODE_ENV !== 'production') {
    console.log(
      `start: e-mails the shop sends land in the mailbox at http://localhost:${apiPort}/api/v1/dev/mailbox/view (set SMTP_URL and MAIL_FROM to send them for real)`,
    );
  }
}

await main();
