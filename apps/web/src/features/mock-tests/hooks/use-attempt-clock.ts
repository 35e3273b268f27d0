import { useCallback, useMemo } from 'react';
import type { MockTestAttemptState } from '@jobportal/shared';
import { useServerClock, useTimeAtBoundaries } from '../components/player-clock.tsx';

/** When a section can be answered, on the server's clock (ms). */
export type SectionWindow = { opensAt: number; closesAt: number };

/**
 * The attempt's timing on the server's clock: the deadline, each section's window, and `now`, which
 * changes only when one of them opens or closes (see `useTimeAtBoundaries`).
 */
export function useAttemptClock(state: Pick<MockTestAttemptState, 'serverNow' | 'deadline' | 'sections'>) {
  const serverNow = useServerClock(state.serverNow);
  const deadline = Date.parse(state.deadline);
  const windows = useMemo(
    () =>
      new Map<string, SectionWindow>(
        state.sections.map((w) => [w.key, { opensAt: Date.parse(w.opensAt), closesAt: Date.parse(w.closesAt) }]),
      ),
    [state.sections],
  );
  const boundaries = useMemo(
    () => [deadline, ...[...windows.values()].flatMap((w) => [w.opensAt, w.closesAt])],
    [deadline, windows],
  );
  const now = useTimeAtBoundaries(serverNow, boundaries);
  const isOpenAt = useCallback(
    (key: string, at: number) => {
      const w = windows.get(key);
      return w !== undefined && at >= w.opensAt && at < w.closesAt;
    },
    [windows],
  );
  const isOpen = useCallback((key: string) => isOpenAt(key, serverNow()), [isOpenAt, serverNow]);
  return { serverNow, deadline, windows, now, isOpenAt, isOpen };
}

/** What the player reads from `useAttemptClock`. */
export type AttemptClock = ReturnType<typeof useAttemptClock>;
