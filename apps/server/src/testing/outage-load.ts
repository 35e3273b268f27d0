import { randomBytes } from 'node:crypto';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { expect } from 'vitest';
import type { ChatMessage, MockTestAttemptState } from '@jobportal/shared';
import { ALERT_QUEUES } from '../modules/alerts/alert-queues.service.ts';
import { io as connectSocket } from 'socket.io-client';
import { SOCKET_EVENTS, type SendAck } from '@jobportal/shared';
import { HTTP_ACCOUNT_PASSWORD, httpAccount, type HttpAccount } from './http-accounts.ts';
import type { RunningApp } from './process.ts';

/** A request still unanswered after this counts as hung. */
const HUNG_MS = 10_000;

export type Sample = {
  op: string;
  startedAt: number;
  ms: number;
  status: number;
  retryAfter: string | null;
  code?: string;
};

/** What happens to the database while the load runs: `start`, `holdMs` later `end`. */
export type DatabaseFault = { start(): Promise<void>; holdMs: number; end(): Promise<void> };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A steady load of signed-in reads and writes (save a job, send a chat message, answer a mock-test
 * question) on a real app process while `fault` happens to its database; then what was answered how
 * fast, how soon every kind of request succeeded again, and whether every acknowledged write is stored
 * once. `databaseUrl` reaches the app's database from the test (setup and the final check).
 */
export async function loadThroughFault(options: {
  app: RunningApp;
  port: number;
  databaseUrl: string;
  mode: string;
  fault: DatabaseFault;
}) {
  const { app, port, databaseUrl, mode, fault } = options;
  const origin = `http://localhost:${port}`;
  const base = `http://127.0.0.1:${port}`;
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
  expect((await api('setup', 'POST', '/api/friends/requests', asha, { userId: bilal.id })).sample.status).toBeLessThan(
    300,
  );
  expect((await api('setup', 'POST', `/api/friends/requests/${asha.id}/accept`, bilal)).sample.status).toBeLessThan(
    300,
  );
  const started = await api('setup', 'POST', '/api/mock-tests/tests/ssc-cgl-tier-1-mock-1/attempts', asha, {
    language: 'en',
  });
  expect(started.sample.status).toBeLessThan(300);
  const attempt = started.json as MockTestAttemptState;
  const questionKeys = attempt.paper.sections.flatMap((section) => section.questions.map((question) => question.key));
  const probe = new pg.Client({ connectionString: databaseUrl });
  await probe.connect();
  const recruitmentIds = (
    await probe.query<{ id: string }>(`SELECT id FROM recruitments WHERE status = 'published' ORDER BY id LIMIT 200`)
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
        const { sample } = await api('test answer', 'PUT', `/api/mock-tests/attempts/${attempt.id}/responses`, asha, {
          responses: [{ questionKey, selectedIndex, markedForReview: false, timeSpentMs: 1_000 }],
        });
        samples.push(sample);
        if (sample.status === 200) answers.set(questionKey, selectedIndex);
      }
    },
  ];
  const loopsDone = Promise.all(loops.map((loop) => loop()));

  // The two paths outside the routes: a chat message over the socket and a sign-in through the auth
  // bridge, each tried once during the outage and once after it.
  const socket = connectSocket(base, {
    path: '/socket.io',
    transports: ['websocket'],
    extraHeaders: { origin, cookie: asha.cookie, 'x-forwarded-for': asha.address },
    reconnection: true,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const socketClientId = `c_${randomBytes(8).toString('hex')}`;
  const sendOverSocket = async () => {
    const startedAt = Date.now();
    const ack = (await socket
      .timeout(HUNG_MS)
      .emitWithAck(SOCKET_EVENTS.send, {
        clientId: socketClientId,
        receiverId: bilal.id,
        encryptedContent: `v1.${randomBytes(48).toString('base64url')}`,
      })
      .catch(() => undefined)) as SendAck | undefined;
    // No answer at all (a hang) reads as its own outcome, which no assertion accepts.
    const outcome = ack === undefined ? 'unanswered' : ack.ok ? null : ack.code;
    return { ms: Date.now() - startedAt, ok: ack?.ok === true, code: outcome };
  };
  const signIn = () =>
    api(
      'sign in',
      'POST',
      '/api/auth/sign-in/email',
      { ...bilal, cookie: '' },
      {
        email: bilal.email,
        password: HTTP_ACCOUNT_PASSWORD,
      },
    );

  await pause(1_500);
  const outageStartedAt = Date.now();
  await fault.start();
  const probesDuring = pause(300).then(async () => ({
    socket: await sendOverSocket(),
    signIn: (await signIn()).sample,
  }));
  await pause(fault.holdMs);
  await fault.end();
  const backAt = Date.now();
  const during_ = await probesDuring;
  // Recovered: every kind of request succeeded once after the database came back.
  const kinds = ['read', 'save job', 'chat message', 'test answer'];
  const firstSuccess = new Map<string, number>();
  while (Date.now() - backAt < 30_000 && firstSuccess.size < kinds.length) {
    for (const sample of samples) {
      const ended = sample.startedAt + sample.ms;
      if (sample.status >= 200 && sample.status < 300 && sample.startedAt >= backAt && !firstSuccess.has(sample.op)) {
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
    await check.query<{ id: string; client_id: string }>('SELECT id, client_id FROM messages WHERE sender_id = $1', [
      asha.id,
    ])
  ).rows;
  await check.end();
  const after = await api('check', 'GET', `/api/mock-tests/attempts/${attempt.id}`, asha);
  expect(after.sample.status, `${JSON.stringify(after)} ${app.output().slice(-3000)}`).toBe(200);
  const stateAfter = after.json as MockTestAttemptState;

  const lostJobs = [...savedJobs].filter((id) => !saved.has(id));
  const storedIds = new Set(storedMessages.map((row) => row.id));
  const lostMessages = sentMessages.filter((message) => !storedIds.has(message.id));
  const duplicateMessages = storedMessages.length - new Set(storedMessages.map((row) => row.client_id)).size;
  const storedAnswers = new Map(stateAfter.responses.map((response) => [response.questionKey, response.selectedIndex]));
  const lostAnswers = [...answers].filter(([key, index]) => storedAnswers.get(key) !== index);

  const during = samples.filter((sample) => sample.startedAt >= outageStartedAt && sample.startedAt < backAt);
  const failed = during.filter((sample) => sample.status !== 200 && sample.status !== 201 && sample.status !== 204);
  const latencies = during.map((sample) => sample.ms).sort((a, b) => a - b);
  const recoveryMs = Math.max(...kinds.map((kind) => (firstSuccess.get(kind) ?? Infinity) - backAt));
  const figures = {
    mode,
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
  // After the outage: the socket (reconnected by itself) sends the same message again, stored once;
  // the sign-in goes through.
  let socketAfter = await sendOverSocket();
  for (let tries = 0; !socketAfter.ok && tries < 20; tries += 1) {
    await pause(500);
    socketAfter = await sendOverSocket();
  }
  const signInAfter = (await signIn()).sample;
  socket.disconnect();
  const recount = new pg.Client({ connectionString: databaseUrl });
  await recount.connect();
  const socketMessagesStored = (
    await recount.query<{ n: number }>('SELECT count(*)::int AS n FROM messages WHERE client_id = $1', [socketClientId])
  ).rows[0]!.n;
  await recount.end();
  const outsideRoutes = {
    socketDuring: during_.socket,
    signInDuring: {
      status: during_.signIn.status,
      ms: during_.signIn.ms,
      retryAfter: during_.signIn.retryAfter,
      code: during_.signIn.code,
    },
    socketAfter,
    signInAfter: signInAfter.status,
    socketMessagesStored,
  };
  return {
    figures: { ...figures, outsideRoutes },
    failed,
    during,
    recoveryMs,
    state,
    lostJobs,
    lostMessages,
    lostAnswers,
    duplicateMessages,
    outsideRoutes,
  };
}
