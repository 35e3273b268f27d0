/**
 * `npm run admin -- grant someone@example.com` / `npm run admin -- revoke someone@example.com`:
 * sets `is_admin` for an existing account. Uses DATABASE_URL, or the embedded server (borrowing the
 * running app's when there is one).
 */
import pino from 'pino';
import { loadConfig } from '../../config/config.ts';
import { createDatabase } from '../../db/client.ts';
import { startEmbeddedPostgres } from '../../db/embedded-postgres.ts';
import { runMigrations } from '../../db/migrate.ts';
import { createProfilesRepository } from './profiles.repository.ts';

const [action, email] = process.argv.slice(2);
if ((action !== 'grant' && action !== 'revoke') || !email) {
  process.stderr.write('Usage: npm run admin -- grant|revoke <email>\n');
  process.exit(2);
}

const config = loadConfig();
const logger = pino({ level: 'warn' });
const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres({ dataDir: config.dataDir, logger });
const url = config.databaseUrl ?? embedded!.url;
await runMigrations(url);
const db = createDatabase(url, { max: 1 });
try {
  const changed = await createProfilesRepository(db).setAdminByEmail(email, action === 'grant');
  if (!changed) {
    process.stderr.write(`No account with the email ${email}.\n`);
    process.exitCode = 1;
  } else {
    process.stdout.write(`${email} is ${action === 'grant' ? 'now an admin' : 'no longer an admin'}.\n`);
  }
} finally {
  await db.$client.end();
  await embedded?.stop();
}
