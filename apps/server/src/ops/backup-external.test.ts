import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, chown, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeWrite } from '@jobportal/shared';
import { loadOrCreateSecret } from '../config/secrets.ts';
import { createDatabase } from '../db/client.ts';
import { postgresSystemUser, startEmbeddedPostgres } from '../db/embedded-postgres.ts';
import { runMigrations } from '../db/migrate.ts';
import { friendships, profiles, savedJobs, user } from '../db/schema.ts';
import { createContentRepository } from '../modules/admin/content.repository.ts';
import { createFileStore } from '../modules/files/file-store.ts';
import { databaseUrlFor } from '../testing/database-url.ts';
import { freePort } from '../testing/process.ts';
import { recruitmentFixture } from '../testing/factories.ts';
import { createBackup, restoreBackup } from './backup.ts';

/*
 * The backup of an external PostgreSQL (`DATABASE_URL`) end to end: a throwaway PostgreSQL 15 server of
 * this file's own (Debian's binaries, so the test does not depend on whatever server the machine runs),
 * a migrated database with members, a recruitment and an uploaded notice PDF, `createBackup` with
 * pg_dump 15, `restoreBackup` with pg_restore 15 into a second, empty database and a fresh DATA_DIR.
 * CI installs the binaries (.ci/run); without them the tests fail, naming what to install.
 */
const execFileAsync = promisify(execFile);
const logger = pino({ level: 'silent' });

/** Debian's `postgresql-15` puts the server and its client tools here. */
const POSTGRES_15_BIN = process.env['TEST_POSTGRES_15_BIN'] || '/usr/lib/postgresql/15/bin';
const bin = (name: string) => path.join(POSTGRES_15_BIN, name);

async function requirePostgres15(): Promise<void> {
  const missing: string[] = [];
  for (const name of ['initdb', 'postgres', 'pg_dump', 'pg_restore']) {
    await access(bin(name), constants.X_OK).catch(() => missing.push(bin(name)));
  }
  if (missing.length > 0) {
    throw new Error(
      `PostgreSQL 15 is not installed (missing: ${missing.join(', ')}): install Debian's postgresql-15 ` +
        `(apt-get install postgresql-15; .ci/run does so in CI), or set TEST_POSTGRES_15_BIN to the directory ` +
        `holding its initdb, postgres, pg_dump and pg_restore`,
    );
  }
}

type Postgres15 = { adminUrl: string; stop(): Promise<void> };

/**
 * initdb and a postgres server on a free loopback port, in `dir`, with password authentication (so the
 * password travels the way `DATABASE_URL`'s does). As root it runs as the `postgres` system user, as
 * the embedded server does: PostgreSQL refuses to run as root.
 */
async function startPostgres15(dir: string): Promise<Postgres15> {
  const owner = process.getuid?.() === 0 ? await postgresSystemUser(logger) : undefined;
  const cluster = path.join(dir, 'cluster');
  const passwordFile = path.join(dir, 'password');
  const password = randomBytes(12).toString('hex');
  await mkdir(cluster, { mode: 0o700 });
  await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  if (owner) {
    for (const file of [dir, cluster, passwordFile]) await chown(file, owner.uid, owner.gid);
  }
  const env = { ...process.env, LC_ALL: 'C', LC_MESSAGES: 'C' };
  await execFileAsync(
    bin('initdb'),
    [
      `--pgdata=${cluster}`,
      '--username=postgres',
      `--pwfile=${passwordFile}`,
      '--auth=scram-sha-256',
      '--encoding=UTF8',
      '--locale=C',
      '--no-sync',
      '--no-instructions',
    ],
    { cwd: dir, env, ...(owner ?? {}) },
  );
  const port = await freePort();
  const settings = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: '',
    // A throwaway server: durability buys nothing here.
    fsync: 'off',
    synchronous_commit: 'off',
    full_page_writes: 'off',
  };
  const child = spawn(
    bin('postgres'),
    ['-D', cluster, '-p', String(port), ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`])],
    { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'], ...(owner ?? {}) },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const output: string[] = [];
  await new Promise<void>((resolve, reject) => {
    const onOutput = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        output.push(line);
        if (line.includes('database system is ready to accept connections')) resolve();
      }
    };
    child.stdout.on('data', onOutput);
    child.stderr.on('data', onOutput);
    child.once('error', reject);
    void exited.then(() => reject(new Error(`PostgreSQL 15 did not start: ${output.slice(-10).join(' | ')}`)));
  });
  return {
    adminUrl: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    async stop() {
      // SIGINT: fast shutdown.
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
      await exited;
    },
  };
}

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/** Everything a database holds that the app made: every row of every table, sequence positions, indexes. */
async function contentsOf(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = (
      await client.query<{ schema: string; name: string }>(
        `SELECT schemaname AS schema, tablename AS name FROM pg_tables
         WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1, 2`,
      )
    ).rows;
    const rows: Record<string, string[]> = {};
    for (const table of tables) {
      const name = `${client.escapeIdentifier(table.schema)}.${client.escapeIdentifier(table.name)}`;
      const result = await client.query<{ row: string }>(`SELECT t::text AS row FROM ${name} t`);
      rows[`${table.schema}.${table.name}`] = result.rows.map((row) => row.row).sort();
    }
    const sequences = (
      await client.query<{ name: string; value: string | null }>(
        `SELECT schemaname || '.' || sequencename AS name, last_value::text AS value FROM pg_sequences ORDER BY 1`,
      )
    ).rows;
    const indexes = (
      await client.query<{ def: string }>(
        `SELECT indexdef AS def FROM pg_indexes WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`,
      )
    ).rows.map((row) => row.def);
    return { rows, sequences, indexes };
  } finally {
    await client.end();
  }
}

/** Every file under `dir` with its bytes, by relative path. */
async function filesUnder(dir: string): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    found[path.relative(dir, full)] = (await readFile(full)).toString('base64');
  }
  return found;
}

describe('backup and restore with DATABASE_URL: pg_dump and pg_restore of PostgreSQL 15', { timeout: 180_000 }, () => {
  const dirs: string[] = [];
  const tempDir = async (name: string) => {
    const dir = await mkdtemp(path.join(tmpdir(), `jp-${name}-`));
    dirs.push(dir);
    return dir;
  };
  const stops: Array<() => Promise<void>> = [];
  const toolsBefore = { PG_DUMP: process.env['PG_DUMP'], PG_RESTORE: process.env['PG_RESTORE'] };

  beforeAll(() => {
    // The tools the backup runs: PostgreSQL 15's, whatever `pg_dump` on PATH is.
    process.env['PG_DUMP'] = bin('pg_dump');
    process.env['PG_RESTORE'] = bin('pg_restore');
  });
  afterAll(async () => {
    for (const [name, value] of Object.entries(toolsBefore)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    for (const stop of stops.reverse()) await stop();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('restores a migrated database with members, a recruitment and an uploaded file into an empty one: equal rows, equal uploads', async () => {
    await requirePostgres15();
    const server = await startPostgres15(await tempDir('pg15'));
    stops.push(() => server.stop());
    await query(server.adminUrl, 'CREATE DATABASE jobportal_source');
    await query(server.adminUrl, 'CREATE DATABASE jobportal_restored');
    const sourceUrl = databaseUrlFor(server.adminUrl, 'jobportal_source');
    const restoredUrl = databaseUrlFor(server.adminUrl, 'jobportal_restored');
    await runMigrations(sourceUrl);

    // Rows written through the app's own code: members, a recruitment, a notice whose PDF is an upload.
    const dataDir = await tempDir('ext-data');
    const source = createDatabase(sourceUrl, { max: 2 });
    stops.push(() => source.$client.end());
    const members = ['member-a', 'member-b', 'member-c'];
    await source
      .insert(user)
      .values(members.map((id) => ({ id, name: `Member ${id}`, email: `${id}@example.test`, emailVerified: true })));
    await source.insert(profiles).values(members.map((id) => ({ id, name: `Member ${id}`, state: 'Bihar' })));
    await source
      .insert(friendships)
      .values({ userLow: 'member-a', userHigh: 'member-b', requestedBy: 'member-a', status: 'accepted' });
    const content = createContentRepository(source);
    const recruitmentId = await content.create(recruitmentFixture({ title: 'Backup Drill Board: 250 posts' }));
    await source.insert(savedJobs).values({ userId: 'member-c', recruitmentId });
    const pdf = Buffer.from(`%PDF-1.4\n% notice of the backup drill ${randomBytes(8).toString('hex')}\n%%EOF\n`);
    const stored = await createFileStore(source, dataDir).save(pdf, {
      mimeType: 'application/pdf',
      originalName: 'notice.pdf',
      pageCount: 1,
    });
    const noticeId = await content.saveNotice(
      noticeWrite.parse({ recruitmentId, type: 'job', title: 'Detailed notification', date: '2026-11-20' }),
    );
    await content.setNoticePdf(noticeId, stored.id);
    await loadOrCreateSecret(dataDir, 'auth-secret');
    const before = await contentsOf(sourceUrl);
    const recruitment = await content.find(recruitmentId);
    expect(before.rows['public.user']).toHaveLength(3);
    expect(before.rows['public.recruitments']).toHaveLength(1);
    expect(before.rows['public.files']).toHaveLength(1);
    expect(recruitment?.notices[0]?.pdf?.fileId).toBe(stored.id);

    const outDir = await tempDir('ext-backups');
    const { file: archive, manifest } = await createBackup({
      dataDir,
      databaseUrl: sourceUrl,
      outDir,
      appVersion: 'test',
      logger,
    });
    const version = (await query<{ v: string }>(sourceUrl, "SELECT current_setting('server_version') AS v"))[0]!.v;
    expect(version).toMatch(/^15\./);
    expect(manifest.database).toEqual({
      kind: 'external',
      serverVersion: version,
      pgDumpVersion: expect.stringMatching(/^pg_dump \(PostgreSQL\) 15\.\d+/),
    });
    expect(manifest.files.map((entry) => entry.path).sort()).toEqual(
      ['database.dump', 'secrets/auth-secret', `uploads/${stored.sha256.slice(0, 2)}/${stored.sha256}`].sort(),
    );

    // Into a database with tables (the source itself) without force: refused before anything is put in place.
    const untouched = path.join(await tempDir('ext-refused'), 'data');
    await expect(
      restoreBackup({ archive, dataDir: untouched, databaseUrl: sourceUrl, force: false, logger }),
    ).rejects.toThrow('the database of DATABASE_URL is not empty; restore into an empty one, or pass --force');
    expect(await readdir(untouched)).toEqual([]);

    const restoredDir = path.join(await tempDir('ext-restored'), 'data');
    const restoredManifest = await restoreBackup({
      archive,
      dataDir: restoredDir,
      databaseUrl: restoredUrl,
      force: false,
      logger,
    });
    expect(restoredManifest).toEqual(manifest);

    // Every row, sequence and index of the source is in the restored database, and nothing else.
    expect(await contentsOf(restoredUrl)).toEqual(before);
    expect(await contentsOf(sourceUrl)).toEqual(before);
    // DATA_DIR's uploads and secrets, byte for byte.
    expect(await filesUnder(restoredDir)).toEqual(await filesUnder(dataDir));
    // The app's own reads on the restored copy: the recruitment with its notice, and the notice's PDF.
    const restored = createDatabase(restoredUrl, { max: 2 });
    stops.push(() => restored.$client.end());
    expect(await createContentRepository(restored).find(recruitmentId)).toEqual(recruitment);
    const files = createFileStore(restored, restoredDir);
    const row = await files.find(stored.id);
    expect(row).toEqual(stored);
    expect((await files.contentOf(row!))?.equals(pdf)).toBe(true);
  });

  it('refuses a pg_dump older than the server, naming the client tools to install', async () => {
    await requirePostgres15();
    // The embedded PostgreSQL (18): newer than pg_dump 15.
    const embedded = await startEmbeddedPostgres({
      dataDir: await tempDir('ext-newer'),
      logger,
      settings: { fsync: 'off' },
    });
    stops.push(() => embedded.stop());
    const num = (await query<{ n: string }>(embedded.url, "SELECT current_setting('server_version_num') AS n"))[0]!.n;
    const major = Math.floor(Number(num) / 10_000);
    expect(major).toBeGreaterThan(15);
    const outDir = await tempDir('ext-newer-out');
    await expect(
      createBackup({
        dataDir: await tempDir('ext-newer-data'),
        databaseUrl: embedded.url,
        outDir,
        appVersion: 'test',
        logger,
      }),
    ).rejects.toThrow(
      `${bin('pg_dump')} is version 15, older than the server (PostgreSQL ${major}): install the client tools of PostgreSQL ${major} (e.g. postgresql-client-${major}), or set PG_DUMP to a pg_dump of version ${major} or newer`,
    );
    expect(await readdir(outDir)).toEqual([]);
  });
});
