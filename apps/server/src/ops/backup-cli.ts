import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { ConfigError, loadConfig } from '../config/config.ts';
import { BackupError, createBackup } from './backup.ts';

/**
 * `npm run backup [-- --out DIR]`: one archive of the database (taken while the app runs), the uploads
 * and `DATA_DIR/secrets`, in `./backups` unless `--out` names another directory.
 */
const rootDir = fileURLToPath(new URL('../../../../', import.meta.url));
try {
  const { values } = parseArgs({ options: { out: { type: 'string', default: 'backups' } } });
  const config = loadConfig();
  const logger = pino({ level: config.logLevel });
  const version = (JSON.parse(readFileSync(`${rootDir}package.json`, 'utf8')) as { version: string }).version;
  const { file } = await createBackup({
    dataDir: config.dataDir,
    ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}),
    outDir: path.resolve(values.out),
    appVersion: version,
    logger,
  });
  process.stdout.write(`${file}\n`);
} catch (error) {
  if (
    error instanceof ConfigError ||
    error instanceof BackupError ||
    (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
  ) {
    process.stderr.write(`backup failed: ${(error as Error).message}\n`);
    process.exit(1);
  }
  throw error;
}
