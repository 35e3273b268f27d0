import type { MockTestPaper, MockTestResponse } from '@jobportal/shared';

/**
 * The rules of the CBT player as pure functions (shared/design/domain.md §2). A chosen option is a
 * draft until "Save & Next" or "Mark for Review & Next": moving away by the palette, a section tab or
 * "Previous" leaves the saved response as it was.
 */

/** Saved responses by question key. */
export type Responses = Record<string, MockTestResponse>;

/** A question's place in the paper. */
export type Position = { section: number; question: number };

export type PlayerAction = 'save-next' | 'mark-next' | 'clear';

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
 * answered"); Mark for Review & Next saves it marked; Clear Response removes the choice.
 */
export function applyAction(
  responses: Responses,
  key: string,
  action: PlayerAction,
  draft: number | null,
): { responses: Responses; changed: MockTestResponse } {
  const current = responses[key] ?? { questionKey: key, selectedIndex: null, markedForReview: false, timeSpentMs: 0 };
  const changed: MockTestResponse =
    action === 'clear'
      ? { ...current, selectedIndex: null }
      : { ...current, selectedIndex: draft, markedForReview: action === 'mark-next' };
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
