import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockTestContent } from '@jobportal/shared';
import { createFileStore } from '../../modules/files/file-store.ts';
import { createTestDatabase } from '../../testing/database.ts';
import { mockTests } from '../schema.ts';
import { seedBuiltInPdfPaper } from './mock-tests-content.ts';
import { BUILT_IN_PDF_PAPER } from './pdf-paper.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>['db'];
let dataDir: string;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  dataDir = await mkdtemp(path.join(tmpdir(), 'jp-pdf-paper-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('the demo paper made from its PDF', () => {
  it('is given up, with nothing saved, when the app stops while it is being made', async () => {
    const stop = new AbortController();
    const seeding = seedBuiltInPdfPaper(db, createFileStore(db, dataDir), stop.signal);
    // While its worker draws the crops (it takes seconds): the worker is ended at once.
    setTimeout(() => stop.abort(), 300);
    const started = performance.now();
    await expect(seeding).rejects.toMatchObject({ name: 'AbortError' });
    expect(performance.now() - started).toBeLessThan(2000);
    const rows = await db.select().from(mockTests).where(eq(mockTests.slug, BUILT_IN_PDF_PAPER.details.slug));
    expect(rows).toEqual([]);
  });

  it('is the engine’s unadjusted crops of all 20 questions in both languages, with the key’s answers, stored once', async () => {
    const store = createFileStore(db, dataDir);
    expect(await seedBuiltInPdfPaper(db, store)).toBe(1);
    expect(await seedBuiltInPdfPaper(db, store)).toBe(0);
    const [row] = await db.select().from(mockTests).where(eq(mockTests.slug, BUILT_IN_PDF_PAPER.details.slug));
    const paper = mockTestContent.parse(row!.content);
    expect(paper).toMatchObject({ languages: ['en', 'hi'], marksPerQuestion: 2, negativeMarks: 0.5 });
    const questions = paper.sections.flatMap((section) => section.questions);
    expect(questions).toHaveLength(20);
    // The written paper's key (helper-checked): B C A D B, C D A B C, D A C B D, A D C A B.
    expect(questions.map((question) => 'ABCD'[question.answerIndex!]).join('')).toBe('BCADBCDABCDACBDADCAB');
    const image = /^!\[((?:[^\]\\]|\\.)+)\]\(figure:([0-9a-f-]{36})\)$/;
    let parts = 0;
    for (const [index, question] of questions.entries()) {
      // A crop per part: a question that runs on into the next column has two.
      const [en, ...more] = question.text.en.split('\n\n');
      const [hi] = question.text.hi!.split('\n\n');
      parts += more.length;
      for (const part of [...question.text.en.split('\n\n'), ...question.text.hi!.split('\n\n')]) {
        expect(part, `question ${index + 1}`).toMatch(image);
      }
      expect(image.exec(en!)![1]).toMatch(new RegExp(`^Q\\.${index + 1} `));
      expect(image.exec(hi!)![1]).toMatch(new RegExp(`^प्रश्न ${index + 1}\\. `));
      expect(question.options.map((option) => option.en)).toEqual(['(a)', '(b)', '(c)', '(d)']);
    }
    expect(parts).toBeLessThanOrEqual(2);
    // Each crop is a stored figure, wide enough to be sharp on a phone (a column is about 780 px).
    const id = image.exec(questions[0]!.text.en)![2]!;
    const figure = await db.query.mockTestFigures.findFirst({ where: (f, { eq: equals }) => equals(f.id, id) });
    expect(figure!.width).toBeGreaterThanOrEqual(720);
    const rendered = row!.rendered as { questions: Record<string, { text: { en: string } }> };
    expect(rendered.questions['q1']!.text.en).toContain('<picture>');
    const file = await store.find(figure!.files.fallback.fileId);
    expect((await sharp((await store.contentOf(file!))!).metadata()).format).toBe('jpeg');
  }, 60_000);
});
