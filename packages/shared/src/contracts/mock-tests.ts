import { z } from 'zod';
import { SECTOR_SLUGS } from '../domain/categories.ts';
import { PALETTE_STATES } from '../domain/mock-tests/scoring.ts';
import { MOCK_TEST_LANGUAGES } from '../domain/mock-tests/language.ts';
import { MOCK_TEST_NUMERIC_ANSWER_MAX, MOCK_TEST_QUESTION_TYPES } from './mock-test-content.ts';

/**
 * The online mock tests API (`/api/mock-tests`): catalogue, attempts (start, save responses, submit),
 * results with review, history. Content format: `mock-test-content.ts`. The answer key (right
 * options, explanations, discarded questions) is only in `mockTestResult`, which the server gives
 * for a submitted attempt.
 */

const slug = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens');
const isoDate = z.iso.datetime({ offset: true });
const language = z.enum(MOCK_TEST_LANGUAGES);
const bilingual = z.object({ en: z.string(), hi: z.string().optional() });
/**
 * Question content as the player shows it: HTML the server rendered from the authored Markdown and
 * LaTeX when the test was saved (sanitised; maths as MathML), in English and Hindi.
 */
const bilingualHtml = bilingual;

/** Responses in one save request, at most (a test has at most 10 × 300 questions; the client sends changes). */
export const MOCK_TEST_MAX_RESPONSES_PER_SAVE = 300;
/** The longest a question can be said to have taken (the longest test is 300 minutes). */
const MAX_TIME_MS = 300 * 60_000;

export const mockTestSectionSummary = z.object({
  key: slug,
  title: z.string(),
  titleHi: z.string().nullable(),
  questionCount: z.number().int(),
  /** The section's own timer (it locks at its end), or null. */
  durationMinutes: z.number().int().nullable(),
});

/** A test in the catalogue and on its instructions page. */
export const mockTestSummary = z.object({
  slug,
  title: z.string(),
  titleHi: z.string().nullable(),
  exam: z.string(),
  sector: z.enum(SECTOR_SLUGS),
  description: bilingual,
  languages: z.array(language),
  durationMinutes: z.number().int(),
  questionCount: z.number().int(),
  maxScore: z.number(),
  /** Marks for a right answer (test-wide; sections or questions may override). */
  marksPerQuestion: z.number(),
  /** Marks deducted per wrong answer, rounded for display (0: no negative marking). */
  negativeMarks: z.number(),
  /** The deduction as authored: "0.25", "1/3". */
  negativeMarksLabel: z.string(),
  sections: z.array(mockTestSectionSummary),
  /** Submitted attempts by everyone. */
  attempts: z.number().int(),
  /** The caller's submitted attempts and best score. */
  myAttempts: z.number().int(),
  myBest: z.number().nullable(),
  /** The caller's attempt in progress, to resume. */
  inProgressAttemptId: z.uuid().nullable(),
});
export type MockTestSummary = z.infer<typeof mockTestSummary>;

export const mockTestCatalogue = z.object({ items: z.array(mockTestSummary) });
export type MockTestCatalogue = z.infer<typeof mockTestCatalogue>;

export const mockTestCatalogueQuery = z
  .object({
    sector: z.enum(SECTOR_SLUGS).optional(),
    q: z.string().trim().max(100).optional(),
  })
  .strict();

// ── The paper as the player shows it: no answer key.

export const mockTestPaperQuestion = z.object({
  key: slug,
  type: z.enum(MOCK_TEST_QUESTION_TYPES),
  /** The key of its set's passage in the section's `passages`, or null. */
  passage: slug.nullable(),
  text: bilingualHtml,
  /** None for a numeric question. */
  options: z.array(bilingualHtml),
  marks: z.number(),
  negativeMarks: z.number(),
});

/** A set's shared passage, with the numbers of its questions in the whole paper ("Q. 6–10"). */
export const mockTestPaperPassage = z.object({
  key: slug,
  text: bilingualHtml,
  firstNumber: z.number().int(),
  lastNumber: z.number().int(),
});

export const mockTestPaperSection = mockTestSectionSummary.omit({ questionCount: true }).extend({
  passages: z.array(mockTestPaperPassage),
  questions: z.array(mockTestPaperQuestion),
});

/**
 * A figure of the paper as its `<img>` asks for it: the player fetches every one when the attempt starts
 * (the same `srcset` and `sizes`, so the browser picks the same file), so a network drop mid-test still
 * shows them all.
 */
export const mockTestPaperFigure = z.object({ src: z.string(), srcset: z.string(), sizes: z.string() });
export type MockTestPaperFigure = z.infer<typeof mockTestPaperFigure>;

export const mockTestPaper = z.object({
  slug,
  title: z.string(),
  titleHi: z.string().nullable(),
  exam: z.string(),
  languages: z.array(language),
  durationMinutes: z.number().int(),
  sections: z.array(mockTestPaperSection),
  figures: z.array(mockTestPaperFigure),
});
export type MockTestPaper = z.infer<typeof mockTestPaper>;
export type MockTestPaperSection = z.infer<typeof mockTestPaperSection>;
export type MockTestPaperQuestion = z.infer<typeof mockTestPaperQuestion>;
export type MockTestPaperPassage = z.infer<typeof mockTestPaperPassage>;

/**
 * A candidate's response to one question. Opening a question saves it with `selectedIndex: null`
 * ("not answered"); a question without a response is "not visited".
 */
export const mockTestResponse = z
  .object({
    questionKey: slug,
    selectedIndex: z.number().int().min(0).max(5).nullable(),
    /** A multiple-answer question's chosen options. */
    selectedIndexes: z.array(z.number().int().min(0).max(5)).max(6).optional(),
    /** A numeric question's answer as typed. */
    value: z.string().max(MOCK_TEST_NUMERIC_ANSWER_MAX).optional(),
    markedForReview: z.boolean(),
    timeSpentMs: z.number().int().min(0).max(MAX_TIME_MS),
  })
  .strict();
export type MockTestResponse = z.infer<typeof mockTestResponse>;

export const startMockTestAttemptInput = z.object({ language }).strict();
export type StartMockTestAttemptInput = z.infer<typeof startMockTestAttemptInput>;

export const saveMockTestResponsesInput = z
  .object({
    responses: z.array(mockTestResponse).max(MOCK_TEST_MAX_RESPONSES_PER_SAVE),
    /** The paper's language, kept so a reload opens it in the same one. */
    language: language.optional(),
  })
  .strict();
export type SaveMockTestResponsesInput = z.infer<typeof saveMockTestResponsesInput>;

export const mockTestSectionWindow = z.object({ key: slug, opensAt: isoDate, closesAt: isoDate });

export const MOCK_TEST_ATTEMPT_STATUSES = ['in_progress', 'submitted'] as const;
/** `candidate`: the candidate pressed Submit; `deadline`: the server submitted it when the time ran out. */
export const MOCK_TEST_SUBMITTERS = ['candidate', 'deadline'] as const;

/** An attempt as the player needs it: the server's clock, the deadline, the paper and the saved responses. */
export const mockTestAttemptState = z.object({
  id: z.uuid(),
  testSlug: slug,
  attemptNumber: z.number().int(),
  /** Only a first attempt is ranked; re-attempts are practice. */
  ranked: z.boolean(),
  status: z.enum(MOCK_TEST_ATTEMPT_STATUSES),
  language,
  startedAt: isoDate,
  deadline: isoDate,
  /** The server's time when it answered: the client shows the deadline on the server's clock. */
  serverNow: isoDate,
  sections: z.array(mockTestSectionWindow),
  paper: mockTestPaper,
  responses: z.array(mockTestResponse),
});
export type MockTestAttemptState = z.infer<typeof mockTestAttemptState>;

export const mockTestSaved = z.object({ saved: z.number().int(), serverNow: isoDate, deadline: isoDate });
export type MockTestSaved = z.infer<typeof mockTestSaved>;

// ── Result and review (after submitting).

const tally = z.object({
  questions: z.number().int(),
  correct: z.number().int(),
  wrong: z.number().int(),
  skipped: z.number().int(),
  discarded: z.number().int(),
  attempted: z.number().int(),
  score: z.number(),
  maxScore: z.number(),
  marksLost: z.number(),
  accuracy: z.number(),
  timeSpentMs: z.number().int(),
});

export const mockTestReviewQuestion = z.object({
  key: slug,
  type: z.enum(MOCK_TEST_QUESTION_TYPES),
  passage: slug.nullable(),
  topic: z.string(),
  text: bilingualHtml,
  options: z.array(bilingualHtml),
  /** The right option (`single`), the right options (`multiple`: every one), or none (`numeric`). */
  answerIndexes: z.array(z.number().int()),
  /** `numeric`: the right value and its tolerance. */
  answer: z.number().nullable(),
  tolerance: z.number().nullable(),
  explanation: bilingualHtml,
  selectedIndex: z.number().int().nullable(),
  selectedIndexes: z.array(z.number().int()),
  value: z.string().nullable(),
  outcome: z.enum(['correct', 'wrong', 'skipped', 'discarded']),
  paletteState: z.enum(PALETTE_STATES),
  marks: z.number(),
  maxMarks: z.number(),
  timeSpentMs: z.number().int(),
});
export type MockTestReviewQuestion = z.infer<typeof mockTestReviewQuestion>;

const benchmark = z.object({ score: z.number(), accuracy: z.number(), timeSpentMs: z.number().int() });

export const mockTestResult = z.object({
  attempt: z.object({
    id: z.uuid(),
    testSlug: slug,
    attemptNumber: z.number().int(),
    ranked: z.boolean(),
    language,
    startedAt: isoDate,
    submittedAt: isoDate,
    submittedBy: z.enum(MOCK_TEST_SUBMITTERS),
  }),
  test: mockTestPaper.omit({ sections: true, figures: true }),
  score: tally,
  sections: z.array(tally.extend({ key: slug, title: z.string(), titleHi: z.string().nullable() })),
  topics: z.array(tally.extend({ topic: z.string() })),
  /** Rank among first attempts (ties share a rank); null for a practice re-attempt. */
  rank: z.number().int().nullable(),
  /** NTA percentile to 7 decimals, among first attempts; null for a practice re-attempt. */
  percentile: z.string().nullable(),
  /** First attempts compared: how many, the topper's and the average figures. */
  comparison: z.object({ attempts: z.number().int(), topper: benchmark.nullable(), average: benchmark.nullable() }),
  review: z.array(
    z.object({
      key: slug,
      title: z.string(),
      titleHi: z.string().nullable(),
      passages: z.array(mockTestPaperPassage),
      questions: z.array(mockTestReviewQuestion),
    }),
  ),
});
export type MockTestResult = z.infer<typeof mockTestResult>;

export const mockTestHistoryItem = z.object({
  id: z.uuid(),
  testSlug: slug,
  testTitle: z.string(),
  exam: z.string(),
  attemptNumber: z.number().int(),
  ranked: z.boolean(),
  status: z.enum(MOCK_TEST_ATTEMPT_STATUSES),
  score: z.number().nullable(),
  maxScore: z.number(),
  accuracy: z.number().nullable(),
  startedAt: isoDate,
  submittedAt: isoDate.nullable(),
  submittedBy: z.enum(MOCK_TEST_SUBMITTERS).nullable(),
});
export type MockTestHistoryItem = z.infer<typeof mockTestHistoryItem>;

/** The caller's attempts, newest first (at most `MOCK_TEST_HISTORY_LIMIT`). */
export const mockTestHistory = z.object({ items: z.array(mockTestHistoryItem) });
export type MockTestHistory = z.infer<typeof mockTestHistory>;
export const MOCK_TEST_HISTORY_LIMIT = 200;

export const mockTestHistoryQuery = z.object({ test: slug.optional() }).strict();
