import { describe, expect, it } from 'vitest';
import { mockTestContent, type MockTestBankPaper } from '@jobportal/shared';
import JSZip from 'jszip';
import { bankCsv, bankDocx, bankXlsx } from '../../../testing/bank-files.ts';
import { buildBank } from './bank.ts';
import { questionsOfBlocks } from './docx.ts';
import { bankFormat, readBank } from './index.ts';
import { ommlToLatex } from './omml.ts';

const paper: MockTestBankPaper = {
  slug: 'bank-test-1',
  title: 'Bank test',
  titleHi: 'बैंक टेस्ट',
  exam: 'SSC CGL Tier-I',
  sector: 'ssc',
  durationMinutes: 30,
  marksPerQuestion: 2,
  negativeMarks: 0.5,
};

function fakeFigures() {
  const stored: Uint8Array[] = [];
  return {
    stored,
    store: async (bytes: Uint8Array) => {
      stored.push(bytes);
      return { id: `00000000-0000-4000-8000-${String(stored.length).padStart(12, '0')}` };
    },
  };
}

async function built(bytes: Buffer, name: string) {
  const read = await readBank(bytes, name, fakeFigures().store);
  return { read, bank: buildBank(paper, read.questions, { fileName: name }) };
}

describe('a Word bank', () => {
  it('reads numbered bilingual questions, one-line and per-line options, equations, pictures, tables and sets', async () => {
    const figures = fakeFigures();
    const read = await readBank(await bankDocx({ questions: 12 }), 'bank.docx', figures.store);
    expect(read.format).toBe('docx');
    expect(read.issues).toEqual([]);
    const { content, rows, issues } = buildBank(paper, read.questions, { fileName: 'bank.docx' });
    expect(issues).toEqual([]);
    expect(rows.filter((row) => !row.imported)).toEqual([]);
    expect(rows.map((row) => row.row)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const valid = mockTestContent.parse(content);
    expect(valid.languages).toEqual(['en', 'hi']);
    expect(valid.sections.map((s) => [s.key, s.title, s.titleHi])).toEqual([
      ['quantitative-aptitude', 'Quantitative Aptitude', 'मात्रात्मक योग्यता'],
      ['general-awareness-and-reasoning', 'General Awareness and Reasoning', 'सामान्य जागरूकता एवं तर्कशक्ति'],
    ]);
    const [q1, q2, q3, q4, q5, q6, q7] = valid.sections.flatMap((s) => s.questions);
    // A Word equation is LaTeX; the Hindi version (same number) is the question's Hindi.
    expect(q1!.text).toEqual({
      en: 'If $x+\\frac{1}{x}=4$, find the value of ${x}^{2}+\\frac{1}{{x}^{2}}$.',
      hi: 'यदि $x+\\frac{1}{x}=4$ है, तो ${x}^{2}+\\frac{1}{{x}^{2}}$ का मान ज्ञात कीजिए।',
    });
    // `(a) 14 (b) 16 …` on one line: numbers, the same in Hindi.
    expect(q1!.options).toEqual([14, 16, 18, 15].map((n) => ({ en: String(n), hi: String(n) })));
    expect(q1!.answerIndex).toBe(0);
    expect(q1!.explanation.hi).toBe('दोनों पक्षों का वर्ग करने पर मान 14 आता है।');
    // `(c) Dispur / दिसपुर`.
    expect(q2!.options[q2!.answerIndex!]).toEqual({ en: 'Dispur', hi: 'दिसपुर' });
    // The picture, with its alt text, in both versions.
    expect(figures.stored).toHaveLength(2);
    expect(q3!.text.en).toContain(
      '![Triangle ABC with base AB of 180 cm](figure:00000000-0000-4000-8000-000000000001)',
    );
    expect(q3!.text.hi).toContain('(figure:00000000-0000-4000-8000-000000000001)');
    // A `Directions (Q. 4–5)` set with its table, in both languages.
    expect(q4!.passage).toBe(q5!.passage);
    const passage = valid.sections[0]!.passages.find((p) => p.key === q4!.passage)!;
    expect(passage.text.en).toContain('| Year | Units |\n| --- | --- |\n| 2022 | 44 |');
    expect(passage.text.hi).toMatch(/^तालिका का अध्ययन/);
    // No options and a number: a typed answer.
    expect(q5).toMatchObject({ type: 'numeric', answer: 89, tolerance: 0, options: [] });
    expect(q5!.explanation).toEqual({ en: '44 + 45 = 89.', hi: '44 + 45 = 89।' });
    // A square root.
    expect(q6).toMatchObject({ type: 'numeric', text: { en: 'Find the value of $\\sqrt{16}$.' } });
    // `Ans: (a), (c)`: more than one right option.
    expect(q7).toMatchObject({ type: 'multiple', answerIndexes: [0, 2] });
  });

  it('refuses a question without its answer, by its number, and nothing else', async () => {
    const { bank } = await built(await bankDocx({ questions: 8, withoutAnswer: [2] }), 'bank.docx');
    const refused = bank.rows.filter((row) => !row.imported);
    expect(refused).toEqual([
      {
        row: 2,
        section: 'Quantitative Aptitude',
        excerpt: expect.stringMatching(/^What is the capital of /),
        imported: false,
        problems: ['has no answer: write it after "Ans:" (a letter, letters, or the number for a typed answer)'],
      },
    ]);
  });

  it('reads typed numbering, Word lists, options out of order and answers naming a missing option', () => {
    const blocks = [
      { kind: 'para', depth: 0, md: '**Q.1.** Which is a noun?' },
      { kind: 'para', depth: 0, md: 'a) run' },
      { kind: 'para', depth: 0, md: 'b) city' },
      { kind: 'para', depth: 0, md: 'Ans: (e)' },
      { kind: 'item', depth: 0, md: 'Pick the odd one.' },
      { kind: 'item', depth: 1, md: 'Apple' },
      { kind: 'item', depth: 1, md: 'Mango' },
      { kind: 'item', depth: 1, md: 'Carrot' },
      { kind: 'para', depth: 0, md: 'Answer: C' },
      { kind: 'para', depth: 0, md: 'Explanation: A carrot is a vegetable.' },
    ] as const;
    const questions = questionsOfBlocks(blocks.map((b) => ({ ...b })));
    expect(questions.map((q) => [q.row, q.text.en, q.options.map((o) => o.en), q.answer])).toEqual([
      [1, 'Which is a noun?', ['run', 'city'], '(e)'],
      [2, 'Pick the odd one.', ['Apple', 'Mango', 'Carrot'], 'C'],
    ]);
    const bank = buildBank({ ...paper, titleHi: undefined }, questions, { fileName: 'x.docx' });
    expect(bank.content.languages).toEqual(['en']);
    expect(bank.rows[0]!.problems).toEqual(['the answer "(e)" names option E, but the question has 2 options']);
    expect(bank.rows[1]).toMatchObject({ imported: true, problems: [] });
  });

  it('says when a bilingual bank misses a Hindi text, by row and option', () => {
    const questions = questionsOfBlocks([
      { kind: 'para', depth: 0, md: '1. Capital of Bihar?' },
      { kind: 'para', depth: 0, md: 'प्रश्न 1. बिहार की राजधानी?' },
      { kind: 'para', depth: 0, md: '(a) Patna / पटना' },
      { kind: 'para', depth: 0, md: '(b) Gaya' },
      { kind: 'para', depth: 0, md: 'Ans: a' },
    ]);
    const bank = buildBank(paper, questions, { fileName: 'x.docx' });
    expect(bank.rows[0]!.problems).toEqual(['option B (Hindi): needs its Hindi text: the test is offered in Hindi']);
  });
});

describe('Word equations', () => {
  const m = (xml: string) => `<m:oMath>${xml}</m:oMath>`;
  const r = (text: string) => `<m:r><m:t>${text}</m:t></m:r>`;
  it('turns fractions, powers, roots, brackets and sums into LaTeX', () => {
    expect(ommlToLatex(m(`<m:f><m:num>${r('a')}</m:num><m:den>${r('b')}</m:den></m:f>`))).toBe('\\frac{a}{b}');
    expect(ommlToLatex(m(`<m:sSup><m:e>${r('x')}</m:e><m:sup>${r('2')}</m:sup></m:sSup>`))).toBe('{x}^{2}');
    expect(ommlToLatex(m(`<m:rad><m:radPr><m:degHide m:val="1"/></m:radPr><m:deg/><m:e>${r('2')}</m:e></m:rad>`))).toBe(
      '\\sqrt{2}',
    );
    expect(ommlToLatex(m(`<m:rad><m:deg>${r('3')}</m:deg><m:e>${r('8')}</m:e></m:rad>`))).toBe('\\sqrt[3]{8}');
    expect(ommlToLatex(m(`<m:d><m:e>${r('a+b')}</m:e></m:d>`))).toBe('\\left(a+b\\right)');
    expect(
      ommlToLatex(
        m(
          `<m:nary><m:naryPr><m:chr m:val="∑"/></m:naryPr><m:sub>${r('i=1')}</m:sub><m:sup>${r('n')}</m:sup><m:e>${r('i')}</m:e></m:nary>`,
        ),
      ),
    ).toBe('\\sum_{i=1}^{n}{i}');
    expect(ommlToLatex(m(r('2×3÷π≤θ')))).toBe('2\\times 3\\div \\pi \\le \\theta');
  });
});

describe('a sheet', () => {
  it('reads an Excel workbook and a CSV file of the documented columns, sets included', async () => {
    for (const [bytes, name] of [
      [await bankXlsx({ rows: 10, withSet: true }), 'bank.xlsx'],
      [bankCsv({ rows: 10, withSet: true }), 'bank.csv'],
    ] as const) {
      const { read, bank } = await built(bytes, name);
      expect(read.format).toBe(name.slice(-4).replace('.', ''));
      expect(bank.issues).toEqual([]);
      expect(bank.rows.map((row) => [row.row, row.imported])).toEqual(
        Array.from({ length: 10 }, (_, i) => [i + 2, true]),
      );
      const valid = mockTestContent.parse(bank.content);
      expect(valid.sections.map((s) => s.questions.length)).toEqual([5, 5]);
      expect(valid.sections[1]!.passages).toHaveLength(1);
      expect(valid.sections[1]!.questions.slice(0, 3).every((q) => q.passage === 'set-sales-table')).toBe(true);
      expect(valid.sections[0]!.questions[1]).toMatchObject({ type: 'numeric', answer: 6, tolerance: 0 });
      expect(valid.sections[0]!.questions[2]).toMatchObject({ type: 'multiple', answerIndexes: [0, 2] });
    }
  });

  it('refuses rows without an answer, and only them', async () => {
    const { bank } = await built(await bankXlsx({ rows: 6, withoutAnswer: [3] }), 'bank.xlsx');
    expect(bank.rows.filter((row) => !row.imported).map((row) => [row.row, row.problems])).toEqual([
      [4, ['has no answer: write it after "Ans:" (a letter, letters, or the number for a typed answer)']],
    ]);
  });

  it('refuses the whole file for an unknown column, naming it', async () => {
    const read = await readBank(
      await bankXlsx({ rows: 3, extraColumn: 'difficulty' }),
      'bank.xlsx',
      fakeFigures().store,
    );
    expect(read.questions).toEqual([]);
    expect(read.issues).toEqual([
      {
        path: 'column AB',
        message: expect.stringMatching(
          /^Unknown column "difficulty" \(column AB\)\. The columns are: section, section_hi, /,
        ),
      },
    ]);
  });
});

describe('the file', () => {
  it('is what its bytes are, and must be what its name says', async () => {
    const docx = await bankDocx({ questions: 2 });
    expect(await bankFormat(docx, 'bank.docx')).toBe('docx');
    expect(await bankFormat(bankCsv({ rows: 2 }), 'bank.csv')).toBe('csv');
    await expect(bankFormat(docx, 'bank.xlsx')).rejects.toMatchObject({
      statusCode: 415,
      message:
        '“bank.xlsx” is named as an Excel workbook (.xlsx) but it is a Word document (.docx). Rename it or choose the right file.',
    });
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    await expect(bankFormat(png, 'bank.csv')).rejects.toMatchObject({ statusCode: 415 });
    // An old binary Word file (a compound file).
    const cfb = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(600)]);
    await expect(bankFormat(cfb, 'bank.doc')).rejects.toMatchObject({
      message: 'This is an old Word document (.doc). Save it as .docx (File → Save As) and upload that.',
    });
  });

  it('refuses a zip that unpacks to far more than a bank', async () => {
    const zip = new JSZip();
    zip.file('[Content_Types].xml', '<Types/>');
    zip.file('word/document.xml', 'a'.repeat(210 * 1024 * 1024));
    const bytes = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    await expect(readBank(bytes, 'bomb.docx', fakeFigures().store)).rejects.toMatchObject({ statusCode: 415 });
  }, 60_000);
});
