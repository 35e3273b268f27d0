import ExcelJS from 'exceljs';
import { MOCK_TEST_BANK_COLUMNS, type MockTestBankColumn } from '@jobportal/shared';

/**
 * The sheet template an admin downloads: the header row of `MOCK_TEST_BANK_COLUMNS` and one example row
 * of each kind of question (one right option, several, a typed number, a set on a table), so a test
 * maker fills it in by copying rows. A second sheet says what each column holds.
 */

type Example = Partial<Record<MockTestBankColumn, string | number>>;

const EXAMPLES: Example[] = [
  {
    section: 'Quantitative Aptitude',
    section_hi: 'मात्रात्मक योग्यता',
    question: 'If $x + \\frac{1}{x} = 3$, find $x^2 + \\frac{1}{x^2}$.',
    question_hi: 'यदि $x + \\frac{1}{x} = 3$ है, तो $x^2 + \\frac{1}{x^2}$ ज्ञात कीजिए।',
    option_a: 7,
    option_a_hi: 7,
    option_b: 9,
    option_b_hi: 9,
    option_c: 11,
    option_c_hi: 11,
    option_d: 5,
    option_d_hi: 5,
    answer: 'A',
    explanation: '$(x + \\frac{1}{x})^2 - 2 = 9 - 2 = 7$',
    explanation_hi: '$(x + \\frac{1}{x})^2 - 2 = 9 - 2 = 7$',
    topic: 'algebra',
  },
  {
    question: 'Which of these numbers are prime?',
    question_hi: 'इनमें से कौन-सी संख्याएँ अभाज्य हैं?',
    type: 'multiple',
    option_a: 7,
    option_a_hi: 7,
    option_b: 9,
    option_b_hi: 9,
    option_c: 13,
    option_c_hi: 13,
    option_d: 21,
    option_d_hi: 21,
    answer: 'A, C',
    explanation: '9 = 3 × 3 and 21 = 3 × 7.',
    explanation_hi: '9 = 3 × 3 और 21 = 3 × 7।',
    topic: 'number-system',
  },
  {
    question: 'Find $\\sqrt{196}$.',
    question_hi: '$\\sqrt{196}$ का मान ज्ञात कीजिए।',
    type: 'numeric',
    answer: 14,
    tolerance: 0,
    explanation: '$14 \\times 14 = 196$',
    explanation_hi: '$14 \\times 14 = 196$',
    topic: 'square-roots',
    marks: 2,
    negative_marks: 0,
  },
  {
    section: 'Data Interpretation',
    section_hi: 'आँकड़ों का विश्लेषण',
    set: 'sales',
    passage: 'Study the table.\n\n| Year | Units |\n|---|---:|\n| 2023 | 40 |\n| 2024 | 50 |',
    passage_hi: 'तालिका का अध्ययन कीजिए।\n\n| वर्ष | इकाइयाँ |\n|---|---:|\n| 2023 | 40 |\n| 2024 | 50 |',
    question: 'By what per cent did units rise in 2024?',
    question_hi: '2024 में इकाइयाँ कितने प्रतिशत बढ़ीं?',
    answer: 25,
    tolerance: 0,
    explanation: '$\\frac{10}{40} \\times 100 = 25$',
    explanation_hi: '$\\frac{10}{40} \\times 100 = 25$',
    topic: 'data-interpretation',
  },
];

const COLUMN_HELP: Record<MockTestBankColumn, string> = {
  section: 'The section (tab) the question is in. A blank cell keeps the row above’s. Needed on the first row.',
  section_hi: 'The section’s Hindi name.',
  set: 'A name shared by the rows of one set (a passage, a table, a puzzle); the rows of a set follow one another.',
  passage: 'The set’s passage, on its first row only (Markdown: tables, **bold**, $maths$).',
  passage_hi: 'The passage in Hindi.',
  question: 'The question (Markdown with LaTeX maths between $…$; a figure as ![alt text](figure:<id>)).',
  question_hi: 'The question in Hindi: needed on every row when the bank is bilingual.',
  type: 'single (one right option, the default), multiple (several), or numeric (a number typed in).',
  option_a: 'Option A. Fill options from A on: up to F.',
  option_a_hi: 'Option A in Hindi (numbers and formulas too: the same in both languages).',
  option_b: 'Option B.',
  option_b_hi: 'Option B in Hindi.',
  option_c: 'Option C.',
  option_c_hi: 'Option C in Hindi.',
  option_d: 'Option D.',
  option_d_hi: 'Option D in Hindi.',
  option_e: 'Option E (rare).',
  option_e_hi: 'Option E in Hindi.',
  option_f: 'Option F (rare).',
  option_f_hi: 'Option F in Hindi.',
  answer: 'The right option (B), the right options (A, C), or the right number (12.5).',
  tolerance: 'How far a typed number may be from the answer and still be right (0: exactly).',
  explanation: 'The solution shown in the review.',
  explanation_hi: 'The solution in Hindi.',
  topic: 'A topic for the analysis by topic, e.g. algebra, polity, synonyms (the section when blank).',
  marks: 'Marks for a right answer, when not the paper’s.',
  negative_marks: 'Marks lost for a wrong answer, when not the paper’s (1/3 for a third).',
};

export async function bankTemplateXlsx(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Questions', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = MOCK_TEST_BANK_COLUMNS.map((column) => ({
    header: column,
    key: column,
    width: /question|passage|explanation/.test(column) ? 40 : 14,
  }));
  sheet.getRow(1).font = { bold: true };
  for (const example of EXAMPLES) sheet.addRow(example);
  const help = workbook.addWorksheet('Columns');
  help.columns = [
    { header: 'column', key: 'column', width: 16 },
    { header: 'what it holds', key: 'help', width: 100 },
  ];
  help.getRow(1).font = { bold: true };
  for (const column of MOCK_TEST_BANK_COLUMNS) help.addRow({ column, help: COLUMN_HELP[column] });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Rows as a CSV file Excel opens as UTF-8 (a byte-order mark first) with its line breaks. */
export function csvOf(rows: string[][]): string {
  const quote = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return `\uFEFF${rows.map((row) => row.map(quote).join(',')).join('\r\n')}\r\n`;
}

export function bankTemplateCsv(): string {
  return csvOf([
    [...MOCK_TEST_BANK_COLUMNS],
    ...EXAMPLES.map((example) => MOCK_TEST_BANK_COLUMNS.map((column) => String(example[column] ?? ''))),
  ]);
}
