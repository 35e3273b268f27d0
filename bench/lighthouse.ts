/**
 * `npm run bench:lighthouse`: Lighthouse (mobile preset: Moto G Power viewport, simulated slow 4G and
 * 4× CPU slowdown) on the pages people open most, against the built app as `npm start` serves it.
 *
 *   node_modules/.bin/node bench/lighthouse.ts      (after `npm run build`)
 *
 * It starts the app on a fresh DATA_DIR (embedded PostgreSQL, demo content, NODE_ENV=production, mail to
 * an SMTP sink in this process), signs a new user up and in through the real endpoints, and runs
 * Lighthouse RUNS times per page with Debian's Chromium: `/` signed out, `/jobs`, `/jobs/{slug}` and
 * `/dashboard` signed in (the session cookie sent with every request) as a returning member (their chat
 * key published, as after their first visit), and `/dashboard` on a member's first visit, where the page
 * loads the chat to make their key. Scores vary run to run: it
 * prints the median of each column, and a baseline measured in the same run and the same Chrome (a bare
 * HTML page with one heading from `node:http`), so a slow machine shows as a slow baseline.
 *
 * Environment: CHROMIUM_PATH (default /usr/bin/chromium), RUNS (default 3), BENCH_PORT (default 3390),
 * DETAILS=1 (also print, per page, the last run's LCP element, long tasks and largest requests: where the
 * time goes), PAGES (a comma-separated list of labels' words to run only some pages, e.g. `jobs,dashboard`),
 * PUBLIC_CONTENT=true (the public reading mode: the job pages are also measured signed out), TRACE_DIR
 * (each run's trace written there, to open in DevTools), CPU_SLOWDOWN (Lighthouse's CPU slowdown instead of
 * the preset's 4: on a fast day, 4 × index / 1,200 makes this machine as slow as one of benchmark index
 * 1,200, the issue's lowest; Lighthouse multiplies each task it saw, so above about 10× React's 5 ms render
 * slices count as long tasks: for comparing builds, not as the issue's figure). The pages are measured once the demo content the app makes after it starts
 * (the PDF paper) is in.
 * Exit code 0 whatever the scores (a measurement); 1 if the run itself failed.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer } from 'node:http';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startSmtpCapture } from '../apps/server/src/testing/smtp.ts';
import {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  demoContentSettled,
  publishChatKey,
  signedInCookie,
  startProductionApp,
} from './kit/member.ts';
const RUNS = Number(process.env['RUNS'] ?? 3);
const CPU_SLOWDOWN = process.env['CPU_SLOWDOWN'] ? Number(process.env['CPU_SLOWDOWN']) : undefined;
const PORT = Number(process.env['BENCH_PORT'] ?? 3390);
const origin = `http://localhost:${PORT}`;
const publicContent = process.env['PUBLIC_CONTENT'] === 'true';

type Figures = {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferKiB: number;
  benchmarkIndex: number;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** DETAILS=1: what Lighthouse saw on a page, to find where the time goes. */
function printDetails(label: string, lhr: LighthouseResult): void {
  type Item = Record<string, unknown>;
  const items = (id: string): Item[] => {
    const details = lhr.audits[id]?.details as { items?: Item[] } | undefined;
    return details?.items ?? [];
  };
  const ms = (value: unknown) => `${Math.round(Number(value))} ms`;
  const short = (url: unknown) => String(url).replace(origin, '').slice(0, 90);
  const lines = [`--- ${label}`];
  for (const id of [
    'first-contentful-paint',
    'largest-contentful-paint',
    'speed-index',
    'interactive',
    'total-blocking-time',
  ]) {
    lines.push(`${id}: ${lhr.audits[id]?.displayValue ?? '?'}`);
  }
  const lcpElement = /"snippet":"((?:[^"\\]|\\.)*)"/.exec(
    JSON.stringify(
      lhr.audits['largest-contentful-paint-element']?.details ?? lhr.audits['lcp-breakdown-insight']?.details ?? {},
    ),
  )?.[1];
  lines.push(`LCP element: ${lcpElement ?? '?'}`);
  const observed = items('metrics')[0] ?? {};
  lines.push(
    `observed (unthrottled): FCP ${ms(observed['observedFirstContentfulPaint'])}, LCP ${ms(observed['observedLargestContentfulPaint'])}, ` +
      `DOMContentLoaded ${ms(observed['observedDomContentLoaded'])}, load ${ms(observed['observedLoad'])}`,
  );
  lines.push(
    `main thread (simulated): ${items('mainthread-work-breakdown')
      .map((item) => `${String(item['groupLabel'])} ${ms(item['duration'])}`)
      .join(', ')}`,
  );
  // What moved: each layout shift's score and the element Lighthouse names for it.
  for (const shift of items('layout-shifts').slice(0, 8)) {
    const node = (shift['node'] ?? {}) as Item;
    lines.push(
      `layout shift ${Number(shift['score']).toFixed(4)} ${String(node['snippet'] ?? node['selector'] ?? '?').slice(0, 160)}`,
    );
  }
  for (const task of items('long-tasks').slice(0, 8))
    lines.push(`long task ${ms(task['startTime'])} +${ms(task['duration'])} ${short(task['url'])}`);
  const requests = items('network-requests')
    .map((request) => ({
      url: short(request['url']),
      kib: Number(request['transferSize']) / 1024,
      start: request['networkRequestTime'],
      end: request['networkEndTime'],
    }))
    .sort((a, b) => Number(a.start) - Number(b.start));
  for (const request of requests)
    lines.push(`request ${ms(request.start)}–${ms(request.end)} ${request.kib.toFixed(1)} KiB ${request.url}`);
  console.error(lines.join('\n'));
}

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

async function measure(port: number, url: string, cookie?: string, label = url): Promise<Figures> {
  let lhr: LighthouseResult | undefined;
  // Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is repeated, twice at most.
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      // The rest of the preset's throttling (slow 4G, simulated) stays: Lighthouse merges what is given.
      ...(CPU_SLOWDOWN ? { throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN } } : {}),
    });
    lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    // TRACE_DIR=dir: each run's trace, to open in DevTools' Performance panel.
    const traceDir = process.env['TRACE_DIR'];
    const trace = (result?.artifacts as { Trace?: unknown } | undefined)?.Trace;
    if (traceDir && trace) {
      const file = path.join(traceDir, `${label.replace(/[^a-z0-9]+/gi, '-')}-${Date.now()}.json`);
      await writeFile(file, JSON.stringify(trace));
      console.error(`${label}: trace in ${file}`);
    }
    if (!lhr.runtimeError) break;
    if (attempt === 3) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    console.error(`${label}: ${lhr.runtimeError.code}, measuring again`);
  }
  if (process.env['DETAILS'] === '1') printDetails(label, lhr);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories['performance']?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories['accessibility']?.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    transferKiB: audit('total-byte-weight') / 1024,
    // Lighthouse's own measure of this machine's speed at the time (higher is faster): TBT is simulated
    // from the tasks it observed, so a slower moment of a shared machine reads as a slower page.
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

async function main(): Promise<void> {
  const mail = await startSmtpCapture();

  // A baseline page in the same run and the same Chrome: one heading, no script.
  const baseline = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
        '<title>Baseline</title><meta name="description" content="baseline"></head><body><main><h1>Baseline page</h1></main></body></html>',
    );
  });
  await new Promise<void>((resolve) => baseline.listen(0, '127.0.0.1', resolve));
  const baselineAddress = baseline.address();
  const baselineUrl = `http://127.0.0.1:${typeof baselineAddress === 'object' && baselineAddress ? baselineAddress.port : 0}/`;

  let chrome: chromeLauncher.LaunchedChrome | undefined;
  const app = await startProductionApp({
    port: PORT,
    smtpUrl: mail.url,
    env: { PUBLIC_CONTENT: publicContent ? 'true' : 'false' },
  });
  try {
    const jobs = (await (await fetch(`${origin}/api/jobs?perPage=1`)).json()) as { items: { slug: string }[] };
    const slug = jobs.items[0]?.slug;
    if (!slug) throw new Error('no recruitment in the demo content');
    // A returning member (their chat key published on an earlier visit), and a member on their very first
    // visit, whose page loads the chat to make their key (decision 020).
    const cookie = await signedInCookie(origin, mail, 'lighthouse');
    await publishChatKey(origin, cookie);
    const firstVisitCookie = await signedInCookie(origin, mail, 'lighthouse');
    await demoContentSettled(origin, cookie);

    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    });
    const allPages: { label: string; url: string; cookie?: string }[] = [
      { label: 'baseline (static page)', url: baselineUrl },
      { label: '`/` (sign in)', url: `${origin}/` },
      { label: '`/jobs`', url: `${origin}/jobs`, cookie },
      { label: '`/jobs/{slug}`', url: `${origin}/jobs/${slug}`, cookie },
      { label: '`/dashboard` (signed in)', url: `${origin}/dashboard`, cookie },
      {
        label: '`/dashboard` (first visit: the chat makes the key)',
        url: `${origin}/dashboard`,
        cookie: firstVisitCookie,
      },
      ...(publicContent
        ? [
            { label: '`/jobs` (public, signed out)', url: `${origin}/jobs` },
            { label: '`/jobs/{slug}` (public, signed out)', url: `${origin}/jobs/${slug}` },
          ]
        : []),
    ];
    const only = process.env['PAGES']
      ?.split(',')
      .map((word) => word.trim())
      .filter(Boolean);
    // The baseline always runs: every other figure is read against it.
    const pages = allPages.filter(
      (page, index) => index === 0 || !only || only.some((word) => page.label.includes(word)),
    );
    const rows: string[] = [];
    let baselineLcp = Number.NaN;
    for (const page of pages) {
      const runs: Figures[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await measure(chrome.port, page.url, page.cookie, page.label));
      const pick = (key: keyof Figures) => median(runs.map((figures) => figures[key]));
      const lcp = pick('lcpMs');
      if (Number.isNaN(baselineLcp)) baselineLcp = lcp;
      rows.push(
        `| ${page.label} | ${pick('performance')} | ${pick('accessibility')} | ${(lcp / 1000).toFixed(2)} s ` +
          `(${(lcp / baselineLcp).toFixed(2)}× baseline) | ${Math.round(pick('tbtMs'))} ms ` +
          `(${Math.round(Math.max(...runs.map((figures) => figures.tbtMs)))} ms) | ${pick('cls').toFixed(3)} ` +
          `(${Math.max(...runs.map((figures) => figures.cls)).toFixed(3)}) | ${pick('transferKiB').toFixed(0)} KiB |`,
      );
      console.error(
        `${page.label}: performance ${runs.map((figures) => figures.performance).join(', ')}, ` +
          `TBT ${runs.map((figures) => Math.round(figures.tbtMs)).join(', ')} ms, ` +
          `CLS ${runs.map((figures) => figures.cls.toFixed(3)).join(', ')} ` +
          `(Lighthouse's benchmark index of the machine: ${runs.map((figures) => Math.round(figures.benchmarkIndex)).join(', ')})`,
      );
    }
    console.log(`Lighthouse ${lighthouseVersion()} mobile preset, median of ${RUNS} runs, ${new Date().toISOString()}`);
    console.log('| page | performance | accessibility | LCP | TBT (worst run) | CLS (worst run) | transfer |');
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    for (const row of rows) console.log(row);
  } finally {
    await chrome?.kill();
    await app.stop();
    baseline.close();
    await mail.close();
  }
}

function lighthouseVersion(): string {
  return process.env['npm_package_devDependencies_lighthouse'] ?? '13';
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
