// Vitest runs this before each API test file: the file's databases (test-app.ts's `drivers`)
// follow the rule of postgres-pass.ts.
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { runsOnPostgres } from './postgres-pass';
import { setDrivers } from './test-app';

const file = expect.getState().testPath;
setDrivers(
  file !== undefined &&
    process.env.TEST_DATABASE_URL !== undefined &&
    runsOnPostgres(file, readFileSync(file, 'utf8')),
);
