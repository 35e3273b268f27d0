import PgBoss from 'pg-boss';
import pg from 'pg';
import type { Logger } from 'pino';

export type JobQueue = PgBoss;

/** Arbitrary constant shared by every instance: the key of the queue start-up advisory lock. */
const QUEUE_START_LOCK_KEY = 7_240_532;

/**
 * The background job queue: pg-boss on the app's own PostgreSQL (decision 015), in the `pgboss` schema,
 * which pg-boss creates and migrates at start under its own advisory lock (several instances may start
 * together). Every instance works every queue; a job is fetched with `FOR UPDATE SKIP LOCKED`, so it runs
 * on one instance at a time, and an instance that dies mid-job leaves it active until it expires, after
 * which another instance retries it.
 */
export async function startJobQueue(options: {
  databaseUrl: string;
  logger: Logger;
  /** Connections of the queue's own pool. */
  max?: number;
  /** How often expired jobs are found and retried (pg-boss maintenance; tests shorten it). */
  maintenanceIntervalSeconds?: number;
  /** Run cron schedules on this instance (tests that do not need them turn it off). */
  schedule?: boolean;
}): Promise<JobQueue> {
  const boss = new PgBoss({
    connectionString: options.databaseUrl,
    schema: 'pgboss',
    application_name: 'jobportal-queue',
    max: options.max ?? 4,
    schedule: options.schedule ?? true,
    ...(options.maintenanceIntervalSeconds
      ? { maintenanceIntervalSeconds: options.maintenanceIntervalSeconds, monitorStateIntervalSeconds: 60 }
      : {}),
  });
  // pg-boss reports failed polls and maintenance here (PostgreSQL restarting, a dropped connection) and
  // tries again on its next interval: logged, never thrown. Only the message and code: the error may
  // carry the whole connection object.
  boss.on('error', (error) => {
    const { message, code } = error as Error & { code?: string };
    options.logger.error({ err: { message, code } }, 'job queue error');
  });
  // Instances starting together on an empty database both create pg-boss's schema: its own lock comes
  // too late for that (seen: "deadlock detected" with two instances). Starts take turns on ours.
  const lock = new pg.Client({ connectionString: options.databaseUrl, application_name: 'jobportal-queue-start' });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [QUEUE_START_LOCK_KEY]);
    await retryOnDeadlock(() => boss.start());
  } finally {
    await lock.end();
  }
  return boss;
}

/**
 * Runs a queue set-up step (create a queue, a schedule) again when PostgreSQL broke a deadlock by
 * aborting it: instances starting together run pg-boss's DDL at once, and every step is idempotent.
 */
export async function retryOnDeadlock<T>(step: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await step();
    } catch (error) {
      const deadlock = (error as { code?: string }).code === '40P01';
      if (!deadlock || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
    }
  }
}

/** Stops fetching, waits up to `timeoutMs` for jobs in hand, then closes the queue's pool. */
export async function stopJobQueue(boss: JobQueue, timeoutMs = 5_000): Promise<void> {
  await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
}

/** Lets pg-boss write jobs inside one of our transactions (`send(…, { db })`, `insert(…, { db })`). */
export function queueConnection(client: pg.PoolClient | pg.Pool): PgBoss.Db {
  return { executeSql: async (text, values) => client.query(text, values) };
}
