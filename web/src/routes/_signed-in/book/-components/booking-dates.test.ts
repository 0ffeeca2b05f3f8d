import { describe, expect, it } from 'vitest';
import { defaultStay, displayDate, endDayDisabled, plusDays, startDayDisabled } from './booking-dates.ts';

const taken = [{ startDate: '2025-03-10', endDate: '2025-03-13' }];

describe('booking calendars', () => {
  it('defaults to tomorrow until three days from today, in Ghana', () => {
    expect(defaultStay(new Date('2025-03-01T23:30:00Z'))).toEqual({
      startDate: '2025-03-02',
      endDate: '2025-03-04',
    });
  });

  it('closes start days before today and nights somebody holds', () => {
    const closedOf = (days: string[], held: typeof taken) =>
      days.filter((day) => startDayDisabled(day, '2025-03-01', held));
    expect(closedOf(['2025-02-28', '2025-03-01'], [])).toEqual(['2025-02-28']);
    // The 13th is the hand-over day: the other stay ends then, so a new one may start.
    const around = ['2025-03-09', '2025-03-10', '2025-03-12', '2025-03-13'];
    expect(closedOf(around, taken)).toEqual(['2025-03-10', '2025-03-12']);
  });

  it('closes end days on or before the start, and past a taken range', () => {
    const closedOf = (start: string, days: string[], held: typeof taken) =>
      days.filter((day) => endDayDisabled(day, start, held));
    const around = ['2025-03-04', '2025-03-05', '2025-03-06'];
    expect(closedOf('2025-03-05', around, [])).toEqual(['2025-03-04', '2025-03-05']);
    const past = ['2025-03-10', '2025-03-11', '2025-03-20'];
    expect(closedOf('2025-03-05', past, taken)).toEqual(['2025-03-11', '2025-03-20']);
    expect(closedOf('2025-03-13', ['2025-03-15'], taken)).toEqual([]);
    // No start chosen yet: no end day is open.
    expect(closedOf('', ['2025-03-15'], taken)).toEqual(['2025-03-15']);
  });

  it('formats days as the spec shows them', () => {
    expect(displayDate('2025-03-05')).toBe('Mar 5, 2025');
    expect(plusDays('2025-12-31', 1)).toBe('2026-01-01');
  });
});
