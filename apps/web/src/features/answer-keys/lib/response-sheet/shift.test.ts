import { describe, expect, it } from 'vitest';
import { examDate, readShift, startTime } from './shift.ts';

describe('examDate', () => {
  it.each([
    ['10/09/2024', '2024-09-10'],
    ['10-09-2024', '2024-09-10'],
    ['1.9.2024', '2024-09-01'],
    ['24 Jan 2025', '2025-01-24'],
    ['5th September, 2024', '2024-09-05'],
    ['2024-09-10', '2024-09-10'],
  ])('reads %s as %s', (printed, iso) => {
    expect(examDate(printed)).toBe(iso);
  });

  it.each(['31/02/2024', '10/13/2024', 'Shift 1', '', '10/09/24'])('reads no date in "%s"', (printed) => {
    expect(examDate(printed)).toBeNull();
  });
});

describe('startTime', () => {
  it.each([
    ['9:00 AM - 10:00 AM', '09:00'],
    ['3:30 PM', '15:30'],
    ['12:30 PM - 2:30 PM', '12:30'],
    ['12:15 AM', '00:15'],
    ['09.00 a.m. to 12.00 noon', '09:00'],
    ['9 AM - 12 PM', '09:00'],
    ['14:30 - 16:30', '14:30'],
    ['Shift 2 (2:30 PM - 3:30 PM)', '14:30'],
  ])('reads %s as %s', (printed, time) => {
    expect(startTime(printed)).toBe(time);
  });

  it.each(['Shift 1', '13:00 PM', '25:00', '9:75 AM', ''])('reads no time in "%s"', (printed) => {
    expect(startTime(printed)).toBeNull();
  });
});

describe('readShift', () => {
  it('needs both the date and the time', () => {
    expect(readShift('10/09/2024', '9:00 AM - 10:00 AM')).toEqual({ date: '2024-09-10', time: '09:00' });
    expect(readShift(null, '9:00 AM')).toBeNull();
    expect(readShift('10/09/2024', null)).toBeNull();
    expect(readShift('10/09/2024', 'Shift 1')).toBeNull();
  });
});
