import { z } from 'zod';
import { isoDate } from './recruitment-content.ts';

/** Limits of an application record (decision 023). */
export const APPLICATION_NUMBER_MAX = 40;
export const APPLICATION_NOTE_MAX = 500;
/** No government application fee comes near this; a larger number is a typo. */
export const APPLICATION_FEE_MAX = 100_000;

/**
 * What the member records with "I applied" (`PUT /api/me/applications/{recruitmentId}`). The date is
 * also checked against today (India) and the recruitment's application start by the server
 * (`appliedOnProblem`).
 */
export const applicationInput = z.object({
  appliedOn: isoDate,
  applicationNumber: z
    .string()
    .trim()
    .min(1, 'enter the registration or application number')
    .max(APPLICATION_NUMBER_MAX, `at most ${APPLICATION_NUMBER_MAX} characters`)
    .regex(/^[\p{L}\p{N}][\p{L}\p{N} /._-]*$/u, 'letters, digits, spaces and / . _ - only'),
  feePaid: z
    .number()
    .int('whole rupees')
    .min(0, 'cannot be negative')
    .max(APPLICATION_FEE_MAX, `at most ₹${APPLICATION_FEE_MAX}`)
    .nullable(),
  note: z.string().trim().max(APPLICATION_NOTE_MAX, `at most ${APPLICATION_NOTE_MAX} characters`).nullable(),
});
export type ApplicationInput = z.infer<typeof applicationInput>;

const date = z.string().nullable();

/** See `nextStep` in `domain/applications/next-step.ts`. */
export const nextStepSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('admit_card_expected'), date, examDate: date, examTentative: z.boolean() }),
    z.object({ kind: z.literal('admit_card_out'), examDate: date, examTentative: z.boolean() }),
    z.object({ kind: z.literal('answer_key_expected'), date }),
    z.object({ kind: z.literal('objection_upcoming'), from: z.string(), until: date }),
    z.object({ kind: z.literal('objection_open'), until: date }),
    z.object({ kind: z.literal('result_expected'), date, objectionClosedOn: date }),
    z.object({ kind: z.literal('result_out'), date: z.string() }),
  ])
  .meta({ id: 'ApplicationNextStep' });

/** One of the member's own applications, with what comes next on its recruitment. */
export const application = z
  .object({
    recruitment: z.object({
      id: z.string(),
      slug: z.string(),
      title: z.string(),
      titleHi: z.string().nullable(),
      organisationShortName: z.string(),
    }),
    appliedOn: z.string(),
    applicationNumber: z.string(),
    feePaid: z.number().int().nullable(),
    note: z.string().nullable(),
    updatedAt: z.iso.datetime({ offset: true }),
    /** The recruitment's latest answer key members can check their score on, when there is one. */
    scoreCheckNoticeId: z.string().nullable().optional(),
    nextStep: nextStepSchema,
  })
  .meta({ id: 'Application' });
export type Application = z.infer<typeof application>;

export const applicationList = z.object({ items: z.array(application) }).meta({ id: 'ApplicationList' });
export type ApplicationList = z.infer<typeof applicationList>;

/** `GET /api/me/applications/{recruitmentId}`: the member's record on one recruitment, if any. */
export const applicationLookup = z.object({ application: application.nullable() });
export type ApplicationLookup = z.infer<typeof applicationLookup>;
