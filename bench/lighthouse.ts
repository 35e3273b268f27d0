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
 * PUBLIC_CONTENT=true (the public reading mode: the job pages are also measured signed out).
 * Exit code 0 whatever the scores (a measurement); 1 if the run itself failed.
 */
import { spawn } from 'node:child_process';
import { webcrypto } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { SMTPServer } from 'smtp-server';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env['RUNS'] ?? 3);
const PORT = Number(process.env['BENCH_PORT'] ?? 3390);
const origin = `http://localhost:${PORT}`;
const chromePath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const publicContent = process.env['PUBLIC_CONTENT'] === 'true';

type Figures = {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  transferKiB: number;
  benchmarkIndex: number;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Every mail the app sends, by recipient: the confirmation link is read from here. */
const mails = new Map<string, string>();
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      for (const rcpt of session.envelope.rcptTo) mails.set(rcpt.address, Buffer.concat(chunks).toString('utf8'));
      callback();
    });
  },
});

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 120_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Publishes a chat key for the signed-in member, as their browser does on their first visit (a real
 * ECDH P-256 public key): from then on a page loads the chat only when a message waits. Every visit
 * after the first is this one; the first is measured on its own row.
 */
async function publishChatKey(cookie: string): Promise<void> {
  const pair = (await webcrypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
    'deriveBits',
  ])) as webcrypto.CryptoKeyPair;
  const publicKey = Buffer.from(await webcrypto.subtle.exportKey('raw', pair.publicKey)).toString('base64url');
  const response = await fetch(`${origin}/api/chat/keys/me`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify({ publicKey }),
  });
  if (!response.ok) throw new Error(`publishing the chat key answered ${response.status}`);
}

/** Signs a new user up, follows the confirmation link from the mail, signs in: the session cookie. */
async function signedInCookie(): Promise<string> {
  const email = `lighthouse-${Date.now()}@example.com`;
  const password = 'lighthouse-bench-1';
  const headers = { 'content-type': 'application/json', origin };
  const signUp = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password, name: 'Lighthouse' }),
  });
  if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}`);
  const mail = await waitFor('the confirmation mail', async () => mails.get(email));
  const unfolded = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const link = unfolded.match(/https?:\/\/[^\s"<>]*verify-email[^\s"<>]*/)?.[0];
  if (!link) throw new Error('no confirmation link in the mail');
  await fetch(link, { redirect: 'manual' });
  const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  });
  if (!signIn.ok) throw new Error(`sign-in answered ${signIn.status}`);
  const cookies = signIn.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  if (cookies.length === 0) throw new Error('sign-in set no cookie');
  return cookies.join('; ');
}

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
    });
    lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
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
    transferKiB: audit('total-byte-weight') / 1024,
    // Lighthouse's own measure of this machine's speed at the time (higher is faster): TBT is simulated
    // from the tasks it observed, so a slower moment of a shared machine reads as a slower page.
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

async function main(): Promise<void> {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpAddress = smtp.server.address();
  const smtpPort = typeof smtpAddress === 'object' && smtpAddress ? smtpAddress.port : 0;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'jobportal-lighthouse-'));

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

  const app = spawn(process.execPath, [path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      APP_URL: origin,
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LOG_LEVEL: 'warn',
      PUBLIC_CONTENT: publicContent ? 'true' : 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    await waitFor('the app', async () => ((await fetch(`${origin}/api/health`)).ok ? true : undefined));
    const jobs = (await (await fetch(`${origin}/api/jobs?perPage=1`)).json()) as { items: { slug: string }[] };
    const slug = jobs.items[0]?.slug;
    if (!slug) throw new Error('no recruitment in the demo content');
    // A returning member (their chat key published on an earlier visit), and a member on their very first
    // visit, whose page loads the chat to make their key (issue #25, item 10).
    const cookie = await signedInCookie();
    await publishChatKey(cookie);
    const firstVisitCookie = await signedInCookie();

    chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
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
          `(${(lcp / baselineLcp).toFixed(2)}× baseline) | ${Math.round(pick('tbtMs'))} ms | ${pick('transferKiB').toFixed(0)} KiB |`,
      );
      console.error(
        `${page.label}: performance ${runs.map((figures) => figures.performance).join(', ')} ` +
          `(Lighthouse's benchmark index of the machine: ${runs.map((figures) => Math.round(figures.benchmarkIndex)).join(', ')})`,
      );
    }
    console.log(`Lighthouse ${lighthouseVersion()} mobile preset, median of ${RUNS} runs, ${new Date().toISOString()}`);
    console.log('| page | performance | accessibility | LCP | TBT | transfer |');
    console.log('| --- | --- | --- | --- | --- | --- |');
    for (const row of rows) console.log(row);
  } finally {
    await chrome?.kill();
    app.kill('SIGTERM');
    await new Promise((resolve) => app.once('exit', resolve));
    baseline.close();
    smtp.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

function lighthouseVersion(): string {
  return process.env['npm_package_devDependencies_lighthouse'] ?? '13';
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
