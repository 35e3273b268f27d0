import { z } from 'zod';
import { eligibilitySummary, recruitmentEligibility } from './eligibility.ts';
import { memberFee } from './fees.ts';
import { NOTICE_TYPES, recruitmentDetails } from './recruitment-content.ts';
import { JOBS_MAX_PER_PAGE, JOBS_PER_PAGE } from '../domain/jobs-query.ts';

export { JOBS_MAX_PER_PAGE, JOBS_PER_PAGE };

/** A last date this close (in days) is highlighted. */
export const CLOSING_SOON_DAYS = 3;
/** A recruitment published this recently carries the "New" badge. */
export const NEW_BADGE_DAYS = 7;
/**
 * Lists count their matches up to this many (50 pages of 20); beyond it they say "1,000+". Counting every
 * one of 50,000 matches costs more than the page itself, and nobody pages that far: they refine the search.
 */
export const LIST_TOTAL_CAP = 1000;

const pageInfo = {
  page: z.number(),
  perPage: z.number(),
  /** Matches, counted up to `LIST_TOTAL_CAP`. */
  total: z.number(),
  /** True when there are more than `total` matches. */
  totalCapped: z.boolean(),
};

/** `GET /api/jobs` query. */
export const jobsQuery = z.object({
  cat: z.string().trim().max(40).optional().describe('a sector, state or qualification slug'),
  sector: z.string().trim().max(40).optional(),
  state: z.string().trim().max(40).optional(),
  qualification: z.string().trim().max(40).optional(),
  q: z.string().trim().max(200).optional().describe('full-text search, English or Hindi'),
  sort: z.enum(['last_date', 'newest']).default('last_date'),
  show: z.enum(['open', 'all']).default('open').describe('open: last date today or later'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(JOBS_MAX_PER_PAGE).default(JOBS_PER_PAGE),
  eligible: z
    .enum(['1'], { message: 'must be 1' })
    .optional()
    .describe('1: only recruitments the signed-in caller can apply for (401 when signed out)'),
});
export type JobsQuery = z.infer<typeof jobsQuery>;

export const jobCard = z
  .object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    titleHi: z.string().nullable(),
    organisation: z.string(),
    organisationShortName: z.string(),
    sector: z.string(),
    states: z.array(z.string()),
    qualifications: z.array(z.string()),
    totalVacancies: z.number().nullable(),
    applicationStart: z.string().nullable(),
    lastDate: z.string().nullable(),
    publishedAt: z.string().nullable(),
    /** Days from today (India) to the last date; negative once expired; null without a last date. */
    daysLeft: z.number().int().nullable(),
    isNew: z.boolean(),
    expired: z.boolean(),
    /** "Can I apply?" for the signed-in caller, from their own profile; absent when signed out. */
    eligibility: eligibilitySummary.optional(),
  })
  .meta({ id: 'JobCard' });
export type JobCard = z.infer<typeof jobCard>;

export const jobsPage = z.object({ items: z.array(jobCard), ...pageInfo }).meta({ id: 'JobsPage' });
export type JobsPage = z.infer<typeof jobsPage>;

/** One notice of a recruitment's timeline. */
export const noticeSummary = z
  .object({
    id: z.string(),
    type: z.enum(NOTICE_TYPES),
    title: z.string(),
    titleHi: z.string().nullable(),
    date: z.string(),
    pdfFileId: z.string().nullable(),
    objectionStart: z.string().nullable(),
    objectionEnd: z.string().nullable(),
    objectionFeePerQuestion: z.number().nullable(),
    examDate: z.string().nullable(),
    examDateStatus: z.enum(['tentative', 'confirmed']).nullable(),
  })
  .meta({ id: 'NoticeSummary' });
export type NoticeSummary = z.infer<typeof noticeSummary>;

/** `GET /api/jobs/{idOrSlug}`: everything the detail page shows. */
export const jobDetail = jobCard
  .extend({
    summary: z.string(),
    summaryHi: z.string().nullable(),
    examName: z.string().nullable(),
    advertisementNo: z.string().nullable(),
    organisationWebsite: z.string(),
    payScale: z.string().nullable(),
    jobLocation: z.string().nullable(),
    officialSourceUrl: z.string(),
    lastVerifiedAt: z.string().nullable(),
    details: recruitmentDetails,
    notices: z.array(noticeSummary),
    /** With every post's verdict; absent when signed out. */
    eligibility: recruitmentEligibility.optional(),
    /** The signed-in caller's own fee from their profile (null: the notice lists none for them). */
    yourFee: memberFee.nullable().optional(),
  })
  .meta({ id: 'JobDetail' });
export type JobDetail = z.infer<typeof jobDetail>;

/** `GET /api/notices` query: one type of notice, searched and paged. */
export const noticesQuery = z
  .object({
    type: z.enum(NOTICE_TYPES),
    q: z.string().trim().max(200).optional(),
    when: z
      .enum(['upcoming', 'past'])
      .optional()
      .describe(
        'exam dates only. upcoming: the exam is today (India) or later, or not dated yet, soonest first; ' +
          'past: the exam is over, latest first. Without it: every exam date, soonest first.',
      ),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    perPage: z.coerce.number().int().min(1).max(JOBS_MAX_PER_PAGE).default(JOBS_PER_PAGE),
  })
  .refine((query) => query.when === undefined || query.type === 'exam_date', {
    path: ['when'],
    message: 'only exam dates (type=exam_date) are listed as upcoming or past',
  });
export type NoticesQuery = z.infer<typeof noticesQuery>;

export const noticeListItem = noticeSummary
  .extend({
    recruitment: z
      .object({ id: z.string(), slug: z.string(), title: z.string(), organisationShortName: z.string() })
      .nullable(),
    /** An answer key members can check their score on (`/answer-key/{id}/check`). */
    scoreCheck: z.boolean().optional(),
  })
  .meta({ id: 'NoticeListItem' });
export type NoticeListItem = z.infer<typeof noticeListItem>;

export const noticesPage = z.object({ items: z.array(noticeListItem), ...pageInfo }).meta({ id: 'NoticesPage' });
export type NoticesPage = z.infer<typeof noticesPage>;

/** `GET /api/saved-jobs`: the caller's saved recruitments, next deadline first. */
export const savedJobsList = z.object({ items: z.array(jobCard) }).meta({ id: 'SavedJobs' });
export type SavedJobsList = z.infer<typeof savedJobsList>;
