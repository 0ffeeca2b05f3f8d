/**
 * Whether an error means Postgres could not be reached or is not serving right now (stopped,
 * restarting, starting up, out of connection slots, the connection cut), as opposed to a query
 * that is wrong. The API answers those 503 with a message instead of a 500 (errors.ts), and the
 * pool makes new connections once Postgres is back, so nothing needs a restart.
 *
 * Recognised: SQLSTATE class 08 (connection exception), 57P01-57P03 (admin or crash shutdown,
 * cannot connect now), 53300 (too many connections); a socket that could not connect or was
 * cut (ECONNREFUSED, ENOENT for a Unix socket that is gone, ECONNRESET, EPIPE, ETIMEDOUT...);
 * and node-postgres's own messages for a connection that ended or timed out. Causes and
 * aggregated errors are followed.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, syscall, message, cause } = error as {
    code?: unknown;
    syscall?: unknown;
    message?: unknown;
    cause?: unknown;
  };
  if (typeof code === 'string') {
    if (/^08[0-9A-Z]{3}$/.test(code) || UNAVAILABLE_SQLSTATES.has(code)) return true;
    if (UNREACHABLE_SOCKET_CODES.has(code) && SOCKET_CALLS.has(String(syscall))) return true;
  }
  if (typeof message === 'string' && PG_CONNECTION_MESSAGES.test(message)) return true;
  if (error instanceof AggregateError && error.errors.some((e) => isDatabaseUnavailable(e, depth + 1)))
    return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const UNREACHABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOENT',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
const SOCKET_CALLS = new Set(['connect', 'read', 'write']);
const PG_CONNECTION_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable|Client was closed and is not queryable|Connection ended unexpectedly)/;

/** What a client is told while the database is unavailable. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'Akwaaba Drive cannot reach its database right now. Please try again in a moment.';
