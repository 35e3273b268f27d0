/**
 * Timing of a mock-test attempt (shared/design/domain.md §2): the server fixes the deadline when the
 * attempt starts; sections with their own timers open one after another and lock at their end.
 */

/** When a section can be answered, in milliseconds since the epoch. */
export type SectionWindow = { key: string; opensAt: number; closesAt: number };

/**
 * The windows of a test's sections for an attempt started at `startMs` and ending at `deadlineMs`.
 * Sections with a timer run one after another from the start, in their order, each locked at its
 * end (IBPS-style sectional timing). Sections without a timer are open from the end of the timed
 * run to the deadline; in a test without section timers that is the whole attempt.
 */
export function sectionWindows(
  sections: readonly { key: string; durationMinutes?: number | null }[],
  startMs: number,
  deadlineMs: number,
): SectionWindow[] {
  let cursor = startMs;
  const timed = new Map<string, SectionWindow>();
  for (const section of sections) {
    if (!section.durationMinutes) continue;
    const closesAt = Math.min(cursor + section.durationMinutes * 60_000, deadlineMs);
    timed.set(section.key, { key: section.key, opensAt: cursor, closesAt });
    cursor = closesAt;
  }
  return sections.map(
    (section) => timed.get(section.key) ?? { key: section.key, opensAt: cursor, closesAt: deadlineMs },
  );
}

/** Whether a section takes answers at `nowMs`. */
export function sectionIsOpen(window: SectionWindow, nowMs: number): boolean {
  return nowMs >= window.opensAt && nowMs < window.closesAt;
}

/** The section open at `nowMs`, if any (the first, when untimed sections share the time). */
export function openSection(windows: readonly SectionWindow[], nowMs: number): SectionWindow | undefined {
  return windows.find((window) => sectionIsOpen(window, nowMs));
}

/** Remaining whole seconds until `deadlineMs` (never negative), as the player's clock shows it. */
export function remainingSeconds(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}

/** `mm:ss`, or `h:mm:ss` from an hour (always with `hours`: a clock that started with them): the CBT clock. */
export function formatClock(totalSeconds: number, options: { hours?: boolean } = {}): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 || options.hours ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}
