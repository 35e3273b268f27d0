import type { FastifyInstance } from 'fastify';
import type pino from 'pino';
import type { EligibilityProfile } from '@jobportal/shared';
import type { AppDependencies } from '../app.ts';
import { createResponseCache } from '../http/response-cache.ts';
import { batchLoader } from '../lib/batch-loader.ts';
import { startChangeFeed } from '../lib/change-feed.ts';
import type { DomainEvents } from '../lib/domain-events.ts';
import type { Metrics } from '../lib/metrics.ts';
import { createMirror } from '../lib/mirror.ts';
import type { Viewer } from '../modules/auth/auth.guard.ts';
import { eligibilityProfilesOf, NO_ELIGIBILITY_FACTS } from '../modules/jobs/eligibility.ts';
import { createPersonalParts } from '../modules/documents/personal-parts.ts';

/** PostgreSQL's change feed and the caches that forget on it: viewers, eligibility facts, public and own answers. */
export async function startCaches(
  app: FastifyInstance,
  deps: Pick<AppDependencies, 'db' | 'changeFeed' | 'publicCache'> & {
    events: DomainEvents;
    logger: pino.Logger;
    metrics: Metrics;
  },
) {
  const { db, events, logger, metrics } = deps;
  // What the database says changed (sessions ended, members' facts, saved jobs, content): every cache
  // below forgets on it, on every instance (decision 019).
  const changeFeed =
    deps.changeFeed ??
    (await startChangeFeed(String(db.$client.options.connectionString), {
      onError: (error) => logger.warn({ err: error }, 'change feed lost; reconnecting'),
    }));
  if (!deps.changeFeed) app.addHook('onClose', () => changeFeed.close());
  // Content written here: this instance's caches forget at once, the others when PostgreSQL's notice reaches them.
  events.on('content.changed', () => changeFeed.announce({ kind: 'content-changed' }));
  const viewers = createMirror<Viewer>(changeFeed, { ttlMs: 60_000, max: 100_000 });
  // Admin rights granted or revoked here: the next request here is checked against them (a revoked admin
  // is refused at once; the other instances forget when PostgreSQL's notice reaches them).
  events.on('user.rightsChanged', ({ userId }) => changeFeed.announce({ kind: 'user-changed', userId }));
  events.on('sessions.revoked', ({ userId, sessionIds }) => {
    if (sessionIds === 'all') changeFeed.announce({ kind: 'user-changed', userId });
    else for (const sessionId of sessionIds) changeFeed.announce({ kind: 'session-ended', sessionId, userId });
  });

  // A member's eligibility facts, kept like their session: forgotten when their profile changes.
  const eligibilityProfiles = createMirror<EligibilityProfile>(changeFeed, { ttlMs: 60_000, max: 100_000 });
  // The members' first views arriving within a few milliseconds share one query (a result day's crowd).
  const loadEligibilityProfile = batchLoader((ids: string[]) => eligibilityProfilesOf(db, ids), NO_ELIGIBILITY_FACTS);
  const eligibilityProfileOf = async (userId: string) =>
    (await eligibilityProfiles.get(userId, async () => ({
      value: await loadEligibilityProfile(userId),
      tags: [`u:${userId}`],
    })))!;
  const publicCache =
    deps.publicCache ?? createResponseCache({ ttlMs: 10_000, onLookup: (hit) => metrics.cacheLookup('api', hit) });
  // What of a page is each member's own, for the pages kept for all members (decisions 019, 037):
  // each module registers the paths it serves.
  const personalParts = createPersonalParts();
  // Published content changed, here or on another instance: public answers are read again at once.
  changeFeed.subscribe((change) => {
    if (change.kind === 'content-changed' || change.kind === 'missed') publicCache.clear();
  });
  return { changeFeed, viewers, eligibilityProfileOf, publicCache, personalParts };
}
