import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const running: ChildProcess[] = [];

/**
 * Kills what startApiProcess started and is still running: each test file calls it after each
 * test (the API's test files share modules, so a hook registered here would bind one file only).
 */
export function killApiProcesses() {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
}

export type ApiProcess = Awaited<ReturnType<typeof startApiProcess>>;

/**
 * The API as `npm start` runs it (signals reach it, not a tsx wrapper), on a port of its own,
 * with what it prints.
 */
export async function startApiProcess(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      PASSWORD_SCRYPT_LOG2_N: '14',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += String(chunk)));
  child.stderr!.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return {
    base: `http://127.0.0.1:${port}/api/v1`,
    child,
    exited,
    output: () => output,
    /** Resolves once the process has printed a line matching `pattern`. */
    async printed(pattern: RegExp, timeoutMs = 90_000) {
      const deadline = Date.now() + timeoutMs;
      while (!pattern.test(output)) {
        if (Date.now() > deadline || child.exitCode !== null) {
          throw new Error(`never printed ${pattern}:\n${output}`);
        }
        await sleep(50);
      }
    },
  };
}
