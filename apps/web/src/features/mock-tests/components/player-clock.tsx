import { useCallback, useEffect, useState } from 'react';
import { formatClock, remainingSeconds } from '@jobportal/shared';

/** How often a clock on screen is redrawn: twice a second, so a second never shows late by more than half. */
const TICK_MS = 500;

/**
 * The server's clock, measured once against this device's when the attempt was read: `serverNow()`
 * is the server's time now.
 */
export function useServerClock(serverNowAtRead: string): () => number {
  const [offsetMs] = useState(() => Date.parse(serverNowAtRead) - Date.now());
  return useCallback(() => Date.now() + offsetMs, [offsetMs]);
}

/**
 * The server's time as state that changes only at the given moments (a section opening or closing,
 * the test's end): the player re-renders when what it shows depends on the time, not twice a second.
 * The clocks on screen tick on their own (`Countdown`), so a tap on a phone never waits for a render
 * of the whole player that a tick started.
 */
export function useTimeAtBoundaries(serverNow: () => number, boundaries: readonly number[]): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const next = boundaries.reduce((soonest, at) => (at > now && at < soonest ? at : soonest), Infinity);
    if (next === Infinity) return;
    // A timer may fire a little early against the server's clock: then `now` is still before the
    // boundary and the effect waits again for the rest.
    const timer = setTimeout(() => setNow(serverNow()), Math.min(Math.max(0, next - serverNow()), 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [now, boundaries, serverNow]);
  return now;
}

/**
 * "mm:ss" (or "h:mm:ss") left until `until` (server time), redrawn on its own twice a second. Its text
 * keeps the length it started with ("1:00:00" turns into "0:59:59", not "59:59") in digits of one
 * width, in a box of that width: a tick changes glyphs, never where anything stands, the clock's own
 * text included (a shorter text was a layout shift of its own on a loaded phone).
 */
export function Countdown({ until, serverNow }: { until: number; serverNow: () => number }) {
  const [now, setNow] = useState(serverNow);
  const [withHours] = useState(() => formatClock(remainingSeconds(until, serverNow())).length > 5);
  useEffect(() => {
    const timer = setInterval(() => setNow(serverNow()), TICK_MS);
    return () => clearInterval(timer);
  }, [serverNow]);
  return (
    <span className={withHours ? 'inline-block min-w-[7ch] tabular-nums' : 'inline-block min-w-[5ch] tabular-nums'}>
      {formatClock(remainingSeconds(until, now), { hours: withHours })}
    </span>
  );
}
