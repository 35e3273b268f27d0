import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import PgBoss from 'pg-boss';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import type { ChatMessage, MockTestAttemptState } from '@jobportal/shared';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded-postgres.ts';
import { ALERT_QUEUES } from './modules/alerts/alerts.service.ts';
import { createTestDatabase } from './testing/database.ts';
import { httpAccount, type HttpAccount } from './testing/http-accounts.ts';
import { freePort, startAppProcess, type RunningApp } from './testing/process.ts';

/*
 * Issue #27: PostgreSQL restarts under load. A real app process (`main.ts`) serves a steady load of
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
/** A request still unanswered after this counts as hung. */
const HUNG_MS = 10_000;
const external = process.env['TEST_DATABASE_URL'];

type Sample = { op: string; startedAt: number; ms: number; status: number; retryAfter: string | null; code?: string };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
      const base = `http://127.0.0.1:${port}`;
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
      const appPid = app.child.pid;

      const api = async (op: string, method: string, url: string, who: HttpAccount, body?: unknown) => {
        const startedAt = Date.now();
        try {
          const response = await fetch(`${base}${url}`, {
            method,
            headers: {
              origin,
              cookie: who.cookie,
              'x-forwarded-for': who.address,
              ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            },
            ...(body === undefined ? {} : { body: JSON.stringify(body) }),
            signal: AbortSignal.timeout(HUNG_MS),
          });
          const text = await response.text();
          const sample: Sample = {
            op,
            startedAt,
            ms: Date.now() - startedAt,
            status: response.status,
            retryAfter: response.headers.get('retry-after'),
          };
          const json = text ? (JSON.parse(text) as { code?: string; message?: string }) : undefined;
          if (json?.code) sample.code = json.code;
          return { sample, json: json as unknown };
        } catch (error) {
          // A hang (the abort) or a dropped connection: both fail the test below.
          const status = (error as Error).name === 'TimeoutError' ? -1 : 0;
          return { sample: { op, startedAt, ms: Date.now() - startedAt, status, retryAfter: null }, json: undefined };
        }
      };

      const asha = await httpAccount('Asha Outage', origin, base);
      const bilal = await httpAccount('Bilal Outage', origin, base);
      expect(
        (await api('setup', 'POST', '/api/friends/requests', asha, { userId: bilal.id })).sample.status,
      ).toBeLessThan(300);
      expect((await api('setup', 'POST', `/api/friends/requests/${asha.id}/accept`, bilal)).sample.status).toBeLessThan(
        300,
      );
      const started = await api('setup', 'POST', '/api/mock-tests/tests/ssc-cgl-tier-1-mock-1/attempts', asha, {
        language: 'en',
      });
      expect(started.sample.status).toBeLessThan(300);
      const attempt = started.json as MockTestAttemptState;
      const questionKeys = attempt.paper.sections.flatMap((section) =>
        section.questions.map((question) => question.key),
      );
      const probe = new pg.Client({ connectionString: databaseUrl });
      await probe.connect();
      const recruitmentIds = (
        await probe.query<{ id: string }>(
          `SELECT id FROM recruitments WHERE status = 'published' ORDER BY id LIMIT 200`,
        )
      ).rows.map((row) => row.id);
      await probe.end();
      expect(recruitmentIds.length).toBeGreaterThan(5);

      // The load: four loops, one per kind of request, each sending its next request when the last is answered.
      const samples: Sample[] = [];
      const savedJobs = new Set<string>();
      const sentMessages: ChatMessage[] = [];
      const answers = new Map<string, number>();
      let running = true;
      let step = 0;
      const loops = [
        async () => {
          while (running) samples.push((await api('read', 'GET', '/api/me', bilal)).sample);
        },
        async () => {
          for (let i = 0; running; i += 1) {
            const id = recruitmentIds[i % recruitmentIds.length]!;
            const { sample } = await api('save job', 'PUT', `/api/saved-jobs/${id}`, asha);
            samples.push(sample);
            if (sample.status === 204) savedJobs.add(id);
          }
        },
        async () => {
          while (running) {
            const body = {
              clientId: `c_${randomBytes(8).toString('hex')}`,
              receiverId: bilal.id,
              encryptedContent: `v1.${randomBytes(48).toString('base64url')}`,
            };
            const { sample, json } = await api('chat message', 'POST', '/api/chat/messages', asha, body);
            samples.push(sample);
            if (sample.status === 201) sentMessages.push(json as ChatMessage);
            // Within the chat's own limit (30 messages in 10 s).
            await pause(400);
          }
        },
        async () => {
          for (let i = 0; running; i += 1) {
            step += 1;
            const questionKey = questionKeys[i % questionKeys.length]!;
            const selectedIndex = step % 4;
            const { sample } = await api(
              'test answer',
              'PUT',
              `/api/mock-tests/attempts/${attempt.id}/responses`,
              asha,
              {
                responses: [{ questionKey, selectedIndex, markedForReview: false, timeSpentMs: 1_000 }],
              },
            );
            samples.push(sample);
            if (sample.status === 200) answers.set(questionKey, selectedIndex);
          }
        },
      ];
      const loopsDone = Promise.all(loops.map((loop) => loop()));

      await pause(1_500);
      const outageStartedAt = Date.now();
      await fault.start();
      await pause(OUTAGE_MS);
      await fault.end();
      const backAt = Date.now();
      // Recovered: every kind of request succeeded once after the database came back.
      const kinds = ['read', 'save job', 'chat message', 'test answer'];
      const firstSuccess = new Map<string, number>();
      while (Date.now() - backAt < 30_000 && firstSuccess.size < kinds.length) {
        for (const sample of samples) {
          const ended = sample.startedAt + sample.ms;
          if (
            sample.status >= 200 &&
            sample.status < 300 &&
            sample.startedAt >= backAt &&
            !firstSuccess.has(sample.op)
          ) {
            firstSuccess.set(sample.op, ended);
          }
        }
        await pause(50);
      }
      await pause(1_000);
      running = false;
      await loopsDone;

      // pg-boss: a job sent after the recovery is worked by the app.
      const boss = new PgBoss({
        connectionString: databaseUrl,
        schema: 'pgboss',
        supervise: false,
        schedule: false,
        migrate: false,
      });
      boss.on('error', () => undefined);
      await boss.start();
      const sentAt = Date.now();
      let jobId: string | null = null;
      for (let i = 0; i < 50 && !jobId; i += 1) {
        jobId = await boss.send(ALERT_QUEUES.scan, {});
        if (!jobId) await pause(200);
      }
      expect(jobId).not.toBeNull();
      let state = '';
      while (Date.now() - sentAt < 20_000 && state !== 'completed') {
        state = (await boss.getJobById(ALERT_QUEUES.scan, jobId!))?.state ?? '';
        if (state !== 'completed') await pause(100);
      }
      const jobMs = Date.now() - sentAt;
      await boss.stop({ graceful: false, wait: true });

      // Every acknowledged write is there, once.
      const check = new pg.Client({ connectionString: databaseUrl });
      await check.connect();
      const saved = new Set(
        (
          await check.query<{ recruitment_id: string }>('SELECT recruitment_id FROM saved_jobs WHERE user_id = $1', [
            asha.id,
          ])
        ).rows.map((row) => row.recruitment_id),
      );
      const storedMessages = (
        await check.query<{ id: string; client_id: string }>(
          'SELECT id, client_id FROM messages WHERE sender_id = $1',
          [asha.id],
        )
      ).rows;
      await check.end();
      const after = await api('check', 'GET', `/api/mock-tests/attempts/${attempt.id}`, asha);
      expect(after.sample.status, `${JSON.stringify(after)} ${app.output().slice(-3000)}`).toBe(200);
      const stateAfter = after.json as MockTestAttemptState;

      const lostJobs = [...savedJobs].filter((id) => !saved.has(id));
      const storedIds = new Set(storedMessages.map((row) => row.id));
      const lostMessages = sentMessages.filter((message) => !storedIds.has(message.id));
      const duplicateMessages = storedMessages.length - new Set(storedMessages.map((row) => row.client_id)).size;
      const storedAnswers = new Map(
        stateAfter.responses.map((response) => [response.questionKey, response.selectedIndex]),
      );
      const lostAnswers = [...answers].filter(([key, index]) => storedAnswers.get(key) !== index);

      const during = samples.filter((sample) => sample.startedAt >= outageStartedAt && sample.startedAt < backAt);
      const failed = during.filter((sample) => sample.status !== 200 && sample.status !== 201 && sample.status !== 204);
      const latencies = during.map((sample) => sample.ms).sort((a, b) => a - b);
      const recoveryMs = Math.max(...kinds.map((kind) => (firstSuccess.get(kind) ?? Infinity) - backAt));
      const figures = {
        mode: external
          ? 'external: every backend terminated, connections refused'
          : 'embedded: server stopped and started',
        outageMs: backAt - outageStartedAt,
        requestsDuringOutage: during.length,
        failedDuringOutage: failed.length,
        statuses: Object.fromEntries(
          [...new Set(during.map((sample) => sample.status))].map((status) => [
            status,
            during.filter((sample) => sample.status === status).length,
          ]),
        ),
        slowestAnswerMs: latencies.at(-1) ?? 0,
        p95AnswerMs: latencies[Math.floor(latencies.length * 0.95)] ?? 0,
        secondsToRecover: Number((recoveryMs / 1000).toFixed(2)),
        acknowledgedWrites: savedJobs.size + sentMessages.length + answers.size,
        acknowledgedWritesLost: lostJobs.length + lostMessages.length + lostAnswers.length,
        duplicates: duplicateMessages,
        pgBossJobAfterRecoveryMs: jobMs,
        appRestarted: app.child.pid !== appPid || app.child.exitCode !== null,
      };
      console.log(`[db-outage] ${JSON.stringify(figures)}`);

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
    });
  },
);
