import type pino from 'pino';
import type { AppDependencies } from '../app.ts';
import type { DomainEvents } from '../lib/domain-events.ts';
import { createFailSafeKeyValueStore } from '../lib/key-value-store.ts';
import { createFailSafeRateLimiter, createMemoryRateLimiter } from '../lib/rate-limiter.ts';
import { createAuth } from '../modules/auth/auth.ts';
import type { Mailer } from '../modules/mail/mailer.ts';
import { createProfilesRepository } from '../modules/profiles/profiles.repository.ts';

/** Sessions (better-auth) and rate limits: in Redis when given, falling back in-process while it is unreachable. */
export function createSessions(
  deps: Pick<AppDependencies, 'config' | 'db' | 'authSecret' | 'redis' | 'rateLimiter'> & {
    redisPrefix: string;
    mailer: Mailer;
    events: DomainEvents;
    logger: pino.Logger;
  },
) {
  const { config, db, redis, redisPrefix, logger } = deps;
  const profiles = createProfilesRepository(db);
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
    mailer: deps.mailer,
    profiles,
    logger,
    events: deps.events,
    ...(redis
      ? { secondaryStorage: createFailSafeKeyValueStore(redis, `${redisPrefix}auth:`, redisFallback('sessions')) }
      : {}),
  });
  const rateLimiter =
    deps.rateLimiter ??
    (redis ? createFailSafeRateLimiter(redis, redisPrefix, redisFallback('rate limits')) : createMemoryRateLimiter());
  return { auth, profiles, rateLimiter };
}
