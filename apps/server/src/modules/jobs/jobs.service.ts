import { LRUCache } from 'lru-cache';
import { jobsQuery, type EligibilityProfile, type JobsQuery } from '@jobportal/shared';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import { createMirror } from '../../lib/mirror.ts';
import type { Viewer } from '../auth/index.ts';
import type { OwnAnswer } from '../documents/index.ts';
import type { JobsRepository } from './jobs.repository.ts';
import { createVerdicts, writeJob, writePage, type WrittenJob, type WrittenPage } from './member-overlay.ts';

type PublicPage = Awaited<ReturnType<JobsRepository['listWithRules']>> & { written: WrittenPage };

/** The jobs lists and recruitments as `/api/jobs` answers them: everyone's, and each member's with their verdicts. */
export type JobsService = {
  /**
   * A list URL's query as the route reads it, when a member's answer may skip the route: a query the
   * contract accepts, each parameter once, no NUL, not `eligible=1` (filtered in SQL). Kept per URL.
   */
  listQueryOf(url: string): JobsQuery | null;
  /** A member's `/api/jobs` (not `eligible=1`): the kept public page plus their verdicts. */
  memberList(viewer: Viewer, query: JobsQuery): Promise<OwnAnswer>;
  /** `/api/jobs` read in SQL: a visitor's list, or a member's `eligible=1` (filtered by their facts). */
  list(query: JobsQuery, viewer: Viewer | null): Promise<Awaited<ReturnType<JobsRepository['list']>> & JobsPaging>;
  /** The published recruitment as everyone sees it (checked and written out once), or undefined. */
  publicJob(idOrSlug: string): Promise<WrittenJob | undefined>;
  /** A member's `/api/jobs/{idOrSlug}`: the kept public recruitment plus their verdict; undefined when unpublished. */
  memberJob(viewer: Viewer, idOrSlug: string): Promise<OwnAnswer | undefined>;
  close(): void;
};

type JobsPaging = { page: number; perPage: number };

/**
 * A member's list or recruitment is the public one plus their verdicts (decision 019): the public part
 * is read once per URL while content stays the same (and 10 s at most: "new" and days left). The jobs
 * routes (their handlers and the members' shortcut) and the members' documents all answer from here.
 */
export function createJobsService(deps: {
  jobs: JobsRepository;
  /** The member's own eligibility facts (modules/jobs/eligibility.ts). */
  eligibilityProfileOf: (userId: string) => Promise<EligibilityProfile>;
  /** Public pages and recruitments are kept until content changes (at most `publicKeepMs`). */
  changeFeed: ChangeFeed;
  publicKeepMs: number;
}): JobsService {
  const { jobs, eligibilityProfileOf, changeFeed, publicKeepMs } = deps;
  const publicPages = createMirror<PublicPage>(changeFeed, { ttlMs: publicKeepMs, max: 2_000 });
  const publicJobs = createMirror<{ written: WrittenJob | null }>(changeFeed, { ttlMs: publicKeepMs, max: 5_000 });
  // The list URLs members ask for, read as the route's `jobsQuery` reads them (null: not for the fast path).
  const listQueries = new LRUCache<string, { query: JobsQuery | null }>({ max: 5_000 });
  const verdicts = createVerdicts(changeFeed);
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

  return {
    listQueryOf(url) {
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
    },
    // The kept public page (checked against the contract once) plus this member's verdicts.
    memberList: async (viewer, query) =>
      await verdicts.answer((await publicPage(query)).written, await eligibilityProfileOf(viewer.id)),
    async list(query, viewer) {
      const profile = viewer ? await eligibilityProfileOf(viewer.id) : undefined;
      const found = await jobs.list(query, profile);
      return { ...found, page: query.page, perPage: query.perPage };
    },
    publicJob,
    // The kept recruitment (checked against the contract once) plus this member's verdict.
    async memberJob(viewer, idOrSlug) {
      const written = await publicJob(idOrSlug);
      return written ? verdicts.answerJob(written, await eligibilityProfileOf(viewer.id)) : undefined;
    },
    close() {
      publicPages.close();
      publicJobs.close();
      verdicts.close();
    },
  };
}
