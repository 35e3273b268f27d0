import { z } from 'zod';
import { SECTOR_SLUGS } from '../domain/categories.ts';
import { isValidMarks, marksExceed, questionMarking } from '../domain/mock-tests/scoring.ts';
import { TARGET_EXAM_SLUGS } from '../domain/target-exams.ts';

/**
 * An online mock test as authored content: the demo content, the admin editor and the bulk import
 * all pass through this contract. Rules of the CBT interface and of scoring: shared/design/domain.md
 * §2 and `domain/mock-tests/scoring.ts`.
 */

export const MOCK_TEST_LANGUAGES = ['en', 'hi'] as const;
export type MockTestLanguage = (typeof MOCK_TEST_LANGUAGES)[number];

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

export const mockTestQuestion = z.object({
  /** Stable id of the question within its test: responses and reviews refer to it. */
  key,
  /** A topic slug for per-topic analysis, e.g. `number-series`, `polity`, `synonyms`. */
  topic: key,
  text: mockTestText(4000),
  /** Usually four options. */
  options: z.array(mockTestText(500)).min(2).max(6),
  /** Index of the one right option. */
  answerIndex: z.number().int().nonnegative(),
  explanation: mockTestText(2000),
  /** Overrides the section's and the test's marks for a right answer. */
  marks: positiveMarks.optional(),
  /** Overrides the section's and the test's deduction for a wrong answer. */
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
        if (question.answerIndex >= question.options.length) {
          issue(
            [...at, 'answerIndex'],
            `must point to one of the ${question.options.length} options (0–${question.options.length - 1})`,
          );
        }
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

export type MockTestContent = z.infer<typeof mockTestContent>;
export type MockTestContentInput = z.input<typeof mockTestContent>;
export type MockTestSection = z.infer<typeof mockTestSection>;
export type MockTestQuestion = z.infer<typeof mockTestQuestion>;
export type MockTestText = z.infer<ReturnType<typeof mockTestText>>;
