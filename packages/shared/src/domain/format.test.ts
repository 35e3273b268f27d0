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
