import { expect, it } from 'vitest';
import { nextIndiaMidnight, resolveRelativeDates } from './relative-dates.ts';

it('turns today±N into ISO dates anywhere in a value, leaving other strings alone', () => {
  const today = new Date('2026-03-30T18:00:00Z');
  expect(
    resolveRelativeDates(
      { a: 'today', b: ['today+3', 'today-30'], c: { d: 'today+400' }, e: 'todays news', f: 5 },
      today,
    ),
  ).toEqual({ a: '2026-03-30', b: ['2026-04-02', '2026-02-28'], c: { d: '2027-05-04' }, e: 'todays news', f: 5 });
});

it('counts from India’s date: after 18:30 UTC "today" is already the next day', () => {
  expect(resolveRelativeDates(['today', 'today+2'], new Date('2026-03-30T18:29:00Z'))).toEqual([
    '2026-03-30',
    '2026-04-01',
  ]);
  expect(resolveRelativeDates(['today', 'today+2'], new Date('2026-03-30T18:30:00Z'))).toEqual([
    '2026-03-31',
    '2026-04-02',
  ]);
});

it('finds the instant India’s next date begins (18:30 UTC), strictly after the one given', () => {
  const midnight = Date.parse('2026-11-27T18:30:00.000Z');
  expect(nextIndiaMidnight(Date.parse('2026-11-27T06:00:00.000Z'))).toBe(midnight);
  expect(nextIndiaMidnight(midnight - 1)).toBe(midnight);
  expect(nextIndiaMidnight(midnight)).toBe(midnight + 24 * 60 * 60 * 1000);
});
