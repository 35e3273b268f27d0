import { describe, expect, it } from 'vitest';
import { mockTestContent } from '../../../contracts/mock-test-content.ts';
import type { CropBox } from './crop-boxes.ts';
import {
  altText,
  boxesToUpload,
  buildPaper,
  checkKey,
  isBilingual,
  markdownText,
  missingNumbers,
  questionsOf,
  unpaired,
  type PaperDetails,
} from './paper-content.ts';

let ids = 0;
const box = (number: number, language: 'en' | 'hi', text: string, more: Partial<CropBox> = {}): CropBox => {
  ids += 1;
  return {
    id: `b${ids}`,
    pageIndex: 0,
    box: { x: 30, y: 100 * ids, width: 500, height: 90 },
    number,
    language,
    text,
    textEdited: false,
    optionCount: 4,
    ...more,
  };
};

const details: PaperDetails = {
  slug: 'ssc-cgl-2024-shift-2',
  title: 'SSC CGL 2024, shift 2',
  titleHi: 'एसएससी सीजीएल 2024, पाली 2',
  exam: 'SSC CGL Tier-I',
  sector: 'ssc',
  durationMinutes: 60,
  preset: 'rrb_ntpc_cbt1',
};

const boxes = [
  box(1, 'en', 'Q.1 Which city is the capital?\n(a) Delhi (b) Agra (c) Pune (d) Goa'),
  box(1, 'hi', 'प्रश्न 1. राजधानी कौन सी है?'),
  box(2, 'en', 'Q.2 Find [x] if $x * 2 = 4$'),
  box(2, 'en', 'and (a) 1 (b) 2', { pageIndex: 1 }),
  box(2, 'hi', ''),
  box(3, 'en', 'Q.3 Odd one out'),
  box(3, 'hi', 'प्रश्न 3. विषम'),
];

describe('a paper from the crop screen’s boxes', () => {
  it('groups boxes into questions by number, English and Hindi paired, parts in list order', () => {
    const questions = questionsOf([...boxes].reverse());
    expect(questions.map((question) => [question.number, question.en.length, question.hi.length])).toEqual([
      [1, 1, 1],
      [2, 2, 1],
      [3, 1, 1],
    ]);
    expect(questions[1]!.en.map((part) => part.pageIndex)).toEqual([1, 0]);
    expect(isBilingual(questions)).toBe(true);
    expect(missingNumbers(questions)).toEqual([]);
    expect(missingNumbers(questionsOf(boxes.filter((part) => part.number !== 2)))).toEqual([2]);
    expect(unpaired(questionsOf(boxes.slice(0, 3)), 'hi')).toEqual([2]);
    expect(unpaired(questionsOf(boxes.filter((part) => part.language === 'en')), 'hi')).toEqual([]);
  });

  it('reads the key against the questions: the engine’s message when it does not match', () => {
    const questions = questionsOf(boxes);
    expect(checkKey('  ', questions)).toMatchObject({ empty: true, problems: [] });
    const good = checkKey('1-B, 2-D\n3 Dropped', questions);
    expect(good.problems).toEqual([]);
    expect([...good.answers]).toEqual([
      [1, 1],
      [2, 3],
      [3, 'dropped'],
    ]);
    expect(checkKey('1-B, 2-D', questions).problems).toEqual([
      {
        kind: 'engine',
        message: 'The key has 2 answers but the paper has 3 questions: question 3 has no answer.',
      },
    ]);
    // A question with three options only: a (d) for it is refused.
    const three = questionsOf(boxes.map((part) => (part.number === 3 ? { ...part, optionCount: 3 } : part)));
    expect(checkKey('1-A 2-B 3-D', three).problems).toEqual([
      { kind: 'beyondOptions', number: 3, optionCount: 3, option: 'd' },
    ]);
  });

  it('escapes the text layer for Markdown’s alt text, on one line, and names a box without text', () => {
    expect(markdownText('Find [x]\nif $x * 2 = 4$ (a_1)')).toBe('Find \\[x\\] if \\$x \\* 2 = 4\\$ \\(a\\_1\\)');
    expect(markdownText('a'.repeat(2000))).toHaveLength(1000);
    expect(altText(box(7, 'hi', ' '), 'hi')).toBe('प्रश्न 7');
    expect(altText(box(7, 'en', ''), 'en')).toBe('Question 7');
  });

  it('builds a bilingual paper: crops as images with their text as alt, options (a)–(d), the key’s answers, the preset’s marks', () => {
    const questions = questionsOf(boxes);
    const { answers } = checkKey('1-B, 2-D, 3-*', questions);
    const figures = new Map(
      boxesToUpload(questions).map((part, index) => [part.id, `00000000-0000-4000-8000-00000000000${index}`]),
    );
    expect(boxesToUpload(questions).map((part) => `${part.number}${part.language}`)).toEqual([
      '1en',
      '1hi',
      '2en',
      '2en',
      '2hi',
      '3en',
      '3hi',
    ]);
    const paper = buildPaper(details, questions, answers, figures);
    const parsed = mockTestContent.safeParse(paper);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(paper).toMatchObject({
      slug: 'ssc-cgl-2024-shift-2',
      languages: ['en', 'hi'],
      titleHi: 'एसएससी सीजीएल 2024, पाली 2',
      marksPerQuestion: 1,
      negativeMarks: '1/3',
    });
    const [q1, q2, q3] = paper.sections[0]!.questions;
    expect(q1!.text).toEqual({
      en: '![Q.1 Which city is the capital? \\(a\\) Delhi \\(b\\) Agra \\(c\\) Pune \\(d\\) Goa](figure:00000000-0000-4000-8000-000000000000)',
      hi: '![प्रश्न 1. राजधानी कौन सी है?](figure:00000000-0000-4000-8000-000000000001)',
    });
    expect(q1!.options).toEqual(['(a)', '(b)', '(c)', '(d)'].map((label) => ({ en: label, hi: label })));
    expect(q1).toMatchObject({ answerIndex: 1, topic: 'previous-year-paper', type: 'single' });
    expect(q1!.explanation).toEqual({
      en: 'Answer from the official key: (b).',
      hi: 'आधिकारिक उत्तर कुंजी के अनुसार उत्तर: (b)।',
    });
    // Two parts: two images; a Hindi crop without text: its number as alt text.
    expect(q2!.text.en.split('\n\n')).toHaveLength(2);
    expect(q2!.text.hi).toBe('![प्रश्न 2](figure:00000000-0000-4000-8000-000000000004)');
    expect(q2!.answerIndex).toBe(3);
    expect(q3).toMatchObject({ discarded: true, answerIndex: 0 });
    expect(q3!.explanation.en).toContain('Dropped in the official key');
  });

  it('builds an English-only paper, and the check’s version with text in place of images', () => {
    const english = questionsOf(boxes.filter((part) => part.language === 'en'));
    const paper = buildPaper({ ...details, titleHi: '', preset: 'none' }, english, new Map([[1, 0]]));
    expect(mockTestContent.safeParse(paper).success).toBe(true);
    expect(paper.languages).toEqual(['en']);
    expect(paper).not.toHaveProperty('titleHi');
    expect(paper.sections[0]!.questions[0]!.text).toEqual({
      en: 'Q.1 Which city is the capital? \\(a\\) Delhi \\(b\\) Agra \\(c\\) Pune \\(d\\) Goa',
    });
    expect(paper.sections[0]!.questions[0]!.options?.[0]).toEqual({ en: '(a)' });
    // A Hindi version missing in a bilingual paper: the English crop stands in.
    const halfPaired = questionsOf(boxes.filter((part) => !(part.number === 3 && part.language === 'hi')));
    const stood = buildPaper(details, halfPaired, new Map(), new Map([[boxes[5]!.id, 'f']]));
    expect(stood.sections[0]!.questions[2]!.text.hi).toBe('![Q.3 Odd one out](figure:f)');
  });
});
