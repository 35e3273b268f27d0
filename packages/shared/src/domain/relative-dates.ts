/**
 * Demo content is written with dates relative to the day it is loaded ("today", "today+12",
 * "today-30"), so a fresh install always shows open, closing-soon and expired notices.
 */
const RELATIVE = /^today(?:([+-])(\d{1,4}))?$/;

/** India is UTC+5:30 all year: "today" is India's date, the one the server counts days left by. */
export const INDIA_OFFSET_MS = 5.5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant (epoch ms) India's next date begins after `instant`: where "days left" change. */
export function nextIndiaMidnight(instant: number): number {
  return Math.floor((instant + INDIA_OFFSET_MS) / DAY_MS) * DAY_MS + DAY_MS - INDIA_OFFSET_MS;
}

/**
 * Replaces every relative date string in a JSON value by the ISO date (YYYY-MM-DD) it names, counted
 * from India's date at the instant `today` (after 18:30 UTC that is already tomorrow's date).
 */
export function resolveRelativeDates<T>(value: T, today: Date): T {
  if (typeof value === 'string') {
    const match = RELATIVE.exec(value);
    if (!match) return value;
    const days = match[2] ? Number(match[2]) * (match[1] === '-' ? -1 : 1) : 0;
    const india = new Date(today.getTime() + INDIA_OFFSET_MS);
    const day = new Date(Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate() + days));
    return day.toISOString().slice(0, 10) as T;
  }
  if (Array.isArray(value)) return value.map((item) => resolveRelativeDates(item, today)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, resolveRelativeDates(item, today)]),
    ) as T;
  }
  return value;
}
