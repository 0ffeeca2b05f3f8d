import { describe, expect, it } from 'vitest';
import {
  defaultStay,
  displayDate,
  endDayDisabled,
  endForNewStart,
  plusDays,
  startDayDisabled,
} from './booking-dates.ts';

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

  it('offers no more than the server takes: a start up to 12 months ahead, a trip up to 90 days', () => {
    // Today is 1 March 2025: 1 March 2026 is the last start; from 5 March, 3 June is the last end (90 days).
    expect(['2026-03-01', '2026-03-02'].filter((day) => startDayDisabled(day, '2025-03-01', []))).toEqual([
      '2026-03-02',
    ]);
    expect(['2025-06-03', '2025-06-04'].filter((day) => endDayDisabled(day, '2025-03-05', []))).toEqual([
      '2025-06-04',
    ]);
    // A start moved earlier shortens a stay that would grow too long; one moved past the end keeps 2 days.
    expect(endForNewStart('2025-03-04', '2025-06-03')).toBe('2025-06-02');
    expect(endForNewStart('2025-03-05', '2025-06-03')).toBeNull();
    expect(endForNewStart('2025-03-10', '2025-03-08')).toBe('2025-03-12');
  });

  it('formats days as the spec shows them', () => {
    expect(displayDate('2025-03-05')).toBe('Mar 5, 2025');
    expect(plusDays('2025-12-31', 1)).toBe('2026-01-01');
  });
});
