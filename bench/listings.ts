/**
 * Benchmark of the job listings (`GET /api/jobs`) on 100,000 recruitments, next to a bare
 * `node:http` server returning a body of the same size, anonymous and signed in (one member, signed in
 * through the real sign-in endpoint). See bench/README.md for what it measures.
 *
 *   node bench/listings.ts              (Node 24: /work/main/node_modules/.bin/node bench/listings.ts)
 *
 * Environment:
 *   BENCH_DATABASE_URL  a PostgreSQL server to use (a superuser URL: the benchmark creates and drops its
 *                       own database there); default: an embedded PostgreSQL in a temporary directory
 *   BENCH_ROWS          recruitments to load (default 100000)
 *   BENCH_DURATION      measured seconds per scenario (default 10; each is preceded by a 2 s warm-up)
 *   BENCH_CONNECTIONS   concurrent connections (default 50)
 *   BENCH_KEEP_DATABASE 1: with BENCH_DATABASE_URL, keep the loaded database instead of dropping it
 *
 * Exit code: 0 whether or not the targets are met (it is a measurement), 1 when any request failed
 * (connection error, timeout or a non-2xx answer) or the run itself failed.
 */
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import {
  jobsQuery,
  STATES,
  type QualificationSlug,
  type SectorSlug,
  type StateSlug,
  type RecruitmentContent,
} from '@jobportal/shared';
import { mulberry32 } from '@jobportal/shared/testing/response-sheets';
import type { Database } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import * as schema from '../apps/server/src/db/schema.ts';
import { readDemoRecruitments } from '../apps/server/src/db/seed/demo-content.ts';
import { loadConfig } from '../apps/server/src/config/config.ts';
import { hashPassword } from '../apps/server/src/modules/auth/password.ts';
import { createJobsRepository } from '../apps/server/src/modules/jobs/jobs.repository.ts';
import { measureRow, requestBehindBacklog, type Measurement } from './kit/load.ts';
import { expectReply, startChild, startRawServer } from './kit/processes.ts';
import { fixed, printTable, seconds, verdict } from './kit/report.ts';
import { machineDescription, positiveInt, printLoadBefore, runBenchmark, sleep } from './kit/run.ts';
import { freshDatabase, postgresServer, printPostgresVersion, withClient } from './kit/services.ts';
import type { ServerCommand, ServerReply } from './listings-server.ts';

const ROWS = positiveInt(process.env['BENCH_ROWS'], 100_000);
const DURATION_S = positiveInt(process.env['BENCH_DURATION'], 10);
const CONNECTIONS = positiveInt(process.env['BENCH_CONNECTIONS'], 50);
/** Keep the loaded database at the end (only with BENCH_DATABASE_URL), e.g. to EXPLAIN other queries. */
const KEEP_DATABASE = process.env['BENCH_KEEP_DATABASE'] === '1';
const WARMUP_S = 2;
const BATCH_ROWS = 5_000;
/** The whole run is bounded: past this, clean up and give up. */
const WATCHDOG_MS = 9 * 60_000;

const TARGETS = {
  /** The filtered list: at least this share of the raw server's requests per second… */
  filteredMinRatio: 0.25,
  /** …with p99 latency at most this (ms). */
  filteredMaxP99: 50,
  /** Search p95 latency at most this (ms). */
  searchMaxP95: 30,
  /** Signed in, the same list: at least this share of the anonymous (cached) requests per second (decision 019). */
  signedInMinRatio: 0.5,
};

/**
 * `ceiling`: the app without any database work, for context (its body is tiny, so it is no baseline).
 * `uncached`: every request gets a different URL (`&_=<n>`, which the API ignores), so the app's response
 * cache never answers and each request runs its queries: the cost of a search nobody made in the last 10 s.
 * `signed-in`: the same URL with a member's session cookie (the answer carries the member's eligibility
 * verdicts, is `private` and never comes from the response cache), compared with the anonymous scenario
 * named by `anonymous`.
 */
type Role = 'raw' | 'list' | 'filtered' | 'search' | 'ceiling' | 'uncached' | 'signed-in';
type Scenario = { name: string; path: string; role: Role; anonymous?: string };

const SCENARIOS: Scenario[] = [
  { name: 'raw node:http (same body)', path: '/api/jobs', role: 'raw' },
  { name: '/api/jobs (first page)', path: '/api/jobs', role: 'list' },
  { name: '/api/jobs?cat=railway', path: '/api/jobs?cat=railway', role: 'filtered' },
  { name: '/api/jobs?q=railway bharti', path: '/api/jobs?q=railway%20bharti', role: 'search' },
  { name: '/api/jobs?q=भर्ती', path: `/api/jobs?q=${encodeURIComponent('भर्ती')}`, role: 'search' },
  {
    name: '/api/jobs (first page), signed in',
    path: '/api/jobs',
    role: 'signed-in',
    anonymous: '/api/jobs (first page)',
  },
  {
    name: '/api/jobs?cat=railway, signed in',
    path: '/api/jobs?cat=railway',
    role: 'signed-in',
    anonymous: '/api/jobs?cat=railway',
  },
  // An unknown category is answered `{ items: [], total: 0 }` without a query: Fastify, helmet, etag and
  // the zod serializer only. Not a target; an upper bound for the app on this machine.
  { name: 'app, no query (?cat=none)', path: '/api/jobs?cat=none', role: 'ceiling' },
  { name: 'no cache: ?cat=railway', path: '/api/jobs?cat=railway', role: 'uncached' },
  { name: 'no cache: ?q=railway bharti', path: '/api/jobs?q=railway%20bharti', role: 'uncached' },
  { name: 'no cache: ?q=भर्ती', path: `/api/jobs?q=${encodeURIComponent('भर्ती')}`, role: 'uncached' },
];

/** A different URL for every request of an `uncached` scenario. */
let cacheBuster = 0;
const bust = (path: string) => `${path}${path.includes('?') ? '&' : '?'}_=${(cacheBuster += 1)}`;

// ── Main.

async function main(): Promise<number> {
  console.log(`JobPortal listings benchmark, ${new Date().toISOString()}`);
  console.log(
    `${machineDescription()}; ${ROWS.toLocaleString('en-US')} recruitments, ` +
      `${CONNECTIONS} connections, ${WARMUP_S} s warm-up + ${DURATION_S} s per scenario\n`,
  );
  printLoadBefore();

  // 1. A PostgreSQL server: the given one, or an embedded one in a temporary directory, a throwaway
  // cluster: durability only slows the loader down. Reads are unaffected.
  const adminUrl = await postgresServer({
    settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' },
  });

  // 2. A fresh database, migrated and loaded.
  const { url, name: database } = await freshDatabase(adminUrl, 'jobportal_bench_', {
    ...(KEEP_DATABASE && process.env['BENCH_DATABASE_URL']
      ? { keep: (name: string) => `\nBENCH_KEEP_DATABASE: database ${name} is kept for inspection.` }
      : {}),
  });
  await runMigrations(url);
  await printPostgresVersion(url, database);
  await loadRecruitments(url, ROWS);

  // 3. The real application, in a process of its own, and a member signed in to it.
  const metricsToken = randomBytes(24).toString('base64url');
  const app = await startApp({ kind: 'app', databaseUrl: url, metricsToken });
  const appOrigin = `http://127.0.0.1:${app.port}`;
  const scrape = () => scrapeRequestHistogram(appOrigin, metricsToken);
  const cookie = await signedInMember(url, appOrigin);
  const headersOf = (scenario: Scenario) => (scenario.role === 'signed-in' ? { cookie } : undefined);

  // Every scenario must answer 200 before it is measured; the first page's body feeds the baseline.
  // Each is also timed alone (no concurrency): the cost of one request without any queueing.
  const probes = new Map<string, Probe>();
  let firstPageBody = '';
  for (const scenario of SCENARIOS) {
    if (scenario.role === 'raw') continue;
    const response = await fetch(`${appOrigin}${scenario.path}`, { headers: headersOf(scenario) });
    const body = await response.text();
    if (response.status !== 200) throw new Error(`${scenario.path} answered ${response.status}: ${body}`);
    const page = JSON.parse(body) as { total: number; items: Array<{ eligibility?: unknown }> };
    // Signed in, every card carries the member's verdict; anonymous, none does.
    if (scenario.role === 'signed-in' && !page.items.some((item) => item.eligibility !== undefined)) {
      throw new Error(`${scenario.name}: the answer carries no eligibility verdict: the session was not used`);
    }
    const alone = await sequentialLatency(appOrigin, scenario.path, scenario.role === 'uncached', headersOf(scenario));
    probes.set(scenario.name, { bytes: Buffer.byteLength(body), total: page.total, alone });
    if (scenario.role === 'list') firstPageBody = body;
  }

  // 4. The baseline: a bare node:http server answering with the very same bytes and content type.
  const raw = await startRawServer([
    {
      path: '/api/jobs',
      contentType: 'application/json; charset=utf-8',
      body: Buffer.from(firstPageBody).toString('base64'),
    },
  ]);
  const rawOrigin = raw.origin;
  const rawProbe = await fetch(`${rawOrigin}/api/jobs`);
  probes.set(SCENARIOS[0]!.name, {
    bytes: (await rawProbe.arrayBuffer()).byteLength,
    total: null,
    alone: await sequentialLatency(rawOrigin, '/api/jobs', false),
  });

  // 5. Measure, one scenario after the other.
  console.log('');
  const results: ScenarioResult[] = [];
  for (const scenario of SCENARIOS) {
    const target = `${scenario.role === 'raw' ? rawOrigin : appOrigin}${scenario.path}`;
    const headers = headersOf(scenario);
    process.stdout.write(`measuring ${scenario.name} … `);
    let before: Awaited<ReturnType<typeof scrape>> | undefined;
    const { measurement, window: after } = await measureRow(
      target,
      {
        connections: CONNECTIONS,
        warmupS: WARMUP_S,
        durationS: DURATION_S,
        headers,
        ...(scenario.role === 'uncached' ? { path: bust } : {}),
        drain: () => drain(target, url, headers),
      },
      // The app's metrics around the row, the second scrape once the drain is over.
      scenario.role === 'raw'
        ? undefined
        : { open: async () => (before = await scrape()), close: scrape, afterDrain: true },
    );
    results.push({ ...measurement, scenario, probe: probes.get(scenario.name)! });
    console.log(
      `${fixed(measurement.rps, 0)} req/s, p99 ${fixed(measurement.p99, 1)} ms` +
        (measurement.timeouts > 0 ? `, ${measurement.timeouts} timed out` : ''),
    );
    // The app's own metrics, scraped before and after the row: the histogram of this route moved.
    if (before && after) {
      for (const [series, now] of after) {
        const was = before.get(series) ?? { count: 0, sum: 0 };
        const count = now.count - was.count;
        if (count <= 0) continue;
        console.log(
          `  /metrics: http_request_duration_seconds${series} count +${count} (autocannon: ${measurement.requests}), ` +
            `sum +${fixed(now.sum - was.sum, 2)} s (mean ${fixed((1000 * (now.sum - was.sum)) / count, 2)} ms)`,
        );
      }
    }
  }

  // 6. Report.
  const failedRequests = report(results);

  // Where the time goes: the plans of the queries the repository generates, now that the app is idle.
  await explainQueries(url);

  return failedRequests > 0 ? 1 : 0;
}

// ── Loading 100,000 recruitments.

/** Deterministic pseudo-random numbers (mulberry32), so every run loads the same rows. */
function createRandom(seed: number) {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const chance = (p: number) => next() < p;
  const weighted = <T>(items: ReadonlyArray<readonly [T, number]>): T => {
    let r = next() * items.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [item, weight] of items) {
      r -= weight;
      if (r < 0) return item;
    }
    return items[items.length - 1]![0];
  };
  return { next, int, pick, chance, weighted };
}
type Random = ReturnType<typeof createRandom>;

type Organisation = { name: string; short: string; site: string; hi: string; state?: StateSlug };
type SectorVocabulary = {
  weight: number;
  hi: string;
  /** Share of this sector's recruitments open to all of India (no states). */
  allIndia: number;
  organisations: Organisation[];
  exams: string[];
  posts: Array<[en: string, hi: string]>;
  qualifications: QualificationSlug[];
};

/** Realistic names per sector, English and Hindi, from which titles and summaries are built. */
const VOCABULARY: Record<SectorSlug, SectorVocabulary> = {
  ssc: {
    weight: 12,
    hi: 'एसएससी',
    allIndia: 0.9,
    organisations: [{ name: 'Staff Selection Commission', short: 'SSC', site: 'ssc.gov.in', hi: 'कर्मचारी चयन आयोग' }],
    exams: ['CGL', 'CHSL', 'MTS', 'GD Constable', 'Stenographer', 'JE', 'Selection Post', 'CPO'],
    posts: [
      ['Assistant Section Officer', 'सहायक अनुभाग अधिकारी'],
      ['Lower Division Clerk', 'निम्न श्रेणी लिपिक'],
      ['Multi Tasking Staff', 'मल्टी टास्किंग स्टाफ'],
      ['Stenographer Grade C', 'स्टेनोग्राफर ग्रेड सी'],
      ['Junior Engineer', 'जूनियर इंजीनियर'],
      ['Tax Assistant', 'कर सहायक'],
      ['Sub Inspector', 'सब इंस्पेक्टर'],
    ],
    qualifications: ['10th', '12th', 'graduate'],
  },
  upsc: {
    weight: 6,
    hi: 'यूपीएससी',
    allIndia: 1,
    organisations: [
      { name: 'Union Public Service Commission', short: 'UPSC', site: 'upsc.gov.in', hi: 'संघ लोक सेवा आयोग' },
    ],
    exams: ['Civil Services', 'Engineering Services', 'CDS', 'NDA', 'CAPF', 'EPFO', 'Combined Medical Services'],
    posts: [
      ['Civil Services Officer', 'सिविल सेवा अधिकारी'],
      ['Assistant Commandant', 'सहायक कमांडेंट'],
      ['Enforcement Officer', 'प्रवर्तन अधिकारी'],
      ['Medical Officer', 'चिकित्सा अधिकारी'],
      ['Assistant Engineer', 'सहायक अभियंता'],
    ],
    qualifications: ['graduate', 'post-graduate', '12th'],
  },
  railway: {
    weight: 14,
    hi: 'रेलवे',
    allIndia: 0.6,
    organisations: [
      { name: 'Railway Recruitment Board', short: 'RRB', site: 'rrb.gov.in', hi: 'रेलवे भर्ती बोर्ड' },
      { name: 'Railway Recruitment Cell', short: 'RRC', site: 'rrc.gov.in', hi: 'रेलवे भर्ती प्रकोष्ठ' },
      { name: 'Konkan Railway Corporation', short: 'KRCL', site: 'konkanrailway.com', hi: 'कोंकण रेलवे' },
    ],
    exams: ['NTPC', 'Group D', 'ALP', 'JE', 'Technician', 'Section Controller', 'Paramedical'],
    posts: [
      ['Station Master', 'स्टेशन मास्टर'],
      ['Goods Train Manager', 'गुड्स ट्रेन मैनेजर'],
      ['Assistant Loco Pilot', 'सहायक लोको पायलट'],
      ['Technician Grade III', 'तकनीशियन ग्रेड III'],
      ['Track Maintainer', 'ट्रैक मेंटेनर'],
      ['Commercial cum Ticket Clerk', 'वाणिज्य सह टिकट लिपिक'],
      ['Apprentice', 'अप्रेंटिस'],
    ],
    qualifications: ['10th', '12th', 'iti', 'diploma', 'graduate'],
  },
  bank: {
    weight: 14,
    hi: 'बैंक',
    allIndia: 0.75,
    organisations: [
      {
        name: 'Institute of Banking Personnel Selection',
        short: 'IBPS',
        site: 'ibps.in',
        hi: 'बैंकिंग कार्मिक चयन संस्थान',
      },
      { name: 'State Bank of India', short: 'SBI', site: 'sbi.co.in', hi: 'भारतीय स्टेट बैंक' },
      { name: 'Reserve Bank of India', short: 'RBI', site: 'rbi.org.in', hi: 'भारतीय रिज़र्व बैंक' },
      { name: 'Bank of Baroda', short: 'BOB', site: 'bankofbaroda.in', hi: 'बैंक ऑफ़ बड़ौदा' },
      { name: 'Punjab National Bank', short: 'PNB', site: 'pnbindia.in', hi: 'पंजाब नेशनल बैंक' },
    ],
    exams: ['PO', 'Clerk', 'SO', 'RRB Officer Scale I', 'Grade B', 'Office Assistant'],
    posts: [
      ['Probationary Officer', 'परिवीक्षाधीन अधिकारी'],
      ['Clerk', 'लिपिक'],
      ['Specialist Officer', 'विशेषज्ञ अधिकारी'],
      ['Office Assistant', 'कार्यालय सहायक'],
      ['Grade B Officer', 'ग्रेड बी अधिकारी'],
    ],
    qualifications: ['graduate', 'post-graduate'],
  },
  defence: {
    weight: 10,
    hi: 'रक्षा',
    allIndia: 0.8,
    organisations: [
      { name: 'Indian Army', short: 'Army', site: 'joinindianarmy.nic.in', hi: 'भारतीय सेना' },
      { name: 'Indian Navy', short: 'Navy', site: 'joinindiannavy.gov.in', hi: 'भारतीय नौसेना' },
      { name: 'Indian Air Force', short: 'IAF', site: 'agnipathvayu.cdac.in', hi: 'भारतीय वायु सेना' },
      { name: 'Indian Coast Guard', short: 'ICG', site: 'joinindiancoastguard.cdac.in', hi: 'भारतीय तटरक्षक' },
    ],
    exams: ['Agniveer', 'Technical Entry Scheme', 'SSC Tech', 'AFCAT', 'Navik', 'TGC'],
    posts: [
      ['Agniveer General Duty', 'अग्निवीर जनरल ड्यूटी'],
      ['Agniveer Tradesman', 'अग्निवीर ट्रेड्समैन'],
      ['Sailor', 'नाविक'],
      ['Airman', 'वायुसैनिक'],
      ['Short Service Commission Officer', 'शॉर्ट सर्विस कमीशन अधिकारी'],
    ],
    qualifications: ['8th', '10th', '12th', 'graduate'],
  },
  police: {
    weight: 14,
    hi: 'पुलिस',
    allIndia: 0.3,
    organisations: [
      {
        name: 'Uttar Pradesh Police Recruitment and Promotion Board',
        short: 'UPPRPB',
        site: 'uppbpb.gov.in',
        hi: 'उत्तर प्रदेश पुलिस भर्ती एवं प्रोन्नति बोर्ड',
        state: 'uttar-pradesh',
      },
      {
        name: 'Central Selection Board of Constable',
        short: 'CSBC Bihar',
        site: 'csbc.bih.nic.in',
        hi: 'केंद्रीय सिपाही चयन पर्षद',
        state: 'bihar',
      },
      {
        name: 'Rajasthan Police',
        short: 'Raj Police',
        site: 'police.rajasthan.gov.in',
        hi: 'राजस्थान पुलिस',
        state: 'rajasthan',
      },
      { name: 'Delhi Police', short: 'Delhi Police', site: 'delhipolice.gov.in', hi: 'दिल्ली पुलिस', state: 'delhi' },
      { name: 'Railway Protection Force', short: 'RPF', site: 'rpf.indianrailways.gov.in', hi: 'रेलवे सुरक्षा बल' },
      { name: 'Central Reserve Police Force', short: 'CRPF', site: 'crpf.gov.in', hi: 'केंद्रीय रिज़र्व पुलिस बल' },
      { name: 'Border Security Force', short: 'BSF', site: 'bsf.gov.in', hi: 'सीमा सुरक्षा बल' },
    ],
    exams: ['Constable', 'Sub Inspector', 'Head Constable', 'Jail Warder', 'Constable Driver'],
    posts: [
      ['Constable', 'सिपाही'],
      ['Sub Inspector', 'उप निरीक्षक'],
      ['Head Constable', 'हेड कांस्टेबल'],
      ['Jail Warder', 'जेल वार्डर'],
      ['Fireman', 'फायरमैन'],
    ],
    qualifications: ['8th', '10th', '12th', 'graduate'],
  },
  teaching: {
    weight: 14,
    hi: 'शिक्षण',
    allIndia: 0.3,
    organisations: [
      { name: 'Kendriya Vidyalaya Sangathan', short: 'KVS', site: 'kvsangathan.nic.in', hi: 'केंद्रीय विद्यालय संगठन' },
      { name: 'Navodaya Vidyalaya Samiti', short: 'NVS', site: 'navodaya.gov.in', hi: 'नवोदय विद्यालय समिति' },
      {
        name: 'Rajasthan Staff Selection Board',
        short: 'RSSB',
        site: 'rssb.rajasthan.gov.in',
        hi: 'राजस्थान कर्मचारी चयन बोर्ड',
        state: 'rajasthan',
      },
      {
        name: 'Uttar Pradesh Education Service Selection Commission',
        short: 'UPESSC',
        site: 'upessc.up.gov.in',
        hi: 'उत्तर प्रदेश शिक्षा सेवा चयन आयोग',
        state: 'uttar-pradesh',
      },
      {
        name: 'Teachers Recruitment Board Tamil Nadu',
        short: 'TN TRB',
        site: 'trb.tn.gov.in',
        hi: 'तमिलनाडु शिक्षक भर्ती बोर्ड',
        state: 'tamil-nadu',
      },
    ],
    exams: ['TGT', 'PGT', 'PRT', 'TET', 'STET', 'Assistant Professor'],
    posts: [
      ['Primary Teacher', 'प्राथमिक शिक्षक'],
      ['Trained Graduate Teacher', 'प्रशिक्षित स्नातक शिक्षक'],
      ['Post Graduate Teacher', 'स्नातकोत्तर शिक्षक'],
      ['Lecturer', 'व्याख्याता'],
      ['Librarian', 'पुस्तकालयाध्यक्ष'],
    ],
    qualifications: ['12th', 'diploma', 'graduate', 'post-graduate'],
  },
  psu: {
    weight: 8,
    hi: 'सार्वजनिक उपक्रम',
    allIndia: 0.7,
    organisations: [
      { name: 'Oil and Natural Gas Corporation', short: 'ONGC', site: 'ongcindia.com', hi: 'तेल एवं प्राकृतिक गैस निगम' },
      { name: 'NTPC Limited', short: 'NTPC', site: 'ntpc.co.in', hi: 'एनटीपीसी लिमिटेड' },
      { name: 'Bharat Heavy Electricals Limited', short: 'BHEL', site: 'bhel.com', hi: 'भारत हेवी इलेक्ट्रिकल्स लिमिटेड' },
      { name: 'Indian Oil Corporation Limited', short: 'IOCL', site: 'iocl.com', hi: 'इंडियन ऑयल कॉर्पोरेशन' },
      { name: 'Coal India Limited', short: 'CIL', site: 'coalindia.in', hi: 'कोल इंडिया लिमिटेड' },
    ],
    exams: ['GATE', 'Apprentice', 'Management Trainee', 'Executive Trainee', 'Junior Engineer Trainee'],
    posts: [
      ['Graduate Engineer Trainee', 'ग्रेजुएट इंजीनियर ट्रेनी'],
      ['Apprentice', 'अप्रेंटिस'],
      ['Management Trainee', 'मैनेजमेंट ट्रेनी'],
      ['Executive Trainee', 'एग्जीक्यूटिव ट्रेनी'],
      ['Junior Engineer', 'जूनियर इंजीनियर'],
    ],
    qualifications: ['iti', 'diploma', 'graduate', 'post-graduate'],
  },
  'state-psc': {
    weight: 8,
    hi: 'राज्य लोक सेवा आयोग',
    allIndia: 0,
    organisations: [
      {
        name: 'Uttar Pradesh Public Service Commission',
        short: 'UPPSC',
        site: 'uppsc.up.nic.in',
        hi: 'उत्तर प्रदेश लोक सेवा आयोग',
        state: 'uttar-pradesh',
      },
      {
        name: 'Bihar Public Service Commission',
        short: 'BPSC',
        site: 'bpsc.bih.nic.in',
        hi: 'बिहार लोक सेवा आयोग',
        state: 'bihar',
      },
      {
        name: 'Rajasthan Public Service Commission',
        short: 'RPSC',
        site: 'rpsc.rajasthan.gov.in',
        hi: 'राजस्थान लोक सेवा आयोग',
        state: 'rajasthan',
      },
      {
        name: 'Madhya Pradesh Public Service Commission',
        short: 'MPPSC',
        site: 'mppsc.mp.gov.in',
        hi: 'मध्य प्रदेश लोक सेवा आयोग',
        state: 'madhya-pradesh',
      },
      {
        name: 'Tamil Nadu Public Service Commission',
        short: 'TNPSC',
        site: 'tnpsc.gov.in',
        hi: 'तमिलनाडु लोक सेवा आयोग',
        state: 'tamil-nadu',
      },
      {
        name: 'Haryana Public Service Commission',
        short: 'HPSC',
        site: 'hpsc.gov.in',
        hi: 'हरियाणा लोक सेवा आयोग',
        state: 'haryana',
      },
    ],
    exams: ['Combined State Services', 'PCS', 'RAS', 'Assistant Engineer', 'Lecturer', 'Group 4'],
    posts: [
      ['Deputy Collector', 'डिप्टी कलेक्टर'],
      ['Block Development Officer', 'खंड विकास अधिकारी'],
      ['Assistant Engineer', 'सहायक अभियंता'],
      ['Naib Tehsildar', 'नायब तहसीलदार'],
      ['Assistant Prosecution Officer', 'सहायक अभियोजन अधिकारी'],
    ],
    qualifications: ['graduate', 'post-graduate', 'diploma'],
  },
};

const SECTOR_WEIGHTS = Object.entries(VOCABULARY).map(([slug, v]) => [slug as SectorSlug, v.weight] as const);
const STATE_SLUG_LIST = STATES.map((state) => state.slug);
const STATE_NAMES = new Map<string, string>(STATES.map((state) => [state.slug, state.en]));
const STAGES = [
  'a computer based test',
  'a written examination',
  'document verification',
  'a physical efficiency test',
  'a medical examination',
  'an interview',
  'a skill test',
  'a typing test',
];
const PAY_SCALES = [
  'Level 1 (₹18,000–56,900)',
  'Level 2 (₹19,900–63,200)',
  'Level 4 (₹25,500–81,100)',
  'Level 5 (₹29,200–92,300)',
  'Level 6 (₹35,400–1,12,400)',
  'Level 7 (₹44,900–1,42,400)',
  'Level 10 (₹56,100–1,77,500)',
  '₹30,000 a month in the first year',
  'Stipend as per the Apprentices Act',
];

/** Columns loaded, with the PostgreSQL type of the array each one is sent as. */
const COLUMNS = [
  ['slug', 'text'],
  ['title', 'text'],
  ['title_hi', 'text'],
  ['organisation_name', 'text'],
  ['organisation_short_name', 'text'],
  ['organisation_website', 'text'],
  ['exam_name', 'text'],
  ['advertisement_no', 'text'],
  ['summary', 'text'],
  ['summary_hi', 'text'],
  ['sector', 'text'],
  ['states', 'text'],
  ['qualifications', 'text'],
  ['status', 'text'],
  ['publish_at', 'timestamptz'],
  ['published_at', 'timestamptz'],
  ['total_vacancies', 'int'],
  ['pay_scale', 'text'],
  ['job_location', 'text'],
  ['application_start', 'date'],
  ['last_date', 'date'],
  ['details', 'int'],
  ['official_source_url', 'text'],
  ['last_verified_at', 'date'],
] as const;
type Column = (typeof COLUMNS)[number][0];
type Row = Record<Column, string | number | null>;

/**
 * One multi-row INSERT per batch: every column arrives as one array parameter and `unnest` turns them
 * into rows. `states` and `qualifications` come comma-joined (unnest would flatten a 2-D array);
 * `details` is an index into the last parameter, a JSON array of demo details. The `search` column
 * is generated by PostgreSQL.
 */
const INSERT_SQL = (() => {
  const detailsParam = `$${COLUMNS.length + 1}`;
  const select = COLUMNS.map(([name]) => {
    if (name === 'states' || name === 'qualifications') return `string_to_array(r.${name}, ',')`;
    if (name === 'details') return `(${detailsParam}::jsonb) -> r.details`;
    return `r.${name}`;
  });
  return [
    `INSERT INTO recruitments (${COLUMNS.map(([name]) => name).join(', ')})`,
    `SELECT ${select.join(', ')}`,
    `FROM unnest(${COLUMNS.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')})`,
    `AS r(${COLUMNS.map(([name]) => name).join(', ')})`,
  ].join('\n');
})();

function isoDay(day: Date): string {
  return day.toISOString().slice(0, 10);
}

function addDays(isoDate: string, days: number): string {
  const day = new Date(`${isoDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return isoDay(day);
}

/** Today's date in India (UTC+05:30), the day every last date is meant in. */
function todayInIndia(): string {
  return isoDay(new Date(Date.now() + 330 * 60_000));
}

function generateRow(index: number, random: Random, today: string, detailsBySector: Map<string, number[]>): Row {
  const sector = random.weighted(SECTOR_WEIGHTS);
  const vocabulary = VOCABULARY[sector];
  const organisation = random.pick(vocabulary.organisations);
  const exam = random.chance(0.85) ? random.pick(vocabulary.exams) : null;
  const [post, postHi] = random.pick(vocabulary.posts);

  // Dates: last dates spread from 200 days ago to 200 days ahead; a few are not announced yet.
  const lastDate = random.chance(0.03) ? null : addDays(today, random.int(-200, 200));
  const applicationStart = lastDate ? addDays(lastDate, -random.int(21, 45)) : addDays(today, -random.int(0, 100));
  const year = applicationStart.slice(0, 4);

  const status = random.weighted([
    ['published', 90],
    ['draft', 3.5],
    ['archived', 4],
    ['scheduled', 2.5],
  ] as const);
  const publishAt =
    status === 'scheduled'
      ? new Date(Date.now() + (random.chance(0.5) ? 1 : -1) * random.int(1, 30) * 86_400_000).toISOString()
      : null;
  const publishedAt = status === 'published' || status === 'archived' ? `${applicationStart}T04:30:00Z` : null;

  let states: string[] = [];
  if (organisation.state) states = [organisation.state];
  else if (!random.chance(vocabulary.allIndia)) {
    states = [random.pick(STATE_SLUG_LIST)];
    if (random.chance(0.25)) states = [...new Set([...states, random.pick(STATE_SLUG_LIST)])];
  }
  const qualifications = random.chance(0.7)
    ? [random.pick(vocabulary.qualifications)]
    : [...new Set([random.pick(vocabulary.qualifications), random.pick(vocabulary.qualifications)])];

  // Vacancies: mostly tens to hundreds, now and then tens of thousands.
  const vacancies = random.chance(0.05) ? null : Math.round(Math.exp(Math.log(5) + random.next() * Math.log(4000)));
  const count = vacancies === null ? 'Various' : vacancies.toLocaleString('en-IN');
  const posts = vacancies === 1 ? 'Post' : 'Posts';
  const examName = exam ? `${exam} ${year}` : null;
  const short = organisation.short;

  const title = random.weighted<() => string>([
    [() => `${short} ${exam ?? post} Recruitment ${year}: ${count} ${post} ${posts}`, 40],
    [() => `${short} ${post} Vacancy ${year}: Apply Online for ${count} ${posts}`, 14],
    [() => `${short} ${exam ?? post} Bharti ${year}: ${count} ${posts}`, 8],
    [() => `${short} ${exam ?? post} ${year} Notification Out for ${count} ${post} ${posts}`, 20],
    [() => `${organisation.name} ${post} Online Form ${year}`, 12],
    [() => `${short} ${post} ${year}: Admit Card and Exam Date`, 6],
  ])();
  const titleHi = random.chance(0.8)
    ? random.weighted<() => string>([
        [() => `${organisation.hi} ${postHi} भर्ती ${year}: ${count} पद`, 55],
        [() => `${organisation.hi} ${postHi} अधिसूचना ${year}`, 20],
        [() => `${organisation.hi} ${postHi} ऑनलाइन आवेदन ${year}`, 15],
        [() => `${vocabulary.hi} ${postHi} रिक्ति ${year}: ${count} पद`, 10],
      ])()
    : null;

  const where =
    states.length === 0 ? 'from all over India' : `from ${states.map((s) => STATE_NAMES.get(s)).join(' and ')}`;
  const stages = [...new Set([random.pick(STAGES), random.pick(STAGES), 'document verification'])];
  let summary =
    `${organisation.name} has announced ${count} ${post} ${posts.toLowerCase()}` +
    `${exam ? ` through the ${exam} examination` : ''}. Eligible candidates ${where} with ` +
    `${qualifications.join(' or ')} qualification can apply online until the last date. ` +
    `Selection is by ${stages.join(', ')}.`;
  if (random.chance(0.3)) summary += ' Check the vacancy details, age limit, fee and how to apply below.';
  const summaryHi = random.chance(0.5)
    ? `${organisation.hi} ने ${postHi} के ${count} पदों के लिए अधिसूचना जारी की है। योग्य उम्मीदवार अंतिम तिथि तक ऑनलाइन आवेदन कर सकते हैं।`
    : null;

  const site = `https://${organisation.site}`;
  return {
    slug: `${short.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${post.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${year}-${index + 1}`,
    title,
    title_hi: titleHi,
    organisation_name: organisation.name,
    organisation_short_name: short,
    organisation_website: site,
    exam_name: examName,
    advertisement_no: random.chance(0.7) ? `${short.replace(/\s+/g, '')}/${random.int(1, 40)}/${year}` : null,
    summary,
    summary_hi: summaryHi,
    sector,
    states: states.join(','),
    qualifications: qualifications.join(','),
    status,
    publish_at: publishAt,
    published_at: publishedAt,
    total_vacancies: vacancies,
    pay_scale: random.chance(0.85) ? random.pick(PAY_SCALES) : null,
    job_location: states.length === 0 ? 'All India' : states.map((s) => STATE_NAMES.get(s)).join(', '),
    application_start: applicationStart,
    last_date: lastDate,
    details: random.pick(detailsBySector.get(sector) ?? [0]),
    official_source_url: `${site}/notices/${index + 1}`,
    last_verified_at: addDays(applicationStart, random.int(0, 5)),
  };
}

/** The demo recruitments' structured rows (dates, fees, vacancies…), as `insertContent` stores them. */
function detailsOf(content: RecruitmentContent) {
  return {
    importantDates: content.importantDates,
    fees: content.fees,
    paymentModes: content.paymentModes,
    ageLimit: content.ageLimit,
    vacancies: content.vacancies,
    eligibility: content.eligibility,
    selectionStages: content.selectionStages,
    examPattern: content.examPattern,
    howToApply: content.howToApply,
    documents: content.documents,
    faqs: content.faqs,
    links: content.links,
    corrections: content.corrections,
  };
}

async function loadRecruitments(url: string, rows: number): Promise<void> {
  const started = Date.now();
  const demo = await readDemoRecruitments();
  if (demo.length === 0) throw new Error('no demo recruitments found to take `details` from');
  const details = JSON.stringify(demo.map(detailsOf));
  const detailsBySector = new Map<string, number[]>();
  demo.forEach((content, i) =>
    detailsBySector.set(content.sector, [...(detailsBySector.get(content.sector) ?? []), i]),
  );

  const today = todayInIndia();
  const random = createRandom(20_260_101);
  // Two connections: one per core, the generated `search` column is most of the work.
  const pool = new pg.Pool({ connectionString: url, max: 2, application_name: 'jobportal-bench-loader' });
  pool.on('error', () => undefined);
  try {
    let next = 0;
    const loadBatches = async () => {
      while (next < rows) {
        const start = next;
        const size = Math.min(BATCH_ROWS, rows - start);
        next += size;
        // Generated synchronously, in batch order: the same rows every run whichever loader takes them.
        const batch = Array.from({ length: size }, (_, i) => generateRow(start + i, random, today, detailsBySector));
        const columns = COLUMNS.map(([name]) => batch.map((row) => row[name]));
        await pool.query(INSERT_SQL, [...columns, details]);
      }
    };
    await Promise.all([loadBatches(), loadBatches()]);
    const inserted = Date.now();
    // Production tables are vacuumed by autovacuum; VACUUM also merges the GIN indexes' pending lists.
    await pool.query('VACUUM (ANALYZE) recruitments');
    const { rows: counts } = await pool.query<{ status: string; n: number }>(
      'SELECT status, count(*)::int AS n FROM recruitments GROUP BY status ORDER BY n DESC',
    );
    const { rows: sizes } = await pool.query<{ size: string }>(
      `SELECT pg_size_pretty(pg_total_relation_size('recruitments')) AS size`,
    );
    console.log(
      `loaded ${rows.toLocaleString('en-US')} recruitments in ${seconds(inserted - started)} ` +
        `(+ ${seconds(Date.now() - inserted)} VACUUM ANALYZE; ${sizes[0]!.size} with indexes): ` +
        counts.map(({ status, n }) => `${status} ${n.toLocaleString('en-US')}`).join(', '),
    );
  } finally {
    await pool.end();
  }
}

// ── A member, signed in through the app's real sign-in endpoint.

/**
 * One confirmed account with a profile (category, date of birth, qualification: the list then carries an
 * eligibility verdict per card), inserted with an argon2id hash made by the app's own `hashPassword`, then
 * signed in with `POST /api/auth/sign-in/email`: the session cookie the app set.
 */
async function signedInMember(databaseUrl: string, appOrigin: string): Promise<string> {
  const id = randomBytes(16).toString('hex');
  const email = `listings-bench-${id.slice(0, 8)}@example.com`;
  const password = `listings-${randomBytes(6).toString('hex')}`;
  const hash = await hashPassword(password);
  await withClient(databaseUrl, async (client) => {
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO "user" (id, name, email, email_verified, role, banned) VALUES ($1, $2, $3, true, 'user', false)`,
      [id, 'Listings Bench Member', email],
    );
    await client.query(
      `INSERT INTO account (id, account_id, provider_id, user_id, password) VALUES ($1, $2, 'credential', $2, $3)`,
      [randomBytes(16).toString('hex'), id, hash],
    );
    await client.query(
      `INSERT INTO profiles (id, name, category, date_of_birth, qualification)
       VALUES ($1, 'Listings Bench Member', 'obc', '1998-05-10', 'graduate')`,
      [id],
    );
    await client.query('COMMIT');
  });
  // The app in listings-server.ts runs the test configuration: its origin check trusts this APP_URL.
  const origin = loadConfig({ NODE_ENV: 'test' }).appUrl;
  const response = await fetch(`${appOrigin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
  if (!cookies.some((cookie) => cookie.includes('session_token='))) throw new Error('sign-in set no session cookie');
  console.log(`member ${email} signed in through POST /api/auth/sign-in/email`);
  return cookies.join('; ');
}

// ── The app under test, in a child process of its own.

const SERVER_SCRIPT = fileURLToPath(new URL('./listings-server.ts', import.meta.url));

async function startApp(command: Extract<ServerCommand, { kind: 'app' }>): Promise<{ port: number }> {
  const child = startChild<ServerCommand, ServerReply>('app server', SERVER_SCRIPT);
  child.send(command);
  return { port: expectReply(await child.first, 'listening').port };
}

// ── Measuring.

/** A scenario's response (size, `total` matches) and its median latency when requested alone. */
type Probe = { bytes: number; total: number | null; alone: number };
type ScenarioResult = Measurement & { scenario: Scenario; probe: Probe };

/**
 * The app's request-duration histogram as `GET /metrics` (with the metrics token) shows it: count and sum
 * per label set (`{method,route,status_code}`).
 */
async function scrapeRequestHistogram(
  origin: string,
  token: string,
): Promise<Map<string, { count: number; sum: number }>> {
  const response = await fetch(`${origin}/metrics`, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`GET /metrics answered ${response.status}`);
  const series = new Map<string, { count: number; sum: number }>();
  for (const line of (await response.text()).split('\n')) {
    const match = /^http_request_duration_seconds_(count|sum)(\{[^}]*\}) (\S+)$/.exec(line);
    if (!match) continue;
    const entry = series.get(match[2]!) ?? { count: 0, sum: 0 };
    entry[match[1] as 'count' | 'sum'] = Number(match[3]);
    series.set(match[2]!, entry);
  }
  return series;
}

/** Median latency (ms) of a few requests sent one after the other, after one untimed request. */
async function sequentialLatency(
  origin: string,
  path: string,
  uncached: boolean,
  headers?: Record<string, string>,
  count = 5,
): Promise<number> {
  const url = () => `${origin}${uncached ? bust(path) : path}`;
  await (await fetch(url(), { headers })).arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const response = await fetch(url(), { headers });
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(count / 2)]!;
}

/**
 * Autocannon stops sending when its time is up but the server still works through what it had
 * accepted. One more request queues behind that backlog (the database pool is FIFO); then wait until
 * no query of the benchmark database is running any more, so the next run starts on an idle server.
 */
async function drain(target: string, databaseUrl: string, headers?: Record<string, string>): Promise<void> {
  await requestBehindBacklog(target, headers);
  await withClient(databaseUrl, async (client) => {
    for (let waited = 0; waited < 60_000; waited += 100) {
      const { rows } = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()`,
      );
      if (rows[0]!.n === 0) return;
      await sleep(100);
    }
  });
}

/** Prints the table and the verdicts; returns the number of failed requests. */
function report(results: ScenarioResult[]): number {
  const raw = results.find((r) => r.scenario.role === 'raw')!;
  const anonymousOf = (r: ScenarioResult) =>
    r.scenario.anonymous ? results.find((other) => other.scenario.name === r.scenario.anonymous) : undefined;
  const header = [
    'scenario',
    'matches',
    'body B',
    'alone ms',
    'req/s',
    '% of raw',
    '% of anon.',
    'p50 ms',
    'p90 ms',
    'p95 ms',
    'p97.5 ms',
    'p99 ms',
    'max ms',
    'non-2xx',
    'errors',
    'timeouts',
  ];
  const lines = results.map((r) => [
    r.scenario.name,
    r.probe.total === null ? '–' : r.probe.total.toLocaleString('en-US'),
    r.probe.bytes.toLocaleString('en-US'),
    fixed(r.probe.alone, 1),
    fixed(r.rps, 0),
    r.scenario.role === 'raw' ? '100%' : `${fixed((100 * r.rps) / raw.rps, 1)}%`,
    anonymousOf(r) ? `${fixed((100 * r.rps) / anonymousOf(r)!.rps, 1)}%` : '–',
    fixed(r.p50, 1),
    fixed(r.p90, 1),
    fixed(r.p95, 1),
    fixed(r.p97_5, 1),
    fixed(r.p99, 1),
    fixed(r.max, 1),
    String(r.non2xx),
    String(r.errors - r.timeouts),
    String(r.timeouts),
  ]);
  console.log(`\nResults (${CONNECTIONS} connections, ${DURATION_S} s each after a ${WARMUP_S} s warm-up):\n`);
  printTable(header, lines);
  console.log(
    '\nmatches: `total` of the response; alone: median of 5 requests sent one at a time (no concurrency);' +
      " % of anon.: a signed-in row's requests per second against the same list asked anonymously." +
      '\nLatency percentiles are computed from every 2xx response (nearest rank); autocannon itself reports' +
      ' whole milliseconds and no p95. Requests still unanswered after 10 s count as timeouts (autocannon' +
      ' counts them among its errors) and are not in the percentiles.',
  );
  for (const r of results) {
    const a = r.autocannon;
    console.log(`  ${r.scenario.name}: autocannon p50 ${a.p50}, p90 ${a.p90}, p97.5 ${a.p97_5}, p99 ${a.p99} ms`);
  }

  console.log('\nTargets:');
  for (const r of results) {
    if (r.scenario.role === 'filtered') {
      const ratio = r.rps / raw.rps;
      console.log(
        `  ${verdict(ratio >= TARGETS.filteredMinRatio)}  ${r.scenario.name}: ${fixed(100 * ratio, 1)}% of raw ` +
          `throughput (target ≥ ${100 * TARGETS.filteredMinRatio}%)`,
      );
      console.log(
        `  ${verdict(r.p99 <= TARGETS.filteredMaxP99)}  ${r.scenario.name}: p99 ${fixed(r.p99, 1)} ms ` +
          `(target ≤ ${TARGETS.filteredMaxP99} ms at ${CONNECTIONS} connections)`,
      );
    }
    if (r.scenario.role === 'signed-in') {
      const ratio = r.rps / anonymousOf(r)!.rps;
      console.log(
        `  ${verdict(ratio >= TARGETS.signedInMinRatio)}  ${r.scenario.name}: ${fixed(100 * ratio, 1)}% of the ` +
          `anonymous (cached) row (target ≥ ${100 * TARGETS.signedInMinRatio}%)`,
      );
    }
    if (r.scenario.role === 'search') {
      console.log(
        `  ${verdict(r.p95 <= TARGETS.searchMaxP95)}  ${r.scenario.name}: p95 ${fixed(r.p95, 1)} ms ` +
          `(target ≤ ${TARGETS.searchMaxP95} ms; autocannon's nearest figure, p97.5, is ` +
          (Number.isFinite(r.p95)
            ? `${r.autocannon.p97_5} ms: ${verdict(r.autocannon.p97_5 <= TARGETS.searchMaxP95)})`
            : `missing: no request was answered in time)`),
      );
    }
  }
  console.log(
    '\nEvery request is a full 200: the app sends an ETag and Cache-Control (browsers revalidate, a CDN may keep it 60 s), but autocannon' +
      ' neither caches nor revalidates (no If-None-Match), so nothing is answered 304.',
  );

  // Autocannon's `errors` include its `timeouts`.
  const failed = results.reduce((sum, r) => sum + r.non2xx + r.errors, 0);
  if (failed > 0) console.log(`\n${failed} requests failed (non-2xx, errors or timeouts): exit code 1.`);
  return failed;
}

// ── Query plans.

/** EXPLAIN ANALYZE of the exact SQL `createJobsRepository().list()` sends for each app scenario. */
async function explainQueries(url: string): Promise<void> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  pool.on('error', () => undefined);
  const captured: Array<{ query: string; params: unknown[] }> = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (query: string, params: unknown[]) => void captured.push({ query, params }) },
  }) as unknown as Database;
  const jobs = createJobsRepository(db);
  try {
    console.log('\nQuery plans (EXPLAIN (ANALYZE, BUFFERS) of the SQL the repository sends, on the idle server):');
    for (const scenario of SCENARIOS) {
      if (scenario.role === 'raw' || scenario.role === 'uncached' || scenario.role === 'signed-in') continue;
      captured.length = 0;
      const search = new URL(scenario.path, 'http://localhost').searchParams;
      await jobs.list(jobsQuery.parse(Object.fromEntries(search)));
      if (captured.length === 0) continue;
      console.log(`\n── ${scenario.name}`);
      // The page's query, then the capped count when the page is full.
      for (const { query, params } of captured) {
        const { rows } = await pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${query}`, params);
        for (const row of rows) console.log(`   ${row['QUERY PLAN']}`);
        console.log('');
      }
    }
  } finally {
    await pool.end();
  }
}

await runBenchmark(main, { watchdogMs: WATCHDOG_MS });
