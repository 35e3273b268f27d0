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
  type JobsQuery,
} from '@jobportal/shared';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import type { MemberAnswers } from '../share/index.ts';
import { createMirror } from '../../lib/mirror.ts';
import { HttpError } from '../../http/errors.ts';
import { PUBLIC_CACHE_CONTROL, type ResponseCache } from '../../http/response-cache.ts';
import { sendParts } from '../../http/stitched-gzip.ts';
import { hasSessionCookie, type Guards } from '../auth/index.ts';
import { examCalendar } from './exam-calendar.ts';
import type { JobsRepository } from './jobs.repository.ts';
import { createVerdicts, writeJob, writePage, type WrittenJob, type WrittenPage } from './member-overlay.ts';
import { LRUCache } from 'lru-cache';
import type { Viewer } from '../auth/index.ts';

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
  /** Where members' own answers for kept pages are registered (decision 019). */
  memberAnswers?: MemberAnswers;
};

type PublicPage = Awaited<ReturnType<JobsRepository['listWithRules']>> & { written: WrittenPage };

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
    memberAnswers,
  }: JobsRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // A member's list or recruitment is the public one plus their verdicts (decision 019): the public
    // part is read once per URL while content stays the same (and 10 s at most: "new" and days left).
    const publicPages = createMirror<PublicPage>(changeFeed, { ttlMs: publicKeepMs, max: 2_000 });
    const publicJobs = createMirror<{ written: WrittenJob | null }>(changeFeed, { ttlMs: publicKeepMs, max: 5_000 });
    // The list URLs members ask for, read as the route's `jobsQuery` reads them (null: not for the fast path).
    const listQueries = new LRUCache<string, { query: JobsQuery | null }>({ max: 5_000 });
    app.addHook('onClose', async () => {
      publicPages.close();
      publicJobs.close();
    });
    const verdicts = createVerdicts(changeFeed);
    app.addHook('onClose', async () => verdicts.close());
    const publicPage = (query: JobsQuery) =>
      publicPages.get(JSON.stringify({ ...query, eligible: undefined }), async () => {
        const found = await jobs.listWithRules(query);
        return { value: { ...found, written: writePage(found, query) }, tags: ['c'] };
      }) as Promise<PublicPage>;
    const publicJob = async (idOrSlug: string) =>
      (
        await publicJobs.get(idOrSlug, async () => {
          const job = await jobs.findVisible(idOrSlug);
          return { value: { written: job ? writeJob(job) : null }, tags: ['c'] };
        })
      )?.written ?? undefined;

    /**
     * A list URL's query as the route reads it, when a member's answer may skip the route: a query the
     * contract accepts, each parameter once, no NUL, not `eligible=1` (filtered in SQL). Kept per URL.
     */
    function listQueryOf(url: string): JobsQuery | null {
      const kept = listQueries.get(url);
      if (kept) return kept.query;
      const search = new URLSearchParams(url.split('?')[1] ?? '');
      const keys = [...search.keys()];
      const parsed =
        url.includes('%00') || new Set(keys).size !== keys.length
          ? undefined
          : jobsQuery.safeParse(Object.fromEntries(search));
      const query = parsed?.success && !parsed.data.eligible ? parsed.data : null;
      listQueries.set(url, { query });
      return query;
    }
    const memberList = async (viewer: Viewer, query: JobsQuery) =>
      await verdicts.answer((await publicPage(query)).written, await eligibilityProfileOf(viewer.id));

    // A member's list and recruitment for the pages kept for all members, as the routes below answer them.
    memberAnswers?.register('/api/jobs', (url) => {
      const query = listQueryOf(`${url.pathname}${url.search}`);
      return query ? (viewer) => memberList(viewer, query) : undefined;
    });
    memberAnswers?.register(/^\/api\/jobs\/[^/]+$/, (url) => {
      let idOrSlug: string;
      try {
        idOrSlug = decodeURIComponent(url.pathname.slice('/api/jobs/'.length));
      } catch {
        return undefined; // Malformed escapes: the route answers it (a 404).
      }
      if (idOrSlug.length > SLUG_MAX_LENGTH) return undefined;
      return async (viewer) => {
        const written = await publicJob(idOrSlug);
        return written ? verdicts.answerJob(written, await eligibilityProfileOf(viewer.id)) : undefined;
      };
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
        const query = listQueryOf(request.url);
        const viewer = query ? await guards.loadViewer(request) : null;
        if (!query || !viewer) return;
        const { parts, etag } = await memberList(viewer, query);
        reply
          .header('Cache-Control', PRIVATE_CACHE_CONTROL)
          .header('etag', etag)
          .type('application/json; charset=utf-8');
        await sendParts(request, reply, parts);
      },
    };

    /** The caller's facts when signed in (the session decides whose: never a parameter). */
    async function viewerProfile(request: FastifyRequest): Promise<EligibilityProfile | null> {
      if (!hasSessionCookie(request)) return null;
      const viewer = await guards.loadViewer(request);
      return viewer ? await eligibilityProfileOf(viewer.id) : null;
    }

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
        const profile = await viewerProfile(request);
        if (request.query.eligible && !profile) {
          throw new HttpError(401, 'UNAUTHENTICATED', 'Please sign in to see the jobs you can apply for.');
        }
        reply.header('Cache-Control', profile ? PRIVATE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL);
        if (profile && !request.query.eligible) {
          // The kept public page (checked against the contract once) plus this member's verdicts.
          const { parts, etag } = await verdicts.answer((await publicPage(request.query)).written, profile);
          reply.header('etag', etag).type('application/json; charset=utf-8');
          return sendParts(request, reply, parts);
        }
        const found = await jobs.list(request.query, profile ?? undefined);
        return { ...found, page: request.query.page, perPage: request.query.perPage };
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
        const written = await publicJob(request.params.idOrSlug);
        if (!written) {
          throw new HttpError(404, 'NOT_FOUND', 'This recruitment does not exist or is no longer published.');
        }
        const profile = await viewerProfile(request);
        if (!profile) {
          reply.header('Cache-Control', PUBLIC_CACHE_CONTROL);
          return written.job;
        }
        // The kept recruitment (checked against the contract once) plus this member's verdict.
        const { parts, etag } = verdicts.answerJob(written, profile);
        reply
          .header('Cache-Control', PRIVATE_CACHE_CONTROL)
          .header('etag', etag)
          .type('application/json; charset=utf-8');
        return sendParts(request, reply, parts);
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
