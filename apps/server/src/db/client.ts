import { AsyncLocalStorage } from 'node:async_hooks';
import type { Socket } from 'node:net';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

/**
 * Bounds on waiting for PostgreSQL (decisions 025 and 032). A statement that is not answered is
 * cancelled by the server after 15 s and fails in the client after 20 s even if the server is
 * unreachable; a connection not made within 5 s fails. A request must not wait that long for a server
 * that has stopped answering (a hung or stopped process): its statements are watched, and one that has
 * waited `stalledMs` (for a connection or for its answer) while the server has answered nothing at all
 * for as long fails at once, so the request is answered 503 within 2 s. A server that is only busy
 * keeps answering someone, and its requests wait for their turn.
 */
export const DATABASE_TIMEOUTS = {
  connectMs: 5_000,
  stalledMs: 1_500,
  statementMs: 15_000,
  queryMs: 20_000,
} as const;

/** The message of a request's statement given up on a server that answers nothing (a 503, see lib/database-errors.ts). */
export const STALLED_MESSAGE = 'PostgreSQL is not answering';

const requestScope = new AsyncLocalStorage<true>();

/** Runs `fn` (a request's handling) with its statements watched for a server that has stopped answering. */
export function inRequestScope<T>(fn: () => T): T {
  return requestScope.run(true, fn);
}

type QueryConfig = { text: string; submit?: unknown };
type Query = (config: unknown, values?: unknown, callback?: unknown) => unknown;
const WATCHED = Symbol('watched by the request path');
const CHECK_EVERY_MS = 100;

/** An error PostgreSQL itself sent (it answered), as opposed to a broken or silent connection. */
function fromServer(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

/** A pooled connection to PostgreSQL with the Drizzle schema attached. */
export function createDatabase(
  url: string,
  options: { max?: number; statementTimeoutMs?: number; queryTimeoutMs?: number; stalledMs?: number } = {},
): Database {
  const stalledMs = options.stalledMs ?? DATABASE_TIMEOUTS.stalledMs;
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

  /** When the server last answered any statement of this pool, on any connection. */
  let answeredAt = Date.now();
  const stalledSince = (issuedAt: number) => {
    const now = Date.now();
    return now - issuedAt >= stalledMs && now - answeredAt >= stalledMs;
  };
  /** Calls `onStall` once the statement issued at `issuedAt` counts as stalled; returns the stop function. */
  const watch = (issuedAt: number, onStall: () => void) => {
    const timer = setInterval(() => {
      if (!stalledSince(issuedAt)) return;
      clearInterval(timer);
      onStall();
    }, CHECK_EVERY_MS);
    timer.unref();
    return () => clearInterval(timer);
  };
  /** Closes a connection whose statement waits on a silent server: the statement fails, the pool drops it. */
  const cut = (client: pg.PoolClient) =>
    (client as unknown as { connection?: { stream?: Socket } }).connection?.stream?.destroy();

  // A client losing its connection (server restart, pg_terminate_backend) must not crash the process.
  // Idle, the pool reports it here and drops it. Checked out (a transaction between two statements),
  // it has no listener of the pool's: its own silent one keeps the error from being thrown, the holder's
  // next statement fails, and the pool drops the broken client when it is released.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    const query = client.query.bind(client) as Query;
    (client as { query: unknown }).query = (config: unknown, values?: unknown, callback?: unknown) => {
      const watched = requestScope.getStore() && !(config as { [WATCHED]?: true } | null)?.[WATCHED];
      const result = query(config, values, callback);
      if (!(result instanceof Promise)) return result;
      // A statement on a checked-out client (a transaction) in a request: watched as a pooled one is.
      const stop = watched ? watch(Date.now(), () => cut(client)) : () => undefined;
      return result.then(
        (answer: unknown) => {
          stop();
          answeredAt = Date.now();
          return answer;
        },
        (error: unknown) => {
          stop();
          if (fromServer(error)) answeredAt = Date.now();
          throw error;
        },
      );
    };
  });

  const poolQuery = pool.query.bind(pool) as Query;
  const connect = pool.connect.bind(pool) as (callback?: unknown) => unknown;
  /**
   * A request's statement through the pool: a connection is taken, the statement sent, the connection
   * given back, as `pool.query` does, but given up on once it counts as stalled, whether it is still
   * waiting for a connection or for its answer.
   */
  const requestQuery = (config: unknown, values?: unknown) =>
    new Promise((resolve, reject) => {
      const issuedAt = Date.now();
      let settled = false;
      let client: pg.PoolClient | undefined;
      const settle = (error: unknown, answer?: unknown) => {
        if (settled) return;
        settled = true;
        stop();
        if (error) reject(error instanceof Error ? error : new Error(String(error)));
        else resolve(answer);
      };
      const stop = watch(issuedAt, () => {
        if (client) cut(client);
        settle(new Error(STALLED_MESSAGE));
      });
      (connect() as Promise<pg.PoolClient>).then(
        (acquired) => {
          if (settled) return acquired.release();
          client = acquired;
          const text = typeof config === 'string' ? { text: config } : (config as QueryConfig);
          ((acquired.query as Query)({ ...text, [WATCHED]: true }, values) as Promise<unknown>).then(
            (answer: unknown) => {
              acquired.release();
              settle(undefined, answer);
            },
            (error: unknown) => {
              acquired.release(error instanceof Error ? error : true);
              settle(error);
            },
          );
        },
        (error: unknown) => settle(error),
      );
    });
  (pool as { query: unknown }).query = (config: unknown, values?: unknown, callback?: unknown) => {
    const plain =
      typeof config === 'string' || (typeof config === 'object' && config !== null && !('submit' in config));
    if (!requestScope.getStore() || !plain || typeof values === 'function' || callback !== undefined) {
      return poolQuery(config, values, callback);
    }
    return requestQuery(config, values);
  };

  // Taking a connection for a transaction in a request: given up on once it counts as stalled too.
  (pool as { connect: unknown }).connect = (callback?: unknown) => {
    if (callback !== undefined || !requestScope.getStore()) return connect(callback);
    return new Promise((resolve, reject) => {
      let settled = false;
      const stop = watch(Date.now(), () => {
        settled = true;
        reject(new Error(STALLED_MESSAGE));
      });
      (connect() as Promise<pg.PoolClient>).then(
        (client) => {
          stop();
          if (settled) client.release();
          else resolve(client);
        },
        (error: unknown) => {
          stop();
          if (!settled) reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
  };
  return drizzle(pool, { schema }) as Database;
}
