import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type pino from 'pino';
import type { EligibilityProfile } from '@jobportal/shared';
import type { AppDependencies } from '../app.ts';
import type { ResponseCache } from '../http/response-cache.ts';
import type { ChangeFeed } from '../lib/change-feed.ts';
import type { DomainEvents } from '../lib/domain-events.ts';
import type { RateLimiter } from '../lib/rate-limiter.ts';
import { adminRoutes } from '../modules/admin/admin.routes.ts';
import {
  answerKeysRoutes,
  createAnswerKeysRepository,
  createAnswerKeysService,
  rescoreInThread,
} from '../modules/answer-keys/index.ts';
import { createCardRenderer } from '../modules/share/index.ts';
import { createAdminRepository } from '../modules/admin/admin.repository.ts';
import { createAuditLog } from '../modules/admin/audit.repository.ts';
import { createContentRepository } from '../modules/admin/content.repository.ts';
import type { Guards } from '../modules/auth/auth.guard.ts';
import { registerAuthRoutes } from '../modules/auth/auth.routes.ts';
import type { Auth } from '../modules/auth/auth.ts';
import { meRoutes } from '../modules/auth/me.routes.ts';
import { createSessionRefresh, refreshingSessionsAfter } from '../modules/auth/session-refresh.ts';
import { applicationsRoutes } from '../modules/applications/applications.routes.ts';
import { createApplicationsRepository } from '../modules/applications/applications.repository.ts';
import type { PersonalParts } from '../modules/documents/personal-parts.ts';
import { createFileStore, type FileStore } from '../modules/files/file-store.ts';
import { filesRoutes } from '../modules/files/files.routes.ts';
import { healthRoutes } from '../modules/health/health.routes.ts';
import { createJobsRepository } from '../modules/jobs/jobs.repository.ts';
import { jobsRoutes } from '../modules/jobs/jobs.routes.ts';
import { savedJobsRoutes } from '../modules/jobs/saved-jobs.routes.ts';
import { registerDevOutbox } from '../modules/mail/mail.routes.ts';
import type { Mailer } from '../modules/mail/mailer.ts';
import { createFiguresRepository } from '../modules/mock-tests/figures.ts';
import { createMockTestsRepository } from '../modules/mock-tests/mock-tests.repository.ts';
import { mockTestsRoutes } from '../modules/mock-tests/mock-tests.routes.ts';
import { createMockTestsService, startDeadlineSweep } from '../modules/mock-tests/mock-tests.service.ts';
import { pagesRoutes } from '../modules/pages/pages.routes.ts';
import { friendsRoutes } from '../modules/people/friends.routes.ts';
import { createPeopleRepository } from '../modules/people/people.repository.ts';
import { peopleRoutes } from '../modules/people/people.routes.ts';
import { createStoriesRepository } from '../modules/people/stories.repository.ts';
import { storiesRoutes } from '../modules/people/stories.routes.ts';
import { registerSeoRoutes } from '../modules/seo/seo.routes.ts';
import { siteRoutes } from '../modules/site/site.routes.ts';
import { createTypingRepository } from '../modules/typing/typing.repository.ts';
import { typingRoutes } from '../modules/typing/typing.routes.ts';

/** Sign-in, health, own account, jobs, applications, site, pages, files and people routes (multipart after files). */
export async function registerRoutes(
  app: FastifyInstance,
  deps: Pick<AppDependencies, 'config' | 'db' | 'version' | 'redis' | 'lifecycle'> & {
    auth: Auth;
    rateLimiter: RateLimiter;
    guards: Guards;
    events: DomainEvents;
    changeFeed: ChangeFeed;
    publicCache: ResponseCache;
    personalParts: PersonalParts;
    eligibilityProfileOf: (userId: string) => Promise<EligibilityProfile>;
  },
) {
  const { config, db, redis, auth, rateLimiter, guards, events, changeFeed, publicCache, personalParts } = deps;
  registerAuthRoutes(app, auth, rateLimiter, personalParts);
  await app.register(healthRoutes(db, deps.version, redis, deps.lifecycle));
  await app.register(meRoutes(guards, personalParts));
  const jobs = createJobsRepository(db);
  await app.register(
    jobsRoutes({
      jobs,
      appUrl: config.appUrl,
      publicCache,
      guards,
      eligibilityProfileOf: deps.eligibilityProfileOf,
      changeFeed,
      personalParts,
    }),
  );
  await app.register(savedJobsRoutes(jobs, guards, changeFeed, personalParts));
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
  return { jobs, fileStore, people };
}

/** Stories, admin, typing and mock-test routes, the dev outbox and SEO; after alerts, which hear of admin writes. */
export async function registerContentRoutes(
  app: FastifyInstance,
  deps: Pick<AppDependencies, 'config' | 'db' | 'mockTestSweepMs' | 'sitemapMaxUrls'> & {
    auth: Auth;
    rateLimiter: RateLimiter;
    guards: Guards;
    events: DomainEvents;
    publicCache: ResponseCache;
    fileStore: FileStore;
    mailer: Mailer;
    logger: pino.Logger;
  },
) {
  const { config, db, guards, fileStore, publicCache, mailer, logger } = deps;
  const stories = createStoriesRepository(db);
  await app.register(storiesRoutes(stories, fileStore, guards));
  await app.register(
    adminRoutes({
      guards,
      admin: createAdminRepository(db),
      content: createContentRepository(db),
      stories,
      audit: createAuditLog(db),
      auth: deps.auth,
      files: fileStore,
      figures: createFiguresRepository(db),
      publicCache,
      appUrl: config.appUrl,
      events: deps.events,
    }),
  );
  await app.register(
    typingRoutes({ typing: createTypingRepository(db), guards, publicCache, audit: createAuditLog(db) }),
  );
  const answerKeys = createAnswerKeysRepository(db);
  await app.register(
    answerKeysRoutes({
      service: createAnswerKeysService({
        repository: answerKeys,
        events: deps.events,
        // A changed key's checks are scored again in a thread of their own, on its own connection.
        rescoreChecks: (job) => rescoreInThread(db.$client.options.connectionString!, job),
      }),
      repository: answerKeys,
      guards,
      limiter: deps.rateLimiter,
      audit: createAuditLog(db),
      cards: createCardRenderer(),
      events: deps.events,
    }),
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
  return { stories };
}
