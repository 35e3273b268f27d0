import pino from 'pino';
import { loadConfig } from '../config/config.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { runMigrations } from './migrate.ts';

/** `npm run db:migrate`: applies the migrations to DATABASE_URL or to the embedded server. */
const config = loadConfig();
const logger = pino({ level: config.logLevel });
const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres({ dataDir: config.dataDir, logger });
try {
  await runMigrations(config.databaseUrl ?? embedded!.url);
  logger.info('migrations applied');
} finally {
  await embedded?.stop();
}
