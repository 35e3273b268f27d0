import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { MOCK_TEST_BANK_COLUMNS, MOCK_TEST_BANK_REQUIRED_COLUMNS, type MockTestBankColumn } from '@jobportal/shared';
import type { BankPassage, BankQuestion, BankSection } from './bank.ts';

/**
 * A sheet of questions (Excel or CSV), one question a row under a header row of
 * `MOCK_TEST_BANK_COLUMNS`. A blank `section` keeps the previous row's; `set` names a passage shared
 * by consecutive rows, its text written on the first of them.
 */

export type SheetRead = { questions: BankQuestion[]; issues: { path: string; message: string }[] };
type Row = { row: number; cells: Partial<Record<MockTestBankColumn, string>> };

const OPTION_LETTERS = ['a', 'b', 'c', 'd', 'e', 'f'] as const;
/** A sheet this long is no longer one paper (ten sections of 300 questions is the contract's most). */
const MAX_ROWS = 3000;

/** `Option A (Hindi)`, ` option_a_hi `, `OPTION-A-HI` → `option_a_hi`. */
const columnName = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/\(hindi\)|\bhindi\b/g, 'hi')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');

const columnLetter = (index: number) => {
  let letter = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letter = String.fromCharCode(65 + ((n - 1) % 26)) + letter;
  return letter;
};

/** The header row's columns, or the problems that refuse the file. */
function readHeader(headers: string[]): { columns: (MockTestBankColumn | null)[]; issues: SheetRead['issues'] } {
  const known = new Set<string>(MOCK_TEST_BANK_COLUMNS);
  const issues: SheetRead['issues'] = [];
  const columns = headers.map((header, index) => {
    const name = columnName(header);
    if (name === '') return null;
    if (!known.has(name)) {
      issues.push({
        path: `column ${columnLetter(index)}`,
        message: `Unknown column "${header.trim()}" (column ${columnLetter(index)}). The columns are: ${MOCK_TEST_BANK_COLUMNS.join(', ')}.`,
      });
      return null;
    }
    return name as MockTestBankColumn;
  });
  for (const name of new Set(columns.filter((c) => c !== null))) {
    if (columns.filter((c) => c === name).length > 1) {
      issues.push({ path: name, message: `The column "${name}" appears twice: keep one.` });
    }
  }
  for (const required of MOCK_TEST_BANK_REQUIRED_COLUMNS) {
    if (!columns.includes(required)) {
      issues.push({ path: required, message: `The sheet has no "${required}" column: the header row needs it.` });
    }
  }
  return { columns, issues };
}

/** The rows as questions; a section and a set are the same objects across their rows. */
function questionsOf(rows: Row[]): BankQuestion[] {
  const questions: BankQuestion[] = [];
  const sections = new Map<string, BankSection>();
  let section: BankSection | undefined;
  let passage: BankPassage | undefined;
  const passages = new Map<string, BankPassage>();
  for (const { row, cells } of rows) {
    const problems: string[] = [];
    const sectionTitle = cells.section?.trim();
    if (sectionTitle) {
      section = sections.get(sectionTitle.toLowerCase());
      if (!section) {
        section = { title: { en: sectionTitle, hi: cells.section_hi } };
        sections.set(sectionTitle.toLowerCase(), section);
      }
    }
    if (!section) {
      problems.push('has no section: write it in the "section" column (later rows keep it until it changes)');
      section = { title: { en: 'Section' } };
    }
    const setName = cells.set?.trim();
    if (!setName) passage = undefined;
    else {
      const key = `set-${
        setName
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-+|-+$/g, '') || passages.size + 1
      }`;
      passage = passages.get(key);
      if (!passage) {
        passage = { key, text: { en: cells.passage, hi: cells.passage_hi } };
        passages.set(key, passage);
        if (!cells.passage?.trim()) problems.push(`starts the set "${setName}" but has no passage text`);
      } else if (cells.passage?.trim() && cells.passage.trim() !== passage.text.en?.trim()) {
        problems.push(`the set "${setName}" has its passage on an earlier row: leave "passage" empty here`);
      }
    }
    const options = OPTION_LETTERS.map((letter) => ({
      en: cells[`option_${letter}`],
      hi: cells[`option_${letter}_hi`],
    }));
    // Options are the filled ones from A on; a gap (A, B, D) is a mistake, not a shorter list.
    const last = options.findLastIndex((option) => option.en?.trim() || option.hi?.trim());
    const used = options.slice(0, last + 1);
    used.forEach((option, index) => {
      if (!option.en?.trim() && !option.hi?.trim()) {
        problems.push(`option ${OPTION_LETTERS[index]!.toUpperCase()} is empty but a later option is filled`);
      }
    });
    if (!cells.question?.trim() && !cells.question_hi?.trim()) problems.push('has no question text');
    questions.push({
      row,
      section,
      passage,
      type: cells.type,
      text: { en: cells.question, hi: cells.question_hi },
      options: used,
      answer: cells.answer,
      tolerance: cells.tolerance,
      explanation: { en: cells.explanation, hi: cells.explanation_hi },
      topic: cells.topic,
      marks: cells.marks,
      negativeMarks: cells.negative_marks,
      problems,
    });
  }
  return questions;
}

function rowsOf(table: { row: number; values: string[] }[], columns: (MockTestBankColumn | null)[]): Row[] {
  return table
    .filter(({ values }) => values.some((value) => value.trim() !== ''))
    .map(({ row, values }) => {
      const cells: Row['cells'] = {};
      columns.forEach((column, index) => {
        const value = values[index]?.trim();
        if (column && value) cells[column] = value;
      });
      return { row, cells };
    });
}

function read(table: { row: number; values: string[] }[]): SheetRead {
  const [header, ...body] = table;
  if (!header)
    return {
      questions: [],
      issues: [{ path: '', message: 'The sheet is empty: it needs a header row and a row per question.' }],
    };
  const { columns, issues } = readHeader(header.values);
  if (issues.length > 0) return { questions: [], issues };
  if (body.length > MAX_ROWS) {
    return {
      questions: [],
      issues: [{ path: '', message: `The sheet has ${body.length} rows; a paper has at most ${MAX_ROWS}.` }],
    };
  }
  return { questions: questionsOf(rowsOf(body, columns)), issues: [] };
}

/** An Excel workbook's first sheet (or the one named "Questions"). */
export async function readXlsx(bytes: Uint8Array): Promise<SheetRead> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Questions') ?? workbook.worksheets[0];
  if (!sheet) return read([]);
  const table: { row: number; values: string[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const values: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      values[column - 1] = cell.text ?? '';
    });
    table.push({ row: number, values: Array.from(values, (value) => value ?? '') });
  });
  return read(table);
}

/** A CSV file (UTF-8, comma-separated, with a header row; Excel's "CSV UTF-8" works). */
export function readCsv(bytes: Uint8Array): SheetRead {
  const records = parse(Buffer.from(bytes), { bom: true, relax_column_count: true }) as string[][];
  // Numbered as a spreadsheet shows them: a cell's line breaks do not make rows.
  return read(records.map((values, index) => ({ row: index + 1, values })));
}
