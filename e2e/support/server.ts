import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { databaseUrlFile, dataDir, serverLogFile } from './paths.ts';

/**
 * The app's database: the run's own external database, or the embedded server the app started (found
 * the way the app's own CLIs find it: `DATA_DIR/postgres.owner.json` and the generated password).
 */
function appDatabaseUrl(): string {
  if (existsSync(databaseUrlFile)) return readFileSync(databaseUrlFile, 'utf8');
  const { port } = JSON.parse(readFileSync(path.join(dataDir, 'postgres.owner.json'), 'utf8')) as { port: number };
  const password = readFileSync(path.join(dataDir, 'secrets', 'postgres-password'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}

export async function withAppDatabase<T>(query: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: appDatabaseUrl() });
  await client.connect();
  try {
    return await query(client);
  } finally {
    await client.end();
  }
}

/** All the app has logged so far. */
export function serverLog(): string {
  return existsSync(serverLogFile) ? readFileSync(serverLogFile, 'utf8') : '';
}
