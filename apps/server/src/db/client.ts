import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

/** A pooled connection to PostgreSQL with the Drizzle schema attached. */
export function createDatabase(url: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, application_name: 'jobportal' });
  // An idle client losing its connection (server restart) must not crash the process.
  pool.on('error', () => undefined);
  return drizzle(pool, { schema }) as Database;
}
