import { z } from 'zod';
import { QUALIFICATION_SLUGS, STATE_SLUGS } from '../domain/categories.ts';
import { PROFILE_GENDERS } from './people.ts';

/**
 * "Can I apply?": the verdict the server computes for the signed-in caller from their profile and a
 * recruitment's structured rules (`domain/eligibility`). Structured, so each end renders it in its own
 * language; `eligibilityReason` (shared) renders it in English.
 */

export const ELIGIBILITY_STATUSES = ['eligible', 'not_eligible', 'unknown'] as const;
export type EligibilityStatus = (typeof ELIGIBILITY_STATUSES)[number];

/** Profile fields a verdict can need: an `unknown` verdict names the missing ones that matter. */
export const ELIGIBILITY_PROFILE_FIELDS = [
  'dateOfBirth',
  'category',
  'pwbd',
  'exServiceman',
  'state',
  'qualification',
  'gender',
] as const;
export type EligibilityProfileField = (typeof ELIGIBILITY_PROFILE_FIELDS)[number];

/** Structured data a recruitment can lack: then the verdict is `unknown` for that reason. */
export const ELIGIBILITY_NOTICE_FIELDS = ['ageLimit'] as const;
export type EligibilityNoticeField = (typeof ELIGIBILITY_NOTICE_FIELDS)[number];

/** Age relaxations a profile can claim (`female`: the notice's extra years for women). */
export const RELAXATION_KINDS = ['obc', 'sc', 'st', 'ews', 'female', 'pwbd', 'esm'] as const;
export type RelaxationKind = (typeof RELAXATION_KINDS)[number];

/**
 * Who may apply with respect to the recruitment's states: `open` (anyone in India), `required` (only
 * domiciles of those states) or `reservation_only` (anyone, but reserved-category relaxations are for
 * domiciles only: others apply as unreserved).
 */
export const DOMICILE_RULES = ['open', 'required', 'reservation_only'] as const;
export type DomicileRule = (typeof DOMICILE_RULES)[number];

/** A post the notice opens to one gender only: `female` (women only) or `male` (men only); absent: anyone. */
export const POST_GENDERS = ['female', 'male'] as const;
export type PostGender = (typeof POST_GENDERS)[number];

const years = z.number().int();

/** Extra facts an age check can carry (they never change the verdict; they explain it). */
export const ageNote = z.discriminatedUnion('kind', [
  /** Ex-servicemen may also deduct their military service from their age (the notice says how). */
  z.object({ kind: z.literal('esm_service_deduction') }),
  /** Relaxations are only for domiciles of the recruitment's states; the caller's state is not one. */
  z.object({ kind: z.literal('outside_domicile'), states: z.array(z.enum(STATE_SLUGS)) }),
]);
export type AgeNote = z.infer<typeof ageNote>;

export const eligibilityCheck = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('age'),
    outcome: z.enum(['ok', 'too_young', 'too_old', 'unknown']),
    /** Completed years on `asOn`; null without a date of birth. */
    age: years.nullable(),
    asOn: z.string(),
    min: years,
    max: years,
    /** The relaxations the profile claims and the notice grants, in the order they are added. */
    relaxations: z.array(z.object({ kind: z.enum(RELAXATION_KINDS), years })),
    /** `max` plus the relaxations. */
    limit: years,
    notes: z.array(ageNote),
  }),
  z.object({
    kind: z.literal('qualification'),
    outcome: z.enum(['ok', 'not_met', 'unknown']),
    /** Any one of these (or a qualification that includes it). */
    required: z.array(z.enum(QUALIFICATION_SLUGS)),
    have: z.enum(QUALIFICATION_SLUGS).nullable(),
  }),
  z.object({
    kind: z.literal('domicile'),
    outcome: z.enum(['ok', 'not_met', 'unknown']),
    states: z.array(z.enum(STATE_SLUGS)),
    have: z.enum(STATE_SLUGS).nullable(),
  }),
  /** Only on a post marked for one gender. */
  z.object({
    kind: z.literal('gender'),
    outcome: z.enum(['ok', 'not_met', 'unknown']),
    required: z.enum(POST_GENDERS),
    /** Null when the profile does not say (not given, or "prefer not to say"). */
    have: z.enum(PROFILE_GENDERS).nullable(),
  }),
]);
export type EligibilityCheck = z.infer<typeof eligibilityCheck>;

const verdictFields = {
  status: z.enum(ELIGIBILITY_STATUSES),
  checks: z.array(eligibilityCheck),
  /** For `unknown`: the profile fields that would decide it. */
  missingProfile: z.array(z.enum(ELIGIBILITY_PROFILE_FIELDS)),
  /** For `unknown`: the structured data the recruitment lacks. */
  missingNotice: z.array(z.enum(ELIGIBILITY_NOTICE_FIELDS)),
};

/** The verdict for one post (one row of the recruitment's eligibility table). */
export const postEligibility = z.object({ post: z.string(), ...verdictFields }).meta({ id: 'PostEligibility' });
export type PostEligibility = z.infer<typeof postEligibility>;

/**
 * The verdict for a recruitment: eligible when some post is, else unknown when some post is, else not
 * eligible. `post` and `checks` are those of the post that decided it (null post: the recruitment has
 * no per-post rows).
 */
export const eligibilitySummary = z
  .object({ post: z.string().nullable(), ...verdictFields })
  .meta({ id: 'EligibilitySummary' });
export type EligibilitySummary = z.infer<typeof eligibilitySummary>;

/** The summary with every post's verdict (the detail page). */
export const recruitmentEligibility = eligibilitySummary
  .extend({ posts: z.array(postEligibility) })
  .meta({ id: 'RecruitmentEligibility' });
export type RecruitmentEligibility = z.infer<typeof recruitmentEligibility>;
