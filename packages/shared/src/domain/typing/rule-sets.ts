import { z } from 'zod';

/**
 * Typing-test rule sets (domain §3): the published rules of one exam and notice, kept as data so that
 * admins can correct them and a later notice can add a new version instead of changing an old one.
 * Figures from secondary sources carry `verify: true`.
 */

/** The mistake classes of the SSC convention, full ones first. */
export const TYPING_MISTAKE_CLASSES = [
  'omission',
  'substitution',
  'addition',
  'misspelling',
  'repetition',
  'incomplete',
  'spacing',
  'capitalisation',
  'punctuation',
  'transposition',
  'indentation',
] as const;
export type TypingMistakeClass = (typeof TYPING_MISTAKE_CLASSES)[number];

/** What one mistake of a class costs: a full mistake, a half mistake, or nothing. */
export const typingMistakeWeight = z.union([z.literal(0), z.literal(0.5), z.literal(1)]);
export type TypingMistakeWeight = z.infer<typeof typingMistakeWeight>;

export const typingMistakeWeights = z.object({
  omission: typingMistakeWeight,
  substitution: typingMistakeWeight,
  addition: typingMistakeWeight,
  misspelling: typingMistakeWeight,
  repetition: typingMistakeWeight,
  incomplete: typingMistakeWeight,
  spacing: typingMistakeWeight,
  capitalisation: typingMistakeWeight,
  punctuation: typingMistakeWeight,
  transposition: typingMistakeWeight,
  /**
   * A paragraph of the passage typed without a Tab at its start. Rule sets saved before this class
   * existed lack it and do not count it (0).
   */
  indentation: typingMistakeWeight.default(0),
});
export type TypingMistakeWeights = z.infer<typeof typingMistakeWeights>;

/**
 * SSC: word errors are full mistakes; spacing, case, punctuation, transposed words and a paragraph not
 * indented with Tab are half mistakes.
 */
export const SSC_MISTAKE_WEIGHTS: TypingMistakeWeights = {
  omission: 1,
  substitution: 1,
  addition: 1,
  misspelling: 1,
  repetition: 1,
  incomplete: 1,
  spacing: 0.5,
  capitalisation: 0.5,
  punctuation: 0.5,
  transposition: 0.5,
  indentation: 0.5,
};

export const TYPING_SPEED_UNITS = ['wpm', 'kdph', 'key-depressions'] as const;
export const TYPING_HINDI_LAYOUT_IDS = ['inscript', 'remington-gail'] as const;
export type TypingHindiLayoutId = (typeof TYPING_HINDI_LAYOUT_IDS)[number];

const minutes = z.number().positive().max(60);
const percent = z.number().min(0).max(100);

/** One versioned rule set (preset). The admin screen edits these; the evaluator reads them. */
export const typingRuleSet = z
  .object({
    /** Stable slug, e.g. `ssc-chsl-en-v1`; a new notice with new rules gets a new id. */
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    /** Rule sets of the same test share a family; the highest version is the current one. */
    family: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    version: z.number().int().min(1),
    /** Test name as candidates know it, e.g. "SSC CHSL LDC/JSA". */
    exam: z.string().min(1).max(120),
    /** Year of the notice the rules come from; null when not tied to one notice. */
    noticeYear: z.number().int().min(2000).max(2100).nullable(),
    /** Passage language; `any` for free practice. */
    language: z.enum(['en', 'hi', 'any']),
    /** Allotted time. */
    minutes,
    /** Durations the candidate may choose from; contains `minutes`. */
    minuteOptions: z.array(minutes).min(1),
    /** Allotted time for visually impaired candidates (scribe), when the notice gives one. */
    extendedMinutes: minutes.nullable(),
    /** Required speed; null when the test sets none (free practice). */
    speed: z
      .object({
        unit: z.enum(TYPING_SPEED_UNITS),
        value: z.number().positive(),
        /** `gross` speed (SSC judges accuracy through the error %) or `net` speed (CPCT, courts). */
        basis: z.enum(['gross', 'net']),
      })
      .nullable(),
    /** Key depressions in the exam passage (CGL DEST: about 2,000), when the notice gives it. */
    passageKeyDepressions: z.number().int().positive().nullable(),
    /** Highest error % that still qualifies, for unreserved (UR) and other categories; null: no limit. */
    allowedErrorPercent: z.object({ ur: percent, other: percent }).nullable(),
    backspaceAllowed: z.boolean(),
    /** SSC word rule: once the passage's word count is reached, the space bar stops working. */
    wordCountSpaceLock: z.boolean(),
    /** In exam mode, passage words after the point where the candidate stopped: omissions, or ignored. */
    untypedWords: z.enum(['omission', 'ignore']),
    weights: typingMistakeWeights,
    /** Keyboard layouts offered for Hindi passages. */
    hindiLayouts: z.array(z.enum(TYPING_HINDI_LAYOUT_IDS)),
    /** True while a figure comes from secondary sources and awaits a check against the notice. */
    verify: z.boolean(),
    note: z.string().max(500),
  })
  .refine((set) => set.minuteOptions.includes(set.minutes), {
    message: 'The allotted time must be one of the duration options.',
    path: ['minuteOptions'],
  });
export type TypingRuleSet = z.infer<typeof typingRuleSet>;

const HINDI_LAYOUTS: TypingHindiLayoutId[] = ['inscript', 'remington-gail'];

const SSC_COMMON = {
  version: 1,
  noticeYear: null,
  extendedMinutes: null,
  passageKeyDepressions: null,
  backspaceAllowed: true,
  wordCountSpaceLock: true,
  untypedWords: 'omission',
  weights: SSC_MISTAKE_WEIGHTS,
  verify: true,
} as const;

/** The presets the product ships with. */
export const TYPING_RULE_SETS: readonly TypingRuleSet[] = [
  {
    ...SSC_COMMON,
    id: 'ssc-chsl-en-v1',
    family: 'ssc-chsl-en',
    exam: 'SSC CHSL LDC/JSA (English)',
    language: 'en',
    minutes: 10,
    minuteOptions: [10],
    speed: { unit: 'wpm', value: 35, basis: 'gross' },
    allowedErrorPercent: { ur: 7, other: 10 },
    hindiLayouts: [],
    note: '35 wpm = 10,500 key depressions per hour. Error limits are the older CHSL figures.',
  },
  {
    ...SSC_COMMON,
    id: 'ssc-chsl-hi-v1',
    family: 'ssc-chsl-hi',
    exam: 'SSC CHSL LDC/JSA (Hindi)',
    language: 'hi',
    minutes: 10,
    minuteOptions: [10],
    speed: { unit: 'wpm', value: 30, basis: 'gross' },
    allowedErrorPercent: { ur: 7, other: 10 },
    hindiLayouts: HINDI_LAYOUTS,
    note: '30 wpm = 9,000 key depressions per hour. Error limits are the older CHSL figures.',
  },
  {
    ...SSC_COMMON,
    id: 'ssc-cgl-dest-v1',
    family: 'ssc-cgl-dest',
    exam: 'SSC CGL Data Entry Speed Test (DEST)',
    language: 'en',
    minutes: 15,
    minuteOptions: [15],
    extendedMinutes: 20,
    speed: { unit: 'kdph', value: 8000, basis: 'gross' },
    passageKeyDepressions: 2000,
    allowedErrorPercent: null,
    hindiLayouts: [],
    note: 'A passage of about 2,000 key depressions in 15 minutes (20 for visually impaired candidates). No error limit in our sources yet.',
  },
  {
    ...SSC_COMMON,
    id: 'ssc-deo-v1',
    family: 'ssc-deo',
    exam: 'SSC Data Entry Operator (DEO)',
    language: 'en',
    minutes: 15,
    minuteOptions: [15],
    speed: { unit: 'kdph', value: 8000, basis: 'gross' },
    allowedErrorPercent: { ur: 5, other: 7 },
    hindiLayouts: [],
    note: 'Some DEO posts ask for 15,000 key depressions per hour: add a separate rule set for them.',
  },
  {
    id: 'mp-cpct-en-v1',
    family: 'mp-cpct-en',
    version: 1,
    exam: 'MP CPCT typing (English)',
    noticeYear: null,
    language: 'en',
    minutes: 15,
    minuteOptions: [15],
    extendedMinutes: null,
    speed: { unit: 'wpm', value: 30, basis: 'net' },
    passageKeyDepressions: null,
    allowedErrorPercent: null,
    backspaceAllowed: true,
    wordCountSpaceLock: false,
    untypedWords: 'ignore',
    weights: SSC_MISTAKE_WEIGHTS,
    hindiLayouts: [],
    verify: true,
    note: 'CPCT reports net wpm; 30 wpm is what recruiters usually ask for in English.',
  },
  {
    id: 'mp-cpct-hi-v1',
    family: 'mp-cpct-hi',
    version: 1,
    exam: 'MP CPCT typing (Hindi)',
    noticeYear: null,
    language: 'hi',
    minutes: 15,
    minuteOptions: [15],
    extendedMinutes: null,
    speed: { unit: 'wpm', value: 20, basis: 'net' },
    passageKeyDepressions: null,
    allowedErrorPercent: null,
    backspaceAllowed: true,
    wordCountSpaceLock: false,
    untypedWords: 'ignore',
    weights: SSC_MISTAKE_WEIGHTS,
    hindiLayouts: HINDI_LAYOUTS,
    verify: true,
    note: 'CPCT reports net wpm; 20 wpm is what recruiters usually ask for in Hindi.',
  },
  {
    id: 'court-jca-en-v1',
    family: 'court-jca-en',
    version: 1,
    exam: 'Court clerk typing (Supreme Court JCA style)',
    noticeYear: null,
    language: 'en',
    minutes: 10,
    minuteOptions: [10],
    extendedMinutes: null,
    speed: { unit: 'wpm', value: 35, basis: 'net' },
    passageKeyDepressions: null,
    allowedErrorPercent: { ur: 3, other: 3 },
    backspaceAllowed: true,
    wordCountSpaceLock: false,
    untypedWords: 'ignore',
    weights: SSC_MISTAKE_WEIGHTS,
    hindiLayouts: [],
    verify: true,
    note: '35 wpm net with at most 3% mistakes.',
  },
  {
    id: 'free-practice-v1',
    family: 'free-practice',
    version: 1,
    exam: 'Free practice',
    noticeYear: null,
    language: 'any',
    minutes: 1,
    minuteOptions: [1, 2, 5],
    extendedMinutes: null,
    speed: null,
    passageKeyDepressions: null,
    allowedErrorPercent: null,
    backspaceAllowed: true,
    wordCountSpaceLock: false,
    untypedWords: 'ignore',
    weights: SSC_MISTAKE_WEIGHTS,
    hindiLayouts: HINDI_LAYOUTS,
    verify: false,
    note: 'Any passage, 1, 2 or 5 minutes; no pass mark.',
  },
];

/** The rule set with this id, or null. */
export function findTypingRuleSet(id: string): TypingRuleSet | null {
  return TYPING_RULE_SETS.find((set) => set.id === id) ?? null;
}

/** The current (highest) version of each family, optionally only those usable for a passage language. */
export function currentTypingRuleSets(
  language?: 'en' | 'hi',
  sets: readonly TypingRuleSet[] = TYPING_RULE_SETS,
): TypingRuleSet[] {
  const latest = new Map<string, TypingRuleSet>();
  for (const set of sets) {
    const seen = latest.get(set.family);
    if (!seen || set.version > seen.version) latest.set(set.family, set);
  }
  return [...latest.values()].filter(
    (set) => language === undefined || set.language === 'any' || set.language === language,
  );
}

/** Key depressions per hour for a speed in words per minute (one word = 5 key depressions). */
export function wpmToKdph(wpm: number): number {
  return wpm * 300;
}
