import { z } from 'zod';
import { SECTOR_SLUGS } from '../domain/categories.ts';
import { MOCK_TEST_LANGUAGES } from '../domain/mock-tests/language.ts';
import { mockTestPaper } from './mock-tests.ts';

/**
 * The admin side of the online mock tests: the list of papers, and a paper in or out as one JSON
 * document in the `mockTestContent` format (checked with a dry run first). A paper that candidates
 * have attempted is never changed in place: past results would then be scored against other
 * questions. A changed paper goes in under a new slug, and the old one is retired.
 */

export const adminMockTest = z
  .object({
    slug: z.string(),
    title: z.string(),
    exam: z.string(),
    sector: z.enum(SECTOR_SLUGS),
    languages: z.array(z.enum(MOCK_TEST_LANGUAGES)),
    durationMinutes: z.number().int(),
    sections: z.number().int(),
    questionCount: z.number().int(),
    maxScore: z.number(),
    /** Retired papers are hidden from the catalogue; attempts and results stay. */
    active: z.boolean(),
    /** Attempts of every candidate, in progress ones included. */
    attempts: z.number().int(),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'AdminMockTest' });
export type AdminMockTest = z.infer<typeof adminMockTest>;

export const adminMockTests = z.object({ items: z.array(adminMockTest) }).meta({ id: 'AdminMockTests' });

/** A paper as JSON (checked on the server against `mockTestContent`), and whether to only check it. */
export const mockTestImportInput = z
  .object({
    content: z.unknown(),
    dryRun: z.boolean().default(true),
    /** Return the paper as the candidate will see it (rendered), for the editor's preview. */
    preview: z.boolean().default(false),
  })
  .strict();
export type MockTestImportInput = z.input<typeof mockTestImportInput>;

export const mockTestImportReport = z
  .object({
    /** True when the paper may be saved: valid, and not replacing an attempted paper. */
    valid: z.boolean(),
    /** Every problem, by path in the document (`sections.0.questions.3.answerIndex`). */
    issues: z.array(z.object({ path: z.string(), message: z.string() })),
    /** What the paper holds, once it parses. */
    test: z
      .object({
        slug: z.string(),
        title: z.string(),
        sections: z.number().int(),
        questions: z.number().int(),
        maxScore: z.number(),
      })
      .nullable(),
    /** A paper with this slug exists and would be replaced. */
    replaces: z.boolean(),
    /** Written (false on a dry run or when invalid). */
    saved: z.boolean(),
    /** The paper as the candidate will see it, when asked for and it parses. */
    preview: mockTestPaper.nullable(),
  })
  .meta({ id: 'MockTestImportReport' });
export type MockTestImportReport = z.infer<typeof mockTestImportReport>;

// ── Figures: images in a paper's text, uploaded first and written as `![alt text](figure:<id>)`.

/** The largest figure upload (a scanned diagram or a phone photo of one). */
export const MOCK_TEST_FIGURE_MAX_BYTES = 5 * 1024 * 1024;
/** The widths a figure is stored at (WebP), for a phone's 360 px at 1×–3× and a desktop column. */
export const MOCK_TEST_FIGURE_WIDTHS = [360, 540, 720, 1080] as const;

/** An uploaded figure: what to write in the paper's text, its size and its stored renditions. */
export const mockTestFigure = z
  .object({
    id: z.uuid(),
    /** `![Describe the figure](figure:<id>)`: the alt text is what a screen reader reads; it is required. */
    markdown: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    renditions: z.array(z.object({ width: z.number().int(), bytes: z.number().int(), url: z.string() })),
    fallback: z.object({ width: z.number().int(), bytes: z.number().int(), url: z.string() }),
  })
  .meta({ id: 'MockTestFigure' });
export type MockTestFigure = z.infer<typeof mockTestFigure>;

// ── Question banks: a paper from a Word document or a sheet, with a report row by row.

/** The largest bank file (a Word bank with a picture in every other question). */
export const MOCK_TEST_BANK_MAX_BYTES = 15 * 1024 * 1024;
/** What a bank comes in: a Word document, an Excel workbook or a CSV file. */
export const MOCK_TEST_BANK_FORMATS = ['docx', 'xlsx', 'csv'] as const;
export type MockTestBankFormat = (typeof MOCK_TEST_BANK_FORMATS)[number];

/**
 * The columns of a sheet (Excel or CSV), one question a row; the header row names them in any order
 * and case. `section` and `question` are needed; a column not listed here refuses the whole file, so a
 * misspelt header never loses a column silently. `docs/question-banks.md` shows a sample.
 */
export const MOCK_TEST_BANK_COLUMNS = [
  'section',
  'section_hi',
  'set',
  'passage',
  'passage_hi',
  'question',
  'question_hi',
  'type',
  'option_a',
  'option_a_hi',
  'option_b',
  'option_b_hi',
  'option_c',
  'option_c_hi',
  'option_d',
  'option_d_hi',
  'option_e',
  'option_e_hi',
  'option_f',
  'option_f_hi',
  'answer',
  'tolerance',
  'explanation',
  'explanation_hi',
  'topic',
  'marks',
  'negative_marks',
] as const;
export type MockTestBankColumn = (typeof MOCK_TEST_BANK_COLUMNS)[number];
export const MOCK_TEST_BANK_REQUIRED_COLUMNS = ['section', 'question', 'answer'] as const;

/**
 * What the bank file does not say: the paper around its questions. Checked with the rest of the paper
 * against `mockTestContent`, so its problems come back in the same report, by field.
 */
export const mockTestBankPaper = z
  .object({
    slug: z.string().trim().max(120),
    title: z.string().trim().max(200),
    titleHi: z.string().trim().max(200).optional(),
    exam: z.string().trim().max(120),
    sector: z.enum(SECTOR_SLUGS),
    description: z.string().trim().max(2000).optional(),
    descriptionHi: z.string().trim().max(2000).optional(),
    durationMinutes: z.coerce.number().int().min(1).max(300),
    marksPerQuestion: z.union([z.number(), z.string()]).default(1),
    negativeMarks: z.union([z.number(), z.string()]).default(0),
  })
  .strict()
  .meta({ id: 'MockTestBankPaper' });
export type MockTestBankPaper = z.infer<typeof mockTestBankPaper>;
export type MockTestBankPaperInput = z.input<typeof mockTestBankPaper>;

/** One question of the bank: a sheet row, or a numbered question of the Word document. */
export const mockTestBankRow = z.object({
  /** The sheet's row number (the header is row 1), or the question's place in the document (1, 2, …). */
  row: z.number().int(),
  section: z.string(),
  /** The start of the question's English text, to find it in the file. */
  excerpt: z.string(),
  imported: z.boolean(),
  /** Why it was refused; empty when imported. */
  problems: z.array(z.string()),
});
export type MockTestBankRow = z.infer<typeof mockTestBankRow>;

export const mockTestBankReport = z
  .object({
    format: z.enum(MOCK_TEST_BANK_FORMATS),
    /** Problems of the file as a whole (an unknown column, no questions found) and of the paper's fields. */
    issues: z.array(z.object({ path: z.string(), message: z.string() })),
    rows: z.array(mockTestBankRow),
    /** The paper the rows make, as the JSON import reports it: saved only when every row was imported. */
    paper: mockTestImportReport,
  })
  .meta({ id: 'MockTestBankReport' });
export type MockTestBankReport = z.infer<typeof mockTestBankReport>;
