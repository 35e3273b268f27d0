/**
 * Starts the app for the browser tests as `npm start` would, plus a real SMTP server that writes
 * every mail it receives to `.artifacts/mail/` (see paths.ts) for the tests to read. On the embedded default the
 * app gets a fresh DATA_DIR (the config empties it); with DATABASE_URL or TEST_DATABASE_URL it gets a
 * fresh database on that server, so the tests never see rows from another run.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { artifactsDir, databaseUrlFile, mailDir, serverLogFile } from './paths.ts';

const external = process.env['TEST_DATABASE_URL'] ?? process.env['DATABASE_URL'];
const env = { ...process.env };
const database = `jobportal_e2e_${Date.now()}`;

async function onExternal(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: external });
  await admin.connect();
  await admin.query(sql);
  await admin.end();
}

if (env['DATA_DIR'] && !env['E2E_KEEP_DATA']) rmSync(env['DATA_DIR'], { recursive: true, force: true });

mkdirSync(artifactsDir, { recursive: true });
rmSync(databaseUrlFile, { force: true });
if (external) {
  await onExternal(`CREATE DATABASE ${database}`);
  const url = new URL(external);
  url.pathname = `/${database}`;
  env['DATABASE_URL'] = url.toString();
  writeFileSync(databaseUrlFile, env['DATABASE_URL']);
}

rmSync(mailDir, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });
let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received += 1;
      const to = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(',');
      const file = path.join(mailDir, `${String(received).padStart(5, '0')}.eml`);
      writeFileSync(file, `X-Envelope-To: ${to}\r\n${Buffer.concat(chunks).toString('utf8')}`);
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const address = smtp.server.address();
env['SMTP_URL'] = `smtp://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const main = fileURLToPath(new URL('../../apps/server/src/main.ts', import.meta.url));
const serverLog = createWriteStream(serverLogFile);
const child = spawn(process.execPath, [main], { env, stdio: ['ignore', 'pipe', 'pipe'] });
child.stdout!.on('data', (chunk: Buffer) => {
  serverLog.write(chunk);
  process.stdout.write(chunk);
});
child.stderr!.on('data', (chunk: Buffer) => {
  serverLog.write(chunk);
  process.stderr.write(chunk);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => {
  smtp.close(() => undefined);
  const dropped = external ? onExternal(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`) : Promise.resolve();
  void dropped.catch(() => undefined).finally(() => process.exit(code ?? 1));
});
