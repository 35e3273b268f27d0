import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { mockTestContent, scoreAttempt, type MockTestBankPaper, type MockTestContent } from '@jobportal/shared';
import type { FileStore } from '../../modules/files/index.ts';
import {
  bankImport,
  createFiguresRepository,
  figureStore,
  renderPaper,
  storeFigure,
  type FiguresRepository,
  type RenderedTest,
} from '../../modules/mock-tests/index.ts';
import type { Database } from '../client.ts';
import { mockTests } from '../schema.ts';
import { BUILT_IN_PDF_PAPER, readBuiltInPdfPaper } from './pdf-paper.ts';

const testsDir = fileURLToPath(new URL('./demo/tests', import.meta.url));
const figuresDir = fileURLToPath(new URL('./demo/figures', import.meta.url));
const banksDir = fileURLToPath(new URL('./demo/banks', import.meta.url));

/**
 * Practice papers that ship as a test maker's files (`demo/banks`, written by `make-banks.ts`): made
 * through the same Word and Excel import an admin uses, so the demo shows what it gives.
 */
export const BUILT_IN_BANKS: { file: string; paper: MockTestBankPaper }[] = [
  {
    file: 'sample-bank.docx',
    paper: {
      slug: 'ssc-cgl-practice-set-word-bank',
      title: 'SSC CGL Practice Set (from a Word question bank)',
      titleHi: 'एसएससी सीजीएल अभ्यास सेट (वर्ड प्रश्न बैंक से)',
      exam: 'SSC CGL Tier-I',
      sector: 'ssc',
      description:
        'Fourteen bilingual questions imported from a Word bank: algebra with equations, a geometry figure, a table set, typed answers and a question with more than one right option.',
      descriptionHi:
        'वर्ड प्रश्न बैंक से आयात किए गए चौदह द्विभाषी प्रश्न: समीकरणों वाला बीजगणित, ज्यामिति का चित्र, तालिका वाला सेट, लिखे जाने वाले उत्तर और एक से अधिक सही विकल्प वाला प्रश्न।',
      durationMinutes: 15,
      marksPerQuestion: 2,
      negativeMarks: 0.5,
    },
  },
  {
    file: 'sample-bank.xlsx',
    paper: {
      slug: 'railway-practice-set-excel-bank',
      title: 'Railway Maths and GK Practice Set (from an Excel question bank)',
      titleHi: 'रेलवे गणित और सामान्य ज्ञान अभ्यास सेट (एक्सेल प्रश्न बैंक से)',
      exam: 'RRB NTPC CBT-1',
      sector: 'railway',
      description:
        'Twelve bilingual questions imported from an Excel sheet, a row each: algebra, capitals, square roots typed in, primes with more than one right option, and a table set.',
      descriptionHi:
        'एक्सेल शीट से आयात किए गए बारह द्विभाषी प्रश्न, हर पंक्ति में एक: बीजगणित, राजधानियाँ, लिखे जाने वाले वर्गमूल, एक से अधिक सही विकल्प वाले अभाज्य और तालिका वाला सेट।',
      durationMinutes: 15,
      marksPerQuestion: 1,
      negativeMarks: '1/3',
    },
  },
];

/** The built-in banks as papers (their pictures stored as figures), or an error naming the bad row. */
async function readBuiltInBanks(
  deps: { store: FileStore; figures: FiguresRepository },
  only: ReadonlySet<string>,
): Promise<MockTestContent[]> {
  const { bankPaper, readBank } = await bankImport();
  const papers: MockTestContent[] = [];
  for (const { file, paper } of BUILT_IN_BANKS.filter((bank) => only.has(bank.paper.slug))) {
    const read = await readBank(await readFile(path.join(banksDir, file)), file, figureStore(deps));
    const built = bankPaper(read, paper, file);
    const refused = built?.rows.find((row) => !row.imported);
    if (!built || refused || built.issues.length > 0) {
      throw new Error(`demo bank ${file}: ${JSON.stringify(refused ?? built?.issues ?? read.issues)}`);
    }
    papers.push(mockTestContent.parse(built.content));
  }
  return papers;
}
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
 * their figures are stored first, and the papers of the built-in question banks are read (only when
 * missing: reading a Word file takes a moment). Returns how many tests were inserted.
 */
export async function seedMockTests(db: Database, store?: FileStore): Promise<number> {
  const figures = createFiguresRepository(db);
  if (store) await seedMockTestFigures(store, figures);
  const tests = await readBuiltInMockTests();
  const bankSlugs = store ? BUILT_IN_BANKS.map((bank) => bank.paper.slug) : [];
  if (tests.length === 0 && bankSlugs.length === 0) return 0;
  const present = new Set(
    (
      await db
        .select({ slug: mockTests.slug })
        .from(mockTests)
        .where(inArray(mockTests.slug, [...tests.map((test) => test.slug), ...bankSlugs]))
    ).map((row) => row.slug),
  );
  const missingBanks = new Set(bankSlugs.filter((slug) => !present.has(slug)));
  const banks = store && missingBanks.size > 0 ? await readBuiltInBanks({ store, figures }, missingBanks) : [];
  const missing = [...tests.filter((test) => !present.has(test.slug)), ...banks];
  if (missing.length === 0) return 0;
  const rows = [];
  for (const test of missing) rows.push(mockTestRow(test, (await renderPaper(test, figures)).rendered));
  const inserted = await db.insert(mockTests).values(rows).onConflictDoNothing().returning({ slug: mockTests.slug });
  return inserted.length;
}

/**
 * The demo content's paper made from its PDF (`pdf-paper.ts`), when it is not there yet. With demo
 * content only, and while the app already serves: drawing and storing its forty crops takes seconds.
 * `signal` gives it up between two crops (the app is stopping); it is then made at the next start.
 */
export async function seedBuiltInPdfPaper(db: Database, store: FileStore, signal?: AbortSignal): Promise<number> {
  const { slug } = BUILT_IN_PDF_PAPER.details;
  const present = await db
    .select({ slug: mockTests.slug })
    .from(mockTests)
    .where(inArray(mockTests.slug, [slug]));
  if (present.length > 0) return 0;
  const figures = createFiguresRepository(db);
  const paper = await readBuiltInPdfPaper({ store, figures }, signal);
  const row = mockTestRow(paper, (await renderPaper(paper, figures)).rendered);
  signal?.throwIfAborted();
  const inserted = await db.insert(mockTests).values(row).onConflictDoNothing().returning({ slug: mockTests.slug });
  return inserted.length;
}
