import {
  keyFromMarks,
  MARKINGS,
  scoreSheet,
  type AnswerKey,
  type MarkingPreset,
  type SheetScore,
} from '@jobportal/shared';
import { HttpError } from '../../http/errors.ts';
import type { AnswerKeyRow, CheckRow } from './answer-keys.repository.ts';

/** Marks in hundredths, as checks store them (the score rounded as shown). */
export const hundredths = (marks: number) => Math.round(marks * 100);

/** The admin's key as scoring reads it. */
export function answersOf(entries: AnswerKeyRow['entries']): AnswerKey | undefined {
  const list = Object.entries(entries);
  return list.length > 0 ? new Map(list) : undefined;
}

/** The key a check is scored with: the admin's when attached, else the right options its SSC sheet marked. */
function keyOf(answers: AnswerKey | undefined, markedKey: Record<string, string[]> | null): AnswerKey | undefined {
  if (answers) return answers;
  return markedKey && Object.keys(markedKey).length > 0 ? keyFromMarks(markedKey) : undefined;
}

/** A check scored with the admin's key (or its sheet's marks) and the exam's marking; a clear 4xx if it cannot be. */
export function scoreCheck(
  key: { markingPreset: MarkingPreset },
  answers: AnswerKey | undefined,
  check: Pick<CheckRow, 'sheet' | 'markedKey'>,
): SheetScore {
  const scoredWith = keyOf(answers, check.markedKey);
  if (!scoredWith) {
    throw new HttpError(
      409,
      'ANSWER_KEY_NOT_ATTACHED',
      'The official key is not attached yet. Choose the saved response sheet file (it marks the right answers), or check again when the key is attached.',
    );
  }
  const result = scoreSheet(check.sheet, scoredWith, MARKINGS[key.markingPreset]);
  if (!result.ok) {
    throw new HttpError(
      400,
      'SHEET_NOT_THIS_EXAM',
      `${result.missing.length} question(s) of this sheet are not in this answer key: it is the sheet of another exam or shift.`,
    );
  }
  return result.score;
}
