/**
 * Result day, signed in (decision 019): every page but `/` needs sign-in, so on result day every request is
 * a member's. Two parts (see bench/README.md):
 *
 *   single     ONE app instance started as `npm start` runs it (embedded PostgreSQL, demo content,
 *              NODE_ENV=production), one member signed in for real, autocannon row by row: every document
 *              next to a bare `node:http` server sending its exact bytes, a static chunk, /api/jobs anonymous
 *              and signed in; the instance's event-loop delay during each row. The issue's table.
 *   resultday  TWO instances on one PostgreSQL and one Redis, thousands of members signed in through the
 *              real endpoint, each looping /result → a result notice's PDF page → its PDF → /dashboard with
 *              a think time, ramped up in steps until saturation; every document checked for other
 *              members' data.
 *
 *   node bench/resultday.ts        (Node 24: node_modules/.bin/node bench/resultday.ts; after `npm run build`)
 *
 * Environment:
 *   BENCH_PART          single | resultday | all (default all)
 *   BENCH_DURATION      measured seconds per autocannon row (default 10; each after a 2 s warm-up)
 *   BENCH_CONNECTIONS   autocannon connections (default 50)
 *   BENCH_ROWS          part single: only these rows, comma-separated (static, api, root, jobs, slug,
 *                       dashboard, result, phone-jobs, phone-slug, phone-dashboard, phone-result; default all)
 *   BENCH_MEMBERS       members of part resultday (default 2000)
 *   BENCH_STEPS         active members per step, comma-separated (default 100,250,500,1000,2000,… up to
 *                       BENCH_MEMBERS)
 *   BENCH_STEP_S        measured seconds per step (default 15)
 *   BENCH_THINK_MS      a member's pause between two requests, randomised ±50 % (default 1000)
 *   BENCH_DATABASE_URL  part resultday: a PostgreSQL server (superuser URL; the benchmark creates and drops its
 *                       own database there); default: an embedded PostgreSQL in a temporary directory
 *   BENCH_REDIS_URL     part resultday: the Redis (default: REDIS_URL, else redis://127.0.0.1:6379); the run's
 *                       keys have a prefix of their own and are deleted at the end
 *   BENCH_WATCHDOG_MIN  the whole run is stopped after this many minutes (default 12 per part)
 *
 * Exit code: 0 whether or not the targets are met (a measurement); 1 when the run failed, a signed-in row
 * was not signed in, any answer was not 2xx, a request failed in part single or below saturation in part
 * resultday, or a document held another member's name or address.
 */
import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { Agent, type IncomingHttpHeaders } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { PROFILE_CATEGORIES, QUALIFICATION_SLUGS, STATE_SLUGS } from '@jobportal/shared';
import { decodeQuotedPrintable, startSmtpCapture } from '../apps/server/src/testing/smtp.ts';
import { call, expectStatus, get, TimeoutError, type Answer } from './kit/http.ts';
import { failures, measureRow, requestBehindBacklog, type Measurement, type RowOptions } from './kit/load.ts';
import {
  freePort,
  gitDescription,
  ROOT,
  startAppInstance,
  startRawServer,
  type AppInstance as Instance,
  type LoopFigures,
} from './kit/processes.ts';
import { fixed, kb, machineCpu, printTable, seconds, verdict } from './kit/report.ts';
import {
  cleanUpMark,
  cleanUpTo,
  machineDescription,
  nonNegativeInt,
  onCleanUp,
  positiveInt,
  printLoadBefore,
  runBenchmark,
  sleep,
} from './kit/run.ts';
import { freshDatabase, postgresServer, redisForRun, withClient } from './kit/services.ts';
import { LOOP_RESOLUTION_MS, loopExcessMs, percentile } from './stats.ts';

const PART = process.env['BENCH_PART'] ?? 'all';
if (!['single', 'resultday', 'all'].includes(PART)) {
  console.error(`BENCH_PART must be single, resultday or all (got "${PART}")`);
  process.exit(1);
}
const DURATION_S = positiveInt(process.env['BENCH_DURATION'], 10);
const CONNECTIONS = positiveInt(process.env['BENCH_CONNECTIONS'], 50);
const WARMUP_S = 2;
const ROWS = process.env['BENCH_ROWS']?.split(',').map((key) => key.trim());
/** Whether part single measures this row (BENCH_ROWS). */
const measures = (key: string) => ROWS === undefined || ROWS.includes(key);
const MEMBERS = positiveInt(process.env['BENCH_MEMBERS'], 2_000);
const STEP_S = positiveInt(process.env['BENCH_STEP_S'], 15);
const THINK_MS = nonNegativeInt(process.env['BENCH_THINK_MS'], 1_000);
const STEPS = stepList(process.env['BENCH_STEPS'], MEMBERS);
const REDIS_URL = process.env['BENCH_REDIS_URL'] ?? process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
/** A request unanswered after this long counts as timed out (autocannon's `timeout` too). */
const REQUEST_TIMEOUT_MS = 10_000;
/** Sign-ins in flight at once (each is an argon2id verification on the instance's thread pool). */
const SIGN_IN_CONCURRENCY = 8;
/** Before each step's measured window: the newly active members start their loops. */
const SETTLE_MS = Math.max(1_000, Math.round(1.5 * THINK_MS));
/** Part resultday stops after the step where this share of the requests failed… */
const SATURATION_ERROR_RATE = 0.01;
/** …or any page's p99 went over this (ms). */
const SATURATION_P99_MS = 2_000;
const PARTS = PART === 'all' ? 2 : 1;
const WATCHDOG_MS = positiveInt(process.env['BENCH_WATCHDOG_MIN'], 12 * PARTS) * 60_000;

const TARGETS = {
  /** Signed-in documents: at least this share of a raw node:http server sending the same bytes… */
  documentMinRatio: 0.3,
  /** …with p99 at most this (ms). */
  documentMaxP99: 250,
  /** Signed-in /api/jobs: at least this share of the anonymous (cached) /api/jobs. */
  apiMinRatio: 0.5,
  /** The server's event-loop delay p99 under that load (ms). */
  loopMaxP99: 20,
};

// ── Main.

async function main(): Promise<number> {
  console.log(`JobPortal result-day benchmark, ${new Date().toISOString()}`);
  console.log(`${machineDescription()}; commit ${gitDescription()}; part ${PART}`);
  printLoadBefore();
  const indexHtml = await readFile(path.join(ROOT, 'apps/web/dist/index.html'), 'utf8').catch(() => undefined);
  const renderer = await readFile(path.join(ROOT, 'apps/web/dist-server/entry-server.js')).catch(() => undefined);
  if (!indexHtml || !renderer) {
    throw new Error('no web build (apps/web/dist and dist-server): run `npm run build` first');
  }

  let code = 0;
  if (PART === 'single' || PART === 'all') {
    const mark = cleanUpMark();
    try {
      code = Math.max(code, await partSingle());
    } finally {
      await cleanUpTo(mark);
    }
  }
  if (PART === 'resultday' || PART === 'all') {
    const mark = cleanUpMark();
    try {
      code = Math.max(code, await partResultday());
    } finally {
      await cleanUpTo(mark);
    }
  }
  return code;
}

// ── Part "single": the issue's table.

type Row = {
  name: string;
  /** What the app row is compared with: its own raw server, the anonymous API, or nothing. */
  kind: 'document' | 'static' | 'api-anonymous' | 'api-signed-in';
  signedIn: boolean;
  /** A target row of the issue (signed-in documents). */
  target: boolean;
  path: string;
  bytes: number;
  app: Measurement;
  raw: Measurement | null;
  loop: LoopFigures | null;
};

async function partSingle(): Promise<number> {
  console.log('\n══ Part "single": one instance as `npm start` runs it, one member signed in\n');
  const smtp = await startSmtpCapture();
  onCleanUp('SMTP sink', () => smtp.close());
  const dataDir = await mkdtemp(path.join(tmpdir(), 'jobportal-resultday-single-'));
  onCleanUp('temporary DATA_DIR', () => rm(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const started = Date.now();
  // No DATABASE_URL: the instance starts its own embedded PostgreSQL in DATA_DIR, as `npm start` does.
  const app = await startAppInstance('app', {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SMTP_URL: smtp.url,
  });
  console.log(`instance up at ${app.origin} in ${seconds(Date.now() - started)} (embedded PostgreSQL, demo content)`);

  const member = await signUpMember(app.origin, smtp, `Result Day Member ${randomCode(4)}`, undefined);
  console.log(`member "${member.name}" signed up, confirmed by mail and signed in for real`);
  const cookie = member.cookie;

  const jobs = await get(`${app.origin}/api/jobs`);
  expectStatus(jobs, 200, 'GET /api/jobs');
  const slug = (JSON.parse(jobs.body.toString('utf8')) as { items: Array<{ slug: string }> }).items[0]?.slug;
  if (!slug) throw new Error('GET /api/jobs listed no recruitment: no demo content?');

  // The documents, each as the app sends it (signed in where the row is), and its bytes for the raw server.
  type DocumentRow = { key: string; name: string; path: string; signedIn: boolean; target: boolean };
  const documents: DocumentRow[] = [
    { key: 'root', name: '/ sign-in page, anonymous', path: '/', signedIn: false, target: false },
    { key: 'jobs', name: '/jobs document, signed in', path: '/jobs', signedIn: true, target: true },
    { key: 'slug', name: '/jobs/{slug} document, signed in', path: `/jobs/${slug}`, signedIn: true, target: true },
    { key: 'dashboard', name: '/dashboard document, signed in', path: '/dashboard', signedIn: true, target: true },
    { key: 'result', name: '/result document, signed in', path: '/result', signedIn: true, target: true },
  ];
  const captured = new Map<string, { body: Buffer; contentType: string; contentEncoding?: string }>();
  for (const document of documents) {
    const answer = await get(`${app.origin}${document.path}`, document.signedIn ? { cookie } : {});
    expectStatus(answer, 200, `GET ${document.path}`);
    if (document.signedIn) await checkSignedIn(app.origin, document.path, answer.body, member.name, cookie);
    captured.set(document.path, {
      body: answer.body,
      contentType: String(answer.headers['content-type'] ?? 'text/html; charset=utf-8'),
    });
  }
  console.log(
    `documents: ${documents.map((d) => `${d.path} ${captured.get(d.path)!.body.byteLength.toLocaleString('en-US')} B`).join(', ')}`,
  );
  // The signed-in documents as a phone's browser asks for them: every browser sends this header. The
  // bytes are taken after a few views, once the app's kept compressions are in (decision 031).
  const phoneRows = documents.filter((d) => d.signedIn);
  for (const document of phoneRows) {
    let answer: Answer | undefined;
    for (let view = 0; view < 4; view += 1) {
      if (view > 0) await sleep(250);
      answer = await get(`${app.origin}${document.path}`, { cookie, 'accept-encoding': PHONE_ACCEPT_ENCODING });
      expectStatus(answer, 200, `GET ${document.path} (${PHONE_ACCEPT_ENCODING})`);
    }
    const encoding = answer!.headers['content-encoding'];
    const body =
      encoding === 'gzip'
        ? gunzipSync(answer!.body)
        : encoding === 'br'
          ? brotliDecompressSync(answer!.body)
          : answer!.body;
    await checkSignedIn(app.origin, document.path, body, member.name, cookie);
    captured.set(phonePath(document.path), {
      body: answer!.body,
      contentType: String(answer!.headers['content-type'] ?? 'text/html; charset=utf-8'),
      ...(typeof encoding === 'string' ? { contentEncoding: encoding } : {}),
    });
  }
  console.log(
    `as a phone asks (${PHONE_ACCEPT_ENCODING}): ${phoneRows
      .map((d) => {
        const page = captured.get(phonePath(d.path))!;
        return `${d.path} ${page.body.byteLength.toLocaleString('en-US')} B ${page.contentEncoding ?? 'identity'}`;
      })
      .join(', ')}`,
  );

  // The largest script the /jobs document names.
  const jobsHtml = captured.get('/jobs')!.body.toString('utf8');
  const scripts = [...new Set(jobsHtml.match(/\/assets\/[\w.-]+\.js/g) ?? [])];
  let chunk: { path: string; bytes: number } | undefined;
  for (const script of scripts) {
    const answer = await get(`${app.origin}${script}`);
    expectStatus(answer, 200, `GET ${script}`);
    if (!chunk || answer.body.byteLength > chunk.bytes) chunk = { path: script, bytes: answer.body.byteLength };
  }
  if (!chunk) throw new Error('the /jobs document names no /assets/*.js');
  console.log(
    `static chunk: ${chunk.path} (${chunk.bytes.toLocaleString('en-US')} B, the largest of ${scripts.length})`,
  );

  const apiAnonymous = await get(`${app.origin}/api/jobs`);
  const apiSignedIn = await get(`${app.origin}/api/jobs`, { cookie });
  expectStatus(apiSignedIn, 200, 'GET /api/jobs signed in');

  const raw = await startRawServer(
    [...captured].map(([rawPath, page]) => ({
      path: rawPath,
      contentType: page.contentType,
      ...(page.contentEncoding ? { contentEncoding: page.contentEncoding } : {}),
      body: page.body.toString('base64'),
    })),
  );

  // The rows, one after the other; each app row with the instance's event-loop delay over its window.
  const rows: Row[] = [];
  const measureApp = async (path: string, signedIn: boolean, phone = false) => {
    const url = `${app.origin}${path}`;
    const headers = signedIn ? { cookie, ...(phone ? { 'accept-encoding': PHONE_ACCEPT_ENCODING } : {}) } : undefined;
    const { measurement, window: loop } = await measureRow(
      url,
      { ...ROW, headers, drain: () => drain(url, headers) },
      { open: app.loopReset, close: app.loopReport },
    );
    return { measurement, loop };
  };
  const measureRaw = async (path: string) => {
    const { measurement, window: loop } = await measureRow(`${raw.origin}${path}`, ROW, {
      open: raw.loopReset,
      close: raw.loopReport,
    });
    console.log(
      `    (raw server's event loop p99 ${fixed(loop.p99 ?? 0, 1)} ms, max ${fixed(loop.max ?? 0, 1)} ms; ` +
        `CPU ${fixed((loop.cpuMs * 1000) / Math.max(1, measurement.rps * DURATION_S), 0)} µs/request; ` +
        `preempted ${loop.preempted} times)`,
    );
    return measurement;
  };
  const progress = (name: string, m: Measurement, loop?: LoopFigures) =>
    console.log(
      `  ${name}: ${fixed(m.rps, 0)} req/s, p50 ${fixed(m.p50, 1)} ms, p99 ${fixed(m.p99, 1)} ms` +
        (m.non2xx + m.errors > 0 ? `, ${m.non2xx} non-2xx, ${m.errors} errors (${m.timeouts} timeouts)` : '') +
        (loop
          ? `; event loop p99 ${fixed(loop.p99, 1)} ms, max ${fixed(loop.max, 1)} ms; ` +
            // CPU time per request: what a busy or shared machine changes least.
            `instance CPU ${fixed((loop.cpuMs * 1000) / Math.max(1, m.rps * DURATION_S), 0)} µs/request ` +
            `(${fixed((loop.userMs * 1000) / Math.max(1, m.rps * DURATION_S), 0)} in user space); ` +
            `GC ${fixed(loop.gcMs, 0)} ms in all, longest ${fixed(loop.gcMaxMs, 1)} ms, ${loop.gcMajor} full; ` +
            `preempted ${loop.preempted} times`
          : ''),
    );

  console.log(
    `\nmeasuring (${CONNECTIONS} connections, ${WARMUP_S} s warm-up + ${DURATION_S} s per row, no compression but in the rows "as a phone asks"):`,
  );
  if (measures('static')) {
    const { measurement, loop } = await measureApp(chunk.path, false);
    progress(`static chunk ${chunk.path}`, measurement, loop);
    rows.push({
      name: `a static JS chunk (${kb(chunk.bytes)})`,
      kind: 'static',
      signedIn: false,
      target: false,
      path: chunk.path,
      bytes: chunk.bytes,
      app: measurement,
      raw: null,
      loop,
    });
  }
  for (const [signedIn, name] of [
    [false, 'GET /api/jobs, anonymous (the response cache answers)'],
    [true, 'GET /api/jobs, signed in'],
  ] as const) {
    if (!measures('api')) break;
    const { measurement, loop } = await measureApp('/api/jobs', signedIn);
    progress(name, measurement, loop);
    rows.push({
      name,
      kind: signedIn ? 'api-signed-in' : 'api-anonymous',
      signedIn,
      target: signedIn,
      path: '/api/jobs',
      bytes: (signedIn ? apiSignedIn : apiAnonymous).body.byteLength,
      app: measurement,
      raw: null,
      loop,
    });
  }
  for (const document of documents) {
    if (!measures(document.key)) continue;
    const rawMeasurement = await measureRaw(document.path);
    progress(`raw node:http, the bytes of ${document.path}`, rawMeasurement);
    const { measurement, loop } = await measureApp(document.path, document.signedIn);
    progress(document.name, measurement, loop);
    // Still signed in after the load (a session dropped under load would show here).
    if (document.signedIn) {
      const after = await get(`${app.origin}${document.path}`, { cookie });
      expectStatus(after, 200, `GET ${document.path} after its row`);
      await checkSignedIn(app.origin, document.path, after.body, member.name, cookie);
    }
    rows.push({
      ...document,
      kind: 'document',
      bytes: captured.get(document.path)!.body.byteLength,
      app: measurement,
      raw: rawMeasurement,
      loop,
    });
  }
  for (const document of phoneRows) {
    if (!measures(`phone-${document.key}`)) continue;
    const page = captured.get(phonePath(document.path))!;
    const rawMeasurement = await measureRaw(phonePath(document.path));
    progress(`raw node:http, the ${page.contentEncoding ?? 'identity'} bytes of ${document.path}`, rawMeasurement);
    const { measurement, loop } = await measureApp(document.path, true, true);
    progress(`${document.name}, as a phone asks`, measurement, loop);
    rows.push({
      ...document,
      name: `${document.name}, as a phone asks (${page.contentEncoding ?? 'identity'})`,
      target: false,
      kind: 'document',
      bytes: page.body.byteLength,
      app: measurement,
      raw: rawMeasurement,
      loop,
    });
  }
  return reportSingle(rows);
}

/** What Chrome on Android sends: the rows "as a phone asks" send it too. */
const PHONE_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
/** The raw server's path for a document's bytes as a phone gets them. */
const phonePath = (documentPath: string) => `/phone${documentPath}`;

function reportSingle(rows: Row[]): number {
  const anonymousApi = rows.find((r) => r.kind === 'api-anonymous');
  const header = [
    'what',
    'body B',
    'req/s',
    'p50 ms',
    'p99 ms',
    'raw req/s',
    'raw p50',
    'raw p99',
    'app / raw',
    'non-2xx / errors / timeouts',
    'loop p99 / max ms',
  ];
  const lines: string[][] = [];
  for (const row of rows) {
    if (row.raw) {
      lines.push([
        `raw node:http, the same ${kb(row.bytes)} as ${row.path}`,
        row.bytes.toLocaleString('en-US'),
        fixed(row.raw.rps, 0),
        fixed(row.raw.p50, 1),
        fixed(row.raw.p99, 1),
        '',
        '',
        '',
        '',
        failures(row.raw),
        '–',
      ]);
    }
    const ratio =
      row.raw !== null
        ? `${fixed((100 * row.app.rps) / row.raw.rps, 1)} %`
        : row.kind === 'api-signed-in'
          ? `${fixed((100 * row.app.rps) / anonymousApi!.app.rps, 1)} % of anon.`
          : '–';
    lines.push([
      row.name,
      row.bytes.toLocaleString('en-US'),
      fixed(row.app.rps, 0),
      fixed(row.app.p50, 1),
      fixed(row.app.p99, 1),
      row.raw ? fixed(row.raw.rps, 0) : '–',
      row.raw ? fixed(row.raw.p50, 1) : '–',
      row.raw ? fixed(row.raw.p99, 1) : '–',
      ratio,
      failures(row.app),
      row.loop ? `${fixed(row.loop.p99, 1)} / ${fixed(row.loop.max, 1)}` : '–',
    ]);
  }
  console.log(
    `\nPart "single" (${CONNECTIONS} connections, ${DURATION_S} s per row after a ${WARMUP_S} s warm-up; no compression ` +
      `but in the rows "as a phone asks", which send Accept-Encoding: ${PHONE_ACCEPT_ENCODING}):\n`,
  );
  printTable(header, lines);
  console.log(
    '\nreq/s is autocannon\'s mean; p50/p99 are exact (nearest rank) over every 2xx answer. "raw": a bare node:http' +
      ' server in its own process sending the exact bytes the app sent for that URL, measured just before it.' +
      " loop: the instance's event-loop delay during the row (ms beyond the monitor's 10 ms timer).",
  );

  console.log('\nTargets:');
  for (const row of rows.filter((r) => r.kind === 'document' && r.target)) {
    const ratio = row.app.rps / row.raw!.rps;
    console.log(
      `  ${verdict(ratio >= TARGETS.documentMinRatio)}  ${row.name}: ${fixed(100 * ratio, 1)} % of raw node:http ` +
        `with the same ${kb(row.bytes)} (target ≥ ${100 * TARGETS.documentMinRatio} %)`,
    );
    console.log(
      `  ${verdict(row.app.p99 <= TARGETS.documentMaxP99)}  ${row.name}: p99 ${fixed(row.app.p99, 1)} ms ` +
        `(target ≤ ${TARGETS.documentMaxP99} ms)`,
    );
  }
  const signedInApi = rows.find((r) => r.kind === 'api-signed-in');
  if (signedInApi && anonymousApi) {
    const apiRatio = signedInApi.app.rps / anonymousApi.app.rps;
    console.log(
      `  ${verdict(apiRatio >= TARGETS.apiMinRatio)}  GET /api/jobs signed in: ${fixed(100 * apiRatio, 1)} % of the ` +
        `anonymous (cached) /api/jobs (target ≥ ${100 * TARGETS.apiMinRatio} %)`,
    );
  }
  const signedInRows = rows.filter((r) => r.signedIn && r.loop);
  const worstLoop = Math.max(...signedInRows.map((r) => r.loop!.p99));
  console.log(
    `  ${verdict(worstLoop <= TARGETS.loopMaxP99)}  event-loop delay p99 under signed-in load: at most ` +
      `${fixed(worstLoop, 1)} ms over the signed-in rows (target ≤ ${TARGETS.loopMaxP99} ms)`,
  );
  const failed = rows.reduce(
    (sum, r) => sum + r.app.non2xx + r.app.errors + (r.raw ? r.raw.non2xx + r.raw.errors : 0),
    0,
  );
  console.log(`  ${verdict(failed === 0)}  errors: ${failed} (non-2xx, connection errors and timeouts; target 0)`);
  console.log('  –     cross-member leaks: one member here; part "resultday" checks them');
  if (failed > 0) console.log(`\n${failed} requests failed: exit code 1.`);
  return failed > 0 ? 1 : 0;
}

// ── Part "resultday": two instances, thousands of members, ramped up.

type PageKey = 'result' | 'notice' | 'pdf' | 'dashboard';
const PAGE_LABELS: Record<PageKey, string> = {
  result: '/result document',
  notice: '/notice/{id}/pdf document',
  pdf: 'the notice PDF (/api/files/{id})',
  dashboard: '/dashboard document',
};
const DOCUMENT_PAGES: ReadonlySet<PageKey> = new Set(['result', 'notice', 'dashboard']);
/** Each page as the instances report their own time per request (resultday-instance.ts, `served`). */
const SERVED_KEYS: Record<PageKey, string> = {
  result: '/result',
  notice: '/notice/{id}/pdf',
  pdf: '/api/files/{id}',
  dashboard: '/dashboard',
};

type Member = {
  index: number;
  id: string;
  name: string;
  email: string;
  ip: string;
  agent: Agent;
  instance: number;
  cookie: string;
};
type Notice = { id: string; pdfFileId: string | null };

/** Per page, over one step's measured window. */
type PageStats = {
  latencies: number[];
  total: number;
  ok: number;
  non2xx: number;
  statuses: Map<number, number>;
  timeouts: number;
  errors: number;
  /** Answers that held another member's name or address. */
  leaks: number;
  /** Documents that should name their member and did not (a member who is not signed in). */
  notSignedIn: number;
  bytes: number;
  /** Latencies of the 2xx answers that had to open a new connection first (the member's was closed). */
  newConnections: number[];
};
type StepResult = {
  members: number;
  windowMs: number;
  pages: Map<PageKey, PageStats>;
  loops: LoopFigures[];
  /**
   * The load generator's own event-loop delay p99 (ms beyond its 10 ms timer): a member's answer that
   * arrived while this loop was busy is read, and timed, that much later.
   */
  generatorLoopP99: number;
  /** CPU (cores) over the window: this process (the members' load), and the whole machine (of `cores`). */
  cpu: { client: number; machine: number | null; steal: number | null; cores: number; loadAverage: number };
  saturated: string | null;
};

/** The load generator's loop p99 beyond which a step's latencies are partly its own (reported, not judged). */
const GENERATOR_LOOP_LIMIT_MS = 50;
let stopLoad = false;
const generatorLoop = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
generatorLoop.enable();
/** Where completed requests are counted: the current step's measured window, or nowhere. */
let measuring: Map<PageKey, PageStats> | null = null;
const leakSamples: string[] = [];
let leaksTotal = 0;

async function partResultday(): Promise<number> {
  console.log(
    `\n══ Part "resultday": two instances on one PostgreSQL and one Redis, ${MEMBERS.toLocaleString('en-US')} members\n`,
  );
  // 1. PostgreSQL: the given one, or an embedded one with the app's own embedded settings (default
  // durability), as `npm start` runs PostgreSQL.
  const adminUrl = await postgresServer({ directoryPrefix: 'jobportal-resultday-pg-' });
  const { url: databaseUrl } = await freshDatabase(adminUrl, 'jobportal_resultday_');

  // 2. Redis, under a prefix of this run's own.
  const prefix = `bench-${randomBytes(4).toString('hex')}:`;
  await redisForRun({
    url: REDIS_URL,
    prefix,
    needs: 'part resultday needs Redis',
    variables: 'BENCH_REDIS_URL or REDIS_URL',
    reportDeleted: true,
  });

  // 3. Two instances: one DATA_DIR (uploads are shared, as docs/deploy.md asks), one AUTH_SECRET, mail to a sink.
  const smtp = await startSmtpCapture();
  onCleanUp('SMTP sink', () => smtp.close());
  const dataDir = await mkdtemp(path.join(tmpdir(), 'jobportal-resultday-data-'));
  onCleanUp('temporary DATA_DIR', () => rm(dataDir, { recursive: true, force: true }));
  const authSecret = randomBytes(32).toString('base64url');
  const instances: Instance[] = [];
  for (let i = 0; i < 2; i += 1) {
    const port = await freePort();
    const started = Date.now();
    // The first seeds the demo content; the second starts once the first is ready and finds it there.
    const instance = await startAppInstance(`app ${i + 1}`, {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      DEMO_CONTENT: 'true',
      REDIS_URL,
      REDIS_PREFIX: prefix,
      AUTH_SECRET: authSecret,
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      SMTP_URL: smtp.url,
    });
    instances.push(instance);
    console.log(`instance ${i + 1} up at ${instance.origin} in ${seconds(Date.now() - started)}`);
  }

  // 4. Members: one real sign-up (its argon2id hash is copied), then inserted accounts, each signed in for real.
  const run = randomBytes(3).toString('hex');
  const template = await signUpMember(
    instances[0]!.origin,
    smtp,
    'Result Day Template',
    ipOf(MEMBERS + 1),
    `resultday-${run}-template@example.com`,
  );
  const hash = await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ password: string | null }>(
      `SELECT a.password FROM account a JOIN "user" u ON u.id = a.user_id
        WHERE u.email = $1 AND a.provider_id = 'credential'`,
      [template.email],
    );
    return rows[0]?.password ?? undefined;
  });
  if (!hash) throw new Error('the signed-up account has no credential row with a password hash');
  const members = await insertMembers(databaseUrl, run, hash, instances.length);
  onCleanUp('member connections', async () => members.forEach((member) => member.agent.destroy()));
  await signInAll(members, instances, template.password);

  // 5. What the members read: the result notices (and their PDFs), as member 0 sees them.
  const first = members[0]!;
  const noticesAnswer = await memberGet(first, instances, '/api/notices?type=result&perPage=50');
  expectStatus(noticesAnswer, 200, 'GET /api/notices?type=result');
  const notices = (JSON.parse(noticesAnswer.body.toString('utf8')) as { items: Notice[] }).items.map((n) => ({
    id: n.id,
    pdfFileId: n.pdfFileId,
  }));
  if (notices.length === 0) throw new Error('GET /api/notices?type=result listed no notice: no demo content?');
  const sample = notices.find((n) => n.pdfFileId) ?? notices[0]!;
  console.log(
    `${notices.length} result notices, ${notices.filter((n) => n.pdfFileId).length} with a PDF; each loop picks one at random`,
  );

  // Which documents name their member (the session is in the HTML the server renders): those are checked for
  // the member's own name; every document is checked for anybody else's.
  const pagePaths: Record<PageKey, string> = {
    result: '/result',
    notice: `/notice/${sample.id}/pdf`,
    pdf: `/api/files/${sample.pdfFileId ?? ''}`,
    dashboard: '/dashboard',
  };
  const pages: PageKey[] = sample.pdfFileId
    ? ['result', 'notice', 'pdf', 'dashboard']
    : ['result', 'notice', 'dashboard'];
  const captured = new Map<PageKey, { body: Buffer; contentType: string }>();
  const namesItself = new Set<PageKey>();
  for (const page of pages) {
    const answer = await memberGet(first, instances, pagePaths[page]);
    expectStatus(answer, 200, `GET ${pagePaths[page]} as a member`);
    captured.set(page, { body: answer.body, contentType: String(answer.headers['content-type'] ?? '') });
    if (DOCUMENT_PAGES.has(page) && answer.body.includes(first.name)) namesItself.add(page);
  }
  if (!namesItself.has('dashboard')) {
    throw new Error(
      "the /dashboard document does not hold the member's name: it is not rendered for a signed-in member " +
        '(is the session refused, or has the page stopped rendering on the server?)',
    );
  }
  console.log(
    `documents naming their member (checked for it): ${[...namesItself].map((p) => pagePaths[p].replace(sample.id, '{id}')).join(', ')}; ` +
      `every document is checked for other members' names and addresses`,
  );
  const leakCheck = createLeakCheck(members, run);
  // A member on the other instance sees its own name there too.
  {
    const second = members[1]!;
    const answer = await memberGet(second, instances, '/dashboard');
    expectStatus(answer, 200, 'GET /dashboard as member 1');
    if (!answer.body.includes(second.name)) throw new Error(`/dashboard on instance 2 does not name ${second.name}`);
    const leaks = leakCheck(second, answer.body.toString('utf8'));
    if (leaks.length > 0) throw new Error(`/dashboard of ${second.name} names ${leaks.join(', ')}`);
    // The check itself finds a leak: member 1's page, as if member 0 had received it.
    const found = leakCheck(first, answer.body.toString('utf8'));
    if (!found.includes(second.name)) throw new Error('the leak check does not see another member in a document');
  }

  // 6. The baselines: a raw node:http server sending each page's exact bytes, autocannon as in part "single".
  const raw = await startRawServer(
    pages.map((page) => ({
      path: pagePaths[page],
      contentType: captured.get(page)!.contentType,
      body: captured.get(page)!.body.toString('base64'),
    })),
  );
  const rawFigures = new Map<PageKey, Measurement>();
  console.log(`\nraw node:http baselines (${CONNECTIONS} connections, ${WARMUP_S} s warm-up + ${DURATION_S} s each):`);
  for (const page of pages) {
    const { measurement } = await measureRow(`${raw.origin}${pagePaths[page]}`, ROW);
    rawFigures.set(page, measurement);
    console.log(
      `  ${PAGE_LABELS[page]} (${captured.get(page)!.body.byteLength.toLocaleString('en-US')} B): ` +
        `${fixed(measurement.rps, 0)} req/s, p99 ${fixed(measurement.p99, 1)} ms`,
    );
  }
  await raw.stop();

  // 7. The ramp.
  console.log(
    `\nramp: ${STEPS.join(', ')} active members; each step ${(SETTLE_MS / 1000).toFixed(1)} s to settle + ${STEP_S} s ` +
      `measured; think time ${THINK_MS} ms ±50 %; members split round-robin over the 2 instances; ` +
      `stop after a step with > ${100 * SATURATION_ERROR_RATE} % failed requests or a page's p99 > ${SATURATION_P99_MS} ms`,
  );
  const loops: Array<Promise<void>> = [];
  const steps: StepResult[] = [];
  let active = 0;
  stopLoad = false;
  for (const target of STEPS) {
    for (; active < target; active += 1) {
      loops.push(memberLoop(members[active]!, instances, notices, leakCheck, namesItself));
    }
    await sleep(SETTLE_MS);
    await Promise.all(instances.map((instance) => instance.loopReset()));
    measuring = new Map(pages.map((page) => [page, emptyStats()]));
    const windowStarted = performance.now();
    const clientBefore = process.cpuUsage();
    generatorLoop.reset();
    const machineBefore = await machineCpu();
    await sleep(STEP_S * 1000);
    const measured = measuring;
    measuring = null;
    const windowMs = performance.now() - windowStarted;
    const client = process.cpuUsage(clientBefore);
    const generatorLoopP99 = generatorLoop.count > 0 ? loopExcessMs(generatorLoop.percentile(99)) : Number.NaN;
    const machineAfter = await machineCpu();
    const loopFigures = await Promise.all(instances.map((instance) => instance.loopReport()));
    const perWindow = (us: number | null) => (us === null ? null : us / 1000 / windowMs);
    const step: StepResult = {
      members: target,
      windowMs,
      pages: measured,
      loops: loopFigures,
      generatorLoopP99,
      cpu: {
        client: (client.user + client.system) / 1000 / windowMs,
        machine: perWindow(machineAfter.busyUs - machineBefore.busyUs),
        steal: perWindow(
          machineAfter.stealUs === null || machineBefore.stealUs === null
            ? null
            : machineAfter.stealUs - machineBefore.stealUs,
        ),
        cores: cpus().length,
        loadAverage: loadavg()[0]!,
      },
      saturated: null,
    };
    step.saturated = saturation(step);
    steps.push(step);
    printStep(step, pages, rawFigures);
    if (step.saturated) {
      console.log(`  saturated (${step.saturated}): the ramp stops here`);
      break;
    }
  }
  stopLoad = true;
  const stopped = Promise.all(loops);
  await Promise.race([stopped, sleep(REQUEST_TIMEOUT_MS + 2 * THINK_MS + 2_000)]);

  return reportResultday(steps, pages, rawFigures, captured, pagePaths, sample.id);
}

/** The reason the step counts as saturated, or null. */
function saturation(step: StepResult): string | null {
  let total = 0;
  let failed = 0;
  const slow: string[] = [];
  for (const [page, stats] of step.pages) {
    total += stats.total;
    failed += stats.non2xx + stats.timeouts + stats.errors + stats.notSignedIn;
    const p99 = percentile(stats.latencies, 0.99);
    if (p99 > SATURATION_P99_MS) slow.push(`${PAGE_LABELS[page]} p99 ${fixed(p99, 0)} ms`);
  }
  const reasons: string[] = [];
  if (total > 0 && failed / total > SATURATION_ERROR_RATE) {
    reasons.push(`${fixed((100 * failed) / total, 1)} % of the requests failed`);
  }
  reasons.push(...slow);
  return reasons.length > 0 ? reasons.join('; ') : null;
}

function printStep(step: StepResult, pages: PageKey[], raw: Map<PageKey, Measurement>): void {
  const seconds = step.windowMs / 1000;
  const total = [...step.pages.values()].reduce((sum, s) => sum + s.total, 0);
  console.log(
    `\n── ${step.members.toLocaleString('en-US')} members: ${fixed(total / seconds, 0)} req/s in all; ` +
      step.loops
        .map(
          (loop, i) =>
            `instance ${i + 1} event loop p99 ${fixed(loop.p99, 1)} / max ${fixed(loop.max, 1)} ms, ` +
            `CPU ${fixed(loop.cpuMs / step.windowMs, 2)}`,
        )
        .join('; ') +
      `; the members' load generator CPU ${fixed(step.cpu.client, 2)}, its loop p99 ${fixed(step.generatorLoopP99, 1)} ms; machine CPU ${fixed(step.cpu.machine ?? Number.NaN, 2)} ` +
      `of ${step.cpu.cores}, load average ${step.cpu.loadAverage.toFixed(1)}`,
  );
  for (const page of pages) {
    const s = step.pages.get(page)!;
    const rps = s.total / seconds;
    console.log(
      `  ${PAGE_LABELS[page].padEnd(34)} ${fixed(rps, 1).padStart(7)} req/s (${fixed((100 * rps) / raw.get(page)!.rps, 1)} % of raw), ` +
        `p50 ${fixed(percentile(s.latencies, 0.5), 1)} / p95 ${fixed(percentile(s.latencies, 0.95), 1)} / ` +
        `p99 ${fixed(percentile(s.latencies, 0.99), 1)} ms, ` +
        `non-2xx ${s.non2xx}${s.statuses.size > 0 ? ` (${[...s.statuses].map(([code, n]) => `${code}×${n}`).join(', ')})` : ''}, ` +
        `timeouts ${s.timeouts}, errors ${s.errors}` +
        (DOCUMENT_PAGES.has(page) ? `, leaks ${s.leaks}, not signed in ${s.notSignedIn}` : ''),
    );
    if (s.newConnections.length > 0) {
      console.log(
        `  ${''.padEnd(34)} on a new connection: ${s.newConnections.length} answers, ` +
          `p50 ${fixed(percentile(s.newConnections, 0.5), 1)} / p99 ${fixed(percentile(s.newConnections, 0.99), 1)} ms`,
      );
    }
    // The same requests as the instances timed them: what is left of a member's wait was spent outside.
    const served = step.loops.map((loop) => loop.served[SERVED_KEYS[page]]);
    console.log(
      `  ${''.padEnd(34)} in the instances (request parsed → answer written): ` +
        served
          .map((f, i) =>
            f ? `${i + 1}: p50 ${fixed(f.p50, 1)} / p95 ${fixed(f.p95, 1)} / p99 ${fixed(f.p99, 1)} ms` : `${i + 1}: –`,
          )
          .join('; '),
    );
  }
}

function reportResultday(
  steps: StepResult[],
  pages: PageKey[],
  raw: Map<PageKey, Measurement>,
  captured: Map<PageKey, { body: Buffer }>,
  pagePaths: Record<PageKey, string>,
  sampleId: string,
): number {
  console.log(
    `\nPart "resultday" (2 instances, one PostgreSQL, one Redis; think time ${THINK_MS} ms ±50 %; ` +
      `${STEP_S} s measured per step; no compression):\n`,
  );
  const header = [
    'members',
    'page',
    'body B',
    'req/s',
    '% of raw',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'non-2xx',
    'timeouts',
    'errors',
    'leaks',
  ];
  const lines: string[][] = [];
  for (const page of pages) {
    const figures = raw.get(page)!;
    lines.push([
      'raw',
      `raw node:http, ${PAGE_LABELS[page]}`,
      captured.get(page)!.body.byteLength.toLocaleString('en-US'),
      fixed(figures.rps, 0),
      '100 %',
      fixed(figures.p50, 1),
      fixed(figures.p95, 1),
      fixed(figures.p99, 1),
      String(figures.non2xx),
      String(figures.timeouts),
      String(figures.errors - figures.timeouts),
      '–',
    ]);
  }
  for (const step of steps) {
    for (const page of pages) {
      const s = step.pages.get(page)!;
      const rps = s.total / (step.windowMs / 1000);
      lines.push([
        step.members.toLocaleString('en-US'),
        PAGE_LABELS[page],
        s.ok > 0 ? Math.round(s.bytes / s.ok).toLocaleString('en-US') : '–',
        fixed(rps, 1),
        `${fixed((100 * rps) / raw.get(page)!.rps, 1)} %`,
        fixed(percentile(s.latencies, 0.5), 1),
        fixed(percentile(s.latencies, 0.95), 1),
        fixed(percentile(s.latencies, 0.99), 1),
        String(s.non2xx + s.notSignedIn),
        String(s.timeouts),
        String(s.errors),
        DOCUMENT_PAGES.has(page) ? String(s.leaks) : '–',
      ]);
    }
  }
  printTable(header, lines, 2);
  console.log(
    `\nraw rows: autocannon, ${CONNECTIONS} connections, ${DURATION_S} s (the servers' capacity). Member rows: ` +
      "requests completed in the step's window ÷ its length; the members wait between requests, so below " +
      'saturation req/s is the load offered, not what the app could do. Latencies over 2xx answers (exact).' +
      ` ${pagePaths.notice.replace(sampleId, '{id}')} picks a result notice at random. non-2xx includes ` +
      'documents that should have named their member and did not.',
  );

  console.log(
    '\nEvent-loop delay per instance (ms beyond the 10 ms timer) and CPU (cores busy on average over the window; ' +
      "load generator: this process, the members' requests and checks; machine: every process, other users' too):\n",
  );
  printTable(
    [
      'members',
      'instance 1 p50 / p99 / max',
      'instance 1 CPU',
      'instance 2 p50 / p99 / max',
      'instance 2 CPU',
      'load generator CPU',
      'its loop p99',
      'machine CPU',
      'steal',
      'load avg',
    ],
    steps.map((step) => [
      step.members.toLocaleString('en-US'),
      ...step.loops.flatMap((loop) => [
        `${fixed(loop.p50, 1)} / ${fixed(loop.p99, 1)} / ${fixed(loop.max, 1)}`,
        fixed(loop.cpuMs / step.windowMs, 2),
      ]),
      fixed(step.cpu.client, 2),
      fixed(step.generatorLoopP99, 1),
      step.cpu.machine === null ? '–' : `${fixed(step.cpu.machine, 2)} of ${step.cpu.cores}`,
      fixed(step.cpu.steal ?? Number.NaN, 2),
      step.cpu.loadAverage.toFixed(1),
    ]),
  );

  // Verdicts.
  const below = steps.filter((step) => !step.saturated);
  const sum = (list: StepResult[], pick: (s: PageStats) => number) =>
    list.reduce((total, step) => total + [...step.pages.values()].reduce((n, s) => n + pick(s), 0), 0);
  const failedBelow = sum(below, (s) => s.non2xx + s.timeouts + s.errors + s.notSignedIn);
  const non2xxAll = sum(steps, (s) => s.non2xx + s.notSignedIn);
  /** Each step's worst document p99 (saturated steps count as missed). */
  const worstDocument = (step: StepResult) => {
    let worst: { page: PageKey; p99: number } | undefined;
    for (const [page, s] of step.pages) {
      if (!DOCUMENT_PAGES.has(page)) continue;
      const p99 = s.latencies.length > 0 ? percentile(s.latencies, 0.99) : Number.POSITIVE_INFINITY;
      if (!worst || p99 > worst.p99) worst = { page, p99 };
    }
    return worst!;
  };
  const firstMissed = steps.find((step) => step.saturated !== null || worstDocument(step).p99 > TARGETS.documentMaxP99);
  const loopWorst = Math.max(...below.flatMap((step) => step.loops.map((l) => l.p99)), 0);
  console.log('\nTargets:');
  console.log(
    `  ${verdict(leaksTotal === 0)}  cross-member leaks: ${leaksTotal} (every document checked for other members' ` +
      'names and addresses; target 0)',
  );
  for (const sample of leakSamples) console.log(`        ${sample}`);
  console.log(
    `  ${verdict(failedBelow === 0)}  errors below saturation: ${failedBelow} (non-2xx, not signed in, timeouts, ` +
      'connection errors; target 0)',
  );
  const held = firstMissed ? steps.slice(0, steps.indexOf(firstMissed)) : steps;
  const missed = firstMissed ? worstDocument(firstMissed) : undefined;
  console.log(
    `  ${verdict(!firstMissed)}  every document's p99 ≤ ${TARGETS.documentMaxP99} ms: ` +
      (held.length > 0
        ? `held up to ${held[held.length - 1]!.members.toLocaleString('en-US')} members`
        : 'at no step') +
      (firstMissed && missed
        ? `; missed at ${firstMissed.members.toLocaleString('en-US')} (${PAGE_LABELS[missed.page]} p99 ${fixed(missed.p99, 0)} ms)`
        : ', every step'),
  );
  console.log(
    `  ${verdict(loopWorst <= TARGETS.loopMaxP99)}  event-loop delay p99 at most ${fixed(loopWorst, 1)} ms over the ` +
      `steps below saturation, either instance (target ≤ ${TARGETS.loopMaxP99} ms)`,
  );
  const saturatedAt = steps.find((step) => step.saturated);
  console.log(
    saturatedAt
      ? `  info  saturated at ${saturatedAt.members.toLocaleString('en-US')} members: ${saturatedAt.saturated}`
      : `  info  not saturated up to ${steps[steps.length - 1]?.members.toLocaleString('en-US') ?? 0} members`,
  );
  // One process plays every member: past some load it is the slow part, and the latencies are its own.
  const generatorBusy = steps.find((step) => step.generatorLoopP99 > GENERATOR_LOOP_LIMIT_MS);
  if (generatorBusy) {
    console.log(
      `  info  from ${generatorBusy.members.toLocaleString('en-US')} members the load generator's own loop p99 was ` +
        `${fixed(generatorBusy.generatorLoopP99, 0)} ms (CPU ${fixed(generatorBusy.cpu.client, 2)}): a member's answer waited ` +
        'that long to be read, so those steps measure the generator as much as the app (compare "in the instances")',
    );
  }

  let code = 0;
  if (leaksTotal > 0) {
    console.log(`\n${leaksTotal} documents held another member's data: exit code 1.`);
    code = 1;
  }
  if (non2xxAll > 0 || failedBelow > 0) {
    console.log(
      `\n${non2xxAll} non-2xx or signed-out answers, ${failedBelow} failed requests below saturation: exit code 1.`,
    );
    code = 1;
  }
  return code;
}

// ── Members.

/**
 * BENCH_MEMBERS accounts straight into the database, each with the password hash of the one account
 * signed up through the API (so the real sign-in verifies it), confirmed, with a profile; every fourth
 * has no eligibility facts, the others a category, date of birth, qualification (and some a state), so
 * the eligibility marks on their pages differ.
 */
async function insertMembers(databaseUrl: string, run: string, hash: string, instances: number): Promise<Member[]> {
  const started = Date.now();
  const width = Math.max(4, String(MEMBERS - 1).length);
  const members: Member[] = Array.from({ length: MEMBERS }, (_, index) => {
    const number = String(index).padStart(width, '0');
    return {
      index,
      id: randomBytes(16).toString('hex'),
      name: `Member ${number} ${randomCode(3)}`,
      email: `resultday-${run}-${number}@example.com`,
      ip: ipOf(index),
      agent: new Agent({ keepAlive: true, maxSockets: 1 }),
      instance: index % instances,
      cookie: '',
    };
  });
  const facts = members.map((member) => {
    const kind = member.index % 4;
    if (kind === 0) return { category: null, dateOfBirth: null, qualification: null, state: null };
    const year = 1985 + (member.index % 20);
    return {
      category: PROFILE_CATEGORIES[member.index % PROFILE_CATEGORIES.length]!,
      dateOfBirth: `${year}-${String(1 + (member.index % 12)).padStart(2, '0')}-${String(1 + (member.index % 28)).padStart(2, '0')}`,
      qualification: QUALIFICATION_SLUGS[member.index % QUALIFICATION_SLUGS.length]!,
      state: kind === 3 ? STATE_SLUGS[member.index % STATE_SLUGS.length]! : null,
    };
  });
  await withClient(databaseUrl, async (client) => {
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO "user" (id, name, email, email_verified, role, banned)
       SELECT id, name, email, true, 'user', false FROM unnest($1::text[], $2::text[], $3::text[]) AS t(id, name, email)`,
      [members.map((m) => m.id), members.map((m) => m.name), members.map((m) => m.email)],
    );
    await client.query(
      `INSERT INTO account (id, account_id, provider_id, user_id, password)
       SELECT id, user_id, 'credential', user_id, $3 FROM unnest($1::text[], $2::text[]) AS t(id, user_id)`,
      [members.map(() => randomBytes(16).toString('hex')), members.map((m) => m.id), hash],
    );
    await client.query(
      `INSERT INTO profiles (id, name, category, date_of_birth, qualification, state)
       SELECT id, name, category, date_of_birth::date, qualification, state
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[])
           AS t(id, name, category, date_of_birth, qualification, state)`,
      [
        members.map((m) => m.id),
        members.map((m) => m.name),
        facts.map((f) => f.category),
        facts.map((f) => f.dateOfBirth),
        facts.map((f) => f.qualification),
        facts.map((f) => f.state),
      ],
    );
    await client.query('COMMIT');
    await client.query('ANALYZE "user", account, profiles');
  });
  console.log(
    `inserted ${MEMBERS.toLocaleString('en-US')} confirmed members with the template's password hash in ` +
      `${seconds(Date.now() - started)} (3 of 4 with category, date of birth and qualification)`,
  );
  return members;
}

/** Every member signs in through the real endpoint, on its own instance, from its own address. */
async function signInAll(members: Member[], instances: Instance[], password: string): Promise<void> {
  const started = performance.now();
  const latencies: number[] = [];
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < members.length && !stopLoad) {
      const member = members[next]!;
      next += 1;
      const instance = instances[member.instance]!;
      const begun = performance.now();
      const answer = await call(`${instance.origin}/api/auth/sign-in/email`, {
        method: 'POST',
        agent: member.agent,
        headers: {
          'content-type': 'application/json',
          origin: instance.origin,
          'x-forwarded-for': member.ip,
        },
        body: JSON.stringify({ email: member.email, password }),
        timeoutMs: 60_000,
      });
      latencies.push(performance.now() - begun);
      expectStatus(answer, 200, `sign-in of ${member.email}`);
      member.cookie = sessionCookie(answer.headers, `sign-in of ${member.email}`);
      done += 1;
      if (done % 500 === 0 && done < members.length) {
        console.log(`  ${done.toLocaleString('en-US')} signed in (${seconds(performance.now() - started)})`);
      }
    }
  };
  await Promise.all(Array.from({ length: SIGN_IN_CONCURRENCY }, () => worker()));
  const elapsed = performance.now() - started;
  console.log(
    `${members.length.toLocaleString('en-US')} members signed in through POST /api/auth/sign-in/email in ` +
      `${seconds(elapsed)} (${fixed(members.length / (elapsed / 1000), 1)}/s, ${SIGN_IN_CONCURRENCY} at a time; ` +
      `p50 ${fixed(percentile(latencies, 0.5), 0)} ms, p99 ${fixed(percentile(latencies, 0.99), 0)} ms)`,
  );
}

/** A member's GET, on its own instance, with its cookie and address, over its own connection. */
function memberGet(member: Member, instances: Instance[], path: string, timeoutMs = 60_000): Promise<Answer> {
  return call(`${instances[member.instance]!.origin}${path}`, {
    agent: member.agent,
    headers: {
      cookie: member.cookie,
      'x-forwarded-for': member.ip,
      'user-agent': 'Mozilla/5.0 (Linux; Android 10; K) JobPortal-resultday-bench',
    },
    timeoutMs,
  });
}

/**
 * Finds other members in a document: any member name or benchmark address in it that is not the
 * member's own. Names look like "Member 0042 Xq7"; a match counts only if it is a member of this run.
 */
function createLeakCheck(members: Member[], run: string): (member: Member, html: string) => string[] {
  const names = new Set(members.map((m) => m.name));
  const emails = new Set(members.map((m) => m.email));
  const namePattern = /Member \d{4,} [A-Za-z0-9]{3}/g;
  const emailPattern = new RegExp(`resultday-${run}-\\d{4,}@example\\.com`, 'g');
  return (member, html) => {
    const found: string[] = [];
    for (const match of html.matchAll(namePattern)) {
      if (match[0] !== member.name && names.has(match[0])) found.push(match[0]);
    }
    for (const match of html.matchAll(emailPattern)) {
      if (match[0] !== member.email && emails.has(match[0])) found.push(match[0]);
    }
    return [...new Set(found)];
  };
}

/** One member's visits until the ramp ends: /result → a notice's PDF page → its PDF → /dashboard. */
async function memberLoop(
  member: Member,
  instances: Instance[],
  notices: Notice[],
  leakCheck: (member: Member, html: string) => string[],
  namesItself: ReadonlySet<PageKey>,
): Promise<void> {
  // Spread the newly active members' first requests over one think time.
  await sleep(Math.random() * THINK_MS);
  const visit = async (page: PageKey, path: string) => {
    if (stopLoad) return;
    const started = performance.now();
    let answer: Answer | undefined;
    let failure: 'timeout' | 'error' | undefined;
    try {
      answer = await memberGet(member, instances, path, REQUEST_TIMEOUT_MS);
    } catch (error) {
      failure = error instanceof TimeoutError ? 'timeout' : 'error';
    }
    const ms = performance.now() - started;
    const stats = measuring?.get(page);
    if (stats) {
      stats.total += 1;
      if (failure === 'timeout') stats.timeouts += 1;
      else if (failure === 'error') stats.errors += 1;
    }
    if (answer) {
      const ok = answer.status >= 200 && answer.status < 300;
      let leaks: string[] = [];
      let signedIn = true;
      if (ok && DOCUMENT_PAGES.has(page)) {
        const html = answer.body.toString('utf8');
        leaks = leakCheck(member, html);
        if (namesItself.has(page)) signedIn = html.includes(member.name);
      }
      // Leaks count whenever they happen, measured window or not.
      if (leaks.length > 0) {
        leaksTotal += 1;
        if (leakSamples.length < 10)
          leakSamples.push(`${member.name} got ${path} naming ${leaks.slice(0, 5).join(', ')}`);
      }
      if (stats) {
        if (!ok) {
          stats.non2xx += 1;
          stats.statuses.set(answer.status, (stats.statuses.get(answer.status) ?? 0) + 1);
        } else if (!signedIn) {
          stats.notSignedIn += 1;
        } else {
          stats.ok += 1;
          stats.latencies.push(ms);
          stats.bytes += answer.body.byteLength;
          if (!answer.reusedSocket) stats.newConnections.push(ms);
        }
        if (leaks.length > 0) stats.leaks += 1;
      }
    }
    await sleep(THINK_MS * (0.5 + Math.random()));
  };
  while (!stopLoad) {
    const notice = notices[Math.floor(Math.random() * notices.length)]!;
    await visit('result', '/result');
    await visit('notice', `/notice/${notice.id}/pdf`);
    if (notice.pdfFileId) await visit('pdf', `/api/files/${notice.pdfFileId}`);
    await visit('dashboard', '/dashboard');
  }
}

function emptyStats(): PageStats {
  return {
    latencies: [],
    total: 0,
    ok: 0,
    non2xx: 0,
    statuses: new Map(),
    timeouts: 0,
    errors: 0,
    leaks: 0,
    notSignedIn: 0,
    bytes: 0,
    newConnections: [],
  };
}

/** 10.x.y.z, one per member: the rate limits count each member as a phone of its own. */
function ipOf(index: number): string {
  const n = index + 1;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

// ── Signing up and in for real.

type SignedUp = { email: string; password: string; name: string; cookie: string };

/**
 * Signs a new account up through the API, follows the confirmation link from the mail the instance sent
 * to the SMTP sink, and signs in: the session cookie.
 */
async function signUpMember(
  origin: string,
  smtp: Awaited<ReturnType<typeof startSmtpCapture>>,
  name: string,
  ip: string | undefined,
  email = `resultday-${randomBytes(4).toString('hex')}@example.com`,
): Promise<SignedUp> {
  const password = `resultday-${randomBytes(6).toString('hex')}`;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    origin,
    ...(ip ? { 'x-forwarded-for': ip } : {}),
  };
  const signUp = await call(`${origin}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password, name }),
  });
  expectStatus(signUp, 200, 'sign-up');
  const mail = await smtp.waitFor((m) => m.to.includes(email), 30_000);
  const link = decodeQuotedPrintable(mail.raw).match(/https?:\/\/[^\s"<>]*verify-email[^\s"<>]*/)?.[0];
  if (!link) throw new Error('no confirmation link in the mail');
  const confirmed = await call(link.replace(/&amp;/g, '&'), { headers: ip ? { 'x-forwarded-for': ip } : {} });
  if (confirmed.status >= 400) throw new Error(`the confirmation link answered ${confirmed.status}`);
  const signIn = await call(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  });
  expectStatus(signIn, 200, 'sign-in');
  return { email, password, name, cookie: sessionCookie(signIn.headers, 'sign-in') };
}

function sessionCookie(headers: IncomingHttpHeaders, what: string): string {
  const cookies = (headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]!);
  if (!cookies.some((cookie) => cookie.includes('session_token='))) {
    throw new Error(`${what} set no session cookie (set-cookie: ${JSON.stringify(headers['set-cookie'] ?? [])})`);
  }
  return cookies.join('; ');
}

/**
 * A signed-in document is the member's: it names them (the server renders the page with the session), or
 * else at least it differs from what a visitor without a session gets at the same URL.
 */
async function checkSignedIn(origin: string, path: string, body: Buffer, name: string, cookie: string): Promise<void> {
  if (body.includes(name)) return;
  const anonymous = await get(`${origin}${path}`);
  if (anonymous.body.equals(body)) {
    throw new Error(
      `GET ${path} with the session cookie is the signed-out document: not signed in (cookie ${cookie.slice(0, 30)}…)`,
    );
  }
  console.log(`  (note: ${path} does not hold the member's name; it differs from the signed-out document)`);
}

// ── Measuring with autocannon.

/** Every autocannon row: a warm-up, then the measured run. */
const ROW: RowOptions = {
  connections: CONNECTIONS,
  warmupS: WARMUP_S,
  durationS: DURATION_S,
  timeoutS: REQUEST_TIMEOUT_MS / 1000,
};

/** The app still works through what autocannon left: wait behind it, then a short pause, so the next row starts on an idle server. */
async function drain(url: string, headers: Record<string, string> = {}): Promise<void> {
  await requestBehindBacklog(url, headers);
  await sleep(500);
}

// ── Helpers.

function stepList(value: string | undefined, members: number): number[] {
  if (value) {
    const steps = value
      .split(',')
      .map((part) => Number(part.trim()))
      .filter((n) => Number.isInteger(n) && n > 0)
      .map((n) => Math.min(n, members));
    if (steps.length > 0) return [...new Set(steps)].sort((a, b) => a - b);
  }
  const steps = [100, 250, 500, 1_000];
  for (let n = 2_000; n < members; n *= 2) steps.push(n);
  return [...steps.filter((n) => n < members), members];
}

function randomCode(length: number): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  return Array.from(randomBytes(length), (byte) => alphabet[byte % alphabet.length]).join('');
}

await runBenchmark(main, { watchdogMs: WATCHDOG_MS, onStop: () => (stopLoad = true) });
