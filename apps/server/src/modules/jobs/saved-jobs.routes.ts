import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError, NEW_BADGE_DAYS, nextIndiaMidnight, savedJobsList } from '@jobportal/shared';
import { HttpError } from '../../http/errors.ts';
import type { Guards } from '../auth/index.ts';
import type { JobsRepository } from './jobs.repository.ts';
import { NO_SAVED_JOBS } from './saved-jobs.repository.ts';
import { batchLoader } from '../../lib/batch-loader.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import { createMirror } from '../../lib/mirror.ts';
import type { PersonalParts } from '../documents/index.ts';
import { scriptSafeJson } from '../documents/index.ts';
import { createHash } from 'node:crypto';
import type { JobCard } from '@jobportal/shared';

/** How long a member's saved list is kept at most; saving, unsaving or a content change forgets it at once. */
export const SAVED_LIST_KEEP_MS = 10 * 60_000;
const NEW_BADGE_MS = NEW_BADGE_DAYS * 24 * 60 * 60 * 1000;

/**
 * How long a saved list reads the same: its cards change with time only at the next midnight in India
 * (days left, expired), when a card's "new" badge ends (published {@link NEW_BADGE_DAYS} days ago), and
 * when a saved recruitment scheduled again goes live (`nextPublishAt`). Everything else they show
 * changes only through a row (the change feed's `j:` and `c` tags).
 */
export function savedListKeepMs(items: JobCard[], nextPublishAt: Date | null, now = Date.now()): number {
  let until = nextIndiaMidnight(now);
  if (nextPublishAt) until = Math.min(until, nextPublishAt.getTime());
  for (const card of items) {
    if (card.isNew && card.publishedAt) until = Math.min(until, Date.parse(card.publishedAt) + NEW_BADGE_MS);
  }
  return Math.max(1, Math.min(SAVED_LIST_KEEP_MS, until - now));
}

const params = z.object({ recruitmentId: z.uuid({ message: 'must be a recruitment id' }) });

/**
 * Saved jobs. Every route acts on the signed-in caller's own list only: the user id comes from the
 * session, never from the request, so one user can neither see nor change another's.
 */
export const savedJobsRoutes =
  (
    jobs: JobsRepository,
    guards: Guards,
    changeFeed: ChangeFeed,
    personalParts?: PersonalParts,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    // Each member's list, kept until they save or unsave, content changes, or time changes what its
    // cards show (savedListKeepMs; decision 019): the dashboard and the lists show Saved marks without a
    // query per view. It was kept 10 s: on a result day every member's dashboard asked again every 10 s.
    const lists = createMirror<{ items: JobCard[]; written?: { parts: Buffer[]; etag: string } }>(changeFeed, {
      ttlMs: SAVED_LIST_KEEP_MS,
      max: 50_000,
    });
    app.addHook('onClose', async () => lists.close());
    const changed = (userId: string) => changeFeed.announce({ kind: 'saved-jobs-changed', userId });
    // The first views arriving within a few milliseconds (a result day's crowd) share one query.
    const loadSaved = batchLoader((userIds: string[]) => jobs.listSavedOfMany(userIds), NO_SAVED_JOBS);
    const listOf = async (userId: string) =>
      (await lists.get(userId, async () => {
        const { items, nextPublishAt } = await loadSaved(userId);
        return { value: { items }, tags: [`j:${userId}`, 'c'], ttlMs: savedListKeepMs(items, nextPublishAt) };
      }))!;
    // The dashboard's and the lists' Saved marks in the pages kept for all members: the shared render
    // has none saved; each member's document has their list.
    personalParts?.register('/api/saved-jobs', {
      placeholder: () => ({ items: [] }),
      own: () => async (viewer) => {
        const list = await listOf(viewer.id);
        // Checked and written out once per list kept.
        if (!list.written) {
          const json = scriptSafeJson(JSON.stringify(savedJobsList.parse({ items: list.items })));
          list.written = { parts: [Buffer.from(json)], etag: createHash('sha1').update(json).digest('base64url') };
        }
        return list.written;
      },
    });
    app.get(
      '/api/saved-jobs',
      {
        onRequest: guards.requireUser,
        schema: { tags: ['saved jobs'], summary: 'My saved jobs', response: { 200: savedJobsList, 401: apiError } },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'private, no-store');
        const userId = request.viewer!.id;
        return { items: (await listOf(userId)).items };
      },
    );

    app.put(
      '/api/saved-jobs/:recruitmentId',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['saved jobs'],
          summary: 'Save a job',
          params,
          response: { 204: z.null().describe('saved'), 401: apiError, 404: apiError },
        },
      },
      async (request, reply) => {
        if (!(await jobs.save(request.viewer!.id, request.params.recruitmentId))) {
          throw new HttpError(404, 'NOT_FOUND', 'This recruitment does not exist or is no longer published.');
        }
        changed(request.viewer!.id);
        return reply.status(204).send(null);
      },
    );

    app.delete(
      '/api/saved-jobs/:recruitmentId',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['saved jobs'],
          summary: 'Remove a saved job',
          params,
          response: { 204: z.null().describe('removed'), 401: apiError },
        },
      },
      async (request, reply) => {
        await jobs.unsave(request.viewer!.id, request.params.recruitmentId);
        changed(request.viewer!.id);
        return reply.status(204).send(null);
      },
    );
  };
