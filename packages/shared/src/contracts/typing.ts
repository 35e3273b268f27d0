import { z } from 'zod';
import {
  TYPING_HINDI_LAYOUT_IDS,
  TYPING_MISTAKE_CLASSES,
  TYPING_RULE_SETS,
  typingRuleSet,
  type TypingRuleSet,
} from '../domain/typing/rule-sets.ts';

/**
 * The typing-test API (`/api/typing/...`): presets (rule sets) and passages are public data; attempts
 * belong to the signed-in user. The server scores every attempt itself with `evaluateTyping` from the
 * typed text: the figures a client might compute are never read.
 */

const slug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: 'must be a slug' })
  .max(80);

/** How the candidate types: English on the own keyboard, or Hindi through one of the page's layouts. */
export const TYPING_LAYOUTS = ['english', ...TYPING_HINDI_LAYOUT_IDS] as const;
export const typingLayout = z.enum(TYPING_LAYOUTS);
export type TypingLayout = z.infer<typeof typingLayout>;

export const typingLanguage = z.enum(['en', 'hi']);
export const typingMode = z.enum(['exam', 'practice']);

/** Longest allotted time the API accepts (the longest preset is 20 minutes with extended time). */
export const TYPING_MAX_MINUTES = 30;
/** Durations free practice offers whatever the preset, in minutes. */
export const TYPING_PRACTICE_MINUTES = [1, 2, 5] as const;
/** The typed text may be at most this many times the passage's length (plus a little). */
export const TYPING_MAX_TYPED_FACTOR = 2;
/** Longest typed text the API reads at all, in characters. */
export const TYPING_MAX_TYPED_CHARS = 40_000;
/** Submitting later than the allotted time by more than this is refused. */
export const TYPING_SUBMIT_GRACE_MS = 5_000;

/** Durations (minutes) a mode offers for a preset: the exam's own time(s), or those plus the practice ones. */
export function typingMinutesFor(rules: TypingRuleSet, mode: 'exam' | 'practice'): number[] {
  const exam = [rules.minutes, ...(rules.extendedMinutes ? [rules.extendedMinutes] : [])];
  if (mode === 'exam') return exam;
  return [...new Set([...rules.minuteOptions, ...TYPING_PRACTICE_MINUTES, ...exam])].sort((a, b) => a - b);
}

/** The layouts a passage language can be typed with under a preset. */
export function typingLayoutsFor(rules: TypingRuleSet, language: 'en' | 'hi'): TypingLayout[] {
  return language === 'en' ? ['english'] : [...rules.hindiLayouts];
}

/** Presets in the order candidates look for them: the built-in order, then others by name. */
export function sortTypingPresets(sets: readonly TypingRuleSet[]): TypingRuleSet[] {
  const rank = (set: TypingRuleSet) => {
    const index = TYPING_RULE_SETS.findIndex((builtIn) => builtIn.family === set.family);
    return index === -1 ? TYPING_RULE_SETS.length : index;
  };
  return [...sets].sort((a, b) => rank(a) - rank(b) || a.exam.localeCompare(b.exam));
}

// ── Presets and passages (public).

export const typingPresets = z.object({ items: z.array(typingRuleSet) }).meta({ id: 'TypingPresets' });
export type TypingPresets = z.infer<typeof typingPresets>;

export const typingPassageSummary = z
  .object({
    id: slug,
    version: z.number().int().min(1),
    language: typingLanguage,
    title: z.string(),
    wordCount: z.number().int(),
    characterCount: z.number().int(),
    /** Rule-set families the passage suits, best first. */
    presetFamilies: z.array(z.string()),
    /** The first words, for the chooser. */
    excerpt: z.string(),
  })
  .meta({ id: 'TypingPassageSummary' });
export type TypingPassageSummary = z.infer<typeof typingPassageSummary>;

export const typingPassageFull = typingPassageSummary.extend({ text: z.string() }).meta({ id: 'TypingPassage' });
export type TypingPassageFull = z.infer<typeof typingPassageFull>;

export const typingPassages = z.object({ items: z.array(typingPassageSummary) }).meta({ id: 'TypingPassages' });
export type TypingPassages = z.infer<typeof typingPassages>;

export const typingPassagesQuery = z
  .object({
    language: typingLanguage.optional(),
    /** A rule-set family: only passages suggested for it. */
    preset: slug.optional(),
  })
  .strict();

// ── Attempts.

/** What the candidate chose for the attempt. In exam mode the server sets backspace and the word rule from the preset. */
export const typingOptions = z
  .object({
    backspace: z.boolean(),
    /** SSC word rule: once the passage's word count is reached, the space bar stops working. */
    spaceLock: z.boolean(),
    /** Highlight the word to type next in the passage. */
    highlight: z.boolean(),
    /** Blind mode: mistakes are hidden until the result. */
    blind: z.boolean(),
  })
  .strict();
export type TypingOptions = z.infer<typeof typingOptions>;

export const startTypingAttemptInput = z
  .object({
    ruleSetId: slug,
    passageId: slug,
    mode: typingMode,
    minutes: z.number().positive().max(TYPING_MAX_MINUTES),
    layout: typingLayout,
    options: typingOptions,
  })
  .strict()
  .meta({ id: 'StartTypingAttemptInput' });
export type StartTypingAttemptInput = z.infer<typeof startTypingAttemptInput>;

export const typingAttemptStarted = z
  .object({
    attempt: z.object({
      id: z.uuid(),
      mode: typingMode,
      language: typingLanguage,
      layout: typingLayout,
      allottedMs: z.number().int(),
      /** The options in force (exam mode: backspace and word rule from the preset). */
      options: typingOptions,
      startedAt: z.string(),
    }),
    ruleSet: typingRuleSet,
    passage: typingPassageFull,
  })
  .meta({ id: 'TypingAttemptStarted' });
export type TypingAttemptStarted = z.infer<typeof typingAttemptStarted>;

export const submitTypingAttemptInput = z
  .object({
    typed: z.string().max(TYPING_MAX_TYPED_CHARS, { message: 'The typed text is too long.' }),
    /** Time from the first key to the end, as the page measured it. */
    elapsedMs: z
      .number()
      .int()
      .min(0)
      .max(TYPING_MAX_MINUTES * 60_000 + TYPING_SUBMIT_GRACE_MS),
    /** Every key depression the page recorded, corrections included. */
    keystrokes: z.number().int().min(0).max(1_000_000),
  })
  .strict()
  .meta({ id: 'SubmitTypingAttemptInput' });
export type SubmitTypingAttemptInput = z.infer<typeof submitTypingAttemptInput>;

export const typingMistakeClass = z.enum(TYPING_MISTAKE_CLASSES);
export const TYPING_MARK_KINDS = ['correct', ...TYPING_MISTAKE_CLASSES, 'not-reached'] as const;
export const typingMarkKind = z.enum(TYPING_MARK_KINDS);

/** One step of the alignment (see `TypingMark` in the domain). */
export const typingMark = z.object({
  kind: typingMarkKind,
  passage: z.array(z.string()),
  typed: z.array(z.string()),
  passageIndex: z.number().int().nullable(),
  typedIndex: z.number().int().nullable(),
  weight: z.union([z.literal(0), z.literal(0.5), z.literal(1)]),
  afterStop: z.boolean(),
});
export type TypingMarkOutput = z.infer<typeof typingMark>;

const mistakeCounts = z.object(
  Object.fromEntries(TYPING_MISTAKE_CLASSES.map((kind) => [kind, z.number().int()])) as Record<
    (typeof TYPING_MISTAKE_CLASSES)[number],
    z.ZodNumber
  >,
);

/** The figures of a scored attempt, as the server computed them. */
export const typingFigures = z.object({
  grossWpm: z.number(),
  netWpm: z.number(),
  grossKdph: z.number(),
  netKdph: z.number(),
  keystrokes: z.number().int(),
  keystrokesPerHour: z.number().nullable(),
  accuracy: z.number(),
  errorPercent: z.number(),
  fullMistakes: z.number().int(),
  halfMistakes: z.number().int(),
  mistakeScore: z.number(),
  passageWords: z.number().int(),
  typedWords: z.number().int(),
  wordsReached: z.number().int(),
  typedCharacters: z.number().int(),
  correctCharacters: z.number().int(),
  /** Minutes the speed is computed over (allotted in exam mode, elapsed in practice). */
  minutes: z.number(),
  counts: mistakeCounts,
});
export type TypingFigures = z.infer<typeof typingFigures>;

export const typingCategory = z.enum(['ur', 'other']);

export const typingVerdictOutput = z.object({
  passed: z.boolean().nullable(),
  speedOk: z.boolean().nullable(),
  errorsOk: z.boolean().nullable(),
  requiredSpeed: z
    .object({ unit: z.enum(['wpm', 'kdph', 'key-depressions']), value: z.number(), basis: z.enum(['gross', 'net']) })
    .nullable(),
  measuredSpeed: z.number().nullable(),
  allowedErrorPercent: z.number().nullable(),
});

/** One attempt in the history list. */
export const typingAttemptSummary = z
  .object({
    id: z.uuid(),
    ruleSet: z.object({ id: z.string(), family: z.string(), version: z.number().int(), exam: z.string() }),
    passage: z.object({ id: z.string(), version: z.number().int(), title: z.string() }),
    language: typingLanguage,
    layout: typingLayout,
    mode: typingMode,
    /** The error-limit bucket the verdict used: from the profile's category, UR when unknown. */
    category: typingCategory,
    allottedMs: z.number().int(),
    elapsedMs: z.number().int(),
    grossWpm: z.number(),
    netWpm: z.number(),
    accuracy: z.number(),
    errorPercent: z.number(),
    fullMistakes: z.number().int(),
    halfMistakes: z.number().int(),
    passed: z.boolean().nullable(),
    submittedAt: z.string(),
  })
  .meta({ id: 'TypingAttemptSummary' });
export type TypingAttemptSummary = z.infer<typeof typingAttemptSummary>;

/** One scored attempt: the figures, the verdict, the rule set that scored it and the marks to colour the passage. */
export const typingResult = z
  .object({
    summary: typingAttemptSummary,
    figures: typingFigures,
    verdict: typingVerdictOutput,
    ruleSet: typingRuleSet,
    passage: typingPassageFull,
    typed: z.string(),
    options: typingOptions,
    marks: z.array(typingMark),
  })
  .meta({ id: 'TypingResult' });
export type TypingResult = z.infer<typeof typingResult>;

/** The best attempt (highest net speed, then fewest errors) per preset family and language. */
export const typingPersonalBest = z.object({
  family: z.string(),
  exam: z.string(),
  language: typingLanguage,
  attempts: z.number().int(),
  best: typingAttemptSummary,
});
export type TypingPersonalBest = z.infer<typeof typingPersonalBest>;

export const TYPING_HISTORY_PER_PAGE = 10;

export const typingHistoryQuery = z.object({ page: z.coerce.number().int().min(1).max(1000).default(1) }).strict();

export const typingHistory = z
  .object({
    items: z.array(typingAttemptSummary),
    bests: z.array(typingPersonalBest),
    page: z.number().int(),
    perPage: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'TypingHistory' });
export type TypingHistory = z.infer<typeof typingHistory>;

// ── Admin: rule sets and passages are versioned; an edit is a new version, so old results keep their rules.

export const adminTypingRuleSets = z.object({
  items: z.array(z.object({ ruleSet: typingRuleSet, active: z.boolean(), attempts: z.number().int() })),
});
export type AdminTypingRuleSets = z.infer<typeof adminTypingRuleSets>;

/** A new rule set or a new version of one: `version` must exceed the family's highest. */
export const createTypingRuleSetInput = z.object({ ruleSet: typingRuleSet }).strict();

export const typingActiveInput = z.object({ active: z.boolean() }).strict();

export const adminTypingPassages = z.object({
  items: z.array(typingPassageSummary.extend({ text: z.string(), active: z.boolean() })),
});
export type AdminTypingPassages = z.infer<typeof adminTypingPassages>;

/**
 * A passage without the blank lines and spaces around it, but with its first paragraph's Tab: a Tab at
 * the start of a line marks a paragraph typed after a Tab (`typingIndentStarts`), the first one too.
 */
export function trimPassage(text: string): string {
  const body = text.replace(/^(?:[^\S\r\n]*(?:\r\n|\n|\r))+/u, '').trimEnd();
  return body.replace(/^[^\S\r\n]+/u, (lead) => (lead.includes('\t') ? '\t' : ''));
}

/** A new passage, or a new version of passage `id` (the old version stays for the attempts that used it). */
export const typingPassageInput = z
  .object({
    id: slug,
    language: typingLanguage,
    title: z.string().trim().min(3).max(200),
    text: z
      .string()
      .transform(trimPassage)
      .pipe(
        z
          .string()
          .min(20, { message: 'A passage needs at least 20 characters.' })
          .max(20_000, { message: 'Keep a passage under 20,000 characters.' }),
      )
      .transform((text) => text.normalize('NFC')),
    presetFamilies: z.array(slug).max(20),
  })
  .strict();
export type TypingPassageInput = z.input<typeof typingPassageInput>;
