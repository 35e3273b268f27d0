import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError, savedJobsList } from '@jobportal/shared';
import { HttpError } from '../../http/errors.ts';
import type { Guards } from '../auth/auth.guard.ts';
import type { JobsRepository } from './jobs.repository.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import { createMirror } from '../../lib/mirror.ts';
import type { MemberAnswers } from '../share/member-answers.ts';
import { scriptSafeJson } from '../share/html-document.ts';
import { createHash } from 'node:crypto';
import type { JobCard } from '@jobportal/shared';

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
    memberAnswers?: MemberAnswers,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    // Each member's list, kept like the public pages (days left) until they save or unsave, or content
    // changes (decision 019): the dashboard and the lists show Saved marks without a query per view.
    const lists = createMirror<{ items: JobCard[]; written?: { parts: Buffer[]; etag: string } }>(changeFeed, {
      ttlMs: 10_000,
      max: 50_000,
    });
    app.addHook('onClose', async () => lists.close());
    const changed = (userId: string) => changeFeed.announce({ kind: 'saved-jobs-changed', userId });
    const listOf = async (userId: string) =>
      (await lists.get(userId, async () => ({
        value: { items: await jobs.listSaved(userId) },
        tags: [`j:${userId}`, 'c'],
      })))!;
    // The dashboard's and the lists' Saved marks in the pages kept for all members.
    memberAnswers?.register('/api/saved-jobs', () => async (viewer) => {
      const list = await listOf(viewer.id);
      // Checked and written out once per list kept.
      if (!list.written) {
        const json = scriptSafeJson(JSON.stringify(savedJobsList.parse({ items: list.items })));
        list.written = { parts: [Buffer.from(json)], etag: createHash('sha1').update(json).digest('base64url') };
      }
      return list.written;
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
