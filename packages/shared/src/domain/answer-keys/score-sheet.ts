import type { ResponseSheet } from '../../contracts/answer-keys.ts';
import {
  scoreAttempt,
  type QuestionOutcome,
  type QuestionResponse,
  type ScorableSection,
  type ScoreTally,
} from '../mock-tests/scoring.ts';
import { sectionMarking, type Marking } from './marking.ts';

/** The key's word on one question ID: its right option ID(s), or dropped (full marks to everyone). */
export type KeyAnswer = { right: readonly string[] } | { dropped: true };
export type AnswerKey = ReadonlyMap<string, KeyAnswer>;

/**
 * The key an SSC sheet's own marks make (question ID → the right options it marks). A question whose
 * right option the sheet does not mark was dropped: SSC gives its marks to everyone.
 */
export function keyFromMarks(markedKey: Readonly<Record<string, readonly string[]>>): AnswerKey {
  return new Map(
    Object.entries(markedKey).map(([id, right]): [string, KeyAnswer] => [
      id,
      right.length > 0 ? { right } : { dropped: true },
    ]),
  );
}

export type CheckedQuestion = {
  questionId: string;
  /** 1-based, in the sheet's order. */
  number: number;
  section: string;
  chosenOptionId: string | null;
  /** The key's right option IDs; null for a dropped question. */
  right: string[] | null;
  /** The same as the sheet numbers its options (1 for "Option 1 ID"), as a member reads them. */
  chosenOption: number | null;
  rightOptions: number[] | null;
  outcome: QuestionOutcome;
  marks: number;
};

export type SheetScore = ScoreTally & {
  sections: Array<ScoreTally & { name: string }>;
  /** Each question of the sheet with the member's option and the key's, in the sheet's order. */
  answers: CheckedQuestion[];
};

/**
 * A response sheet scored with a key and the exam's marking, by the mock tests' own scoring (exact
 * fractions, rounding once at the end, dropped questions to everyone, any accepted option right).
 * Refused (`missing`) when a question of the sheet is not in the key, or the key's right option is
 * not one of the question's options: the sheet is of another exam or shift than the key.
 */
export function scoreSheet(
  sheet: ResponseSheet,
  key: AnswerKey,
  marking: Marking,
): { ok: true; score: SheetScore } | { ok: false; missing: string[] } {
  const missing: string[] = [];
  const sections: ScorableSection[] = [];
  const responses: QuestionResponse[] = [];
  for (const [sectionIndex, section] of sheet.sections.entries()) {
    const marks = sectionMarking(marking, section.name);
    const questions = section.questions.map((question) => {
      const answer = key.get(question.questionId);
      const accepted =
        answer && 'right' in answer ? answer.right.map((id) => question.optionIds.indexOf(id)) : undefined;
      if (!answer || (accepted && (accepted.length === 0 || accepted.includes(-1)))) {
        missing.push(question.questionId);
      }
      const chosen = question.chosenOptionId === null ? -1 : question.optionIds.indexOf(question.chosenOptionId);
      responses.push({ questionKey: question.questionId, selectedIndex: chosen >= 0 ? chosen : null });
      return {
        key: question.questionId,
        topic: section.name,
        options: question.optionIds,
        answerIndex: accepted?.[0],
        acceptedIndexes: accepted,
        discarded: answer !== undefined && 'dropped' in answer,
      };
    });
    sections.push({
      key: String(sectionIndex),
      marksPerQuestion: marks.correct,
      negativeMarks: marks.wrong,
      questions,
    });
  }
  if (missing.length > 0) return { ok: false, missing };

  const scored = scoreAttempt({ marksPerQuestion: marking.correct, negativeMarks: marking.wrong, sections }, responses);
  const { sections: sectionScores, topics: _topics, questionResults, ...total } = scored;
  const names = sheet.sections.map((section) => section.name);
  const inOrder = sheet.sections.flatMap((section) => section.questions);
  return {
    ok: true,
    score: {
      ...total,
      sections: sectionScores.map(({ sectionKey, ...tally }) => ({ ...tally, name: names[Number(sectionKey)]! })),
      answers: questionResults.map((result, index) => {
        const answer = key.get(result.questionKey)!;
        const question = inOrder[index]!;
        return {
          questionId: result.questionKey,
          number: index + 1,
          section: names[Number(result.sectionKey)]!,
          chosenOptionId: result.selectedIndex === null ? null : question.optionIds[result.selectedIndex]!,
          right: 'right' in answer ? [...answer.right] : null,
          chosenOption: result.selectedIndex === null ? null : result.selectedIndex + 1,
          rightOptions: 'right' in answer ? answer.right.map((id) => question.optionIds.indexOf(id) + 1) : null,
          outcome: result.outcome,
          marks: result.marks,
        };
      }),
    },
  };
}
