import type { Box, PageText, TextItem } from './text-items.ts';

/**
 * Crop boxes proposed from a question paper's text layer: one box per question (per language, when the
 * paper prints both), and one for its options, in reading order, for the admin to adjust on the crop
 * screen before each box becomes a stored image of the question.
 *
 * How the paper is read:
 * - Running headers and footers (a line near the top or bottom of the page that repeats on other pages
 *   once its digits are ignored, or a page number such as "Page 3 of 12") are left out, and boxes stop
 *   short of them. Section headings ("Section A: Reasoning", "खंड B", "Part II") end a question and
 *   belong to none.
 * - A page has two columns when a vertical band near its middle is crossed by (almost) no line while
 *   both sides hold long lines of their own; the gutter is that band. Reading order is the left column
 *   top to bottom, then the right one. A line that crosses the gutter (a heading across both columns)
 *   splits the page into bands, read one after the other.
 * - A question starts at a line that begins with its number: `Q.1`, `Q1.`, `Q1)`, `Question 1`,
 *   `प्रश्न 1`, `प्र. 1`, or a bare `1.` / `1)` (Devanagari digits too). Bare numbers are taken only
 *   where they can be question numbers: when the paper numbers its questions with "Q." (most do), a
 *   bare number is a question only as the Hindi version of the question just read (`7.` after `Q.7`);
 *   otherwise a bare number starts a question when it is the next number (or the same one in the other
 *   language, or 1 again), and never when it is the next of the current question's options `1.`–`4.`.
 *   Numbered instructions before the first question are therefore not questions.
 * - Options start at the first line of a question that begins with `(a)`, `a)`, `(A)`, `(क)` or, once
 *   the stem is read, `1.`–`4.` / `(1)`–`(4)`; options printed two to a row count once each.
 * - A question runs until the next question's number, a section heading, or the end of its column. When
 *   the next column (or page) does not start with a new question, the question continues there: its
 *   `box` is the part in the first column (ending below its last line there) and `continues` is true,
 *   with the other parts in `continuation`.
 * - Boxes are as wide as their column (figures and tables have no text to measure, but never stick out
 *   of their column) and reach from just above the question's number to just above the next question's
 *   number, so a figure between two lines of text is inside; a figure below a question's last line of
 *   text is inside too, unless the question is the last of its column. The padding is at most `PAD`
 *   points and never reaches the next question's number: two boxes touch at most, they never overlap.
 * - The language of a box is its label's (`Q.` English, `प्रश्न` Hindi: a bilingual paper prints its
 *   English-language section under both), else Hindi when at least 40 % of its letters are Devanagari.
 *
 * A page without a text layer (a scan) yields no boxes: the admin draws them by hand (see
 * `pagesWithoutText`), and `textInBox` gives a hand-drawn box its text where there is one.
 */

export type PaperLanguage = 'en' | 'hi';

/** A box on one page. */
export type CropPart = { pageIndex: number; box: Box };

export type ProposedCrop = {
  /** The question's number as printed. */
  number: number;
  language: PaperLanguage;
  /** Where the question starts (its first part). */
  pageIndex: number;
  box: Box;
  /** Whether the question runs on into the next column or page (its other parts are in `continuation`). */
  continues: boolean;
  continuation: CropPart[];
  /** The options' block, from the first option to the end of the question (on the part holding the first option). */
  options?: CropPart;
  /** The question's text from the text layer (the alt text of its image, and what search reads). */
  text: string;
  optionsText?: string;
  /** How many option labels were found ((a)–(d) → 4). */
  optionCount: number;
};

/** A question in both languages, as the player shows it. */
export type PairedQuestion = { number: number; en?: ProposedCrop; hi?: ProposedCrop };

/** Padding around a box, points: at most this, and less where the next question is closer. */
export const PAD = 6;

/** A line's share of Devanagari letters from which it is Hindi. */
const HINDI_SHARE = 0.4;

// ── Lines and segments.

/** Items on one baseline, in x order. */
type Line = Box & { text: string; size: number; items: TextItem[] };

const right = (box: Box) => box.x + box.width;
const bottom = (box: Box) => box.y + box.height;

/** Joins items left to right: a space where the gap is wider than a thin space, none after a zero-width piece. */
function joinText(items: readonly TextItem[]): string {
  let text = '';
  let previous: TextItem | undefined;
  for (const item of items) {
    if (previous) {
      const gap = item.x - right(previous);
      if (previous.width > 0 && gap > 0.18 * item.height && !text.endsWith(' ') && !item.text.startsWith(' ')) {
        text += ' ';
      }
    }
    text += item.text;
    previous = item;
  }
  return text.replace(/\s+/g, ' ').trim();
}

function lineOf(items: TextItem[]): Line {
  const sorted = [...items].sort((a, b) => a.x - b.x);
  const x = Math.min(...sorted.map((item) => item.x));
  const y = Math.min(...sorted.map((item) => item.y));
  return {
    x,
    y,
    width: Math.max(...sorted.map(right)) - x,
    height: Math.max(...sorted.map(bottom)) - y,
    text: joinText(sorted),
    size: Math.max(...sorted.map((item) => item.height)),
    items: sorted,
  };
}

/** Groups items into lines: an item joins a line when its baseline is within 40 % of a font size of the line's. */
function linesOf(items: readonly TextItem[]): Line[] {
  const sorted = [...items].sort((a, b) => bottom(a) - bottom(b) || a.x - b.x);
  const groups: TextItem[][] = [];
  let baseline = Number.NEGATIVE_INFINITY;
  for (const item of sorted) {
    const itemBaseline = item.y + item.height * 0.8;
    const group = groups.at(-1);
    if (group && Math.abs(itemBaseline - baseline) <= 0.4 * item.height) {
      group.push(item);
    } else {
      groups.push([item]);
      baseline = itemBaseline;
    }
  }
  return groups.map(lineOf);
}

/** A line cut where it has a gap wider than a font size: two options on a row, or two columns' lines. */
function segmentsOf(line: Line): Line[] {
  const segments: TextItem[][] = [];
  let end = Number.NEGATIVE_INFINITY;
  for (const item of line.items) {
    const current = segments.at(-1);
    if (current && item.x - end <= line.size) current.push(item);
    else segments.push([item]);
    end = Math.max(end, right(item));
  }
  return segments.map(lineOf);
}

// ── What a line is.

const DIGITS = '0-9०-९';
const toNumber = (digits: string) => Number(digits.replace(/[०-९]/g, (digit) => String(digit.charCodeAt(0) - 0x0966)));

const EXPLICIT_ANCHOR = new RegExp(
  `^(?:Q(?:uestion|ues)?\\s*\\.?\\s*(?:No\\.?\\s*)?|प्र(?:श्न)?\\s*\\.?\\s*(?:(?:सं|क्र)(?:ख्या)?\\s*\\.?\\s*)?)([${DIGITS}]{1,3})(?![${DIGITS}])\\s*[.):-]?`,
  'i',
);
const BARE_ANCHOR = new RegExp(`^([${DIGITS}]{1,3})\\s*[.)](?![${DIGITS}])`);
const LETTER_OPTION = /^(?:\(([a-dA-D])\)|([a-dA-D])\))|^\(([कखगघ])\)/;
const NUMBER_OPTION = /^(?:\(([1-4])\)|([1-4])[.)](?!\d))/;
const HEADING =
  /^(?:(?:section|part)\s*[-–—:]?\s*(?:[A-Z]|[IVX]+|\d+)\b|(?:खंड|खण्ड|भाग)\s*[-–—:]?\s*(?:[A-Zक-ह]|[IVX]+|[0-9०-९]+)(?:\s|:|$))/i;
const PAGE_NUMBER = /^(?:(?:page|पृष्ठ)\s*#+(?:\s*(?:of|\/|का)\s*#+)?|#+\s*(?:of|\/)\s*#+|-?\s*#+\s*-?)$/i;

/** A question's number as printed; `language` when its label says it (`Q.` English, `प्रश्न` Hindi). */
type Anchor = { number: number; explicit: boolean; language?: PaperLanguage };

function anchorOf(text: string): Anchor | undefined {
  const explicit = EXPLICIT_ANCHOR.exec(text);
  if (explicit) {
    return { number: toNumber(explicit[1]!), explicit: true, language: /^प्र/.test(explicit[0]) ? 'hi' : 'en' };
  }
  const bare = BARE_ANCHOR.exec(text);
  if (bare) return { number: toNumber(bare[1]!), explicit: false };
  return undefined;
}

/** The option a segment starts with: its index (0 for (a), (क) or 1.), and whether it is numbered. */
function optionOf(text: string): { index: number; numbered: boolean } | undefined {
  const letter = LETTER_OPTION.exec(text);
  if (letter) {
    const label = (letter[1] ?? letter[2] ?? letter[3])!;
    const index = 'कखगघ'.includes(label) ? 'कखगघ'.indexOf(label) : label.toLowerCase().charCodeAt(0) - 97;
    return { index, numbered: false };
  }
  const numbered = NUMBER_OPTION.exec(text);
  if (numbered) return { index: Number(numbered[1] ?? numbered[2]) - 1, numbered: true };
  return undefined;
}

/** Hindi when at least 40 % of the letters are Devanagari. */
export function languageOf(text: string): PaperLanguage {
  const devanagari = text.match(/[\u0900-\u0963\u0971-\u097F]/g)?.length ?? 0;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  return devanagari > 0 && devanagari / (devanagari + latin) >= HINDI_SHARE ? 'hi' : 'en';
}

// ── Headers and footers.

/** A line's text with its digits as `#`, for comparing running headers across pages. */
const runningKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/[0-9०-९]/g, '#')
    .replace(/\s+/g, ' ')
    .trim();

/** The top and bottom eighth of a page, where running headers and footers are looked for. */
const MARGIN_SHARE = 0.125;

function marginLines(page: PageText): Line[] {
  return linesOf(page.items).filter(
    (line) => bottom(line) <= page.height * MARGIN_SHARE || line.y >= page.height * (1 - MARGIN_SHARE),
  );
}

/**
 * The items of running headers and footers, per page: lines in a page's margins that repeat on at
 * least half of the other pages (digits aside), or read as a page number.
 */
function runningItems(pages: readonly PageText[]): Array<Set<TextItem>> {
  const margins = pages.map(marginLines);
  const pagesWith = new Map<string, number>();
  for (const lines of margins) {
    for (const key of new Set(
      lines.flatMap((line) => [runningKey(line.text), ...segmentsOf(line).map((s) => runningKey(s.text))]),
    )) {
      pagesWith.set(key, (pagesWith.get(key) ?? 0) + 1);
    }
  }
  const repeated = (key: string) => pages.length > 1 && (pagesWith.get(key) ?? 0) - 1 >= (pages.length - 1) / 2;
  return margins.map((lines) => {
    const running = new Set<TextItem>();
    for (const line of lines) {
      const segments = segmentsOf(line);
      if (repeated(runningKey(line.text))) {
        for (const item of line.items) running.add(item);
        continue;
      }
      for (const segment of segments) {
        const key = runningKey(segment.text);
        if (repeated(key) || PAGE_NUMBER.test(key)) for (const item of segment.items) running.add(item);
      }
    }
    return running;
  });
}

// ── Columns.

type Column = { left: number; right: number };
/** Part of a page read as one: one column of a band. `top`/`bottom` bound the boxes (headers, footers). */
type Region = { pageIndex: number; column: Column; top: number; bottom: number; lines: Line[] };

/**
 * The gutter of a two-column page, or none: the widest vertical band in the middle half of the page
 * that at most 3 % of the line segments cross, with at least three long segments (half as wide as the
 * wider side) on either side of it, so that a row of options' right half is not taken for a column.
 */
function gutterOf(segments: readonly Line[], width: number): { start: number; end: number } | undefined {
  if (segments.length < 6) return undefined;
  const crossing = new Uint16Array(Math.ceil(width) + 1);
  for (const segment of segments) {
    for (let x = Math.max(0, Math.floor(segment.x)); x <= Math.min(width, Math.ceil(right(segment))); x += 1) {
      crossing[x] = (crossing[x] ?? 0) + 1;
    }
  }
  const tolerance = Math.floor(segments.length * 0.03);
  let best: { start: number; end: number } | undefined;
  let start = -1;
  for (let x = Math.floor(width * 0.25); x <= Math.ceil(width * 0.75) + 1; x += 1) {
    const open = x <= width * 0.75 && (crossing[x] ?? 0) <= tolerance;
    if (open && start < 0) start = x;
    if (!open && start >= 0) {
      if (!best || x - start > best.end - best.start) best = { start, end: x };
      start = -1;
    }
  }
  if (!best || best.end - best.start < 6) return undefined;
  const { start: gutterStart, end: gutterEnd } = best;
  const leftSide = segments.filter((segment) => right(segment) <= gutterStart + 1);
  const rightSide = segments.filter((segment) => segment.x >= gutterEnd - 1);
  // Columns are about as wide as each other, and each has lines at least half as long.
  const column = Math.max(
    gutterStart - Math.min(...leftSide.map((segment) => segment.x)),
    Math.max(...rightSide.map(right)) - gutterEnd,
  );
  const long = (side: Line[]) => side.filter((segment) => segment.width >= column * 0.5).length >= 3;
  if (!long(leftSide) || !long(rightSide)) return undefined;
  // The band let through a few crossing segments: the gutter proper is between the columns' own text.
  const leftText = Math.max(...segments.filter((segment) => right(segment) <= gutterEnd).map(right));
  const rightText = Math.min(...segments.filter((segment) => segment.x >= gutterStart).map((segment) => segment.x));
  return leftText < rightText ? { start: leftText, end: rightText } : best;
}

/**
 * The page's regions in reading order: one per column, or, where a line crosses the gutter, bands
 * read one after another (each band's left column, then its right one).
 */
function regionsOf(page: PageText, pageIndex: number, running: Set<TextItem>): Region[] {
  const body = page.items.filter((item) => !running.has(item));
  const header = page.items.filter((item) => running.has(item) && item.y < page.height / 2);
  const footer = page.items.filter((item) => running.has(item) && item.y >= page.height / 2);
  const top = header.length ? Math.max(...header.map(bottom)) + 1 : 0;
  const floor = footer.length ? Math.min(...footer.map((item) => item.y)) - 1 : page.height;
  const everything = page.items.length ? page.items : body;
  const pageLeft = Math.min(...everything.map((item) => item.x));
  const pageRight = Math.max(...everything.map(right));
  if (body.length === 0) return [];

  const rows = linesOf(body);
  const segments = rows.flatMap(segmentsOf);
  const gutter = gutterOf(segments, page.width);
  const whole: Column = { left: Math.max(0, pageLeft - PAD), right: Math.min(page.width, pageRight + PAD) };
  if (!gutter) return [{ pageIndex, column: whole, top, bottom: floor, lines: rows }];

  const middle = (gutter.start + gutter.end) / 2;
  const left: Column = { left: whole.left, right: middle };
  const rightColumn: Column = { left: middle, right: whole.right };
  const regions: Region[] = [];
  let band: { left: Line[]; right: Line[] } = { left: [], right: [] };
  let bandTop = top;
  const closeBand = (bandBottom: number) => {
    const leftLines = band.left;
    const rightLines = band.right;
    if (leftLines.length) regions.push({ pageIndex, column: left, top: bandTop, bottom: bandBottom, lines: leftLines });
    if (rightLines.length) {
      regions.push({ pageIndex, column: rightColumn, top: bandTop, bottom: bandBottom, lines: rightLines });
    }
    band = { left: [], right: [] };
  };
  for (const row of rows) {
    const crosses = row.items.some((item) => item.x < gutter.start && right(item) > gutter.end);
    if (crosses) {
      closeBand(row.y);
      regions.push({ pageIndex, column: whole, top: row.y, bottom: bottom(row), lines: [row] });
      bandTop = bottom(row);
      continue;
    }
    const leftItems = row.items.filter((item) => item.x + item.width / 2 < middle);
    const rightItems = row.items.filter((item) => item.x + item.width / 2 >= middle);
    if (leftItems.length) band.left.push(lineOf(leftItems));
    if (rightItems.length) band.right.push(lineOf(rightItems));
  }
  closeBand(floor);
  return regions;
}

// ── Questions.

type Part = { region: Region; lines: Line[] };
type Block = {
  number: number;
  /** The language its label says (an English-medium question under `प्रश्न 16` is the Hindi version). */
  language?: PaperLanguage;
  parts: Part[];
  /** The part and line where the options start. */
  options?: { part: number; line: number };
  optionCount: number;
  optionsNumbered: boolean;
};

/** Whether the paper numbers its questions "Q.1"/"प्रश्न 1" (then bare numbers are only a Hindi twin's). */
function numbersExplicitly(regions: readonly Region[]): boolean {
  let explicit = 0;
  for (const region of regions) for (const line of region.lines) if (anchorOf(line.text)?.explicit) explicit += 1;
  return explicit >= 2;
}

/** Reads the regions in order into question blocks (see the module's comment for the rules). */
function blocksOf(regions: readonly Region[]): Block[] {
  const explicitStyle = numbersExplicitly(regions);
  const blocks: Block[] = [];
  let current: Block | undefined;
  const startsQuestion = (line: Line, anchor: Anchor): boolean => {
    if (anchor.explicit) return true;
    if (!current) return !explicitStyle;
    const language = anchor.language ?? languageOf(line.text);
    const twin = anchor.number === current.number && language !== (current.language ?? languageOf(firstText(current)));
    if (explicitStyle) return twin;
    // The next of the current question's numbered options (or its first): "1." after a stem is an option.
    const nextOption =
      anchor.number <= 4 &&
      anchor.number === current.optionCount + 1 &&
      (current.optionCount === 0 || current.optionsNumbered);
    if (nextOption) return false;
    return twin || anchor.number === current.number + 1 || anchor.number === 1;
  };

  for (const region of regions) {
    let part: Part | undefined;
    for (const line of region.lines) {
      if (HEADING.test(line.text)) {
        current = undefined;
        part = undefined;
        continue;
      }
      const anchor = anchorOf(line.text);
      if (anchor && startsQuestion(line, anchor)) {
        part = { region, lines: [line] };
        current = {
          number: anchor.number,
          ...(anchor.language ? { language: anchor.language } : {}),
          parts: [part],
          optionCount: 0,
          optionsNumbered: false,
        };
        blocks.push(current);
        continue;
      }
      if (!current) continue;
      if (!part) {
        // The question runs on from the previous column or page.
        part = { region, lines: [] };
        current.parts.push(part);
      }
      part.lines.push(line);
      countOptions(current, line, current.parts.length - 1, part.lines.length - 1);
    }
  }
  return blocks;
}

const firstText = (block: Block) => block.parts[0]!.lines[0]!.text;

/** Counts the option labels that start the line's segments; the first one marks where the options start. */
function countOptions(block: Block, line: Line, partIndex: number, lineIndex: number): void {
  for (const segment of segmentsOf(line)) {
    const option = optionOf(segment.text);
    if (!option) continue;
    // Numbered options only in order, from 1: a "2." in a stem is not an option.
    if (option.numbered && option.index !== block.optionCount) continue;
    if (!option.numbered && option.index !== block.optionCount && block.optionCount === 0) continue;
    if (!block.options) {
      block.options = { part: partIndex, line: lineIndex };
      block.optionsNumbered = option.numbered;
    }
    block.optionCount += 1;
  }
}

// ── Boxes.

/**
 * The box of a part: its column's width, from above its first line to above the next line of its
 * region (or below its last line when nothing follows in the region), padded by at most `PAD`.
 */
function partBox(part: Part, previous: Line | undefined, next: Line | undefined): Box {
  const { region, lines } = part;
  const first = lines[0]!;
  const gapAbove = previous ? first.y - bottom(previous) : Number.POSITIVE_INFINITY;
  const top = Math.max(region.top, first.y - Math.min(PAD, gapAbove / 2));
  const lastBottom = Math.max(...lines.map(bottom));
  const end = next
    ? Math.max(lastBottom + Math.min(PAD, (next.y - lastBottom) / 2), next.y - PAD)
    : Math.min(region.bottom, lastBottom + PAD);
  return rounded({ x: region.column.left, y: top, width: region.column.right - region.column.left, height: end - top });
}

const rounded = (box: Box): Box => ({
  x: Math.round(box.x * 100) / 100,
  y: Math.round(box.y * 100) / 100,
  width: Math.round(box.width * 100) / 100,
  height: Math.round(box.height * 100) / 100,
});

/** The lines around a part in its region: the one before its first line and the one after its last. */
function neighbours(part: Part): { previous: Line | undefined; next: Line | undefined } {
  const lines = part.region.lines;
  const firstIndex = lines.indexOf(part.lines[0]!);
  const lastIndex = lines.indexOf(part.lines.at(-1)!);
  return { previous: lines[firstIndex - 1], next: lines[lastIndex + 1] };
}

function cropOf(block: Block): ProposedCrop {
  const parts = block.parts.filter((part) => part.lines.length > 0);
  const boxes = parts.map((part) => {
    const { previous, next } = neighbours(part);
    return { pageIndex: part.region.pageIndex, box: partBox(part, previous, next) };
  });
  const text = parts.flatMap((part) => part.lines.map((line) => line.text)).join('\n');
  const [first, ...rest] = boxes;
  const crop: ProposedCrop = {
    number: block.number,
    language: block.language ?? languageOf(text),
    pageIndex: first!.pageIndex,
    box: first!.box,
    continues: rest.length > 0,
    continuation: rest,
    text,
    optionCount: block.optionCount,
  };
  if (block.options) {
    const part = block.parts[block.options.part]!;
    const partIndex = parts.indexOf(part);
    const box = boxes[partIndex]!.box;
    const firstOption = part.lines[block.options.line]!;
    const previous = part.lines[block.options.line - 1];
    const gap = previous ? firstOption.y - bottom(previous) : PAD * 2;
    const top = Math.max(box.y, firstOption.y - Math.min(PAD, gap / 2));
    crop.options = {
      pageIndex: part.region.pageIndex,
      box: rounded({ x: box.x, y: top, width: box.width, height: bottom(box) - top }),
    };
    crop.optionsText = [
      ...part.lines.slice(block.options.line),
      ...block.parts.slice(block.options.part + 1).flatMap((later) => later.lines),
    ]
      .map((line) => line.text)
      .join('\n');
  }
  return crop;
}

/** The proposed crop boxes of a paper's pages, in reading order (see the module's comment). */
export function proposeCrops(pages: readonly PageText[]): ProposedCrop[] {
  const running = runningItems(pages);
  const regions = pages.flatMap((page, pageIndex) => regionsOf(page, pageIndex, running[pageIndex]!));
  return blocksOf(regions).map(cropOf);
}

/**
 * The questions with their English and Hindi versions side by side, by number, in the order they
 * first appear. A number read again in a language it already has (a paper numbered afresh in each
 * section) starts a new question.
 */
export function pairLanguages(crops: readonly ProposedCrop[]): PairedQuestion[] {
  const paired: PairedQuestion[] = [];
  const open = new Map<number, PairedQuestion>();
  for (const crop of crops) {
    let question = open.get(crop.number);
    if (!question || question[crop.language]) {
      question = { number: crop.number };
      open.set(crop.number, question);
      paired.push(question);
    }
    question[crop.language] = crop;
  }
  return paired;
}

/** The pages with no text layer (scans): their boxes are drawn by hand. */
export function pagesWithoutText(pages: readonly PageText[]): number[] {
  return pages.flatMap((page, index) => (page.items.length === 0 ? [index] : []));
}

/** The text inside a box (a hand-drawn or adjusted one), line by line: items whose middle is in the box. */
export function textInBox(page: PageText, box: Box): string {
  const inside = page.items.filter((item) => {
    const x = item.x + item.width / 2;
    const y = item.y + item.height / 2;
    return x >= box.x && x <= right(box) && y >= box.y && y <= bottom(box);
  });
  return linesOf(inside)
    .map((line) => line.text)
    .join('\n');
}
