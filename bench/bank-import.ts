/**
 * `npm run bench:bank-import`: a question bank in from Word and from Excel, as the admin's import does
 * it: the file read into questions (pictures stored as figures), the report row by row, the paper
 * checked against the contract, rendered and saved.
 *
 *   node_modules/.bin/node bench/bank-import.ts
 *
 * The banks (made by `apps/server/src/testing/bank-files.ts`, as a test maker's files): a 200-question
 * bilingual Word document (equations in Word's own format, a numbered picture in every sixth question,
 * table sets, options on one line and per line, Ans/Sol lines with their Hindi), and a 1,000-row Excel
 * sheet (two languages, LaTeX, typed and multiple answers, a table set). The baseline, in the same run:
 * the same papers imported as JSON (parse, render, save), what an admin did before banks existed; the
 * ratio is the cost of reading the file. The first Word import stores the pictures; later ones find
 * them stored (the same file checked again), so both are printed. RUNS imports of each; medians.
 *
 * Target (issue "question papers in"): a 200-question docx and a 1,000-row xlsx import in ≤ 10 s each,
 * with their reports.
 * Environment: BENCH_DATABASE_URL (default: an embedded PostgreSQL), RUNS (default 3).
 * Exit code 0 whatever the figures (a measurement); 1 if the run itself failed.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mockTestContent, type MockTestBankPaper, type MockTestContentInput } from '@jobportal/shared';
import { createDatabase } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { mockTestsContent } from '../apps/server/src/modules/admin/mock-tests-content.repository.ts';
import { createFileStore } from '../apps/server/src/modules/files/file-store.ts';
import { bankPaper, readBank } from '../apps/server/src/modules/mock-tests/bank-import/index.ts';
import { createFiguresRepository, figureStore, renderPaper } from '../apps/server/src/modules/mock-tests/index.ts';
import { bankDocx, bankXlsx } from '../apps/server/src/testing/bank-files.ts';
import { machineDescription, onCleanUp, positiveInt, printLoadBefore, runBenchmark } from './kit/run.ts';
import { fixed, kb, printTable, verdict } from './kit/report.ts';
import { freshDatabase, postgresServer } from './kit/services.ts';

const RUNS = positiveInt(process.env['RUNS'], 3);
const DOCX_QUESTIONS = 200;
const XLSX_ROWS = 1000;
const TARGET_MS = 10_000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<number> {
  console.log(`question-bank import benchmark: ${machineDescription()}`);
  printLoadBefore();
  const server = await postgresServer({ directoryPrefix: 'jobportal-bench-bank-' });
  const { url } = await freshDatabase(server, 'bench_bank_');
  await runMigrations(url);
  const db = createDatabase(url, { max: 4 });
  onCleanUp('database pool', () => db.$client.end());
  const dataDir = await mkdtemp(path.join(tmpdir(), 'jobportal-bench-bank-files-'));
  onCleanUp('file store', () => rm(dataDir, { recursive: true, force: true }));
  const deps = { store: createFileStore(db, dataDir), figures: createFiguresRepository(db) };
  const content = mockTestsContent(db);

  /** What the import route does with a bank: read, report, check, render, save. */
  async function importBank(bytes: Buffer, fileName: string, paper: MockTestBankPaper) {
    const started = performance.now();
    const read = await readBank(bytes, fileName, figureStore(deps));
    const built = bankPaper(read, paper, fileName);
    if (!built) throw new Error(`the bank was refused: ${JSON.stringify(read.issues)}`);
    const refused = built.rows.filter((row) => !row.imported);
    if (refused.length > 0 || built.issues.length > 0) {
      throw new Error(`rows refused: ${JSON.stringify(refused.slice(0, 2))} ${JSON.stringify(built.issues)}`);
    }
    const ms = await saveJson(JSON.stringify(built.content));
    return {
      ms: performance.now() - started,
      rows: built.rows.length,
      json: JSON.stringify(built.content),
      saveMs: ms,
    };
  }

  /** The JSON import's steps (the baseline): parse, render, save. */
  async function saveJson(json: string) {
    const started = performance.now();
    const paper = mockTestContent.parse(JSON.parse(json) as MockTestContentInput);
    const { rendered, issues } = await renderPaper(paper, deps.figures);
    if (issues.length > 0) throw new Error(`render issues: ${JSON.stringify(issues[0])}`);
    if ((await content.saveMockTest(paper, rendered)) === 'attempted') throw new Error('attempted');
    return performance.now() - started;
  }

  const docx = await bankDocx({ questions: DOCX_QUESTIONS });
  const xlsx = await bankXlsx({ rows: XLSX_ROWS, withSet: true });
  console.log(
    `files: docx ${kb(docx.length)} (${DOCX_QUESTIONS} questions), xlsx ${kb(xlsx.length)} (${XLSX_ROWS} rows)`,
  );
  const paper = (slug: string): MockTestBankPaper => ({
    slug,
    title: 'Benchmark bank',
    titleHi: 'बेंचमार्क बैंक',
    exam: 'Benchmark',
    sector: 'ssc',
    durationMinutes: 180,
    marksPerQuestion: 1,
    negativeMarks: 0.25,
  });

  const cold = await importBank(docx, 'bank.docx', paper('bench-docx-bank'));
  const figures = (await db.$client.query<{ n: number }>('SELECT count(*)::int AS n FROM mock_test_figures')).rows[0]!
    .n;
  // Warm-up of the sheet path (module loading).
  await importBank(xlsx, 'bank.xlsx', paper('bench-xlsx-bank'));

  const docxRuns: number[] = [];
  const xlsxRuns: number[] = [];
  const docxJson: number[] = [];
  const xlsxJson: number[] = [];
  let xlsxRows = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const word = await importBank(docx, 'bank.docx', paper('bench-docx-bank'));
    docxRuns.push(word.ms);
    docxJson.push(await saveJson(word.json));
    const sheet = await importBank(xlsx, 'bank.xlsx', paper('bench-xlsx-bank'));
    xlsxRows = sheet.rows;
    xlsxRuns.push(sheet.ms);
    xlsxJson.push(await saveJson(sheet.json));
  }
  console.log('');
  printTable(
    ['import', 'rows', 'median ms', 'runs (ms)', 'as JSON (baseline) ms', 'ratio'],
    [
      ['Word, pictures stored (first)', String(cold.rows), fixed(cold.ms, 0), `${figures} pictures stored`, '', ''],
      [
        'Word, pictures found',
        String(cold.rows),
        fixed(median(docxRuns), 0),
        docxRuns.map((ms) => fixed(ms, 0)).join(', '),
        fixed(median(docxJson), 0),
        `${fixed(median(docxRuns) / median(docxJson), 2)}×`,
      ],
      [
        'Excel',
        String(xlsxRows),
        fixed(median(xlsxRuns), 0),
        xlsxRuns.map((ms) => fixed(ms, 0)).join(', '),
        fixed(median(xlsxJson), 0),
        `${fixed(median(xlsxRuns) / median(xlsxJson), 2)}×`,
      ],
    ],
  );
  const worstDocx = Math.max(cold.ms, median(docxRuns));
  console.log(
    `\ntarget: a ${DOCX_QUESTIONS}-question docx in ≤ ${TARGET_MS} ms: ${verdict(worstDocx <= TARGET_MS)} ` +
      `(${fixed(worstDocx, 0)} ms, pictures stored included); a ${XLSX_ROWS}-row xlsx in ≤ ${TARGET_MS} ms: ` +
      `${verdict(median(xlsxRuns) <= TARGET_MS)} (${fixed(median(xlsxRuns), 0)} ms)`,
  );
  return 0;
}

await runBenchmark(main, { watchdogMs: 10 * 60_000 });
