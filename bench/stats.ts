/**
 * Figures the benchmarks compute the same way everywhere, so rows printed side by side (the members'
 * latencies, the instances' own timings) are comparable.
 */

/** The samples sorted ascending, as numbers (not as strings, as `Array.prototype.sort` would). */
export function sortedSamples(samples: ArrayLike<number>): Float64Array {
  return Float64Array.from(samples).sort();
}

/** The nearest-rank percentile (`p` in 0–1) of samples already sorted ascending; NaN when there are none. */
export function nearestRank(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;
}

/** The nearest-rank percentile (`p` in 0–1) of unsorted samples. */
export function percentile(samples: ArrayLike<number>, p: number): number {
  return nearestRank(sortedSamples(samples), p);
}

/** How many samples, their nearest-rank p50, p95, p99 and max, and their mean (NaN where there are none). */
export type Summary = { count: number; p50: number; p95: number; p99: number; max: number; mean: number };

export function summary(samples: ArrayLike<number>): Summary {
  const sorted = sortedSamples(samples);
  const at = (p: number) => nearestRank(sorted, p);
  return {
    count: sorted.length,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: at(1),
    mean: sorted.length === 0 ? Number.NaN : sorted.reduce((sum, x) => sum + x, 0) / sorted.length,
  };
}

/** The event-loop monitors' timer interval (ms): `monitorEventLoopDelay({ resolution })`. */
export const LOOP_RESOLUTION_MS = 10;

/**
 * A loop-delay histogram value (ns) as the delay beyond the monitor's own timer, in ms: Node records the
 * whole interval between two timer callbacks (an idle loop reads 10.1 ms), so the resolution is
 * subtracted (as @fastify/under-pressure does) and an idle loop reads about 0.1 ms.
 */
export function loopExcessMs(ns: number): number {
  return Math.max(0, ns / 1e6 - LOOP_RESOLUTION_MS);
}
