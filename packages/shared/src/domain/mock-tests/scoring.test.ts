import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatPercentile,
  marksAsNumber,
  ntaPercentile,
  paletteCounts,
  paletteState,
  percentileFromCounts,
  rankAmong,
  scoreAttempt,
  scoreComparison,
  type Marks,
  type QuestionResponse,
  type ScorableQuestion,
  type ScorableSection,
  type ScorableTest,
} from './index.ts';

// ── Builders: questions whose right answer is option 0 of 4, unless told otherwise.

function question(key: string, topic = 'general', extra: Partial<ScorableQuestion> = {}): ScorableQuestion {
  return { key, topic, options: ['a', 'b', 'c', 'd'], answerIndex: 0, ...extra };
}

function section(key: string, count: number, extra: Partial<ScorableSection> = {}): ScorableSection {
  return {
    key,
    questions: Array.from({ length: count }, (_, i) => question(`${key}-${i + 1}`, `${key}-topic`)),
    ...extra,
  };
}

const right = (questionKey: string, extra: Partial<QuestionResponse> = {}): QuestionResponse => ({
  questionKey,
  selectedIndex: 0,
  ...extra,
});
const wrong = (questionKey: string, extra: Partial<QuestionResponse> = {}): QuestionResponse => ({
  questionKey,
  selectedIndex: 2,
  ...extra,
});
const keysOf = (test: ScorableTest) => test.sections.flatMap((s) => s.questions.map((q) => q.key));

/** SSC CGL Tier-I: 4 sections × 25 questions, 2 marks each, −0.50 per wrong answer. */
const sscCgl: ScorableTest = {
  marksPerQuestion: 2,
  negativeMarks: 0.5,
  sections: ['reasoning', 'awareness', 'quant', 'english'].map((key) => section(key, 25)),
};

describe('paletteState', () => {
  it('gives the five states of the CBT palette', () => {
    expect(paletteState(undefined)).toBe('not_visited');
    expect(paletteState({ questionKey: 'q', selectedIndex: null })).toBe('not_answered');
    expect(paletteState({ questionKey: 'q', selectedIndex: 1 })).toBe('answered');
    expect(paletteState({ questionKey: 'q', selectedIndex: null, markedForReview: true })).toBe('marked');
    expect(paletteState({ questionKey: 'q', selectedIndex: 0, markedForReview: true })).toBe('answered_marked');
  });

  it('treats option 0 as an answer and a cleared response as not answered', () => {
    expect(paletteState({ questionKey: 'q', selectedIndex: 0 })).toBe('answered');
    expect(paletteState({ questionKey: 'q', selectedIndex: null, markedForReview: false })).toBe('not_answered');
  });
});

describe('paletteCounts', () => {
  it('counts every state for the legend and the submit confirmation', () => {
    const keys = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7'];
    const responses: QuestionResponse[] = [
      { questionKey: 'q1', selectedIndex: 2 },
      { questionKey: 'q2', selectedIndex: null },
      { questionKey: 'q3', selectedIndex: null, markedForReview: true },
      { questionKey: 'q4', selectedIndex: 1, markedForReview: true },
      { questionKey: 'q5', selectedIndex: 0 },
      { questionKey: 'other-section', selectedIndex: 0 },
    ];
    expect(paletteCounts(keys, responses)).toEqual({
      not_visited: 2,
      not_answered: 1,
      answered: 2,
      marked: 1,
      answered_marked: 1,
    });
  });

  it('uses the last response when a question repeats, and counts one section when given its keys', () => {
    const responses: QuestionResponse[] = [
      { questionKey: 'q1', selectedIndex: 2 },
      { questionKey: 'q1', selectedIndex: null },
    ];
    expect(paletteCounts(['q1'], responses)).toMatchObject({ answered: 0, not_answered: 1 });
    expect(paletteCounts([], responses)).toEqual({
      not_visited: 0,
      not_answered: 0,
      answered: 0,
      marked: 0,
      answered_marked: 0,
    });
  });
});

describe('scoreAttempt', () => {
  it('scores SSC CGL Tier-I: 2 marks per right answer, −0.50 per wrong one', () => {
    // 70 right, 20 wrong, 10 left: 70 × 2 − 20 × 0.5 = 130 out of 200.
    const keys = keysOf(sscCgl);
    const responses = [...keys.slice(0, 70).map((k) => right(k)), ...keys.slice(70, 90).map((k) => wrong(k))];
    const result = scoreAttempt(sscCgl, responses);
    expect(result).toMatchObject({
      questions: 100,
      correct: 70,
      wrong: 20,
      skipped: 10,
      discarded: 0,
      attempted: 90,
      score: 130,
      maxScore: 200,
      marksLost: 10,
      accuracy: 77.78, // 70 ÷ 90
    });
    expect(result.sections.map((s) => [s.sectionKey, s.correct, s.wrong, s.skipped, s.score])).toEqual([
      ['reasoning', 25, 0, 0, 50],
      ['awareness', 25, 0, 0, 50],
      ['quant', 20, 5, 0, 37.5],
      ['english', 0, 15, 10, -7.5],
    ]);
    expect(result.sections[3]!.accuracy).toBe(0);
    expect(result.sections[2]!.accuracy).toBe(80);
  });

  it('scores a bank prelims with −0.25 per wrong answer', () => {
    const bank: ScorableTest = { marksPerQuestion: 1, negativeMarks: 0.25, sections: [section('all', 100)] };
    const keys = keysOf(bank);
    const responses = [...keys.slice(0, 60).map((k) => right(k)), ...keys.slice(60, 75).map((k) => wrong(k))];
    // 60 − 15 × 0.25 = 56.25.
    expect(scoreAttempt(bank, responses)).toMatchObject({
      score: 56.25,
      maxScore: 100,
      marksLost: 3.75,
      correct: 60,
      wrong: 15,
      skipped: 25,
      accuracy: 80,
    });
  });

  it('deducts exactly a third of a mark with "1/3": three wrong answers cost 1.00, not 0.99', () => {
    const railway: ScorableTest = { marksPerQuestion: 1, negativeMarks: '1/3', sections: [section('all', 20)] };
    const keys = keysOf(railway);
    expect(
      scoreAttempt(
        railway,
        keys.slice(0, 3).map((k) => wrong(k)),
      ),
    ).toMatchObject({ score: -1, marksLost: 1 });
    expect(scoreAttempt(railway, [wrong(keys[0]!)])).toMatchObject({ score: -0.33, marksLost: 0.33 });
    expect(
      scoreAttempt(
        railway,
        keys.slice(0, 2).map((k) => wrong(k)),
      ),
    ).toMatchObject({ score: -0.67 });
    // 10 right, 5 wrong: 10 − 5/3 = 8.333… → 8.33.
    const responses = [...keys.slice(0, 10).map((k) => right(k)), ...keys.slice(10, 15).map((k) => wrong(k))];
    const result = scoreAttempt(railway, responses);
    expect(result).toMatchObject({ score: 8.33, marksLost: 1.67, accuracy: 66.67 });
    expect(result.questionResults[10]).toMatchObject({ outcome: 'wrong', marks: -0.33, maxMarks: 1 });
    // Authored as the rounded 0.33, the same three wrong answers cost 0.99.
    const rounded: ScorableTest = { ...railway, negativeMarks: 0.33 };
    expect(
      scoreAttempt(
        rounded,
        keys.slice(0, 3).map((k) => wrong(k)),
      ).score,
    ).toBe(-0.99);
  });

  it('adds many 0.1-style marks without floating-point drift', () => {
    const test: ScorableTest = { marksPerQuestion: 0.1, negativeMarks: 0.03, sections: [section('all', 30)] };
    const keys = keysOf(test);
    const result = scoreAttempt(test, [...keys.slice(0, 29).map((k) => right(k)), wrong(keys[29]!)]);
    expect(result.score).toBe(2.87); // 29 × 0.1 − 0.03, where floating point gives 2.8700000000000006
    expect(result.maxScore).toBe(3);
  });

  it('lets a section and a question override the test’s marks', () => {
    const test: ScorableTest = {
      marksPerQuestion: 1,
      negativeMarks: 0.25,
      sections: [
        { key: 'a', questions: [question('a1'), question('a2', 'general', { marks: 3, negativeMarks: 1 })] },
        { ...section('b', 2), marksPerQuestion: 2, negativeMarks: 0.5 },
        {
          ...section('c', 2),
          negativeMarks: 0,
          questions: [question('c1'), question('c2', 'x', { negativeMarks: 0.5 })],
        },
      ],
    };
    const result = scoreAttempt(test, [
      wrong('a1'), // −0.25 (test)
      right('a2'), // +3 (question)
      right('b-1'), // +2 (section)
      wrong('b-2'), // −0.5 (section)
      wrong('c1'), // 0 (section: no negative marking)
      wrong('c2'), // −0.5 (question over section)
    ]);
    expect(result.questionResults.map((q) => q.marks)).toEqual([-0.25, 3, 2, -0.5, 0, -0.5]);
    expect(result.questionResults.map((q) => q.maxMarks)).toEqual([1, 3, 2, 2, 1, 1]);
    expect(result).toMatchObject({ score: 3.75, maxScore: 10, marksLost: 1.25, correct: 2, wrong: 4 });
    expect(result.sections.map((s) => s.score)).toEqual([2.75, 1.5, -0.5]);
    expect(result.sections.map((s) => s.maxScore)).toEqual([4, 4, 2]);
  });

  it('gives a discarded question’s full marks to every candidate, attempted or not', () => {
    const test: ScorableTest = {
      marksPerQuestion: 2,
      negativeMarks: 0.5,
      sections: [
        {
          key: 's',
          questions: [
            question('q1', 't', { discarded: true }),
            question('q2', 't', { discarded: true }),
            question('q3', 't', { discarded: true }),
            question('q4'),
          ],
        },
      ],
    };
    // Wrong on q1, right on q2, q3 never opened, q4 wrong.
    const result = scoreAttempt(test, [wrong('q1'), right('q2'), wrong('q4')]);
    expect(result.questionResults.map((q) => [q.outcome, q.marks])).toEqual([
      ['discarded', 2],
      ['discarded', 2],
      ['discarded', 2],
      ['wrong', -0.5],
    ]);
    expect(result).toMatchObject({
      score: 5.5,
      maxScore: 8,
      discarded: 3,
      correct: 0,
      wrong: 1,
      skipped: 0,
      attempted: 1,
      marksLost: 0.5,
      accuracy: 0,
    });
    expect(scoreAttempt(test, []).score).toBe(6);
  });

  it('counts "answered and marked for review" as answered, and "marked" alone as skipped', () => {
    const test: ScorableTest = { marksPerQuestion: 2, negativeMarks: 0.5, sections: [section('s', 4)] };
    const result = scoreAttempt(test, [
      right('s-1', { markedForReview: true }),
      wrong('s-2', { markedForReview: true }),
      { questionKey: 's-3', selectedIndex: null, markedForReview: true },
      { questionKey: 's-4', selectedIndex: null },
    ]);
    expect(result.questionResults.map((q) => [q.outcome, q.paletteState])).toEqual([
      ['correct', 'answered_marked'],
      ['wrong', 'answered_marked'],
      ['skipped', 'marked'],
      ['skipped', 'not_answered'],
    ]);
    expect(result).toMatchObject({ score: 1.5, correct: 1, wrong: 1, skipped: 2, attempted: 2, accuracy: 50 });
  });

  it('skips a chosen index that is not one of the options, and ignores unknown questions', () => {
    const test: ScorableTest = { marksPerQuestion: 1, negativeMarks: 0.25, sections: [section('s', 2)] };
    const result = scoreAttempt(test, [
      { questionKey: 's-1', selectedIndex: 4 },
      { questionKey: 's-2', selectedIndex: -1 },
      right('removed-question'),
    ]);
    expect(result).toMatchObject({ score: 0, skipped: 2, attempted: 0, accuracy: 0 });
    expect(result.questionResults.map((q) => [q.selectedIndex, q.paletteState])).toEqual([
      [null, 'not_answered'],
      [null, 'not_answered'],
    ]);
  });

  it('adds up time per question, section and topic', () => {
    const test: ScorableTest = {
      marksPerQuestion: 1,
      negativeMarks: 0,
      sections: [
        { key: 'quant', questions: [question('q1', 'percentages'), question('q2', 'algebra')] },
        { key: 'reasoning', questions: [question('r1', 'number-series'), question('r2', 'percentages')] },
      ],
    };
    const result = scoreAttempt(test, [
      right('q1', { timeSpentMs: 30_000 }),
      wrong('q2', { timeSpentMs: 45_500 }),
      { questionKey: 'r1', selectedIndex: null, timeSpentMs: 5_000 },
      right('r2', { timeSpentMs: 20_000 }),
    ]);
    expect(result.timeSpentMs).toBe(100_500);
    expect(result.questionResults.map((q) => q.timeSpentMs)).toEqual([30_000, 45_500, 5_000, 20_000]);
    expect(result.sections.map((s) => [s.sectionKey, s.timeSpentMs])).toEqual([
      ['quant', 75_500],
      ['reasoning', 25_000],
    ]);
    expect(
      result.topics.map((t) => [t.topic, t.questions, t.correct, t.wrong, t.skipped, t.accuracy, t.timeSpentMs]),
    ).toEqual([
      ['percentages', 2, 2, 0, 0, 100, 50_000],
      ['algebra', 1, 0, 1, 0, 0, 45_500],
      ['number-series', 1, 0, 0, 1, 0, 5_000],
    ]);
  });

  it('rejects a mark that cannot be exact', () => {
    const test: ScorableTest = { marksPerQuestion: 1, negativeMarks: 0.333, sections: [section('s', 1)] };
    expect(() => scoreAttempt(test, [])).toThrow(/invalid marks 0.333/);
    expect(marksAsNumber('1/3')).toBe(0.33);
    expect(marksAsNumber('2/3')).toBe(0.67);
    expect(marksAsNumber(0.5)).toBe(0.5);
  });
});

describe('rankAmong', () => {
  it('gives tied scores the same rank and skips the ranks they fill (1, 2, 2, 4)', () => {
    const scores = [150.5, 132, 132, 98.25];
    expect(scores.map((score) => rankAmong(scores, score))).toEqual([1, 2, 2, 4]);
    expect(rankAmong(scores, 200)).toBe(1);
    expect(rankAmong(scores, 0)).toBe(5);
    expect(rankAmong([], 10)).toBe(1);
  });

  it('compares scores as shown, at two decimals', () => {
    expect(rankAmong([0.1 + 0.2, 0.3], 0.3)).toBe(1);
  });
});

describe('ntaPercentile', () => {
  it('is 100 × (attempts scoring ≤ yours) ÷ all attempts, to 7 decimals', () => {
    const scores = [-2, 30, 45.5, 60, 72.25, 88, 120];
    // 3 of 7 attempts score 45.5 or less: 300 ÷ 7 = 42.857142857… → 42.8571429.
    expect(ntaPercentile(scores, 45.5)).toBe(42.8571429);
    expect(formatPercentile(ntaPercentile(scores, 45.5))).toBe('42.8571429');
    expect(formatPercentile(ntaPercentile(scores, 120))).toBe('100.0000000');
    expect(formatPercentile(ntaPercentile(scores, -2))).toBe('14.2857143');
    expect(formatPercentile(ntaPercentile([10, 20, 30], 20))).toBe('66.6666667');
    expect(formatPercentile(ntaPercentile([1, 2, 3, 4, 5, 6, 7, 8], 1))).toBe('12.5000000');
  });

  it('counts ties as at or below yours', () => {
    expect(ntaPercentile([50, 50, 40, 70], 50)).toBe(75);
    expect(ntaPercentile([50, 50], 50)).toBe(100);
    expect(ntaPercentile([], 50)).toBe(100);
  });
});

describe('scoreComparison', () => {
  it('gives the topper and the average score', () => {
    expect(scoreComparison([130, 98.5, -4, 150.25])).toEqual({ attempts: 4, topperScore: 150.25, averageScore: 93.69 });
    expect(scoreComparison([1, 2])).toEqual({ attempts: 2, topperScore: 2, averageScore: 1.5 });
    expect(scoreComparison([0.1, 0.2, 0.3])).toMatchObject({ averageScore: 0.2 });
    expect(scoreComparison([])).toEqual({ attempts: 0, topperScore: null, averageScore: null });
  });
});

// ── Properties over random tests and attempts. Marks are multiples of 1/300 so the model can be exact.

const MARKS: { value: Marks; units: number }[] = [
  { value: 1, units: 300 },
  { value: 2, units: 600 },
  { value: 0.5, units: 150 },
  { value: 1.5, units: 450 },
  { value: '2/3', units: 200 },
];
const PENALTIES: { value: Marks; units: number }[] = [
  { value: 0, units: 0 },
  { value: 0.25, units: 75 },
  { value: 0.5, units: 150 },
  { value: '1/3', units: 100 },
  { value: 0.33, units: 99 },
];

const questionArb = fc.record({
  optionCount: fc.integer({ min: 2, max: 6 }),
  answer: fc.nat(),
  topic: fc.constantFrom('algebra', 'polity', 'synonyms'),
  marks: fc.option(fc.constantFrom(...MARKS), { nil: undefined }),
  penalty: fc.option(fc.constantFrom(...PENALTIES), { nil: undefined }),
  discarded: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
  response: fc.option(
    fc.record({
      choice: fc.option(fc.integer({ min: -1, max: 6 }), { nil: null }),
      marked: fc.boolean(),
      ms: fc.nat(600_000),
    }),
    { nil: undefined },
  ),
});
const sectionArb = fc.record({
  marks: fc.option(fc.constantFrom(...MARKS), { nil: undefined }),
  penalty: fc.option(fc.constantFrom(...PENALTIES), { nil: undefined }),
  questions: fc.array(questionArb, { minLength: 1, maxLength: 12 }),
});
const attemptArb = fc.record({
  marks: fc.constantFrom(...MARKS),
  penalty: fc.constantFrom(...PENALTIES),
  sections: fc.array(sectionArb, { minLength: 1, maxLength: 4 }),
});

type Generated = typeof attemptArb extends fc.Arbitrary<infer T> ? T : never;

function build(generated: Generated) {
  const responses: QuestionResponse[] = [];
  let exactUnits = 0;
  let maxUnits = 0;
  let worstUnits = 0;
  const test: ScorableTest = {
    marksPerQuestion: generated.marks.value,
    negativeMarks: generated.penalty.value,
    sections: generated.sections.map((s, si) => ({
      key: `s${si}`,
      marksPerQuestion: s.marks?.value,
      negativeMarks: s.penalty?.value,
      questions: s.questions.map((q, qi) => {
        const key = `s${si}-q${qi}`;
        const marks = (q.marks ?? s.marks ?? generated.marks).units;
        const penalty = (q.penalty ?? s.penalty ?? generated.penalty).units;
        const answerIndex = q.answer % q.optionCount;
        const choice = q.response?.choice;
        const valid = typeof choice === 'number' && choice >= 0 && choice < q.optionCount;
        maxUnits += marks;
        if (q.discarded) exactUnits += marks;
        else {
          worstUnits -= penalty;
          if (valid) exactUnits += choice === answerIndex ? marks : -penalty;
        }
        if (q.response) {
          responses.push({
            questionKey: key,
            selectedIndex: q.response.choice,
            markedForReview: q.response.marked,
            timeSpentMs: q.response.ms,
          });
        }
        return {
          key,
          topic: q.topic,
          options: Array.from({ length: q.optionCount }, (_, i) => i),
          answerIndex,
          marks: q.marks?.value,
          negativeMarks: q.penalty?.value,
          discarded: q.discarded,
        };
      }),
    })),
  };
  // Units are 1/300 of a mark, so hundredths are units ÷ 3 (never a tie when rounding).
  return { test, responses, exactScore: Math.round(exactUnits / 3) / 100, maxUnits, worstUnits };
}

describe('scoreAttempt properties', () => {
  it('matches an exact model, never exceeds the maximum and never goes below all negatives', () => {
    fc.assert(
      fc.property(attemptArb, (generated) => {
        const { test, responses, exactScore, maxUnits, worstUnits } = build(generated);
        const result = scoreAttempt(test, responses);
        expect(result.score).toBe(exactScore);
        expect(result.maxScore).toBe(Math.round(maxUnits / 3) / 100);
        expect(result.score).toBeLessThanOrEqual(result.maxScore);
        expect(result.score).toBeGreaterThanOrEqual(Math.round(worstUnits / 3) / 100);
        expect(result.marksLost).toBeLessThanOrEqual(Math.round(-worstUnits / 3) / 100);
        expect(result.correct + result.wrong + result.skipped + result.discarded).toBe(result.questions);
        expect(result.accuracy).toBeGreaterThanOrEqual(0);
        expect(result.accuracy).toBeLessThanOrEqual(100);
        const sectionSum = result.sections.reduce((sum, s) => sum + s.score, 0);
        expect(Math.abs(sectionSum - result.score)).toBeLessThanOrEqual(0.005 * result.sections.length + 1e-9);
        expect(result.topics.reduce((sum, t) => sum + t.questions, 0)).toBe(result.questions);
        expect(result.topics.reduce((sum, t) => sum + t.timeSpentMs, 0)).toBe(result.timeSpentMs);
      }),
      { numRuns: 300 },
    );
  });
});

describe('rank and percentile properties', () => {
  const scores = fc.array(
    fc.integer({ min: -5000, max: 20000 }).map((h) => h / 100),
    { minLength: 1, maxLength: 60 },
  );

  it('keeps the percentile in [0, 100], 100 for the topper, and the rank at least 1 (1 for the topper)', () => {
    fc.assert(
      fc.property(scores, fc.nat(), (all, pick) => {
        const yours = all[pick % all.length]!;
        const percentile = ntaPercentile(all, yours);
        expect(percentile).toBeGreaterThan(0);
        expect(percentile).toBeLessThanOrEqual(100);
        expect(formatPercentile(percentile)).toMatch(/^\d{1,3}\.\d{7}$/);
        const rank = rankAmong(all, yours);
        expect(rank).toBeGreaterThanOrEqual(1);
        expect(rank).toBeLessThanOrEqual(all.length);
        const topper = Math.max(...all);
        expect(ntaPercentile(all, topper)).toBe(100);
        expect(rankAmong(all, topper)).toBe(1);
        expect(scoreComparison(all).topperScore).toBe(topper);
        expect(ntaPercentile(all, Math.min(...all) - 1)).toBe(0);
        // The server counts in SQL: counts give the same percentile as the list.
        const atOrBelow = all.filter((score) => Math.round(score * 100) <= Math.round(yours * 100)).length;
        expect(percentileFromCounts(atOrBelow, all.length)).toBe(percentile);
      }),
      { numRuns: 300 },
    );
  });
});

describe('answer types', () => {
  const multi = question('m', 'sets', { type: 'multiple', answerIndex: undefined, answerIndexes: [0, 2] });
  const num = question('n', 'numbers', {
    type: 'numeric',
    options: [],
    answerIndex: undefined,
    answer: 12.5,
    tolerance: 0.05,
  });
  const exact = question('e', 'numbers', {
    type: 'numeric',
    options: [],
    answerIndex: undefined,
    answer: 7,
    tolerance: 0,
  });
  const test: ScorableTest = {
    marksPerQuestion: 4,
    negativeMarks: 1,
    sections: [{ key: 's', questions: [multi, num, exact] }],
  };
  const outcomes = (responses: QuestionResponse[]) =>
    scoreAttempt(test, responses).questionResults.map((r) => [r.questionKey, r.outcome, r.marks]);

  it('scores a multiple-answer question all or nothing, with the negative marks of a wrong answer', () => {
    expect(outcomes([{ questionKey: 'm', selectedIndex: null, selectedIndexes: [2, 0] }])[0]).toEqual([
      'm',
      'correct',
      4,
    ]);
    expect(outcomes([{ questionKey: 'm', selectedIndex: null, selectedIndexes: [0] }])[0]).toEqual(['m', 'wrong', -1]);
    expect(outcomes([{ questionKey: 'm', selectedIndex: null, selectedIndexes: [0, 1, 2] }])[0]).toEqual([
      'm',
      'wrong',
      -1,
    ]);
    expect(outcomes([{ questionKey: 'm', selectedIndex: null, selectedIndexes: [] }])[0]).toEqual(['m', 'skipped', 0]);
    // Options the question does not have count as none.
    expect(outcomes([{ questionKey: 'm', selectedIndex: null, selectedIndexes: [9] }])[0]).toEqual(['m', 'skipped', 0]);
  });

  it('accepts a numeric answer within its tolerance, and a wrong one loses nothing unless the test says so', () => {
    const row = (value: string) => outcomes([{ questionKey: 'n', selectedIndex: null, value }])[1];
    expect(row('12.5')).toEqual(['n', 'correct', 4]);
    expect(row(' 12.46 ')).toEqual(['n', 'correct', 4]);
    expect(row('12.55')).toEqual(['n', 'correct', 4]);
    expect(row('12.56')).toEqual(['n', 'wrong', 0]);
    expect(row('twelve')).toEqual(['n', 'skipped', 0]);
    expect(row('')).toEqual(['n', 'skipped', 0]);
    expect(outcomes([{ questionKey: 'e', selectedIndex: null, value: '7' }])[2]).toEqual(['e', 'correct', 4]);
    expect(outcomes([{ questionKey: 'e', selectedIndex: null, value: '7.001' }])[2]).toEqual(['e', 'wrong', 0]);

    const strict = { ...test, numericNegativeMarks: '1/3' };
    const wrongValue = scoreAttempt(strict, [{ questionKey: 'e', selectedIndex: null, value: '8' }]);
    expect(wrongValue.questionResults[2]).toMatchObject({ outcome: 'wrong', marks: -0.33 });
    expect(wrongValue.marksLost).toBe(0.33);
  });

  it('counts a typed value or chosen options as answered in the palette', () => {
    expect(paletteState({ questionKey: 'n', selectedIndex: null, value: '3' })).toBe('answered');
    expect(paletteState({ questionKey: 'n', selectedIndex: null, value: '  ' })).toBe('not_answered');
    expect(paletteState({ questionKey: 'm', selectedIndex: null, selectedIndexes: [1], markedForReview: true })).toBe(
      'answered_marked',
    );
  });
});
