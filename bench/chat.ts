/**
 * Benchmark of the realtime chat: N Socket.IO clients signed in as N/2 friend pairs, each sending to its
 * friend on a fixed schedule so that all together send R messages per second; the same clients, rate and
 * payloads against a bare Socket.IO relay (no auth, no database) in the same run. See bench/README.md.
 *
 *   node bench/chat.ts                  (Node 24: /work/main/node_modules/.bin/node bench/chat.ts)
 *
 * Environment:
 *   BENCH_DATABASE_URL      a PostgreSQL server to use (a superuser URL: the benchmark creates and drops its
 *                           own database there); default: an embedded PostgreSQL in a temporary directory
 *   BENCH_CLIENTS           simulated users, an even number (default 2000)
 *   BENCH_RATE              messages per second, all clients together (default 200)
 *   BENCH_DURATION          measured seconds (default 30), after a 5 s warm-up
 *   BENCH_CLIENT_PROCESSES  processes the clients are spread over (default 2; more when a process would
 *                           hold more sockets than it may open files)
 *   BENCH_INSTANCES         app instances (default 1); 2 (or more): that many app processes on the same
 *                           database and one Redis, the two members of each friend pair on different ones,
 *                           and the relay as many processes sharing that Redis, the clients spread alike
 *   BENCH_REDIS_URL         the Redis of a multi-instance run (default redis://127.0.0.1:6379; the run's
 *                           keys have a prefix of their own and are deleted at the end)
 *   BENCH_CPU_PROFILE       1: CPU-profile each server over the measured window and print where its time goes
 *   BENCH_PG_SETTINGS       settings for the benchmark database, e.g. `synchronous_commit=off` (comma-separated;
 *                           ALTER DATABASE … SET, so only per-session settings); default: none
 *   BENCH_RESTART           1: the reconnect storm instead of the message run: all N clients connected, the
 *                           server closed and started again on the same port, the time until every client is
 *                           connected again and receiving (its friend's message arrived), against the relay
 *
 * Exit code: 0 whether or not the targets are met (it is a measurement, lost messages included); 1 when
 * the run itself failed (a process crashed, the session cookies were refused, nobody could connect…).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { MESSAGE_WINDOW_MS, MESSAGES_PER_WINDOW } from '@jobportal/shared';
import type { ClientCommand, ClientReply, ClientUser, ConnectReport, RunReport } from './chat-client.ts';
import type { ServerCommand, ServerReply, ServerStats, WindowStats } from './chat-server.ts';
import { childCrashed, expectReply as expect, openFileLimit, startChild, type Child } from './kit/processes.ts';
import { fixed, machineCpu, mergeCounts, printTable as table, seconds, verdict } from './kit/report.ts';
import { machineDescription, positiveInt, positiveNumber, printLoadBefore, runBenchmark, sleep } from './kit/run.ts';
import { freshDatabase, postgresServer, printPostgresVersion, redisForRun, withClient } from './kit/services.ts';
import { summary as summarise, type Summary } from './stats.ts';

const CLIENTS = evenInt(process.env['BENCH_CLIENTS'], 2_000);
const RATE = positiveNumber(process.env['BENCH_RATE'], 200);
const DURATION_S = positiveInt(process.env['BENCH_DURATION'], 30);
/**
 * App instances: with more than one, each is its own process on the same database and one Redis (the
 * Socket.IO Redis Streams adapter, presence, rate limits and sessions in Redis), and every message
 * crosses from one instance to the other through Redis. The relay runs as that many processes, sharing
 * that Redis the same way, with the clients spread over them alike: no process of either holds more
 * than its share of the sockets.
 */
const INSTANCES = positiveInt(process.env['BENCH_INSTANCES'], 1);
/**
 * Every socket is an open file, at both ends, and a process may hold only so many (`ulimit -n`, which
 * the children inherit): a server process holds CLIENTS ÷ INSTANCES sockets, a client process its share
 * of the users. The rest of a process's files (modules being read, pipes, the pool, Redis) need room too.
 */
const FILE_LIMIT = openFileLimit();
const OTHER_FILES = 1_000;
const SOCKETS_PER_PROCESS = FILE_LIMIT === null ? Number.POSITIVE_INFINITY : FILE_LIMIT - OTHER_FILES;
const ASKED_CLIENT_PROCESSES = positiveInt(process.env['BENCH_CLIENT_PROCESSES'], 2);
/** Friend pair p (users 2p and 2p+1) is in client process p mod K: a process holds ⌈N/2 ÷ K⌉ pairs at most. */
const CLIENT_PROCESSES = Math.min(
  Math.max(ASKED_CLIENT_PROCESSES, Math.ceil(CLIENTS / 2 / Math.floor(SOCKETS_PER_PROCESS / 2))),
  CLIENTS / 2,
);
const REDIS_URL = process.env['BENCH_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const PROFILE = process.env['BENCH_CPU_PROFILE'] === '1';
/** `name=value` pairs applied to the benchmark database (diagnosis, e.g. the cost of commit flushes). */
const PG_SETTINGS = (process.env['BENCH_PG_SETTINGS'] ?? '')
  .split(',')
  .map((pair) => pair.trim())
  .filter(Boolean)
  .map((pair) => {
    const match = /^([a-z_.]+)\s*=\s*([\w.-]+)$/i.exec(pair);
    if (!match) throw new Error(`BENCH_PG_SETTINGS: "${pair}" is not name=value`);
    return [match[1]!, match[2]!] as const;
  });
const WARMUP_S = 5;
/** After the last message is sent, how long acks and deliveries may still arrive. */
const DRAIN_S = 10;
/** After every client is connected, time for presence events to settle before memory is read. */
const SETTLE_MS = 3_000;
/** Handshakes in flight at once, per client process. */
const CONNECT_CONCURRENCY = 50;
/** The session cookie's name: better-auth's `session_token` with the app's `cookiePrefix`, on http. */
const SESSION_COOKIE = 'jobportal.session_token';
/** The whole run is bounded: past this, clean up and give up. */
const WATCHDOG_MS = 8 * 60_000 + 3 * (WARMUP_S + DURATION_S + DRAIN_S) * 1000;

const TARGETS = { clients: 2_000, rate: 200, p99Ms: 100 };
const RESTART = process.env['BENCH_RESTART'] === '1';
/** The restart scenario's target (decision 028): every client back and receiving within this long. */
const BACK_WITHIN_MS = 10_000;
/** How long the restart scenario waits for stragglers before it reports them as not back. */
const BACK_TIMEOUT_MS = 120_000;

/**
 * The app allows 30 messages per user per 10 s. A user sends one message every N/R seconds; in one
 * window of the app's fixed-window counter it may send up to ⌊10 s ÷ (N/R)⌋ + 1. Above 30 the app gets a
 * limiter with a raised message limit (and the output says so); at the defaults (0.1 message/s per user)
 * the app's own limiter runs.
 */
const PER_WINDOW = Math.floor(MESSAGE_WINDOW_MS / ((1000 * CLIENTS) / RATE)) + 1;
const MESSAGE_LIMIT = PER_WINDOW <= MESSAGES_PER_WINDOW ? null : PER_WINDOW * 2;

// ── Main.

type User = ClientUser & { token: string };
type Scenario = { name: string; kind: 'relay' | 'app' };
const SCENARIOS: Scenario[] = [
  {
    name: INSTANCES === 1 ? 'bare Socket.IO relay' : `bare Socket.IO relay, ${INSTANCES} processes + Redis`,
    kind: 'relay',
  },
  { name: INSTANCES === 1 ? 'app (buildApp)' : `app, ${INSTANCES} instances + Redis`, kind: 'app' },
];
/** Set for a multi-instance run: the Redis the instances share and this run's key prefix. */
let sharedRedis: { url: string; prefix: string } | undefined;

async function main(): Promise<number> {
  console.log(`JobPortal chat benchmark, ${new Date().toISOString()}`);
  console.log(
    `${machineDescription()}; ${CLIENTS.toLocaleString('en-US')} clients ` +
      `(${CLIENTS / 2} friend pairs) in ${CLIENT_PROCESSES} client processes, ${RATE} messages/s ` +
      `(one per client every ${(CLIENTS / RATE).toFixed(1)} s), ${WARMUP_S} s warm-up + ${DURATION_S} s ` +
      `measured, ${INSTANCES} app instance${INSTANCES === 1 ? '' : 's'}\n`,
  );
  const perServer = Math.ceil(CLIENTS / INSTANCES);
  if (perServer > SOCKETS_PER_PROCESS) {
    throw new Error(
      `${CLIENTS.toLocaleString('en-US')} clients on ${INSTANCES} server process${INSTANCES === 1 ? '' : 'es'} ` +
        `are ${perServer.toLocaleString('en-US')} sockets per process, more than a process may hold here ` +
        `(${FILE_LIMIT} open files, ulimit -n, less ${OTHER_FILES} for the rest): use BENCH_INSTANCES=` +
        `${Math.ceil(CLIENTS / SOCKETS_PER_PROCESS)} or more`,
    );
  }
  if (CLIENT_PROCESSES > ASKED_CLIENT_PROCESSES) {
    console.log(
      `NOTE: ${CLIENT_PROCESSES} client processes instead of ${ASKED_CLIENT_PROCESSES}: a process may hold ` +
        `${FILE_LIMIT} open files here (ulimit -n), so at most ${SOCKETS_PER_PROCESS.toLocaleString('en-US')} sockets.\n`,
    );
  }
  if (INSTANCES > 1) {
    const prefix = `jobportal-bench:${randomBytes(4).toString('hex')}:`;
    await redisForRun({
      url: REDIS_URL,
      prefix,
      needs: `BENCH_INSTANCES=${INSTANCES} needs Redis`,
      variables: 'BENCH_REDIS_URL',
    });
    sharedRedis = { url: REDIS_URL, prefix };
  }
  if (MESSAGE_LIMIT !== null) {
    console.log(
      `NOTE: ${RATE} messages/s over ${CLIENTS} clients is up to ${PER_WINDOW} messages per client per ` +
        `${MESSAGE_WINDOW_MS / 1000} s, above the app's limit of ${MESSAGES_PER_WINDOW}: the app runs with a ` +
        `rate limiter that allows ${MESSAGE_LIMIT} messages per ${MESSAGE_WINDOW_MS / 1000} s per user.\n`,
    );
  }

  if (PROFILE) {
    console.log(
      'BENCH_CPU_PROFILE=1: each server is CPU-profiled over the measured window (this costs it some CPU).\n',
    );
  }

  printLoadBefore('worse');

  // 1. A PostgreSQL server: the given one, or an embedded one with default durability (fsync and
  // synchronous_commit on): every message is a committed INSERT, and its commit is part of what a user waits for.
  const adminUrl = await postgresServer();

  // 2. A fresh database, migrated, with the users, their friendships and their sessions.
  const { url, name: database } = await freshDatabase(adminUrl, 'jobportal_bench_');
  await runMigrations(url);
  for (const [name, value] of PG_SETTINGS) {
    await withClient(url, (client) => client.query(`ALTER DATABASE ${database} SET ${name} = '${value}'`));
    console.log(`BENCH_PG_SETTINGS: ${name} = ${value} for the benchmark database`);
  }
  await printPostgresVersion(url, database);
  const authSecret = randomBytes(32).toString('base64url');
  const users = await createUsers(url, CLIENTS, authSecret);

  if (RESTART) {
    const restarts: RestartResult[] = [];
    for (const scenario of SCENARIOS) {
      console.log(`\n── ${scenario.name}: restart`);
      restarts.push(await measureRestart(scenario, users, url, authSecret));
    }
    reportRestarts(restarts);
    return 0;
  }

  // 3. Each scenario on a server of its own, started fresh, one after the other.
  const results: ScenarioResult[] = [];
  for (const scenario of SCENARIOS) {
    console.log(`\n── ${scenario.name}`);
    results.push(await measureScenario(scenario, users, url, authSecret));
  }

  // 4. Report.
  report(results);
  return 0;
}

// ── Users, friendships and sessions, straight into the database.

/**
 * N users as N/2 accepted friend pairs (2p and 2p+1), each with a profile and a session. Signing up
 * through the app would hash 2,000 passwords with argon2id; a session row is all a socket needs.
 * The cookie is what better-auth sets (better-call's `signCookieValue`): the token, a dot, the base64
 * HMAC-SHA-256 of the token under the auth secret, URL-encoded.
 */
async function createUsers(url: string, count: number, secret: string): Promise<User[]> {
  const started = Date.now();
  const run = randomBytes(3).toString('hex');
  const users: User[] = Array.from({ length: count }, (_, index) => {
    const token = randomBytes(24).toString('base64url');
    const signature = createHmac('sha256', secret).update(token).digest('base64');
    return {
      index,
      id: randomBytes(16).toString('hex'),
      token,
      cookie: `${SESSION_COOKIE}=${encodeURIComponent(`${token}.${signature}`)}`,
      friendId: '',
    };
  });
  for (let i = 0; i < count; i += 2) {
    users[i]!.friendId = users[i + 1]!.id;
    users[i + 1]!.friendId = users[i]!.id;
  }
  const ids = users.map((u) => u.id);
  const names = users.map((u) => `Bench User ${u.index + 1}`);
  await withClient(url, async (client) => {
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO "user" (id, name, email, email_verified)
       SELECT id, name, email, true FROM unnest($1::text[], $2::text[], $3::text[]) AS t(id, name, email)`,
      [ids, names, users.map((u) => `bench-${run}-${u.index + 1}@example.com`)],
    );
    await client.query(
      `INSERT INTO profiles (id, name) SELECT id, name FROM unnest($1::text[], $2::text[]) AS t(id, name)`,
      [ids, names],
    );
    const evens = users.filter((u) => u.index % 2 === 0);
    await client.query(
      `INSERT INTO friendships (user_low, user_high, requested_by, status, accepted_at)
       SELECT least(a, b), greatest(a, b), a, 'accepted', now() FROM unnest($1::text[], $2::text[]) AS t(a, b)`,
      [evens.map((u) => u.id), evens.map((u) => u.friendId)],
    );
    await client.query(
      `INSERT INTO session (id, token, expires_at, user_id, ip_address, user_agent)
       SELECT id, token, now() + interval '30 days', user_id, '127.0.0.1', 'jobportal-bench'
         FROM unnest($1::text[], $2::text[], $3::text[]) AS t(id, token, user_id)`,
      [users.map(() => randomBytes(16).toString('hex')), users.map((u) => u.token), ids],
    );
    await client.query('COMMIT');
    await client.query('ANALYZE');
  });
  console.log(
    `created ${count.toLocaleString('en-US')} users, ${count / 2} accepted friendships and ${count} sessions ` +
      `in ${seconds(Date.now() - started)}`,
  );
  return users;
}

/** The app accepts the hand-made cookie: `GET /api/auth/get-session` answers with that very user. */
async function verifyCookie(base: string, user: User): Promise<void> {
  const response = await fetch(`${base}/api/auth/get-session`, { headers: { cookie: user.cookie } });
  const body = await response.text();
  const session = response.ok ? (JSON.parse(body) as { user?: { id?: string } } | null) : null;
  if (session?.user?.id !== user.id) {
    throw new Error(
      `the app does not accept the benchmark's session cookie (GET /api/auth/get-session answered ` +
        `${response.status}: ${body.slice(0, 300)}); better-auth's cookie signing may have changed`,
    );
  }
  console.log(`session cookie accepted: GET /api/auth/get-session → user ${user.id}`);
}

// ── Child processes.

const SERVER_SCRIPT = fileURLToPath(new URL('./chat-server.ts', import.meta.url));
const CLIENT_SCRIPT = fileURLToPath(new URL('./chat-client.ts', import.meta.url));

/** A server under test, started with `command`, once it listens. */
async function startServer(name: string, command: ServerCommand) {
  const child = startChild<ServerCommand, ServerReply>(name, SERVER_SCRIPT, ['--expose-gc']);
  child.send(command);
  return { child, listening: expect(await child.first, 'listening') };
}

/** The client processes, each with its share of the users: friend pair p in process p mod K (one clock per pair). */
async function startClients(name: string, users: User[]) {
  const shares: User[][] = Array.from({ length: CLIENT_PROCESSES }, () => []);
  for (const user of users) shares[Math.floor(user.index / 2) % CLIENT_PROCESSES]!.push(user);
  const clients = await Promise.all(
    shares.map(async (_, i) => {
      const child = startChild<ClientCommand, ClientReply>(`${name} clients ${i + 1}`, CLIENT_SCRIPT);
      expect(await child.first, 'ready');
      return child;
    }),
  );
  return { clients, shares };
}

/** Every client process connects its share of the users to `urls` (user i to the (i mod count)-th). */
async function connectClients(
  clients: Array<Child<ClientCommand, ClientReply>>,
  shares: User[][],
  command: Omit<Extract<ClientCommand, { kind: 'connect' }>, 'kind' | 'users' | 'concurrency'>,
) {
  process.stdout.write(`connecting ${CLIENTS.toLocaleString('en-US')} clients … `);
  const started = performance.now();
  const connects = await Promise.all(
    clients.map(async (child, i) =>
      expect(
        await child.request({
          kind: 'connect',
          ...command,
          users: shares[i]!.map(({ index, id, cookie, friendId }) => ({ index, id, cookie, friendId })),
          concurrency: CONNECT_CONCURRENCY,
        }),
        'connected',
      ),
    ),
  );
  return {
    connects,
    wallMs: performance.now() - started,
    connected: connects.reduce((sum, c) => sum + c.connected, 0),
  };
}

// ── The reconnect storm: every client connected, the server restarted, how soon all are back.

type RestartResult = {
  scenario: Scenario;
  users: number;
  connectMs: number;
  /** The server closing, then the new one listening (`Date.now()` differences, ms). */
  closedMs: number;
  listeningMs: number;
  back: Summary & { missing: number };
  receiving: Summary & { missing: number };
  /** The same, from the new server listening: what the handshakes and the clients' backoff add. */
  receivingAfterListening: Summary;
  errors: Record<string, number>;
  /** The new server from listening until every client was back (or the cut-off). */
  storm: WindowStats;
};

async function measureRestart(
  scenario: Scenario,
  users: User[],
  databaseUrl: string,
  authSecret: string,
): Promise<RestartResult> {
  if (INSTANCES > 1) throw new Error('BENCH_RESTART=1 runs one instance (BENCH_INSTANCES=1)');
  const start = (port?: number) =>
    startServer(
      `${scenario.name} server`,
      scenario.kind === 'app'
        ? { kind: 'app', databaseUrl, authSecret, messageLimit: MESSAGE_LIMIT, ...(port ? { port } : {}) }
        : { kind: 'relay', ...(port ? { port } : {}) },
    );
  const first = await start();
  const base = `http://127.0.0.1:${first.listening.port}`;
  if (scenario.kind === 'app') await verifyCookie(base, users[0] as User);

  const { clients, shares } = await startClients(scenario.name, users);
  const { wallMs: connectMs, connected } = await connectClients(clients, shares, {
    urls: [base],
    origin: first.listening.origin,
    relay: scenario.kind === 'relay',
    reconnect: true,
  });
  console.log(`${connected.toLocaleString('en-US')} connected in ${seconds(connectMs)}`);
  if (connected < users.length)
    throw new Error(`${scenario.name}: ${users.length - connected} clients could not connect`);
  await sleep(SETTLE_MS);

  // The restart: the server closes (its sockets are told so), a new process starts on the same port.
  process.stdout.write('restarting the server … ');
  const since = Date.now();
  const waiting = clients.map((child) => child.request({ kind: 'await-back', since, timeoutMs: BACK_TIMEOUT_MS }));
  await first.child.stop();
  const closedMs = Date.now() - since;
  const second = await start(first.listening.port);
  const listeningMs = Date.now() - since;
  // The new server's event loop, queries and CPU (and its CPU profile with BENCH_CPU_PROFILE=1) over the storm.
  if (PROFILE) expect(await second.child.request({ kind: 'profile-start' }), 'ok');
  expect(await second.child.request({ kind: 'window-start' }), 'ok');
  console.log(`closed after ${seconds(closedMs)}, listening again after ${seconds(listeningMs)}`);
  const backs = (await Promise.all(waiting)).map((reply) => expect(reply, 'back'));
  const storm = expect(await second.child.request({ kind: 'window-end' }), 'window');
  await second.child.stop();
  for (const child of clients) await child.stop();
  const backMs = backs.flatMap((b) => b.backMs);
  const receivingMs = backs.flatMap((b) => b.receivingMs);
  const result: RestartResult = {
    scenario,
    users: users.length,
    connectMs,
    closedMs,
    listeningMs,
    back: { ...summarise(backMs), missing: users.length - backMs.length },
    receiving: { ...summarise(receivingMs), missing: users.length - receivingMs.length },
    receivingAfterListening: summarise(receivingMs.map((ms) => ms - listeningMs)),
    errors: mergeCounts(backs.map((b) => b.errors)),
    storm,
  };
  if (storm.profile) {
    console.log(`CPU profile of the new server over the storm: ${storm.profile.file}`);
    for (const line of storm.profile.summary) console.log(line);
  }
  console.log(
    `all back after ${seconds(result.back.max)} (p50 ${seconds(result.back.p50)}), all receiving after ` +
      `${seconds(result.receiving.max)}` +
      (result.receiving.missing > 0
        ? `; ${result.receiving.missing} not receiving within ${seconds(BACK_TIMEOUT_MS)}`
        : ''),
  );
  return result;
}

function reportRestarts(results: RestartResult[]): void {
  console.log('\n── Reconnect storm: the server restarted under every client (times from the old server closing)\n');
  const rows = [
    ['', ...results.map((r) => r.scenario.name)],
    ['clients connected first', ...results.map((r) => `${r.users.toLocaleString('en-US')} in ${seconds(r.connectMs)}`)],
    ['old server closed after', ...results.map((r) => seconds(r.closedMs))],
    ['new server listening after', ...results.map((r) => seconds(r.listeningMs))],
    [
      'connected again p50 / p99 / all',
      ...results.map((r) => `${seconds(r.back.p50)} / ${seconds(r.back.p99)} / ${seconds(r.back.max)}`),
    ],
    [
      'receiving again p50 / p99 / all',
      ...results.map((r) => `${seconds(r.receiving.p50)} / ${seconds(r.receiving.p99)} / ${seconds(r.receiving.max)}`),
    ],
    [
      'receiving, from listening p50 / p99 / all',
      ...results.map(
        (r) =>
          `${seconds(r.receivingAfterListening.p50)} / ${seconds(r.receivingAfterListening.p99)} / ${seconds(r.receivingAfterListening.max)}`,
      ),
    ],
    ['not receiving (after 120 s)', ...results.map((r) => String(r.receiving.missing))],
    ['connect errors meanwhile', ...results.map((r) => JSON.stringify(r.errors))],
    [
      'new server: event loop busy / delay p99',
      ...results.map((r) => `${(100 * r.storm.utilisation).toFixed(0)} % / ${r.storm.delayP99.toFixed(0)} ms`),
    ],
    [
      'new server: queries / p99 / most waiting',
      ...results.map((r) =>
        r.scenario.kind === 'relay'
          ? '-'
          : `${r.storm.queries.count.toLocaleString('en-US')} / ${r.storm.queries.p99.toFixed(0)} ms / ${r.storm.queries.maxWaiting}`,
      ),
    ],
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  '));
  const app = results.find((r) => r.scenario.kind === 'app');
  if (app) {
    const met = app.receiving.missing === 0 && app.receivingAfterListening.max <= BACK_WITHIN_MS;
    console.log(
      `\ntarget: all ${app.users.toLocaleString('en-US')} back and receiving within ${seconds(BACK_WITHIN_MS)} of the ` +
        `restarted server listening: ${met ? 'met' : 'NOT met'} (${seconds(app.receivingAfterListening.max)}; ` +
        `${seconds(app.receiving.max)} from the old one closing, its start included)`,
    );
  }
}

// ── Measuring one scenario.

type ScenarioResult = {
  scenario: Scenario;
  connect: { wallMs: number; connected: number; failed: number; errors: Record<string, number>; handshake: Summary };
  memory: { before: ServerStats; connected: ServerStats; after: ServerStats };
  window: WindowStats;
  run: Omit<RunReport, 'latencies' | 'ackLatencies' | 'refused' | 'disconnects' | 'cpuUs'> & {
    refused: Record<string, number>;
    disconnects: Record<string, number>;
  };
  latency: Summary;
  /** Messages over the p99 target, and how they spread over the seconds of the window. */
  slow: { count: number; seconds: number; worst: { second: number; count: number; max: number } | null };
  ack: Summary;
  /** CPU time during the measured window, in cores (1 = one core busy all the time). */
  cpu: { machine: number; steal: number | null; server: number; clients: number; postgres: number | null };
  /** Rows in `messages` at the end (app only). */
  stored: number | null;
};

async function measureScenario(
  scenario: Scenario,
  users: User[],
  databaseUrl: string,
  authSecret: string,
): Promise<ScenarioResult> {
  // The servers under test: INSTANCES processes, of the relay or of the app (several share one Redis;
  // the relays under a prefix of their own, so that the app's instances never read the relays' stream).
  const servers = await Promise.all(
    Array.from({ length: INSTANCES }, (_, i) =>
      startServer(
        `${scenario.name} server${INSTANCES > 1 ? ` ${i + 1}` : ''}`,
        scenario.kind === 'app'
          ? {
              kind: 'app',
              databaseUrl,
              authSecret,
              messageLimit: MESSAGE_LIMIT,
              ...(sharedRedis ? { redis: sharedRedis } : {}),
            }
          : {
              kind: 'relay',
              ...(sharedRedis ? { redis: { ...sharedRedis, prefix: `${sharedRedis.prefix}relay:` } } : {}),
            },
      ),
    ),
  );
  const listening = servers[0]!.listening;
  const bases = servers.map((s) => `http://127.0.0.1:${s.listening.port}`);
  if (scenario.kind === 'app') for (const base of bases) await verifyCookie(base, users[0] as User);
  const server = {
    request: async (command: ServerCommand) => {
      const replies = await Promise.all(servers.map((s) => s.child.request(command)));
      return replies.length === 1 ? replies[0]! : combine(replies);
    },
    stop: () => Promise.all(servers.map((s) => s.child.stop())),
  };
  const statsOf = async () => expect(await server.request({ kind: 'stats' }), 'stats');
  const before = await statsOf();

  // The clients: friend pair p (users 2p and 2p+1) in process p mod K, both ends on one clock; user i
  // on server i mod INSTANCES.
  const { clients, shares } = await startClients(scenario.name, users);
  const {
    connects,
    wallMs: connectWallMs,
    connected,
  } = await connectClients(clients, shares, {
    urls: bases,
    origin: listening.origin,
    relay: scenario.kind === 'relay',
  });
  const errors = mergeCounts(connects.map((c) => c.errors));
  console.log(
    `${connected.toLocaleString('en-US')} connected in ${seconds(connectWallMs)}` +
      (connected < users.length ? `, ${users.length - connected} failed: ${JSON.stringify(errors)}` : ''),
  );
  if (connected === 0) throw new Error(`${scenario.name}: no client could connect (${JSON.stringify(errors)})`);
  await sleep(SETTLE_MS);
  const afterConnect = await statsOf();

  // The run: every process starts its schedule at the same instant of the shared clock.
  const startAt = performance.timeOrigin + performance.now() + 1_000;
  const windowStartAt = startAt + WARMUP_S * 1000;
  const windowEndAt = windowStartAt + DURATION_S * 1000;
  console.log(`sending for ${WARMUP_S} s warm-up + ${DURATION_S} s measured, then up to ${DRAIN_S} s for the rest …`);
  const results = Promise.all(
    clients.map(async (child) =>
      expect(
        await child.request({
          kind: 'run',
          startAt,
          rate: RATE,
          clients: users.length,
          warmupMs: WARMUP_S * 1000,
          durationMs: DURATION_S * 1000,
          drainMs: DRAIN_S * 1000,
          checkStored: scenario.kind === 'app',
        }),
        'result',
      ),
    ),
  );
  if (PROFILE) {
    await sleepUntil(windowStartAt - 2_000);
    expect(await server.request({ kind: 'profile-start' }), 'ok');
  }
  await sleepUntil(windowStartAt);
  const machineBefore = await machineCpu();
  const postgresBefore = scenario.kind === 'app' ? await postgresCpuUs(databaseUrl) : null;
  expect(await server.request({ kind: 'window-start' }), 'ok');
  await sleepUntil(windowEndAt);
  const window = expect(await server.request({ kind: 'window-end' }), 'window');
  const machineAfter = await machineCpu();
  const postgresUs = postgresBefore === null ? null : cpuDelta(await postgresCpuUs(databaseUrl), postgresBefore);
  const runs = await results;
  const after = await statsOf();
  const stored =
    scenario.kind === 'app'
      ? await withClient(
          databaseUrl,
          async (client) => (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM messages')).rows[0]!.n,
        )
      : null;
  if (scenario.kind === 'app') {
    // The next scenario (if any) starts on an empty table.
    await withClient(databaseUrl, (client) => client.query('TRUNCATE messages'));
  }

  await Promise.all(clients.map((child) => child.stop()));
  await server.stop();
  const crashed = childCrashed();
  if (crashed) throw crashed;

  const windowS = DURATION_S;
  const total = sumRuns(runs);
  const result: ScenarioResult = {
    scenario,
    connect: {
      wallMs: connectWallMs,
      connected,
      failed: users.length - connected,
      errors,
      handshake: summarise(connects.flatMap((c: ConnectReport) => c.handshakeMs)),
    },
    memory: { before, connected: afterConnect, after },
    window,
    run: total,
    latency: summarise(runs.flatMap((r) => r.latencies.map(([, ms]) => ms))),
    slow: slowSeconds(runs.flatMap((r) => r.latencies)),
    ack: summarise(runs.flatMap((r) => r.ackLatencies)),
    cpu: {
      machine: (machineAfter.busyUs - machineBefore.busyUs) / (windowS * 1e6),
      steal:
        machineAfter.stealUs === null || machineBefore.stealUs === null
          ? null
          : (machineAfter.stealUs - machineBefore.stealUs) / (windowS * 1e6),
      server: window.cpuUs / (windowS * 1e6),
      clients: runs.reduce((sum, r) => sum + r.cpuUs, 0) / (windowS * 1e6),
      postgres: postgresUs === null ? null : postgresUs / (windowS * 1e6),
    },
    stored,
  };
  const missing = total.sent - total.delivered;
  console.log(
    `sent ${total.sent.toLocaleString('en-US')}, delivered ${total.delivered.toLocaleString('en-US')}` +
      (missing > 0 ? ` (${missing} missing)` : '') +
      `, duplicates ${total.duplicates}; latency p50 ${fixed(result.latency.p50, 1)} ms, ` +
      `p99 ${fixed(result.latency.p99, 1)} ms, max ${fixed(result.latency.max, 1)} ms`,
  );
  if (window.profile) {
    console.log(`CPU profile of the measured window: ${window.profile.file}`);
    for (const line of window.profile.summary) console.log(line);
  }
  return result;
}

/**
 * Several instances read as one server: memory and CPU time added up; event-loop figures of the
 * busiest; queries counted together (percentiles: the worse instance's, an upper bound).
 */
function combine(replies: ServerReply[]): ServerReply {
  const kind = replies[0]!.kind;
  if (kind === 'stats') {
    const all = replies.map((r) => expect(r, 'stats'));
    const add = (pick: (s: ServerStats) => number) => all.reduce((sum, s) => sum + pick(s), 0);
    return {
      kind: 'stats',
      rss: add((s) => s.rss),
      heapUsed: add((s) => s.heapUsed),
      external: add((s) => s.external),
      cpuUs: add((s) => s.cpuUs),
    };
  }
  if (kind === 'window') {
    const all = replies.map((r) => expect(r, 'window'));
    const max = (pick: (w: WindowStats) => number) => Math.max(...all.map(pick));
    return {
      kind: 'window',
      utilisation: max((w) => w.utilisation),
      delayP50: max((w) => w.delayP50),
      delayP99: max((w) => w.delayP99),
      delayMax: max((w) => w.delayMax),
      cpuUs: all.reduce((sum, w) => sum + w.cpuUs, 0),
      queries: {
        count: all.reduce((sum, w) => sum + w.queries.count, 0),
        p50: max((w) => w.queries.p50),
        p99: max((w) => w.queries.p99),
        max: max((w) => w.queries.max),
        maxWaiting: max((w) => w.queries.maxWaiting),
      },
      ...(all[0]!.profile ? { profile: all[0]!.profile } : {}),
    };
  }
  return replies.find((r) => r.kind === 'failed') ?? replies[0]!;
}

function sumRuns(runs: RunReport[]): ScenarioResult['run'] {
  const add = (pick: (r: RunReport) => number) => runs.reduce((sum, r) => sum + pick(r), 0);
  return {
    sent: add((r) => r.sent),
    sentMeasured: add((r) => r.sentMeasured),
    accepted: add((r) => r.accepted),
    refused: mergeCounts(runs.map((r) => r.refused)),
    noAck: add((r) => r.noAck),
    delivered: add((r) => r.delivered),
    duplicates: add((r) => r.duplicates),
    missingStored: add((r) => r.missingStored),
    missingNotStored: add((r) => r.missingNotStored),
    missingUnchecked: add((r) => r.missingUnchecked),
    unexpected: add((r) => r.unexpected),
    echoes: add((r) => r.echoes),
    sendLagP99: Math.max(...runs.map((r) => r.sendLagP99)),
    sendLagMax: Math.max(...runs.map((r) => r.sendLagMax)),
    disconnects: mergeCounts(runs.map((r) => r.disconnects)),
  };
}

// ── CPU accounting over the measured window.

/**
 * CPU time (µs) of the PostgreSQL processes serving the benchmark database, and the server's background
 * processes (WAL writer, checkpointer…), read from /proc: empty when PostgreSQL runs elsewhere.
 * Best effort: a backend that exits during the window takes its time with it.
 */
async function postgresCpuUs(databaseUrl: string): Promise<Map<number, number>> {
  const pids = await withClient(databaseUrl, async (client) =>
    (
      await client.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity
          WHERE (datname = current_database() OR backend_type <> 'client backend') AND pid <> pg_backend_pid()`,
      )
    ).rows.map((row) => row.pid),
  );
  const times = new Map<number, number>();
  for (const pid of pids) {
    try {
      const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime and stime (fields 14 and 15 of proc(5)) in clock ticks of 10 ms.
      times.set(pid, (Number(fields[11]) + Number(fields[12])) * 10_000);
    } catch {
      // Not on this machine, or gone.
    }
  }
  return times;
}

/** CPU time used between two readings of `postgresCpuUs`; null when PostgreSQL is not on this machine. */
function cpuDelta(after: Map<number, number>, before: Map<number, number>): number | null {
  if (after.size === 0) return null;
  let total = 0;
  for (const [pid, us] of after) total += us - (before.get(pid) ?? 0);
  return total;
}

// ── Statistics.

/**
 * How the messages slower than the p99 target spread over the window: a few bad seconds (stalls) or
 * all the time (a queue that never empties).
 */
function slowSeconds(latencies: Array<[sentAt: number, latency: number]>): ScenarioResult['slow'] {
  const bySecond = new Map<number, { count: number; max: number }>();
  let count = 0;
  for (const [at, ms] of latencies) {
    if (ms <= TARGETS.p99Ms) continue;
    count += 1;
    const second = Math.floor(at / 1000);
    const entry = bySecond.get(second) ?? { count: 0, max: 0 };
    entry.count += 1;
    entry.max = Math.max(entry.max, ms);
    bySecond.set(second, entry);
  }
  const worst = [...bySecond].sort((a, b) => b[1].count - a[1].count)[0];
  return { count, seconds: bySecond.size, worst: worst ? { second: worst[0], ...worst[1] } : null };
}

// ── Report.

function report(results: ScenarioResult[]): void {
  const relay = results.find((r) => r.scenario.kind === 'relay')!;
  const app = results.find((r) => r.scenario.kind === 'app')!;
  const times = (value: number, reference: number) =>
    Number.isFinite(value) && Number.isFinite(reference) && reference > 0 ? `${(value / reference).toFixed(1)}×` : '–';
  const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
  const perConnection = (r: ScenarioResult, key: 'rss' | 'heapUsed') =>
    (r.memory.connected[key] - r.memory.before[key]) / 1024 / Math.max(1, r.connect.connected);

  console.log(
    `\nResults: ${CLIENTS.toLocaleString('en-US')} clients in ${CLIENT_PROCESSES} processes, ${RATE} messages/s, ` +
      `${DURATION_S} s measured after a ${WARMUP_S} s warm-up:\n`,
  );
  table(
    [
      'scenario',
      'sent',
      'delivered',
      'dup',
      'missing (stored / lost)',
      'refused / no ack',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'max ms',
      'p99 × relay',
      'ack p50 ms',
      'ack p99 ms',
    ],
    results.map((r) => {
      const missing = r.run.sent - r.run.delivered;
      const refused = Object.values(r.run.refused).reduce((sum, n) => sum + n, 0);
      return [
        r.scenario.name,
        r.run.sent.toLocaleString('en-US'),
        `${r.run.delivered.toLocaleString('en-US')} (${percent(r.run.delivered, r.run.sent)})`,
        String(r.run.duplicates),
        missing === 0
          ? '0'
          : r.run.missingUnchecked > 0
            ? `${missing} (not checked)`
            : `${missing} (${r.run.missingStored} / ${r.run.missingNotStored})`,
        `${refused} / ${r.run.noAck}`,
        fixed(r.latency.p50, 1),
        fixed(r.latency.p95, 1),
        fixed(r.latency.p99, 1),
        fixed(r.latency.max, 1),
        r === relay ? '1.0×' : times(r.latency.p99, relay.latency.p99),
        fixed(r.ack.p50, 1),
        fixed(r.ack.p99, 1),
      ];
    }),
  );
  console.log('');
  table(
    [
      'scenario',
      'connected',
      'connect all s',
      'handshake p50 / p99 ms',
      'RSS idle MB',
      'RSS connected MB',
      'RSS after run MB',
      'RSS KB / conn',
      'heap KB / conn',
    ],
    results.map((r) => [
      r.scenario.name,
      `${r.connect.connected.toLocaleString('en-US')} / ${CLIENTS.toLocaleString('en-US')}`,
      fixed(r.connect.wallMs / 1000, 1),
      `${fixed(r.connect.handshake.p50, 1)} / ${fixed(r.connect.handshake.p99, 1)}`,
      mb(r.memory.before.rss),
      mb(r.memory.connected.rss),
      mb(r.memory.after.rss),
      fixed(perConnection(r, 'rss'), 1),
      fixed(perConnection(r, 'heapUsed'), 1),
    ]),
  );
  console.log('');
  table(
    [
      'scenario',
      'server CPU',
      'event loop busy',
      'loop delay p99 / max ms',
      'queries/s',
      'query p50 / p99 / max ms',
      'pool queue max',
      'PostgreSQL CPU',
      'clients CPU',
      'machine CPU',
      'steal',
    ],
    results.map((r) => {
      const q = r.window.queries;
      const none = q.count === 0;
      return [
        r.scenario.name,
        cores(r.cpu.server),
        `${fixed(100 * r.window.utilisation, 0)}%`,
        `${fixed(r.window.delayP99, 1)} / ${fixed(r.window.delayMax, 1)}`,
        none ? '–' : fixed(q.count / DURATION_S, 0),
        none ? '–' : `${fixed(q.p50, 1)} / ${fixed(q.p99, 1)} / ${fixed(q.max, 1)}`,
        none ? '–' : String(q.maxWaiting),
        r.cpu.postgres === null ? '–' : cores(r.cpu.postgres),
        cores(r.cpu.clients),
        `${cores(r.cpu.machine)} of ${cpus().length}`,
        r.cpu.steal === null ? '–' : cores(r.cpu.steal),
      ];
    }),
  );
  console.log(
    "\nsent: every message, warm-up included; delivered: reached the friend's socket (once); missing: not delivered " +
      "by the end of the drain, then looked up in the receiver's history (GET /api/chat/messages/since): stored " +
      '(but not pushed) or lost (not stored). Latency: send → receipt at the friend, on one clock, every message ' +
      'of the measured window (exact percentiles, nearest rank); ack: send → ack. RSS and heap are read after a ' +
      'full GC; per connection: (connected − idle) ÷ connected clients. Queries: every query the app sent ' +
      'through its pool of 10, from the call to the result (waiting for a connection included). CPU is over the ' +
      'measured window, in cores ' +
      '(1.00 = one core busy all the time); steal: time the hypervisor gave our vCPUs to other guests.',
  );
  for (const r of results) {
    const extras = [
      `${r.run.echoes.toLocaleString('en-US')} copies to the sender's own socket`,
      `client send lag p99 ${fixed(r.run.sendLagP99, 1)} ms (max ${fixed(r.run.sendLagMax, 1)})`,
      `loop delay p50 ${fixed(r.window.delayP50, 1)} ms`,
      `latency mean ${fixed(r.latency.mean, 1)} ms`,
      r.slow.worst === null
        ? `no message over ${TARGETS.p99Ms} ms`
        : `${r.slow.count} messages over ${TARGETS.p99Ms} ms, sent in ${r.slow.seconds} of the ${DURATION_S} seconds ` +
          `(worst: second ${r.slow.worst.second + 1}, ${r.slow.worst.count} messages, max ${fixed(r.slow.worst.max, 0)} ms)`,
      ...(r.stored === null ? [] : [`${r.stored.toLocaleString('en-US')} rows in messages`]),
      ...(r.run.unexpected > 0 ? [`${r.run.unexpected} unexpected messages`] : []),
      ...(Object.keys(r.run.refused).length > 0 ? [`refused: ${JSON.stringify(r.run.refused)}`] : []),
      ...(Object.keys(r.run.disconnects).length > 0 ? [`disconnects: ${JSON.stringify(r.run.disconnects)}`] : []),
      ...(r.connect.failed > 0 ? [`connect errors: ${JSON.stringify(r.connect.errors)}`] : []),
    ];
    console.log(`  ${r.scenario.name}: ${extras.join('; ')}`);
  }
  if (MESSAGE_LIMIT !== null) {
    console.log(
      `  The app ran with a raised message limit (${MESSAGE_LIMIT} per ${MESSAGE_WINDOW_MS / 1000} s per user).`,
    );
  }

  console.log('\nTargets:');
  const rate = app.run.sentMeasured / DURATION_S;
  const lost = app.run.sent - app.run.delivered;
  const refused = Object.values(app.run.refused).reduce((sum, n) => sum + n, 0);
  console.log(
    `  ${verdict(app.connect.connected >= TARGETS.clients)}  connected clients: ${app.connect.connected.toLocaleString('en-US')} ` +
      `(target ${TARGETS.clients.toLocaleString('en-US')})`,
  );
  console.log(
    `  ${verdict(rate >= TARGETS.rate)}  messages per second: ${fixed(rate, 1)} sent in the measured window ` +
      `(target ${TARGETS.rate})`,
  );
  console.log(
    `  ${verdict(app.latency.p99 <= TARGETS.p99Ms)}  end-to-end p99: ${fixed(app.latency.p99, 1)} ms ` +
      `(target ≤ ${TARGETS.p99Ms} ms; the relay: ${fixed(relay.latency.p99, 1)} ms)`,
  );
  console.log(
    `  ${verdict(lost === 0 && app.run.duplicates === 0 && refused === 0 && app.run.noAck === 0)}  zero loss: ` +
      `${app.run.delivered.toLocaleString('en-US')} of ${app.run.sent.toLocaleString('en-US')} delivered ` +
      `(${percent(app.run.delivered, app.run.sent)}), ${app.run.duplicates} duplicates, ${refused} refused, ` +
      `${app.run.noAck} without ack`,
  );
}

// ── Helpers.

/** Until the shared clock (`performance.timeOrigin + performance.now()`) reaches `at`. */
function sleepUntil(at: number): Promise<void> {
  return sleep(Math.max(0, at - (performance.timeOrigin + performance.now())));
}

function evenInt(value: string | undefined, fallback: number): number {
  const parsed = positiveInt(value, fallback);
  return parsed >= 2 && parsed % 2 === 0 ? parsed : fallback;
}

function percent(part: number, whole: number): string {
  if (whole === 0) return '–';
  return part === whole ? '100%' : `${((100 * part) / whole).toFixed(3)}%`;
}

function cores(value: number): string {
  return value.toFixed(2);
}

await runBenchmark(main, { watchdogMs: WATCHDOG_MS });
