import { z } from 'zod';
import { QUALIFICATION_SLUGS, SECTOR_SLUGS, STATE_SLUGS } from '../domain/categories.ts';
import { DOMICILE_RULES, POST_GENDERS } from './eligibility.ts';
import { uploadSpec } from './upload-specs.ts';

/**
 * The structured content of one recruitment drive with its notices, as admins create it, as the
 * bulk import accepts it and as the demo content is written. Field meanings: shared/design/domain.md §1.
 */

export const isoDate = z.iso.date({ message: 'must be a date as YYYY-MM-DD' });
const money = z.number().int().nonnegative();
const text = (max: number) => z.string().trim().min(1).max(max);
/** The longest slug a recruitment may have: every route that takes one accepts this many characters. */
export const SLUG_MAX_LENGTH = 120;

const slug = z
  .string()
  .min(3)
  .max(SLUG_MAX_LENGTH)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens');

export const DATE_KINDS = [
  'application_start',
  'last_date',
  'fee_last_date',
  'correction_window',
  'exam_date',
  'admit_card',
  'answer_key',
  'result',
  'other',
] as const;

/** Reservation categories used by vacancy tables, fees and age relaxations. */
export const RESERVATION_CATEGORIES = ['general', 'obc', 'sc', 'st', 'ews', 'female', 'pwbd', 'esm'] as const;

export const NOTICE_TYPES = ['job', 'result', 'admit_card', 'answer_key', 'exam_date', 'syllabus', 'misc'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

export const LIFECYCLE_STATUSES = ['draft', 'scheduled', 'published', 'archived'] as const;

export const importantDate = z.object({
  kind: z.enum(DATE_KINDS),
  label: text(120),
  labelHi: text(120).optional(),
  /** The date, or absent when only `text` (e.g. "to be notified") is known. */
  date: isoDate.optional(),
  endDate: isoDate.optional().describe('for windows, e.g. the correction window'),
  text: text(120).optional(),
});

export const feeRow = z.object({
  category: z.enum(RESERVATION_CATEGORIES).or(z.literal('all')),
  label: text(80).describe('as printed, e.g. "General / OBC / EWS"'),
  amount: money.describe('INR'),
});

export const ageLimit = z.object({
  min: z.number().int().min(14).max(70),
  max: z.number().int().min(14).max(70),
  asOn: isoDate,
  relaxations: z.array(z.object({ category: z.enum(RESERVATION_CATEGORIES), years: z.number().int().min(0).max(20) })),
});

export const vacancyRow = z.object({
  post: text(160),
  ur: money,
  obc: money,
  sc: money,
  st: money,
  ews: money,
  pwbd: money.optional(),
  esm: money.optional(),
  total: money,
  payLevel: text(80).optional(),
});

/**
 * The structured part of a post's eligibility row, for "Can I apply?" (all optional: what a row leaves
 * out comes from the recruitment: its `qualifications`, `ageLimit` and `domicile`).
 */
const postRules = {
  /** Any one of these qualifications (or one that includes it) is enough for this post. */
  qualifications: z.array(z.enum(QUALIFICATION_SLUGS)).min(1).optional(),
  /** This post's own age bounds, on the recruitment's "as on" date and with its relaxations. */
  minAge: z.number().int().min(14).max(70).optional(),
  maxAge: z.number().int().min(14).max(70).optional(),
  domicile: z.enum(DOMICILE_RULES).optional(),
  /** The post is for women only (`female`) or men only (`male`), as the notice says; absent: anyone. */
  gender: z.enum(POST_GENDERS).optional(),
};

export const eligibilityRow = z.object({
  post: text(160),
  text: text(2000),
  textHi: text(2000).optional(),
  ...postRules,
});

export const linkRow = z.object({
  kind: z.enum(['apply', 'notification', 'official', 'syllabus', 'other']),
  label: text(120),
  url: z.url(),
});

export const noticeContent = z.object({
  type: z.enum(NOTICE_TYPES),
  title: text(200),
  titleHi: text(200).optional(),
  body: text(20_000).optional().describe('Markdown'),
  bodyHi: text(20_000).optional(),
  /** When the notice was issued. */
  date: isoDate,
  /** Generate a sample PDF for this notice (demo content). */
  pdf: z.boolean().default(false),
  objectionStart: isoDate.optional(),
  objectionEnd: isoDate.optional(),
  objectionFeePerQuestion: money.optional(),
  examDateStatus: z.enum(['tentative', 'confirmed']).optional(),
  examDate: isoDate.optional(),
});

export const recruitmentContent = z
  .object({
    slug,
    title: text(200).describe('"SSC CGL Recruitment 2026: 14,582 posts" style'),
    titleHi: text(200).optional(),
    organisation: z.object({ name: text(160), shortName: text(40), website: z.url() }),
    examName: text(120).optional(),
    advertisementNo: text(80).optional(),
    summary: text(1000),
    summaryHi: text(1000).optional(),
    sector: z.enum(SECTOR_SLUGS),
    /** Empty: all India. */
    states: z.array(z.enum(STATE_SLUGS)).max(40),
    qualifications: z.array(z.enum(QUALIFICATION_SLUGS)).min(1),
    status: z.enum(LIFECYCLE_STATUSES).default('published'),
    publishAt: z.iso.datetime({ offset: true }).optional(),
    totalVacancies: money.optional(),
    payScale: text(120).optional(),
    jobLocation: text(120).optional(),
    importantDates: z.array(importantDate).min(1),
    fees: z.array(feeRow),
    paymentModes: z.array(text(40)),
    ageLimit: ageLimit.optional(),
    /** Who may apply with respect to `states` (absent: open to all India). */
    domicile: z.enum(DOMICILE_RULES).optional(),
    vacancies: z.array(vacancyRow),
    eligibility: z.array(eligibilityRow),
    selectionStages: z.array(text(200)),
    examPattern: text(5000).optional().describe('Markdown'),
    howToApply: z.array(text(500)),
    documents: z.array(text(200)),
    /** What the application form asks to upload; at most one row of each kind but `other`. */
    uploadSpecs: z.array(uploadSpec).max(12).default([]),
    faqs: z.array(z.object({ q: text(300), a: text(2000) })),
    links: z.array(linkRow),
    officialSourceUrl: z.url(),
    lastVerifiedAt: isoDate,
    corrections: z.array(z.object({ date: isoDate, note: text(500) })),
    notices: z.array(noticeContent),
  })
  .superRefine((value, ctx) => {
    if (value.ageLimit && value.ageLimit.min > value.ageLimit.max) {
      ctx.addIssue({ code: 'custom', path: ['ageLimit', 'max'], message: 'must not be below the minimum age' });
    }
    const restricts = (rule: string | undefined) => rule === 'required' || rule === 'reservation_only';
    if (restricts(value.domicile) && value.states.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['domicile'], message: 'a domicile rule needs the states it is about' });
    }
    value.eligibility.forEach((row, index) => {
      if (restricts(row.domicile) && value.states.length === 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['eligibility', index, 'domicile'],
          message: 'a domicile rule needs the states it is about',
        });
      }
      if ((row.minAge !== undefined || row.maxAge !== undefined) && !value.ageLimit) {
        ctx.addIssue({
          code: 'custom',
          path: ['eligibility', index, 'maxAge'],
          message: 'a post age limit needs the recruitment age limit (its "as on" date and relaxations)',
        });
      }
      const min = row.minAge ?? value.ageLimit?.min;
      const max = row.maxAge ?? value.ageLimit?.max;
      if (min !== undefined && max !== undefined && min > max) {
        ctx.addIssue({
          code: 'custom',
          path: ['eligibility', index, 'maxAge'],
          message: 'must not be below the minimum age',
        });
      }
    });
    const kinds = new Set<string>();
    value.uploadSpecs.forEach((spec, index) => {
      if (spec.kind !== 'other' && kinds.has(spec.kind)) {
        ctx.addIssue({ code: 'custom', path: ['uploadSpecs', index, 'kind'], message: 'one row per kind' });
      }
      kinds.add(spec.kind);
    });
    value.vacancies.forEach((row, index) => {
      const sum = row.ur + row.obc + row.sc + row.st + row.ews;
      if (sum !== row.total) {
        ctx.addIssue({
          code: 'custom',
          path: ['vacancies', index, 'total'],
          message: `must equal UR + OBC + SC + ST + EWS (${sum})`,
        });
      }
    });
  });

export type RecruitmentContent = z.infer<typeof recruitmentContent>;
export type RecruitmentContentInput = z.input<typeof recruitmentContent>;

/** The structured rows stored with a recruitment (its `details`). */
export const recruitmentDetails = z.object({
  importantDates: z.array(importantDate),
  fees: z.array(feeRow),
  paymentModes: z.array(z.string()),
  ageLimit: ageLimit.optional(),
  domicile: z.enum(DOMICILE_RULES).optional(),
  vacancies: z.array(vacancyRow),
  eligibility: z.array(z.object({ post: z.string(), text: z.string(), textHi: z.string().optional(), ...postRules })),
  selectionStages: z.array(z.string()),
  examPattern: z.string().optional(),
  howToApply: z.array(z.string()),
  documents: z.array(z.string()),
  /** Absent in rows stored before recruitments carried upload specs. */
  uploadSpecs: z.array(uploadSpec).optional(),
  faqs: z.array(z.object({ q: z.string(), a: z.string() })),
  links: z.array(linkRow),
  corrections: z.array(z.object({ date: z.string(), note: z.string() })),
});
export type RecruitmentDetailsData = z.infer<typeof recruitmentDetails>;
