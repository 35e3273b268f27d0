import path from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { ConfigError, loadConfig } from '../config/config.ts';
import { BackupError, restoreBackup } from './backup.ts';

/**
 * `npm run restore -- <archive> [--force]`: restores a `npm run backup` archive into `DATA_DIR` (which
 * must be empty unless `--force`), and into `DATABASE_URL` when the backup is of an external PostgreSQL.
 */
try {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  if (positionals.length !== 1) throw new BackupError('usage: npm run restore -- <backup.tar.gz> [--force]');
  const config = loadConfig();
  const logger = pino({ level: config.logLevel });
  await restoreBackup({
    archive: path.resolve(positionals[0]!),
    dataDir: config.dataDir,
    ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}),
    force: values.force,
    logger,
  });
  process.stdout.write(`restored into ${config.dataDir}\n`);
} catch (error) {
  if (
    error instanceof ConfigError ||
    error instanceof BackupError ||
    (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
  ) {
    process.stderr.write(`restore failed: ${(error as Error).message}\n`);
    process.exit(1);
  }
  throw error;
}
