import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatClock, openSection, remainingSeconds, sectionIsOpen, sectionWindows } from './attempt.ts';

const START = Date.UTC(2026, 0, 1, 10, 0, 0);
const MIN = 60_000;

describe('sectionWindows', () => {
  it('opens every section for the whole attempt when no section has a timer', () => {
    const windows = sectionWindows([{ key: 'a' }, { key: 'b' }], START, START + 60 * MIN);
    expect(windows).toEqual([
      { key: 'a', opensAt: START, closesAt: START + 60 * MIN },
      { key: 'b', opensAt: START, closesAt: START + 60 * MIN },
    ]);
  });

  it('runs timed sections one after another, each locked at its end (IBPS PO: 3 × 20 minutes)', () => {
    const windows = sectionWindows(
      ['english', 'quant', 'reasoning'].map((key) => ({ key, durationMinutes: 20 })),
      START,
      START + 60 * MIN,
    );
    expect(windows.map((w) => [(w.opensAt - START) / MIN, (w.closesAt - START) / MIN])).toEqual([
      [0, 20],
      [20, 40],
      [40, 60],
    ]);
    expect(openSection(windows, START + 25 * MIN)?.key).toBe('quant');
    expect(sectionIsOpen(windows[0]!, START + 20 * MIN)).toBe(false);
    expect(openSection(windows, START + 60 * MIN)).toBeUndefined();
  });

  it('opens untimed sections after the timed run, until the deadline', () => {
    const windows = sectionWindows([{ key: 'timed', durationMinutes: 10 }, { key: 'free' }], START, START + 30 * MIN);
    expect(windows[1]).toEqual({ key: 'free', opensAt: START + 10 * MIN, closesAt: START + 30 * MIN });
  });

  it('never lets a window end after the deadline or before it opens', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.integer({ min: 1, max: 60 }), { nil: undefined }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1, max: 300 }),
        (durations, total) => {
          const sections = durations.map((durationMinutes, i) => ({ key: `s${i}`, durationMinutes }));
          for (const w of sectionWindows(sections, START, START + total * MIN)) {
            expect(w.opensAt).toBeGreaterThanOrEqual(START);
            expect(w.closesAt).toBeLessThanOrEqual(START + total * MIN);
            expect(w.opensAt).toBeLessThanOrEqual(w.closesAt);
          }
        },
      ),
    );
  });
});

describe('the clock', () => {
  it('counts whole seconds down to zero, never below', () => {
    expect(remainingSeconds(START + 1500, START)).toBe(2);
    expect(remainingSeconds(START, START + 5000)).toBe(0);
    expect(formatClock(59)).toBe('00:59');
    expect(formatClock(60 * 60 + 61)).toBe('1:01:01');
    // A clock that started with hours keeps them, so its text keeps its length to the end.
    expect(formatClock(59 * 60 + 59, { hours: true })).toBe('0:59:59');
    expect(formatClock(0, { hours: true })).toBe('0:00:00');
    expect(formatClock(-3)).toBe('00:00');
  });
});
