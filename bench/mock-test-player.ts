/**
 * `npm run bench:mock-test-player`: a real paper in the player on a phone (issue "real question
 * papers"), against the built app (`npm run build` first).
 *
 *   node_modules/.bin/node bench/mock-test-player.ts
 *
 * An admin uploads 40 figures (diagrams of 1200×700 px, as a scan or an export gives them) and imports
 * a 100-question bilingual paper: 40 questions with a figure, 20 with maths (inline and display), a
 * data-interpretation table set. A member opens it on Debian's Chromium at 360×740 (2×, touch), the CPU
 * slowed 4×, on a fast network, and the bench prints:
 * 1. the time from the tap on "I am ready to begin" to the first question painted with its figure
 *    loaded (target ≤ 2 s), RUNS attempts, the median;
 * 2. option + Save & Next through 30 questions: input to next paint per interaction from Event Timing,
 *    p50 / p98 / max (target p98 ≤ 100 ms);
 * 3. the largest figure file the phone downloaded (target ≤ 40 KB), and every figure fetched before the
 *    first Save & Next (the player fetches them all when the attempt opens);
 * 4. layout shift in the player after the first question is shown (target 0);
 * 5. the JavaScript before the first question, gzip: the entry and the player's chunk with every chunk
 *    they import, from the build's manifest (target: ≤ 10 KiB more than before; BASELINE_DIST=<a build
 *    of the commit before> prints the growth against it).
 * Baseline in the same run, the same browser and throttling: the built-in plain-text SSC CGL mock
 * (`ssc-cgl-tier-1-mock-1`), measured the same way for 1 and 2.
 *
 * Environment: CHROMIUM_PATH, CPU_SLOWDOWN (default 4), RUNS (default 3), BENCH_PORT (default 3392),
 * BASELINE_DIST. Exit code 0 whatever the figures; 1 if the run itself failed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import sharp from 'sharp';
import { collectInteractions, EVENT_TIMING_OBSERVER, optionThenSaveNext, startMeasuring } from './kit/event-timing.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, phonePage, signedInCookie, startProductionApp } from './kit/member.ts';
import { fixed, printTable, verdict } from './kit/report.ts';
import { machineDescription, positiveInt, printLoadBefore, runBenchmark, sleep } from './kit/run.ts';
import { nearestRank, sortedSamples } from './stats.ts';
import { startSmtpCapture } from '../apps/server/src/testing/smtp.ts';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = positiveInt(process.env['BENCH_PORT'], 3392);
const SLOWDOWN = positiveInt(process.env['CPU_SLOWDOWN'], 4);
const RUNS = positiveInt(process.env['RUNS'], 3);
const ADMIN_EMAIL = `bench-admin-${Date.now()}@example.com`;
const RICH = 'bench-real-paper-1';
const PLAIN = 'ssc-cgl-tier-1-mock-1';
const FIGURES = 40;

// ── The paper.

/** A diagram as an admin would upload one: lines, shapes and labels on white, 1200×700. */
async function diagram(n: number): Promise<Buffer> {
  const shapes = [
    `<polygon points="150,600 1050,600 ${300 + n * 10},90" fill="none" stroke="black" stroke-width="8"/>`,
    `<circle cx="600" cy="350" r="${200 + n * 3}" fill="none" stroke="black" stroke-width="8"/><line x1="400" y1="350" x2="800" y2="350" stroke="black" stroke-width="6"/>`,
    Array.from(
      { length: 5 },
      (_, i) =>
        `<rect x="${150 + i * 190}" y="${600 - (80 + ((n + i * 37) % 400))}" width="120" height="${80 + ((n + i * 37) % 400)}" fill="#1d4ed8"/>`,
    ).join(''),
    Array.from(
      { length: 4 },
      (_, i) =>
        `<rect x="${100 + i * 270}" y="200" width="220" height="220" fill="none" stroke="black" stroke-width="6"/><circle cx="${140 + i * 270 + ((i + n) % 4) * 40}" cy="240" r="18" fill="black"/>`,
    ).join(''),
  ];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="700"><rect width="1200" height="700" fill="white"/>` +
    `${shapes[n % shapes.length]}<text x="60" y="670" font-size="44" font-family="sans-serif">Figure ${n + 1}: A B C D</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function uploadFigure(origin: string, cookie: string, png: Buffer): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'figure.png');
  const response = await fetch(`${origin}/api/admin/mock-tests/figures`, {
    method: 'POST',
    headers: { cookie, origin },
    body: form,
  });
  if (response.status !== 201) throw new Error(`figure upload answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

function richPaper(figureIds: string[]) {
  const t = (en: string, hi: string) => ({ en, hi });
  const questions = Array.from({ length: 100 }, (_, n) => {
    const figure =
      n < FIGURES ? `\n\n![Figure ${n + 1}: a diagram with points A, B, C and D](figure:${figureIds[n]})` : '';
    const maths = n >= FIGURES && n < FIGURES + 20;
    const text = maths
      ? t(
          `If $x + \\frac{1}{x} = ${(n % 7) + 3}$, find the value of\n$$x^{2} + \\frac{1}{x^{2}} - \\sqrt{${((n % 9) + 2) ** 2}}$$`,
          `यदि $x + \\frac{1}{x} = ${(n % 7) + 3}$ है, तो मान ज्ञात कीजिए:\n$$x^{2} + \\frac{1}{x^{2}} - \\sqrt{${((n % 9) + 2) ** 2}}$$`,
        )
      : t(
          `Question ${n + 1}: study the figure and choose the right statement about it.${figure}`,
          `प्रश्न ${n + 1}: आकृति का अध्ययन कीजिए और सही कथन चुनिए।${figure}`,
        );
    const options = [0, 1, 2, 3].map((o) =>
      maths
        ? t(`$${(n % 7) + 3 + o}^{2} - 2$`, `$${(n % 7) + 3 + o}^{2} - 2$`)
        : t(`Statement ${o + 1} about points A, B, C and D`, `A, B, C और D के बारे में कथन ${o + 1}`),
    );
    return {
      key: `q-${n + 1}`,
      topic: maths ? 'algebra' : 'figures',
      text,
      options,
      answerIndex: n % 4,
      explanation: t('$$\\left(x + \\frac{1}{x}\\right)^{2} - 2$$', 'हल: $$\\left(x + \\frac{1}{x}\\right)^{2} - 2$$'),
    };
  });
  return {
    slug: RICH,
    title: 'Bench real paper',
    titleHi: 'बेंच प्रश्नपत्र',
    exam: 'SSC CGL Tier-I',
    sector: 'ssc',
    description: t('100 questions, 40 figures, 20 with maths.', '100 प्रश्न, 40 चित्र, 20 गणित।'),
    durationMinutes: 60,
    marksPerQuestion: 2,
    negativeMarks: 0.5,
    sections: [0, 1, 2, 3].map((s) => ({
      key: `section-${s + 1}`,
      title: `Section ${s + 1}`,
      titleHi: `खंड ${s + 1}`,
      questions: questions.slice(s * 25, s * 25 + 25),
    })),
  };
}

// ── In the browser.

/** Installed before the app's scripts: interactions (Event Timing) and layout shifts. */
const OBSERVER = `${EVENT_TIMING_OBSERVER}
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const sources = (entry.sources || []).map((source) => {
        const node = source.node;
        const name = node ? (node.nodeType === 1 ? node.tagName.toLowerCase() + (node.className && typeof node.className === 'string' ? '.' + node.className.split(' ').slice(0, 2).join('.') : '') : '#text') : '?';
        return name + ' ' + [source.previousRect.x, source.previousRect.y, source.previousRect.width].map(Math.round).join(',') + '→' + [source.currentRect.x, source.currentRect.y, source.currentRect.width].map(Math.round).join(',') + ' at ' + Math.round(entry.startTime);
      });
      window.__shifts.push({ at: entry.startTime, value: entry.value, sources });
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

type Measured = {
  firstQuestionMs: number;
  interactions: number[];
  shift: number;
  /** What moved, for each layout shift counted. */
  shifted: string[];
  figureBytes: number[];
  figuresBefore: number;
};

/** One attempt: from the instructions page to 30 answered questions. */
async function attempt(
  browser: Browser,
  origin: string,
  cookie: string,
  slug: string,
  interactions: boolean,
): Promise<Measured> {
  const { page, close } = await phonePage(browser, { origin, cookie, initScript: OBSERVER, slowdown: SLOWDOWN });
  try {
    await page.goto(`${origin}/tests/${slug}`);
    await page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
    await page.getByLabel('I have read and understood the instructions.').check();
    // The moment of the tap, and the first frame with the question painted and its figure loaded.
    await page.evaluate(() => {
      const w = window as unknown as { __tapAt?: number; __shownAt?: number };
      document.addEventListener(
        'click',
        (event) => {
          w.__tapAt ??= event.timeStamp;
        },
        { capture: true },
      );
      const poll = (now: number) => {
        const question = document.querySelector('[data-testid="question-text"]');
        const image = question?.querySelector('img');
        if (question && (!image || (image.complete && image.naturalWidth > 0))) w.__shownAt = now;
        else requestAnimationFrame(poll);
      };
      requestAnimationFrame(poll);
    });
    await page.getByRole('button', { name: /^(I am ready to begin|Resume the test)$/ }).tap();
    await page.waitForFunction(() => (window as unknown as { __shownAt?: number }).__shownAt !== undefined, null, {
      timeout: 60_000,
    });
    const firstQuestionMs = await page.evaluate(() => {
      const w = window as unknown as { __tapAt: number; __shownAt: number };
      return w.__shownAt - w.__tapAt;
    });
    const shownAt = await page.evaluate(() => performance.now());
    const figuresBefore = await page.evaluate(
      () =>
        new Set(
          performance
            .getEntriesByType('resource')
            .filter((e) => e.name.includes('/api/files/'))
            .map((e) => e.name),
        ).size,
    );
    let durations: number[] = [];
    if (interactions) {
      await sleep(500);
      await startMeasuring(page);
      // TRACE=file: a DevTools trace of the taps on the rich paper (open it in chrome://tracing or DevTools).
      const trace = process.env['TRACE'] && slug === RICH ? process.env['TRACE'] : undefined;
      if (trace) {
        await browser.startTracing(page, {
          path: trace,
          screenshots: false,
          categories: ['devtools.timeline', 'disabled-by-default-v8.cpu_profiler', 'v8.execute'],
        });
      }
      const made = await optionThenSaveNext(page, { questions: 30, afterOptionMs: 400, afterSaveMs: 700 });
      if (trace) await browser.stopTracing();
      const collected = await collectInteractions(page, made);
      durations = collected.map((interaction) => interaction.duration);
      // The slowest taps, named: odd ones are options, even ones Save & Next (question = order / 2).
      const slowest = [...collected].sort((a, b) => b.duration - a.duration).slice(0, 4);
      console.log(
        `  ${slug === RICH ? 'rich' : 'plain'} paper's slowest taps: ${slowest
          .map(
            (i) =>
              `${i.duration} ms (${i.order % 2 === 1 ? 'option' : 'Save & Next'}, question ${Math.ceil(i.order / 2)})`,
          )
          .join('; ')}`,
      );
    }
    const { shifts, bytes } = await page.evaluate(
      (after) => ({
        shifts: (window as unknown as { __shifts: { at: number; value: number; sources: string[] }[] }).__shifts.filter(
          (s) => s.at > after,
        ),
        bytes: performance
          .getEntriesByType('resource')
          .filter((e) => e.name.includes('/api/files/'))
          .map((e) => (e as PerformanceResourceTiming).encodedBodySize),
      }),
      shownAt,
    );
    return {
      firstQuestionMs,
      interactions: durations,
      shift: shifts.reduce((sum, s) => sum + s.value, 0),
      shifted: shifts.map((s) => `${s.value.toFixed(4)}: ${s.sources.join(', ')}`),
      figureBytes: bytes,
      figuresBefore,
    };
  } finally {
    await close();
  }
}

// ── The JavaScript before the first question, from a build's manifest.

type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

function playerJsGzip(dist: string): { bytes: number; files: number } {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  const route = Object.keys(manifest).find((key) => key.endsWith('mock-test-attempt-page.tsx'));
  if (!entry || !route) throw new Error(`no entry or player chunk in ${dist}`);
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
  visit(route);
  let bytes = 0;
  for (const file of files)
    if (file.endsWith('.js')) bytes += gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).byteLength;
  return { bytes, files: files.size };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<number> {
  console.log(`bench:mock-test-player: ${machineDescription()}`);
  printLoadBefore('worse');
  const mail = await startSmtpCapture();
  const app = await startProductionApp({ port: PORT, smtpUrl: mail.url, env: { ADMIN_EMAILS: ADMIN_EMAIL } });
  const admin = await signedInCookie(app.origin, mail, 'bench-admin', ADMIN_EMAIL);
  const figureIds: string[] = [];
  for (let n = 0; n < FIGURES; n += 1) figureIds.push(await uploadFigure(app.origin, admin, await diagram(n)));
  const imported = await fetch(`${app.origin}/api/admin/mock-tests/import`, {
    method: 'POST',
    headers: { cookie: admin, origin: app.origin, 'content-type': 'application/json' },
    body: JSON.stringify({ content: richPaper(figureIds), dryRun: false }),
  });
  const report = (await imported.json()) as { saved?: boolean; issues?: unknown[] };
  if (!report.saved) throw new Error(`the paper was not saved: ${JSON.stringify(report.issues)}`);
  console.log(`paper: 100 questions, ${FIGURES} figures, 20 with maths, saved`);

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const runs: Record<'rich' | 'plain', Measured[]> = { rich: [], plain: [] };
    for (let run = 0; run < RUNS; run += 1) {
      // A new member each run: a fresh attempt, not a resumed one.
      for (const kind of ['plain', 'rich'] as const) {
        const member = await signedInCookie(app.origin, mail, `bench-player-${kind}`);
        runs[kind].push(await attempt(browser, app.origin, member, kind === 'rich' ? RICH : PLAIN, run === 0));
      }
    }
    const summary = (kind: 'rich' | 'plain') => {
      const sorted = sortedSamples(runs[kind][0]!.interactions);
      return {
        first: median(runs[kind].map((m) => m.firstQuestionMs)),
        firsts: runs[kind].map((m) => fixed(m.firstQuestionMs, 0)).join(', '),
        p50: nearestRank(sorted, 0.5),
        p98: nearestRank(sorted, 0.98),
        max: sorted.at(-1)!,
        shift: Math.max(...runs[kind].map((m) => m.shift)),
      };
    };
    const rich = summary('rich');
    const plain = summary('plain');
    console.log(
      `\nChromium at 360×740 (2×), CPU ${SLOWDOWN}× slower, ${RUNS} attempts each (${new Date().toISOString()}):`,
    );
    printTable(
      [
        'paper',
        'first question shown (median ms)',
        'runs',
        'option + Save & Next p50 / p98 / max',
        'layout shift after the first question',
      ],
      [
        [
          'plain text, built-in (baseline)',
          fixed(plain.first, 0),
          plain.firsts,
          `${plain.p50} / ${plain.p98} / ${plain.max} ms`,
          fixed(plain.shift, 4),
        ],
        [
          '100 questions, 40 figures, 20 maths',
          fixed(rich.first, 0),
          rich.firsts,
          `${rich.p50} / ${rich.p98} / ${rich.max} ms`,
          fixed(rich.shift, 4),
        ],
      ],
    );
    for (const kind of ['plain', 'rich'] as const) {
      const shifted = runs[kind].flatMap((m) => m.shifted);
      if (shifted.length > 0) console.log(`layout shifts (${kind}): ${shifted.join(' | ')}`);
    }
    const bytes = runs.rich.flatMap((m) => m.figureBytes);
    const largest = Math.max(...bytes);
    const fetchedBefore = Math.min(...runs.rich.map((m) => m.figuresBefore));
    console.log(
      `\nfirst question ÷ baseline: ${fixed(rich.first / plain.first, 2)}×; p98 ÷ baseline: ${fixed(rich.p98 / plain.p98, 2)}×`,
    );
    console.log(
      `figures: ${fetchedBefore} of ${FIGURES} fetched by the time the first question was shown; largest file the phone downloaded ${fixed(largest / 1024, 1)} KB`,
    );
    const js = playerJsGzip(path.join(ROOT, 'apps/web/dist'));
    let jsLine = `player JavaScript before the first question: ${fixed(js.bytes / 1024, 1)} KiB gzip (${js.files} files)`;
    const baselineDist = process.env['BASELINE_DIST'];
    let jsGrowth: number | undefined;
    if (baselineDist) {
      const before = playerJsGzip(baselineDist);
      jsGrowth = (js.bytes - before.bytes) / 1024;
      jsLine += `; before: ${fixed(before.bytes / 1024, 1)} KiB; growth ${fixed(jsGrowth, 1)} KiB`;
    }
    console.log(jsLine);
    console.log('\ntargets:');
    console.log(`  first question ≤ 2000 ms: ${verdict(rich.first <= 2000)} (${fixed(rich.first, 0)} ms)`);
    console.log(`  option + Save & Next p98 ≤ 100 ms: ${verdict(rich.p98 <= 100)} (${rich.p98} ms)`);
    console.log(
      `  no figure over 40 KB at the phone's width: ${verdict(largest <= 40 * 1024)} (${fixed(largest / 1024, 1)} KB)`,
    );
    console.log(`  no layout shift after a question is shown: ${verdict(rich.shift === 0)} (${fixed(rich.shift, 4)})`);
    if (jsGrowth !== undefined)
      console.log(`  JavaScript ≤ 10 KiB more: ${verdict(jsGrowth <= 10)} (${fixed(jsGrowth, 1)} KiB)`);
    return 0;
  } finally {
    await browser.close();
    await app.stop();
    await mail.close();
  }
}

await runBenchmark(main, { watchdogMs: 30 * 60_000 });
