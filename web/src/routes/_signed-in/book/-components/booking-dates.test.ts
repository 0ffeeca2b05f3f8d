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
    expect(startDayDisabled('2025-02-28', '2025-03-01', [])).toBe(true);
    expect(startDayDisabled('2025-03-01', '2025-03-01', [])).toBe(false);
    expect(startDayDisabled('2025-03-09', '2025-03-01', taken)).toBe(false);
    expect(startDayDisabled('2025-03-10', '2025-03-01', taken)).toBe(true);
    expect(startDayDisabled('2025-03-12', '2025-03-01', taken)).toBe(true);
    // The hand-over day: the other stay ends on the 13th, so a new one may start then.
    expect(startDayDisabled('2025-03-13', '2025-03-01', taken)).toBe(false);
  });

  it('closes end days on or before the start, and past a taken range', () => {
    expect(endDayDisabled('2025-03-05', '2025-03-05', [])).toBe(true);
    expect(endDayDisabled('2025-03-04', '2025-03-05', [])).toBe(true);
    expect(endDayDisabled('2025-03-06', '2025-03-05', [])).toBe(false);
    expect(endDayDisabled('2025-03-10', '2025-03-05', taken)).toBe(false);
    expect(endDayDisabled('2025-03-11', '2025-03-05', taken)).toBe(true);
    expect(endDayDisabled('2025-03-20', '2025-03-05', taken)).toBe(true);
    expect(endDayDisabled('2025-03-15', '2025-03-13', taken)).toBe(false);
    expect(endDayDisabled('2025-03-15', '', taken)).toBe(true);
  });

  it('formats days as the spec shows them', () => {
    expect(displayDate('2025-03-05')).toBe('Mar 5, 2025');
    expect(plusDays('2025-12-31', 1)).toBe('2026-01-01');
  });
});
