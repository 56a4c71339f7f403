// Starts the e2e stacks (playwright.config.ts runs this as its one web server and waits for the
// line "e2e: the stacks answer"). Before, the config added the owner to the first data directory
// (its first run migrates and seeds: 10-20 s), then Playwright started the stacks one after the
// other, the first also building the apps. Here the owner is added while the apps build, and the
// stacks start side by side: none of these waits on another's work but the data directories.
//
// E2E_STACKS_PLAN (JSON): { owner: { email, password }, stacks: [{ env, addOwner, copyOf }] }: the
// environment of each stack's `node scripts/start.mjs`, whether `npm run staff` adds the owner to
// its DATA_DIR first, or which stack's directory it copies once the owner is in it.
import { spawn } from 'node:child_process';
import { cpSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStaleApps } from '../scripts/build-apps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const plan = JSON.parse(process.env.E2E_STACKS_PLAN ?? '');

/** Runs a process to its end; rejects with what it said on standard error when it fails. */
function run(command, args, { env, input }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    let said = '';
    child.stderr.on('data', (chunk) => (said += chunk));
    child.stdin.end(input ?? '');
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} failed: ${said}`)),
    );
  });
}

const addOwner = (dataDir) =>
  run(
    path.join(root, 'node_modules/.bin/tsx'),
    ['apps/api/src/cli/staff.ts', 'add', plan.owner.email, '--role', 'owner'],
    { env: { DATA_DIR: dataDir }, input: `${plan.owner.password}\n` },
  );

async function ready(origin) {
  for (;;) {
    try {
      if ((await fetch(origin)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

try {
  const [failed] = await Promise.all([
    buildStaleApps(),
    ...plan.stacks.filter((stack) => stack.addOwner).map((stack) => addOwner(stack.env.DATA_DIR)),
  ]);
  if (failed) throw new Error(`the ${failed} did not build (see above).`);
  for (const stack of plan.stacks) {
    if (stack.copyOf !== undefined)
      cpSync(plan.stacks[stack.copyOf].env.DATA_DIR, stack.env.DATA_DIR, { recursive: true });
  }
} catch (error) {
  console.error(`e2e: ${error.message}`);
  process.exit(1);
}

// Each stack's start.mjs; Playwright stops the whole process group at the end.
for (const stack of plan.stacks) {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, ...stack.env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.on('exit', (code) => {
    console.error(`e2e: the stack on port ${stack.env.PORT} stopped (exit ${code}).`);
    process.exit(1);
  });
}
await Promise.all(plan.stacks.map((stack) => ready(`http://localhost:${stack.env.PORT}`)));
console.log('e2e: the stacks answer');
