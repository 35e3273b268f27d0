import { responseSheetSchema, type ReadSheet, type SheetQuestion } from '@jobportal/shared';
import { refuse, type PrintedQuestion, type PrintedSheet, type ReadResult } from './printed-sheet.ts';
import { readShift } from './shift.ts';
import { printedStatusOf, sheetStatusOf, UNANSWERED_STATUSES, type PrintedStatus } from './status.ts';

/**
 * Turns what a page prints into the `ReadSheet`, whichever reader produced it, refusing a sheet with
 * any question it cannot read whole, or with questions missing between two others: a score from a
 * partly read sheet would be wrong without saying so. The answers are checked against the contract's
 * schema before they are returned.
 */

/** The section of questions printed before any section label (a sheet without sections). */
export const UNNAMED_SECTION = 'Questions';

type Checked<T> = { ok: true; value: T } | { ok: false; problem: string };
const fail = (problem: string): { ok: false; problem: string } => ({ ok: false, problem });

/** Option 1 ID … Option n ID, every one printed: a gap would shift "Chosen Option : 3" to another option. */
function optionIdsOf(question: PrintedQuestion): Checked<string[]> {
  const count = Math.max(0, ...question.optionIds.keys());
  if (count < 2) {
    const type = question.questionType ? ` (question type ${question.questionType})` : '';
    return fail(`no option IDs${type}`);
  }
  const ids: string[] = [];
  for (let option = 1; option <= count; option++) {
    const id = question.optionIds.get(option);
    if (id === undefined) return fail(`no "Option ${option} ID"`);
    ids.push(id);
  }
  return { ok: true, value: ids };
}

/** "3" or "C" (RRB letters its options): the option's position, or null for any other value. */
function optionPosition(chosen: string): number | null {
  if (/^\d{1,2}$/.test(chosen)) return Number(chosen);
  return /^[A-J]$/.test(chosen) ? chosen.charCodeAt(0) - 64 : null;
}

/**
 * The chosen option's ID. TCS iON prints the option's number ("3"; RRB its letter, "C"), some NTA
 * sheets its ID; "--" is none, and so is "0" under a status saying nothing was answered. A number or
 * letter of an option the question has is read as that option; any other value must be an option's ID.
 */
function chosenOptionIdOf(chosen: string, optionIds: readonly string[], status: PrintedStatus): Checked<string | null> {
  if (/^[-–—]+$/.test(chosen)) return { ok: true, value: null };
  if (chosen === '0' && UNANSWERED_STATUSES.has(status)) return { ok: true, value: null };
  const position = optionPosition(chosen);
  const byPosition = position === null ? undefined : optionIds[position - 1];
  if (byPosition !== undefined) return { ok: true, value: byPosition };
  if (optionIds.includes(chosen)) return { ok: true, value: chosen };
  return fail(
    position === null
      ? `chosen option "${chosen}" is not one of its options`
      : `chosen option ${chosen} of ${optionIds.length}`,
  );
}

function sheetQuestionOf(question: PrintedQuestion): Checked<SheetQuestion> {
  if (question.questionId === '') return fail('no Question ID');
  const optionIds = optionIdsOf(question);
  if (!optionIds.ok) return optionIds;
  if (question.status === null) return fail('no "Status"');
  const status = printedStatusOf(question.status);
  if (status === null) return fail(`unknown status "${question.status}"`);
  if (question.chosen === null) return fail('no "Chosen Option"');
  const chosen = chosenOptionIdOf(question.chosen, optionIds.value, status);
  if (!chosen.ok) return chosen;
  return {
    ok: true,
    value: {
      questionId: question.questionId,
      optionIds: optionIds.value,
      chosenOptionId: chosen.value,
      status: sheetStatusOf(status, chosen.value !== null),
    },
  };
}

/** The option IDs the page marks right, in option order (none for a question the key dropped). */
function markedOptionIdsOf(question: PrintedQuestion, optionIds: readonly string[]): Checked<string[]> {
  const numbers = [...new Set(question.markedRight)].sort((a, b) => (a ?? 0) - (b ?? 0));
  const ids: string[] = [];
  for (const number of numbers) {
    const id = number === null ? undefined : optionIds[number - 1];
    if (id === undefined) return fail(`a right option marked without a readable option number (${number ?? '?'})`);
    ids.push(id);
  }
  return { ok: true, value: ids };
}

/** Where the printed numbers stand: the number the next question should print, and the section so far. */
type Numbering = { next: number; section: string | null | undefined };

const missing = (from: number, to: number, where = '') =>
  from === to ? `question ${from}${where} is missing` : `questions ${from}–${to}${where} are missing`;

/**
 * Why a question's printed number ("Q.12") does not follow the one before, or null when it does; either
 * way the numbering moves on to it. TCS iON and SSC's 2025 pages number questions afresh in each section,
 * others through the paper, so a section may start at 1 or go on from the last (and a number back to 1
 * starts a run even where no section label was read); a number that skips says questions were lost
 * between two others (a partial copy, a page saved before it had loaded), one that goes back that the
 * page was pieced together. A question printed without a number is taken as the next one, so a sheet
 * that prints none reads as it is.
 *
 * A sheet cut after its last whole question cannot be told from a shorter paper here: no sheet seen
 * prints how many questions the paper has (TCS iON's, NTA's and SSC's 2025 pages number questions but
 * print no total), and a section that lost its tail before the next one restarts at 1 looks whole.
 */
function numberingProblem(numbering: Numbering, question: PrintedQuestion): string | null {
  const expected = numbering.next;
  const number = question.number ?? expected;
  const newSection = question.section !== numbering.section;
  numbering.next = number + 1;
  numbering.section = question.section;
  if (number === expected || number === 1) return null;
  if (number > expected) return missing(expected, number - 1);
  if (newSection) return missing(1, number - 1, ` of section "${question.section ?? UNNAMED_SECTION}"`);
  return `question ${number} is printed after question ${expected - 1}`;
}

export function readSheetFrom(printed: PrintedSheet, source: ReadSheet['source']): ReadResult {
  if (printed.questions.length === 0) return refuse('not_a_response_sheet', 'no "Question ID" on the page');
  const sections = new Map<string, SheetQuestion[]>();
  const seen = new Set<string>();
  const markedKey: Record<string, string[]> = {};
  const numbering: Numbering = { next: 1, section: undefined };

  for (const [index, printedQuestion] of printed.questions.entries()) {
    const where = `question ${index + 1} (ID ${printedQuestion.questionId || 'none'})`;
    if (printedQuestion.questionId !== '' && seen.has(printedQuestion.questionId)) {
      return refuse('question_repeated', where);
    }
    seen.add(printedQuestion.questionId);
    const misnumbered = numberingProblem(numbering, printedQuestion);
    if (misnumbered) return refuse('question_incomplete', misnumbered);
    const question = sheetQuestionOf(printedQuestion);
    if (!question.ok) return refuse('question_incomplete', `${where}: ${question.problem}`);
    const name = printedQuestion.section ?? UNNAMED_SECTION;
    const questions = sections.get(name) ?? [];
    questions.push(question.value);
    sections.set(name, questions);
    if (printed.marksRightOptions) {
      const marked = markedOptionIdsOf(printedQuestion, question.value.optionIds);
      if (!marked.ok) return refuse('question_incomplete', `${where}: ${marked.problem}`);
      markedKey[question.value.questionId] = marked.value;
    }
  }

  const { header } = printed;
  const shift = readShift(header.date, header.time);
  if (!shift) return refuse('no_shift', `exam date "${header.date ?? ''}", exam time "${header.time ?? ''}"`);
  const checked = responseSheetSchema.safeParse({
    shift,
    sections: [...sections].map(([name, questions]) => ({ name, questions })),
  });
  if (!checked.success) {
    const issues = checked.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    return refuse('question_incomplete', issues.join('; '));
  }
  return {
    ok: true,
    read: {
      source,
      kind: printed.marksRightOptions ? 'marked' : 'ids_only',
      paper: header.paper,
      sheet: checked.data,
      personal: { name: header.name, rollNumber: header.rollNumber, centre: header.centre },
      markedKey: printed.marksRightOptions ? markedKey : null,
    },
  };
}
