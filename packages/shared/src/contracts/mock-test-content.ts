import { z } from 'zod';
import { SECTOR_SLUGS } from '../domain/categories.ts';
import { isValidMarks, marksExceed, questionMarking } from '../domain/mock-tests/scoring.ts';
import { TARGET_EXAM_SLUGS } from '../domain/target-exams.ts';
import { MOCK_TEST_LANGUAGES } from '../domain/mock-tests/language.ts';

/**
 * An online mock test as authored content: the demo content, the admin editor and the bulk import
 * all pass through this contract. Rules of the CBT interface and of scoring: shared/design/domain.md
 * §2 and `domain/mock-tests/scoring.ts`.
 */

const text = (max: number) => z.string().trim().min(1).max(max);
const key = z
  .string()
  .min(1)
  .max(60)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words or numbers joined by hyphens');

/** English text with its Hindi version; Hindi is required when the test offers Hindi. */
export const mockTestText = (max: number) => z.object({ en: text(max), hi: text(max).optional() });

/**
 * A mark: a decimal with at most two places (2, 0.5, 0.25) or an exact fraction such as "1/3"
 * (railway tests deduct a third of a mark: "1/3" makes three wrong answers cost exactly 1).
 */
export const mockTestMarks = z.union([z.number(), z.string()]).refine(isValidMarks, {
  message: 'must be a number from 0 to 100 with at most two decimals, or a fraction such as "1/3"',
});

const positiveMarks = mockTestMarks.refine((marks) => !isValidMarks(marks) || marksExceed(marks, 0), {
  message: 'must be more than 0',
});

/**
 * How a question is answered: one right option (most papers), more than one right option (scored
 * all or nothing), or a number typed in and accepted within a tolerance (CUET, GATE-style papers).
 */
export const MOCK_TEST_QUESTION_TYPES = ['single', 'multiple', 'numeric'] as const;
export type MockTestQuestionType = (typeof MOCK_TEST_QUESTION_TYPES)[number];

/** The longest numeric answer a candidate can type, in characters. */
export const MOCK_TEST_NUMERIC_ANSWER_MAX = 20;

/**
 * A shared passage with its questions (a set): reading comprehension, a cloze test, a
 * data-interpretation table or chart, a puzzle. Its questions name it in `passage` and follow one
 * another in their section.
 */
export const mockTestPassage = z.object({
  key,
  text: mockTestText(12000),
});

export const mockTestQuestion = z.object({
  /** Stable id of the question within its test: responses and reviews refer to it. */
  key,
  /** A topic slug for per-topic analysis, e.g. `number-series`, `polity`, `synonyms`. */
  topic: key,
  type: z.enum(MOCK_TEST_QUESTION_TYPES).default('single'),
  /** The key of the section's passage this question belongs to (a set), if any. */
  passage: key.optional(),
  text: mockTestText(4000),
  /** Usually four; none for a numeric question. */
  options: z.array(mockTestText(500)).max(6).default([]),
  /** `single`: index of the one right option. */
  answerIndex: z.number().int().nonnegative().optional(),
  /** `multiple`: indexes of every right option (the answer is right only when it is exactly these). */
  answerIndexes: z.array(z.number().int().nonnegative()).max(6).optional(),
  /** `numeric`: the right value, and how far from it an answer may be and still be right (0: exact). */
  answer: z.number().finite().optional(),
  tolerance: z.number().finite().nonnegative().optional(),
  explanation: mockTestText(2000),
  /** Overrides the section's and the test's marks for a right answer. */
  marks: positiveMarks.optional(),
  /**
   * Overrides the section's and the test's deduction for a wrong answer. A numeric question loses
   * nothing for a wrong answer unless this, or the test's `numericNegativeMarks`, says so.
   */
  negativeMarks: mockTestMarks.optional(),
  /** Dropped from the answer key: every candidate gets its full marks. */
  discarded: z.boolean().optional(),
});

export const mockTestSection = z.object({
  key,
  title: text(120),
  titleHi: text(120).optional(),
  /** The section's own timer: it submits at its end and cannot be reopened. */
  durationMinutes: z.number().int().min(1).max(300).optional(),
  marksPerQuestion: positiveMarks.optional(),
  negativeMarks: mockTestMarks.optional(),
  /** The section's shared passages; each has questions that name it. */
  passages: z.array(mockTestPassage).max(60).default([]),
  questions: z.array(mockTestQuestion).min(1).max(300),
});

export const mockTestContent = z
  .object({
    slug: z
      .string()
      .min(3)
      .max(120)
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens'),
    title: text(200),
    titleHi: text(200).optional(),
    /** The exam as people name it, e.g. "SSC CGL Tier-I". */
    exam: text(120),
    /** The profile target exam it prepares for, when there is one. */
    targetExam: z.enum(TARGET_EXAM_SLUGS).optional(),
    sector: z.enum(SECTOR_SLUGS),
    description: mockTestText(2000),
    /** Languages the paper can be read in; the candidate switches between them at any time. */
    languages: z
      .array(z.enum(MOCK_TEST_LANGUAGES))
      .min(1)
      .default(['en', 'hi'])
      .refine((languages) => languages.includes('en'), { message: 'must include English (en)' })
      .refine((languages) => new Set(languages).size === languages.length, { message: 'must not repeat a language' }),
    durationMinutes: z.number().int().min(1).max(300),
    /** Marks for a right answer, unless a section or question overrides them. */
    marksPerQuestion: positiveMarks.default(1),
    /** Marks deducted for a wrong answer (0: no negative marking), unless overridden. */
    negativeMarks: mockTestMarks.default(0),
    /** Marks deducted for a wrong numeric answer (0 unless the test says so). */
    numericNegativeMarks: mockTestMarks.optional(),
    sections: z.array(mockTestSection).min(1).max(10),
  })
  .superRefine((test, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });

    const sectionKeys = new Set<string>();
    const questionKeys = new Set<string>();
    test.sections.forEach((section, s) => {
      if (sectionKeys.has(section.key)) issue(['sections', s, 'key'], `duplicate section key "${section.key}"`);
      sectionKeys.add(section.key);
      section.questions.forEach((question, q) => {
        const at = ['sections', s, 'questions', q];
        if (questionKeys.has(question.key)) issue([...at, 'key'], `duplicate question key "${question.key}"`);
        questionKeys.add(question.key);
        checkAnswer(question, (field, message) => issue([...at, field], message));
        for (const language of MOCK_TEST_LANGUAGES) {
          const texts = question.options.map((option) => option[language]?.toLowerCase());
          const duplicate = texts.find((value, index) => value !== undefined && texts.indexOf(value) !== index);
          if (duplicate !== undefined) issue([...at, 'options'], `two options read "${duplicate}" (${language})`);
        }
        const marking = questionMarking(test, section, question);
        const valid = isValidMarks(marking.marks) && isValidMarks(marking.negativeMarks);
        if (valid && marksExceed(marking.negativeMarks, marking.marks)) {
          issue([...at, 'negativeMarks'], 'the deduction for a wrong answer must not exceed the marks for a right one');
        }
      });
      checkSets(section, (path, message) => issue(['sections', s, ...path], message));
    });

    const timed = test.sections.filter((section) => section.durationMinutes !== undefined);
    const timedMinutes = timed.reduce((sum, section) => sum + (section.durationMinutes ?? 0), 0);
    if (timed.length === test.sections.length && timedMinutes > test.durationMinutes) {
      issue(['durationMinutes'], `must be at least the sum of the section timers (${timedMinutes} minutes)`);
    }
    if (timed.length > 0 && timed.length < test.sections.length && timedMinutes >= test.durationMinutes) {
      issue(
        ['durationMinutes'],
        `must leave time for the untimed sections after the section timers (${timedMinutes} minutes)`,
      );
    }

    if (test.languages.includes('hi')) {
      const missing = (path: (string | number)[]) => issue(path, 'needs its Hindi text: the test is offered in Hindi');
      if (!test.titleHi) missing(['titleHi']);
      if (!test.description.hi) missing(['description', 'hi']);
      test.sections.forEach((section, s) => {
        if (!section.titleHi) missing(['sections', s, 'titleHi']);
        section.passages.forEach((passage, p) => {
          if (!passage.text.hi) missing(['sections', s, 'passages', p, 'text', 'hi']);
        });
        section.questions.forEach((question, q) => {
          const at = ['sections', s, 'questions', q];
          if (!question.text.hi) missing([...at, 'text', 'hi']);
          if (!question.explanation.hi) missing([...at, 'explanation', 'hi']);
          question.options.forEach((option, o) => {
            if (!option.hi) missing([...at, 'options', o, 'hi']);
          });
        });
      });
    }
  });

type Issue = (field: string, message: string) => void;

/** The answer a question of each type needs, and options that fit its type. */
function checkAnswer(question: z.infer<typeof mockTestQuestion>, issue: Issue) {
  const count = question.options.length;
  const inRange = (index: number) => index < count;
  if (question.type === 'numeric') {
    if (count > 0) issue('options', 'a numeric question has no options: the candidate types the answer');
    if (question.answer === undefined) issue('answer', 'a numeric question needs its right value (answer)');
    if (question.tolerance === undefined) {
      issue('tolerance', 'a numeric answer needs a tolerance (0 when only the exact value is right)');
    }
    return;
  }
  if (count < 2) issue('options', 'needs at least 2 options');
  if (question.answer !== undefined || question.tolerance !== undefined) {
    issue('answer', 'only a numeric question has a typed answer and a tolerance');
  }
  if (question.type === 'single') {
    if (question.answerIndex === undefined) issue('answerIndex', 'needs the index of its right option');
    else if (!inRange(question.answerIndex)) {
      issue('answerIndex', `must point to one of the ${count} options (0–${count - 1})`);
    }
    if (question.answerIndexes !== undefined)
      issue('answerIndexes', 'only a multiple-answer question has answerIndexes');
    return;
  }
  const right = question.answerIndexes ?? [];
  if (right.length === 0) issue('answerIndexes', 'a multiple-answer question needs at least one right option');
  if (right.some((index) => !inRange(index))) {
    issue('answerIndexes', `must point to the ${count} options (0–${count - 1})`);
  }
  if (new Set(right).size !== right.length) issue('answerIndexes', 'must not repeat an option');
  if (question.answerIndex !== undefined) issue('answerIndex', 'a multiple-answer question lists answerIndexes');
}

/** Every passage has questions, every question names a passage of its section, and a set's questions are together. */
function checkSets(
  section: z.infer<typeof mockTestSection>,
  issue: (path: (string | number)[], message: string) => void,
) {
  const passageKeys = new Set<string>();
  section.passages.forEach((passage, p) => {
    if (passageKeys.has(passage.key)) issue(['passages', p, 'key'], `duplicate passage key "${passage.key}"`);
    passageKeys.add(passage.key);
    if (!section.questions.some((question) => question.passage === passage.key)) {
      issue(['passages', p], `the set "${passage.key}" has no questions: give it questions or remove it`);
    }
  });
  const closed = new Set<string>();
  let open: string | undefined;
  section.questions.forEach((question, q) => {
    const passage = question.passage;
    if (passage !== undefined && !passageKeys.has(passage)) {
      issue(['questions', q, 'passage'], `this section has no passage "${passage}"`);
    }
    if (passage !== open) {
      if (open !== undefined) closed.add(open);
      if (passage !== undefined && closed.has(passage)) {
        issue(['questions', q, 'passage'], `the questions of the set "${passage}" must follow one another`);
      }
      open = passage;
    }
  });
}

export type MockTestContent = z.infer<typeof mockTestContent>;
export type MockTestContentInput = z.input<typeof mockTestContent>;
export type MockTestSection = z.infer<typeof mockTestSection>;
export type MockTestQuestion = z.infer<typeof mockTestQuestion>;
export type MockTestText = z.infer<ReturnType<typeof mockTestText>>;
export type MockTestPassage = z.infer<typeof mockTestPassage>;
