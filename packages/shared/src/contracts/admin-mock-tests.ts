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
