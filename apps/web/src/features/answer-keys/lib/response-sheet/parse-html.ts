import { headerOfCell, normaliseSpace, questionLabelOfCell, questionNumberOfCell, sectionName } from './labels.ts';
import {
  emptyHeader,
  fillQuestion,
  newPrintedQuestion,
  type PrintedQuestion,
  type PrintedSheet,
} from './printed-sheet.ts';

/**
 * Reads a saved response sheet page. TCS iON's layout (SSC, RRB, IBPS; NTA's digialm sheets alike):
 * a header table (`div.main-info-pnl`: "Roll Number", "Exam Date"…), then `div.section-cntnr`s, each
 * with a `div.section-lbl` ("Section : Reasoning") and a `div.question-pnl` per question. A panel has
 * the question and its options (`table.questionRowTbl`; SSC marks the right option's cell `rightAns`,
 * the others `wrngAns`) and the `table.menu-tbl` of "Question ID :", "Option 1 ID :", "Status :" and
 * "Chosen Option :" rows, each a label cell and a value cell.
 *
 * SSC's pages from 2025 (Eduquity's, one page per part of the paper) name the part in a
 * `span#lblsubject` ("Part A : …") and lay each question out as a table: a "Q.No: 1" cell and the
 * question, a row per option after an `<!-- Option n -->` comment, its first cell coloured when the key
 * is marked (green: the right option, chosen; yellow: right, not chosen; red: chosen, wrong), then the
 * rows of IDs, status and chosen option. That layout is as public score checkers read those pages
 * (surajktr/cgl-score-sight, surajktr/scorecard-savvy); they read no ID rows, so the rows' labels
 * follow the issue describing the format (#36) and a page printing none is refused like any sheet
 * without IDs.
 *
 * Real pages are malformed in places (the "Chosen Option" row lacks its `<tr>`), and boards vary the
 * wrapping, so the reader does not navigate the layout: it walks the cells in document order, a
 * "Question ID" label starting a question and the labels after it filling it in. Only marks and printed
 * numbers are tied to their panel, as they come before the question's ID (outside panels, they go to
 * the next question). `DOMParser` builds a document that runs no script and fetches no image.
 */

/** Label cells are short; a longer cell is a question, an option, or a cell around other tables. */
const LONGEST_LABEL_CELL = 80;

const cellText = (element: Element) => normaliseSpace(element.textContent);

const isCell = (element: Element | null): element is Element => element?.tagName === 'TD' || element?.tagName === 'TH';

/**
 * The value cell after a label cell, without the colon some boards print in it ("Roll No | : 2201…")
 * or in a cell of its own ("Roll No | : | 2201…"): null when there is none or it is empty.
 */
function nextCellValue(cell: Element): string | null {
  let next = cell.nextElementSibling;
  if (isCell(next) && cellText(next) === ':') next = next.nextElementSibling;
  if (!isCell(next)) return null;
  const value = cellText(next).replace(/^:\s*/, '');
  return value === '' ? null : value;
}

/**
 * A marked row's option number: "1. Delhi", or "B. Delhi" on RRB's sheets (which letter options), or
 * "Ans 1. Delhi" when the whole row is marked.
 */
function markedOptionNumber(element: Element): number | null {
  const label = /^(?:ans\s*)?(?:(\d{1,2})|([A-J]))\s*[.)]/i.exec(cellText(element));
  if (!label) return null;
  const [, number, letter] = label;
  return number !== undefined ? Number(number) : letter!.toUpperCase().charCodeAt(0) - 64;
}

/** The marker colours of a right option on SSC's 2025 pages (red, a wrong choice, marks nothing). */
const KEY_COLOURS = new Set(['green', 'yellow', 'lime', '#008000', '#00ff00', '#ffff00']);

const isColourMark = (element: Element) =>
  (element.tagName === 'TD' || element.tagName === 'TR') &&
  KEY_COLOURS.has((element.getAttribute('bgcolor') ?? '').trim().toLowerCase());

/** The number in the `<!-- Option n -->` comment SSC's 2025 pages put before an option's row. */
function commentedOptionNumber(row: Element | null): number | null {
  for (let node = row?.previousSibling; node; node = node.previousSibling) {
    if (node.nodeType === Node.ELEMENT_NODE) return null;
    if (node.nodeType !== Node.COMMENT_NODE) continue;
    const number = /^\s*option\s*(\d{1,2})\s*$/i.exec(node.textContent ?? '')?.[1];
    return number === undefined ? null : Number(number);
  }
  return null;
}

/**
 * A coloured marker's option number: from the comment before its row, else from the option it marks
 * (its own text, or the cell after it, "2. Patna").
 */
function colourMarkNumber(element: Element): number | null {
  const next = element.nextElementSibling;
  return (
    commentedOptionNumber(element.tagName === 'TR' ? element : element.parentElement) ??
    markedOptionNumber(element) ??
    (isCell(next) ? markedOptionNumber(next) : null)
  );
}

/** The element's classes as " a b ", to test with `includes(' name ')` (faster than `classList`). */
const classesOf = (element: Element) => ` ${element.getAttribute('class') ?? ''} `;

/** A cell that holds a table (the cell around a question's tables) is never a label: its text is not read. */
function holdsTable(cell: Element): boolean {
  for (let child = cell.firstElementChild; child; child = child.nextElementSibling) {
    if (child.tagName === 'TABLE') return true;
  }
  return false;
}

/** The reading so far: where in the page the walk is, and what it has found. */
type Walk = {
  sheet: PrintedSheet;
  section: string | null;
  questionType: string | null;
  current: PrintedQuestion | null;
  /** The question panel the walk is in, if any. */
  panel: Element | null;
  panelOf: Map<PrintedQuestion, Element>;
  marksInPanel: Map<Element, (number | null)[]>;
  marksOutsidePanels: (number | null)[];
  numberInPanel: Map<Element, number>;
  numberOutsidePanels: number | null;
};

function readSectionLabel(walk: Walk, element: Element) {
  const label = cellText(element);
  walk.section = sectionName(label) ?? (label || walk.section);
}

function readMark(walk: Walk, number: number | null) {
  walk.sheet.marksRightOptions = true;
  if (!walk.panel) {
    walk.marksOutsidePanels.push(number);
    return;
  }
  const marks = walk.marksInPanel.get(walk.panel) ?? [];
  marks.push(number);
  walk.marksInPanel.set(walk.panel, marks);
}

/** A "Q.12" cell: the first one in a panel stands; outside panels, it is the next question's. */
function readNumber(walk: Walk, number: number) {
  if (!walk.panel) walk.numberOutsidePanels = number;
  else if (!walk.numberInPanel.has(walk.panel)) walk.numberInPanel.set(walk.panel, number);
}

function startQuestion(walk: Walk, questionId: string | null) {
  const number = walk.panel ? null : walk.numberOutsidePanels;
  const question = newPrintedQuestion(walk.section, questionId ?? '', walk.questionType, number);
  walk.numberOutsidePanels = null;
  walk.questionType = null;
  walk.current = question;
  walk.sheet.questions.push(question);
  if (walk.panel) {
    walk.panelOf.set(question, walk.panel);
  } else {
    question.markedRight = walk.marksOutsidePanels;
    walk.marksOutsidePanels = [];
  }
}

/** A cell that may be a label: a question's ("Question ID :", its value the next cell) or the header's. */
function readCell(walk: Walk, cell: Element) {
  const text = cellText(cell);
  if (text.length > LONGEST_LABEL_CELL) return;
  const number = questionNumberOfCell(text);
  if (number !== null) {
    readNumber(walk, number);
    return;
  }
  const labelled = questionLabelOfCell(text);
  if (!labelled) {
    const printed = headerOfCell(text);
    if (printed && walk.sheet.header[printed.field] === null) {
      walk.sheet.header[printed.field] = printed.value ?? nextCellValue(cell);
    }
    return;
  }
  const value = labelled.rest || nextCellValue(cell);
  if (labelled.label.kind === 'questionType') walk.questionType = value;
  else if (labelled.label.kind === 'questionId') startQuestion(walk, value);
  else if (walk.current) fillQuestion(walk.current, labelled.label, value);
}

/** Visits the elements under `parent` in document order (a hand walk: jsdom's selectors are slow). */
function walkChildren(walk: Walk, parent: Element) {
  for (let element = parent.firstElementChild; element; element = element.nextElementSibling) {
    const classes = classesOf(element);
    if (classes.includes(' section-lbl ') || element.id === 'lblsubject') {
      readSectionLabel(walk, element);
    } else if (classes.includes(' rightAns ')) {
      readMark(walk, markedOptionNumber(element));
    } else if (isColourMark(element)) {
      readMark(walk, colourMarkNumber(element));
    } else if (classes.includes(' question-pnl ')) {
      const outer = walk.panel;
      walk.panel = element;
      walkChildren(walk, element);
      walk.panel = outer;
    } else {
      if (isCell(element) && !holdsTable(element)) readCell(walk, element);
      walkChildren(walk, element);
    }
  }
}

export function printedSheetFromHtml(html: string): PrintedSheet {
  const page = new DOMParser().parseFromString(html, 'text/html');
  const walk: Walk = {
    sheet: { header: emptyHeader(), questions: [], marksRightOptions: false },
    section: null,
    questionType: null,
    current: null,
    panel: null,
    panelOf: new Map(),
    marksInPanel: new Map(),
    marksOutsidePanels: [],
    numberInPanel: new Map(),
    numberOutsidePanels: null,
  };
  walkChildren(walk, page.documentElement);
  for (const [question, panel] of walk.panelOf) {
    question.markedRight = walk.marksInPanel.get(panel) ?? [];
    question.number = walk.numberInPanel.get(panel) ?? null;
  }
  return walk.sheet;
}
