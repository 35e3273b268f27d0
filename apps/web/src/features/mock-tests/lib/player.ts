import {
  parseNumericAnswer,
  type MockTestPaper,
  type MockTestPaperQuestion,
  type MockTestResponse,
} from '@jobportal/shared';

/**
 * The rules of the CBT player as pure functions (shared/design/domain.md §2). A chosen option (or
 * options, or a typed number) is a draft until "Save & Next" or "Mark for Review & Next": moving away
 * by the palette, a section tab or "Previous" leaves the saved response as it was.
 */

/** Saved responses by question key. */
export type Responses = Record<string, MockTestResponse>;

/** A question's place in the paper. */
export type Position = { section: number; question: number };

export type PlayerAction = 'save-next' | 'mark-next' | 'clear';

/**
 * The answer on the question shown, not saved yet: the chosen option (`single`), the chosen options
 * (`multiple`, in order) or the number as typed (`numeric`). Only the fields of the question's type
 * are set, so a save sends nothing the server would refuse for that type.
 */
export type Draft = { selectedIndex: number | null; selectedIndexes?: number[]; value?: string };

type QuestionType = Pick<MockTestPaperQuestion, 'type'>;

/** The draft a question opens with: its saved answer, if any. */
export function draftOf(question: QuestionType, response: MockTestResponse | undefined): Draft {
  switch (question.type) {
    case 'multiple':
      return { selectedIndex: null, selectedIndexes: response?.selectedIndexes ?? [] };
    case 'numeric':
      return { selectedIndex: null, value: response?.value ?? '' };
    default:
      return { selectedIndex: response?.selectedIndex ?? null };
  }
}

/** Choosing option `index`: the answer of a single-answer question; toggled in a multiple-answer one. */
export function chooseOption(question: QuestionType, draft: Draft, index: number): Draft {
  if (question.type !== 'multiple') return { selectedIndex: index };
  const chosen = new Set(draft.selectedIndexes ?? []);
  if (chosen.has(index)) chosen.delete(index);
  else chosen.add(index);
  return { selectedIndex: null, selectedIndexes: [...chosen].sort((a, b) => a - b) };
}

/** Typing the answer of a numeric question. */
export const typeValue = (value: string): Draft => ({ selectedIndex: null, value });

/**
 * Whether a typed answer is something other than a number ("12,5", "abc", "-"): it cannot be saved
 * (the server would refuse the whole save). An empty box is no answer, not a wrong one.
 */
export const isNotANumber = (value: string | undefined): boolean =>
  value !== undefined && value.trim() !== '' && parseNumericAnswer(value) === undefined;

export const keyAt = (paper: MockTestPaper, position: Position): string =>
  paper.sections[position.section]!.questions[position.question]!.key;

/** Opening a question makes it "not answered" if it had no response ("not visited"). */
export function visit(responses: Responses, key: string): { responses: Responses; changed?: MockTestResponse } {
  if (responses[key]) return { responses };
  const changed: MockTestResponse = { questionKey: key, selectedIndex: null, markedForReview: false, timeSpentMs: 0 };
  return { responses: { ...responses, [key]: changed }, changed };
}

/** Adds time spent on a question (its response must exist: it was visited). */
export function addTime(
  responses: Responses,
  key: string,
  ms: number,
): { responses: Responses; changed?: MockTestResponse } {
  const current = responses[key];
  if (!current || ms <= 0) return { responses };
  const changed = { ...current, timeSpentMs: current.timeSpentMs + Math.round(ms) };
  return { responses: { ...responses, [key]: changed }, changed };
}

/**
 * A button's effect on the current question: Save & Next saves the draft (no choice: "not
 * answered"); Mark for Review & Next saves it marked; Clear Response removes the answer, whatever its
 * kind. A typed answer is saved without the spaces around it.
 */
export function applyAction(
  responses: Responses,
  key: string,
  action: PlayerAction,
  draft: Draft,
): { responses: Responses; changed: MockTestResponse } {
  const current = responses[key] ?? { questionKey: key, selectedIndex: null, markedForReview: false, timeSpentMs: 0 };
  const changed: MockTestResponse =
    action === 'clear'
      ? { ...current, selectedIndex: null, selectedIndexes: [], value: '' }
      : {
          ...current,
          selectedIndex: draft.selectedIndex,
          ...(draft.selectedIndexes ? { selectedIndexes: [...draft.selectedIndexes] } : {}),
          ...(draft.value !== undefined ? { value: draft.value.trim() } : {}),
          markedForReview: action === 'mark-next',
        };
  return { responses: { ...responses, [key]: changed }, changed };
}

/**
 * The question after `position` within the sections that are open: the next in its section, else the
 * first of the next open section, else the first of the current section (the paper wraps round).
 */
export function nextPosition(
  paper: MockTestPaper,
  position: Position,
  isOpen: (sectionKey: string) => boolean,
): Position {
  const section = paper.sections[position.section]!;
  if (position.question + 1 < section.questions.length) return { ...position, question: position.question + 1 };
  for (let s = position.section + 1; s < paper.sections.length; s += 1) {
    if (isOpen(paper.sections[s]!.key)) return { section: s, question: 0 };
  }
  for (let s = 0; s < position.section; s += 1) {
    if (isOpen(paper.sections[s]!.key)) return { section: s, question: 0 };
  }
  return { ...position, question: 0 };
}

/** The question before `position` in the open sections; the first question stays where it is. */
export function previousPosition(
  paper: MockTestPaper,
  position: Position,
  isOpen: (sectionKey: string) => boolean,
): Position {
  if (position.question > 0) return { ...position, question: position.question - 1 };
  for (let s = position.section - 1; s >= 0; s -= 1) {
    if (isOpen(paper.sections[s]!.key)) return { section: s, question: paper.sections[s]!.questions.length - 1 };
  }
  return position;
}

/** The first question of the first open section (where a resumed attempt opens). */
export function firstOpenPosition(paper: MockTestPaper, isOpen: (sectionKey: string) => boolean): Position {
  const section = paper.sections.findIndex((s) => isOpen(s.key));
  return { section: Math.max(0, section), question: 0 };
}

const positionKey = (attemptId: string) => `jobportal:mock-test:${attemptId}:position`;

/** Remembers the question on screen, so a reload reopens it. */
export function rememberPosition(
  attemptId: string,
  position: Position,
  storage: Pick<Storage, 'setItem'> = localStorage,
) {
  try {
    storage.setItem(positionKey(attemptId), JSON.stringify(position));
  } catch {
    // Only a convenience.
  }
}

/** The remembered question, if it is still in the paper and its section is open. */
export function rememberedPosition(
  attemptId: string,
  paper: MockTestPaper,
  isOpen: (sectionKey: string) => boolean,
  storage: Pick<Storage, 'getItem'> = localStorage,
): Position | undefined {
  try {
    const raw = storage.getItem(positionKey(attemptId));
    if (!raw) return undefined;
    const value = JSON.parse(raw) as Partial<Position>;
    const section = typeof value.section === 'number' ? paper.sections[value.section] : undefined;
    if (!section || !isOpen(section.key)) return undefined;
    if (typeof value.question !== 'number' || !section.questions[value.question]) return undefined;
    return { section: value.section!, question: value.question };
  } catch {
    return undefined;
  }
}
