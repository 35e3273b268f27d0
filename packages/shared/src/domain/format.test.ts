import { describe, expect, it } from 'vitest';
import { formatDate, resolveLink } from './format.ts';

describe('formatDate (spec §5)', () => {
  it('is empty for a missing date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('shows day/month/year with two-digit day and month', () => {
    expect(formatDate('2026-03-05')).toBe('05/03/2026');
    expect(formatDate('2026-12-31')).toBe('31/12/2026');
    // An instant is shown as its date in India.
    expect(formatDate('2026-03-04T20:00:00Z')).toBe('05/03/2026');
    // India's midnight is 18:30 UTC the day before.
    expect(formatDate('2026-03-04T18:29:59Z')).toBe('04/03/2026');
    expect(formatDate('2026-03-04T18:30:00Z')).toBe('05/03/2026');
    expect(formatDate(new Date('2026-12-31T19:00:00Z'))).toBe('01/01/2027');
  });

  it('writes every date the way Intl does for English (en-GB) and Hindi (hi-IN) in India', () => {
    const intl = (locale: string, timeZone: string, date: Date) =>
      new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone }).format(date);
    for (let time = Date.UTC(2024, 0, 1, 3, 17); time < Date.UTC(2027, 0, 1); time += 37 * 3_600_000 + 11 * 60_000) {
      const date = new Date(time);
      expect(formatDate(date)).toBe(intl('en-GB', 'Asia/Kolkata', date));
      expect(formatDate(date)).toBe(intl('hi-IN', 'Asia/Kolkata', date));
      const plain = date.toISOString().slice(0, 10);
      expect(formatDate(plain)).toBe(intl('en-GB', 'UTC', new Date(`${plain}T00:00:00Z`)));
    }
  });
});

describe('resolveLink (spec §5)', () => {
  it('is null for empty values', () => {
    expect(resolveLink('', 'https://x.in')).toBeNull();
    expect(resolveLink(null, 'https://x.in')).toBeNull();
  });
  it('keeps http, https and ftp links', () => {
    expect(resolveLink('http://a.in/x', 'https://x.in')).toBe('http://a.in/x');
    expect(resolveLink('https://a.in/x', 'https://x.in')).toBe('https://a.in/x');
    expect(resolveLink('ftp://a.in/x', 'https://x.in')).toBe('ftp://a.in/x');
  });
  it('prefixes anything else with the host', () => {
    expect(resolveLink('notice/12.pdf', 'https://x.in/')).toBe('https://x.in/notice/12.pdf');
    expect(resolveLink('/notice/12.pdf', 'https://x.in')).toBe('https://x.in/notice/12.pdf');
  });
});
