// Runs npm scripts at the same time and fails when any fails: `node scripts/parallel.mjs typecheck
// lint`. `npm test` runs its checks this way: one tsc or ESLint keeps about 1.5 of this machine's
// two cores busy, so two of them side by side finish sooner than one after the other. Each
// script's output is printed whole when it ends, not interleaved, with how long it took.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/parallel.mjs <npm script>...');
  process.exit(2);
}

const results = await Promise.all(
  scripts.map(
    (script) =>
      new Promise((resolve) => {
        const started = Date.now();
        const child = spawn('npm', ['run', '--silent', script], {
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('close', (code, signal) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(1);
          const status = code === 0 ? 'passed' : `failed (${signal ?? `exit ${code}`})`;
          process.stdout.write(`${output}${output.endsWith('\n') || !output ? '' : '\n'}`);
          console.log(`> npm run ${script}: ${status} in ${seconds} s`);
          resolve(code === 0);
        });
      }),
  ),
);
process.exit(results.every(Boolean) ? 0 : 1);
