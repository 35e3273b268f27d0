import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import etag from '@fastify/etag';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import path from 'node:path';
import pino from 'pino';
import type { Config } from './config/config.ts';
import { inRequestScope, type Database } from './db/client.ts';
import { registerErrorHandling } from './http/errors.ts';
import { createResponseCache, type ResponseCache } from './http/response-cache.ts';
import { registerOriginCheck } from './http/origin-check.ts';
import { registerNulByteCheck } from './http/nul-bytes.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerTurnBudget } from './http/turn-budget.ts';
import { registerSpa } from './http/spa.ts';
import { createFailSafeRateLimiter, createMemoryRateLimiter, type RateLimiter } from './lib/rate-limiter.ts';
import { createFailSafeKeyValueStore } from './lib/key-value-store.ts';
import { registerRequestIdHeader, requestIdOf } from './http/request-id.ts';
import {
  createMetrics,
  queueJobCounts,
  registerMetricsRoute,
  registerRequestMetrics,
  type Metrics,
} from './lib/metrics.ts';
import type { Redis } from './lib/redis.ts';
import { startChangeFeed, type ChangeFeed } from './lib/change-feed.ts';
import { createMirror } from './lib/mirror.ts';
import { createRedisPresence } from './modules/chat/presence-redis.ts';
import { createSessionRefresh, refreshingSessionsAfter } from './modules/auth/session-refresh.ts';
import { createGuards, type Viewer } from './modules/auth/auth.guard.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { createAuth, trustedOrigins } from './modules/auth/auth.ts';
import { meRoutes } from './modules/auth/me.routes.ts';
import { createFileStore } from './modules/files/file-store.ts';
import { filesRoutes } from './modules/files/files.routes.ts';
import { chatRoutes } from './modules/chat/chat.routes.ts';
import { createChatRepository } from './modules/chat/chat.repository.ts';
import { createChatService } from './modules/chat/chat.service.ts';
import { createMemoryPresence, type PresenceStore } from './modules/chat/presence.ts';
import { createDomainEvents } from './lib/domain-events.ts';
import { startBroadcaster } from './realtime/broadcaster.ts';
import { createPresenceService } from './realtime/presence.service.ts';
import { createRecoveringStreamsAdapter } from './realtime/redis-adapter.ts';
import { createSocketServer } from './realtime/socket-server.ts';
import { createSocketSessions } from './realtime/socket-sessions.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { createAdminRepository } from './modules/admin/admin.repository.ts';
import { createAuditLog } from './modules/admin/audit.repository.ts';
import { createContentRepository } from './modules/admin/content.repository.ts';
import { friendsRoutes } from './modules/people/friends.routes.ts';
import { createPeopleRepository } from './modules/people/people.repository.ts';
import { peopleRoutes } from './modules/people/people.routes.ts';
import { createStoriesRepository } from './modules/people/stories.repository.ts';
import { storiesRoutes } from './modules/people/stories.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import type { Lifecycle } from './lib/lifecycle.ts';
import { drainSockets } from './realtime/socket-drain.ts';
import { createJobsRepository } from './modules/jobs/jobs.repository.ts';
import { eligibilityProfilesOf, NO_ELIGIBILITY_FACTS } from './modules/jobs/eligibility.ts';
import { batchLoader } from './lib/batch-loader.ts';
import { jobsRoutes } from './modules/jobs/jobs.routes.ts';
import { savedJobsRoutes } from './modules/jobs/saved-jobs.routes.ts';
import { applicationsRoutes } from './modules/applications/applications.routes.ts';
import { createApplicationsRepository } from './modules/applications/applications.repository.ts';
import { registerDevOutbox } from './modules/mail/mail.routes.ts';
import { startMailQueue } from './modules/mail/mail-queue.ts';
import { createMailer, type Mailer } from './modules/mail/mailer.ts';
import { createProfilesRepository } from './modules/profiles/profiles.repository.ts';
import { pagesRoutes } from './modules/pages/pages.routes.ts';
import { registerSeoRoutes } from './modules/seo/seo.routes.ts';
import { createOgImages } from './modules/share/og-image.ts';
import { createShareHeads } from './modules/share/share-head.ts';
import { loadPageRenderer, type PageRenderer } from './modules/share/page-renderer.ts';
import { shareRoutes } from './modules/share/share.routes.ts';
import { createShareDocuments } from './modules/share/share.service.ts';
import { createMemberDocuments } from './modules/share/member-documents.ts';
import { createMemberAnswers } from './modules/share/member-answers.ts';
import { siteRoutes } from './modules/site/site.routes.ts';
import { createMockTestsRepository } from './modules/mock-tests/mock-tests.repository.ts';
import { mockTestsRoutes } from './modules/mock-tests/mock-tests.routes.ts';
import { createMockTestsService, startDeadlineSweep } from './modules/mock-tests/mock-tests.service.ts';
import { createTypingRepository } from './modules/typing/typing.repository.ts';
import { typingRoutes } from './modules/typing/typing.routes.ts';
import { createHmac } from 'node:crypto';
import { requestPath, SLUG_MAX_LENGTH, type EligibilityProfile } from '@jobportal/shared';
import type { JobQueue } from './lib/job-queue.ts';
import { createAlertsRepository } from './modules/alerts/alerts.repository.ts';
import { alertsRoutes } from './modules/alerts/alerts.routes.ts';
import { createAlertsService } from './modules/alerts/alerts.service.ts';
import { startNotificationListeners } from './modules/alerts/notification-listeners.ts';
import type { PushSender } from './modules/alerts/web-push.ts';

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

/** Strict CSP: scripts only from our origin; nothing framed; no plugins. */
const contentSecurityPolicy = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    // The service worker (/sw.js) and the PDF viewer's worker; the web manifest from our origin only.
    workerSrc: ["'self'", 'blob:'],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: null,
  },
};

/** Builds the HTTP application without listening; `main.ts` and the tests both use it. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // While closing, a request that still arrives on an open keep-alive connection is served (with
    // `Connection: close`), not answered 503: the drain finishes work instead of failing it.
    return503OnClosing: false,
    // The longest path parameter any route takes: a recruitment's preview image, `{slug}.png` (Fastify's
    // default of 100 turned a published 110-character slug into "No route", issue #25).
    routerOptions: { maxParamLength: SLUG_MAX_LENGTH + '.png'.length },
    // A safe incoming x-request-id is kept (one id through the proxy and our logs), else a new UUID.
    requestIdHeader: false,
    genReqId: requestIdOf,
  }).withTypeProvider<ZodTypeProvider>();
  registerRequestIdHeader(app);
  // A request's statements wait for PostgreSQL's answer at most 1.5 s (a hung server answers 503 before
  // 2 s). Entered again before the handler: a parsed body resumes the request outside the first scope.
  app.addHook('onRequest', (_request, _reply, done) => inRequestScope(done));
  app.addHook('preHandler', (_request, _reply, done) => inRequestScope(done));
  // Before any route: every route's answers are timed (the request-duration histogram, by route pattern).
  const metrics = deps.metrics ?? createMetrics({ processMetrics: false });
  registerRequestMetrics(app, metrics);
  if (deps.metricsToken) registerMetricsRoute(app, metrics, deps.metricsToken);
  // A burst of requests is spread over turns of the event loop (the wait counts in their latency).
  registerTurnBudget(app);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  registerSecurityHeaders(app, {
    contentSecurityPolicy,
    // Same-origin app; cross-origin isolation would break nothing but gains nothing either.
    crossOriginEmbedderPolicy: false,
    hsts: deps.config.appUrl.startsWith('https:'),
  });

  // Phones on slow networks revalidate with If-None-Match and get a 304 instead of the body again.
  await app.register(etag, { weak: true });
  // Then compression (after the ETag, which names the uncompressed body): brotli or gzip, as the
  // phone accepts. A 12 KB page of jobs travels as about 2 KB.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'JobPortal API', version: deps.version },
      servers: [{ url: deps.config.appUrl }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  const { config, db } = deps;
  const logger = (deps.logger as pino.Logger | undefined) ?? pino({ level: 'silent' });
  const origins = trustedOrigins(config.appUrl);
  registerOriginCheck(app, origins);
  registerNulByteCheck(app);

  const directMailer =
    deps.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      production: config.nodeEnv === 'production',
      logger,
      onResult: (ok) => metrics.mailSent(ok),
    });
  // Over SMTP with a job queue, confirmation and reset mails wait in the queue while SMTP is down
  // (decision 026); the development outbox keeps them at once.
  const mailer =
    deps.queue && config.smtpUrl && !directMailer.outbox
      ? await startMailQueue({
          queue: deps.queue,
          mailer: directMailer,
          appUrl: config.appUrl,
          logger,
          ...(deps.mailRetryDelaySeconds ? { retryDelaySeconds: deps.mailRetryDelaySeconds } : {}),
          ...(deps.alertPollingSeconds ? { pollingIntervalSeconds: deps.alertPollingSeconds } : {}),
        })
      : directMailer;
  app.addHook('onClose', () => mailer.close());
  const profiles = createProfilesRepository(db);
  const { redis } = deps;
  const redisPrefix = deps.redisPrefix ?? config.redisPrefix;
  // Services emit domain events (chat, presence, profile visibility, ended sessions); the broadcaster
  // turns them into socket messages and disconnects.
  const events = createDomainEvents((error, name) =>
    logger.error({ err: error, event: name }, 'domain event handler failed'),
  );
  // Redis unreachable: sessions and rate limits fall back (decision 025); said once per outage, not per request.
  const fallbackSaid = new Set<string>();
  redis?.on('ready', () => fallbackSaid.clear());
  const redisFallback = (concern: string) => (error: unknown) => {
    if (fallbackSaid.has(concern)) return;
    fallbackSaid.add(concern);
    logger.warn({ err: { message: (error as Error).message } }, `Redis unreachable: ${concern} fall back`);
  };
  const auth = createAuth({
    config,
    db,
    secret: deps.authSecret,
    mailer,
    profiles,
    logger,
    events,
    ...(redis
      ? { secondaryStorage: createFailSafeKeyValueStore(redis, `${redisPrefix}auth:`, redisFallback('sessions')) }
      : {}),
  });
  // What the database says changed (sessions ended, members' facts, saved jobs, content): every cache
  // below forgets on it, on every instance (decision 019).
  const changeFeed =
    deps.changeFeed ??
    (await startChangeFeed(String(db.$client.options.connectionString), {
      onError: (error) => logger.warn({ err: error }, 'change feed lost; reconnecting'),
    }));
  if (!deps.changeFeed) app.addHook('onClose', () => changeFeed.close());
  const viewers = createMirror<Viewer>(changeFeed, { ttlMs: 60_000, max: 100_000 });
  events.on('sessions.revoked', ({ userId, sessionIds }) => {
    if (sessionIds === 'all') changeFeed.announce({ kind: 'user-changed', userId });
    else for (const sessionId of sessionIds) changeFeed.announce({ kind: 'session-ended', sessionId, userId });
  });
  const guards = createGuards(app, auth, profiles, viewers);

  const rateLimiter =
    deps.rateLimiter ??
    (redis ? createFailSafeRateLimiter(redis, redisPrefix, redisFallback('rate limits')) : createMemoryRateLimiter());
  registerAuthRoutes(app, auth, rateLimiter);
  metrics.observe({ pool: db.$client, ...(deps.queue ? { queueJobs: () => queueJobCounts(db.$client) } : {}) });
  await app.register(healthRoutes(db, deps.version, redis, deps.lifecycle));
  await app.register(meRoutes(guards));
  const jobs = createJobsRepository(db);
  // A member's eligibility facts, kept like their session: forgotten when their profile changes.
  const eligibilityProfiles = createMirror<EligibilityProfile>(changeFeed, { ttlMs: 60_000, max: 100_000 });
  // The members' first views arriving within a few milliseconds share one query (a result day's crowd).
  const loadEligibilityProfile = batchLoader((ids: string[]) => eligibilityProfilesOf(db, ids), NO_ELIGIBILITY_FACTS);
  const publicCache =
    deps.publicCache ?? createResponseCache({ ttlMs: 10_000, onLookup: (hit) => metrics.cacheLookup('api', hit) });
  // Members' own answers for the pages kept for all members (decision 019), registered by each module.
  const memberAnswers = createMemberAnswers();
  // Published content changed, here or on another instance: public answers are read again at once.
  changeFeed.subscribe((change) => {
    if (change.kind === 'content-changed' || change.kind === 'missed') publicCache.clear();
  });
  await app.register(
    jobsRoutes({
      jobs,
      appUrl: config.appUrl,
      publicCache,
      guards,
      eligibilityProfileOf: async (userId) =>
        (await eligibilityProfiles.get(userId, async () => ({
          value: await loadEligibilityProfile(userId),
          tags: [`u:${userId}`],
        })))!,
      changeFeed,
      memberAnswers,
    }),
  );
  await app.register(savedJobsRoutes(jobs, guards, changeFeed, memberAnswers));
  await app.register(applicationsRoutes(createApplicationsRepository(db), guards));
  await app.register(siteRoutes(db, config.publicContent));
  await app.register(pagesRoutes(db));
  const fileStore = createFileStore(db, config.dataDir);
  await app.register(filesRoutes(fileStore));
  // Uploads (avatars, story photos): one file per request; each route sets its own size limit.
  await app.register(multipart, { limits: { files: 1, fields: 10, fileSize: 15 * 1024 * 1024 } });
  // Name and avatar are written here, not through better-auth: cached sessions must follow.
  const sessionRefresh = createSessionRefresh(auth, redis !== undefined);
  const people = refreshingSessionsAfter(createPeopleRepository(db), ['update', 'setAvatar'], async (userId) => {
    await sessionRefresh(userId);
    // The viewer kept in memory shows the new name at once here (the notice reaches the others).
    changeFeed.announce({ kind: 'user-changed', userId });
  });
  await app.register(peopleRoutes(people, fileStore, guards, events));
  await app.register(friendsRoutes(people, guards, rateLimiter, events));
  // Chat and presence: services emit domain events; the broadcaster turns them into socket messages.
  const chatRepository = createChatRepository(db);
  const chat = createChatService({ chat: chatRepository, events, limiter: rateLimiter });
  // The store reports users whose grace period ended; the service (made next) records and announces it.
  const offline = { report: (_userId: string, _lastSeen: Date): void => undefined };
  const onOffline = (userId: string, lastSeen: Date) => offline.report(userId, lastSeen);
  const graceMs = deps.presenceGraceMs ?? config.presenceGraceMs;
  const presenceStore = deps.presenceStore
    ? deps.presenceStore(onOffline)
    : redis
      ? createRedisPresence({
          redis,
          prefix: `${redisPrefix}presence:`,
          graceMs,
          reaperMs: deps.presenceReaperMs ?? config.presenceReaperMs,
          onOffline,
          onOnline: (userId) => events.emit('presence.online', { userId, at: new Date() }),
          onError: (error) => logger.error({ err: error }, 'presence reaper'),
        })
      : createMemoryPresence({ graceMs, onOffline });
  const presence = createPresenceService({ store: presenceStore, people, chat: chatRepository, events });
  offline.report = (userId, lastSeen) => {
    presence.wentOffline(userId, lastSeen).catch((error: unknown) => logger.error({ err: error }, 'presence offline'));
  };
  await app.register(chatRoutes(chat, chatRepository, guards));
  const stopPresence = presence.listen();
  const io = createSocketServer({
    app,
    sessions: createSocketSessions({
      auth,
      db,
      logger: app.log,
      // The handshake checks the cookie's signature here and batches its session lookups (reconnect storms).
      secret: deps.authSecret,
      changeFeed,
      ...(deps.socketSessionRecheckMs ? { recheckMs: deps.socketSessionRecheckMs } : {}),
    }),
    chat,
    presence,
    trustedOrigins: origins,
    logger: app.log,
    // Rooms span instances through a Redis stream, which also keeps connection-state recovery working.
    ...(redis
      ? {
          adapter: createRecoveringStreamsAdapter(
            redis,
            { streamName: `${redisPrefix}socket.io`, sessionKeyPrefix: `${redisPrefix}socket.io:session:` },
            (count) => logger.warn({ count }, 'Redis away too long: oldest undelivered socket messages dropped'),
          ),
        }
      : {}),
  });
  const stopBroadcaster = startBroadcaster(io, events, presence);
  metrics.observe({ sockets: () => ({ sockets: io.engine.clientsCount, rooms: io.of('/').adapter.rooms.size }) });
  app.addHook('preClose', async () => {
    // Graceful shutdown, in order: no new connection is accepted (a proxy retries it on another
    // instance; idle keep-alive connections close now, busy ones after their response), the sockets
    // leave spread over a few seconds with a reconnect hint, still receiving until they go, then the
    // in-flight requests are waited for.
    const httpDrained = app.server.listening
      ? new Promise<void>((resolve) => app.server.close(() => resolve()))
      : Promise.resolve();
    await drainSockets(io, deps.socketDrainSpreadMs);
    await httpDrained;
    stopBroadcaster();
    stopPresence();
    await presenceStore.close();
    // Stops the Redis Streams adapter's readers (a no-op in-process).
    await io.of('/').adapter.close();
  });

  // Alerts: publishing kicks a scan on the job queue; the queue's workers fan out and deliver.
  const alerts = createAlertsRepository(db);
  const alertsSecret =
    deps.alertsSecret ?? createHmac('sha256', deps.authSecret).update('alerts-unsubscribe').digest('base64url');
  const alertsService = deps.queue
    ? createAlertsService({
        db,
        alerts,
        queue: deps.queue,
        mailer,
        push: deps.push,
        appUrl: config.appUrl,
        unsubscribeSecret: alertsSecret,
        events,
        logger,
        ...(deps.alertDeliveryExpireSeconds ? { deliveryExpireSeconds: deps.alertDeliveryExpireSeconds } : {}),
        ...(deps.alertPollingSeconds ? { pollingIntervalSeconds: deps.alertPollingSeconds } : {}),
        ...(deps.mailRetryDelaySeconds ? { deliveryRetryDelaySeconds: deps.mailRetryDelaySeconds } : {}),
      })
    : undefined;
  await alertsService?.start();
  await app.register(
    alertsRoutes({
      alerts,
      service: alertsService,
      guards,
      push: deps.push,
      unsubscribeSecret: alertsSecret,
      pushServiceHosts: config.pushServiceHosts,
      devRoutes: config.nodeEnv !== 'production',
    }),
  );
  const stopNotificationListeners = startNotificationListeners(events, alerts, (error) =>
    logger.error({ err: error }, 'notification not created'),
  );
  app.addHook('preClose', async () => stopNotificationListeners());

  const stories = createStoriesRepository(db);
  await app.register(storiesRoutes(stories, fileStore, guards));
  await app.register(
    adminRoutes({
      guards,
      admin: createAdminRepository(db),
      content: createContentRepository(db),
      stories,
      audit: createAuditLog(db),
      auth,
      files: fileStore,
      publicCache,
      appUrl: config.appUrl,
      events,
      onContentChanged: (requestId) => {
        // This instance at once; the others when PostgreSQL's notice reaches them.
        changeFeed.announce({ kind: 'content-changed' });
        alertsService?.kick(requestId);
      },
    }),
  );
  await app.register(
    typingRoutes({ typing: createTypingRepository(db), guards, publicCache, audit: createAuditLog(db) }),
  );
  const mockTests = createMockTestsService(createMockTestsRepository(db));
  await app.register(mockTestsRoutes({ service: mockTests, guards }));
  const sweepMs = deps.mockTestSweepMs ?? 5_000;
  if (sweepMs > 0) {
    // Attempts are also submitted lazily before any read or write of them; this submits abandoned ones.
    const stopSweep = startDeadlineSweep(mockTests, sweepMs, (error) =>
      logger.error({ err: error }, 'mock-test deadline sweep failed'),
    );
    app.addHook('preClose', stopSweep);
  }
  if (config.nodeEnv !== 'production') registerDevOutbox(app, mailer);
  registerSeoRoutes(app, config.appUrl, db, { maxUrls: deps.sitemapMaxUrls, publicContent: config.publicContent });

  // Shared links: preview images, and a head in every app document; the pages visitors land on are
  // rendered into it by the web app itself, as the visitor sees them (decisions 016 and 018).
  await app.register(shareRoutes(jobs, createOgImages(path.join(config.dataDir, 'og-images'))));
  const renderThread = deps.renderPage ? undefined : await loadPageRenderer(deps.webDistDir, app.log);
  if (renderThread?.close) app.addHook('onClose', renderThread.close);
  const renderPage = deps.renderPage ?? renderThread;
  const documents = createShareDocuments({
    heads: createShareHeads({ db, jobs, stories }),
    appUrl: config.appUrl,
    publicContent: config.publicContent,
    cacheMs: deps.documentCacheMs ?? 10_000,
    logger: app.log,
    changeFeed,
    members: renderPage
      ? {
          viewerOf: guards.loadViewer,
          documents: createMemberDocuments({
            app,
            renderPage: (url, fetchApi, language, notFound) => {
              metrics.pageRendered('member');
              return renderPage(url, { fetchApi, language, ...(notFound ? { notFound } : {}) });
            },
            keepMs: deps.documentCacheMs ?? 10_000,
            changeFeed,
            memberAnswers,
            onError: (error, url) => app.log.error({ err: error, url }, 'shared page for members failed'),
            onLookup: (hit) => metrics.cacheLookup('member-page', hit),
          }),
        }
      : undefined,
    renderPage: renderPage
      ? (url, request, language, notFound) => {
          metrics.pageRendered('visitor');
          return renderPage(url, { fetchApi: visitorFetch(app, request), language, ...(notFound ? { notFound } : {}) });
        }
      : undefined,
    onLookup: (hit) => metrics.cacheLookup('visitor-page', hit),
  });
  await registerSpa(app, deps.webDistDir, documents);
  return app;
}

/**
 * The server's own API for a page it renders, answering as the visitor: their cookie (and address) go
 * with every request, in-process, so the page shows exactly what that visitor may see.
 */
function visitorFetch(app: FastifyInstance, request: FastifyRequest): typeof fetch {
  const cookie = request.headers.cookie;
  return async (input) => {
    const url = requestPath(input);
    const answer = await app.inject({
      method: 'GET',
      url,
      remoteAddress: request.ip,
      // The page's own requests log under the visitor's request id.
      headers: { accept: 'application/json', 'x-request-id': request.id, ...(cookie ? { cookie } : {}) },
    });
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}
