import { describe, expect, it } from 'vitest';
import type { PageText, ProposedCrop, TextItem } from './index.ts';
import { cropReducer, emptyCropState, keyAction, linesInBox, type CropAction, type CropState } from './crop-boxes.ts';

const item = (text: string, x: number, y: number, width = 200, height = 10): TextItem => ({
  text,
  x,
  y,
  width,
  height,
});

/** Two A4-ish pages: a question in English then Hindi on the first, Q.2 running on to the second. */
const pages: PageText[] = [
  {
    width: 600,
    height: 800,
    items: [
      item('Q.1 Which is the capital?', 40, 100),
      item('(a) Delhi (b) Agra', 40, 120),
      item('प्रश्न 1. राजधानी कौन सी है?', 40, 160),
      item('Q.2 A long question', 40, 700),
    ],
  },
  { width: 600, height: 800, items: [item('that runs on to the next page', 40, 60), item('(a) 1 (b) 2', 40, 80)] },
  { width: 600, height: 800, items: [] },
];

const crop = (number: number, language: 'en' | 'hi', box: ProposedCrop['box'], more: Partial<ProposedCrop> = {}) =>
  ({
    number,
    language,
    pageIndex: 0,
    box,
    continues: false,
    continuation: [],
    text: '',
    optionCount: 4,
    ...more,
  }) satisfies ProposedCrop;

const crops: ProposedCrop[] = [
  crop(
    1,
    'en',
    { x: 30, y: 94, width: 540, height: 50 },
    { options: { pageIndex: 0, box: { x: 30, y: 116, width: 540, height: 28 } } },
  ),
  crop(1, 'hi', { x: 30, y: 154, width: 540, height: 30 }),
  crop(
    2,
    'en',
    { x: 30, y: 694, width: 540, height: 30 },
    {
      continues: true,
      continuation: [{ pageIndex: 1, box: { x: 30, y: 54, width: 540, height: 40 } }],
      optionCount: 0,
    },
  ),
];

const run = (...actions: CropAction[]) =>
  actions.reduce(cropReducer, cropReducer(emptyCropState, { type: 'load', pages, crops }));
const byId = (state: CropState, id: string) => state.boxes.find((box) => box.id === id)!;

describe('the crop screen’s boxes', () => {
  it('start as one box per part of each proposed crop, in reading order, with their text layer', () => {
    const state = run();
    expect(state.boxes.map((box) => [box.number, box.language, box.pageIndex])).toEqual([
      [1, 'en', 0],
      [1, 'hi', 0],
      [2, 'en', 0],
      [2, 'en', 1],
    ]);
    expect(state.boxes[0]!.text).toBe('Q.1 Which is the capital?\n(a) Delhi (b) Agra');
    expect(state.boxes[0]!.options).toEqual({ x: 30, y: 116, width: 540, height: 28 });
    expect(state.boxes[3]!.text).toBe('that runs on to the next page\n(a) 1 (b) 2');
    // No option labels read: four, as most papers have.
    expect(state.boxes[2]!.optionCount).toBe(4);
  });

  it('move by keyboard: arrows by a point, Shift by ten, kept on the page; the options block moves along', () => {
    const id = run().boxes[0]!.id;
    const key = (
      name: string,
      modifiers: Partial<Record<'shiftKey' | 'altKey' | 'ctrlKey' | 'metaKey', boolean>> = {},
    ) => keyAction(id, { key: name, shiftKey: false, altKey: false, ctrlKey: false, metaKey: false, ...modifiers })!;
    let state = run(key('ArrowDown'), key('ArrowRight', { shiftKey: true }));
    expect(byId(state, id).box).toEqual({ x: 40, y: 95, width: 540, height: 50 });
    expect(byId(state, id).options).toEqual({ x: 40, y: 117, width: 540, height: 28 });
    // Never off the page: 600 wide, the box 540.
    state = [1, 2, 3].reduce((next) => cropReducer(next, key('ArrowRight', { shiftKey: true })), state);
    expect(byId(state, id).box.x).toBe(60);
    expect(key('Tab' as string)).toBeUndefined();
  });

  it('resize by keyboard with Alt or Ctrl (⌘), never below the smallest box, and read the text again', () => {
    const id = run().boxes[0]!.id;
    const press = (name: string, modifiers: object) =>
      keyAction(id, { key: name, shiftKey: false, altKey: false, ctrlKey: false, metaKey: false, ...modifiers })!;
    expect(press('ArrowUp', { altKey: true })).toEqual({ type: 'grow', id, dw: 0, dh: -1 });
    expect(press('ArrowLeft', { ctrlKey: true, shiftKey: true })).toEqual({ type: 'grow', id, dw: -10, dh: 0 });
    expect(press('ArrowDown', { metaKey: true })).toEqual({ type: 'grow', id, dw: 0, dh: 1 });
    // 20 points shorter: the options' line is out of the box, and out of its text.
    const state = run({ type: 'grow', id, dw: 0, dh: -20 });
    expect(byId(state, id).box.height).toBe(30);
    expect(byId(state, id).text).toBe('Q.1 Which is the capital?');
    expect(byId(state, id).options).toBeUndefined();
    expect(byId(run({ type: 'grow', id, dw: -1000, dh: -1000 }), id).box).toMatchObject({ width: 8, height: 8 });
  });

  it('Delete removes the box and selects the one that took its place', () => {
    const [first, second] = run().boxes;
    expect(
      keyAction(first!.id, { key: 'Delete', shiftKey: false, altKey: false, ctrlKey: false, metaKey: false }),
    ).toEqual({
      type: 'remove',
      id: first!.id,
    });
    const state = run({ type: 'select', id: first!.id }, { type: 'remove', id: first!.id });
    expect(state.boxes).toHaveLength(3);
    expect(state.selected).toBe(second!.id);
  });

  it('split at the middle or above a chosen line: the lower part is the next number, selected', () => {
    const first = run().boxes[0]!;
    const middle = run({ type: 'split', id: first.id });
    expect(middle.boxes).toHaveLength(5);
    const [top, bottom] = middle.boxes;
    expect(top!.box).toEqual({ x: 30, y: 94, width: 540, height: 25 });
    expect(bottom).toMatchObject({ number: 2, language: 'en', box: { x: 30, y: 119, width: 540, height: 25 } });
    expect(middle.selected).toBe(bottom!.id);
    // Above the options' line (y 120): the stem and the options apart, the options block with them.
    const lines = linesInBox(pages[0], first.box);
    expect(lines).toEqual([
      { y: 100, text: 'Q.1 Which is the capital?' },
      { y: 120, text: '(a) Delhi (b) Agra' },
    ]);
    const atLine = run({ type: 'split', id: first.id, at: lines[1]!.y - 1 });
    expect(atLine.boxes[0]).toMatchObject({ text: 'Q.1 Which is the capital?', box: { y: 94, height: 25 } });
    expect(atLine.boxes[0]!.options).toBeUndefined();
    expect(atLine.boxes[1]).toMatchObject({ text: '(a) Delhi (b) Agra', options: { y: 119, height: 25 } });
    // A cut that leaves a sliver does nothing.
    expect(run({ type: 'split', id: first.id, at: 96 }).boxes).toHaveLength(4);
  });

  it('merge with the next box: one box around both on a page; on another page, a further part of the question', () => {
    const state = run();
    const [enBox, hiBox, q2, q2more] = state.boxes;
    const merged = cropReducer(state, { type: 'mergeNext', id: enBox!.id });
    expect(merged.boxes).toHaveLength(3);
    expect(merged.boxes[0]).toMatchObject({ number: 1, language: 'en', box: { x: 30, y: 94, width: 540, height: 90 } });
    expect(merged.boxes[0]!.text).toContain('प्रश्न 1.');
    // Split and merge again is the box it was.
    const again = [{ type: 'split', id: hiBox!.id } as const].reduce(cropReducer, state);
    expect(cropReducer(again, { type: 'mergeNext', id: hiBox!.id }).boxes[1]!.box).toEqual(hiBox!.box);
    // Across pages: the next box takes this one's number and language.
    const renumbered = cropReducer(state, { type: 'setNumber', id: q2more!.id, number: 3 });
    const across = cropReducer(renumbered, { type: 'mergeNext', id: q2!.id });
    expect(across.boxes[3]).toMatchObject({ number: 2, language: 'en', pageIndex: 1 });
    // The last box has no next one.
    expect(cropReducer(state, { type: 'mergeNext', id: q2more!.id })).toBe(state);
  });

  it('pair by number and language: renumbering or setting the language moves a box to another question', () => {
    const state = run();
    const hiBox = state.boxes[1]!;
    const moved = cropReducer(state, { type: 'setNumber', id: hiBox.id, number: 2 });
    expect(byId(moved, hiBox.id).number).toBe(2);
    expect(cropReducer(state, { type: 'setNumber', id: hiBox.id, number: 0 })).toBe(state);
    expect(byId(cropReducer(state, { type: 'setLanguage', id: hiBox.id, language: 'en' }), hiBox.id).language).toBe(
      'en',
    );
  });

  it('draw a box by hand, on a scan too: in reading order, numbered after the box before it', () => {
    const state = run({ type: 'add', pageIndex: 0, box: { x: 30, y: 300, width: 540, height: 100 } });
    expect(state.boxes.map((box) => box.number)).toEqual([1, 1, 2, 2, 2]);
    expect(state.boxes[2]).toMatchObject({ pageIndex: 0, box: { y: 300 }, number: 2, language: 'hi', text: '' });
    expect(state.selected).toBe(state.boxes[2]!.id);
    const scan = run({ type: 'add', pageIndex: 2, box: { x: 100, y: 100, width: 3, height: 50 } });
    expect(scan.boxes.at(-1)).toMatchObject({ pageIndex: 2, number: 3, text: '', box: { width: 8 } });
  });

  it('keeps an alt text the admin wrote through moves; emptied, it is the text layer again', () => {
    const id = run().boxes[1]!.id;
    const written = run({ type: 'setText', id, text: 'Question 1 in Hindi' }, { type: 'nudge', id, dx: 0, dy: 1 });
    expect(byId(written, id)).toMatchObject({ text: 'Question 1 in Hindi', textEdited: true });
    const emptied = cropReducer(written, { type: 'setText', id, text: '  ' });
    expect(byId(emptied, id)).toMatchObject({ text: 'प्रश्न 1. राजधानी कौन सी है?', textEdited: false });
  });

  it('sets the option count of the whole question, between 2 and 6', () => {
    const [enBox] = run().boxes;
    const state = run({ type: 'setOptionCount', id: enBox!.id, count: 9 });
    expect(state.boxes.map((box) => box.optionCount)).toEqual([6, 6, 4, 4]);
  });
});
