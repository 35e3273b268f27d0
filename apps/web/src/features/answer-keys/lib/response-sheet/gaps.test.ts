import { describe, expect, it } from 'vitest';
import { generateSheet, sheetCorpus, sheetWithGap, type SheetSpec } from '@jobportal/shared/testing/response-sheets';
import { readResponseSheet } from './read-sheet.ts';

/**
 * A page or pasted text that lost questions between two others (a partial copy, a page saved before it
 * finished loading) must be refused, not scored as a shorter paper: the sheets number their questions,
 * and a gap in the numbers, or numbers going backwards, gives it away.
 */

const questionCount = (spec: SheetSpec) => spec.sections.reduce((sum, section) => sum + section.questions, 0);
const short = sheetCorpus().filter((spec) => questionCount(spec) <= 32);
const pick = (test: (spec: SheetSpec) => boolean) => {
  const spec = short.find(test);
  if (!spec) throw new Error('the corpus has no such sheet');
  return spec;
};

const GAPPED = [
  pick((spec) => spec.vendor === 'tcs_ion' && spec.board === 'ssc' && spec.numbering === 'per_section'),
  pick((spec) => spec.vendor === 'tcs_ion' && spec.board === 'nta' && spec.numbering === 'running'),
  pick((spec) => spec.vendor === 'tcs_ion' && spec.board === 'rrb'),
  pick((spec) => spec.vendor === 'eduquity' && spec.keyMarked),
];

const missingText = ({ from, to }: { from: number; to: number }) =>
  from === to ? `question ${from} is missing` : `questions ${from}–${to} are missing`;

describe('refusing a sheet with questions cut out of its middle', () => {
  it.each(GAPPED.map((spec) => [spec.label, spec] as const))('refuses %s as page, MHTML and text', async (_l, spec) => {
    const { html, mhtml, text, missing } = sheetWithGap(spec);
    const refusal = { ok: false, problem: 'question_incomplete', detail: missingText(missing) };
    expect(await readResponseSheet({ file: new File([html], 'sheet.html') })).toEqual(refusal);
    expect(await readResponseSheet({ file: new File([mhtml], 'sheet.mhtml') })).toEqual(refusal);
    expect(await readResponseSheet({ text })).toEqual(refusal);
  });

  it('still reads a sheet whose questions print no number at all', async () => {
    const spec = GAPPED[0]!;
    const sheet = generateSheet(spec);
    const html = sheet.html.replace(/>Q\.\d+</g, '><');
    const text = sheet.text.replace(/^Q\.\d+\t?/gm, '');
    expect(html).not.toMatch(/Q\.\d/);
    expect(await readResponseSheet({ file: new File([html], 'sheet.html') })).toEqual({
      ok: true,
      read: { source: 'html', ...sheet.truth },
    });
    expect(await readResponseSheet({ text })).toEqual({ ok: true, read: { source: 'text', ...sheet.textTruth } });
  });
});

describe('reading the printed question numbers', () => {
  const header = `<table><tr><td>Exam Date</td><td>10/09/2024</td></tr><tr><td>Exam Time</td><td>9:00 AM</td></tr></table>`;
  /** A TCS iON panel: the "Q.n" cell, then the menu of IDs. */
  const panel = (number: number, id: number) =>
    `<div class="question-pnl"><table class="questionRowTbl"><tr><td class="bold">Q.${number}</td><td>Which?</td></tr></table>
    <table class="menu-tbl"><tr><td>Question ID :</td><td>${id}</td></tr><tr><td>Option 1 ID :</td><td>${id}1</td></tr>
    <tr><td>Option 2 ID :</td><td>${id}2</td></tr><tr><td>Status :</td><td>Answered</td></tr>
    <tr><td>Chosen Option :</td><td>1</td></tr></table></div>`;
  const section = (name: string, numbers: number[], firstId: number) =>
    `<div class="section-cntnr"><div class="section-lbl">Section : ${name}</div>${numbers
      .map((number, at) => panel(number, firstId + at))
      .join('')}</div>`;
  const read = (body: string) =>
    readResponseSheet({ file: new File([`<!DOCTYPE html><html><body>${header}${body}</body></html>`], 'sheet.html') });
  const questionsOf = async (body: string) => {
    const result = await read(body);
    return result.ok ? result.read.sheet.sections.map((part) => part.questions.length) : result;
  };

  it('accepts numbers that restart in each section (its label read or not), or run through the paper', async () => {
    expect(await questionsOf(section('Reasoning', [1, 2], 10) + section('English', [1, 2, 3], 20))).toEqual([2, 3]);
    expect(await questionsOf(section('Reasoning', [1, 2], 10) + section('English', [3, 4, 5], 20))).toEqual([2, 3]);
    expect(await questionsOf([1, 2, 1, 2].map((number, at) => panel(number, 30 + at)).join(''))).toEqual([4]);
  });

  it.each([
    ['a question missing inside a section', section('Reasoning', [1, 2, 4], 10), 'question 3 is missing'],
    ['questions missing at the start', section('Reasoning', [4, 5], 10), 'questions 1–3 are missing'],
    [
      'numbers running through the paper that skip at a section',
      section('Reasoning', [1, 2, 3], 10) + section('English', [6, 7], 20),
      'questions 4–5 are missing',
    ],
    [
      'numbers restarting in a section that lost its first questions',
      section('Reasoning', [1, 2, 3], 10) + section('English', [2, 3], 20),
      'question 1 of section "English" is missing',
    ],
    ['numbers going backwards', section('Reasoning', [1, 2, 3, 2], 10), 'question 2 is printed after question 3'],
  ])('refuses %s', async (_name, body, detail) => {
    expect(await read(body)).toEqual({ ok: false, problem: 'question_incomplete', detail });
  });

  it('reads the numbers of pasted text too, "Q.5" and "Q.No: 5" alike', async () => {
    const question = (number: string, id: number) => [
      `${number}\tWhich of the following?`,
      '1. Pune',
      '2. Patna',
      `Question ID : ${id}`,
      `Option 1 ID : ${id}1`,
      `Option 2 ID : ${id}2`,
      'Status : Answered',
      'Chosen Option : 2',
    ];
    const text = (...questions: string[][]) =>
      ['Exam Date\t10/09/2024', 'Exam Time\t9:00 AM', ...questions.flat()].join('\n');
    expect(await readResponseSheet({ text: text(question('Q.1', 10), question('Q.2', 11)) })).toMatchObject({
      ok: true,
    });
    expect(await readResponseSheet({ text: text(question('Q.1', 10), question('Q.5', 11)) })).toEqual({
      ok: false,
      problem: 'question_incomplete',
      detail: 'questions 2–4 are missing',
    });
    expect(await readResponseSheet({ text: text(question('Q.No: 1', 10), question('Q.No:\u00a03', 11)) })).toEqual({
      ok: false,
      problem: 'question_incomplete',
      detail: 'question 2 is missing',
    });
  });
});
