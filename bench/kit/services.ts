/**
 * The services a benchmark runs the app on, each made for the run and gone after it: a PostgreSQL
 * server (the given one or an embedded one), a fresh database on it, and a Redis key prefix of its own.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded-postgres.ts';
import { closeRedis, connectRedis, type Redis } from '../../apps/server/src/lib/redis.ts';
import { databaseUrlFor } from '../../apps/server/src/testing/database-url.ts';
import { seconds } from './report.ts';
import { onCleanUp, sleep } from './run.ts';

export async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: 'jobportal-bench' });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * A PostgreSQL server's superuser URL: BENCH_DATABASE_URL, or else an embedded PostgreSQL started in a
 * temporary directory (`directoryPrefix`), stopped and removed at clean-up. `settings` apply to the
 * embedded one only; without them it runs the app's own embedded defaults.
 */
export async function postgresServer(
  options: { directoryPrefix?: string; settings?: Record<string, string> } = {},
): Promise<string> {
  const given = process.env['BENCH_DATABASE_URL'];
  if (given) return given;
  const dataDir = await mkdtemp(path.join(tmpdir(), options.directoryPrefix ?? 'jobportal-bench-pg-'));
  onCleanUp('temporary PostgreSQL directory', () => rm(dataDir, { recursive: true, force: true }));
  onCleanUp('embedded PostgreSQL (if left running)', () => stopLeftoverPostgres(dataDir));
  const started = Date.now();
  const embedded = await startEmbeddedPostgres({
    dataDir,
    logger: pino({ level: 'warn' }),
    ...(options.settings ? { settings: options.settings } : {}),
  });
  onCleanUp('embedded PostgreSQL', () => embedded.stop());
  console.log(`embedded PostgreSQL started in ${seconds(Date.now() - started)}`);
  return embedded.url;
}

/**
 * A new database `<namePrefix><random>` on that server, dropped at clean-up; with `keep`, kept instead,
 * and what `keep` says printed.
 */
export async function freshDatabase(
  adminUrl: string,
  namePrefix: string,
  options: { keep?: (name: string) => string } = {},
): Promise<{ url: string; name: string }> {
  const name = `${namePrefix}${randomBytes(4).toString('hex')}`;
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  onCleanUp('benchmark database', async () => {
    if (options.keep) {
      console.log(options.keep(name));
      return;
    }
    await withClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });
  return { url: databaseUrlFor(adminUrl, name), name };
}

/** `PostgreSQL: 18.4, database <name>`. */
export async function printPostgresVersion(url: string, name: string): Promise<void> {
  const version = await withClient(
    url,
    async (client) => (await client.query<{ v: string }>(`SELECT current_setting('server_version') AS v`)).rows[0]!.v,
  );
  console.log(`PostgreSQL: ${version}, database ${name}`);
}

/**
 * The Redis the app instances share, checked before they start, and this run's key prefix: every key
 * under it is deleted at clean-up (`reportDeleted`: and how many said). `needs` ("… needs Redis") and
 * `variables` (where its URL comes from) make the error when it does not answer.
 */
export async function redisForRun(options: {
  url: string;
  prefix: string;
  needs: string;
  variables: string;
  reportDeleted?: boolean;
}): Promise<Redis> {
  const { url, prefix } = options;
  const redis = await connectRedis(url, () => undefined).catch((error: unknown) => {
    throw new Error(`${options.needs} at ${url} (${options.variables}): ${String(error)}`);
  });
  onCleanUp('Redis keys of the run', async () => {
    let deleted = 0;
    for await (const keys of redis.scanIterator({ MATCH: `${prefix}*`, COUNT: 1000 })) {
      if (keys.length > 0) deleted += await redis.del(keys);
    }
    await closeRedis(redis);
    if (options.reportDeleted) console.log(`deleted ${deleted} Redis keys under ${prefix}`);
  });
  console.log(
    `Redis at ${url} (Redis ${(await redis.info('server')).match(/redis_version:(\S+)/)?.[1] ?? '?'}), key prefix ${prefix}`,
  );
  return redis;
}

/**
 * An embedded PostgreSQL in `dataDir` (postmaster.pid in its `postgres` directory, as the app and
 * `startEmbeddedPostgres` lay it out) that is still running, stopped: one whose owner was killed, or
 * interrupted while starting it, would otherwise outlive the run.
 */
export async function stopLeftoverPostgres(dataDir: string): Promise<void> {
  const pidFile = await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').catch(() => undefined);
  const pid = Number(pidFile?.split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return;
  process.kill(pid, 'SIGINT'); // PostgreSQL's fast shutdown
  for (let waited = 0; waited < 10_000 && alive(pid); waited += 100) await sleep(100);
  if (alive(pid)) process.kill(pid, 'SIGKILL');
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
