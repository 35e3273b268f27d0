/**
 * Load from autocannon, row by row: a warm-up run, then the measured run, each followed by a drain so
 * that the next run starts on an idle server. Autocannon reports whole milliseconds and no p95, so the
 * latency of every 2xx answer is recorded and the percentiles computed exactly (nearest rank, stats.ts).
 */
import autocannon from 'autocannon';
import { nearestRank, sortedSamples } from '../stats.ts';
import { call } from './http.ts';

export type Measurement = {
  /** Autocannon's mean requests per second, and the requests it counted. */
  rps: number;
  requests: number;
  /** Latency (ms) over every 2xx answer: exact, nearest rank; NaN when none came. */
  p50: number;
  p90: number;
  p95: number;
  p97_5: number;
  p99: number;
  max: number;
  /** Autocannon's own percentiles (whole milliseconds), for cross-checking. */
  autocannon: { p50: number; p90: number; p97_5: number; p99: number };
  non2xx: number;
  /** Autocannon's errors, timeouts included. */
  errors: number;
  timeouts: number;
};

export type LoadOptions = {
  connections: number;
  /** A request unanswered after this long (s) counts as timed out, and is left out of the percentiles. */
  timeoutS?: number;
  headers?: Record<string, string> | undefined;
  /** Rewrites each request's path as it is sent (e.g. a URL of its own for every request). */
  path?: (path: string) => string;
};

/** One autocannon run of `durationS` seconds against `url`, `options.connections` at a time. */
export async function autocannonRun(url: string, durationS: number, options: LoadOptions): Promise<Measurement> {
  const latencies: number[] = [];
  const rewrite = options.path;
  const instance = autocannon({
    url,
    connections: options.connections,
    duration: durationS,
    pipelining: 1,
    timeout: options.timeoutS ?? 10,
    ...(options.headers ? { headers: options.headers } : {}),
    ...(rewrite ? { requests: [{ setupRequest: (request) => ({ ...request, path: rewrite(request.path) }) }] } : {}),
  });
  instance.on('response', (_client, statusCode, _bytes, ms) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(ms);
  });
  const result = await instance;
  const sorted = sortedSamples(latencies);
  const at = (p: number) => nearestRank(sorted, p);
  return {
    rps: result.requests.average,
    requests: result.requests.total,
    p50: at(0.5),
    p90: at(0.9),
    p95: at(0.95),
    p97_5: at(0.975),
    p99: at(0.99),
    max: at(1),
    autocannon: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p97_5: result.latency.p97_5,
      p99: result.latency.p99,
    },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

export type RowOptions = LoadOptions & {
  warmupS: number;
  durationS: number;
  /** After the warm-up and after the measured run: until the server finished what it had accepted. */
  drain?: () => Promise<void>;
};

/**
 * What a server under test reports of the measured run: `open` just before it, `close` just after it,
 * or with `afterDrain` once the drain is over too (to count what the server still finished).
 */
export type Window<T> = { open(): Promise<unknown>; close(): Promise<T>; afterDrain?: boolean };

/** One row: warm-up, drain, the measured run (inside `window`), drain. */
export async function measureRow<T = undefined>(
  url: string,
  options: RowOptions,
  window?: Window<T>,
): Promise<{ measurement: Measurement; window: T }> {
  await autocannonRun(url, options.warmupS, options);
  await options.drain?.();
  await window?.open();
  const measurement = await autocannonRun(url, options.durationS, options);
  let figures = window && !window.afterDrain ? await window.close() : undefined;
  await options.drain?.();
  if (window?.afterDrain) figures = await window.close();
  return { measurement, window: figures as T };
}

/**
 * Autocannon stops sending when its time is up, but the server still works through what it had
 * accepted: one more request queues behind that backlog and is answered once it is done.
 */
export async function requestBehindBacklog(url: string, headers: Record<string, string> = {}): Promise<void> {
  await call(url, { headers, timeoutMs: 60_000 }).catch(() => undefined);
}

/** `non-2xx / errors / timeouts` (autocannon counts timeouts among its errors: they are taken out). */
export function failures(m: Measurement): string {
  return `${m.non2xx} / ${m.errors - m.timeouts} / ${m.timeouts}`;
}
