import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pino from 'pino';
import type { Config } from './config/config.ts';
import type { Database } from './db/client.ts';
import type { ResponseCache } from './http/response-cache.ts';
import type { RateLimiter } from './lib/rate-limiter.ts';
import { queueJobCounts, type Metrics } from './lib/metrics.ts';
import type { Redis } from './lib/redis.ts';
import type { ChangeFeed } from './lib/change-feed.ts';
import { createDomainEvents } from './lib/domain-events.ts';
import type { JobQueue } from './lib/job-queue.ts';
import type { Lifecycle } from './lib/lifecycle.ts';
import { createGuards } from './modules/auth/auth.guard.ts';
import type { PresenceStore } from './modules/chat/presence.ts';
import type { Mailer } from './modules/mail/mailer.ts';
import type { PageRenderer } from './modules/documents/page-renderer.ts';
import type { PushSender } from './modules/alerts/web-push.ts';
import { startAlerts } from './app/alerts.ts';
import { startCaches } from './app/caches.ts';
import { registerDocuments } from './app/documents.ts';
import { registerHttp } from './app/http.ts';
import { startMailer } from './app/mail.ts';
import { startRealtime } from './app/realtime.ts';
import { registerContentRoutes, registerRoutes } from './app/routes.ts';
import { createServer } from './app/server.ts';
import { createSessions } from './app/sessions.ts';

export type AppDependencies = {
  config: Config;
  db: Database;
  version: string;
  /** Directory of the built web app; absent in API-only tests. */
  webDistDir?: string;
  /** A pino logger; tests pass none and get silence. */
  logger?: FastifyBaseLogger;
  /** Session signing secret (AUTH_SECRET or the generated one). */
  authSecret: string;
  /** Defaults follow the configuration: SMTP when SMTP_URL is set, else the development outbox. */
  mailer?: Mailer;
  /** Defaults to in-process counters (one instance), or Redis ones when `redis` is given. */
  rateLimiter?: RateLimiter;
  /**
   * Several instances (REDIS_URL): Socket.IO fan-out, presence, rate limits and cached sessions go
   * through this Redis, under `redisPrefix` (REDIS_PREFIX). Absent: all of it in this process.
   */
  redis?: Redis;
  redisPrefix?: string;
  /** URLs per sitemap file (50,000; tests lower it to see the index). */
  sitemapMaxUrls?: number;
  /** Public list responses kept for 10 s (tests pass one with `ttlMs: 0` unless they test it). */
  publicCache?: ResponseCache;
  /** How long a user stays online after their last connection closes (PRESENCE_GRACE_MS; tests shorten it). */
  presenceGraceMs?: number;
  /** With Redis: heartbeat and reaper interval of presence (PRESENCE_REAPER_MS). */
  presenceReaperMs?: number;
  /** Defaults to in-process presence (one instance). */
  presenceStore?: (onOffline: (userId: string, lastSeen: Date) => void) => PresenceStore;
  /** How often an open socket's session is looked up again (30 s; tests shorten it). */
  socketSessionRecheckMs?: number;
  /** How often overdue mock-test attempts are submitted by the server (5 s; 0 turns the interval off). */
  mockTestSweepMs?: number;
  /**
   * The job queue (pg-boss, started by main.ts): alert fan-out, deliveries, digests and reminders run
   * on it. Absent (most API tests): preferences and notifications work, nothing is fanned out.
   */
  queue?: JobQueue;
  /** Web push (VAPID keys from DATA_DIR/secrets); absent: no push. */
  push?: PushSender;
  /** Key of unsubscribe links (DATA_DIR/secrets/alerts-secret); defaults to one derived from authSecret. */
  alertsSecret?: string;
  /** Alert delivery tuning for tests: job expiry (60 s) and worker polling (1 s). */
  alertDeliveryExpireSeconds?: number;
  alertPollingSeconds?: number;
  /** First retry delay of queued mail and alert deliveries (10 s, then doubling; tests shorten it). */
  mailRetryDelaySeconds?: number;
  /** How long a URL's server-rendered document is kept (10 s; tests pass 0 unless they test it). */
  documentCacheMs?: number;
  /** Renders the app's pages into their documents (tests pass their own; default: the web app's build). */
  renderPage?: PageRenderer;
  /** PostgreSQL's change notices (decision 019); default: a feed listening on the app's own database. */
  changeFeed?: ChangeFeed;
  /** Set draining by main.ts on SIGTERM: `/api/health` answers 503 from then on. */
  lifecycle?: Lifecycle;
  /** On close, this instance's sockets leave spread over this long (3 s; tests shorten it). */
  socketDrainSpreadMs?: number;
  /** Prometheus metrics (main.ts makes them with the process metrics); default: the app's own, without. */
  metrics?: Metrics;
  /** Serve the metrics at `/metrics` on this port to `Authorization: Bearer <metricsToken>` (no METRICS_PORT). */
  metricsToken?: string;
};

/** Builds the HTTP application without listening; `main.ts` and the tests both use it. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { app, metrics } = createServer(deps);
  const origins = await registerHttp(app, deps);

  const { config, db } = deps;
  const logger = (deps.logger as pino.Logger | undefined) ?? pino({ level: 'silent' });
  const mailer = await startMailer(app, { ...deps, logger, metrics });
  const redisPrefix = deps.redisPrefix ?? config.redisPrefix;
  // Services emit domain events (chat, presence, profile visibility, ended sessions); the broadcaster
  // turns them into socket messages and disconnects.
  const events = createDomainEvents((error, name) =>
    logger.error({ err: error, event: name }, 'domain event handler failed'),
  );
  const { auth, profiles, rateLimiter } = createSessions({ ...deps, redisPrefix, mailer, events, logger });
  const caches = await startCaches(app, { ...deps, events, logger, metrics });
  const { changeFeed, publicCache, personalParts } = caches;
  const guards = createGuards(app, auth, profiles, caches.viewers);
  metrics.observe({ pool: db.$client, ...(deps.queue ? { queueJobs: () => queueJobCounts(db.$client) } : {}) });

  const { jobs, fileStore, people } = await registerRoutes(app, {
    ...deps,
    auth,
    rateLimiter,
    guards,
    events,
    changeFeed,
    publicCache,
    personalParts,
    eligibilityProfileOf: caches.eligibilityProfileOf,
  });
  await startRealtime(app, {
    ...deps,
    redisPrefix,
    auth,
    guards,
    rateLimiter,
    events,
    changeFeed,
    people,
    origins,
    metrics,
    logger,
  });
  await startAlerts(app, { ...deps, guards, mailer, events, logger, personalParts });
  const { stories } = await registerContentRoutes(app, {
    ...deps,
    auth,
    rateLimiter,
    guards,
    events,
    publicCache,
    fileStore,
    mailer,
    logger,
  });
  await registerDocuments(app, { ...deps, jobs, stories, guards, changeFeed, personalParts, metrics });
  return app;
}
