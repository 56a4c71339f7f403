import { describe, expect, it } from 'vitest';
import { formatSummary, STEPS } from './test.mjs';

describe('npm test', () => {
  it('runs the stages in the order the chain of npm scripts did, typecheck and lint together', () => {
    expect(STEPS.map((step) => step.map(({ name }) => name))).toEqual([
      ['prerequisites'],
      ['typecheck', 'lint'],
      ['unit'],
      ['api'],
      ['fuzz'],
      ['e2e'],
    ]);
  });

  it('ends with each stage’s seconds and outcome, and the stages not run', () => {
    const summary = formatSummary(
      [
        { name: 'prerequisites', ok: true, status: 'passed', seconds: 0.42 },
        { name: 'typecheck', ok: true, status: 'passed (side by side)', seconds: 25.3 },
        { name: 'lint', ok: true, status: 'passed (side by side)', seconds: 41.07 },
        { name: 'unit', ok: false, status: 'failed (exit 1)', seconds: 70 },
        { name: 'api' },
      ],
      112.5,
    );
    expect(summary.split('\n')).toEqual([
      'npm test: stages',
      '  prerequisites    0.4 s  passed',
      '  typecheck       25.3 s  passed (side by side)',
      '  lint            41.1 s  passed (side by side)',
      '  unit            70.0 s  failed (exit 1)',
      '  api                  -  not run',
      '  total          112.5 s  failed at unit',
    ]);
  });

  it('says it was stopped when a signal ended it between stages', () => {
    const summary = formatSummary(
      [{ name: 'prerequisites', ok: true, status: 'passed', seconds: 3 }, { name: 'typecheck' }],
      3,
      'SIGINT',
    );
    expect(summary.split('\n').at(-1)).toBe('  total            3.0 s  stopped (SIGINT)');
  });
});
