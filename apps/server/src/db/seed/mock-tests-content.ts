import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { mockTestContent, scoreAttempt, type MockTestContent } from '@jobportal/shared';
import type { FileStore } from '../../modules/files/index.ts';
import {
  createFiguresRepository,
  renderPaper,
  storeFigure,
  type FiguresRepository,
  type RenderedTest,
} from '../../modules/mock-tests/index.ts';
import type { Database } from '../client.ts';
import { mockTests } from '../schema.ts';

const testsDir = fileURLToPath(new URL('./demo/tests', import.meta.url));
const figuresDir = fileURLToPath(new URL('./demo/figures', import.meta.url));
/** The built-in figures are drawn as SVG and stored as any upload is, from a PNG at this width. */
const FIGURE_SOURCE_WIDTH = 1080;

/** The mock tests the product ships with (one JSON file per test), validated. */
export async function readBuiltInMockTests(): Promise<MockTestContent[]> {
  const names = (await readdir(testsDir)).filter((name) => name.endsWith('.json')).sort();
  const tests: MockTestContent[] = [];
  for (const name of names) {
    tests.push(mockTestContent.parse(JSON.parse(await readFile(path.join(testsDir, name), 'utf8'))));
  }
  return tests;
}

/** The row of a test: its content, its texts rendered, and the catalogue columns. */
export function mockTestRow(content: MockTestContent, rendered: RenderedTest) {
  const questionCount = content.sections.reduce((sum, section) => sum + section.questions.length, 0);
  return {
    slug: content.slug,
    title: content.title,
    exam: content.exam,
    sector: content.sector,
    content,
    rendered,
    questionCount,
    maxScore: scoreAttempt(content, []).maxScore,
  };
}

/**
 * The built-in figures (`demo/figures/<id>.svg`, drawn for the built-in papers) that are not stored yet:
 * each is rasterised here (an SVG upload is never accepted or served) and stored as an upload is.
 */
export async function seedMockTestFigures(store: FileStore, figures: FiguresRepository): Promise<number> {
  const names = (await readdir(figuresDir).catch(() => [] as string[])).filter((name) => name.endsWith('.svg'));
  const ids = names.map((name) => name.slice(0, -'.svg'.length));
  const stored = await figures.find(ids);
  let added = 0;
  for (const id of ids) {
    if (stored.has(id)) continue;
    const svg = await readFile(path.join(figuresDir, `${id}.svg`));
    const png = await sharp(svg, { density: 288 }).resize({ width: FIGURE_SOURCE_WIDTH }).png().toBuffer();
    await storeFigure({ store, figures }, png, id);
    added += 1;
  }
  return added;
}

/**
 * Loads the built-in mock tests, always (not only with DEMO_CONTENT): unlike the demo recruitments,
 * which are fictional notices that must never pass for real ones, these are original practice papers
 * written for the product, and `/tests` is empty without them. Only missing tests are inserted (and
 * rendered), so nothing an admin changed is touched and a restart renders nothing. With a file store,
 * their figures are stored first. Returns how many tests were inserted.
 */
export async function seedMockTests(db: Database, store?: FileStore): Promise<number> {
  const figures = createFiguresRepository(db);
  if (store) await seedMockTestFigures(store, figures);
  const tests = await readBuiltInMockTests();
  if (tests.length === 0) return 0;
  const present = new Set(
    (
      await db
        .select({ slug: mockTests.slug })
        .from(mockTests)
        .where(
          inArray(
            mockTests.slug,
            tests.map((test) => test.slug),
          ),
        )
    ).map((row) => row.slug),
  );
  const missing = tests.filter((test) => !present.has(test.slug));
  if (missing.length === 0) return 0;
  const rows = [];
  for (const test of missing) rows.push(mockTestRow(test, (await renderPaper(test, figures)).rendered));
  const inserted = await db.insert(mockTests).values(rows).onConflictDoNothing().returning({ slug: mockTests.slug });
  return inserted.length;
}
