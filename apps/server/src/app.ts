import etag from '@fastify/etag';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import pino from 'pino';
import type { Config } from './config/config.ts';
import type { Database } from './db/client.ts';
import { registerErrorHandling } from './http/errors.ts';
import { registerOriginCheck } from './http/origin-check.ts';
import { registerSpa } from './http/spa.ts';
import { createMemoryRateLimiter, type RateLimiter } from './lib/rate-limiter.ts';
import { createGuards } from './modules/auth/auth.guard.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { createAuth, trustedOrigins } from './modules/auth/auth.ts';
import { meRoutes } from './modules/auth/me.routes.ts';
import { createFileStore } from './modules/files/file-store.ts';
import { filesRoutes } from './modules/files/files.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createJobsRepository } from './modules/jobs/jobs.repository.ts';
import { jobsRoutes } from './modules/jobs/jobs.routes.ts';
import { savedJobsRoutes } from './modules/jobs/saved-jobs.routes.ts';
import { registerDevOutbox } from './modules/mail/mail.routes.ts';
import { createMailer, type Mailer } from './modules/mail/mailer.ts';
import { createProfilesRepository } from './modules/profiles/profiles.repository.ts';
import { pagesRoutes } from './modules/pages/pages.routes.ts';
import { registerSeoRoutes } from './modules/seo/seo.routes.ts';
import { siteRoutes } from './modules/site/site.routes.ts';

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
  /** Defaults to in-process counters (one instance). */
  rateLimiter?: RateLimiter;
  /** URLs per sitemap file (50,000; tests lower it to see the index). */
  sitemapMaxUrls?: number;
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
    workerSrc: ["'self'", 'blob:'],
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
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(helmet, {
    contentSecurityPolicy,
    // Same-origin app; cross-origin isolation would break nothing but gains nothing either.
    crossOriginEmbedderPolicy: false,
    hsts: deps.config.appUrl.startsWith('https:'),
  });

  // Phones on slow networks revalidate with If-None-Match and get a 304 instead of the body again.
  await app.register(etag, { weak: true });

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

  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      production: config.nodeEnv === 'production',
      logger,
    });
  app.addHook('onClose', () => mailer.close());
  const profiles = createProfilesRepository(db);
  const auth = createAuth({ config, db, secret: deps.authSecret, mailer, profiles, logger });
  const guards = createGuards(app, auth, profiles);

  registerAuthRoutes(app, auth, deps.rateLimiter ?? createMemoryRateLimiter());
  await app.register(healthRoutes(db, deps.version));
  await app.register(meRoutes(guards));
  const jobs = createJobsRepository(db);
  await app.register(jobsRoutes(jobs, config.appUrl));
  await app.register(savedJobsRoutes(jobs, guards));
  await app.register(siteRoutes(db));
  await app.register(pagesRoutes(db));
  await app.register(filesRoutes(createFileStore(db, config.dataDir)));
  if (config.nodeEnv !== 'production') registerDevOutbox(app, mailer);
  registerSeoRoutes(app, config.appUrl, db, deps.sitemapMaxUrls);

  await registerSpa(app, deps.webDistDir);
  return app;
}
