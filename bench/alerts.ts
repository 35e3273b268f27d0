/**
 * Alerts benchmark (issue 17): 100,000 subscribers with mixed preferences, one recruitment published.
 * Measures the time until every matching notification row exists (target ≤ 5 s) and until every
 * instant mail reached a local SMTP server (target ≤ 2 min), with no duplicates; each against a
 * baseline measured in the same run. See bench/README.md.
 *
 *   BENCH_DATABASE_URL  a PostgreSQL server (superuser URL); default: an embedded one in a temp directory
 *   BENCH_SUBSCRIBERS   subscribers to load (100000)
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import pg from 'pg';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { createDatabase } from '../apps/server/src/db/client.ts';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded-postgres.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { createDomainEvents } from '../apps/server/src/lib/domain-events.ts';
import { startJobQueue, stopJobQueue } from '../apps/server/src/lib/job-queue.ts';
import { createAlertsRepository } from '../apps/server/src/modules/alerts/alerts.repository.ts';
import { createAlertsService } from '../apps/server/src/modules/alerts/alerts.service.ts';
import { createSmtpMailer } from '../apps/server/src/modules/mail/mailer.ts';
import { databaseUrlFor } from '../apps/server/src/testing/database-url.ts';

const SUBSCRIBERS = Number(process.env['BENCH_SUBSCRIBERS'] ?? 100_000);
const ROWS_TARGET_MS = 5_000;
const MAILS_TARGET_MS = 120_000;
const cleanups: Array<[string, () => Promise<unknown>]> = [];
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A local SMTP server that only counts what it receives, per recipient. */
async function startSink() {
  const perRecipient = new Map<string, number>();
  let total = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    maxClients: 100,
    onData(stream, session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        for (const rcpt of session.envelope.rcptTo)
          perRecipient.set(rcpt.address, (perRecipient.get(rcpt.address) ?? 0) + 1);
        total += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    perRecipient,
    total: () => total,
    reset: () => {
      perRecipient.clear();
      total = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function waitUntil(check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

async function main(): Promise<number> {
  const cpuList = cpus();
  console.log(`JobPortal alerts benchmark, ${new Date().toISOString()}`);
  console.log(
    `Node ${process.version}, ${cpuList.length} × ${cpuList[0]?.model.trim() ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB RAM; ` +
      `${SUBSCRIBERS.toLocaleString('en-US')} subscribers; load average ${loadavg()[0]!.toFixed(2)}\n`,
  );
  let adminUrl = process.env['BENCH_DATABASE_URL'];
  if (!adminUrl) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'jobportal-bench-alerts-'));
    cleanups.push(['temporary directory', () => rm(dataDir, { recursive: true, force: true })]);
    // The app's own embedded defaults (durable: fsync on), as `npm start` runs them.
    const embedded = await startEmbeddedPostgres({ dataDir, logger: pino({ level: 'warn' }) });
    cleanups.push(['embedded PostgreSQL', () => embedded.stop()]);
    adminUrl = embedded.url;
  }
  const database = `jobportal_bench_alerts_${randomBytes(4).toString('hex')}`;
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${database}`));
  const dropUrl = adminUrl;
  cleanups.push([
    'benchmark database',
    () => withClient(dropUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)),
  ]);
  const url = databaseUrlFor(adminUrl, database);
  await runMigrations(url);

  // Subscribers with mixed preferences, from a fixed pattern (id arithmetic, so every run is the same):
  // notice types, 0–2 sectors, 0–2 states, 0–1 qualification; mail off 40 %, instant 30 %, daily 20 %,
  // weekly 10 %; push on for 20 % (no browser subscribed: push jobs are not queued for them).
  let started = Date.now();
  await withClient(url, async (client) => {
    await client.query(
      `INSERT INTO "user" (id, name, email, email_verified)
       SELECT 'bench-' || i, 'Subscriber ' || i, 'subscriber-' || i || '@bench.example', true FROM generate_series(1, $1) i`,
      [SUBSCRIBERS],
    );
    await client.query(
      `WITH sectors AS (SELECT ARRAY['ssc','upsc','railway','bank','defence','police','teaching','psu','state-psc'] AS s),
            states AS (SELECT ARRAY['bihar','uttar-pradesh','rajasthan','maharashtra','west-bengal','tamil-nadu'] AS s)
       INSERT INTO alert_preferences (user_id, sectors, states, qualifications, notice_types, email_mode, push)
       SELECT 'bench-' || i,
              CASE i % 3 WHEN 0 THEN '{}'::text[] WHEN 1 THEN ARRAY[sectors.s[1 + i % 9]]
                         ELSE ARRAY[sectors.s[1 + i % 9], sectors.s[1 + (i / 9) % 9]] END,
              CASE i % 4 WHEN 0 THEN ARRAY[states.s[1 + i % 6]] WHEN 1 THEN ARRAY[states.s[1 + i % 6], states.s[1 + (i / 6) % 6]]
                         ELSE '{}'::text[] END,
              CASE i % 5 WHEN 0 THEN ARRAY['graduate'] WHEN 1 THEN ARRAY['12th'] ELSE '{}'::text[] END,
              CASE i % 4 WHEN 0 THEN ARRAY['job','result'] WHEN 1 THEN ARRAY['job'] WHEN 2 THEN ARRAY['admit_card','answer_key']
                         ELSE ARRAY['job','result','admit_card','answer_key'] END,
              CASE WHEN i % 10 < 4 THEN 'off' WHEN i % 10 < 7 THEN 'instant' WHEN i % 10 < 9 THEN 'daily' ELSE 'weekly' END,
              i % 5 = 0
         FROM generate_series(1, $1) i, sectors, states`,
      [SUBSCRIBERS],
    );
    await client.query('VACUUM ANALYZE "user", alert_preferences');
  });
  console.log(`loaded ${SUBSCRIBERS.toLocaleString('en-US')} subscribers in ${seconds(Date.now() - started)}`);

  // The recruitment: railway, all India, for graduates; published now.
  const recruitmentId = await withClient(url, async (client) => {
    const details = JSON.stringify({
      importantDates: [],
      fees: [],
      paymentModes: [],
      vacancies: [],
      eligibility: [],
      selectionStages: [],
      howToApply: [],
      documents: [],
      faqs: [],
      links: [],
      corrections: [],
    });
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO recruitments (slug, title, organisation_name, organisation_short_name, organisation_website, summary,
         sector, states, qualifications, status, published_at, details, official_source_url)
       VALUES ('bench-rrb-ntpc', 'RRB NTPC 2026: 11,558 posts', 'Railway Recruitment Board', 'RRB', 'https://rrb.example',
         'Benchmark recruitment', 'railway', '{}', '{graduate}', 'published', now(), $1, 'https://rrb.example/notice')
       RETURNING id`,
      [details],
    );
    return rows[0]!.id;
  });
  const predicate = `'job' = ANY (p.notice_types) AND (p.sectors = '{}' OR 'railway' = ANY (p.sectors))
                     AND (p.qualifications = '{}' OR p.qualifications && '{graduate}')`;
  const expected = await withClient(url, async (client) => {
    const { rows } = await client.query<{ matching: number; instant: number }>(
      `SELECT count(*)::int AS matching, count(*) FILTER (WHERE p.email_mode = 'instant')::int AS instant
         FROM alert_preferences p WHERE ${predicate}`,
    );
    return rows[0]!;
  });
  console.log(
    `matching subscribers: ${expected.matching.toLocaleString('en-US')}, of whom instant mail: ${expected.instant.toLocaleString('en-US')}\n`,
  );

  // Baselines, same run: the bare INSERT … SELECT of the same rows (no queue, no conflict check, no
  // jobs), and the same number of mails sent straight to the sink over a pooled connection, 4 at a time.
  const sink = await startSink();
  cleanups.push(['SMTP sink', () => sink.close()]);
  const baselineRowsMs = await withClient(url, async (client) => {
    await client.query('CREATE TABLE bench_baseline (user_id text, title text, url text)');
    const t = Date.now();
    await client.query(
      `INSERT INTO bench_baseline SELECT p.user_id, 'RRB NTPC 2026', '/jobs/bench-rrb-ntpc' FROM alert_preferences p WHERE ${predicate}`,
    );
    const elapsed = Date.now() - t;
    await client.query('DROP TABLE bench_baseline');
    return elapsed;
  });
  const transport = nodemailer.createTransport(`${sink.url}?pool=true&maxConnections=5`);
  started = Date.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < expected.instant) {
        const i = next++;
        await transport.sendMail({
          from: 'bench@localhost',
          to: `baseline-${i}@bench.example`,
          subject: 'Baseline',
          text: 'Baseline mail body of about the same size as an alert mail.\n'.repeat(8),
        });
      }
    }),
  );
  const baselineMailsMs = Date.now() - started;
  transport.close();
  sink.reset();

  // The app's path: pg-boss + the alerts service, one instance, the production pool of 10 connections.
  const logger = pino({ level: 'warn' });
  const db = createDatabase(url, { max: 10 });
  cleanups.push(['pool', () => db.$client.end()]);
  const queue = await startJobQueue({ databaseUrl: url, logger, schedule: false });
  cleanups.push(['queue', () => stopJobQueue(queue, 2_000)]);
  const mailer = createSmtpMailer({ url: sink.url, from: 'JobPortal <alerts@localhost>', logger });
  cleanups.push(['mailer', () => mailer.close()]);
  const service = createAlertsService({
    db,
    alerts: createAlertsRepository(db),
    queue,
    mailer,
    push: undefined,
    appUrl: 'https://jobportal.example',
    unsubscribeSecret: 'bench',
    events: createDomainEvents(() => undefined),
    logger,
    pollingIntervalSeconds: 0.5,
  });
  await service.start();

  started = Date.now();
  service.kick();
  const rowsDone = await waitUntil(async () => {
    const { rows } = await db.$client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM notifications WHERE item_key = $1`,
      [`recruitment:${recruitmentId}`],
    );
    return rows[0]!.n >= expected.matching;
  }, 60_000);
  const rowsMs = Date.now() - started;
  const mailsDone = await waitUntil(() => sink.total() >= expected.instant, 300_000);
  const mailsMs = Date.now() - started;
  // Anything sent twice would arrive within a few more seconds.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const duplicates = [...sink.perRecipient.values()].filter((count) => count > 1).length;
  const { rows: deliveryRows } = await db.$client.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM alert_deliveries WHERE status = 'sent'`,
  );

  const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  console.log('| measure | app | baseline | app / baseline | target |');
  console.log('| --- | --- | --- | --- | --- |');
  console.log(
    `| every notification row exists (${expected.matching.toLocaleString('en-US')}) | ${seconds(rowsMs)} | ${seconds(baselineRowsMs)} | ${(rowsMs / Math.max(1, baselineRowsMs)).toFixed(1)} × | ≤ 5 s: ${verdict(rowsDone && rowsMs <= ROWS_TARGET_MS)} |`,
  );
  console.log(
    `| every instant mail at the SMTP sink (${expected.instant.toLocaleString('en-US')}) | ${seconds(mailsMs)} | ${seconds(baselineMailsMs)} | ${(mailsMs / Math.max(1, baselineMailsMs)).toFixed(1)} × | ≤ 2 min: ${verdict(mailsDone && mailsMs <= MAILS_TARGET_MS)} |`,
  );
  console.log(
    `\nmails received: ${sink.total().toLocaleString('en-US')}, recipients: ${sink.perRecipient.size.toLocaleString('en-US')}, duplicates: ${duplicates} (${verdict(duplicates === 0)}); deliveries recorded as sent: ${deliveryRows[0]!.n.toLocaleString('en-US')}`,
  );
  console.log(
    `throughput: ${Math.round(expected.instant / (mailsMs / 1000))} mails/s (baseline ${Math.round(expected.instant / (baselineMailsMs / 1000))} mails/s)`,
  );
  return rowsDone && mailsDone ? 0 : 1;
}

async function cleanUp(): Promise<void> {
  for (const [name, run] of cleanups.splice(0).reverse()) {
    await run().catch((error: unknown) => console.error(`clean-up of ${name} failed:`, error));
  }
}

const watchdog = setTimeout(() => {
  console.error('watchdog: the benchmark took more than 9 minutes');
  void cleanUp().finally(() => process.exit(1));
}, 9 * 60_000);
main()
  .then(async (code) => {
    clearTimeout(watchdog);
    await cleanUp();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    console.error(error);
    clearTimeout(watchdog);
    await cleanUp();
    process.exit(1);
  });
