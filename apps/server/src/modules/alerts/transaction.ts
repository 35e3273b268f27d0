import type pg from 'pg';
import type { Database } from '../../db/client.ts';

/** Runs `run` in a transaction on a pooled connection of its own: committed if it returns, rolled back if it throws. */
export async function inTransaction<T>(db: Database, run: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await db.$client.connect();
  try {
    await client.query('BEGIN');
    const result = await run(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
