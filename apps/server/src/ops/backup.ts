import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import {
  chmod,
  chown,
  copyFile,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { Logger } from 'pino';
import * as tar from 'tar';
import { z } from 'zod';
import { postgresSystemUser, startEmbeddedPostgres } from '../db/embedded-postgres.ts';

const execFileAsync = promisify(execFile);

export const BACKUP_FORMAT = 'jobportal-backup/1';

/** What `DATA_DIR` holds besides the database that a restore needs. Derived files (og-images) are not kept. */
const DATA_DIR_PARTS = ['uploads', 'secrets'] as const;

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  createdAt: z.string(),
  appVersion: z.string(),
  database: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('embedded'), serverVersion: z.string(), startLsn: z.string(), stopLsn: z.string() }),
    z.object({ kind: z.literal('external'), serverVersion: z.string(), pgDumpVersion: z.string() }),
  ]),
  /** Every file in the archive except the manifest, with its size and SHA-256. */
  files: z.array(z.object({ path: z.string(), size: z.number().int().min(0), sha256: z.string() })),
});
export type Manifest = z.infer<typeof manifestSchema>;

export type BackupOptions = {
  dataDir: string;
  /** An external PostgreSQL; without it, the embedded server of `dataDir` (borrowed from a running app). */
  databaseUrl?: string;
  /** Directory for the archive; made if missing. */
  outDir: string;
  appVersion: string;
  logger: Logger;
};

export class BackupError extends Error {}

/**
 * Takes one archive `jobportal-<timestamp>.tar.gz` while the app runs:
 * - embedded PostgreSQL: a base backup made with the server's own low-level API (`pg_backup_start` /
 *   `pg_backup_stop`), the files copied in between, plus the WAL written meanwhile (held by a temporary
 *   replication slot): on start the restored server replays it to one consistent point, like
 *   `pg_basebackup` (which the npm-shipped binaries do not include);
 * - external PostgreSQL (`databaseUrl`): `pg_dump --format=custom`, one snapshot;
 * then `DATA_DIR/uploads` and `DATA_DIR/secrets`, and `manifest.json` with versions and checksums.
 * Uploads are copied after the database, so every file a restored row names is in the archive.
 */
export async function createBackup(options: BackupOptions): Promise<{ file: string; manifest: Manifest }> {
  const { logger } = options;
  await mkdir(options.outDir, { recursive: true });
  const staging = await mkdtemp(path.join(options.outDir, '.staging-'));
  try {
    const createdAt = new Date();
    const database = options.databaseUrl
      ? await dumpExternal(options.databaseUrl, staging, logger)
      : await baseBackupEmbedded(options.dataDir, staging, logger);
    for (const part of DATA_DIR_PARTS) {
      await copyTree(path.join(options.dataDir, part), path.join(staging, part));
    }
    const files = await checksums(staging);
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      createdAt: createdAt.toISOString(),
      appVersion: options.appVersion,
      database,
      files,
    };
    await writeFile(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    const stamp = createdAt
      .toISOString()
      .replaceAll(':', '-')
      .replace(/\.\d+Z$/, 'Z');
    const file = path.join(options.outDir, `jobportal-${stamp}.tar.gz`);
    const entries = (await readdir(staging)).sort();
    await tar.create({ gzip: true, file, cwd: staging, portable: true }, entries);
    await chmod(file, 0o600);
    logger.info({ file, files: files.length }, 'backup written');
    return { file, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

export type RestoreOptions = {
  archive: string;
  dataDir: string;
  /** Restore the database into this external PostgreSQL (the archive must come from one). */
  databaseUrl?: string;
  /** Replace what `dataDir` (or the external database) already holds. */
  force: boolean;
  logger: Logger;
};

/**
 * Restores an archive of `createBackup` into `dataDir` (and the external database for an external
 * backup). Refuses a non-empty `dataDir` or a database with tables unless `force`. Checks every
 * checksum before anything is put in place; an embedded cluster is started once to replay its WAL.
 */
export async function restoreBackup(options: RestoreOptions): Promise<Manifest> {
  const { logger, dataDir } = options;
  await mkdir(dataDir, { recursive: true });
  const present = (await readdir(dataDir)).filter((name) => !name.startsWith('.restore-'));
  if (present.length > 0 && !options.force) {
    throw new BackupError(
      `${dataDir} is not empty (${present.slice(0, 5).join(', ')}); restore into an empty DATA_DIR, or pass --force to replace it`,
    );
  }
  const staging = await mkdtemp(path.join(dataDir, '.restore-'));
  try {
    await tar.extract({ file: options.archive, cwd: staging, preserveOwner: false });
    const manifest = await readManifest(staging);
    const actual = new Map((await checksums(staging)).map((file) => [file.path, file]));
    for (const file of manifest.files) {
      const found = actual.get(file.path);
      if (!found || found.sha256 !== file.sha256 || found.size !== file.size) {
        throw new BackupError(`the archive is damaged: ${file.path} does not match its checksum`);
      }
    }
    if (manifest.database.kind === 'external' && !options.databaseUrl) {
      throw new BackupError('this backup is of an external PostgreSQL: set DATABASE_URL to restore it');
    }
    if (manifest.database.kind === 'embedded' && options.databaseUrl) {
      throw new BackupError('this backup is of the embedded PostgreSQL: unset DATABASE_URL to restore it');
    }
    // An external database that holds tables is refused before anything is put in place in `dataDir`.
    const externalTables = manifest.database.kind === 'external' ? await tableCount(options.databaseUrl!) : 0;
    if (externalTables > 0 && !options.force) {
      throw new BackupError('the database of DATABASE_URL is not empty; restore into an empty one, or pass --force');
    }
    if (options.force) {
      if (await clusterIsRunning(dataDir)) {
        throw new BackupError(`the app (or its PostgreSQL) is still running on ${dataDir}: stop it first`);
      }
      for (const name of present) await rm(path.join(dataDir, name), { recursive: true, force: true });
    }
    for (const part of [...DATA_DIR_PARTS, ...(manifest.database.kind === 'embedded' ? ['postgres'] : [])]) {
      const from = path.join(staging, part);
      if (await exists(from)) await rename(from, path.join(dataDir, part));
    }
    if (manifest.database.kind === 'embedded') {
      await prepareCluster(path.join(dataDir, 'postgres'), logger);
      // One start replays the WAL to the backup's consistent point (and past it, to the last copied record).
      const server = await startEmbeddedPostgres({ dataDir, logger });
      try {
        const client = new pg.Client({ connectionString: server.url });
        await client.connect();
        await client.query('SELECT 1');
        await client.end();
      } finally {
        await server.stop();
      }
    } else {
      await restoreExternal(options.databaseUrl!, path.join(staging, 'database.dump'), externalTables > 0, logger);
    }
    logger.info({ dataDir, createdAt: manifest.createdAt }, 'backup restored');
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

// ── Embedded PostgreSQL: a base backup through the low-level API.

/** Not copied (PostgreSQL's own list for base backups): rebuilt at start, or only valid while running. */
const SKIP_FILES = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map', 'pg_internal.init']);
/** Directories kept empty in the copy. `pg_wal` is filled after `pg_backup_stop`. */
const EMPTY_DIRS = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);

async function baseBackupEmbedded(dataDir: string, staging: string, logger: Logger): Promise<Manifest['database']> {
  const clusterDir = path.join(dataDir, 'postgres');
  if (!(await exists(path.join(clusterDir, 'PG_VERSION')))) {
    throw new BackupError(`no embedded PostgreSQL in ${dataDir} (set DATA_DIR, or DATABASE_URL for an external one)`);
  }
  // Borrows the server of the running app, or starts it for the time of the backup.
  const server = await startEmbeddedPostgres({ dataDir, logger });
  const client = new pg.Client({ connectionString: server.url, application_name: 'jobportal-backup' });
  try {
    await client.connect();
    const version = (await client.query<{ v: string }>("SELECT current_setting('server_version') AS v")).rows[0]!.v;
    // A temporary slot keeps every WAL segment from here on until this session ends.
    await client.query(`SELECT pg_create_physical_replication_slot($1, true, true)`, [
      `jobportal_backup_${process.pid}`,
    ]);
    const start = await client.query<{ lsn: string }>(`SELECT pg_backup_start($1, true) AS lsn`, [
      `jobportal ${new Date().toISOString()}`,
    ]);
    const target = path.join(staging, 'postgres');
    await copyCluster(clusterDir, target, '');
    const stop = await client.query<{ lsn: string; labelfile: string; spcmapfile: string }>(
      'SELECT lsn::text, labelfile, spcmapfile FROM pg_backup_stop(false)',
    );
    // Closes the segment holding the backup's end record, so all the WAL needed is in whole files.
    await client.query('SELECT pg_switch_wal()');
    const { lsn: stopLsn, labelfile, spcmapfile } = stop.rows[0]!;
    await writeFile(path.join(target, 'backup_label'), labelfile, { mode: 0o600 });
    if (spcmapfile) await writeFile(path.join(target, 'tablespace_map'), spcmapfile, { mode: 0o600 });
    // The segments from the backup's start to the one being written now (same timeline: names sort as
    // positions); older ones and recycled ones ahead are not needed.
    const range = await client.query<{ first: string; last: string }>(
      'SELECT pg_walfile_name($1::pg_lsn) AS first, pg_walfile_name(pg_current_wal_lsn()) AS last',
      [String(start.rows[0]!.lsn)],
    );
    const { first, last } = range.rows[0]!;
    for (const entry of await readdir(path.join(clusterDir, 'pg_wal'), { withFileTypes: true })) {
      const name = entry.name;
      if (entry.isFile() && /^[0-9A-F]{24}$/.test(name) && name >= first && name <= last) {
        await copyIfPresent(path.join(clusterDir, 'pg_wal', name), path.join(target, 'pg_wal', name));
      }
    }
    await mkdir(path.join(target, 'pg_wal', 'archive_status'), { recursive: true, mode: 0o700 });
    logger.info({ startLsn: start.rows[0]!.lsn, stopLsn }, 'base backup of the embedded PostgreSQL taken');
    return { kind: 'embedded', serverVersion: version, startLsn: String(start.rows[0]!.lsn), stopLsn };
  } finally {
    await client.end().catch(() => undefined);
    await server.stop();
  }
}

async function copyCluster(from: string, to: string, relative: string): Promise<void> {
  await mkdir(to, { recursive: true, mode: 0o700 });
  let entries;
  try {
    entries = await readdir(from, { withFileTypes: true });
  } catch (error) {
    // A directory dropped during the copy (a dropped database): the WAL replay drops it too.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) {
    const name = entry.name;
    const rel = relative ? `${relative}/${name}` : name;
    if (entry.isDirectory()) {
      if (name.startsWith('pgsql_tmp')) continue;
      if (!relative && EMPTY_DIRS.has(name)) {
        await mkdir(path.join(to, name), { mode: 0o700 });
        continue;
      }
      await copyCluster(path.join(from, name), path.join(to, name), rel);
    } else if (entry.isFile()) {
      if (SKIP_FILES.has(name) || name.startsWith('pgsql_tmp')) continue;
      await copyIfPresent(path.join(from, name), path.join(to, name));
    }
  }
}

/** Files may change or vanish while the server runs: the WAL replay fixes both. */
async function copyIfPresent(from: string, to: string): Promise<void> {
  try {
    await copyFile(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/** The restored cluster belongs to whoever runs PostgreSQL (the `postgres` user when root) and is private. */
async function prepareCluster(clusterDir: string, logger: Logger): Promise<void> {
  const owner = process.getuid?.() === 0 ? await postgresSystemUser(logger) : undefined;
  const walk = async (dir: string): Promise<void> => {
    await chmod(dir, 0o700);
    if (owner) await chown(dir, owner.uid, owner.gid);
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else {
        await chmod(full, 0o600);
        if (owner) await chown(full, owner.uid, owner.gid);
      }
    }
  };
  await walk(clusterDir);
}

async function clusterIsRunning(dataDir: string): Promise<boolean> {
  try {
    const pidFile = await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
    const pid = Number.parseInt(pidFile.split('\n')[0] ?? '', 10);
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

// ── External PostgreSQL: pg_dump / pg_restore of the server's own version.

/** `PG_DUMP` / `PG_RESTORE` if set, else the tool on PATH. The npm-shipped binaries include neither. */
function tool(name: 'pg_dump' | 'pg_restore'): string {
  return process.env[name.toUpperCase()] ?? name;
}

/** The connection without its password in the arguments (other users can read a process's arguments). */
function connection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

async function run(binary: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  try {
    return (await execFileAsync(binary, args, { env, maxBuffer: 16 * 1024 * 1024 })).stdout;
  } catch (error) {
    const err = error as NodeJS.ErrnoException & { stderr?: string };
    if (err.code === 'ENOENT') {
      throw new BackupError(
        `${binary} was not found: install the PostgreSQL client tools of your server's major version (e.g. postgresql-client-18), or set ${path.basename(binary).toUpperCase()} to its path`,
      );
    }
    throw new BackupError(`${path.basename(binary)} failed: ${(err.stderr ?? String(error)).trim()}`);
  }
}

async function dumpExternal(databaseUrl: string, staging: string, logger: Logger): Promise<Manifest['database']> {
  const { dbname, env } = connection(databaseUrl);
  const pgDumpVersion = (await run(tool('pg_dump'), ['--version'], env)).trim();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { v: serverVersion, num } = (
    await client.query<{ v: string; num: string }>(
      "SELECT current_setting('server_version') AS v, current_setting('server_version_num') AS num",
    )
  ).rows[0]!;
  await client.end();
  // pg_dump reads servers of its own major version and older only; refused here with what to install.
  const serverMajor = Math.floor(Number(num) / 10_000);
  const dumpMajor = Number(/\(PostgreSQL\) (\d+)/.exec(pgDumpVersion)?.[1] ?? Number.NaN);
  if (dumpMajor < serverMajor) {
    throw new BackupError(
      `${tool('pg_dump')} is version ${dumpMajor}, older than the server (PostgreSQL ${serverMajor}): install the client tools of PostgreSQL ${serverMajor} (e.g. postgresql-client-${serverMajor}), or set PG_DUMP to a pg_dump of version ${serverMajor} or newer`,
    );
  }
  // One transaction, one snapshot: the dump is consistent while the app keeps writing.
  await run(
    tool('pg_dump'),
    [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${path.join(staging, 'database.dump')}`,
      `--dbname=${dbname}`,
    ],
    env,
  );
  logger.info({ serverVersion }, 'pg_dump of the external PostgreSQL taken');
  return { kind: 'external', serverVersion, pgDumpVersion };
}

/** Tables outside PostgreSQL's own schemas: a database with any is not empty. */
async function tableCount(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (
      await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
      )
    ).rows[0]!.n;
  } finally {
    await client.end();
  }
}

/** `pg_restore` of the dump; `clean` (with --force into a database that has tables) drops what it replaces. */
async function restoreExternal(databaseUrl: string, dump: string, clean: boolean, logger: Logger): Promise<void> {
  const { dbname, env } = connection(databaseUrl);
  await run(
    tool('pg_restore'),
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      ...(clean ? ['--clean', '--if-exists'] : []),
      `--dbname=${dbname}`,
      dump,
    ],
    env,
  );
  logger.info('pg_restore into the external PostgreSQL done');
}

// ── Files.

async function exists(file: string): Promise<boolean> {
  return await stat(file).then(
    () => true,
    () => false,
  );
}

async function copyTree(from: string, to: string): Promise<void> {
  let entries;
  try {
    entries = await readdir(from, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  await mkdir(to, { recursive: true, mode: 0o700 });
  for (const entry of entries) {
    if (entry.isDirectory()) await copyTree(path.join(from, entry.name), path.join(to, entry.name));
    else if (entry.isFile() && !entry.name.endsWith('.tmp')) {
      await copyIfPresent(path.join(from, entry.name), path.join(to, entry.name));
    }
  }
}

async function checksums(root: string): Promise<Manifest['files']> {
  const files: Manifest['files'] = [];
  const walk = async (dir: string, relative: string): Promise<void> => {
    for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
      const rel = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(path.join(dir, entry.name), rel);
      else if (entry.isFile() && rel !== 'manifest.json') {
        const full = path.join(dir, entry.name);
        const hash = createHash('sha256');
        for await (const chunk of createReadStream(full)) hash.update(chunk as Buffer);
        files.push({ path: rel, size: (await stat(full)).size, sha256: hash.digest('hex') });
      }
    }
  };
  await walk(root, '');
  return files;
}

async function readManifest(staging: string): Promise<Manifest> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(path.join(staging, 'manifest.json'), 'utf8'));
  } catch {
    throw new BackupError('not a JobPortal backup: manifest.json is missing or unreadable');
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) {
    throw new BackupError(
      `not a backup this version reads (${BACKUP_FORMAT}): ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    );
  }
  return parsed.data;
}
