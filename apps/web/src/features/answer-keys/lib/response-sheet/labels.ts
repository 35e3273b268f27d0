import type { HeaderField, QuestionLabel } from './printed-sheet.ts';

/**
 * The labels TCS iON (and NTA's digialm pages) print, shared by the HTML and the pasted-text readers.
 * Question labels end in " :" on every sheet seen ("Question ID :", "Option 1 ID :", "Status :",
 * "Chosen Option :"); header labels have no colon ("Roll Number", "Exam Date"), and NTA and other boards
 * say "Test Date", "Participant Name", "Test Center Name" where SSC says "Exam Date", "Candidate Name",
 * "Venue Name". Only English labels: the Hindi-medium sheets seen print them in English too.
 *
 * SSC's pages from 2025 (Eduquity's) put the colon in the value's cell instead ("Roll No" | ":   2201…",
 * "Question ID" | ": 6306…"), number questions "Q.No: 1" where TCS iON prints "Q.1", and name the part
 * a page holds "Part A : General Intelligence and Reasoning".
 */

/** Whitespace as a page's text has it (no-break spaces from `&nbsp;`, tabs, runs), made single spaces. */
export const normaliseSpace = (text: string): string => text.replace(/[\s\u00a0\u200b]+/g, ' ').trim();

const HEADER_LABELS: Record<HeaderField, string> = {
  date: String.raw`(?:exam|test)\s*date|date\s*of\s*(?:exam|test)`,
  time: String.raw`(?:exam|test)\s*time`,
  name: String.raw`(?:candidate|participant)(?:'s)?\s*name`,
  rollNumber: String.raw`roll\s*(?:number|no\.?)|participant\s*id`,
  centre: String.raw`(?:venue|(?:test|exam)\s*cent(?:re|er)|cent(?:re|er))\s*name|(?:exam|test)\s*venue`,
  paper: String.raw`subject|exam\s*name|test\s*name`,
};

const headerEntries = Object.entries(HEADER_LABELS) as [HeaderField, string][];

/** A header cell's label ("Exam Date", "Exam Date :"): the field it names, or null. */
const HEADER_CELL = headerEntries.map(([field, label]) => [field, new RegExp(`^(?:${label})\\s*:?$`, 'i')] as const);

/** A header row of pasted text: its label, then a colon, a tab or spaces, then the value. */
const HEADER_LINE = headerEntries.map(
  ([field, label]) => [field, new RegExp(`^(?:${label})(?:\\s*:\\s*|\\s+)(\\S.*)$`, 'i')] as const,
);

/** A header cell holding its value too, after a colon ("Exam Date : 10/09/2024"). */
const HEADER_INLINE_CELL = headerEntries.map(
  ([field, label]) => [field, new RegExp(`^(?:${label})\\s*:\\s*(\\S.*)$`, 'i')] as const,
);

/**
 * A header cell: the field it names, and its value when the cell holds it too (`value` is null when
 * the value is the next cell's).
 */
export function headerOfCell(text: string): { field: HeaderField; value: string | null } | null {
  const alone = HEADER_CELL.find(([, pattern]) => pattern.test(text));
  if (alone) return { field: alone[0], value: null };
  for (const [field, pattern] of HEADER_INLINE_CELL) {
    const value = pattern.exec(text)?.[1];
    if (value !== undefined) return { field, value: value.trim() };
  }
  return null;
}

export function headerLine(line: string): { field: HeaderField; value: string } | null {
  for (const [field, pattern] of HEADER_LINE) {
    const value = pattern.exec(line)?.[1];
    if (value !== undefined) return { field, value: value.trim() };
  }
  return null;
}

const QUESTION_LABELS = String.raw`(question\s*id)|(question\s*type)|option\s*(\d{1,2})\s*id|(status)|(chosen\s*option)`;

/**
 * A question label at the start of a line, then whatever follows the colon (empty when the value is on
 * the next line). The colon is required: a passage line such as "Status of women…" is not a label.
 */
const QUESTION_LABEL_LINE = new RegExp(`^(?:${QUESTION_LABELS})\\s*:\\s*(.*)$`, 'i');

/** A cell holding only a question label, colon or not ("Question ID :"); its value is the next cell. */
const QUESTION_LABEL_CELL = new RegExp(`^(?:${QUESTION_LABELS})\\s*:?()$`, 'i');

function labelOf(match: RegExpExecArray): { label: QuestionLabel; rest: string } | null {
  const [, questionId, questionType, option, status, chosen, rest = ''] = match;
  const label: QuestionLabel | null = questionId
    ? { kind: 'questionId' }
    : questionType
      ? { kind: 'questionType' }
      : option
        ? { kind: 'optionId', option: Number(option) }
        : status
          ? { kind: 'status' }
          : chosen
            ? { kind: 'chosen' }
            : null;
  return label && { label, rest: rest.trim() };
}

export function questionLabelOfLine(line: string): { label: QuestionLabel; rest: string } | null {
  const match = QUESTION_LABEL_LINE.exec(line);
  return match && labelOf(match);
}

/** A cell's question label: the label alone (the value is the next cell) or "label : value" in one cell. */
export function questionLabelOfCell(text: string): { label: QuestionLabel; rest: string } | null {
  const match = QUESTION_LABEL_CELL.exec(text) ?? QUESTION_LABEL_LINE.exec(text);
  return match && labelOf(match);
}

/**
 * "Section : General Awareness", or "Part A : General Awareness" on SSC's 2025 pages (the section
 * label's text, or a line of pasted text): the name.
 */
export function sectionName(text: string): string | null {
  const name = /^(?:section|part\s*(?:[A-J]|[IVX]{1,4}|\d{1,2}))\s*:\s*(.*)$/i.exec(text)?.[1]?.trim();
  return name ? name : null;
}

/** "Q.12" (TCS iON), "Q.No: 12" or "Q.No:&nbsp;12" (SSC's 2025 pages): the printed number, 1 to 999. */
const QUESTION_NUMBER = String.raw`Q(?:\.\s*|\.?\s*No\.?\s*:?\s*)(\d{1,3})(?!\d)`;
const QUESTION_NUMBER_CELL = new RegExp(`^${QUESTION_NUMBER}$`, 'i');
const QUESTION_NUMBER_LINE = new RegExp(`^${QUESTION_NUMBER}`, 'i');

const numberIn = (match: RegExpExecArray | null) => {
  const number = match ? Number(match[1]) : 0;
  return number > 0 ? number : null;
};

/** A cell holding only a question's number ("Q.12"): the number, or null. */
export const questionNumberOfCell = (text: string): number | null => numberIn(QUESTION_NUMBER_CELL.exec(text));

/** A line of pasted text starting with a question's number ("Q.12 Which of…"): the number, or null. */
export const questionNumberOfLine = (line: string): number | null => numberIn(QUESTION_NUMBER_LINE.exec(line));

/**
 * The labels that begin a line of pasted text, wherever they occur: counted against the lines they begin
 * to find text whose line breaks were lost.
 */
export const QUESTION_LABEL_ANYWHERE = /question\s*id\s*:|option\s*\d{1,2}\s*id\s*:|chosen\s*option\s*:/gi;
