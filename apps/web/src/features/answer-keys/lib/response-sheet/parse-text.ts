import { headerLine, normaliseSpace, QUESTION_LABEL_ANYWHERE, questionLabelOfLine, sectionName } from './labels.ts';
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

/** A line ends at a tab followed by a label too: a copy can put two tables' cells on one line. */
function splitAtLabels(line: string): string[] {
  const lines: string[] = [];
  for (const cell of line.split('\t')) {
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

const QUESTION_NUMBER_LINE = /^Q\.\s*\d+\b/i;

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

export function printedSheetFromText(text: string): TextReading {
  const lines = logicalLines(text);
  const mangled = whyMangled(text, lines);
  if (mangled) return { ok: false, mangled };

  const header = emptyHeader();
  const questions: PrintedQuestion[] = [];
  let section: string | null = null;
  let questionType: string | null = null;
  let current: PrintedQuestion | null = null;
  let beforeQuestions = true;

  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const labelled = questionLabelOfLine(line);
    if (!labelled) {
      const name = sectionName(line);
      if (name) section = name;
      if (name || QUESTION_NUMBER_LINE.test(line)) beforeQuestions = false;
      const printed = beforeQuestions ? headerLine(line) : null;
      if (printed && header[printed.field] === null) header[printed.field] = printed.value;
      continue;
    }
    beforeQuestions = false;
    const read = labelValue(lines, index, labelled.label, labelled.rest);
    if ('mangled' in read) return { ok: false, mangled: read.mangled };
    index = read.lastLine;
    if (labelled.label.kind === 'questionType') {
      questionType = read.value;
    } else if (labelled.label.kind === 'questionId') {
      current = newPrintedQuestion(section, read.value ?? '', questionType);
      questionType = null;
      questions.push(current);
    } else if (current) {
      fillQuestion(current, labelled.label, read.value);
    }
  }
  return { ok: true, printed: { header, questions, marksRightOptions: false } };
}
