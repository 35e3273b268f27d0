import { z } from 'zod';
import { SECTOR_SLUGS } from '../domain/categories.ts';
import { MOCK_TEST_LANGUAGES } from './mock-test-content.ts';
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
