import { formatDateTime as formatAppDateTime } from '../../../lib/format.ts';
import { asciiSlug } from '@jobportal/shared';

/** "1.2 MB", "840 KB": file sizes as people read them. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** An instant in India time, e.g. "05 Mar 2026, 10:30 am"; empty for a missing value. */
export function formatDateTime(value: string | null | undefined): string {
  return formatAppDateTime(value, 'compact');
}

/** Today in India as YYYY-MM-DD (the calendar the notices use). */
export function todayInIndia(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
}

/** A URL slug from a title: lower-case ASCII words joined by hyphens, at most `max` characters. */
export const slugFromTitle = (title: string, max = 80): string => asciiSlug(title, max);
