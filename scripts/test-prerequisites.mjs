// What `npm test` needs besides node_modules, made ready before any test runs, so that
// `npm install && npm test` passes by itself on a fresh Debian machine as `.ci/run` does:
// - Debian's Chromium (the browser tests) and nginx (the nginx site check and the several-machine
//   test) at their Debian paths, or wherever CHROMIUM_PATH and NGINX_PATH say. Missing ones are
//   installed with apt-get when run as root; otherwise each is one line saying how to get it.
// - PostgreSQL and Redis for the passes that need them: TEST_DATABASE_URL and TEST_REDIS_URL when
//   set; else the server answering on the standard local port, started first when it is installed
//   but not running. The URL's database is created when missing. Without a server the pass is
//   skipped with a one-line notice (the PGlite pass still runs every API test), unless
//   TEST_REQUIRE_SERVICES=1 (CI) makes that an error. A variable set empty skips its pass.
// `node scripts/test-prerequisites.mjs` runs the check alone; scripts/test.mjs runs it first.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import tls from 'node:tls';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

export const LOCAL_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';
export const LOCAL_REDIS_URL = 'redis://127.0.0.1:6379';
/** How long a just-started server may take to answer. */
const START_TIMEOUT_MS = 30_000;
/** How long one probe waits for a server to connect and answer. */
const PROBE_TIMEOUT_MS = 3_000;

export const TOOLS = [
  {
    name: 'Chromium',
    pathVariable: 'CHROMIUM_PATH',
    debianPath: '/usr/bin/chromium',
    debianPackage: 'chromium',
    neededBy: 'the browser tests',
  },
  {
    name: 'nginx',
    pathVariable: 'NGINX_PATH',
    debianPath: '/usr/sbin/nginx',
    debianPackage: 'nginx',
    neededBy: 'the nginx site check and the several-machine test',
  },
];

/** Where the tests look for a tool: as playwright.config.ts and bench/topology.ts do. */
export const toolPath = (tool, env) => env[tool.pathVariable] ?? tool.debianPath;

export function isExecutableFile(file) {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Whether `command` is an executable file in one of PATH's directories. */
export function onPath(command, env) {
  return (env.PATH ?? '')
    .split(path.delimiter)
    .some((dir) => dir && isExecutableFile(path.join(dir, command)));
}

/** The Debian packages that would bring missing tools: only those wanted at Debian's path. */
export function packagesFor(missing, env) {
  return missing
    .filter((tool) => toolPath(tool, env) === tool.debianPath)
    .map((tool) => tool.debianPackage);
}

/** The one line that says a tool is missing and how to get it. */
export function missingToolLine(tool, env, { aptTried = false } = {}) {
  const where = toolPath(tool, env);
  if (where !== tool.debianPath) {
    return `missing ${tool.name} (${tool.neededBy}): ${tool.pathVariable}=${where} is not an executable file; point it at one, or unset it to use Debian's ${tool.debianPath}`;
  }
  if (aptTried) {
    return `missing ${tool.name} (${tool.neededBy}): apt-get install ${tool.debianPackage} did not bring ${where}; install it by hand, or set ${tool.pathVariable}`;
  }
  return `missing ${tool.name} (${tool.neededBy}): no ${where}; as root run \`apt-get install ${tool.debianPackage}\` (npm test does it itself when run as root), or set ${tool.pathVariable}`;
}

const hostSystem = {
  isExecutableFile,
  canInstall: (env) => process.getuid?.() === 0 && onPath('apt-get', env),
  /** apt-get update once, then the packages; answers whether both succeeded. */
  aptInstall(packages, env, log) {
    log(`installing Debian's ${packages.join(' and ')} (apt-get update, apt-get install)`);
    const aptEnv = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
    const options = { env: aptEnv, stdio: ['ignore', 'ignore', 'inherit'] };
    for (const args of [
      ['update', '-qq'],
      ['install', '-y', '-qq', ...packages],
    ]) {
      const result = spawnSync('apt-get', args, options);
      if (result.status !== 0) {
        log(`apt-get ${args[0]} failed (${result.error?.message ?? `exit ${result.status}`})`);
        return false;
      }
    }
    return true;
  },
};

/** Finds Chromium and nginx, installing Debian's when it can; answers the missing tools' lines. */
export function checkTools(env, log, system = hostSystem) {
  const present = (tool) => system.isExecutableFile(toolPath(tool, env));
  let missing = TOOLS.filter((tool) => !present(tool));
  const packages = packagesFor(missing, env);
  const aptTried = packages.length > 0 && system.canInstall(env);
  if (aptTried) {
    system.aptInstall(packages, env, log);
    missing = missing.filter((tool) => !present(tool));
  }
  for (const tool of TOOLS.filter((tool) => !missing.includes(tool))) {
    log(`${tool.name}: ${toolPath(tool, env)}`);
  }
  return missing.map((tool) => missingToolLine(tool, env, { aptTried }));
}

/** A URL fit to print: without its password. */
export function redact(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}

const hostAndPort = (url) => new URL(url).host;

/**
 * Whether PostgreSQL at `url` takes a query, creating the URL's database when only it is missing.
 * `down` says nothing listens there (so starting the local server may help).
 */
export async function probePostgres(url) {
  const query = async (connectionString, sql) => {
    const client = new pg.Client({ connectionString, connectionTimeoutMillis: PROBE_TIMEOUT_MS });
    client.on('error', () => {}); // A connection lost after the query: nothing to do.
    try {
      await client.connect();
      await client.query(sql);
    } finally {
      await client.end().catch(() => {});
    }
  };
  try {
    await query(url, 'select 1');
    return { ok: true };
  } catch (error) {
    // 3D000: the server answers, but the database does not exist yet.
    if (error.code !== '3D000') {
      return { ok: false, down: error.code === 'ECONNREFUSED', reason: error.message };
    }
  }
  const server = new URL(url);
  const database = decodeURIComponent(server.pathname.slice(1));
  server.pathname = '/postgres';
  try {
    await query(server.toString(), `create database "${database.replaceAll('"', '""')}"`);
    return { ok: true, note: `created database ${database}` };
  } catch (error) {
    return {
      ok: false,
      down: false,
      reason: `cannot create database ${database}: ${error.message}`,
    };
  }
}

/** Whether Redis at `url` answers PING (after AUTH when the URL has a password). */
export function probeRedis(url) {
  const { protocol, hostname, port, username, password } = new URL(url);
  const auth = password
    ? [['AUTH', ...(username ? [username] : []), password].map(decodeURIComponent)]
    : [];
  const commands = [...auth, ['PING']];
  // RESP: each command an array of bulk strings.
  const request = commands
    .map(
      (words) =>
        `*${words.length}\r\n${words.map((w) => `$${Buffer.byteLength(w)}\r\n${w}\r\n`).join('')}`,
    )
    .join('');
  return new Promise((resolve) => {
    const options = { host: hostname.replace(/^\[|\]$/g, ''), port: Number(port || 6379) };
    const socket =
      protocol === 'rediss:'
        ? tls.connect(options, () => socket.write(request))
        : net.connect(options, () => socket.write(request));
    const finish = (result) => {
      socket.destroy();
      resolve(result);
    };
    let answer = '';
    socket.setTimeout(PROBE_TIMEOUT_MS, () =>
      finish({ ok: false, down: false, reason: `no answer within ${PROBE_TIMEOUT_MS / 1000} s` }),
    );
    socket.on('error', (error) =>
      finish({ ok: false, down: error.code === 'ECONNREFUSED', reason: error.message }),
    );
    socket.on('close', () =>
      finish({ ok: false, down: false, reason: 'the connection closed without an answer' }),
    );
    socket.on('data', (chunk) => {
      answer += chunk;
      const replies = answer.split('\r\n').slice(0, -1);
      const refused = replies.find((reply) => reply.startsWith('-'));
      if (refused) finish({ ok: false, down: false, reason: refused.slice(1) });
      else if (replies.length >= commands.length) {
        const last = replies.at(-1);
        finish(
          last === '+PONG' ? { ok: true } : { ok: false, down: false, reason: `answered ${last}` },
        );
      }
    });
  });
}

/** Runs a command that starts a server in the background; answers null or why it failed. */
function startWith(command, args, env) {
  const result = spawnSync(command, args, { env, encoding: 'utf8', timeout: START_TIMEOUT_MS });
  if (result.status === 0) return null;
  const said = `${result.stderr ?? ''}${result.stdout ?? ''}`.trim().split('\n')[0];
  return `${command} ${args.join(' ')} ${result.error ? `failed: ${result.error.message}` : `exited ${result.status}`}${said ? `: ${said}` : ''}`;
}

/** Debian's cluster `ls /etc/postgresql | head -n 1`/main, when there is one. */
function debianCluster() {
  const version = existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql').sort()[0] : '';
  return version && existsSync(`/etc/postgresql/${version}/main`) ? version : undefined;
}

export function postgresService(localUrl = LOCAL_POSTGRES_URL) {
  return {
    name: 'PostgreSQL',
    urlVariable: 'TEST_DATABASE_URL',
    localUrl,
    install: 'apt-get install postgresql',
    // The tests make a database for each test file.
    usable: 'a server and user that may create databases',
    probe: probePostgres,
    installed: (env) => onPath('pg_ctlcluster', env) && debianCluster() !== undefined,
    start: (env) =>
      startWith(
        'pg_ctlcluster',
        ['--skip-systemctl-redirect', debianCluster(), 'main', 'start'],
        env,
      ),
  };
}

export function redisService(localUrl = LOCAL_REDIS_URL) {
  return {
    name: 'Redis',
    urlVariable: 'TEST_REDIS_URL',
    localUrl,
    install: 'apt-get install redis-server',
    usable: 'a Redis server it may use',
    probe: probeRedis,
    installed: (env) => onPath('redis-server', env),
    start: (env) =>
      startWith(
        'redis-server',
        [
          ...[
            '--daemonize',
            'yes',
            '--bind',
            '127.0.0.1',
            '-::1',
            '--port',
            new URL(localUrl).port,
          ],
          ...[
            '--save',
            '',
            '--appendonly',
            'no',
            '--dir',
            '/tmp',
            '--logfile',
            '/tmp/redis-ci.log',
          ],
        ],
        env,
      ),
  };
}

/** Probes until the server answers or `timeoutMs` has passed; answers the last probe. */
async function probeUntilUp(service, url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const probe = await service.probe(url);
    if (probe.ok || Date.now() > deadline) return probe;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Decides which server a pass uses: answers `{ url }` to use it, `{ skipped: line }` to run without
 * that pass, or `{ missing: line }` when no test may run. Logs what it uses or starts.
 */
export async function resolveService(
  service,
  env,
  { required = false, log = () => {}, startTimeoutMs = START_TIMEOUT_MS } = {},
) {
  const { name, urlVariable, localUrl } = service;
  const unavailable = (why, howToGet) =>
    required
      ? { missing: `missing ${name} (TEST_REQUIRE_SERVICES=1): ${why}; ${howToGet}` }
      : { skipped: `the tests on ${name} are skipped: ${why}; ${howToGet}` };
  const using = (url, how, note) => {
    log(`${name}: using ${redact(url)} (${how}${note ? `; ${note}` : ''})`);
    return { url };
  };

  const given = env[urlVariable];
  if (given === '') {
    return unavailable(`${urlVariable} is set empty`, `unset it to use ${hostAndPort(localUrl)}`);
  }
  if (given !== undefined) {
    const probe = await service.probe(given);
    if (probe.ok) return using(given, urlVariable, probe.note);
    // Asked for by name: not answering is an error, never a skip.
    return {
      missing: `missing ${name}: ${urlVariable}=${redact(given)} does not work (${probe.reason}); ${probe.down ? 'start that server' : 'correct it'}, or unset ${urlVariable} to use ${hostAndPort(localUrl)}, or set it empty to skip the tests on ${name}`,
    };
  }

  const local = hostAndPort(localUrl);
  let probe = await service.probe(localUrl);
  if (probe.ok)
    return using(localUrl, `found on ${local}; ${urlVariable} picks another`, probe.note);
  if (!probe.down) {
    return unavailable(
      `${local} answers but cannot be used (${probe.reason})`,
      `set ${urlVariable} to ${service.usable}`,
    );
  }
  const howToGet = `${service.install} (npm test starts it), or set ${urlVariable}`;
  if (!service.installed(env)) {
    return unavailable(`nothing answers on ${local} and ${name} is not installed`, howToGet);
  }
  log(`${name}: nothing answers on ${local}; starting the installed one`);
  const failed = service.start(env);
  if (failed)
    return unavailable(`could not start it (${failed})`, `start it, or set ${urlVariable}`);
  probe = await probeUntilUp(service, localUrl, startTimeoutMs);
  if (probe.ok) return using(localUrl, `started on ${local}`, probe.note);
  return unavailable(
    `started it, but ${local} does not answer (${probe.reason})`,
    `see its log, or set ${urlVariable}`,
  );
}

/**
 * Makes ready what the tests need. Answers `ok` (false when a test would fail for want of
 * something, each said in one line), the environment the tests get (the servers found), and the
 * passes skipped.
 */
export async function checkPrerequisites({
  env = process.env,
  log = (line) => console.log(`prerequisites: ${line}`),
} = {}) {
  const problems = checkTools(env, log);
  const required = env.TEST_REQUIRE_SERVICES === '1';
  const testEnv = {};
  const skipped = [];
  for (const service of [postgresService(), redisService()]) {
    const result = await resolveService(service, env, { required, log });
    if (result.url) testEnv[service.urlVariable] = result.url;
    if (result.missing) problems.push(result.missing);
    if (result.skipped) {
      skipped.push(`tests on ${service.name}`);
      log(result.skipped);
    }
  }
  for (const line of problems) log(line);
  if (problems.length > 0) log(`${problems.length} missing: no test was run`);
  return { ok: problems.length === 0, env: testEnv, skipped };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { ok } = await checkPrerequisites();
  process.exitCode = ok ? 0 : 1;
}
