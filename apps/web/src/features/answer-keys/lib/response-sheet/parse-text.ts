import {
  headerLine,
  normaliseSpace,
  QUESTION_LABEL_ANYWHERE,
  questionLabelOfLine,
  questionNumberOfLine,
  sectionName,
} from './labels.ts';
import {
  emptyHeader,
  fillQuestion,
  newPrintedQuestion,
  type PrintedQuestion,
  type PrintedSheet,
  type QuestionLabel,
} from './printed-sheet.ts';
import { startsAStatus } from './status.ts';

/**
 * Reads a sheet's text as a member pastes it (select all, copy). A browser's copy of the page keeps
 * its blocks on lines of their own and a table row's cells on one line, separated by tabs: "Question
 * ID :\t630680461234", "Roll Number\t2201234567". A question is the lines from its "Question ID :" to
 * the next one. Text whose line breaks were lost (everything on one line, a label and the next label
 * run together) cannot be split into questions, and is refused as mangled rather than guessed at.
 */

export type TextReading = { ok: true; printed: PrintedSheet } | { ok: false; mangled: string };

const isLabelLine = (line: string) => questionLabelOfLine(line) !== null || sectionName(line) !== null;

/**
 * A line ends at a tab followed by a label too: a copy can put two tables' cells on one line. A cell
 * starting with a colon belongs to the label before it: SSC's 2025 pages print the colon in the value's
 * cell ("Question ID<tab>: 6306…").
 */
function splitAtLabels(line: string): string[] {
  const lines: string[] = [];
  for (const cell of line.replace(/\t[\s\u00a0]*:/g, ' :').split('\t')) {
    const text = normaliseSpace(cell);
    if (text === '') continue;
    if (lines.length > 0 && !isLabelLine(text)) lines[lines.length - 1] += ` ${text}`;
    else lines.push(text);
  }
  return lines;
}

const logicalLines = (text: string) => text.split(/\r\n|\r|\n|\u2028|\u2029/).flatMap(splitAtLabels);

/** Why the text cannot be split into questions, or null when it can. */
function whyMangled(text: string, lines: readonly string[]): string | null {
  const labels = text.match(QUESTION_LABEL_ANYWHERE)?.length ?? 0;
  const labelLines = lines.filter((line) => {
    const kind = questionLabelOfLine(line)?.label.kind;
    return kind === 'questionId' || kind === 'optionId' || kind === 'chosen';
  }).length;
  return labels > labelLines ? `${labels - labelLines} labels are not at the start of a line` : null;
}

type LabelValue = { value: string | null; lastLine: number } | { mangled: string };

/**
 * A label's value: after its colon, or alone on the next line (a copy that put each cell on a line of
 * its own); a status may run on over lines ("Not Attempted and" / "Marked For Review"). A label followed
 * by another label has lost its value.
 */
function labelValue(lines: readonly string[], index: number, label: QuestionLabel, rest: string): LabelValue {
  let value: string | null = rest;
  let lastLine = index;
  if (value === '') {
    const next = lines[index + 1];
    if (next !== undefined && isLabelLine(next)) return { mangled: `"${lines[index]}" has no value after it` };
    value = next ?? null;
    if (next !== undefined) lastLine++;
  }
  if (label.kind === 'status' && value !== null) {
    for (let next = lines[lastLine + 1]; next !== undefined && startsAStatus(`${value} ${next}`);) {
      value = `${value} ${next}`;
      lastLine++;
      next = lines[lastLine + 1];
    }
  }
  return { value, lastLine };
}

/** The reading so far: where in the text it is, and what it has found. */
type TextWalk = {
  printed: PrintedSheet;
  section: string | null;
  questionType: string | null;
  current: PrintedQuestion | null;
  /** Until a section, a question's number or a label: header rows ("Roll Number<tab>2201…"). */
  beforeQuestions: boolean;
  /** The "Q.12" line before a question's labels, waiting for its "Question ID". */
  number: number | null;
};

/** A line that is no label: a section's name, a question's number, a header row, or question text. */
function readPlainLine(walk: TextWalk, line: string) {
  const name = sectionName(line);
  if (name) walk.section = name;
  const number = questionNumberOfLine(line);
  if (number !== null) walk.number = number;
  if (name || number !== null) walk.beforeQuestions = false;
  const printed = walk.beforeQuestions ? headerLine(line) : null;
  const { header } = walk.printed;
  if (printed && header[printed.field] === null) header[printed.field] = printed.value;
}

/** A label's value: "Question ID" starts a question, the labels after it fill it in. */
function readLabel(walk: TextWalk, label: QuestionLabel, value: string | null) {
  if (label.kind === 'questionType') {
    walk.questionType = value;
  } else if (label.kind === 'questionId') {
    walk.current = newPrintedQuestion(walk.section, value ?? '', walk.questionType, walk.number);
    walk.questionType = null;
    walk.number = null;
    walk.printed.questions.push(walk.current);
  } else if (walk.current) {
    fillQuestion(walk.current, label, value);
  }
}

export function printedSheetFromText(text: string): TextReading {
  const lines = logicalLines(text);
  const mangled = whyMangled(text, lines);
  if (mangled) return { ok: false, mangled };

  const walk: TextWalk = {
    printed: { header: emptyHeader(), questions: [], marksRightOptions: false },
    section: null,
    questionType: null,
    current: null,
    beforeQuestions: true,
    number: null,
  };
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const labelled = questionLabelOfLine(line);
    if (!labelled) {
      readPlainLine(walk, line);
      continue;
    }
    walk.beforeQuestions = false;
    const read = labelValue(lines, index, labelled.label, labelled.rest);
    if ('mangled' in read) return { ok: false, mangled: read.mangled };
    index = read.lastLine;
    readLabel(walk, labelled.label, read.value);
  }
  return { ok: true, printed: walk.printed };
}
