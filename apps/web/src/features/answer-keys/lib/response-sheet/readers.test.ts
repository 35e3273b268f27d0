import { describe, expect, it } from 'vitest';
import { readResponseSheet } from './read-sheet.ts';

/** Layouts and wordings the corpus does not generate, each read on its own. */

const header = `<table><tr><td>Roll Number :</td><td>2201234567</td></tr><tr><td>Exam Date :</td><td>10/09/2024</td></tr>
  <tr><td>Exam Time :</td><td>9:00 AM - 10:00 AM</td></tr></table>`;

/** A question's menu rows, as label and value cells. */
const menu = (rows: [string, string][]) =>
  `<table class="menu-tbl">${rows.map(([label, value]) => `<tr><td>${label}</td><td>${value}</td></tr>`).join('')}</table>`;

const options = (ids: string[]) => ids.map((id, index): [string, string] => [`Option ${index + 1} ID :`, id]);
const page = (body: string) => new File([`<!DOCTYPE html><html><body>${header}${body}</body></html>`], 'sheet.html');
const read = async (body: string) => readResponseSheet({ file: page(body) });

describe('reading pages', () => {
  it('puts questions printed without any section label in one section', async () => {
    const result = await read(
      menu([['Question ID :', '101'], ...options(['11', '12']), ['Status :', 'Answered'], ['Chosen Option :', '2']]),
    );
    expect(result.ok && result.read.sheet.sections).toEqual([
      {
        name: 'Questions',
        questions: [{ questionId: '101', optionIds: ['11', '12'], chosenOptionId: '12', status: 'answered' }],
      },
    ]);
    expect(result.ok && result.read.personal).toEqual({ name: null, rollNumber: '2201234567', centre: null });
  });

  it('reads a label and its value in one cell, and marks on whole rows', async () => {
    const body = `<div class="section-lbl">Reasoning</div><div class="question-pnl">
      <table class="questionRowTbl"><tr class="wrngAns"><td>Ans</td><td>1. Pune</td></tr>
      <tr class="rightAns"><td></td><td>2. Patna</td></tr></table>
      <table><tr><td>Question ID : 201</td></tr><tr><td>Option 1 ID : 21</td></tr><tr><td>Option 2 ID : 22</td></tr>
      <tr><td>Status : Marked For Review</td></tr><tr><td>Chosen Option : --</td></tr></table></div>`;
    const result = await read(body);
    expect(result.ok && result.read.sheet.sections[0]).toEqual({
      name: 'Reasoning',
      questions: [{ questionId: '201', optionIds: ['21', '22'], chosenOptionId: null, status: 'marked_for_review' }],
    });
    expect(result.ok && result.read.markedKey).toEqual({ '201': ['22'] });
  });

  it('reads "0" as no choice when the status says nothing was answered', async () => {
    const result = await read(
      menu([
        ['Question ID :', '301'],
        ...options(['31', '32']),
        ['Status :', 'Not Answered'],
        ['Chosen Option :', '0'],
      ]),
    );
    expect(result.ok && result.read.sheet.sections[0]!.questions[0]!.chosenOptionId).toBeNull();
  });

  it.each([
    [
      'a numerical-answer question',
      [
        ['Question Type :', 'SA'],
        ['Question ID :', '401'],
        ['Status :', 'Answered'],
        ['Given Answer :', '42'],
      ],
      /no option IDs \(question type SA\)/,
    ],
    [
      'a missing option row',
      [
        ['Question ID :', '402'],
        ['Option 1 ID :', '1'],
        ['Option 3 ID :', '3'],
        ['Status :', 'Answered'],
        ['Chosen Option :', '1'],
      ],
      /no "Option 2 ID"/,
    ],
    [
      'an unknown status',
      [['Question ID :', '403'], ...options(['1', '2']), ['Status :', 'Skipped'], ['Chosen Option :', '--']],
      /unknown status "Skipped"/,
    ],
    [
      'no chosen option',
      [['Question ID :', '404'], ...options(['1', '2']), ['Status :', 'Answered']],
      /no "Chosen Option"/,
    ],
    [
      'a chosen ID not among the options',
      [['Question ID :', '405'], ...options(['1', '2']), ['Status :', 'Answered'], ['Chosen Option :', '999']],
      /"999" is not one of its options/,
    ],
    [
      'an ID the contract does not accept',
      [['Question ID :', '40 6'], ...options(['1', '2']), ['Status :', 'Answered'], ['Chosen Option :', '1']],
      /questionId: not a question or option ID/,
    ],
  ] as [string, [string, string][], RegExp][])('refuses %s as incomplete', async (_name, rows, detail) => {
    const result = await read(menu(rows));
    expect(result).toMatchObject({ ok: false, problem: 'question_incomplete' });
    expect(!result.ok && result.detail).toMatch(detail);
  });

  it('refuses a sheet printing only Question ID and Chosen Option (no option IDs, no status)', async () => {
    const body = `<div class="question-pnl"><table class="menu-tbl"><tr><td>Question ID :</td><td>441009770001</td></tr>
      <td>Chosen Option :</td><td>1</td></table></div>`;
    const result = await read(body);
    expect(result).toMatchObject({ ok: false, problem: 'question_incomplete' });
    expect(!result.ok && result.detail).toMatch(/no option IDs/);
  });

  it('refuses a right mark without a readable option number', async () => {
    const body = `<div class="question-pnl"><table><tr><td class="rightAns"><img src="tick.png"></td></tr></table>
      ${menu([['Question ID :', '501'], ...options(['1', '2']), ['Status :', 'Answered'], ['Chosen Option :', '1']])}</div>`;
    expect(await read(body)).toMatchObject({ ok: false, problem: 'question_incomplete' });
  });

  it('reads header values after a colon cell, or in the label’s own cell', async () => {
    const html = `<table><tr><td>Roll No</td><td>:</td><td>DL01001234</td></tr><tr><td>Test Date : 24/01/2025</td></tr>
      <tr><td>Participant Name</td><td>: Asha Verma</td></tr>
      <tr><td>Test Time</td><td>:</td><td>3:00 PM - 6:00 PM</td></tr><tr><td>Test Name : CUET (UG)</td></tr></table>
      ${menu([['Question ID :', '601'], ...options(['61', '62']), ['Status :', 'Not Visited'], ['Chosen Option :', '--']])}`;
    const result = await readResponseSheet({ file: new File([html], 'sheet.htm') });
    expect(result.ok && result.read).toMatchObject({
      paper: 'CUET (UG)',
      personal: { rollNumber: 'DL01001234', name: 'Asha Verma' },
      sheet: { shift: { date: '2025-01-24', time: '15:00' } },
    });
  });

  it('reads a plain-text file as pasted text', async () => {
    const text =
      'Exam Date\t10/09/2024\nExam Time\t3:30 PM\nQuestion ID : 7\nOption 1 ID : 71\nOption 2 ID : 72\nStatus : Answered\nChosen Option : 1';
    const result = await readResponseSheet({ file: new File([text], 'sheet.txt') });
    expect(result.ok && result.read.source).toBe('text');
    expect(result.ok && result.read.sheet.shift).toEqual({ date: '2024-09-10', time: '15:30' });
  });
});

describe('reading pasted text', () => {
  const readText = (lines: string[]) => readResponseSheet({ text: lines.join('\n') });
  const headerLines = ['Candidate Name\tAsha Verma', 'Exam Date\t10-09-2024', 'Exam Time\t2:30 PM - 3:30 PM'];

  it('takes a value from the next line, and a status wrapped over lines', async () => {
    const result = await readText([
      ...headerLines,
      'Section : General Awareness',
      'Q.1',
      'Question ID :',
      '630680461234',
      'Option 1 ID :',
      '6306801841230',
      'Option 2 ID :',
      '6306801841231',
      'Status :',
      'Not Attempted and',
      'Marked For Review',
      'Chosen Option :',
      '--',
    ]);
    expect(result.ok && result.read.sheet.sections).toEqual([
      {
        name: 'General Awareness',
        questions: [
          {
            questionId: '630680461234',
            optionIds: ['6306801841230', '6306801841231'],
            chosenOptionId: null,
            status: 'marked_for_review',
          },
        ],
      },
    ]);
    expect(result.ok && result.read.personal.name).toBe('Asha Verma');
  });

  it('does not take a passage line that starts like a label for one', async () => {
    const result = await readText([
      ...headerLines,
      'Question ID : 1',
      'Option 1 ID : 11',
      'Option 2 ID : 12',
      'Status : Answered',
      'Chosen Option : 2',
      'Q.2 Read the passage.',
      'Status of women in the nineteenth century was a subject of reform.',
      'Question ID : 2',
      'Option 1 ID : 21',
      'Option 2 ID : 22',
      'Status : Answered & Marked For Review',
      'Chosen Option : 22',
    ]);
    expect(result.ok && result.read.sheet.sections[0]!.questions.map((question) => question.status)).toEqual([
      'answered',
      'answered_marked_for_review',
    ]);
  });

  it('refuses labels run together on a line as mangled', async () => {
    const result = await readText([...headerLines, 'Question ID : 1 Option 1 ID : 11', 'Option 2 ID : 12']);
    expect(result).toMatchObject({ ok: false, problem: 'text_mangled' });
  });
});

describe('reading SSC’s 2025 pages (Eduquity: a "Q.No" table per question)', () => {
  const eduquityHeader = `<table><tr><td>Roll No</td><td>:&nbsp;&nbsp;&nbsp;2201234567</td></tr>
    <tr><td>Test Date</td><td>:&nbsp;&nbsp;&nbsp;12/09/2025</td></tr>
    <tr><td>Test Time</td><td>:&nbsp;&nbsp;&nbsp;9:00 AM - 10:00 AM</td></tr></table>
    <span id="lblsubject">Part A : General Intelligence and Reasoning</span>`;
  /** Option rows as `[colour, content]`: a marker cell (coloured or not), then the option. */
  const question = (number: number, options: [string, string][], comments = true) =>
    `<table><tr><td><font>Q.No:&nbsp;${number}</font></td><td>Which?</td></tr>${options
      .map(
        ([colour, content], at) =>
          `${comments ? `<!-- Option ${at + 1} -->` : ''}<tr><td width="2%"${colour ? ` bgcolor="${colour}"` : ''}></td><td>${content}</td></tr>`,
      )
      .join('')}<!-- Candidate Response -->
      <tr><td>Question ID</td><td>:&nbsp;${number}00</td></tr><tr><td>Option 1 ID</td><td>:&nbsp;${number}01</td></tr>
      <tr><td>Option 2 ID</td><td>:&nbsp;${number}02</td></tr><tr><td>Status</td><td>:&nbsp;Answered</td></tr>
      <tr><td>Chosen Option</td><td>:&nbsp;1</td></tr></table>`;
  const readPage = (body: string) =>
    readResponseSheet({
      file: new File([`<html><body>${eduquityHeader}${body}</body></html>`], 'ViewCandResponse.html'),
    });

  it('reads green and yellow marker cells as the key, numbered by their "Option n" comment', async () => {
    const result = await readPage(
      question(1, [
        ['red', '<img src="qimg/1_1_EN.jpg">'],
        ['yellow', '<img src="qimg/1_2_EN.jpg">'],
      ]) +
        question(2, [
          ['green', 'Pune'],
          ['', 'Patna'],
        ]) +
        question(3, [
          ['', 'Pune'],
          ['', 'Patna'],
        ]),
    );
    expect(result.ok && result.read).toMatchObject({
      kind: 'marked',
      personal: { rollNumber: '2201234567' },
      sheet: { shift: { date: '2025-09-12', time: '09:00' } },
      markedKey: { '100': ['102'], '200': ['201'], '300': [] },
    });
    expect(result.ok && result.read.sheet.sections.map((section) => section.name)).toEqual([
      'General Intelligence and Reasoning',
    ]);
  });

  it('numbers a marker cell by the option after it when the page has no comments', async () => {
    const result = await readPage(
      question(
        1,
        [
          ['', '1. Pune'],
          ['green', '2. Patna'],
        ],
        false,
      ),
    );
    expect(result.ok && result.read.markedKey).toEqual({ '100': ['102'] });
  });

  it('refuses a marker cell whose option number cannot be read', async () => {
    const result = await readPage(
      question(
        1,
        [
          ['', 'Pune'],
          ['green', 'Patna'],
        ],
        false,
      ),
    );
    expect(result).toMatchObject({ ok: false, problem: 'question_incomplete' });
  });

  it('reads pasted rows whose label and value were copied into two cells ("Question ID<tab>: 100")', async () => {
    const result = await readResponseSheet({
      text: [
        'Roll No\t:\u00a0\u00a0\u00a02201234567',
        'Test Date\t:\u00a0\u00a0\u00a012/09/2025',
        'Test Time\t:\u00a0\u00a0\u00a09:00 AM - 10:00 AM',
        'Part A : General Awareness',
        'Q.No:\u00a01\tWhich?',
        '\tPune',
        '\tPatna',
        'Question ID\t:\u00a0100',
        'Option 1 ID\t:\u00a0101',
        'Option 2 ID\t:\u00a0102',
        'Status\t:\u00a0Not Answered',
        'Chosen Option\t:\u00a0--',
      ].join('\n'),
    });
    expect(result.ok && result.read).toMatchObject({
      personal: { rollNumber: '2201234567' },
      sheet: {
        sections: [
          {
            name: 'General Awareness',
            questions: [{ questionId: '100', optionIds: ['101', '102'], chosenOptionId: null, status: 'not_answered' }],
          },
        ],
      },
    });
  });
});
