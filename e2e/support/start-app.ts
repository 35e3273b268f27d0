/**
 * Starts the app for the browser tests as `npm start` would. On the embedded default it gets a fresh
 * DATA_DIR (the config empties it); with DATABASE_URL or TEST_DATABASE_URL it gets a fresh database
 * on that server, so the tests never see rows from another run.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const external = process.env['TEST_DATABASE_URL'] ?? process.env['DATABASE_URL'];
const env = { ...process.env };
const database = `jobportal_e2e_${Date.now()}`;

async function onExternal(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: external });
  await admin.connect();
  await admin.query(sql);
  await admin.end();
}

if (external) {
  await onExternal(`CREATE DATABASE ${database}`);
  const url = new URL(external);
  url.pathname = `/${database}`;
  env['DATABASE_URL'] = url.toString();
}

const main = fileURLToPath(new URL('../../apps/server/src/main.ts', import.meta.url));
const child = spawn(process.execPath, [main], { env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => {
  const dropped = external ? onExternal(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`) : Promise.resolve();
  void dropped.catch(() => undefined).finally(() => process.exit(code ?? 1));
});
