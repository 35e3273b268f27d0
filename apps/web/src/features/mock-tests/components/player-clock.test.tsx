import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown, useTimeAtBoundaries } from './player-clock.tsx';

describe('the player’s clocks', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-28T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('gives the player a new time only when a boundary passes, not with every tick', () => {
    const start = Date.now();
    const serverNow = () => Date.now();
    const boundaries = [start + 5_000, start + 60_000];
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useTimeAtBoundaries(serverNow, boundaries);
    });
    const first = renders;
    expect(result.current).toBe(start);

    act(() => vi.advanceTimersByTime(4_900));
    expect(renders).toBe(first);
    expect(result.current).toBe(start);

    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBeGreaterThanOrEqual(start + 5_000);
    const afterFirst = renders;

    act(() => vi.advanceTimersByTime(50_000));
    expect(renders).toBe(afterFirst);

    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current).toBeGreaterThanOrEqual(start + 60_000);
  });

  it('waits again for the rest when its timer fires early against the server’s clock', () => {
    const start = Date.now();
    // The server's clock runs 300 ms behind this device's: a timer set for the boundary fires early.
    let lag = 300;
    const serverNow = () => Date.now() - lag;
    const boundary = start + 1_000;
    const { result } = renderHook(() => useTimeAtBoundaries(serverNow, [boundary]));
    lag = 600;
    act(() => vi.advanceTimersByTime(1_400));
    expect(result.current).toBeLessThan(boundary);
    act(() => vi.advanceTimersByTime(700));
    expect(result.current).toBeGreaterThanOrEqual(boundary);
  });

  it('a countdown redraws itself twice a second', () => {
    const until = Date.now() + 90_000;
    render(<Countdown until={until} serverNow={() => Date.now()} />);
    expect(screen.getByText('01:30')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByText('01:29')).toBeTruthy();
  });

  it('keeps its text length, width and start when an hour left turns into minutes', () => {
    const serverNow = () => Date.now();
    render(
      <p data-testid="clock">
        <Countdown until={Date.now() + 3_600_000} serverNow={serverNow} />
      </p>,
    );
    const clock = screen.getByTestId('clock').firstElementChild!;
    expect(clock).toHaveTextContent('1:00:00');
    expect(clock).toHaveClass('min-w-[7ch]');
    act(() => vi.advanceTimersByTime(1_000));
    expect(clock).toHaveTextContent(/^0:59:59$/);
    expect(clock).toHaveClass('min-w-[7ch]', 'tabular-nums');
    // Its digits start where they did (right-aligned, the shorter text's first digit would move).
    expect(clock).not.toHaveClass('text-right');
  });
});
