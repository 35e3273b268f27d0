/**
 * Child process of `bench/chat.ts`: runs ONE server under test, in a process of its own so that its
 * CPU time, memory and event loop are its own. Started with `fork()`; talks over the IPC channel:
 *
 *   parent → { kind: 'app', databaseUrl, authSecret, messageLimit, redis? }   the real application (`buildApp`);
 *                                     with `redis`, one of several instances sharing that Redis (REDIS_URL)
 *   parent → { kind: 'relay', redis? } a bare Socket.IO relay: no auth, no database, same events; with
 *                                     `redis`, one of several relays sharing that Redis as the instances do
 *   child  → { kind: 'listening', port, origin }   (or { kind: 'failed', message })
 *   parent → { kind: 'stats' }        → { kind: 'stats', … }: memory (after a full GC) and CPU time
 *   parent → { kind: 'profile-start' } → { kind: 'ok' }: with BENCH_CPU_PROFILE=1, start the CPU profiler
 *                                     (during the warm-up: starting it stops the event loop for a moment)
 *   parent → { kind: 'window-start' } → { kind: 'ok' }, then { kind: 'window-end' } → { kind: 'window', … }:
 *                                     event-loop delay and utilisation and CPU time over the measured
 *                                     window (and the CPU profile, stopped then)
 *   parent → { kind: 'close' }        close the server and exit
 *
 * Both listen on 127.0.0.1 on a free port. The child exits when the parent goes away.
 * Run with `--expose-gc` so that `stats` can collect garbage before reading the heap.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance, type EventLoopUtilization } from 'node:perf_hooks';
import type { Pool } from 'pg';
import { Server } from 'socket.io';
import type { ChatMessage, SendAck, SOCKET_EVENTS } from '@jobportal/shared';
import type { Redis } from '../apps/server/src/lib/redis.ts';
import { LISTEN_BACKLOG } from '../apps/server/src/lib/lifecycle.ts';
import { createMemoryRateLimiter, type RateLimiter } from '../apps/server/src/lib/rate-limiter.ts';
import { LOOP_RESOLUTION_MS, loopExcessMs, summary } from './stats.ts';

export type ServerCommand =
  | {
      kind: 'app';
      databaseUrl: string;
      authSecret: string;
      /** Messages per user per window the app allows; null: the app's own limit (30 per 10 s). */
      messageLimit: number | null;
      /** Several instances: the Redis they share (as REDIS_URL and REDIS_PREFIX would set it). */
      redis?: { url: string; prefix: string };
      /** Listen on this port (the restart scenario starts the next server where the last one was). */
      port?: number;
    }
  | {
      kind: 'relay';
      port?: number;
      /** Several relays: the Redis they share, through the Redis Streams adapter as the app's instances. */
      redis?: { url: string; prefix: string };
    }
  | { kind: 'stats' }
  | { kind: 'profile-start' }
  | { kind: 'window-start' }
  | { kind: 'window-end' }
  | { kind: 'close' };

export type ServerStats = {
  rss: number;
  heapUsed: number;
  external: number;
  /** CPU time since the process started, microseconds. */
  cpuUs: number;
};

export type WindowStats = {
  /** Share of the window the event loop was busy (0–1). */
  utilisation: number;
  /** Event-loop delay percentiles (ms): how late a 10 ms timer of `monitorEventLoopDelay` fired. */
  delayP50: number;
  delayP99: number;
  delayMax: number;
  /** CPU time used during the window, microseconds. */
  cpuUs: number;
  /**
   * The app's database queries during the window (none for the relay): how many, and how long each
   * took from `pool.query()` to its result (waiting for a free connection included), ms; the longest
   * queue of callers waiting for a connection.
   */
  queries: { count: number; p50: number; p99: number; max: number; maxWaiting: number };
  /** With BENCH_CPU_PROFILE=1: where the `.cpuprofile` was written, and a summary of it. */
  profile?: { file: string; summary: string[] };
};

export type ServerReply =
  | { kind: 'listening'; port: number; origin: string }
  | { kind: 'failed'; message: string }
  | { kind: 'ok' }
  | ({ kind: 'stats' } & ServerStats)
  | ({ kind: 'window' } & WindowStats);

const HOST = '127.0.0.1';
/**
 * The two events the relay handles, spelled out so that the relay loads no app code (not even the
 * shared package and zod): its memory is Node's and Socket.IO's only. The type keeps them in step.
 */
const EVENTS = { send: 'message:send', message: 'message:new' } as const satisfies Pick<
  typeof SOCKET_EVENTS,
  'send' | 'message'
>;
const PROFILE = process.env['BENCH_CPU_PROFILE'] === '1';
let closeServer: (() => Promise<void>) | undefined;
let label = 'server';

function reply(message: ServerReply): void {
  process.send?.(message);
}

/** The app's Socket.IO options (`apps/server/src/realtime/socket-server.ts`), so the relay differs only in what it does. */
const SOCKET_OPTIONS = {
  path: '/socket.io',
  serveClient: false,
  pingInterval: 25_000,
  pingTimeout: 10_000,
  maxHttpBufferSize: 64 * 1024,
  connectionStateRecovery: { maxDisconnectionDuration: 2 * 60_000, skipMiddlewares: false },
};

async function startApp(command: Extract<ServerCommand, { kind: 'app' }>): Promise<{ port: number; origin: string }> {
  label = 'app';
  // Loaded here, not at the top: the relay's process must not carry the app's modules.
  const [{ buildApp }, { loadConfig }, { createDatabase }, { connectRedis, closeRedis }, { createRedisRateLimiter }] =
    await Promise.all([
      import('../apps/server/src/app.ts'),
      import('../apps/server/src/config/config.ts'),
      import('../apps/server/src/db/client.ts'),
      import('../apps/server/src/lib/redis.ts'),
      import('../apps/server/src/lib/rate-limiter.ts'),
    ]);
  // The same configuration the server tests use (`testConfig()`), with a throwaway data directory.
  const dataDir = await mkdtemp(path.join(tmpdir(), 'jobportal-bench-chat-app-'));
  const config = { ...loadConfig({ NODE_ENV: 'test' }), dataDir };
  // The production pool size (`createDatabase` default: 10 connections).
  const db = createDatabase(command.databaseUrl);
  timeQueries(db.$client);
  let redis: Redis | undefined;
  if (command.redis) {
    redis = await connectRedis(command.redis.url, (error) => console.error('bench app: Redis error', error));
  }
  const limiter =
    redis && command.redis ? createRedisRateLimiter(redis, command.redis.prefix) : createMemoryRateLimiter();
  const app = await buildApp({
    config,
    db,
    version: '0.0.0-bench',
    authSecret: command.authSecret,
    ...(redis && command.redis ? { redis, redisPrefix: command.redis.prefix } : {}),
    ...(command.messageLimit === null ? {} : { rateLimiter: raisedMessageLimit(limiter, command.messageLimit) }),
  });
  await app.listen({ port: command.port ?? 0, host: HOST, backlog: LISTEN_BACKLOG });
  closeServer = async () => {
    await app.close();
    if (redis) await closeRedis(redis);
    await db.$client.end();
    await rm(dataDir, { recursive: true, force: true });
  };
  // The handshake only accepts the Origin of APP_URL (here the test configuration's).
  return { port: (app.server.address() as AddressInfo).port, origin: new URL(config.appUrl).origin };
}

/**
 * Times every query the app sends through its pool (Drizzle calls `pool.query(config, params)`), from
 * the call to the result: the connection wait and the round trip to PostgreSQL. Recorded in the window.
 */
function timeQueries(pool: Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const started = performance.now();
    if (measuring) queryStats.maxWaiting = Math.max(queryStats.maxWaiting, pool.waitingCount);
    const result = query(...args);
    if (measuring) {
      const first = args[0];
      const text = typeof first === 'string' ? first : ((first as { text?: string } | null)?.text ?? '?');
      const kind = text.replace(/\s+/g, ' ').trim().slice(0, 90);
      queryStats.kinds.set(kind, (queryStats.kinds.get(kind) ?? 0) + 1);
    }
    if (measuring && result instanceof Promise) {
      const done = () => void queryStats.times.push(performance.now() - started);
      result.then(done, done);
    }
    return result;
  };
}

/**
 * The app's limiter (in memory, or in Redis for several instances), except that the chat's per-user message limit (`message:<userId>`) is
 * raised to `limit` per window: only used when the benchmark's per-client rate would exceed the app's
 * 30 messages per 10 s, and then said so in the output.
 */
function raisedMessageLimit(inner: RateLimiter, limit: number): RateLimiter {
  return {
    hit: (key, max, windowMs) => inner.hit(key, key.startsWith('message:') ? Math.max(max, limit) : max, windowMs),
  };
}

/**
 * A bare Socket.IO server with the app's options and events, but no authentication, no validation
 * and no database: the user id comes from the handshake's `auth`; `message:send` is broadcast as a
 * `ChatMessage` to `user:<receiver>` and `user:<sender>` (as the app's broadcaster does), then acked.
 * With `redis`, rooms span the relays through the Redis Streams adapter with the app's stream and
 * session names (apps/server/src/app.ts), so a message crosses processes as it crosses instances.
 */
async function startRelay(
  command: Extract<ServerCommand, { kind: 'relay' }>,
): Promise<{ port: number; origin: string }> {
  label = 'relay';
  const server = createServer();
  const redis = command.redis ? await relayRedis(command.redis) : undefined;
  const io = new Server(server, { ...SOCKET_OPTIONS, ...(redis ? { adapter: redis.adapter } : {}) });
  let sequence = 0;
  io.use((socket, next) => {
    const userId = (socket.handshake.auth as { userId?: unknown }).userId;
    if (typeof userId !== 'string') return next(new Error('no user id'));
    (socket.data as { userId: string }).userId = userId;
    next();
  });
  io.on('connection', (socket) => {
    const userId = (socket.data as { userId: string }).userId;
    void socket.join(`user:${userId}`);
    socket.on(EVENTS.send, (payload: { clientId: string; receiverId: string; encryptedContent: string }, ack) => {
      sequence += 1;
      const message: ChatMessage = {
        id: String(sequence),
        clientId: payload.clientId,
        senderId: userId,
        receiverId: payload.receiverId,
        encryptedContent: payload.encryptedContent,
        createdAt: new Date().toISOString(),
        isRead: false,
      };
      io.to(`user:${payload.receiverId}`).to(`user:${userId}`).emit(EVENTS.message, message);
      if (typeof ack === 'function') (ack as (answer: SendAck) => void)({ ok: true, message });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(command.port ?? 0, HOST, LISTEN_BACKLOG, () => resolve());
  });
  closeServer = async () => {
    io.local.disconnectSockets(true);
    await io.close();
    await redis?.close();
  };
  const bound = (server.address() as AddressInfo).port;
  return { port: bound, origin: `http://${HOST}:${bound}` };
}

/**
 * The relay's Redis client and adapter, loaded only when several relays share one Redis. The client is
 * configured as the app's (lib/redis.ts: RESP2, the reply shapes the adapter reads), without app code.
 */
async function relayRedis(shared: { url: string; prefix: string }) {
  const [{ createClient }, { createAdapter }] = await Promise.all([
    import('redis'),
    import('@socket.io/redis-streams-adapter'),
  ]);
  const client = createClient({ url: shared.url, RESP: 2 });
  client.on('error', (error) => console.error('bench relay: Redis error', error));
  await client.connect();
  return {
    adapter: createAdapter(client, {
      streamName: `${shared.prefix}socket.io`,
      sessionKeyPrefix: `${shared.prefix}socket.io:session:`,
    }),
    close: async () => {
      if (client.isOpen) await client.close();
    },
  };
}

// ── Measuring from inside.

function stats(): ServerStats {
  (globalThis as { gc?: () => void }).gc?.();
  const memory = process.memoryUsage();
  const cpu = process.cpuUsage();
  return { rss: memory.rss, heapUsed: memory.heapUsed, external: memory.external, cpuUs: cpu.user + cpu.system };
}

/** The histogram records the time between its timer's ticks: the delay is that minus the resolution. */
const delay = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
let measuring: { elu: EventLoopUtilization; cpu: NodeJS.CpuUsage } | undefined;
const queryStats = { times: [] as number[], maxWaiting: 0, kinds: new Map<string, number>() };
let profiler: Session | undefined;

async function profileStart(): Promise<void> {
  if (!PROFILE) return;
  profiler = new Session();
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.start');
}

function windowStart(): void {
  delay.reset();
  delay.enable();
  queryStats.times = [];
  queryStats.maxWaiting = 0;
  queryStats.kinds = new Map();
  measuring = { elu: performance.eventLoopUtilization(), cpu: process.cpuUsage() };
}

async function windowEnd(): Promise<WindowStats> {
  if (!measuring) throw new Error('window-end without window-start');
  const { elu, cpu } = measuring;
  measuring = undefined;
  delay.disable();
  const used = process.cpuUsage(cpu);
  const result: WindowStats = {
    utilisation: performance.eventLoopUtilization(elu).utilization,
    delayP50: loopExcessMs(delay.percentile(50)),
    delayP99: loopExcessMs(delay.percentile(99)),
    delayMax: loopExcessMs(delay.max),
    cpuUs: used.user + used.system,
    queries: (() => {
      const { count, p50, p99, max } = summary(queryStats.times);
      return { count, p50, p99, max, maxWaiting: queryStats.maxWaiting };
    })(),
  };
  if (profiler) {
    const { profile } = await profiler.post('Profiler.stop');
    profiler.disconnect();
    profiler = undefined;
    const file = path.join(tmpdir(), `jobportal-bench-chat-${label}-${process.pid}.cpuprofile`);
    await writeFile(file, JSON.stringify(profile));
    const kinds = [...queryStats.kinds]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([text, count]) => `    ${String(count).padStart(7)}  ${text}`);
    result.profile = {
      file,
      summary: [
        ...summarise(profile as CpuProfile),
        ...(kinds.length > 0 ? ['  queries by statement:', ...kinds] : []),
      ],
    };
  }
  return result;
}

type CpuProfile = {
  nodes: Array<{
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }>;
  samples: number[];
  timeDeltas: number[];
};

/**
 * Self time of the profile grouped by package (or the app's own module, or V8's pseudo-nodes such as
 * garbage collection), the heaviest functions, and the inclusive time of the app's own functions:
 * enough to see where the server's time goes. Shares are of the busy (not idle) samples.
 */
function summarise(profile: CpuProfile): string[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const total = [...selfUs.values()].reduce((sum, us) => sum + us, 0);
  const idle = [...selfUs].reduce(
    (sum, [id, us]) => (byId.get(id)?.callFrame.functionName === '(idle)' ? sum + us : sum),
    0,
  );
  let profiling = 0;

  const groupOf = (url: string, name: string): string => {
    if (name.startsWith('(')) return name; // (garbage collector), (program), (idle)
    if (url === '') return '(native / V8 builtins)';
    const packageMatch = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
    if (packageMatch) return packageMatch[1]!;
    if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
    const appMatch = /\/(apps\/[^/]+\/src\/[^/]+(?:\/[^/]+)?|packages\/[^/]+\/src\/[^/]+|bench\/[^/]+)/.exec(url);
    return appMatch ? appMatch[1]! : url;
  };
  // `…/node_modules/drizzle-orm/pg-core/dialect.js` → `drizzle-orm/pg-core/dialect.js`; app files from `apps/`.
  const shortUrl = (url: string) =>
    url.replace(/^.*\/node_modules\//, '').replace(/^file:\/\/.*?\/(apps|packages|bench)\//, '$1/');
  const groups = new Map<string, number>();
  const functions = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const frame = byId.get(id)!.callFrame;
    if (frame.functionName === '(idle)') continue;
    if (frame.url === 'node:inspector') {
      // Starting and stopping the profiler itself, not the server's work.
      profiling += us;
      continue;
    }
    const group = groupOf(frame.url, frame.functionName);
    groups.set(group, (groups.get(group) ?? 0) + us);
    const where = frame.url ? ` (${shortUrl(frame.url)}:${frame.lineNumber + 1})` : '';
    const key = `${frame.functionName || '(anonymous)'}${where}`;
    functions.set(key, (functions.get(key) ?? 0) + us);
  }
  // Inclusive time of the app's own functions (everything they called counts): which code path costs.
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const inclusive = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const seen = new Set<string>();
    for (let node: number | undefined = id; node !== undefined; node = parentOf.get(node)) {
      const frame = byId.get(node)!.callFrame;
      if (!/\/(apps|packages)\/[^/]+\/src\//.test(frame.url) || frame.url.includes('/node_modules/')) continue;
      const key = `${frame.functionName || '(anonymous)'} (${shortUrl(frame.url)}:${frame.lineNumber + 1})`;
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + us);
    }
  }
  const busy = total - idle - profiling;
  const share = (us: number) => `${((100 * us) / Math.max(1, busy)).toFixed(1).padStart(5)} %`;
  const top = (map: Map<string, number>, count: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, us]) => `    ${share(us)}  ${name}`);
  return [
    `  busy ${(busy / 1e6).toFixed(1)} s of ${(total / 1e6).toFixed(1)} s sampled; self time of the busy part:`,
    '  by package / module:',
    ...top(groups, 15),
    '  by function:',
    ...top(functions, 20),
    "  the app's own functions, inclusive (with what they call):",
    ...top(inclusive, 12),
  ];
}

async function onCommand(command: ServerCommand): Promise<void> {
  try {
    switch (command.kind) {
      case 'close':
        await closeServer?.().catch(() => undefined);
        process.exit(0);
        break;
      case 'stats':
        reply({ kind: 'stats', ...stats() });
        break;
      case 'profile-start':
        await profileStart();
        reply({ kind: 'ok' });
        break;
      case 'window-start':
        windowStart();
        reply({ kind: 'ok' });
        break;
      case 'window-end':
        reply({ kind: 'window', ...(await windowEnd()) });
        break;
      default: {
        const { port, origin } = command.kind === 'app' ? await startApp(command) : await startRelay(command);
        reply({ kind: 'listening', port, origin });
      }
    }
  } catch (error) {
    reply({ kind: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
}

process.on('message', (command: ServerCommand) => void onCommand(command));
// The parent died or closed the channel: nothing left to serve.
process.on('disconnect', () => {
  void (closeServer?.() ?? Promise.resolve()).finally(() => process.exit(0));
});
