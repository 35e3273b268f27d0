import { describe, expect, it } from 'vitest';
import { monthYear, timeAgo } from './last-seen.ts';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000).toISOString();

describe('timeAgo', () => {
  it('says how long ago, in the largest whole unit', () => {
    expect(timeAgo(ago(30), NOW)).toBeUndefined();
    expect(timeAgo(ago(5 * 60), NOW)).toBe('5 minutes ago');
    expect(timeAgo(ago(60 * 60), NOW)).toBe('1 hour ago');
    expect(timeAgo(ago(26 * 60 * 60), NOW)).toBe('yesterday');
    expect(timeAgo(ago(15 * 24 * 60 * 60), NOW)).toBe('2 weeks ago');
    expect(timeAgo(ago(400 * 24 * 60 * 60), NOW)).toBe('last year');
    expect(timeAgo('not a date', NOW)).toBeUndefined();
  });

  it('treats a time slightly in the future (clock skew) as just now', () => {
    expect(timeAgo(ago(-20), NOW)).toBeUndefined();
  });
});

it('formats the month a member joined', () => {
  expect(monthYear('2026-01-15T10:00:00.000Z')).toBe('January 2026');
});
