// `npm run bench:tests`: the slowest test files of the last `npm test` (its stages write JSON
// reports to bench/.out/timings/), per project, and where their time goes: the tests themselves,
// or the file's hooks and fixtures (databases created, stacks and browsers started) around them.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

const DIR = new URL('./.out/timings/', import.meta.url);
const ROOT = new URL('../', import.meta.url).pathname;
const TOP = Number(process.argv[2] ?? 30);

/** The vitest project a file belongs to, read from its path as vitest.config.ts draws them. */
function projectOf(file) {
  const path = relative(ROOT, file);
  if (path.startsWith('apps/api/')) return 'api';
  if (path.startsWith('apps/admin/')) return 'admin';
  if (path.startsWith('apps/web/app/')) return 'web';
  if (path.startsWith('apps/web/')) return 'web-server';
  if (path.startsWith('packages/')) return path.split('/')[1];
  return path.split('/')[0];
}

function readReport(name) {
  const url = new URL(name, DIR);
  return existsSync(url) ? JSON.parse(readFileSync(url, 'utf8')) : null;
}

/** Vitest's report: per file, its wall time and the sum of its tests' own times. */
function vitestFiles(report) {
  return report.testResults.map((file) => {
    const tests = file.assertionResults.reduce((sum, test) => sum + (test.duration ?? 0), 0);
    const wall = file.endTime - file.startTime;
    return {
      project: projectOf(file.name),
      file: relative(ROOT, file.name),
      count: file.assertionResults.length,
      wall,
      tests,
    };
  });
}

/** Playwright's report: per spec file, its tests' times (fixtures included: stacks, pages). */
function playwrightFiles(report) {
  const files = new Map();
  const visit = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        for (const result of test.results) {
          const entry = files.get(file) ?? { project: 'e2e', file, count: 0, wall: 0, tests: 0 };
          entry.count += 1;
          entry.wall += result.duration;
          entry.tests += result.duration;
          files.set(file, entry);
        }
      }
    }
    for (const child of suite.suites ?? []) visit(child, file);
  };
  for (const suite of report.suites) visit(suite, `e2e/${suite.file}`);
  return [...files.values()];
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(8);

function table(title, files) {
  const total = files.reduce((sum, file) => sum + file.wall, 0);
  const rows = [...files].sort((a, b) => b.wall - a.wall).slice(0, TOP);
  const lines = [
    `\n### ${title}: ${files.length} files, ${seconds(total).trim()} of file time`,
    '',
    '| file | tests | file time | in tests | around them |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (file) =>
        `| ${file.file} | ${file.count} | ${seconds(file.wall).trim()} | ${seconds(file.tests).trim()} | ${seconds(Math.max(0, file.wall - file.tests)).trim()} |`,
    ),
  ];
  console.log(lines.join('\n'));
}

const found = [];
for (const name of ['unit.json', 'api.json']) {
  const report = readReport(name);
  if (!report) continue;
  const byProject = new Map();
  for (const file of vitestFiles(report)) {
    byProject.set(file.project, [...(byProject.get(file.project) ?? []), file]);
  }
  for (const [project, files] of byProject) found.push([project, files]);
}
const e2e = readReport('e2e.json');
if (e2e) found.push(['e2e', playwrightFiles(e2e)]);
if (found.length === 0) {
  console.error('No reports in bench/.out/timings/: run `npm test` (or a stage of it) first.');
  process.exit(1);
}
console.log(`Slowest ${TOP} test files per project (last run's reports)`);
for (const [project, files] of found) table(project, files);
