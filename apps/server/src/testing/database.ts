import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll } from 'vitest';
import { inject } from 'vitest';
import { createDatabase, type Database } from '../db/client.ts';
import { databaseUrlFor } from './database-url.ts';

export type TestDatabase = { url: string; db: Database; name: string };

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * A database of this test file's own: a copy of the migrated template (or empty, when
 * `{ empty: true }`), dropped when the file's tests end.
 */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const name = `jobportal_test_${randomBytes(6).toString('hex')}`;
  const template = options.empty ? 'template0' : inject('templateDatabase');
  await withAdmin((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const url = databaseUrlFor(inject('adminDatabaseUrl'), name);
  const db = createDatabase(url, { max: 5 });
  afterAll(async () => {
    await db.$client.end();
    await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });
  return { url, db, name };
}
