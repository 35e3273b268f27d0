/**
 * `npm run db:seed`: loads the demo content into an empty database.
 * `npm run db:reset`: drops everything, migrates again and loads the demo content.
 * Both use DATABASE_URL, or the embedded server (borrowing a running app's).
 */
import pino from 'pino';
import { loadConfig } from '../../config/config.ts';
import { createDatabase } from '../client.ts';
import { startEmbeddedPostgres } from '../embedded-postgres.ts';
import { runMigrations } from '../migrate.ts';
import { seedDemoContent } from './demo-content.ts';

const reset = process.argv.includes('--reset');
const config = loadConfig();
const logger = pino({ level: 'warn' });
const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres({ dataDir: config.dataDir, logger });
const url = config.databaseUrl ?? embedded!.url;
const db = createDatabase(url, { max: 2, statementTimeoutMs: 0, queryTimeoutMs: 0 });
try {
  if (reset) {
    await db.$client.query(
      'DROP SCHEMA IF EXISTS public CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; CREATE SCHEMA public;',
    );
    process.stdout.write('Database emptied.\n');
  }
  await runMigrations(url);
  const loaded = await seedDemoContent(db, config.dataDir);
  process.stdout.write(
    loaded > 0 ? `Loaded ${loaded} demo recruitments.\n` : 'The database already has recruitments: nothing loaded.\n',
  );
} finally {
  await db.$client.end();
  await embedded?.stop();
}
