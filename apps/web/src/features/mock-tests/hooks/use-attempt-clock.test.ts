import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attemptFixture, MIN } from '../testing/fixtures.ts';
import { useAttemptClock } from './use-attempt-clock.ts';

describe('useAttemptClock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-28T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('reads the deadline and the section windows on the server’s clock, not the device’s', () => {
    // The server's clock is ten minutes ahead of this device's.
    const server = Date.now() + 10 * MIN;
    const state = attemptFixture(server);
    const { result } = renderHook(() => useAttemptClock(state));
    expect(result.current.now).toBe(server);
    expect(result.current.serverNow()).toBe(server);
    expect(result.current.deadline).toBe(server + 2 * MIN);
    expect(result.current.windows.get('maths')).toEqual({ opensAt: server + MIN, closesAt: server + 2 * MIN });
    expect(result.current.isOpen('english')).toBe(true);
    expect(result.current.isOpen('maths')).toBe(false);
    expect(result.current.isOpenAt('maths', server + MIN)).toBe(true);
    expect(result.current.isOpenAt('unknown', server)).toBe(false);
  });

  it('moves `now` when a section closes, so the next one reads open', () => {
    const state = attemptFixture();
    const { result } = renderHook(() => useAttemptClock(state));
    const start = result.current.now;
    act(() => vi.advanceTimersByTime(MIN - 1_000));
    expect(result.current.now).toBe(start);
    act(() => vi.advanceTimersByTime(2_000));
    expect(result.current.now).toBeGreaterThanOrEqual(start + MIN);
    expect(result.current.isOpenAt('english', result.current.now)).toBe(false);
    expect(result.current.isOpenAt('maths', result.current.now)).toBe(true);
  });

  it('keeps its windows and functions across renders of the same attempt', () => {
    const state = attemptFixture();
    const { result, rerender } = renderHook(() => useAttemptClock(state));
    const first = result.current;
    rerender();
    expect(result.current.windows).toBe(first.windows);
    expect(result.current.serverNow).toBe(first.serverNow);
    expect(result.current.isOpenAt).toBe(first.isOpenAt);
    expect(result.current.isOpen).toBe(first.isOpen);
  });
});
