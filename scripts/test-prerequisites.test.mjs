import net from 'node:net';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  checkTools,
  missingToolLine,
  onPath,
  packagesFor,
  probePostgres,
  probeRedis,
  redact,
  redisService,
  resolveService,
  TOOLS,
} from './test-prerequisites.mjs';

const [chromium, nginx] = TOOLS;

/** A system where the files in `present` exist (more once apt-get has run), root or not. */
function fakeSystem({ present = [], root = false, aptBrings = [] } = {}) {
  const files = new Set(present);
  return {
    isExecutableFile: (file) => files.has(file),
    canInstall: () => root,
    aptInstall: vi.fn(() => {
      for (const file of aptBrings) files.add(file);
      return true;
    }),
  };
}

describe('Chromium and nginx', () => {
  it('are found at their Debian paths, and nothing is installed', () => {
    const system = fakeSystem({ present: ['/usr/bin/chromium', '/usr/sbin/nginx'], root: true });
    const log = vi.fn();
    expect(checkTools({}, log, system)).toEqual([]);
    expect(system.aptInstall).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith('Chromium: /usr/bin/chromium');
    expect(log).toHaveBeenCalledWith('nginx: /usr/sbin/nginx');
  });

  it('are installed together with apt-get when missing and run as root', () => {
    const system = fakeSystem({ root: true, aptBrings: ['/usr/bin/chromium', '/usr/sbin/nginx'] });
    expect(checkTools({}, () => {}, system)).toEqual([]);
    expect(system.aptInstall).toHaveBeenCalledOnce();
    expect(system.aptInstall.mock.calls[0][0]).toEqual(['chromium', 'nginx']);
  });

  it('are each one line saying how to get them when they cannot be installed', () => {
    const lines = checkTools({}, () => {}, fakeSystem({ present: ['/usr/sbin/nginx'] }));
    expect(lines).toEqual([missingToolLine(chromium, {})]);
    expect(lines[0]).toMatch(
      /^missing Chromium .*no \/usr\/bin\/chromium.*apt-get install chromium/,
    );
  });

  it('are not installed from Debian when a variable points elsewhere', () => {
    const env = { CHROMIUM_PATH: '/nowhere/chromium' };
    const system = fakeSystem({ root: true, present: ['/usr/bin/chromium', '/usr/sbin/nginx'] });
    const lines = checkTools(env, () => {}, system);
    expect(system.aptInstall).not.toHaveBeenCalled();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('CHROMIUM_PATH=/nowhere/chromium is not an executable file');
    expect(packagesFor([chromium, nginx], env)).toEqual(['nginx']);
  });

  it('say so when apt-get did not bring them', () => {
    const system = fakeSystem({ root: true, aptBrings: ['/usr/sbin/nginx'] });
    const lines = checkTools({}, () => {}, system);
    expect(lines).toEqual([missingToolLine(chromium, {}, { aptTried: true })]);
    expect(lines[0]).toContain('apt-get install chromium did not bring /usr/bin/chromium');
  });
});

/** A service whose probes answer `probes` in turn (the last one from then on). */
function fakeService({ probes, installed = true, startFails = null }) {
  let calls = 0;
  return {
    name: 'PostgreSQL',
    urlVariable: 'TEST_DATABASE_URL',
    localUrl: 'postgres://postgres@127.0.0.1:5432/test',
    install: 'apt-get install postgresql',
    usable: 'a server and user that may create databases',
    probe: vi.fn(async () => probes[Math.min(calls++, probes.length - 1)]),
    installed: () => installed,
    start: vi.fn(() => startFails),
  };
}
const up = { ok: true };
const down = { ok: false, down: true, reason: 'connect ECONNREFUSED 127.0.0.1:5432' };

describe('PostgreSQL and Redis', () => {
  it('use the local server when the variable is unset, and say so', async () => {
    const service = fakeService({ probes: [up] });
    const log = vi.fn();
    expect(await resolveService(service, {}, { log })).toEqual({ url: service.localUrl });
    expect(service.probe).toHaveBeenCalledWith(service.localUrl);
    expect(log.mock.calls[0][0]).toMatch(
      /^PostgreSQL: using postgres:\/\/postgres@127.0.0.1:5432\/test \(found on 127.0.0.1:5432/,
    );
  });

  it('use the variable when it is set', async () => {
    const url = 'postgres://postgres:secret@db.internal:5432/ci';
    const service = fakeService({ probes: [{ ok: true, note: 'created database ci' }] });
    const log = vi.fn();
    expect(await resolveService(service, { TEST_DATABASE_URL: url }, { log })).toEqual({ url });
    expect(service.probe).toHaveBeenCalledWith(url);
    expect(log.mock.calls[0][0]).toBe(
      'PostgreSQL: using postgres://postgres:***@db.internal:5432/ci (TEST_DATABASE_URL; created database ci)',
    );
  });

  it('make a set variable that does not work an error, never a skip', async () => {
    const service = fakeService({ probes: [down] });
    const result = await resolveService(service, { TEST_DATABASE_URL: 'postgres://x@h:5999/t' });
    expect(result.missing).toMatch(/^missing PostgreSQL: TEST_DATABASE_URL=.*5999.*ECONNREFUSED/);
    expect(service.start).not.toHaveBeenCalled();
  });

  it('start the installed server when nothing answers, and wait until it does', async () => {
    const service = fakeService({ probes: [down, down, up] });
    const log = vi.fn();
    expect(await resolveService(service, {}, { log })).toEqual({ url: service.localUrl });
    expect(service.start).toHaveBeenCalledOnce();
    expect(log.mock.calls.map(([line]) => line)).toEqual([
      'PostgreSQL: nothing answers on 127.0.0.1:5432; starting the installed one',
      'PostgreSQL: using postgres://postgres@127.0.0.1:5432/test (started on 127.0.0.1:5432)',
    ]);
  });

  it('skip their tests with one line when nothing is installed, or fail when required', async () => {
    const skipped = await resolveService(fakeService({ probes: [down], installed: false }), {});
    expect(skipped).toEqual({
      skipped:
        'the tests on PostgreSQL are skipped: nothing answers on 127.0.0.1:5432 and PostgreSQL is not installed; apt-get install postgresql (npm test starts it), or set TEST_DATABASE_URL',
    });
    const required = await resolveService(
      fakeService({ probes: [down], installed: false }),
      {},
      {
        required: true,
      },
    );
    expect(required.missing).toMatch(/^missing PostgreSQL \(TEST_REQUIRE_SERVICES=1\): nothing/);
  });

  it('skip their tests when the variable is set empty, unless required', async () => {
    const service = fakeService({ probes: [up] });
    const env = { TEST_DATABASE_URL: '' };
    expect((await resolveService(service, env)).skipped).toContain(
      'TEST_DATABASE_URL is set empty',
    );
    expect((await resolveService(service, env, { required: true })).missing).toBeDefined();
    expect(service.probe).not.toHaveBeenCalled();
  });

  it('do not start anything when the port answers but refuses', async () => {
    const refused = { ok: false, down: false, reason: 'password authentication failed' };
    const service = fakeService({ probes: [refused] });
    const result = await resolveService(service, {});
    expect(service.start).not.toHaveBeenCalled();
    expect(result.skipped).toContain('127.0.0.1:5432 answers but cannot be used');
  });

  it('say why a start failed, or that the started server does not answer', async () => {
    const failing = fakeService({ probes: [down], startFails: 'pg_ctlcluster exited 1' });
    expect((await resolveService(failing, {})).skipped).toContain(
      'could not start it (pg_ctlcluster exited 1)',
    );
    const silent = fakeService({ probes: [down] });
    expect((await resolveService(silent, {}, { startTimeoutMs: 0 })).skipped).toContain(
      'started it, but 127.0.0.1:5432 does not answer',
    );
  });

  it('print URLs without their password', () => {
    expect(redact('redis://:hunter2@cache:6379')).toBe('redis://:***@cache:6379');
    expect(redact('not a url')).toBe('not a url');
  });
});

/** A port on 127.0.0.1 that nothing listens on. */
function closedPort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

describe('probes', () => {
  it('tell a port nobody listens on from a server that cannot be used', async () => {
    const port = await closedPort();
    expect(await probeRedis(`redis://127.0.0.1:${port}`)).toMatchObject({ ok: false, down: true });
    expect(await probePostgres(`postgres://postgres@127.0.0.1:${port}/test`)).toMatchObject({
      ok: false,
      down: true,
    });
  });
});

describe.runIf(onPath('redis-server', process.env))('a Redis installed but not running', () => {
  let url;
  afterAll(async () => {
    if (url) await shutDownRedis(url);
  });

  it('is started with the command CI used, on the port asked for', async () => {
    url = `redis://127.0.0.1:${await closedPort()}`;
    // Only PATH: under npm test, TEST_REDIS_URL names the Redis in use.
    const result = await resolveService(redisService(url), { PATH: process.env.PATH });
    expect(result).toEqual({ url });
    expect(await probeRedis(url)).toEqual({ ok: true });
  });
});

/** SHUTDOWN NOSAVE: the Redis this test started ends (it answers by closing the connection). */
function shutDownRedis(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port) }, () =>
      socket.write('*2\r\n$8\r\nSHUTDOWN\r\n$6\r\nNOSAVE\r\n'),
    );
    socket.on('close', resolve);
    socket.on('error', () => {});
  });
}
