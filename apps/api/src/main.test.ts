import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.resolve(apiDir, '../../node_modules/.bin/tsx');
// Permissions do not bind root: as root, the API is started as nobody, as a service would run.
const asUser = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};

/** Starts the API as `npm start` does and answers its exit code and what it printed on stderr. */
function startApi(dataDir: string): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(tsx, ['src/main.ts'], {
      cwd: apiDir,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, API_PORT: '0', LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'ignore', 'pipe'],
      ...asUser,
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

describe('starting with a DATA_DIR that cannot hold the database', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'storefront-data-dir-'));
    chmodSync(root, 0o755);
  });
  afterAll(() => {
    chmodSync(path.join(root, 'read-only'), 0o755);
    chmodSync(path.join(root, 'read-only-parent'), 0o755);
    rmSync(root, { recursive: true, force: true });
  });

  const prefix = 'api: the data directory (DATA_DIR) cannot hold the embedded database: ';

  it.each([
    [
      'a file',
      () => {
        writeFileSync(path.join(root, 'a-file'), '');
        return path.join(root, 'a-file');
      },
      (dir: string) => `${dir} is a file, not a directory.`,
    ],
    [
      'a directory of mode 555',
      () => {
        mkdirSync(path.join(root, 'read-only'), { mode: 0o555 });
        chmodSync(path.join(root, 'read-only'), 0o555);
        return path.join(root, 'read-only');
      },
      (dir: string) => `${dir} is not writable: permission denied.`,
    ],
    [
      'a new directory under a read-only parent',
      () => {
        mkdirSync(path.join(root, 'read-only-parent'), { mode: 0o555 });
        chmodSync(path.join(root, 'read-only-parent'), 0o555);
        return path.join(root, 'read-only-parent', 'data');
      },
      (dir: string) => `cannot create ${dir} inside ${path.dirname(dir)}: permission denied.`,
    ],
  ])('%s: exits with one line saying what is wrong', async (_, make, message) => {
    const dir = make();
    const { code, stderr } = await startApi(dir);
    expect(code).toBe(1);
    expect(stderr).toBe(`${prefix}${message(dir)}\n`);
  });
});
