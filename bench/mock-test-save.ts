/**
 * `npm run bench:mock-test-save`: saving a 300-question paper, rendering included (the admin's import
 * does the same three steps: the contract's parse, `renderMockTest`, the database write).
 *
 *   node_modules/.bin/node bench/mock-test-save.ts
 *
 * The paper: 300 bilingual questions in 3 sections, a data-interpretation table set every 10 questions,
 * LaTeX in every question, option and explanation (inline and display), multiple-answer and numeric
 * questions among them. The baseline, in the same run on the same database: a paper of the same size in
 * plain text (what every paper was before rendering existed), saved the same way. RUNS saves of each,
 * alternating, each replacing the last (nobody has attempted it); the median is printed.
 *
 * Target (issue "real question papers"): the rich paper saves in ≤ 5 s.
 * Environment: BENCH_DATABASE_URL (default: an embedded PostgreSQL), RUNS (default 5).
 * Exit code 0 whatever the figures (a measurement); 1 if the run itself failed.
 */
import { mockTestContent, type MockTestContentInput } from '@jobportal/shared';
import { createDatabase } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { mockTestsContent } from '../apps/server/src/modules/admin/mock-tests-content.repository.ts';
import { renderMockTest } from '../apps/server/src/modules/mock-tests/index.ts';
import { machineDescription, onCleanUp, positiveInt, printLoadBefore, runBenchmark } from './kit/run.ts';
import { fixed, printTable, verdict } from './kit/report.ts';
import { freshDatabase, postgresServer } from './kit/services.ts';

const RUNS = positiveInt(process.env['RUNS'], 5);
const QUESTIONS = 300;
const TARGET_MS = 5000;

type QuestionInput = MockTestContentInput['sections'][number]['questions'][number];

function paper(slug: string, rich: boolean): MockTestContentInput {
  const t = (en: string, hi: string) => ({ en, hi });
  const sections = [0, 1, 2].map((s) => {
    const count = QUESTIONS / 3;
    const passages = rich
      ? Array.from({ length: count / 10 }, (_, p) => ({
          key: `di-${p}`,
          text: t(
            `Study the table.\n\n| Year | A | B | C |\n|---|---:|---:|---:|\n${[2020, 2021, 2022, 2023]
              .map((year, r) => `| ${year} | ${40 + p + r} | ${55 + r} | ${60 - r} |`)
              .join('\n')}`,
            `तालिका का अध्ययन कीजिए।\n\n| वर्ष | A | B | C |\n|---|---:|---:|---:|\n${[2020, 2021, 2022, 2023]
              .map((year, r) => `| ${year} | ${40 + p + r} | ${55 + r} | ${60 - r} |`)
              .join('\n')}`,
          ),
        }))
      : [];
    const questions = Array.from({ length: count }, (_, q): QuestionInput => {
      const n = s * count + q;
      const base = { key: `q-${n}`, topic: `topic-${q % 7}` };
      if (!rich) {
        return {
          ...base,
          text: t(
            `What is ${n} plus ${n + 1}, divided by two, rounded down?`,
            `${n} और ${n + 1} का योग दो से भाग देने पर?`,
          ),
          options: [0, 1, 2, 3].map((o) => t(`${n + o}`, `${n + o}`)),
          answerIndex: 0,
          explanation: t(`Add them and halve: ${n}.`, `जोड़कर आधा कीजिए: ${n}।`),
        };
      }
      const passage = q % 10 < 5 ? { passage: `di-${Math.floor(q / 10)}` } : {};
      const text = t(
        `If $x^{2} + \\frac{${n}}{x} = ${n + 3}$ and $\\sqrt{${n * n}} = ${n}$, find the value of\n$$\\left(\\frac{a+b}{${n + 1}}\\right)^{2} - \\sqrt[3]{${n}}$$`,
        `यदि $x^{2} + \\frac{${n}}{x} = ${n + 3}$ और $\\sqrt{${n * n}} = ${n}$ है, तो मान ज्ञात कीजिए:\n$$\\left(\\frac{a+b}{${n + 1}}\\right)^{2} - \\sqrt[3]{${n}}$$`,
      );
      const explanation = t(
        `$$\\frac{${n}}{2} \\times 2 = ${n}$$ so **${n}** is right.`,
        `$$\\frac{${n}}{2} \\times 2 = ${n}$$ अतः **${n}** सही है।`,
      );
      if (q % 10 === 8) return { ...base, ...passage, type: 'numeric', text, answer: n, tolerance: 0.01, explanation };
      const options = [0, 1, 2, 3].map((o) => t(`$${n + o}\\sqrt{2}$`, `$${n + o}\\sqrt{2}$`));
      if (q % 10 === 9)
        return { ...base, ...passage, type: 'multiple', text, options, answerIndexes: [0, 2], explanation };
      return { ...base, ...passage, text, options, answerIndex: q % 4, explanation };
    });
    return { key: `section-${s}`, title: `Section ${s + 1}`, titleHi: `खंड ${s + 1}`, passages, questions };
  });
  return {
    slug,
    title: rich ? 'Rich paper' : 'Plain paper',
    titleHi: 'प्रश्नपत्र',
    exam: 'Benchmark',
    sector: 'ssc',
    description: t('A benchmark paper.', 'एक बेंचमार्क प्रश्नपत्र।'),
    durationMinutes: 180,
    sections,
  };
}

/** What the admin's save does: parse, render (refused if a formula is malformed), write. */
async function save(store: ReturnType<typeof mockTestsContent>, json: string): Promise<number> {
  const started = performance.now();
  const parsed = mockTestContent.parse(JSON.parse(json));
  const { rendered, issues } = renderMockTest(parsed);
  if (issues.length > 0) throw new Error(`the benchmark paper has render issues: ${JSON.stringify(issues[0])}`);
  const outcome = await store.saveMockTest(parsed, rendered);
  if (outcome === 'attempted') throw new Error('the benchmark paper was attempted');
  return performance.now() - started;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<number> {
  console.log(`mock-test save benchmark: ${machineDescription()}`);
  printLoadBefore();
  const server = await postgresServer({ directoryPrefix: 'jobportal-bench-save-' });
  const { url } = await freshDatabase(server, 'bench_save_');
  await runMigrations(url);
  const db = createDatabase(url, { max: 4 });
  onCleanUp('database pool', () => db.$client.end());
  const store = mockTestsContent(db);

  const rich = JSON.stringify(paper('bench-rich-paper', true));
  const plain = JSON.stringify(paper('bench-plain-paper', false));
  console.log(`papers: rich ${fixed(rich.length / 1024, 0)} KB of JSON, plain ${fixed(plain.length / 1024, 0)} KB`);
  // One warm-up save of each (module loading, the first queries).
  await save(store, rich);
  await save(store, plain);

  const times = { rich: [] as number[], plain: [] as number[] };
  for (let run = 0; run < RUNS; run += 1) {
    times.plain.push(await save(store, plain));
    times.rich.push(await save(store, rich));
  }
  const richMs = median(times.rich);
  const plainMs = median(times.plain);
  const { rows } = await db.$client.query<{ bytes: number }>(
    `SELECT pg_column_size(rendered) AS bytes FROM mock_tests WHERE slug = 'bench-rich-paper'`,
  );
  console.log('');
  printTable(
    ['paper (300 questions, bilingual)', 'median save ms', 'runs (ms)'],
    [
      ['plain text (baseline)', fixed(plainMs, 0), times.plain.map((ms) => fixed(ms, 0)).join(', ')],
      ['maths, tables, sets, answer types', fixed(richMs, 0), times.rich.map((ms) => fixed(ms, 0)).join(', ')],
    ],
  );
  console.log(
    `\nrich ÷ plain: ${fixed(richMs / plainMs, 2)}×; rendered HTML stored: ${fixed((rows[0]?.bytes ?? 0) / 1024, 0)} KB (compressed by PostgreSQL)`,
  );
  console.log(
    `target: the rich paper saves in ≤ ${TARGET_MS} ms: ${verdict(richMs <= TARGET_MS)} (${fixed(richMs, 0)} ms)`,
  );
  return 0;
}

await runBenchmark(main, { watchdogMs: 10 * 60_000 });
