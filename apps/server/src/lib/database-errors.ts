/**
 * Whether an error means PostgreSQL cannot be reached right now (stopped, restarting, every backend
 * terminated, a dead network), rather than a bug: such a request is answered 503 with `Retry-After`,
 * not 500 (decision 025). Looks through `cause` (Drizzle wraps the driver's error) and `AggregateError`.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue = [error];
  while (queue.length > 0) {
    const current = queue.shift();
    if (!current || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    queue.push(cause);
    if (Array.isArray(errors)) queue.push(...(errors as unknown[]));
  }
  return false;
}

const UNAVAILABLE_CODES = new Set([
  // The socket: refused (server down), reset, timed out, no route.
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  // PostgreSQL: admin_shutdown (fast shutdown, pg_terminate_backend), crash_shutdown, cannot_connect_now
  // (starting up, shutting down, in recovery).
  '57P01',
  '57P02',
  '57P03',
  // Connection exceptions, and too many connections.
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300',
]);

/** node-postgres's own errors, which carry no code, and PostgreSQL errors whose code is too broad to go by. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
  /^Query read timeout/,
  // A request's statement given up on a server that answers nothing (db/client.ts).
  /^PostgreSQL is not answering$/,
  // PostgreSQL's 55000 for a database closed to connections (`ALLOW_CONNECTIONS false`, during maintenance).
  /^database ".*" is not currently accepting connections$/,
];
