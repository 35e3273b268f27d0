import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMonthYear, formatNumber, formatTimeAgo } from './format.ts';
import { i18next } from './i18n.ts';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000).toISOString();

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('in English', () => {
  it('keeps the spec’s date format', () => {
    expect(formatDate('2026-03-05')).toBe('05/03/2026');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('groups digits the Indian way', () => {
    expect(formatNumber(2794)).toBe('2,794');
    expect(formatNumber(123456)).toBe('1,23,456');
    expect(formatNumber(12.345)).toBe('12.35');
  });

  it('shows instants in India time', () => {
    expect(formatDateTime('2026-03-05T05:00:00.000Z')).toBe('5 Mar 2026, 10:30 am');
    expect(formatDateTime('2026-03-05T05:00:00.000Z', 'compact')).toBe('05 Mar 2026, 10:30 am');
    expect(formatDateTime(undefined)).toBe('');
  });

  it('says how long ago, in the largest whole unit', () => {
    expect(formatTimeAgo(ago(30), NOW)).toBeUndefined();
    expect(formatTimeAgo(ago(5 * 60), NOW)).toBe('5 minutes ago');
    expect(formatTimeAgo(ago(60 * 60), NOW)).toBe('1 hour ago');
    expect(formatTimeAgo(ago(26 * 60 * 60), NOW)).toBe('yesterday');
    expect(formatTimeAgo(ago(15 * 24 * 60 * 60), NOW)).toBe('2 weeks ago');
    expect(formatTimeAgo(ago(400 * 24 * 60 * 60), NOW)).toBe('last year');
    expect(formatTimeAgo('not a date', NOW)).toBeUndefined();
    // A time slightly in the future (clock skew) is "just now".
    expect(formatTimeAgo(ago(-20), NOW)).toBeUndefined();
  });

  it('formats the month a member joined', () => {
    expect(formatMonthYear('2026-01-15T10:00:00.000Z')).toBe('January 2026');
    expect(formatMonthYear('2026-02-01', { utc: true })).toBe('February 2026');
  });
});

describe('in Hindi', () => {
  it('follows the interface language', async () => {
    await i18next.changeLanguage('hi');
    expect(formatDate('2026-03-05')).toBe('05/03/2026');
    expect(formatNumber(123456)).toBe('1,23,456');
    expect(formatMonthYear('2026-01-15T10:00:00.000Z')).toBe('जनवरी 2026');
    expect(formatTimeAgo(ago(26 * 60 * 60), NOW)).toBe('कल');
    expect(formatDateTime('2026-03-05T05:00:00.000Z')).toMatch(/मार्च/);
  });
});

describe('formatNumber against Intl', () => {
  it('writes what Intl.NumberFormat writes for en-IN and hi-IN', () => {
    const values = [
      0,
      -0,
      1,
      -1,
      12.5,
      999.999,
      1000,
      100000,
      1234567.891,
      -1234.5,
      -0.005,
      0.125,
      2.675,
      9.995,
      1e14 + 0.5,
      1e-7,
      5e21,
      Infinity,
      -Infinity,
      Number.NaN,
    ];
    for (let index = 0; index < 2000; index += 1) {
      const magnitude = 10 ** Math.floor(Math.random() * 22 - 8);
      values.push((Math.random() - 0.3) * magnitude, Math.round(Math.random() * magnitude));
    }
    for (const digits of [0, 1, 2, 3]) {
      for (const locale of ['en-IN', 'hi-IN']) {
        const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: digits });
        for (const value of values)
          expect(formatNumber(value, digits), `${value} (${digits})`).toBe(intl.format(value));
      }
    }
  });
});
