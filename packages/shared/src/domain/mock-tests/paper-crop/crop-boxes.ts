import { textInBox, type PaperLanguage, type ProposedCrop } from './propose.ts';
import type { Box, PageText } from './text-items.ts';

/**
 * The crop screen's boxes and every edit of them, as a pure reducer: the proposed crops become one box
 * per part of a question (a question that runs on into the next column has two boxes with its number
 * and language), in reading order. A question is the boxes with its number, in list order; its
 * English and Hindi versions are paired by number. Boxes are in PDF points from the page's top left.
 */

export type CropBox = {
  id: string;
  pageIndex: number;
  box: Box;
  /** The question's number as printed (the key's number). */
  number: number;
  language: PaperLanguage;
  /** Alt text of the box's image: its text layer text, unless the admin wrote it. */
  text: string;
  textEdited: boolean;
  /** How many options the question has (the engine's count; 4 when none was read). */
  optionCount: number;
  /** The options' block inside the box, as the engine found it (shown, not edited). */
  options?: Box;
};

export type CropState = {
  pages: PageText[];
  boxes: CropBox[];
  selected: string | null;
  /** For new boxes' ids. */
  nextId: number;
};

export type CropAction =
  | { type: 'load'; pages: PageText[]; crops: ProposedCrop[] }
  | { type: 'select'; id: string | null }
  | { type: 'nudge'; id: string; dx: number; dy: number }
  | { type: 'grow'; id: string; dw: number; dh: number }
  | { type: 'setBox'; id: string; box: Box }
  | { type: 'remove'; id: string }
  | { type: 'split'; id: string; at?: number }
  | { type: 'mergeNext'; id: string }
  | { type: 'add'; pageIndex: number; box: Box }
  | { type: 'setNumber'; id: string; number: number }
  | { type: 'setLanguage'; id: string; language: PaperLanguage }
  | { type: 'setText'; id: string; text: string }
  | { type: 'setOptionCount'; id: string; count: number };

/** The smallest box, in points: a line of small print. */
export const MIN_SIZE = 8;
export const DEFAULT_OPTIONS = 4;
export const MAX_OPTIONS = 6;

export const emptyCropState: CropState = { pages: [], boxes: [], selected: null, nextId: 1 };

const round = (value: number) => Math.round(value * 100) / 100;

/** The box kept on its page and at least `MIN_SIZE` each way. */
export function clampBox(box: Box, page: { width: number; height: number }): Box {
  const width = Math.min(Math.max(box.width, MIN_SIZE), page.width);
  const height = Math.min(Math.max(box.height, MIN_SIZE), page.height);
  const x = Math.min(Math.max(box.x, 0), page.width - width);
  const y = Math.min(Math.max(box.y, 0), page.height - height);
  return { x: round(x), y: round(y), width: round(width), height: round(height) };
}

const union = (a: Box, b: Box): Box => {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return {
    x,
    y,
    width: Math.max(a.x + a.width, b.x + b.width) - x,
    height: Math.max(a.y + a.height, b.y + b.height) - y,
  };
};

/** The box's text from the page's text layer (a scan has none), unless the admin wrote it. */
function withText(state: CropState, box: CropBox): CropBox {
  if (box.textEdited) return box;
  const page = state.pages[box.pageIndex];
  return { ...box, text: page ? textInBox(page, box.box) : '' };
}

/** Where a box comes in reading order: page, then column (a box in the right half of a page), then top. */
function readingKey(state: CropState, pageIndex: number, box: Box): [number, number, number] {
  const width = state.pages[pageIndex]?.width ?? 1;
  const rightColumn = box.x >= width * 0.4 && box.width < width * 0.6 ? 1 : 0;
  return [pageIndex, rightColumn, box.y];
}

const before = (a: [number, number, number], b: [number, number, number]) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** The proposed crops as boxes: each part its own box, in reading order. */
export function boxesFromCrops(pages: PageText[], crops: readonly ProposedCrop[]): CropBox[] {
  const state: CropState = { ...emptyCropState, pages };
  const boxes: CropBox[] = [];
  for (const crop of crops) {
    const parts = [{ pageIndex: crop.pageIndex, box: crop.box }, ...crop.continuation];
    for (const part of parts) {
      const isOptionsPart = crop.options?.pageIndex === part.pageIndex && contains(part.box, crop.options.box);
      boxes.push(
        withText(state, {
          id: `b${boxes.length + 1}`,
          pageIndex: part.pageIndex,
          box: part.box,
          number: crop.number,
          language: crop.language,
          text: '',
          textEdited: false,
          optionCount: crop.optionCount > 1 ? Math.min(crop.optionCount, MAX_OPTIONS) : DEFAULT_OPTIONS,
          ...(isOptionsPart && crop.options ? { options: crop.options.box } : {}),
        }),
      );
    }
  }
  return boxes;
}

const contains = (outer: Box, inner: Box) =>
  outer.x <= inner.x + 0.5 &&
  outer.y <= inner.y + 0.5 &&
  outer.x + outer.width >= inner.x + inner.width - 0.5 &&
  outer.y + outer.height >= inner.y + inner.height - 0.5;

function update(state: CropState, id: string, change: (box: CropBox) => CropBox): CropState {
  const index = state.boxes.findIndex((box) => box.id === id);
  if (index < 0) return state;
  const boxes = [...state.boxes];
  boxes[index] = change(boxes[index]!);
  return { ...state, boxes };
}

/** A moved or resized box: kept on its page, its options block kept inside it, its text read again. */
function placed(state: CropState, box: CropBox, next: Box): CropBox {
  const page = state.pages[box.pageIndex] ?? { width: Number.POSITIVE_INFINITY, height: Number.POSITIVE_INFINITY };
  const clamped = clampBox(next, page);
  const moved = { ...box, box: clamped };
  if (box.options) {
    const dx = clamped.x - box.box.x;
    const dy = clamped.y - box.box.y;
    const sameSize = clamped.width === box.box.width && clamped.height === box.box.height;
    // Moved whole: the options block moves with it; resized: it is kept only while still inside.
    const options = sameSize ? { ...box.options, x: box.options.x + dx, y: box.options.y + dy } : box.options;
    if (contains(clamped, options)) moved.options = options;
    else delete moved.options;
  }
  return withText(state, moved);
}

export function cropReducer(state: CropState, action: CropAction): CropState {
  switch (action.type) {
    case 'load':
      return {
        pages: action.pages,
        boxes: boxesFromCrops(action.pages, action.crops),
        selected: null,
        nextId: action.crops.length * 4 + 1,
      };
    case 'select':
      return { ...state, selected: action.id };
    case 'nudge':
      return update(state, action.id, (box) =>
        placed(state, box, { ...box.box, x: box.box.x + action.dx, y: box.box.y + action.dy }),
      );
    case 'grow':
      return update(state, action.id, (box) =>
        placed(state, box, { ...box.box, width: box.box.width + action.dw, height: box.box.height + action.dh }),
      );
    case 'setBox':
      return update(state, action.id, (box) => placed(state, box, action.box));
    case 'remove': {
      const index = state.boxes.findIndex((box) => box.id === action.id);
      if (index < 0) return state;
      const boxes = state.boxes.filter((box) => box.id !== action.id);
      // The selection goes to the box that took its place in the list (or the one before), for the keyboard.
      const selected =
        state.selected === action.id ? (boxes[Math.min(index, boxes.length - 1)]?.id ?? null) : state.selected;
      return { ...state, boxes, selected };
    }
    case 'split':
      return split(state, action.id, action.at);
    case 'mergeNext':
      return mergeNext(state, action.id);
    case 'add':
      return add(state, action.pageIndex, action.box);
    case 'setNumber':
      if (!Number.isInteger(action.number) || action.number < 1) return state;
      return update(state, action.id, (box) => ({ ...box, number: action.number }));
    case 'setLanguage':
      return update(state, action.id, (box) => ({ ...box, language: action.language }));
    case 'setText':
      return update(state, action.id, (box) =>
        action.text.trim() === ''
          ? withText(state, { ...box, textEdited: false })
          : { ...box, text: action.text, textEdited: true },
      );
    case 'setOptionCount': {
      const count = Math.min(Math.max(Math.round(action.count), 2), MAX_OPTIONS);
      if (!Number.isFinite(count)) return state;
      // The count is the question's: every box with its number (both languages) takes it.
      const target = state.boxes.find((box) => box.id === action.id);
      if (!target) return state;
      return {
        ...state,
        boxes: state.boxes.map((box) => (box.number === target.number ? { ...box, optionCount: count } : box)),
      };
    }
  }
}

/**
 * Splits a box across at `at` (a y in points inside it; its middle by default): the top keeps its
 * question, the bottom is the next number in the same language, selected.
 */
function split(state: CropState, id: string, at?: number): CropState {
  const index = state.boxes.findIndex((box) => box.id === id);
  const box = state.boxes[index];
  if (!box) return state;
  const { y, height } = box.box;
  const cut = round(at ?? y + height / 2);
  if (cut - y < MIN_SIZE || y + height - cut < MIN_SIZE) return state;
  const top = withText(state, { ...box, box: { ...box.box, height: round(cut - y) } });
  const bottomBox: Box = { ...box.box, y: cut, height: round(y + height - cut) };
  const bottom = withText(state, {
    ...box,
    id: `n${state.nextId}`,
    box: bottomBox,
    number: box.number + 1,
    textEdited: false,
  });
  delete top.options;
  delete bottom.options;
  if (box.options) {
    // The options block goes with the part that holds most of it, cut to that part.
    const options = box.options;
    const end = options.y + options.height;
    if (options.y + options.height / 2 >= cut)
      bottom.options = { ...options, y: Math.max(options.y, cut), height: round(end - Math.max(options.y, cut)) };
    else top.options = { ...options, height: round(Math.min(end, cut) - options.y) };
  }
  const boxes = [...state.boxes];
  boxes.splice(index, 1, top, bottom);
  return { ...state, boxes, selected: bottom.id, nextId: state.nextId + 1 };
}

/**
 * Merges a box with the next one in the list: on the same page, one box around both; on another page
 * (a question running on), the next box becomes a further part of this question.
 */
function mergeNext(state: CropState, id: string): CropState {
  const index = state.boxes.findIndex((box) => box.id === id);
  const box = state.boxes[index];
  const next = state.boxes[index + 1];
  if (!box || !next) return state;
  const boxes = [...state.boxes];
  if (next.pageIndex === box.pageIndex) {
    const merged: CropBox = {
      ...box,
      box: union(box.box, next.box),
      text: box.textEdited ? `${box.text}\n${next.text}` : box.text,
    };
    const options = box.options ?? next.options;
    if (options) merged.options = options;
    boxes.splice(index, 2, withText(state, merged));
  } else {
    boxes[index + 1] = { ...next, number: box.number, language: box.language, optionCount: box.optionCount };
  }
  return { ...state, boxes, selected: box.id };
}

/** A box drawn by hand: in reading order, numbered after the box before it, in that box's language. */
function add(state: CropState, pageIndex: number, drawn: Box): CropState {
  const page = state.pages[pageIndex];
  if (!page) return state;
  const box = clampBox(drawn, page);
  const key = readingKey(state, pageIndex, box);
  let index = state.boxes.findIndex((other) => before(readingKey(state, other.pageIndex, other.box), key) > 0);
  if (index < 0) index = state.boxes.length;
  const previous = state.boxes[index - 1];
  const created = withText(state, {
    id: `n${state.nextId}`,
    pageIndex,
    box,
    number: previous ? previous.number + 1 : 1,
    language: previous?.language ?? 'en',
    text: '',
    textEdited: false,
    optionCount: DEFAULT_OPTIONS,
  });
  const boxes = [...state.boxes];
  boxes.splice(index, 0, created);
  return { ...state, boxes, selected: created.id, nextId: state.nextId + 1 };
}

/** What a key press does to the selected box, or undefined when the key is not the box's. */
export function keyAction(
  id: string,
  key: { key: string; shiftKey: boolean; altKey: boolean; ctrlKey: boolean; metaKey: boolean },
): CropAction | undefined {
  const step = key.shiftKey ? 10 : 1;
  const arrows: Record<string, [number, number]> = {
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
    ArrowUp: [0, -step],
    ArrowDown: [0, step],
  };
  const arrow = arrows[key.key];
  if (arrow) {
    const [dx, dy] = arrow;
    // Alt or Ctrl (⌘ on a Mac): resize from the bottom right corner.
    if (key.altKey || key.ctrlKey || key.metaKey) return { type: 'grow', id, dw: dx, dh: dy };
    return { type: 'nudge', id, dx, dy };
  }
  if (key.key === 'Delete' || key.key === 'Backspace') return { type: 'remove', id };
  return undefined;
}

/**
 * The lines of text inside a box (their top and text), for "split above this line": items whose middle
 * is in the box, grouped where their tops are within half a font size of each other.
 */
export function linesInBox(page: PageText | undefined, box: Box): Array<{ y: number; text: string }> {
  if (!page) return [];
  const inside = page.items
    .filter((item) => {
      const x = item.x + item.width / 2;
      const y = item.y + item.height / 2;
      return x >= box.x && x <= box.x + box.width && y >= box.y && y <= box.y + box.height;
    })
    .sort((a, b) => a.y - b.y || a.x - b.x);
  const lines: Array<{ y: number; size: number; items: typeof inside }> = [];
  for (const item of inside) {
    const line = lines.at(-1);
    if (line && Math.abs(item.y - line.y) <= line.size / 2) line.items.push(item);
    else lines.push({ y: item.y, size: item.height, items: [item] });
  }
  return lines.map((line) => ({
    y: round(line.y),
    text: line.items
      .sort((a, b) => a.x - b.x)
      .map((item) => item.text)
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim(),
  }));
}
