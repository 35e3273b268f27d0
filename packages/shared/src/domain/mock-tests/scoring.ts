/**
 * Scoring of online mock tests (shared/design/domain.md §2): the question palette, the score of an
 * attempt, rank and NTA percentile. Pure functions that both ends use: the server scores a
 * submitted attempt, the client draws the palette and the submit confirmation.
 *
 * Marks are exact. A mark is a decimal with at most two places (2, 0.5, 0.25) or an exact fraction
 * written as a string ("1/3", for the railway tests' "one third of a mark"). Scores are summed as
 * exact fractions and rounded to two decimals only at the end, half away from zero: three wrong
 * answers at "1/3" cost exactly 1.00, not 0.99. A single question's marks are also shown rounded
 * (−1/3 → −0.33), so the rows of a review may add up to a total 0.01 off the exact total.
 */

/** A mark value as authored: a decimal from 0 to 100 with at most two places, or a fraction string such as "1/3". */
export type Marks = number | string;

/** The five states of the official CBT question palette. */
export const PALETTE_STATES = ['not_visited', 'not_answered', 'answered', 'marked', 'answered_marked'] as const;
export type PaletteState = (typeof PALETTE_STATES)[number];
export type PaletteCounts = Record<PaletteState, number>;

/**
 * What a candidate did with one question. A question without a response was never opened
 * (`not_visited`); opening it creates one with `selectedIndex: null`.
 */
export type QuestionResponse = {
  questionKey: string;
  /** The chosen option, or null when nothing is chosen (never answered, or cleared). */
  selectedIndex: number | null;
  /** A multiple-answer question's chosen options. */
  selectedIndexes?: number[] | undefined;
  /** A numeric question's answer as typed ("12.5", "-3"). */
  value?: string | undefined;
  markedForReview?: boolean;
  /** Time spent on the question over all visits. */
  timeSpentMs?: number;
};

/** The parts of a question that scoring needs (the content contract's questions have them). */
export type ScorableQuestion = {
  key: string;
  topic: string;
  /** `single` when absent. */
  type?: 'single' | 'multiple' | 'numeric';
  options: readonly unknown[];
  answerIndex?: number | undefined;
  answerIndexes?: readonly number[] | undefined;
  /**
   * A one-answer question whose key accepts more than one option (an official final key's "option 2 or
   * 4"): any of them is right. `answerIndex` alone when absent.
   */
  acceptedIndexes?: readonly number[] | undefined;
  answer?: number | undefined;
  tolerance?: number | undefined;
  marks?: Marks;
  negativeMarks?: Marks;
  /** Dropped from the answer key: every candidate gets its full marks, attempted or not. */
  discarded?: boolean;
};

export type ScorableSection = {
  key: string;
  marksPerQuestion?: Marks;
  negativeMarks?: Marks;
  questions: readonly ScorableQuestion[];
};

export type ScorableTest = {
  marksPerQuestion: Marks;
  /** Marks deducted per wrong answer, as a positive value; 0 for no negative marking. */
  negativeMarks: Marks;
  /** Marks deducted per wrong numeric answer (none when absent). */
  numericNegativeMarks?: Marks | undefined;
  sections: readonly ScorableSection[];
};

export type QuestionOutcome = 'correct' | 'wrong' | 'skipped' | 'discarded';

/** Counts and marks of a set of questions: the whole test, one section or one topic. */
export type ScoreTally = {
  questions: number;
  correct: number;
  wrong: number;
  /** Unanswered, including "marked for review" without an answer. */
  skipped: number;
  /** Discarded questions (full marks to everyone); not in correct, wrong, skipped or attempted. */
  discarded: number;
  /** correct + wrong. */
  attempted: number;
  score: number;
  maxScore: number;
  /** Marks deducted for wrong answers, as a positive value. */
  marksLost: number;
  /** correct ÷ attempted as a percentage with two decimals; 0 when nothing was attempted. */
  accuracy: number;
  timeSpentMs: number;
};

export type SectionScore = ScoreTally & { sectionKey: string };
export type TopicScore = ScoreTally & { topic: string };

export type QuestionResult = {
  questionKey: string;
  sectionKey: string;
  topic: string;
  /** The response as it counted: an option out of range or a value that is not a number counts as none. */
  selectedIndex: number | null;
  selectedIndexes: number[];
  value: string | null;
  outcome: QuestionOutcome;
  paletteState: PaletteState;
  /** Marks awarded (negative for a wrong answer), rounded to two decimals. */
  marks: number;
  /** The marks a right answer earns, rounded to two decimals. */
  maxMarks: number;
  timeSpentMs: number;
};

export type AttemptScore = ScoreTally & {
  sections: SectionScore[];
  /** In order of first appearance in the test. */
  topics: TopicScore[];
  /** In the order of the test. */
  questionResults: QuestionResult[];
};

// ── Exact marks.

type Fraction = { n: number; d: number };

const ZERO: Fraction = { n: 0, d: 1 };
const FRACTION = /^(\d{1,4})\/([1-9]\d{0,3})$/;

function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) [x, y] = [y, x % y];
  return x || 1;
}

function fraction(n: number, d: number): Fraction {
  const g = gcd(n, d);
  return { n: n / g, d: d / g };
}

function add(a: Fraction, b: Fraction): Fraction {
  return fraction(a.n * b.d + b.n * a.d, a.d * b.d);
}

function negate(a: Fraction): Fraction {
  return { n: -a.n, d: a.d };
}

/** Hundredths, rounded half away from zero, in integer arithmetic. */
function hundredths(a: Fraction): number {
  const sign = a.n < 0 ? -1 : 1;
  return sign * Math.floor((200 * Math.abs(a.n) + a.d) / (2 * a.d));
}

function toNumber(a: Fraction): number {
  return hundredths(a) / 100 || 0;
}

/** The exact value of a mark, or undefined when it is not a valid mark. */
function parseMarks(marks: Marks): Fraction | undefined {
  if (typeof marks === 'number') {
    if (!Number.isFinite(marks) || marks < 0 || marks > 100) return undefined;
    const scaled = Math.round(marks * 100);
    if (Math.abs(scaled - marks * 100) > 1e-6) return undefined;
    return fraction(scaled, 100);
  }
  const match = FRACTION.exec(marks.trim());
  if (!match) return undefined;
  return fraction(Number(match[1]), Number(match[2]));
}

function exactMarks(marks: Marks): Fraction {
  const value = parseMarks(marks);
  if (!value) throw new RangeError(`invalid marks ${JSON.stringify(marks)}: use at most two decimals or "p/q"`);
  return value;
}

/** Whether a value is a valid mark: 0 to 100 with at most two decimals, or a fraction string such as "1/3". */
export function isValidMarks(marks: Marks): boolean {
  return parseMarks(marks) !== undefined;
}

/** A mark as a number rounded to two decimals, for display ("1/3" → 0.33). Throws on an invalid mark. */
export function marksAsNumber(marks: Marks): number {
  return toNumber(exactMarks(marks));
}

/** Whether two marks are the same value ("1/3" and "2/6"; 0.5 and "1/2"). */
export function sameMarks(a: Marks, b: Marks): boolean {
  const x = exactMarks(a);
  const y = exactMarks(b);
  return x.n === y.n && x.d === y.d;
}

/** Whether mark `a` is greater than mark `b`. */
export function marksExceed(a: Marks, b: Marks): boolean {
  const x = exactMarks(a);
  const y = exactMarks(b);
  return x.n * y.d > y.n * x.d;
}

/**
 * The marks of one question: its own, else its section's, else the test's. A wrong numeric answer
 * loses only the question's own deduction or the test's `numericNegativeMarks` (none by default).
 */
export function questionMarking(
  test: Pick<ScorableTest, 'marksPerQuestion' | 'negativeMarks' | 'numericNegativeMarks'>,
  section: Pick<ScorableSection, 'marksPerQuestion' | 'negativeMarks'>,
  question: Pick<ScorableQuestion, 'marks' | 'negativeMarks' | 'type'>,
): { marks: Marks; negativeMarks: Marks } {
  return {
    marks: question.marks ?? section.marksPerQuestion ?? test.marksPerQuestion,
    negativeMarks:
      question.negativeMarks ??
      (question.type === 'numeric' ? (test.numericNegativeMarks ?? 0) : (section.negativeMarks ?? test.negativeMarks)),
  };
}

/** A typed numeric answer as a number: digits with an optional sign and decimal point; otherwise undefined. */
export function parseNumericAnswer(value: string | null | undefined): number | undefined {
  const trimmed = value?.trim().replace(/^\u2212/, '-') ?? '';
  if (!/^[-+]?(?:\d+(?:\.\d*)?|\.\d+)$/.test(trimmed)) return undefined;
  return Number(trimmed);
}

/** Whether a response holds an answer (an option, options or a value), whatever the question's type. */
export function hasAnswer(response: Pick<QuestionResponse, 'selectedIndex' | 'selectedIndexes' | 'value'>): boolean {
  return (
    response.selectedIndex !== null ||
    (response.selectedIndexes?.length ?? 0) > 0 ||
    (response.value !== undefined && response.value.trim() !== '')
  );
}

// ── Palette.

/** The palette state of a question from its response (undefined: never opened). */
export function paletteState(response: QuestionResponse | undefined): PaletteState {
  if (!response) return 'not_visited';
  const answered = hasAnswer(response);
  if (response.markedForReview) return answered ? 'answered_marked' : 'marked';
  return answered ? 'answered' : 'not_answered';
}

/** How many of `questionKeys` are in each palette state: the legend and the submit confirmation. */
export function paletteCounts(questionKeys: readonly string[], responses: readonly QuestionResponse[]): PaletteCounts {
  const byKey = responsesByKey(responses);
  const counts = Object.fromEntries(PALETTE_STATES.map((state) => [state, 0])) as PaletteCounts;
  for (const key of questionKeys) counts[paletteState(byKey.get(key))] += 1;
  return counts;
}

/** One response per question; when a key repeats, the last response wins. */
function responsesByKey(responses: readonly QuestionResponse[]): Map<string, QuestionResponse> {
  return new Map(responses.map((response) => [response.questionKey, response]));
}

// ── Attempt score.

type Tally = {
  questions: number;
  correct: number;
  wrong: number;
  skipped: number;
  discarded: number;
  score: Fraction;
  maxScore: Fraction;
  marksLost: Fraction;
  timeSpentMs: number;
};

function emptyTally(): Tally {
  return {
    questions: 0,
    correct: 0,
    wrong: 0,
    skipped: 0,
    discarded: 0,
    score: ZERO,
    maxScore: ZERO,
    marksLost: ZERO,
    timeSpentMs: 0,
  };
}

function count(tally: Tally, outcome: QuestionOutcome, awarded: Fraction, max: Fraction, lost: Fraction, ms: number) {
  tally.questions += 1;
  tally[outcome] += 1;
  tally.score = add(tally.score, awarded);
  tally.maxScore = add(tally.maxScore, max);
  tally.marksLost = add(tally.marksLost, lost);
  tally.timeSpentMs += ms;
}

/** correct ÷ attempted as a percentage with two decimals (0 when nothing was attempted). */
function accuracyOf(correct: number, attempted: number): number {
  if (attempted === 0) return 0;
  return Math.floor((2 * correct * 10_000 + attempted) / (2 * attempted)) / 100;
}

function finish(tally: Tally): ScoreTally {
  const attempted = tally.correct + tally.wrong;
  return {
    questions: tally.questions,
    correct: tally.correct,
    wrong: tally.wrong,
    skipped: tally.skipped,
    discarded: tally.discarded,
    attempted,
    score: toNumber(tally.score),
    maxScore: toNumber(tally.maxScore),
    marksLost: toNumber(tally.marksLost),
    accuracy: accuracyOf(tally.correct, attempted),
    timeSpentMs: tally.timeSpentMs,
  };
}

function validTime(ms: number | undefined): number {
  return ms !== undefined && Number.isFinite(ms) && ms > 0 ? Math.round(ms) : 0;
}

type CountedResponse = { selectedIndex: number | null; selectedIndexes: number[]; value: string | null };

/** The part of a response that fits the question's type; anything else counts as no answer. */
function countedResponse(question: ScorableQuestion, response: QuestionResponse | undefined): CountedResponse {
  const isOption = (index: unknown): index is number =>
    typeof index === 'number' && Number.isInteger(index) && index >= 0 && index < question.options.length;
  const none: CountedResponse = { selectedIndex: null, selectedIndexes: [], value: null };
  if (!response) return none;
  switch (question.type ?? 'single') {
    case 'single':
      return { ...none, selectedIndex: isOption(response.selectedIndex) ? response.selectedIndex : null };
    case 'multiple': {
      const chosen = Array.isArray(response.selectedIndexes) ? response.selectedIndexes.filter(isOption) : [];
      return { ...none, selectedIndexes: [...new Set(chosen)].sort((a, b) => a - b) };
    }
    case 'numeric':
      return { ...none, value: parseNumericAnswer(response.value) === undefined ? null : response.value!.trim() };
  }
}

/**
 * Right, wrong or skipped: one right option; exactly the right options (all or nothing); a value
 * within the tolerance of the answer (a thousandth of a unit of slack for binary fractions).
 */
function judge(question: ScorableQuestion, counted: CountedResponse): QuestionOutcome {
  switch (question.type ?? 'single') {
    case 'single':
      if (counted.selectedIndex === null) return 'skipped';
      return (question.acceptedIndexes ?? [question.answerIndex]).includes(counted.selectedIndex) ? 'correct' : 'wrong';
    case 'multiple': {
      if (counted.selectedIndexes.length === 0) return 'skipped';
      const right = new Set(question.answerIndexes ?? []);
      const exact = counted.selectedIndexes.length === right.size && counted.selectedIndexes.every((i) => right.has(i));
      return exact ? 'correct' : 'wrong';
    }
    case 'numeric': {
      const value = parseNumericAnswer(counted.value);
      if (value === undefined) return 'skipped';
      if (question.answer === undefined) return 'wrong';
      const tolerance = question.tolerance ?? 0;
      return Math.abs(value - question.answer) <= tolerance + 1e-9 * Math.max(1, Math.abs(question.answer))
        ? 'correct'
        : 'wrong';
    }
  }
}

/**
 * Scores an attempt. A right answer earns the question's marks and a wrong one loses its negative
 * marks (question, else section, else test). "Answered and marked for review" counts as answered;
 * "marked" without an answer, an unopened question, an index that is not one of the question's
 * options and a numeric answer that is not a number count as skipped. A multiple-answer question is
 * right only with exactly its right options. A discarded question gives its full marks whatever the response.
 * Responses to keys that are not in the test are ignored.
 */
export function scoreAttempt(test: ScorableTest, responses: readonly QuestionResponse[]): AttemptScore {
  const byKey = responsesByKey(responses);
  const total = emptyTally();
  const sections: { sectionKey: string; tally: Tally }[] = [];
  const topics = new Map<string, Tally>();
  const questionResults: QuestionResult[] = [];

  for (const section of test.sections) {
    const sectionTally = emptyTally();
    sections.push({ sectionKey: section.key, tally: sectionTally });
    for (const question of section.questions) {
      const marking = questionMarking(test, section, question);
      const max = exactMarks(marking.marks);
      const penalty = exactMarks(marking.negativeMarks);
      const response = byKey.get(question.key);
      const counted = countedResponse(question, response);
      const outcome: QuestionOutcome = question.discarded ? 'discarded' : judge(question, counted);
      const awarded =
        outcome === 'correct' || outcome === 'discarded' ? max : outcome === 'wrong' ? negate(penalty) : ZERO;
      const lost = outcome === 'wrong' ? penalty : ZERO;
      const ms = validTime(response?.timeSpentMs);

      let topicTally = topics.get(question.topic);
      if (!topicTally) topics.set(question.topic, (topicTally = emptyTally()));
      for (const tally of [total, sectionTally, topicTally]) count(tally, outcome, awarded, max, lost, ms);

      questionResults.push({
        questionKey: question.key,
        sectionKey: section.key,
        topic: question.topic,
        ...counted,
        outcome,
        paletteState: paletteState(
          response && {
            ...response,
            selectedIndex: counted.selectedIndex,
            selectedIndexes: counted.selectedIndexes,
            value: counted.value ?? undefined,
          },
        ),
        marks: toNumber(awarded),
        maxMarks: toNumber(max),
        timeSpentMs: ms,
      });
    }
  }

  return {
    ...finish(total),
    sections: sections.map(({ sectionKey, tally }) => ({ sectionKey, ...finish(tally) })),
    topics: [...topics].map(([topic, tally]) => ({ topic, ...finish(tally) })),
    questionResults,
  };
}

// ── Comparison with other candidates.

/** Scores compare as they are shown, at two decimals. */
function scoreKey(score: number): number {
  return Math.round(score * 100);
}

/**
 * Rank among first attempts (pass only first attempts' scores, yours included): one more than the
 * number of higher scores, so ties share a rank (1, 2, 2, 4).
 */
export function rankAmong(scores: readonly number[], yours: number): number {
  const mine = scoreKey(yours);
  return 1 + scores.filter((score) => scoreKey(score) > mine).length;
}

/**
 * NTA percentile: 100 × (attempts with a score ≤ yours) ÷ (all attempts), rounded half up to 7
 * decimals. `allScores` includes your own attempt; with no attempts at all it is 100.
 */
export function ntaPercentile(allScores: readonly number[], yours: number): number {
  const mine = scoreKey(yours);
  return percentileFromCounts(allScores.filter((score) => scoreKey(score) <= mine).length, allScores.length);
}

/**
 * NTA percentile from counts, for a database that counts instead of listing every score:
 * 100 × atOrBelow ÷ all, rounded half up to 7 decimals; 100 when there are no attempts.
 */
export function percentileFromCounts(atOrBelow: number, all: number): number {
  if (all <= 0) return 100;
  const below = BigInt(Math.min(Math.max(0, Math.floor(atOrBelow)), all));
  const total = BigInt(Math.floor(all));
  // 100 × 10^7 × atOrBelow ÷ all, rounded half up, in exact integers.
  const scaled = (2n * 1_000_000_000n * below + total) / (2n * total);
  return Number(scaled) / 10_000_000;
}

/** A percentile as shown by NTA, with exactly 7 decimals (42.8571429, 100.0000000). */
export function formatPercentile(percentile: number): string {
  return percentile.toFixed(7);
}

/** The topper's and the average score of a list of scores (null for an empty list). */
export function scoreComparison(scores: readonly number[]): {
  attempts: number;
  topperScore: number | null;
  averageScore: number | null;
} {
  if (scores.length === 0) return { attempts: 0, topperScore: null, averageScore: null };
  const keys = scores.map(scoreKey);
  const sum = keys.reduce((total, key) => total + key, 0);
  return {
    attempts: scores.length,
    topperScore: keys.reduce((top, key) => Math.max(top, key), -Infinity) / 100,
    averageScore: hundredths(fraction(sum, 100 * scores.length)) / 100 || 0,
  };
}
