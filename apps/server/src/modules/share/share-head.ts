import { and, eq } from 'drizzle-orm';
import {
  APP_ROUTES,
  formatDate,
  isAppPath,
  pageSlug,
  SITE_NAME,
  SLUG_MAX_LENGTH,
  type JobDetail,
  type NotFoundKind,
} from '@jobportal/shared';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { pages } from '../../db/schema.ts';
import type { JobsRepository } from '../jobs/index.ts';
import type { StoriesRepository } from '../people/index.ts';

/** What the server says about a URL in the HTML head: public facts only. */
export type ShareHead = {
  title: string;
  description: string;
  /**
   * Path of the canonical URL (no query), never the request's own: the content's, or a route's without
   * parameters. Absent: no canonical and no og:url.
   */
  path?: string;
  /** Path of the preview image (1200×630 PNG). */
  image: string;
  type: 'website' | 'article';
  /** Missing or unpublished content: a generic head that asks not to be indexed. */
  noindex?: boolean;
  /**
   * The document's status when it is not 200: 404 for content that does not exist (or is not published)
   * and paths no route knows, 400 for a malformed id or slug. The app's not-found page is its body.
   */
  status?: 400 | 404;
  /** With a status: what was not found (the app's not-found page says so). */
  notFound?: NotFoundKind;
  /** The recruitment behind `/jobs/{slug}` (server-rendered content in the public mode). */
  job?: JobDetail;
};

export const SITE_DESCRIPTION =
  'Government job notices, results, admit cards, answer keys, exam dates, mock tests and typing tests.';
export const DEFAULT_OG_IMAGE = '/og/site.png';
export const jobOgImage = (slug: string) => `/og/jobs/${encodeURIComponent(slug)}.png`;

/** Pages whose head does not depend on content (the English titles of the web app's catalogue). */
const STATIC_HEADS: Record<string, { title: string; description: string }> = {
  '/': { title: SITE_NAME, description: SITE_DESCRIPTION },
  '/jobs': {
    title: 'Government Jobs',
    description: 'Latest government job notifications by sector, state and qualification.',
  },
  '/result': { title: 'Results', description: 'Latest exam results, merit lists and cut-offs.' },
  '/admit-card': { title: 'Admit Cards', description: 'Admit cards and hall tickets.' },
  '/answer-key': { title: 'Answer Keys', description: 'Answer keys and objection windows.' },
  '/exam-date': { title: 'Exam Dates', description: 'Exam calendars and schedules.' },
  '/misc': { title: 'Miscellaneous', description: 'Other notices for candidates.' },
  '/syllabus': { title: 'Syllabus', description: 'Syllabus and exam pattern notices.' },
  '/stories': { title: 'Success Stories', description: 'How candidates cleared their exams.' },
  '/tests': { title: 'Online Tests', description: 'Mock tests in the official exam style.' },
  '/typing_test': { title: 'Typing Test', description: 'Practise for SSC, court and CPCT typing skill tests.' },
};

const NOTICE_TYPE_NAMES: Record<string, string> = {
  job: 'Recruitment notice',
  result: 'Result',
  admit_card: 'Admit card',
  answer_key: 'Answer key',
  exam_date: 'Exam date',
  syllabus: 'Syllabus',
  misc: 'Notice',
};

/** The full page title, as the web app writes it ("Results | JobPortal"). */
export const fullTitle = (title: string) => (title === SITE_NAME ? title : `${title} | ${SITE_NAME}`);

/** The head of a document with no content: nothing from the request in it (no canonical), not indexed. */
const notFound = (notFound: NotFoundKind = 'page', status: 400 | 404 = 404): ShareHead => ({
  title: fullTitle('Page not found'),
  description: 'This page does not exist or is no longer published.',
  image: DEFAULT_OG_IMAGE,
  type: 'website',
  noindex: true,
  status,
  notFound,
});
/** An id or slug no item can have (too long, not a UUID, a broken escape): a 400 with the same head. */
const malformed = (kind: NotFoundKind = 'page') => notFound(kind, 400);

/** One line of facts: organisation, vacancies, last date. */
export function jobDescription(job: Pick<JobDetail, 'organisation' | 'totalVacancies' | 'lastDate'>): string {
  const parts = [job.organisation];
  if (job.totalVacancies !== null) parts.push(`${job.totalVacancies.toLocaleString('en-IN')} vacancies`);
  if (job.lastDate) parts.push(`last date ${formatDate(job.lastDate)}`);
  return `${parts.join(' · ')}.`;
}

/** Plain text of a Markdown body, cut to a description's length. */
function plainExcerpt(markdown: string, max = 180): string {
  const text = markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`|~-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

const segment = (value: string): string | undefined => {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
};

const storySlug = z.string().min(1).max(100);
const jobKey = z.string().min(1).max(SLUG_MAX_LENGTH);

/**
 * The head of a shareable URL, looked up with the same visibility rules as the public API: drafts,
 * scheduled and unpublished items, and paths no route of the app knows, get the generic not-found head
 * (status 404); a malformed id or slug gets it with status 400. The app's other routes get the site's.
 */
export function createShareHeads(deps: { db: Database; jobs: JobsRepository; stories: StoriesRepository }) {
  return {
    async forPath(pathname: string): Promise<ShareHead> {
      const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
      const fixed = STATIC_HEADS[path];
      if (fixed) {
        return {
          title: fullTitle(fixed.title),
          description: fixed.description,
          path,
          image: DEFAULT_OG_IMAGE,
          type: 'website',
        };
      }
      if (!isAppPath(path)) return notFound();
      const parts = path.split('/').slice(1);
      const [section, rawKey, tail] = parts;
      const kind: NotFoundKind = section === 'jobs' ? 'recruitment' : section === 'notice' ? 'notice' : 'page';
      // No id or slug of the app's is longer than a slug may be: a longer segment is malformed.
      if (parts.map(segment).some((part) => part === undefined || part.length > SLUG_MAX_LENGTH)) {
        return malformed(kind);
      }
      const key = rawKey === undefined ? undefined : segment(rawKey);

      if (section === 'jobs' && parts.length === 2) {
        if (!jobKey.safeParse(key).success) return malformed(kind);
        const job = await deps.jobs.findVisible(key!);
        if (!job) return notFound(kind);
        return {
          title: fullTitle(job.title),
          description: jobDescription(job),
          path: `/jobs/${encodeURIComponent(job.slug)}`,
          image: jobOgImage(job.slug),
          type: 'website',
          job,
        };
      }
      if (section === 'notice' && parts.length === 3 && tail === 'pdf') {
        const id = z.uuid().safeParse(key);
        if (!id.success) return malformed(kind);
        const notice = await deps.jobs.findNotice(id.data);
        if (!notice) return notFound(kind);
        const about = notice.recruitment ? `${notice.recruitment.organisationShortName}: ` : '';
        return {
          title: fullTitle(notice.title),
          description: `${about}${NOTICE_TYPE_NAMES[notice.type] ?? 'Notice'} (PDF), ${formatDate(notice.date)}.`,
          path: `/notice/${notice.id}/pdf`,
          image: notice.recruitment ? jobOgImage(notice.recruitment.slug) : DEFAULT_OG_IMAGE,
          type: 'article',
        };
      }
      if (section === 'stories' && parts.length === 2) {
        if (!storySlug.safeParse(key).success) return malformed();
        const found = await deps.stories.findBySlug(key!);
        if (!found || found.story.status !== 'published') return notFound();
        const { story } = found;
        return {
          title: fullTitle(story.title),
          description: `${story.exam} ${story.year}, ${story.post}: ${plainExcerpt(story.body, 140)}`,
          path: `/stories/${encodeURIComponent(story.slug)}`,
          image: DEFAULT_OG_IMAGE,
          type: 'article',
        };
      }
      if (section === 'page' && parts.length === 2) {
        const slug = pageSlug.safeParse(key);
        if (!slug.success) return malformed();
        const [page] = await deps.db
          .select({ slug: pages.slug, title: pages.title, body: pages.body })
          .from(pages)
          .where(and(eq(pages.slug, slug.data), eq(pages.status, 'published')))
          .limit(1);
        if (!page) return notFound();
        return {
          title: fullTitle(page.title),
          description: plainExcerpt(page.body) || SITE_DESCRIPTION,
          path: `/page/${encodeURIComponent(page.slug)}`,
          image: DEFAULT_OG_IMAGE,
          type: 'article',
        };
      }
      // Signed-in areas (dashboard, profiles, chat …): the site's head, never anything personal; a
      // canonical only for a route without parameters (never one made of the request).
      return {
        title: SITE_NAME,
        description: SITE_DESCRIPTION,
        ...((APP_ROUTES as readonly string[]).includes(path) ? { path } : {}),
        image: DEFAULT_OG_IMAGE,
        type: 'website',
      };
    },
  };
}

export type ShareHeads = ReturnType<typeof createShareHeads>;
