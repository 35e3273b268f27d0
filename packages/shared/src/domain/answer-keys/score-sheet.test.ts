import { describe, expect, it } from 'vitest';
import type { ResponseSheet, SheetQuestion } from '../../contracts/answer-keys.ts';
import { MARKINGS } from './marking.ts';
import { scoreSheet, type AnswerKey, type KeyAnswer } from './score-sheet.ts';

/** Question `q<n>` with options `q<n>o1`…`q<n>o4`; `chosen` is 1-based, or null. */
function question(n: number, chosen: number | null): SheetQuestion {
  const optionIds = [1, 2, 3, 4].map((o) => `q${n}o${o}`);
  return {
    questionId: `q${n}`,
    optionIds,
    chosenOptionId: chosen === null ? null : optionIds[chosen - 1]!,
    status: chosen === null ? 'not_answered' : 'answered',
  };
}

const sheet = (...sections: Array<[string, SheetQuestion[]]>): ResponseSheet => ({
  shift: { date: '2026-09-10', time: '09:00' },
  sections: sections.map(([name, questions]) => ({ name, questions })),
});

/** Every question's right option is its first, except where `answers` says otherwise. */
function keyFor(count: number, answers: Record<number, KeyAnswer> = {}): AnswerKey {
  return new Map(
    Array.from({ length: count }, (_, i) => [`q${i + 1}`, answers[i + 1] ?? { right: [`q${i + 1}o1`] }] as const),
  );
}

describe('scoring a response sheet with a key and the exam marking', () => {
  it('SSC CGL: +2 right, −0.5 wrong, nothing for unanswered, per section and in all', () => {
    const result = scoreSheet(
      sheet(
        ['General Intelligence and Reasoning', [question(1, 1), question(2, 2), question(3, null)]],
        ['Quantitative Aptitude', [question(4, 1), question(5, 1)]],
      ),
      keyFor(5),
      MARKINGS.ssc_cgl_tier1,
    );
    if (!result.ok) throw new Error('refused');
    expect(result.score).toMatchObject({ score: 5.5, correct: 3, wrong: 1, skipped: 1, marksLost: 0.5, maxScore: 10 });
    expect(result.score.sections.map((s) => [s.name, s.score])).toEqual([
      ['General Intelligence and Reasoning', 1.5],
      ['Quantitative Aptitude', 4],
    ]);
    expect(result.score.answers[1]).toEqual({
      questionId: 'q2',
      number: 2,
      section: 'General Intelligence and Reasoning',
      chosenOptionId: 'q2o2',
      right: ['q2o1'],
      chosenOption: 2,
      rightOptions: [1],
      outcome: 'wrong',
      marks: -0.5,
    });
  });

  it('a dropped question gives its marks to everyone; a key accepting two options takes either', () => {
    const result = scoreSheet(
      sheet(['Paper', [question(1, null), question(2, 3), question(3, 4)]]),
      keyFor(3, { 1: { dropped: true }, 2: { right: ['q2o1', 'q2o3'] }, 3: { right: ['q3o1', 'q3o3'] } }),
      MARKINGS.ssc_cgl_tier1,
    );
    if (!result.ok) throw new Error('refused');
    expect(result.score.answers.map((q) => [q.outcome, q.marks, q.right])).toEqual([
      ['discarded', 2, null],
      ['correct', 2, ['q2o1', 'q2o3']],
      ['wrong', -0.5, ['q3o1', 'q3o3']],
    ]);
    expect(result.score.score).toBe(3.5);
  });

  it('RRB NTPC: three wrong answers at −1/3 cost exactly one mark', () => {
    const result = scoreSheet(
      sheet(['Paper', [question(1, 2), question(2, 2), question(3, 2), question(4, 1)]]),
      keyFor(4),
      MARKINGS.rrb_ntpc_cbt1,
    );
    expect(result.ok && result.score.score).toBe(0);
  });

  it("SSC MTS: Session-I's sections have no negative marking, Session-II's have −1", () => {
    const result = scoreSheet(
      sheet(
        ['Numerical and Mathematical Ability', [question(1, 2), question(2, 1)]],
        ['Reasoning Ability and Problem Solving', [question(3, 2)]],
        ['General Awareness', [question(4, 2), question(5, 1)]],
      ),
      keyFor(5),
      MARKINGS.ssc_mts,
    );
    if (!result.ok) throw new Error('refused');
    expect(result.score.sections.map((s) => s.score)).toEqual([3, 0, 2]);
    expect(result.score.marksLost).toBe(1);
  });

  it('refuses a sheet whose questions the key does not hold (another exam or shift)', () => {
    const other = sheet(['Paper', [question(1, 1), question(7, 1), question(8, null)]]);
    expect(scoreSheet(other, keyFor(3), MARKINGS.cuet)).toEqual({ ok: false, missing: ['q7', 'q8'] });
    // A key whose right option is not one of the question's options is of another paper too.
    expect(scoreSheet(sheet(['Paper', [question(1, 1)]]), keyFor(1, { 1: { right: ['x9'] } }), MARKINGS.cuet)).toEqual({
      ok: false,
      missing: ['q1'],
    });
  });
});
