import { describe, expect, it } from 'vitest';
import { pagesWithoutText, pairLanguages, proposeCrops, textInBox } from './propose.ts';
import type { PageText, TextItem } from './text-items.ts';

/** One piece of text at (x, y), `width` wide, in a 10-point font. */
const item = (text: string, x: number, y: number, width: number, size = 10): TextItem => ({
  text,
  x,
  y,
  width,
  height: size,
});
const HINDI = ['कोसी', 'गंडक', 'सोन', 'घाघरा'];
const page = (items: TextItem[]): PageText => ({ width: 600, height: 800, items });

/** A question: its number line and options (a)–(d) below it, 15 points apart. */
function question(label: string, x: number, y: number, options = ['Kosi', 'Gandak', 'Son', 'Ghaghara']): TextItem[] {
  return [
    item(label, x, y, 230),
    ...options.map((option, i) => item(`(${'abcd'[i]}) ${option}`, x + 10, y + 15 * (i + 1), 40)),
  ];
}

describe('proposeCrops on one column', () => {
  const paper = [
    page([
      ...question('Q.1 Which river is the Sorrow of Bihar?', 50, 100),
      ...question('Q.2 What is 2 + 2?', 50, 190, ['3', '4', '5', '6']),
      item('Page 1 of 3', 290, 770, 60),
    ]),
  ];

  it('boxes each question from above its number to above the next, as wide as the column', () => {
    const [first, second] = proposeCrops(paper);
    expect(first).toMatchObject({ number: 1, language: 'en', pageIndex: 0, continues: false, optionCount: 4 });
    expect(first!.box).toEqual({ x: 44, y: 94, width: 312, height: 90 });
    expect(first!.options).toEqual({ pageIndex: 0, box: { x: 44, y: 112.5, width: 312, height: 71.5 } });
    expect(first!.text).toBe('Q.1 Which river is the Sorrow of Bihar?\n(a) Kosi\n(b) Gandak\n(c) Son\n(d) Ghaghara');
    expect(first!.optionsText).toBe('(a) Kosi\n(b) Gandak\n(c) Son\n(d) Ghaghara');
    // The last question ends a padding below its last line; the page number is no one's.
    expect(second!.box).toEqual({ x: 44, y: 184, width: 312, height: 82 });
    expect(second!.text).not.toContain('Page');
  });

  it('never lets a box reach into the next question when they are close', () => {
    const close = [page([...question('Q.1 First', 50, 100), ...question('Q.2 Second', 50, 174)])];
    const [first, second] = proposeCrops(close);
    // 4 points between the last option (bottom 170) and Q.2 (top 174; 6 points of padding would overlap): they meet halfway.
    expect(first!.box.y + first!.box.height).toBe(172);
    expect(second!.box.y).toBe(172);
  });

  it('reads options two to a row, and (A), a) and (क) labels', () => {
    const rows = [
      page([
        item('Q.1 Pick one.', 50, 100, 230),
        item('(A) 225', 60, 115, 40),
        item('(B) 215', 200, 115, 40),
        item('(C) 230', 60, 130, 40),
        item('(D) 195', 200, 130, 40),
        item('Q.2 Pick another.', 50, 160, 230),
        ...['a) x', 'b) y', 'c) z', 'd) w'].map((text, i) => item(text, 60, 175 + 15 * i, 30)),
        item('प्रश्न 3 कोई एक चुनिए।', 50, 250, 230),
        ...['(क) क', '(ख) ख', '(ग) ग', '(घ) घ'].map((text, i) => item(text, 60, 265 + 15 * i, 30)),
      ]),
    ];
    const crops = proposeCrops(rows);
    expect(crops.map((crop) => [crop.number, crop.optionCount, crop.language])).toEqual([
      [1, 4, 'en'],
      [2, 4, 'en'],
      [3, 4, 'hi'],
    ]);
    expect(crops[0]!.optionsText).toBe('(A) 225 (B) 215\n(C) 230 (D) 195');
  });

  it('takes 1.–4. after a bare-numbered question for its options, not for questions', () => {
    const numbered = [
      page([
        item('1. The capital of India is', 50, 100, 230),
        ...['1. Delhi', '2. Mumbai', '3. Kolkata', '4. Chennai'].map((text, i) => item(text, 60, 115 + 15 * i, 50)),
        item('2. The SI unit of resistance is', 50, 190, 230),
        ...['1. ohm', '2. volt', '3. ampere', '4. watt'].map((text, i) => item(text, 60, 205 + 15 * i, 50)),
        item('3. 2 + 2 =', 50, 280, 230),
        ...['1. 3', '2. 4', '3. 5', '4. 6'].map((text, i) => item(text, 60, 295 + 15 * i, 50)),
        item('4. Which is a prime?', 50, 370, 230),
        ...['1. 4', '2. 6', '3. 7', '4. 9'].map((text, i) => item(text, 60, 385 + 15 * i, 50)),
      ]),
    ];
    const crops = proposeCrops(numbered);
    expect(crops.map((crop) => [crop.number, crop.optionCount])).toEqual([
      [1, 4],
      [2, 4],
      [3, 4],
      [4, 4],
    ]);
    expect(crops[2]!.optionsText).toBe('1. 3\n2. 4\n3. 5\n4. 6');
  });

  it('reads Devanagari numbers and प्र. anchors', () => {
    const hindi = [
      page([
        item('१. भारत की राजधानी क्या है?', 50, 100, 230),
        item('(क) दिल्ली', 60, 115, 40),
        item('२. कोसी नदी किस राज्य में है?', 50, 145, 230),
        item('प्र. 3 सबसे बड़ा ग्रह कौन-सा है?', 50, 190, 230),
      ]),
    ];
    expect(proposeCrops(hindi).map((crop) => [crop.number, crop.language])).toEqual([
      [1, 'hi'],
      [2, 'hi'],
      [3, 'hi'],
    ]);
  });

  it('ignores numbered instructions before the first "Q." question', () => {
    const withInstructions = [
      page([
        item('1. All questions are compulsory.', 50, 60, 230),
        item('2. Each question carries 2 marks.', 50, 75, 230),
        ...question('Q.1 Which river is the Sorrow of Bihar?', 50, 100),
        ...question('Q.2 Which is the longest river?', 50, 190),
      ]),
    ];
    const crops = proposeCrops(withInstructions);
    expect(crops.map((crop) => crop.number)).toEqual([1, 2]);
    expect(crops[0]!.box.y).toBe(94);
  });
});

/** A question of two stem lines and options (a)–(d), 15 points apart: 6 lines, 90 points. */
function longQuestion(label: string, x: number, y: number): TextItem[] {
  const [first, ...options] = question(label, x, y);
  return [
    first!,
    item('and its second line of the stem', x, y + 15, 200),
    ...options.map((o) => ({ ...o, y: o.y + 15 })),
  ];
}

describe('proposeCrops on two columns', () => {
  // Left column text from x 40 to 270, right from 320 to 550: the gutter is 270–320, its middle 295.
  const twoColumns = page([
    ...longQuestion('Q.1 Left top question, long enough', 40, 100),
    ...longQuestion('Q.2 Left lower question, long too', 40, 200),
    ...longQuestion('Q.3 Right top question, long enough', 320, 100),
    ...longQuestion('Q.4 Right lower question, long too', 320, 200),
  ]);

  it('reads the left column top to bottom, then the right one, each box as wide as its column', () => {
    const crops = proposeCrops([twoColumns]);
    expect(crops.map((crop) => crop.number)).toEqual([1, 2, 3, 4]);
    expect(crops[0]!.box).toEqual({ x: 34, y: 94, width: 261, height: 100 });
    expect(crops[2]!.box).toEqual({ x: 295, y: 94, width: 261, height: 100 });
    expect(crops[3]!.box).toEqual({ x: 295, y: 194, width: 261, height: 97 });
  });

  it('continues a question that runs past the foot of a column into the next one', () => {
    const running = page([
      ...longQuestion('Q.1 Left top question, long enough', 40, 100),
      item('Q.2 A long question that starts at the foot', 40, 200, 230),
      item('of the left column and continues at the', 40, 215, 230),
      item('top of the right one, where its options are:', 320, 100, 230),
      ...['(a) one', '(b) two', '(c) three', '(d) four'].map((text, i) => item(text, 330, 115 + 15 * i, 40)),
      ...longQuestion('Q.3 Right lower question, long too', 320, 200),
      item('with a third line to keep the column long', 320, 290, 230),
    ]);
    const crops = proposeCrops([running]);
    expect(crops.map((crop) => crop.number)).toEqual([1, 2, 3]);
    const second = crops[1]!;
    expect(second.continues).toBe(true);
    expect(second.box).toEqual({ x: 34, y: 194, width: 261, height: 37 });
    expect(second.continuation).toEqual([{ pageIndex: 0, box: { x: 295, y: 94, width: 261, height: 100 } }]);
    expect(second.options).toEqual({ pageIndex: 0, box: { x: 295, y: 112.5, width: 261, height: 81.5 } });
    expect(second.optionCount).toBe(4);
    expect(second.text).toContain('top of the right one');
  });

  it('keeps one column when only the right halves of option rows are right of the middle', () => {
    const options = page([
      ...[100, 190, 280].flatMap((y, n) => [
        item(`Q.${n + 1} A short stem left of the middle`, 50, y, 200),
        item('(a) 225', 60, y + 15, 40),
        item('(b) 215', 330, y + 15, 40),
        item('(c) 230', 60, y + 30, 40),
        item('(d) 195', 330, y + 30, 40),
      ]),
    ]);
    const crops = proposeCrops([options]);
    expect(crops.map((crop) => [crop.number, crop.box.x, crop.box.width, crop.optionCount])).toEqual([
      [1, 44, 332, 4],
      [2, 44, 332, 4],
      [3, 44, 332, 4],
    ]);
  });
});

describe('running headers, footers and section headings', () => {
  const withHeader = (number: number) =>
    page([
      item(`SSC CGL 2024 — Page ${number}`, 50, 20, 200),
      item('Section A: Reasoning', 50, 60, 150),
      ...question(`Q.${number} A question on page ${number}`, 50, 100),
      item('Set A', 500, 770, 30),
    ]);

  it('leaves out what repeats at the top and bottom of pages, and headings', () => {
    const crops = proposeCrops([withHeader(1), withHeader(2), withHeader(3)]);
    expect(crops.map((crop) => crop.number)).toEqual([1, 2, 3]);
    for (const crop of crops) {
      expect(crop.text).not.toMatch(/SSC|Section|Set A/);
      // Above Q.n: the heading (bottom 70), 30 points up; the box stops 6 above the number.
      expect(crop.box.y).toBe(94);
      expect(crop.box.y + crop.box.height).toBe(176);
    }
  });
});

describe('pairLanguages', () => {
  it('pairs the English and Hindi versions by number, in order', () => {
    const bilingual = [
      page([
        ...question('Q.1 Which river is the Sorrow of Bihar?', 50, 100),
        ...question('प्रश्न 1. बिहार का शोक किस नदी को कहा जाता है?', 50, 180, ['कोसी', 'गंडक', 'सोन', 'घाघरा']),
        ...question('Q.2 What is the SI unit of resistance?', 50, 260, ['ohm', 'volt', 'ampere', 'watt']),
        ...question('2. प्रतिरोध का SI मात्रक क्या है?', 50, 340, ['ओम', 'वोल्ट', 'एम्पियर', 'वाट']),
      ]),
    ];
    const crops = proposeCrops(bilingual);
    expect(crops.map((crop) => `${crop.number}${crop.language}`)).toEqual(['1en', '1hi', '2en', '2hi']);
    const paired = pairLanguages(crops);
    expect(paired.map((pair) => [pair.number, pair.en?.box.y, pair.hi?.box.y])).toEqual([
      [1, 94, 175],
      [2, 255, 335],
    ]);
  });

  it('takes a question’s language from its label: an English question printed under प्रश्न is the Hindi version', () => {
    // A bilingual paper's English-language section prints the same English under both labels.
    const english = ['Frank', 'Secretive', 'Cautious', 'Arrogant'];
    const crops = proposeCrops([
      page([
        ...question('Q.16 Select the synonym of Candid.', 50, 100, english),
        ...question('प्रश्न 16. Select the synonym of Candid.', 50, 180, english),
      ]),
    ]);
    expect(crops.map((crop) => `${crop.number}${crop.language}`)).toEqual(['16en', '16hi']);
    expect(pairLanguages(crops).map((pair) => [pair.number, pair.en?.box.y, pair.hi?.box.y])).toEqual([[16, 94, 175]]);
  });

  it('starts a new pair when a number comes again in a language it has (the paper printed twice)', () => {
    const twice = [
      page([...question('Q.1 English one', 50, 100), ...question('Q.2 English two', 50, 180)]),
      page([...question('प्रश्न 1 हिंदी एक', 50, 100, HINDI), ...question('प्रश्न 2 हिंदी दो', 50, 180, HINDI)]),
      page([...question('Q.1 Part two, English one', 50, 100)]),
    ];
    const paired = pairLanguages(proposeCrops(twice));
    expect(paired.map((pair) => [pair.number, pair.en?.pageIndex, pair.hi?.pageIndex])).toEqual([
      [1, 0, 1],
      [2, 0, 1],
      [1, 2, undefined],
    ]);
  });
});

describe('scanned pages', () => {
  it('proposes nothing on a page without text, and says which pages need boxes drawn by hand', () => {
    const scanned = [page([]), page(question('Q.1 Typed page', 50, 100))];
    expect(pagesWithoutText(scanned)).toEqual([0]);
    expect(proposeCrops(scanned).map((crop) => crop.pageIndex)).toEqual([1]);
  });

  it('gives a hand-drawn box the text inside it', () => {
    const typed = page(question('Q.1 Which river is the Sorrow of Bihar?', 50, 100));
    expect(textInBox(typed, { x: 40, y: 90, width: 300, height: 50 })).toBe(
      'Q.1 Which river is the Sorrow of Bihar?\n(a) Kosi\n(b) Gandak',
    );
  });
});
