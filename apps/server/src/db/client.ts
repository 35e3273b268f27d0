import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

/**
 * Bounds on waiting for PostgreSQL, so a request never hangs on it (issue #27): a connection that is
 * not made within 2 s fails (a server that is down refuses at once; one behind a dead network does
 * not), a statement running longer than 15 s is cancelled by the server, and a query whose answer
 * has not come 20 s after it was sent fails in the client even if the server is unreachable.
 */
export const DATABASE_TIMEOUTS = { connectMs: 2_000, statementMs: 15_000, queryMs: 20_000 } as const;

/** A pooled connection to PostgreSQL with the Drizzle schema attached. */
export function createDatabase(
  url: string,
  options: { max?: number; statementTimeoutMs?: number; queryTimeoutMs?: number } = {},
): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    application_name: 'jobportal',
    connectionTimeoutMillis: DATABASE_TIMEOUTS.connectMs,
    statement_timeout: options.statementTimeoutMs ?? DATABASE_TIMEOUTS.statementMs,
    query_timeout: options.queryTimeoutMs ?? DATABASE_TIMEOUTS.queryMs,
    // A connection whose server vanished (a dropped network, a failed-over host) is noticed.
    keepAlive: true,
  });
  // A client losing its connection (server restart, pg_terminate_backend) must not crash the process.
  // Idle, the pool reports it here and drops it. Checked out (a transaction between two statements),
  // it has no listener of the pool's: its own silent one keeps the error from being thrown, the holder's
  // next statement fails, and the pool drops the broken client when it is released.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return drizzle(pool, { schema }) as Database;
}
