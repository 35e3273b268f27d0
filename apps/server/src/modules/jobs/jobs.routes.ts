import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiError,
  jobDetail,
  jobsPage,
  jobsQuery,
  SLUG_MAX_LENGTH,
  noticeListItem,
  noticesPage,
  noticesQuery,
  type EligibilityProfile,
} from '@jobportal/shared';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import type { PersonalParts } from '../documents/index.ts';
import { HttpError } from '../../http/errors.ts';
import { PUBLIC_CACHE_CONTROL, type ResponseCache } from '../../http/response-cache.ts';
import { sendParts } from '../../http/stitched-gzip.ts';
import { hasSessionCookie, type Guards } from '../auth/index.ts';
import { examCalendar } from './exam-calendar.ts';
import type { JobsRepository } from './jobs.repository.ts';
import { createJobsService } from './jobs.service.ts';

/** A signed-in caller's answer carries their verdicts: for them alone, never in a shared cache. */
const PRIVATE_CACHE_CONTROL = 'private, no-cache';

export type JobsRoutesDeps = {
  jobs: JobsRepository;
  appUrl: string;
  publicCache: ResponseCache;
  guards: Guards;
  /** The caller's own eligibility facts (modules/jobs/eligibility.ts). */
  eligibilityProfileOf: (userId: string) => Promise<EligibilityProfile>;
  /** Public pages and recruitments are kept until content changes (at most `publicKeepMs`). */
  changeFeed: ChangeFeed;
  publicKeepMs?: number;
  /** Where the jobs routes declare what of their answers is a member's own (decisions 019, 037). */
  personalParts?: PersonalParts;
};

/**
 * `GET /api/jobs`: published recruitments, filtered, searched, sorted and paged. Public data (it is in
 * the sitemap too), so shared caches may keep it briefly; ETags let phones revalidate cheaply. The
 * lists are answered from `publicCache` while it holds them.
 *
 * A signed-in caller's list and detail carry their "Can I apply?" verdict, computed from their own
 * profile; those answers are `private` and bypass `publicCache` both ways (a request with a session
 * cookie is never answered from it; a private answer is never stored in it).
 */
export const jobsRoutes =
  ({
    jobs,
    appUrl,
    publicCache,
    guards,
    eligibilityProfileOf,
    changeFeed,
    publicKeepMs = 10_000,
    personalParts,
  }: JobsRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // Everyone's lists and recruitments, and each member's with their verdicts (jobs.service.ts).
    const service = createJobsService({ jobs, eligibilityProfileOf, changeFeed, publicKeepMs });
    app.addHook('onClose', async () => service.close());

    // A member's list and recruitment for the pages kept for all members, as the routes below answer them.
    personalParts?.register('/api/jobs', {
      own: (url) => {
        const query = service.listQueryOf(`${url.pathname}${url.search}`);
        return query ? (viewer) => service.memberList(viewer, query) : undefined;
      },
    });
    personalParts?.register(/^\/api\/jobs\//, {
      own: (url) => {
        const rest = url.pathname.slice('/api/jobs/'.length);
        // Not a recruitment's path: the API answers it as the member.
        if (rest === '' || rest.includes('/')) return undefined;
        let idOrSlug: string;
        try {
          idOrSlug = decodeURIComponent(rest);
        } catch {
          return undefined; // Malformed escapes: the route answers it (a 404).
        }
        if (idOrSlug.length > SLUG_MAX_LENGTH) return undefined;
        return (viewer) => service.memberJob(viewer, idOrSlug);
      },
    });
    const cached = { ...publicCache.hooks, compress: false as const };
    const cachedUnlessSignedIn = {
      ...cached,
      onRequest: async function (this: unknown, request: FastifyRequest, reply: FastifyReply) {
        if (!hasSessionCookie(request)) {
          await publicCache.hooks.onRequest.call(this as never, request, reply);
          return;
        }
        // A member's list: the kept public page plus their verdicts, answered here like a cached one
        // (a query the contract has already accepted for this URL; anything else goes on to the route).
        const query = service.listQueryOf(request.url);
        const viewer = query ? await guards.loadViewer(request) : null;
        if (!query || !viewer) return;
        const { parts, etag } = await service.memberList(viewer, query);
        reply
          .header('Cache-Control', PRIVATE_CACHE_CONTROL)
          .header('etag', etag)
          .type('application/json; charset=utf-8');
        await sendParts(request, reply, parts);
      },
    };

    /** The caller when signed in (the session decides whose facts: never a parameter). */
    const viewerOf = async (request: FastifyRequest) =>
      hasSessionCookie(request) ? await guards.loadViewer(request) : null;

    app.get(
      '/api/jobs',
      {
        schema: {
          tags: ['jobs'],
          summary: 'Open government job recruitments (with my eligibility when signed in)',
          querystring: jobsQuery,
          response: { 200: jobsPage, 400: apiError, 401: apiError },
        },
        ...cachedUnlessSignedIn,
      },
      async (request, reply) => {
        const viewer = await viewerOf(request);
        if (request.query.eligible && !viewer) {
          throw new HttpError(401, 'UNAUTHENTICATED', 'Please sign in to see the jobs you can apply for.');
        }
        reply.header('Cache-Control', viewer ? PRIVATE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL);
        if (viewer && !request.query.eligible) {
          const { parts, etag } = await service.memberList(viewer, request.query);
          reply.header('etag', etag).type('application/json; charset=utf-8');
          return sendParts(request, reply, parts);
        }
        return await service.list(request.query, viewer);
      },
    );

    app.get(
      '/api/jobs/:idOrSlug',
      {
        schema: {
          tags: ['jobs'],
          summary: 'One recruitment with its notices (with my eligibility per post when signed in)',
          params: z.object({ idOrSlug: z.string().min(1).max(SLUG_MAX_LENGTH) }),
          response: { 200: jobDetail, 404: apiError },
        },
      },
      async (request, reply) => {
        const { idOrSlug } = request.params;
        const viewer = await viewerOf(request);
        if (viewer) {
          const own = await service.memberJob(viewer, idOrSlug);
          if (own) {
            reply
              .header('Cache-Control', PRIVATE_CACHE_CONTROL)
              .header('etag', own.etag)
              .type('application/json; charset=utf-8');
            return sendParts(request, reply, own.parts);
          }
        } else {
          const written = await service.publicJob(idOrSlug);
          if (written) {
            reply.header('Cache-Control', PUBLIC_CACHE_CONTROL);
            return written.job;
          }
        }
        throw new HttpError(404, 'NOT_FOUND', 'This recruitment does not exist or is no longer published.');
      },
    );

    app.get(
      '/api/notices',
      {
        schema: {
          tags: ['jobs'],
          summary: 'Results, admit cards, answer keys, exam dates and other notices',
          querystring: noticesQuery,
          response: { 200: noticesPage, 400: apiError },
        },
        ...cached,
      },
      async (request, reply) => {
        const found = await jobs.listNotices(request.query);
        reply.header('Cache-Control', PUBLIC_CACHE_CONTROL);
        return { ...found, page: request.query.page, perPage: request.query.perPage };
      },
    );

    app.get(
      '/api/notices/:id',
      {
        schema: {
          tags: ['jobs'],
          summary: 'One notice',
          params: z.object({ id: z.uuid({ message: 'must be a notice id' }) }),
          response: { 200: noticeListItem, 404: apiError },
        },
      },
      async (request, reply) => {
        const notice = await jobs.findNotice(request.params.id);
        if (!notice) throw new HttpError(404, 'NOT_FOUND', 'This notice does not exist or is no longer published.');
        reply.header('Cache-Control', PUBLIC_CACHE_CONTROL);
        return notice;
      },
    );

    // Exam dates as an .ics calendar: all of them, or one.
    app.get(
      '/api/exam-dates.ics',
      { schema: { tags: ['jobs'], summary: 'All exam dates (iCalendar)' } },
      async (_request, reply) => {
        const items = await jobs.listExamDates();
        return reply
          .header('Content-Type', 'text/calendar; charset=utf-8')
          .header('Content-Disposition', 'attachment; filename="jobportal-exam-dates.ics"')
          .header('Cache-Control', 'public, max-age=300')
          .send(examCalendar(items, appUrl));
      },
    );

    app.get(
      '/api/notices/:id/ics',
      {
        schema: {
          tags: ['jobs'],
          summary: 'One exam date (iCalendar)',
          params: z.object({ id: z.uuid({ message: 'must be a notice id' }) }),
        },
      },
      async (request, reply) => {
        const notice = await jobs.findNotice(request.params.id);
        if (!notice?.examDate) throw new HttpError(404, 'NOT_FOUND', 'This notice has no exam date.');
        return reply
          .header('Content-Type', 'text/calendar; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="exam-${notice.id}.ics"`)
          .header('Cache-Control', 'public, max-age=300')
          .send(examCalendar([notice], appUrl));
      },
    );
  };
