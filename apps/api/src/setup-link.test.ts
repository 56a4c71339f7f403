import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './test/free-port';
import { createTestDataDir } from './test/test-app';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PASSWORD = 'a long owner password';

/** The real API, started as `npm start` does, with what it prints on standard output. */
async function startApi(dataDir: string, port: number) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      API_PORT: String(port),
      LOG_LEVEL: 'info',
      PASSWORD_SCRYPT_LOG2_N: '14',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  child.stdout!.on('data', (chunk) => (stdout += String(chunk)));
  const base = `http://localhost:${port}`;
  // Started, and past printing its links: the mailbox's line follows them (serve.ts). A first
  // start creates the embedded database, which took over a minute on a busy machine.
  const deadline = Date.now() + 180_000;
  while (!/e-mails go to the built-in mailbox/.test(stdout)) {
    if (Date.now() > deadline || child.exitCode !== null) {
      throw new Error(`the API did not start:\n${stdout}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    base,
    output: () => stdout,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** `npm run staff -- …` as a shop owner types it, with the password piped in. */
function staffCommand(dataDir: string, args: string[], input = '') {
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/staff.ts', ...args], {
    cwd: apiDir,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir },
    input,
    encoding: 'utf8',
  });
}

describe('the first owner of a new shop', () => {
  let data: Awaited<ReturnType<typeof createTestDataDir>>;
  let dataDir: string;
  beforeAll(async () => {
    // A shop as its first start leaves it: migrated and seeded, no owner yet.
    data = await createTestDataDir();
    await data.close();
    dataDir = data.dir;
  });
  afterAll(() => data.remove());

  it('is created from the link the API prints at start, which no log line carries', async () => {
    const port = await freePort();
    const api = await startApi(dataDir, port);
    try {
      const link = /(http:\/\/localhost:\d+\/admin\/setup\?token=([A-Za-z0-9_-]{43}))/.exec(
        api.output(),
      );
      expect(link, api.output()).not.toBeNull();
      expect(link![1]!.startsWith(`${api.base}/admin/setup?token=`)).toBe(true);
      const token = link![2]!;
      // Printed for a person at the console, not logged: no JSON log line holds the token.
      const logLines = api
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'));
      expect(logLines.length).toBeGreaterThan(0);
      expect(logLines.some((line) => line.includes(token))).toBe(false);

      const created = await fetch(`${api.base}/api/v1/admin/setup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: api.base },
        body: JSON.stringify({ token, email: 'owner@chitrakart.in', password: PASSWORD }),
      });
      expect(created.status).toBe(201);
      expect(created.headers.get('set-cookie')).toMatch(
        /^staff_session=.+HttpOnly; SameSite=Strict/,
      );
    } finally {
      await api.stop();
    }

    const again = await startApi(dataDir, port);
    await again.stop();
    expect(again.output()).not.toContain('/admin/setup?token=');
  }, 400_000);

  it('is managed from a terminal with npm run staff', async () => {
    const shop = await createTestDataDir();
    await shop.close();
    const fresh = shop.dir;
    try {
      const added = staffCommand(
        fresh,
        ['add', 'Boss@Shop.in', '--role', 'owner'],
        `${PASSWORD}\n`,
      );
      expect(added.stderr).toBe('');
      expect(added.stdout).toContain('Added boss@shop.in (owner)');
      const weak = staffCommand(fresh, ['add', 'x@shop.in', '--role', 'manager'], 'short\n');
      expect(weak.status).toBe(2);
      expect(weak.stderr).toContain('Password must be at least 12 characters');
      const guessable = staffCommand(
        fresh,
        ['add', 'x@shop.in', '--role', 'manager'],
        'password1234\n',
      );
      expect(guessable.status).toBe(2);
      expect(guessable.stderr).toContain('This password is too easy to guess.');
      const badRole = staffCommand(fresh, ['add', 'x@shop.in', '--role', 'admin'], `${PASSWORD}\n`);
      expect(badRole.stderr).toContain('--role must be one of owner, manager, fulfilment');
      staffCommand(fresh, ['add', 'packer@shop.in', '--role', 'fulfilment'], `${PASSWORD}\n`);
      expect(staffCommand(fresh, ['disable', 'packer@shop.in']).stdout).toContain(
        'packer@shop.in is now disabled',
      );
      expect(staffCommand(fresh, ['disable', 'boss@shop.in']).stderr).toContain(
        'The store needs at least one active owner.',
      );
      const listed = staffCommand(fresh, ['list']).stdout;
      expect(listed).toContain('boss@shop.in\towner\tactive');
      expect(listed).toContain('packer@shop.in\tfulfilment\tdisabled');
    } finally {
      shop.remove();
    }
  }, 120_000);
});
