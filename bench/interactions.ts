/**
 * `npm run bench:interactions`: how long a tap or a key takes to paint on a phone, per flow members do
 * most, measured by the browser's own Event Timing (the entries of one interaction grouped by their
 * `interactionId`, its duration the longest of them: input to the next paint, as INP counts it).
 *
 *   node_modules/.bin/node bench/interactions.ts      (after `npm run build`)
 *
 * Debian's Chromium at 360×740 (touch, mobile), its CPU slowed 4× (DevTools' throttling), against the
 * built app as `npm start` serves it (fresh DATA_DIR, embedded PostgreSQL, demo content), signed in as
 * a new member through the real endpoints, once the demo content the app makes after it starts (the PDF
 * paper, drawn in a child process) is in. Flows:
 * - `/jobs` search: a tap into the search box once the page has started, then a query typed key by key
 *   (two rows: the tap, and the keys, the issue's figure being per keystroke);
 * - a mock test: tapping an option, then Save & Next, through the SSC CGL mock's questions;
 * - the typing test: typing a passage key by key.
 * A baseline in the same run, the same browser and the same throttling: a static page with a text box
 * and a button (no script but the browser's own), typed into and tapped as the flows are, so a slow
 * moment of the machine shows as a slow baseline. It prints p50 / p98 / max per flow and each p98
 * against the baseline's.
 *
 * Event Timing reports only events of 16 ms or more (durations in steps of 8 ms): an interaction it did
 * not report took 8 ms or less, and is counted as 8 ms.
 *
 * Environment: CHROMIUM_PATH (default /usr/bin/chromium), CPU_SLOWDOWN (default 4), RUNS (default 2:
 * each flow twice, all interactions pooled), BENCH_PORT (default 3391), KEY_GAP_MS (default 120: a quick
 * typist on a phone), FLOWS (comma-separated words to run only some flows, e.g. `jobs,typing`),
 * DETAILS=1 (each flow's slowest interactions, named), TRACE=file (a DevTools trace of a flow's run: the
 * last one run is kept).
 */
import { createServer } from 'node:http';
import { chromium, type Browser, type Page } from 'playwright-core';
import {
  collectInteractions,
  EVENT_TIMING_OBSERVER,
  optionThenSaveNext,
  startMeasuring,
  withUnreported,
  type Interaction,
} from './kit/event-timing.ts';
import { printTable } from './kit/report.ts';
import { machineDescription, positiveInt, printLoadBefore, runBenchmark, sleep } from './kit/run.ts';
import { startSmtpCapture } from '../apps/server/src/testing/smtp.ts';
import {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  demoContentSettled,
  phonePage,
  signedInCookie,
  startProductionApp,
} from './kit/member.ts';
import { nearestRank, sortedSamples } from './stats.ts';

const PORT = positiveInt(process.env['BENCH_PORT'], 3391);
const SLOWDOWN = positiveInt(process.env['CPU_SLOWDOWN'], 4);
const RUNS = positiveInt(process.env['RUNS'], 2);
const KEY_GAP_MS = positiveInt(process.env['KEY_GAP_MS'], 120);
const only = process.env['FLOWS']
  ?.split(',')
  .map((word) => word.trim())
  .filter(Boolean);

type Flow = {
  /** The flow's rows: one name per part measured on its own (a tap, then the keys it leads to). */
  rows: string[];
  /** Runs the flow on a fresh page; returns the interactions of each row. */
  run(page: Page, origin: string): Promise<Interaction[][]>;
};

async function typeKeys(page: Page, text: string): Promise<number> {
  for (const character of text) {
    await page.keyboard.press(character === ' ' ? 'Space' : character);
    await sleep(KEY_GAP_MS);
  }
  return text.length;
}

const appReady = (page: Page) => page.waitForSelector('html[data-app="ready"]', { state: 'attached' });

const flows: Flow[] = [
  {
    rows: ['baseline: a static text box and button'],
    async run(page, origin) {
      await page.goto(origin);
      await startMeasuring(page);
      await page.getByLabel('Search').tap();
      let made = 1 + (await typeKeys(page, 'railway recruitment'));
      for (let tap = 0; tap < 10; tap += 1) {
        await page.getByRole('button', { name: 'Next' }).tap();
        await sleep(300);
        made += 1;
      }
      return [await collectInteractions(page, made)];
    },
  },
  {
    // The issue's figure is per keystroke; the tap that puts the cursor in the box, the first thing done
    // once the page has started, is a row of its own.
    rows: ['`/jobs`: the tap into the search box', '`/jobs`: typing in the search box'],
    async run(page, origin) {
      await page.goto(`${origin}/jobs`);
      await appReady(page);
      await startMeasuring(page);
      await page.getByLabel('Search jobs').tap();
      const keys = await typeKeys(page, 'railway recruitment');
      // One collection, split by kind afterwards: the keys come as quickly after the tap as before.
      const all = await collectInteractions(page, 0);
      const isTap = (interaction: Interaction) =>
        interaction.names.some((name) => name.startsWith('pointer') || name === 'click');
      return [
        withUnreported(all.filter(isTap), 1),
        withUnreported(
          all.filter((interaction) => !isTap(interaction)),
          keys,
        ),
      ];
    },
  },
  {
    rows: ['mock test: an option, then Save & Next'],
    async run(page, origin) {
      // The SSC CGL mock of the demo content (40 questions), from its instructions page.
      await page.goto(`${origin}/tests/ssc-cgl-tier-1-mock-1`);
      await appReady(page);
      await page.getByLabel('I have read and understood the instructions.').check();
      // The second run resumes the attempt the first one left open.
      await page.getByRole('button', { name: /^(I am ready to begin|Resume the test)$/ }).tap();
      await page.waitForURL(/\/tests\/attempts\//);
      await page.getByTestId('timer').waitFor();
      await startMeasuring(page);
      return [
        await collectInteractions(
          page,
          await optionThenSaveNext(page, { questions: 12, afterOptionMs: 400, afterSaveMs: 600 }),
        ),
      ];
    },
  },
  {
    rows: ['typing test: a key'],
    async run(page, origin) {
      await page.goto(`${origin}/typing_test`);
      await appReady(page);
      await page.getByRole('radio', { name: 'Practice' }).check();
      await page.getByLabel('Passage', { exact: true }).selectOption({ label: 'The public library (85 words)' });
      await page.getByRole('button', { name: 'Start test' }).tap();
      await page.getByLabel('Type the passage here').waitFor();
      await startMeasuring(page);
      return [
        await collectInteractions(
          page,
          await typeKeys(page, 'A public library is one of the most valuable institutions a town can have. It offers'),
        ),
      ];
    },
  },
];

async function measureFlow(browser: Browser, flow: Flow, origin: string, cookie: string | undefined) {
  const { page, close } = await phonePage(browser, {
    origin,
    cookie,
    initScript: EVENT_TIMING_OBSERVER,
    slowdown: SLOWDOWN,
  });
  try {
    let parts: Interaction[][];
    // TRACE=file: a DevTools trace of the flow; every run writes the same file, so the last run of the
    // last flow is kept (pick it with FLOWS and RUNS=1). Open it in DevTools.
    const trace = process.env['TRACE'];
    if (trace) {
      await browser.startTracing(page, {
        path: trace,
        screenshots: false,
        categories: ['devtools.timeline', 'disabled-by-default-v8.cpu_profiler', 'v8.execute'],
      });
    }
    try {
      parts = await flow.run(page, origin);
      if (trace) await browser.stopTracing();
    } catch (error) {
      // Where the flow stopped, to look at: the page as it was.
      await page.screenshot({ path: 'bench-interactions-failure.png' }).catch(() => undefined);
      throw error;
    }
    return parts;
  } finally {
    await close();
  }
}

async function main(): Promise<number> {
  console.log(`bench:interactions: ${machineDescription()}`);
  printLoadBefore('worse');
  const mail = await startSmtpCapture();
  const app = await startProductionApp({ port: PORT, smtpUrl: mail.url });
  const cookie = await signedInCookie(app.origin, mail, 'interactions');
  await demoContentSettled(app.origin, cookie);

  const baseline = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
        '<title>Baseline</title></head><body><main><h1>Baseline</h1><label>Search <input type="search"></label>' +
        '<button type="button" style="min-height:44px">Next</button></main></body></html>',
    );
  });
  await new Promise<void>((resolve) => baseline.listen(0, '127.0.0.1', resolve));
  const address = baseline.address();
  const baselineOrigin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  try {
    const rows: string[][] = [];
    let baselineP98 = Number.NaN;
    for (const [index, flow] of flows.entries()) {
      if (index > 0 && only && !only.some((word) => flow.rows.some((row) => row.includes(word)))) continue;
      const interactionsOf: Interaction[][] = flow.rows.map(() => []);
      for (let run = 0; run < RUNS; run += 1) {
        const parts = await measureFlow(browser, flow, index === 0 ? baselineOrigin : app.origin, cookie);
        for (const [row, part] of parts.entries()) interactionsOf[row]!.push(...part);
      }
      for (const [row, name] of flow.rows.entries()) {
        const interactions = interactionsOf[row]!;
        const durations = interactions.map((interaction) => interaction.duration);
        if (process.env['DETAILS'] === '1') {
          const slowest = [...interactions].sort((a, b) => b.duration - a.duration).slice(0, 6);
          console.error(
            `${name}: slowest ${slowest.map((i) => `${i.duration} ms (#${i.order} ${[...new Set(i.names)].join('/')})`).join(', ')}`,
          );
        }
        const sorted = sortedSamples(durations);
        const p98 = nearestRank(sorted, 0.98);
        if (index === 0) baselineP98 = p98;
        rows.push([
          name,
          String(sorted.length),
          `${nearestRank(sorted, 0.5)} ms`,
          `${p98} ms`,
          `${sorted[sorted.length - 1]} ms`,
          index === 0 ? '1.00×' : `${(p98 / baselineP98).toFixed(2)}×`,
        ]);
      }
    }
    console.log(
      `\nInput to next paint per interaction, Chromium at 360×740 with the CPU ${SLOWDOWN}× slower, ${RUNS} run(s) per flow, ` +
        `a key every ${KEY_GAP_MS} ms (${new Date().toISOString()}):`,
    );
    printTable(['flow', 'interactions', 'p50', 'p98', 'max', 'p98 vs baseline'], rows);
    return 0;
  } finally {
    await browser.close();
    baseline.close();
    await app.stop();
    await mail.close();
  }
}

await runBenchmark(main, { watchdogMs: 20 * 60_000 });
