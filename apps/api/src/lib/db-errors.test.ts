import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './db-errors';

/** A driver error as Drizzle throws it: its own message (the statement), the driver's as cause. */
function fromDrizzle(cause: object) {
  return Object.assign(new Error('Failed query: select 1\nparams: '), { cause });
}

const fatal = (code: string, message: string) =>
  Object.assign(new Error(message), { severity: 'FATAL', code });

describe('a database error', () => {
  it.each([
    [
      'pg_terminate_backend or a fast shutdown (57P01)',
      fatal('57P01', 'terminating connection due to administrator command'),
    ],
    [
      'idle_in_transaction_session_timeout (25P03)',
      fatal('25P03', 'terminating connection due to idle-in-transaction timeout'),
    ],
    [
      'idle_session_timeout (57P05)',
      fatal('57P05', 'terminating connection due to idle-session timeout'),
    ],
    ['a connection that ended under a statement', new Error('Connection terminated unexpectedly')],
    [
      'a statement on a connection already lost',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    [
      'a statement on a connection the pool closed',
      new Error('Client was closed and is not queryable'),
    ],
    ['a reset socket', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
  ])('means the database is unavailable (503) after %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(fromDrizzle(error))).toBe(true);
  });

  it.each([
    ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a statement timeout', Object.assign(new Error('canceling statement'), { code: '57014' })],
    ['a syntax error', Object.assign(new Error('syntax error'), { code: '42601' })],
  ])('does not after %s', (_, error) => {
    expect(isDatabaseUnavailable(fromDrizzle(error))).toBe(false);
  });
});
