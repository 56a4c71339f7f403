// `npm test`: the prerequisites (scripts/test-prerequisites.mjs: Chromium, nginx, PostgreSQL and
// Redis found, installed or started), then typecheck and lint side by side, the unit, API, fuzz
// and end-to-end tests, each an npm script that also runs alone. It stops at the first stage that
// fails and always ends with how long each stage took.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { pathToFileURL } from 'node:url';
import { checkPrerequisites } from './test-prerequisites.mjs';

/** A stage's outcome: `ok`, a short `status` to print, the exit code to end with when it failed. */
const passed = (status = 'passed') => ({ ok: true, status, code: 0 });
const failedWith = (code, signal) => ({
  ok: false,
  status: `failed (${signal ?? `exit ${code}`})`,
  code: code || (signal ? 128 + constants.signals[signal] : 1),
});

const children = new Set();

/** `npm run <script>`, its output straight through. */
function runScript(script, env) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { env, stdio: 'inherit' });
    children.add(child);
    child.on('close', (code, signal) => {
      children.delete(child);
      resolve(code === 0 ? passed() : failedWith(code, signal));
    });
  });
}

/**
 * `npm run --silent <script>` with its output held and printed whole when it ends, so two such
 * scripts side by side do not interleave.
 */
export function runScriptHeld(script, env) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', script], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(child);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code, signal) => {
      children.delete(child);
      const outcome = code === 0 ? passed() : failedWith(code, signal);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${output}${output.endsWith('\n') || !output ? '' : '\n'}`);
      console.log(`> npm run ${script}: ${outcome.status} in ${seconds} s`);
      resolve(outcome);
    });
  });
}

/** Finds or readies what the tests need, and adds the servers found to the tests' environment. */
async function prerequisites(env) {
  const { ok, env: found, skipped } = await checkPrerequisites({ env });
  Object.assign(env, found);
  if (!ok) return { ok: false, status: 'failed (something missing, said above)', code: 1 };
  return passed(skipped.length > 0 ? `passed; ${skipped.join(' and ')} skipped` : 'passed');
}

/**
 * The stages in order; the stages of one step run side by side. Typecheck and lint do: one tsc or
 * ESLint keeps about 1.5 of this machine's two cores busy, so together they finish sooner.
 */
export const STEPS = [
  [{ name: 'prerequisites', run: prerequisites }],
  [
    { name: 'typecheck', run: (env) => runScriptHeld('typecheck', env) },
    { name: 'lint', run: (env) => runScriptHeld('lint', env) },
  ],
  [{ name: 'unit', run: (env) => runScript('test:unit', env) }],
  [{ name: 'api', run: (env) => runScript('test:api', env) }],
  [{ name: 'fuzz', run: (env) => runScript('test:fuzz', env) }],
  [{ name: 'e2e', run: (env) => runScript('test:e2e', env) }],
];

/** The closing table: one line per stage (seconds and outcome, or "not run"), then the total. */
export function formatSummary(results, totalSeconds, interrupted) {
  const width = Math.max(...results.map(({ name }) => name.length), 'total'.length);
  const seconds = (value) => (value === undefined ? '-' : `${value.toFixed(1)} s`).padStart(8);
  const line = (name, value, status) => `  ${name.padEnd(width)} ${seconds(value)}  ${status}`;
  const failed = results.find((result) => result.ok === false);
  return [
    'npm test: stages',
    ...results.map((result) => line(result.name, result.seconds, result.status ?? 'not run')),
    line(
      'total',
      totalSeconds,
      failed ? `failed at ${failed.name}` : interrupted ? `stopped (${interrupted})` : 'passed',
    ),
  ].join('\n');
}

async function main() {
  const started = Date.now();
  const env = { ...process.env };
  const results = STEPS.flat().map(({ name }) => ({ name }));
  const resultOf = (name) => results.find((result) => result.name === name);
  // Ctrl-C reaches every process of the run; SIGTERM sent to this one alone is passed on to each
  // stage's npm. Either way no further stage starts, and the summary is still printed.
  let interrupted;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      interrupted = signal;
      for (const child of children) child.kill(signal);
    });
  }

  let exitCode = 0;
  for (const step of STEPS) {
    await Promise.all(
      step.map(async ({ name, run }) => {
        const stageStarted = Date.now();
        const outcome = await run(env);
        const sideBySide = step.length > 1 ? ' (side by side)' : '';
        Object.assign(resultOf(name), {
          ok: outcome.ok,
          status: `${outcome.status}${sideBySide}`,
          seconds: (Date.now() - stageStarted) / 1000,
        });
        if (!outcome.ok && exitCode === 0) exitCode = outcome.code;
      }),
    );
    if (interrupted && exitCode === 0) exitCode = 128 + constants.signals[interrupted];
    if (exitCode !== 0) break;
  }
  console.log(`\n${formatSummary(results, (Date.now() - started) / 1000, interrupted)}`);
  process.exit(exitCode);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
