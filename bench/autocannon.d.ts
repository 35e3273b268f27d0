/**
 * The part of autocannon 9's programmatic API the benchmarks use (the package ships no types and
 * `@types/autocannon` is not installed). Type-check the benchmarks with `npx tsc -p bench`.
 */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export type Options = {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    pipelining?: number;
    /** Seconds before a request counts as timed out. */
    timeout?: number;
    headers?: Record<string, string>;
    /** Requests sent in turn; `setupRequest` may rewrite each one before it is sent. */
    requests?: Array<{ setupRequest?: (request: Request) => Request }>;
  };

  export type Request = { method?: string; path: string; headers?: Record<string, string>; body?: string };

  /** Milliseconds (latency), requests per second (requests) or bytes per second (throughput). */
  export type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p2_5: number;
    p50: number;
    p75: number;
    p90: number;
    p97_5: number;
    p99: number;
    p99_9: number;
  };

  export type Result = {
    url: string;
    connections: number;
    duration: number;
    errors: number;
    timeouts: number;
    mismatches: number;
    non2xx: number;
    resets: number;
    '2xx': number;
    latency: Histogram & { totalCount: number };
    requests: Histogram & { sent: number };
    throughput: Histogram;
    statusCodeStats: Record<string, { count: number }>;
  };

  export type Instance = EventEmitter &
    PromiseLike<Result> & {
      on(
        event: 'response',
        listener: (client: unknown, statusCode: number, resBytes: number, responseTimeMs: number) => void,
      ): Instance;
      stop(): void;
    };

  function autocannon(options: Options): Instance;
  export default autocannon;
}
