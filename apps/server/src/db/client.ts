import { AsyncLocalStorage } from 'node:async_hooks';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

/**
 * Bounds on waiting for PostgreSQL, so a request never hangs on it (decision 025, decision 032): a
 * connection that is not made (or a pooled one not free) within 1.5 s fails (a server that is down
 * refuses at once; one behind a dead network or stopped does not); a statement sent while serving a
 * request fails when its answer has not come within 1.5 s (a hung server: the request is answered 503
 * before 2 s); any other statement (jobs, imports) is cancelled by the server after 15 s and fails in
 * the client 20 s after it was sent even if the server is unreachable.
 */
export const DATABASE_TIMEOUTS = {
  connectMs: 1_500,
  requestQueryMs: 1_500,
  statementMs: 15_000,
  queryMs: 20_000,
} as const;

type QueryScope = { queryTimeoutMs: number };
const queryScope = new AsyncLocalStorage<QueryScope>();

/** Runs `fn` (a request's handling) with the request's shorter wait for each statement's answer. */
export function withRequestQueryTimeout<T>(fn: () => T, queryTimeoutMs: number = DATABASE_TIMEOUTS.requestQueryMs): T {
  return queryScope.run({ queryTimeoutMs }, fn);
}

type QueryConfig = { text: string; query_timeout?: number; submit?: unknown };

/**
 * The query config with the caller's timeout written in, decided where the statement is issued: a
 * pooled statement may reach its connection later, from another request's release.
 */
function scoped(config: unknown, fallbackMs: number): unknown {
  if (typeof config === 'string') config = { text: config };
  if (!config || typeof config !== 'object') return config;
  const query = config as QueryConfig;
  if (typeof query.submit === 'function' || query.query_timeout !== undefined) return config;
  return { ...query, query_timeout: queryScope.getStore()?.queryTimeoutMs ?? fallbackMs };
}

/** A pooled connection to PostgreSQL with the Drizzle schema attached. */
export function createDatabase(
  url: string,
  options: { max?: number; statementTimeoutMs?: number; queryTimeoutMs?: number } = {},
): Database {
  const queryMs = options.queryTimeoutMs ?? DATABASE_TIMEOUTS.queryMs;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    application_name: 'jobportal',
    connectionTimeoutMillis: DATABASE_TIMEOUTS.connectMs,
    statement_timeout: options.statementTimeoutMs ?? DATABASE_TIMEOUTS.statementMs,
    query_timeout: queryMs,
    // A connection whose server vanished (a dropped network, a failed-over host) is noticed.
    keepAlive: true,
  });
  // Statements of a request wait for their answer at most the request's timeout (withRequestQueryTimeout):
  // through the pool (written in here, in the request's context) and on a checked-out client (a
  // transaction, whose statements are issued in the request's context too).
  const poolQuery = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as { query: unknown }).query = (config: unknown, ...rest: unknown[]) =>
    poolQuery(scoped(config, queryMs), ...rest);
  // A client losing its connection (server restart, pg_terminate_backend) must not crash the process.
  // Idle, the pool reports it here and drops it. Checked out (a transaction between two statements),
  // it has no listener of the pool's: its own silent one keeps the error from being thrown, the holder's
  // next statement fails, and the pool drops the broken client when it is released.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    const clientQuery = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (config: unknown, ...rest: unknown[]) =>
      clientQuery(scoped(config, queryMs), ...rest);
  });
  return drizzle(pool, { schema }) as Database;
}
