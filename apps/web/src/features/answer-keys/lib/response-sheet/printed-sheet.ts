import type { ReadSheet, SheetProblem } from '@jobportal/shared';

/**
 * What a sheet prints, as the page and the pasted-text readers find it, before it is checked: the
 * readers only find, `build-sheet.ts` alone decides what may be sent and which problem a gap is.
 */

/** What reading a sheet gives: the sheet, or why it could not be read (never an exception). */
export type ReadResult = { ok: true; read: ReadSheet } | { ok: false; problem: SheetProblem; detail?: string };

export const refuse = (problem: SheetProblem, detail?: string): ReadResult =>
  detail === undefined ? { ok: false, problem } : { ok: false, problem, detail };

/** The header rows the reader keeps: the shift for the server, the rest shown on the phone only. */
export type HeaderField = 'date' | 'time' | 'name' | 'rollNumber' | 'centre' | 'paper';
export type PrintedHeader = Record<HeaderField, string | null>;

/**
 * One question as the page prints it, before any checking: the HTML and the pasted-text readers both
 * produce these, so what a sheet may say (and which problem each gap is) is decided in one place.
 */
export type PrintedQuestion = {
  section: string | null;
  /**
   * The number the sheet prints before the question ("Q.12", "Q.No: 12"), or null when it prints none:
   * how a question lost between two others is told from a shorter paper.
   */
  number: number | null;
  questionId: string;
  /** "Question Type :" (MCQ, SA…), when printed: named in the problem when a question has no options. */
  questionType: string | null;
  /** "Option n ID :" values by n, as printed (a sheet may skip or repeat a row). */
  optionIds: Map<number, string>;
  status: string | null;
  chosen: string | null;
  /**
   * The option numbers of the rows the page marks right (`rightAns`); null stands for a marked row whose
   * number could not be read.
   */
  markedRight: (number | null)[];
};

/** What a question's label row says ("Option 3 ID :" is `{ kind: 'optionId', option: 3 }`). */
export type QuestionLabel =
  | { kind: 'questionId' }
  | { kind: 'questionType' }
  | { kind: 'optionId'; option: number }
  | { kind: 'status' }
  | { kind: 'chosen' };

export const newPrintedQuestion = (
  section: string | null,
  questionId: string,
  questionType: string | null,
  number: number | null,
): PrintedQuestion => ({
  section,
  number,
  questionId,
  questionType,
  optionIds: new Map(),
  status: null,
  chosen: null,
  markedRight: [],
});

/**
 * Records the value of an option, status or chosen-option label on its question. The first value
 * printed stands: a second "Status :" in the same question is not the sheet's to overrule.
 */
export function fillQuestion(question: PrintedQuestion, label: QuestionLabel, value: string | null) {
  if (value === null) return;
  if (label.kind === 'optionId' && !question.optionIds.has(label.option)) question.optionIds.set(label.option, value);
  if (label.kind === 'status') question.status ??= value;
  if (label.kind === 'chosen') question.chosen ??= value;
}

export type PrintedSheet = {
  header: PrintedHeader;
  questions: PrintedQuestion[];
  /** Whether the page marks right options at all (SSC's sheets do; NTA's and pasted text do not). */
  marksRightOptions: boolean;
};

export const emptyHeader = (): PrintedHeader => ({
  date: null,
  time: null,
  name: null,
  rollNumber: null,
  centre: null,
  paper: null,
});
