import { expect, it } from 'vitest';
import { resolveRelativeDates } from './relative-dates.ts';

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
