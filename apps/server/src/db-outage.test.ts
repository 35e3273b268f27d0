import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded-postgres.ts';
import { createTestDatabase } from './testing/database.ts';
import { loadThroughFault } from './testing/outage-load.ts';
import { freePort, startAppProcess, type RunningApp } from './testing/process.ts';

/*
 * PostgreSQL restarts under load (decision 025). A real app process (`main.ts`) serves a steady load of
 * signed-in reads and writes (save a job, send a chat message, answer a mock-test question) while its
 * database goes away for a few seconds and comes back:
 * - embedded (CI): the test's own embedded PostgreSQL server process is stopped and started again on
 *   the same data directory and port;
 * - external (`TEST_DATABASE_URL`): every backend of the app's database is terminated and new ones are
 *   refused (`ALLOW_CONNECTIONS false`) for the same time.
 * Every request during the outage must be answered (503 with Retry-After, within 2 s), the app must
 * serve again without a restart, no acknowledged write may be lost or doubled, pg-boss must work again.
 */
const OUTAGE_MS = 3_000;
/** Every answer during the outage comes within this (nothing hangs). */
const ANSWER_WITHIN_MS = 2_000;
const external = process.env['TEST_DATABASE_URL'];

describe(
  `PostgreSQL ${external ? 'terminating every backend (external)' : 'restart (embedded)'} under load`,
  { timeout: 120_000 },
  () => {
    const dirs: string[] = [];
    let embedded: EmbeddedDatabase | undefined;
    let app: RunningApp | undefined;
    afterAll(async () => {
      if (app && app.child.exitCode === null && app.child.signalCode === null) {
        app.child.kill('SIGTERM');
        await app.exited;
      }
      await embedded?.stop();
      for (const dir of dirs) await rm(dir, { recursive: true, force: true });
    });

    it('answers 503 fast during the outage, serves again after it, loses no acknowledged write, pg-boss works again', async () => {
      const dataDir = async () => {
        const dir = await mkdtemp(path.join(tmpdir(), 'jp-dbout-'));
        dirs.push(dir);
        return dir;
      };
      let databaseUrl: string;
      let fault: { start(): Promise<void>; end(): Promise<void> };
      if (external) {
        const { url, name } = await createTestDatabase({ empty: true });
        databaseUrl = url;
        const admin = new pg.Client({ connectionString: external });
        await admin.connect();
        afterAll(() => admin.end());
        fault = {
          async start() {
            await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
            await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
          },
          async end() {
            await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS true`);
          },
        };
      } else {
        embedded = await startEmbeddedPostgres({
          dataDir: await dataDir(),
          logger: pino({ level: 'warn' }),
          settings: { fsync: 'off', full_page_writes: 'off' },
        });
        databaseUrl = embedded.url;
        const server = embedded;
        fault = { start: () => server.stopServer!(), end: () => server.startServer!() };
      }

      const port = await freePort();
      const origin = `http://localhost:${port}`;
      app = await startAppProcess({
        PORT: String(port),
        DATA_DIR: await dataDir(),
        DATABASE_URL: databaseUrl,
        APP_URL: origin,
        AUTH_SECRET: 'db-outage-test-secret-of-at-least-32-chars',
        NODE_ENV: 'development',
        DEMO_CONTENT: 'true',
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'warn',
      });

      const result = await loadThroughFault({
        app,
        port,
        databaseUrl,
        mode: external
          ? 'external: every backend terminated, connections refused'
          : 'embedded: server stopped and started',
        fault: { ...fault, holdMs: OUTAGE_MS },
      });
      console.log(`[db-outage] ${JSON.stringify(result.figures)}`);
      expectServedThrough(app, result);
    });
  },
);

/*
 * The app's own embedded server (the default install): the app supervises it. Its postmaster killed
 * with SIGKILL (the OOM killer, a crash) is started again by the app; every PostgreSQL process stopped
 * (SIGSTOP: a hung server) never holds a request more than 2 s before its 503.
 */
describe("the app's own embedded PostgreSQL under load", { timeout: 120_000 }, () => {
  const dirs: string[] = [];
  let app: RunningApp | undefined;
  afterEach(async () => {
    if (app && app.child.exitCode === null && app.child.signalCode === null) {
      app.child.kill('SIGTERM');
      await app.exited;
    }
    app = undefined;
    for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
  });

  /** The app on a fresh DATA_DIR with no DATABASE_URL, and how the test reaches its database. */
  async function appOnEmbedded() {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'jp-dbown-'));
    dirs.push(dataDir);
    const port = await freePort();
    app = await startAppProcess({
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: `http://localhost:${port}`,
      AUTH_SECRET: 'db-outage-test-secret-of-at-least-32-chars',
      NODE_ENV: 'development',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'info',
    });
    const password = (await readFile(path.join(dataDir, 'secrets', 'postgres-password'), 'utf8')).trim();
    const owner = JSON.parse(await readFile(path.join(dataDir, 'postgres.owner.json'), 'utf8')) as { port: number };
    const databaseUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${owner.port}/postgres`;
    const postmasterPid = async () =>
      Number.parseInt((await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]!, 10);
    return { app, port, databaseUrl, postmasterPid };
  }

  it('kill -9 of the postmaster: the app starts it again and serves within 10 s, nothing lost or doubled', async () => {
    const { app, port, databaseUrl, postmasterPid } = await appOnEmbedded();
    const killed = await postmasterPid();
    let killedAt = 0;
    const result = await loadThroughFault({
      app,
      port,
      databaseUrl,
      mode: 'embedded, owned by the app: postmaster killed with SIGKILL',
      fault: {
        async start() {
          killedAt = Date.now();
          process.kill(killed, 'SIGKILL');
        },
        holdMs: 0,
        // The outage lasts until a new postmaster runs and the app says it is ready again (nobody else
        // restarts the database; the dying server's backends may answer a readiness check or two).
        async end() {
          while (Date.now() - killedAt < 20_000) {
            const restarted = (await postmasterPid().catch(() => killed)) !== killed;
            const ready =
              restarted && (await fetch(`http://127.0.0.1:${port}/api/health/ready`).catch(() => undefined));
            if (ready && ready.status === 200) return;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        },
      },
    });
    const servingAfterKillMs = result.figures.outageMs + result.recoveryMs;
    console.log(`[db-outage] ${JSON.stringify({ ...result.figures, servingAfterKillMs })}`);
    expectServedThrough(app, result);
    expect(servingAfterKillMs).toBeLessThan(10_000);
    expect(await postmasterPid()).not.toBe(killed);
    expect(app.output()).toContain('embedded PostgreSQL exited unexpectedly; restarting it');
    expect(app.output()).toContain('embedded PostgreSQL restarted after a crash (WAL replayed)');
  });

  it('every PostgreSQL process stopped for 5 s: no request waits more than 2 s for its 503', async () => {
    const { app, port, databaseUrl, postmasterPid } = await appOnEmbedded();
    const postmaster = await postmasterPid();
    const processes = async () => [postmaster, ...(await childrenOf(postmaster))];
    let stopped: number[] = [];
    const result = await loadThroughFault({
      app,
      port,
      databaseUrl,
      mode: 'embedded, owned by the app: every PostgreSQL process stopped (SIGSTOP)',
      fault: {
        async start() {
          stopped = await processes();
          for (const pid of stopped) process.kill(pid, 'SIGSTOP');
        },
        holdMs: 5_000,
        async end() {
          for (const pid of stopped) process.kill(pid, 'SIGCONT');
        },
      },
    });
    console.log(`[db-outage] ${JSON.stringify(result.figures)}`);
    expectServedThrough(app, result);
    expect(stopped.length).toBeGreaterThan(3);
  });
});

/** Pids whose parent is `pid` (PostgreSQL's backends and helpers under its postmaster). */
async function childrenOf(pid: number): Promise<number[]> {
  const children: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // pid (comm) state ppid …: comm may hold spaces, so read after its closing parenthesis.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (ppid === pid) children.push(Number(entry));
  }
  return children;
}

/** What every fault must leave: each request answered (503 with Retry-After, within 2 s), recovery, no lost or doubled write. */
function expectServedThrough(app: RunningApp, result: Awaited<ReturnType<typeof loadThroughFault>>): void {
  const { figures, failed, during, recoveryMs, state, lostJobs, lostMessages, lostAnswers, duplicateMessages } = result;

  expect(during.length).toBeGreaterThan(10);
  // Every request during the outage was answered, fast: a 503 with Retry-After and the clear message (or
  // a success, for the ones the database still served).
  for (const sample of failed) {
    expect(sample, JSON.stringify(sample)).toMatchObject({
      status: 503,
      retryAfter: '5',
      code: 'SERVICE_UNAVAILABLE',
    });
  }
  expect(figures.slowestAnswerMs).toBeLessThanOrEqual(ANSWER_WITHIN_MS);
  expect(failed.length).toBeGreaterThan(0);
  expect(recoveryMs).toBeLessThan(10_000);
  expect(figures.acknowledgedWrites).toBeGreaterThan(10);
  expect({ lostJobs, lostMessages, lostAnswers, duplicateMessages }).toEqual({
    lostJobs: [],
    lostMessages: [],
    lostAnswers: [],
    duplicateMessages: 0,
  });
  expect(state).toBe('completed');
  expect(figures.appRestarted).toBe(false);
  expect(app.output()).not.toMatch(/unhandled|uncaught/i);
  // The socket's send and the auth bridge answer "unavailable" fast too, and work again after.
  const { outsideRoutes } = result;
  expect(outsideRoutes.socketDuring).toMatchObject({ ok: false, code: 'SERVICE_UNAVAILABLE' });
  expect(outsideRoutes.socketDuring.ms).toBeLessThanOrEqual(ANSWER_WITHIN_MS);
  expect(outsideRoutes.signInDuring).toMatchObject({ status: 503, retryAfter: '5', code: 'SERVICE_UNAVAILABLE' });
  expect(outsideRoutes.signInDuring.ms).toBeLessThanOrEqual(ANSWER_WITHIN_MS);
  expect(outsideRoutes.socketAfter).toMatchObject({ ok: true });
  expect(outsideRoutes.signInAfter).toBe(200);
  expect(outsideRoutes.socketMessagesStored).toBe(1);
}
