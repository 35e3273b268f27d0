/**
 * Servers under test and load generators, each in a child process of its own, so that none shares an
 * event loop, a CPU figure or an open-file limit with another:
 *
 *   startChild         any script that talks `{ kind }` messages over the IPC channel, one reply a command
 *   startRawServer     the baseline: a bare node:http server sending given bytes (raw-server.ts)
 *   startAppInstance   the app as `npm start` runs it, with its event loop watched (app-instance.ts)
 *
 * Each is stopped at clean-up at the latest, and stopped for good: a child that does not exit when
 * asked is killed.
 */
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { InstanceCommand, InstanceReply, LoopReport } from './app-instance.ts';
import { get } from './http.ts';
import type { RawCommand, RawPage, RawReply } from './raw-server.ts';
import { onCleanUp, sleep } from './run.ts';
import { stopLeftoverPostgres } from './services.ts';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const RAW_SCRIPT = fileURLToPath(new URL('./raw-server.ts', import.meta.url));
const INSTANCE_SCRIPT = fileURLToPath(new URL('./app-instance.ts', import.meta.url));

// ── Any child that answers `{ kind }` messages.

/** A forked child that answers one command at a time. */
export type Child<Command, Reply> = {
  process: ChildProcess;
  /** The first message the child sends by itself (`ready`, or `listening` after a start command). */
  first: Promise<Reply>;
  /** Sends a command and waits for the next reply (rejects on `failed` or when the child exits). */
  request(command: Command): Promise<Reply>;
  send(command: Command): void;
  /** `{ kind: 'close' }`, or SIGTERM without a channel; SIGKILL after 5 s. */
  stop(): Promise<void>;
};

/** Set when a child exits without being asked to: the run cannot be trusted any more. */
let crashed: Error | undefined;

export function childCrashed(): Error | undefined {
  return crashed;
}

export function startChild<Command, Reply extends { kind: string }>(
  name: string,
  script: string,
  execArgv: string[] = [],
): Child<Command, Reply> {
  const child = fork(script, [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv: [...process.execArgv, ...execArgv],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let waiting: { resolve: (reply: Reply) => void; reject: (error: Error) => void } | undefined;
  let stopping = false;
  const replies: Reply[] = [];
  const failure = (reply: Reply) => new Error(`${name}: ${(reply as { message?: string }).message}`);
  child.on('message', (reply: Reply) => {
    if (!waiting) return void replies.push(reply);
    const { resolve, reject } = waiting;
    waiting = undefined;
    if (reply.kind === 'failed') reject(failure(reply));
    else resolve(reply);
  });
  child.once('exit', (code, signal) => {
    const error = new Error(`${name} exited (${signal ?? code})`);
    if (waiting) waiting.reject(error);
    waiting = undefined;
    if (!stopping) crashed ??= error;
  });
  const next = () =>
    new Promise<Reply>((resolve, reject) => {
      const queued = replies.shift();
      if (queued) {
        if (queued.kind === 'failed') reject(failure(queued));
        else resolve(queued);
        return;
      }
      if (child.exitCode !== null || child.signalCode !== null) return reject(new Error(`${name} is not running`));
      waiting = { resolve, reject };
    });
  const stop = async () => {
    stopping = true;
    if (child.exitCode !== null || child.signalCode !== null) return;
    if (child.connected) child.send({ kind: 'close' });
    else child.kill('SIGTERM');
    const kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(kill);
  };
  onCleanUp(name, stop);
  return {
    process: child,
    first: next(),
    send: (command) => void child.send(command as object),
    request: (command) => {
      const reply = next();
      child.send(command as object);
      return reply;
    },
    stop,
  };
}

/** The reply of kind `kind`, or an error saying what came instead. */
export function expectReply<R extends { kind: string }, K extends R['kind']>(
  reply: R,
  kind: K,
): Extract<R, { kind: K }> {
  if (reply.kind !== kind) throw new Error(`expected a "${kind}" reply, got ${JSON.stringify(reply).slice(0, 300)}`);
  return reply as Extract<R, { kind: K }>;
}

// ── The raw baseline.

/** Event-loop delay and CPU of a server over a window, as the app instance reports them. */
export type RawLoop = { p99: number | null; max: number | null; cpuMs: number; preempted: number };

export type RawServer = {
  origin: string;
  /** Starts a window; `loopReport` reads it. */
  loopReset(): Promise<void>;
  loopReport(): Promise<RawLoop>;
  stop(): Promise<void>;
};

/**
 * The baseline of an HTTP row: a bare node:http server in a process of its own that answers each
 * page's path (query ignored) with exactly the bytes given, on 127.0.0.1.
 */
export async function startRawServer(pages: RawPage[]): Promise<RawServer> {
  const child = startChild<RawCommand, RawReply>('raw node:http server', RAW_SCRIPT);
  child.send({ kind: 'raw', pages });
  const { port } = expectReply(await child.first, 'listening');
  return {
    origin: `http://127.0.0.1:${port}`,
    loopReset: async () => void expectReply(await child.request({ kind: 'loop-reset' }), 'loop-reset'),
    loopReport: async () => {
      const { p99, max, cpuMs, preempted } = expectReply(await child.request({ kind: 'loop-report' }), 'loop-report');
      return { p99, max, cpuMs, preempted };
    },
    stop: child.stop,
  };
}

// ── The app as `npm start` runs it.

export type LoopFigures = {
  p50: number;
  p99: number;
  max: number;
  count: number;
  cpuMs: number;
  userMs: number;
  rssMb: number;
  gcMs: number;
  gcMaxMs: number;
  gcMajor: number;
  preempted: number;
  served: LoopReport['served'];
};

export type AppInstance = {
  name: string;
  origin: string;
  /** Starts a measurement window in the instance; `loopReport` reads it (NaN where it had no sample). */
  loopReset(): Promise<void>;
  loopReport(): Promise<LoopFigures>;
  stop(): Promise<void>;
};

/** Every variable the app reads: an instance gets none of the benchmark's own, only what it is given. */
const APP_VARIABLES = [
  'NODE_ENV',
  'PORT',
  'HOST',
  'APP_URL',
  'DATA_DIR',
  'DATABASE_URL',
  'REDIS_URL',
  'REDIS_PREFIX',
  'SMTP_URL',
  'MAIL_FROM',
  'AUTH_SECRET',
  'ADMIN_EMAILS',
  'LOG_LEVEL',
  'DEMO_CONTENT',
  'PRESENCE_GRACE_MS',
  'PRESENCE_REAPER_MS',
  'PUSH_SERVICE_HOSTS',
  'PUBLIC_CONTENT',
  'TRUST_PROXY',
];

function instanceEnvironment(own: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of APP_VARIABLES) delete env[name];
  return { ...env, ...own };
}

/**
 * One app instance as `npm start` runs it (main.ts, through the event-loop wrapper app-instance.ts),
 * configured by `own` (PORT, DATA_DIR…: nothing else of this environment reaches it), its output
 * prefixed with its name. Resolves once `GET /api/health` answers 200. With an embedded PostgreSQL
 * (no DATABASE_URL), that server is stopped at clean-up too if the instance left it running.
 */
export async function startAppInstance(name: string, own: Record<string, string>): Promise<AppInstance> {
  const child = fork(INSTANCE_SCRIPT, [], {
    cwd: ROOT,
    env: instanceEnvironment(own),
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    // Pino's JSON lines can be long (an error with its pg client): the first 400 characters say what it was.
    createInterface({ input: stream }).on('line', (line) =>
      console.error(`[${name}] ${line.length > 400 ? `${line.slice(0, 400)} …` : line}`),
    );
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let exitedEarly: string | undefined;
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping) {
      exitedEarly = `${name} exited (${signal ?? code})`;
      console.error(`\n${exitedEarly}`);
    }
  });
  const pending = new Map<number, (reply: InstanceReply) => void>();
  child.on('message', (reply: InstanceReply) => {
    pending.get(reply.id)?.(reply);
    pending.delete(reply.id);
  });
  let nextId = 0;
  const ask = (type: InstanceCommand['type']) =>
    new Promise<InstanceReply>((resolve, reject) => {
      if (exitedEarly) return reject(new Error(exitedEarly));
      const id = (nextId += 1);
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error(`${name} did not answer ${type} within 10 s`));
      }, 10_000);
      pending.set(id, (reply) => {
        clearTimeout(timer);
        resolve(reply);
      });
      child.send({ type, id } satisfies InstanceCommand);
    });
  const stop = async () => {
    stopping = true;
    if (child.exitCode !== null || child.signalCode !== null) return;
    // SIGTERM: main.ts closes the HTTP server, the queue, the pool and the embedded PostgreSQL (≤ 10 s).
    child.kill('SIGTERM');
    const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(kill);
  };
  const dataDir = own['DATA_DIR'];
  if (!own['DATABASE_URL'] && dataDir) {
    onCleanUp(`embedded PostgreSQL of ${name} (if left running)`, () => stopLeftoverPostgres(dataDir));
  }
  onCleanUp(name, stop);
  const origin = `http://127.0.0.1:${own['PORT']}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (exitedEarly) throw new Error(`${exitedEarly} before it answered /api/health`);
    const answer = await get(`${origin}/api/health`).catch(() => undefined);
    if (answer?.status === 200) break;
    if (Date.now() > deadline) throw new Error(`${name} did not answer /api/health within 180 s`);
    await sleep(250);
  }
  return {
    name,
    origin,
    loopReset: async () => void (await ask('loop-reset')),
    loopReport: async () => {
      const reply = (await ask('loop-report')) as LoopReport;
      return {
        p50: reply.p50 ?? Number.NaN,
        p99: reply.p99 ?? Number.NaN,
        max: reply.max ?? Number.NaN,
        count: reply.count,
        cpuMs: reply.cpuMs,
        userMs: reply.userMs,
        rssMb: reply.rssMb,
        gcMs: reply.gcMs,
        gcMaxMs: reply.gcMaxMs,
        gcMajor: reply.gcMajor,
        preempted: reply.preempted,
        served: reply.served,
      };
    },
    stop,
  };
}

/** A port free on 127.0.0.1 right now, for a server that must be told its port before it starts. */
export async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * The most files a process started from here may hold open (the soft limit children inherit; Node
 * raises its own to the hard limit), or null where the shell cannot say. Every socket is one.
 */
export function openFileLimit(): number | null {
  try {
    const limit = Number(execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim());
    return Number.isInteger(limit) && limit > 0 ? limit : null;
  } catch {
    return null;
  }
}

/** The commit measured, and whether the app's code has changed since it. */
export function gitDescription(): string {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    // --no-optional-locks: a read only, the index is not refreshed.
    const status = ['--no-optional-locks', 'status', '--porcelain', '--untracked-files=no', '--', 'apps', 'packages'];
    const dirty = execFileSync('git', status, { cwd: ROOT, encoding: 'utf8' }).trim();
    return dirty ? `${commit} (apps/ or packages/ changed since)` : commit;
  } catch {
    return 'unknown';
  }
}
