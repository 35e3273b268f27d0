import { z } from 'zod';
import { MARKING_PRESETS } from '../domain/answer-keys/marking.ts';
import { PROFILE_CATEGORIES } from './people.ts';
import { isoDate } from './recruitment-content.ts';

/**
 * Answer-key day (decision 040): a member's response sheet is read in the browser; the server gets the
 * exam's shift and, per question ID, the option ID chosen (or none). Never a name, roll number, centre
 * or photo: the schemas below are strict, so a request carrying them is refused.
 */

/** A response sheet's page, saved or pasted, is read up to this size (a 200-question sheet is ~1 MB). */
export const RESPONSE_SHEET_MAX_BYTES = 8 * 1024 * 1024;
export const SHEET_QUESTIONS_MAX = 300;
export const SHEET_SECTIONS_MAX = 20;
export const SHEET_OPTIONS_MAX = 10;

/** Question and option IDs as TCS iON and NTA print them (digits, sometimes letters). */
export const sheetId = z.string().regex(/^[0-9A-Za-z][0-9A-Za-z_-]{0,39}$/, 'not a question or option ID');

/** What the sheet says of a question, as printed after "Status :". */
export const SHEET_STATUSES = [
  'answered',
  'not_answered',
  'not_visited',
  'marked_for_review',
  'answered_marked_for_review',
] as const;
export type SheetStatus = (typeof SHEET_STATUSES)[number];

export const sheetQuestionSchema = z
  .object({
    questionId: sheetId,
    /** Option 1 ID … in the printed order ("Chosen Option : 3" is the third). */
    optionIds: z.array(sheetId).min(2).max(SHEET_OPTIONS_MAX),
    chosenOptionId: sheetId.nullable(),
    status: z.enum(SHEET_STATUSES),
  })
  .strict();
export type SheetQuestion = z.infer<typeof sheetQuestionSchema>;

export const sheetSectionSchema = z
  .object({
    name: z.string().trim().min(1).max(120),
    questions: z.array(sheetQuestionSchema).min(1).max(SHEET_QUESTIONS_MAX),
  })
  .strict();
export type SheetSection = z.infer<typeof sheetSectionSchema>;

/** The shift: the sheet's test date and its start time (24-hour, India). */
export const sheetShiftSchema = z
  .object({ date: isoDate, time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM') })
  .strict();
export type SheetShift = z.infer<typeof sheetShiftSchema>;

/** What leaves the phone: the answers, not the person. */
export const responseSheetSchema = z
  .object({
    shift: sheetShiftSchema,
    sections: z.array(sheetSectionSchema).min(1).max(SHEET_SECTIONS_MAX),
  })
  .strict();
export type ResponseSheet = z.infer<typeof responseSheetSchema>;

/**
 * What the browser's reader makes of a sheet. `sheet` is what may be sent; the rest stays on the phone:
 * `personal` is shown to the member ("these stay on your phone"), `markedKey` is the right option(s)
 * an SSC sheet marks per question ID (absent from NTA sheets and from pasted text).
 */
export type ReadSheet = {
  source: 'html' | 'mhtml' | 'text';
  /** SSC/TCS iON sheets mark the right options; NTA's and pasted ones do not. */
  kind: 'marked' | 'ids_only';
  /** The paper's name as printed in the header ("Subject", "Exam Name"), when it is. */
  paper: string | null;
  sheet: ResponseSheet;
  personal: { name: string | null; rollNumber: string | null; centre: string | null };
  markedKey: Record<string, string[]> | null;
};

/** Why a sheet could not be read: each has a message in both languages (the web's `sheetProblemText`). */
export const SHEET_PROBLEMS = [
  'too_large',
  'not_a_page',
  'not_a_response_sheet',
  'no_shift',
  'question_repeated',
  'question_incomplete',
  'text_mangled',
] as const;
export type SheetProblem = (typeof SHEET_PROBLEMS)[number];

// ── The API.

/** An answer key's stage: the provisional key (objections open), then the final one. */
export const ANSWER_KEY_STAGES = ['provisional', 'final'] as const;
export type AnswerKeyStage = (typeof ANSWER_KEY_STAGES)[number];

/** How an exam makes shifts comparable (`standing.ts`): SSC's 2019 formula, or equipercentile. */
export const NORMALISATIONS = ['none', 'ssc_2019', 'equipercentile'] as const;
export type Normalisation = (typeof NORMALISATIONS)[number];

/** The groups a member is ranked in. */
export const SCORE_GROUP_KINDS = ['all', 'shift', 'category', 'state'] as const;
export type ScoreGroupKind = (typeof SCORE_GROUP_KINDS)[number];

/** No rank, percentile or normalised mark rests on fewer members than this (per group, per shift). */
export const STANDING_MIN_MEMBERS = 30;

export const ANSWER_KEY_TEXT_MAX = 2_000_000;

/** What the admin attaches to an answer-key notice (`PUT /api/admin/answer-keys/{noticeId}`). */
export const answerKeyInput = z
  .object({
    markingPreset: z.enum(MARKING_PRESETS),
    stage: z.enum(ANSWER_KEY_STAGES),
    /** The official key's table as pasted (`parseOfficialKey`); empty while SSC's sheets mark it. */
    keyText: z.string().max(ANSWER_KEY_TEXT_MAX),
    normalisation: z.enum(NORMALISATIONS),
    cutoffs: z.partialRecord(z.enum(PROFILE_CATEGORIES), z.number().min(-1_000).max(1_000)),
  })
  .strict();
export type AnswerKeyInput = z.infer<typeof answerKeyInput>;

/**
 * `GET /api/admin/answer-keys/{noticeId}`: the notice as its recruitment's editor names it, the key as the
 * editor gets it back (its table as text, one question a line; null before the first save), and members'
 * checks in aggregate per shift (never one member's answers).
 */
export const adminAnswerKeyView = z.object({
  notice: z.object({ title: z.string(), recruitmentId: z.string(), recruitmentTitle: z.string() }),
  key: z
    .object({
      markingPreset: z.enum(MARKING_PRESETS),
      stage: z.enum(ANSWER_KEY_STAGES),
      keyText: z.string(),
      questions: z.number(),
      normalisation: z.enum(NORMALISATIONS),
      cutoffs: z.partialRecord(z.enum(PROFILE_CATEGORIES), z.number()),
      version: z.number(),
    })
    .nullable(),
  checks: z.object({
    members: z.number(),
    shifts: z.array(
      z.object({ shift: z.string(), members: z.number(), mean: z.number(), sd: z.number(), topAverage: z.number() }),
    ),
  }),
});
export type AdminAnswerKeyView = z.infer<typeof adminAnswerKeyView>;

/** `PUT /api/admin/answer-keys/{noticeId}`: the key's version and size; `rescoring` when members' checks are scored again. */
export const answerKeySaved = z.object({ version: z.number(), questions: z.number(), rescoring: z.boolean() });
export type AnswerKeySaved = z.infer<typeof answerKeySaved>;

/** A member's check (`PUT /api/answer-keys/{noticeId}/check`): the answers and, from SSC's sheets, their marks. */
export const checkInput = z
  .object({
    sheet: responseSheetSchema,
    /** Per question ID, the options the sheet marks right; none marked: a dropped (bonus) question. */
    markedKey: z.record(sheetId, z.array(sheetId).max(SHEET_OPTIONS_MAX)).nullable(),
  })
  .strict();
export type CheckInput = z.infer<typeof checkInput>;

export const objectionsInput = z.object({ questionIds: z.array(sheetId).max(SHEET_QUESTIONS_MAX) }).strict();

const tally = {
  questions: z.number(),
  correct: z.number(),
  wrong: z.number(),
  skipped: z.number(),
  discarded: z.number(),
  attempted: z.number(),
  score: z.number(),
  maxScore: z.number(),
  marksLost: z.number(),
};

export const standingGroup = z.object({
  kind: z.enum(SCORE_GROUP_KINDS),
  /** The shift (`YYYY-MM-DD HH:MM`), category or state; '' for all. */
  value: z.string(),
  members: z.number(),
  /** Null below `STANDING_MIN_MEMBERS`. */
  rank: z.number().nullable(),
  percentile: z.number().nullable(),
});
export type StandingGroup = z.infer<typeof standingGroup>;

export const standingSchema = z.object({
  groups: z.array(standingGroup),
  /** Null when the exam is not normalised, or too few members checked the member's shift. */
  normalised: z
    .object({
      method: z.enum(['ssc_2019', 'equipercentile']),
      marks: z.number(),
      members: z.number(),
      shifts: z.number(),
    })
    .nullable(),
  /** Last cycle's cut-off for the member's category and how far above (+) or below (−) it they are. */
  cutoff: z.object({ category: z.enum(PROFILE_CATEGORIES), marks: z.number(), distance: z.number() }).nullable(),
});
export type Standing = z.infer<typeof standingSchema>;

export const answerKeyCheckView = z.object({
  shift: z.string(),
  stage: z.enum(ANSWER_KEY_STAGES),
  score: z.object({
    ...tally,
    sections: z.array(z.object({ name: z.string(), ...tally })),
    answers: z.array(
      z.object({
        questionId: z.string(),
        number: z.number(),
        section: z.string(),
        chosenOptionId: z.string().nullable(),
        right: z.array(z.string()).nullable(),
        chosenOption: z.number().nullable(),
        rightOptions: z.array(z.number()).nullable(),
        outcome: z.enum(['correct', 'wrong', 'skipped', 'discarded']),
        marks: z.number(),
      }),
    ),
  }),
  standing: standingSchema,
  objections: z.array(z.string()),
  checkedAt: z.string(),
});
export type AnswerKeyCheckView = z.infer<typeof answerKeyCheckView>;

/** An answer-key notice members can check their score on (`GET /api/answer-keys/{noticeId}`). */
export const answerKeyView = z.object({
  noticeId: z.string(),
  title: z.string(),
  titleHi: z.string().nullable(),
  recruitmentTitle: z.string(),
  recruitmentTitleHi: z.string().nullable(),
  markingPreset: z.enum(MARKING_PRESETS),
  stage: z.enum(ANSWER_KEY_STAGES),
  /** Whether the official key is attached; without it only SSC sheets (saved, marking it) can be checked. */
  keyAttached: z.boolean(),
  normalisation: z.enum(NORMALISATIONS),
  objection: z.object({
    start: z.string().nullable(),
    end: z.string().nullable(),
    feePerQuestion: z.number().nullable(),
    link: z.string().nullable(),
  }),
  check: answerKeyCheckView.nullable(),
});
export type AnswerKeyView = z.infer<typeof answerKeyView>;
