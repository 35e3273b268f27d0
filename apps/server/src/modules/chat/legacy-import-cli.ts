/**
 * `npm run chat:import-legacy -- messages.json`: imports the seed's old chat rows (a JSON array, or one
 * JSON object per line) kept as legacy v0 ciphertext. Uses DATABASE_URL, or the embedded server
 * (borrowing the running app's when there is one). Prints a report; never prints message contents.
 */
import { readFile } from 'node:fs/promises';
import pino from 'pino';
import { loadConfig } from '../../config/config.ts';
import { createDatabase } from '../../db/client.ts';
import { startEmbeddedPostgres } from '../../db/embedded-postgres.ts';
import { runMigrations } from '../../db/migrate.ts';
import { importLegacyMessages } from './legacy-import.ts';

const [file] = process.argv.slice(2);
if (!file) {
  process.stderr.write('Usage: npm run chat:import-legacy -- <messages.json | messages.jsonl>\n');
  process.exit(2);
}

const text = await readFile(file, 'utf8');
let rows: unknown[];
try {
  const trimmed = text.trim();
  rows = trimmed.startsWith('[')
    ? (JSON.parse(trimmed) as unknown[])
    : trimmed
        .split('\n')
        .filter((line) => line.trim())
        .map((line) => JSON.parse(line) as unknown);
} catch (error) {
  process.stderr.write(`${file} is not JSON or JSON lines: ${(error as Error).message}\n`);
  process.exit(1);
}

const config = loadConfig();
const logger = pino({ level: 'warn' });
const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres({ dataDir: config.dataDir, logger });
const url = config.databaseUrl ?? embedded!.url;
await runMigrations(url);
const db = createDatabase(url, { max: 1, statementTimeoutMs: 0, queryTimeoutMs: 0 });
try {
  const report = await importLegacyMessages(db, rows);
  process.stdout.write(
    `${report.total} rows: ${report.imported} imported, ${report.alreadyThere} already there, ${report.skipped.length} skipped.\n`,
  );
  for (const skipped of report.skipped) {
    process.stdout.write(`  row ${skipped.row}${skipped.id ? ` (id ${skipped.id})` : ''}: ${skipped.reason}\n`);
  }
  if (report.skipped.length > 0) process.exitCode = 1;
} finally {
  await db.$client.end();
  await embedded?.stop();
}
