import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config/config.ts';
import { loadOrCreateSecret } from './config/secrets.ts';
import { createDatabase } from './db/client.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded-postgres.ts';
import { runMigrations } from './db/migrate.ts';
import { createLogDestination } from './lib/log-destination.ts';
import { createMetrics, listenMetrics } from './lib/metrics.ts';
import { closeRedis, connectRedis, type Redis } from './lib/redis.ts';
import { seedDefaultPages } from './db/seed/default-pages.ts';
import { seedDemoContent } from './db/seed/demo-content.ts';
import { seedBuiltInPdfPaper, seedMockTests } from './db/seed/mock-tests-content.ts';
import { seedTypingContent } from './db/seed/typing-content.ts';
import { createFileStore } from './modules/files/file-store.ts';
import { createProfilesRepository } from './modules/profiles/profiles.repository.ts';
import { startJobQueue, stopJobQueue } from './lib/job-queue.ts';
import { createLifecycle, LISTEN_BACKLOG } from './lib/lifecycle.ts';
import { createWebPushSender, loadVapidKeys } from './modules/alerts/web-push.ts';
import { LOG_REDACTION } from './http/log-redaction.ts';

/** Between readiness going false and the listener closing: a health-checking balancer's poll interval. */
const READINESS_GRACE_MS = 500;

const rootDir = fileURLToPath(new URL('../../../', import.meta.url));
const version = (JSON.parse(readFileSync(`${rootDir}package.json`, 'utf8')) as { version: string }).version;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  // Whatever happens to stdout (a reader that stopped reading, or exited: EPIPE), logging never keeps
  // the process from running or from exiting.
  const logOutput = createLogDestination();
  process.stderr.on('error', () => undefined);
  const logger = pino(
    {
      level: config.logLevel,
      redact: LOG_REDACTION,
    },
    logOutput,
  );
  await mkdir(config.dataDir, { recursive: true });
  const authSecret = config.authSecret ?? (await loadOrCreateSecret(config.dataDir, 'auth-secret'));
  // Unsubscribe links are signed with this; web push uses a VAPID key pair. Both made once.
  const alertsSecret = await loadOrCreateSecret(config.dataDir, 'alerts-secret');
  const vapidKeys = await loadVapidKeys(config.dataDir);

  // Closers run in reverse order on shutdown or on a failed start, so nothing is left running.
  const closers: Array<[name: string, close: () => Promise<unknown>]> = [];
  const closeAll = async () => {
    for (const [name, close] of closers.splice(0).reverse()) {
      await close().catch((err: unknown) => logger.error({ err, name }, 'close failed'));
      logger.info(`closed ${name}`);
    }
  };

  const lifecycle = createLifecycle();
  let embedded: EmbeddedDatabase | undefined;
  try {
    let databaseUrl = config.databaseUrl;
    if (!databaseUrl) {
      embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, logger });
      closers.push(['embedded PostgreSQL', embedded.stop]);
      databaseUrl = embedded.url;
    }
    await runMigrations(databaseUrl);
    const db = createDatabase(databaseUrl);
    closers.push(['database pool', () => db.$client.end()]);
    await seedDefaultPages(db);
    await seedTypingContent(db);
    // The built-in papers' figures go into the same file store the app serves uploads from.
    await seedMockTests(db, createFileStore(db, config.dataDir));
    if (config.demoContent) {
      const loaded = await seedDemoContent(db, config.dataDir);
      if (loaded > 0) logger.info({ recruitments: loaded }, 'demo content loaded into the empty database');
    }
    const granted = await createProfilesRepository(db).grantAdminToVerified(config.adminEmails);
    if (granted > 0) logger.info({ granted }, 'ADMIN_EMAILS: verified accounts are admins');
    let redis: Redis | undefined;
    if (config.redisUrl) {
      const redisLogger = logger.child({ component: 'redis' });
      redis = await connectRedis(config.redisUrl, (err) => redisLogger.warn({ err }, 'Redis connection error'));
      const client = redis;
      closers.push(['Redis connection', () => closeRedis(client)]);
    }
    // The job queue (pg-boss) on the same PostgreSQL: alerts, digests and reminders run on it.
    const queue = await startJobQueue({ databaseUrl, logger: logger.child({ component: 'queue' }) });
    closers.push(['job queue', () => stopJobQueue(queue, 5_000)]);
    // Prometheus metrics: on METRICS_PORT (no token; keep it private), else at /metrics with a token.
    const metrics = createMetrics();
    const metricsToken = config.metricsPort ? undefined : await loadOrCreateSecret(config.dataDir, 'metrics-token');
    const app = await buildApp({
      metrics,
      ...(metricsToken ? { metricsToken } : {}),
      config,
      db,
      version,
      authSecret,
      alertsSecret,
      queue,
      push: createWebPushSender(vapidKeys, config.appUrl),
      ...(redis ? { redis } : {}),
      webDistDir: `${rootDir}apps/web/dist`,
      logger: logger.child({ component: 'http' }),
      lifecycle,
    });
    // The queue stops first: no new job starts, the ones in hand finish while their mailer is open.
    closers.push([
      'HTTP server',
      async () => {
        await stopJobQueue(queue, 5_000);
        await app.close();
      },
    ]);

    // Shutdown takes at most 10 s: closing gets 8 s (then the process exits with 1 anyway), the last
    // log lines at most 1 s more. On a signal, readiness goes false first (`/api/health` 503) and a
    // balancer polling it has a moment to stop sending work here; then the listener closes, in-flight
    // requests finish and the sockets leave spread over 3 s (app.ts, preClose), then the rest closes.
    closeWithGrace({ delay: 8_000, logger }, async ({ signal, err }) => {
      if (err) logger.error({ err }, 'shutting down after an error');
      else logger.info({ signal }, 'shutting down');
      lifecycle.drain();
      if (!err) await new Promise((resolve) => setTimeout(resolve, READINESS_GRACE_MS));
      await closeAll();
      logger.info('stopped');
      await logOutput.drain(1_000);
    });

    await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
    if (config.demoContent) {
      // The demo paper made from its PDF takes seconds to draw and store: made while the app serves, and
      // given up (to be made at the next start) when the app stops first.
      const stop = new AbortController();
      const seeding = seedBuiltInPdfPaper(db, createFileStore(db, config.dataDir), stop.signal).then(
        (added) => {
          if (added > 0) logger.info('demo content: the practice paper made from its PDF loaded');
        },
        (err: unknown) => {
          if (!stop.signal.aborted) logger.warn({ err }, 'demo content: the paper made from its PDF was not loaded');
        },
      );
      closers.push([
        'demo paper',
        async () => {
          stop.abort();
          await seeding;
        },
      ]);
    }
    if (config.metricsPort) {
      const listener = await listenMetrics(metrics, { port: config.metricsPort, host: config.metricsHost });
      closers.push(['metrics listener', listener.close]);
      logger.info({ port: listener.port, host: config.metricsHost }, 'metrics listening');
    }
  } catch (error) {
    await closeAll();
    throw error;
  }
  logger.info(
    {
      url: config.appUrl,
      version,
      database: embedded ? 'embedded' : 'external',
      realtime: config.redisUrl ? 'redis' : 'in-process',
    },
    'JobPortal is up',
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`JobPortal failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
