/**
 * Child process of `startAppInstance` (processes.ts): ONE app instance exactly as `npm start` runs it
 * (`apps/server/src/main.ts`, configured by the environment the parent gives it), plus a monitor of
 * its event-loop delay. Started with `fork()`; talks over the IPC channel:
 *
 *   parent → { type: 'loop-reset', id }    start a new measurement window
 *   child  → { type: 'loop-reset', id }
 *   parent → { type: 'loop-report', id }   the window so far
 *   child  → { type: 'loop-report', id, p50, p99, max, count, cpuMs, userMs, preempted, rssMb, gcMs, gcMaxMs,
 *              gcMajor, served }
 *
 * Delays are in milliseconds, as the excess over the monitor's 10 ms timer: Node's histogram records
 * the whole interval between two timer callbacks (an idle loop reads 10.1 ms), so the resolution is
 * subtracted (as @fastify/under-pressure does) and an idle loop reads about 0.1 ms.
 * The instance shuts down gracefully (SIGTERM: main.ts's close-with-grace) when the parent goes away.
 */
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { constants as perfConstants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { LOOP_RESOLUTION_MS, loopExcessMs, nearestRank, sortedSamples } from '../stats.ts';

/** Only types may be imported from this file: importing it starts an app. */

export type InstanceCommand = { type: 'loop-reset'; id: number } | { type: 'loop-report'; id: number };
export type LoopReport = {
  type: 'loop-report';
  id: number;
  /** Event-loop delay percentiles over the window, ms beyond the 10 ms timer interval (null: no sample). */
  p50: number | null;
  p99: number | null;
  max: number | null;
  /** Timer callbacks recorded in the window (about 100 per second on a loop that keeps up). */
  count: number;
  /** CPU time (user + system) the instance used in the window, ms. */
  cpuMs: number;
  /** Of which in user space (the app's own code; sockets' writes and reads are mostly system time). */
  userMs: number;
  /**
   * Times the kernel took the CPU from the instance in the window (involuntary context switches): on a
   * machine where the load generator and the instance share two cores, each is a delay of the loop
   * that no code of the app caused.
   */
  preempted: number;
  rssMb: number;
  /** Garbage collection in the window: pauses in all (ms), the longest, and how many were full (mark-compact). */
  gcMs: number;
  gcMaxMs: number;
  gcMajor: number;
  /**
   * The instance's own time per request in the window, by path (ids and query left out): from the moment
   * Node parsed the request's head to the moment the last byte of the answer went to the kernel. What a
   * member waits beyond it was spent before the instance read the request or after it wrote the answer
   * (the load generator's own loop, the sockets, the machine's run queue).
   */
  served: Record<string, { count: number; p50: number; p95: number; p99: number; max: number }>;
};
export type InstanceReply = { type: 'loop-reset'; id: number } | LoopReport;

const histogram = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
histogram.enable();
let cpuAtReset = process.cpuUsage();
let switchesAtReset = process.resourceUsage().involuntaryContextSwitches;

// The collector's pauses: a long one is a loop delay no request caused.
let gc = { ms: 0, maxMs: 0, major: 0 };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gc.ms += entry.duration;
    gc.maxMs = Math.max(gc.maxMs, entry.duration);
    const kind = (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind;
    if (kind === perfConstants.NODE_PERFORMANCE_GC_MAJOR) gc.major += 1;
  }
}).observe({ entryTypes: ['gc'] });

// Node's own HTTP server events (diagnostics_channel): no code of the app involved.
const startedAt = new WeakMap<IncomingMessage, number>();
let served = new Map<string, number[]>();
subscribe('http.server.request.start', (message) => {
  startedAt.set((message as { request: IncomingMessage }).request, performance.now());
});
subscribe('http.server.response.finish', (message) => {
  const { request } = message as { request: IncomingMessage };
  const started = startedAt.get(request);
  if (started === undefined) return;
  const key = pathKey(request.url ?? '');
  let list = served.get(key);
  if (!list) served.set(key, (list = []));
  list.push(performance.now() - started);
});

/** `/notice/5f…/pdf?x` → `/notice/{id}/pdf`: long hex or uuid segments read as `{id}`, the query left out. */
function pathKey(url: string): string {
  const pathname = url.split('?')[0]!;
  return pathname
    .split('/')
    .map((segment) => (/^[0-9a-f-]{16,}$/i.test(segment) ? '{id}' : segment))
    .join('/');
}

function servedFigures(): LoopReport['served'] {
  const figures: LoopReport['served'] = {};
  for (const [key, list] of served) {
    // The percentiles the load generator prints for the same requests (bench/stats.ts).
    const sorted = sortedSamples(list);
    const at = (p: number) => nearestRank(sorted, p);
    figures[key] = { count: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) };
  }
  return figures;
}

/**
 * BENCH_PROFILE_DIR: a CPU profile of each measurement window (from loop-reset to loop-report), written
 * there as `<window>.cpuprofile` (open it in Chrome's DevTools). The profiler costs CPU: figures of a
 * profiled run are not comparable with others.
 */
const PROFILE_DIR = process.env['BENCH_PROFILE_DIR'];
const profiler = PROFILE_DIR ? new Session() : undefined;
if (profiler) {
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.setSamplingInterval', { interval: 200 });
}
let profiling = false;

process.on('message', async (command: InstanceCommand) => {
  if (command.type === 'loop-reset') {
    if (profiler) {
      if (profiling) await profiler.post('Profiler.stop');
      await profiler.post('Profiler.start');
      profiling = true;
    }
    histogram.reset();
    gc = { ms: 0, maxMs: 0, major: 0 };
    served = new Map();
    cpuAtReset = process.cpuUsage();
    switchesAtReset = process.resourceUsage().involuntaryContextSwitches;
    process.send?.({ type: 'loop-reset', id: command.id } satisfies InstanceReply);
    return;
  }
  if (command.type === 'loop-report') {
    const cpu = process.cpuUsage(cpuAtReset);
    if (profiler && profiling) {
      profiling = false;
      const { profile } = await profiler.post('Profiler.stop');
      writeFileSync(path.join(PROFILE_DIR!, `${command.id}.cpuprofile`), JSON.stringify(profile));
    }
    const empty = histogram.count === 0;
    process.send?.({
      type: 'loop-report',
      id: command.id,
      p50: empty ? null : loopExcessMs(histogram.percentile(50)),
      p99: empty ? null : loopExcessMs(histogram.percentile(99)),
      max: empty ? null : loopExcessMs(histogram.max),
      count: histogram.count,
      cpuMs: (cpu.user + cpu.system) / 1000,
      userMs: cpu.user / 1000,
      preempted: process.resourceUsage().involuntaryContextSwitches - switchesAtReset,
      rssMb: process.memoryUsage.rss() / 2 ** 20,
      gcMs: gc.ms,
      gcMaxMs: gc.maxMs,
      gcMajor: gc.major,
      served: servedFigures(),
    } satisfies InstanceReply);
  }
});

// The parent died or closed the channel: shut down the way Ctrl-C would (close-with-grace in main.ts).
process.on('disconnect', () => {
  process.kill(process.pid, 'SIGTERM');
});

await import('../../apps/server/src/main.ts');
