/** Whether a database error (as thrown by either driver, possibly wrapped by Drizzle) is a unique violation. */
/** Whether the error (or one it wraps) has this SQLSTATE, on this constraint if one is named. */
function hasSqlState(error: unknown, sqlState: string, constraint?: string): boolean {
  for (
    let current = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    const { code, constraint: name } = current as { code?: string; constraint?: string };
    if (code === sqlState) return constraint === undefined || name === constraint;
  }
  return false;
}

export const isUniqueViolation = (error: unknown, constraint?: string) =>
  hasSqlState(error, '23505', constraint);

export const isCheckViolation = (error: unknown, constraint?: string) =>
  hasSqlState(error, '23514', constraint);

/** Socket errors and PostgreSQL's "cannot serve you now" states (shutdown, starting, full). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  '57P01', // admin_shutdown (also pg_terminate_backend, a failover's fast shutdown)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '57P05', // idle_session_timeout: the server ended a connection left idle
  '25P03', // idle_in_transaction_session_timeout: ended, with its transaction rolled back
  '53300', // too_many_connections
]);
// pg's words for a connection that ended under a query, or for using one after it ended.
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|connection is closed|Cannot use a pool after calling end/i;

/**
 * Whether an error means the database could not be reached (down, restarting, or every
 * connection busy past the pool's wait), rather than that the query was wrong.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let current = error, depth = 0;
    current && typeof current === 'object' && depth < 10;
    current = (current as { cause?: unknown }).cause, depth++
  ) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08')))
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  }
  return false;
}
