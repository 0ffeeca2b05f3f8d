import { describe, expect, it } from 'vitest';
import {
  defaultStay,
  displayDate,
  endDayDisabled,
  endForNewStart,
  initialStay,
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

  it('closes the days a car’s trip rules forbid', () => {
    const rules = { minTripDays: 3, maxTripDays: 5, advanceNoticeDays: 2, bookAheadMonths: 1 };
    const startsClosed = ['2025-03-02', '2025-03-03', '2025-04-01', '2025-04-02'].filter((day) =>
      startDayDisabled(day, '2025-03-01', [], rules),
    );
    // 2 days' notice from 1 March; the window ends on 1 April.
    expect(startsClosed).toEqual(['2025-03-02', '2025-04-02']);
    const endsClosed = ['2025-03-11', '2025-03-12', '2025-03-13', '2025-03-14', '2025-03-15'].filter((day) =>
      endDayDisabled(day, '2025-03-10', [], rules),
    );
    // Trips of 3 to 5 days from the 10th end on the 13th to the 15th.
    expect(endsClosed).toEqual(['2025-03-11', '2025-03-12']);
    // A new start keeps the stay within the rules: past the end it takes the shortest trip, too short it grows.
    expect(endForNewStart('2025-03-10', '2025-03-09', rules)).toBe('2025-03-13');
    expect(endForNewStart('2025-03-10', '2025-03-11', rules)).toBe('2025-03-13');
    expect(endForNewStart('2025-03-10', '2025-03-20', rules)).toBe('2025-03-15');
    expect(endForNewStart('2025-03-10', '2025-03-14', rules)).toBeNull();
  });

  it('starts with the searched dates only when the car’s rules allow them', () => {
    const now = new Date('2025-03-01T10:00:00Z');
    const rules = { minTripDays: 3, maxTripDays: 10, advanceNoticeDays: 2, bookAheadMonths: 12 };
    expect(initialStay({ start: '2025-03-05', end: '2025-03-09' }, rules, now)).toEqual({
      startDate: '2025-03-05',
      endDate: '2025-03-09',
    });
    // Too soon for the notice, too short, too long, or no search: the defaults, which fit the rules.
    const defaults = { startDate: '2025-03-03', endDate: '2025-03-06' };
    expect(initialStay({ start: '2025-03-02', end: '2025-03-06' }, rules, now)).toEqual(defaults);
    expect(initialStay({ start: '2025-03-05', end: '2025-03-06' }, rules, now)).toEqual(defaults);
    expect(initialStay({ start: '2025-03-05', end: '2025-03-25' }, rules, now)).toEqual(defaults);
    expect(initialStay(null, rules, now)).toEqual(defaults);
  });

  it('formats days as the spec shows them', () => {
    expect(displayDate('2025-03-05')).toBe('Mar 5, 2025');
    expect(plusDays('2025-12-31', 1)).toBe('2026-01-01');
  });
});
