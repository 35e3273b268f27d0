import type { SheetShift } from '@jobportal/shared';

/**
 * The shift as the server keys it: the exam date as YYYY-MM-DD and the start time as 24-hour HH:MM.
 * Sheets print the date day first (10/09/2024, 10-09-2024; some boards 10.09.2024 or 10 Sep 2024) and
 * the time as a range in 12-hour clock ("9:00 AM - 10:00 AM"); a shift is named by when it starts.
 */

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const pad = (value: number) => String(value).padStart(2, '0');

/** YYYY-MM-DD when day, month and year make a real date, else null (31/02/2024 is not one). */
function isoDateOf(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 2000 && year <= 2100 ? `${year}-${pad(month)}-${pad(day)}` : null;
}

/** The first date printed in `text`, day first, as YYYY-MM-DD. */
export function examDate(text: string): string | null {
  const numeric = /(?<!\d)(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?!\d)/.exec(text);
  if (numeric) return isoDateOf(Number(numeric[3]), Number(numeric[2]), Number(numeric[1]));
  const iso = /(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)/.exec(text);
  if (iso) return isoDateOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const named = /(?<!\d)(\d{1,2})(?:st|nd|rd|th)?[\s-]*([a-z]{3})[a-z]*\.?[\s,-]*(\d{4})(?!\d)/i.exec(text);
  const month = named ? MONTHS.indexOf(named[2]!.toLowerCase()) + 1 : 0;
  return named && month > 0 ? isoDateOf(Number(named[3]), month, Number(named[1])) : null;
}

/**
 * The first time printed in `text` (the start of "9:00 AM - 10:00 AM") as 24-hour HH:MM. A bare number
 * is not a time ("Shift 1"); without AM or PM the clock is read as 24-hour.
 */
export function startTime(text: string): string | null {
  const times = /(?<![\d:.])(\d{1,2})(?:[:.](\d{2}))?\s*([ap])?\.?\s*(m\b\.?)?/gi;
  for (const match of text.matchAll(times)) {
    const [, hourText, minuteText, meridiem, m] = match;
    const hasMeridiem = meridiem !== undefined && m !== undefined;
    if (minuteText === undefined && !hasMeridiem) continue;
    const hour = Number(hourText);
    const minute = minuteText === undefined ? 0 : Number(minuteText);
    if (minute > 59) continue;
    if (hasMeridiem) {
      if (hour < 1 || hour > 12) continue;
      const pm = meridiem.toLowerCase() === 'p';
      return `${pad((hour % 12) + (pm ? 12 : 0))}:${pad(minute)}`;
    }
    if (hour <= 23) return `${pad(hour)}:${pad(minute)}`;
  }
  return null;
}

/** The shift, or null when the date or the time cannot be read. */
export function readShift(date: string | null, time: string | null): SheetShift | null {
  const isoDate = date === null ? null : examDate(date);
  const start = time === null ? null : startTime(time);
  return isoDate && start ? { date: isoDate, time: start } : null;
}
