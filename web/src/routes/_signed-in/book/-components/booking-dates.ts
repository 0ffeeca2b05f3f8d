import { latestEndDate, latestStartDate } from '@akwaaba/domain/booking/booking.rules';
import { ghanaDate, type Stay } from '@akwaaba/domain/booking/stay';
import { addDays, format, parseISO } from 'date-fns';

/*
 * The booking calendars' rules (spec section 5) on `yyyy-MM-dd` days, half-open stays
 * [start, end) as the server decides them (docs/adr/0004): the car is handed over on the end
 * date, so a stay may end the day another starts.
 */

/** Today in Ghana, where the cars are and where the server counts days. */
export const today = (now: Date = new Date()): string => ghanaDate(now);

/** `days` calendar days after `date`. */
export const plusDays = (date: string, days: number): string =>
  format(addDays(parseISO(date), days), 'yyyy-MM-dd');

/** The form's defaults (spec section 4): start tomorrow, end three days from today, a 2-day stay. */
export const defaultStay = (now: Date = new Date()): Stay => ({
  startDate: plusDays(today(now), 1),
  endDate: plusDays(today(now), 3),
});

const isTaken = (day: string, taken: readonly Stay[]) =>
  taken.some((range) => range.startDate <= day && day < range.endDate);

/**
 * A start day is open from today until 12 months ahead (the server's limit, from the domain)
 * when nobody holds its night.
 */
export const startDayDisabled = (day: string, todayDate: string, taken: readonly Stay[]): boolean =>
  day < todayDate || day > latestStartDate(todayDate) || isTaken(day, taken);

/**
 * An end day is open after the start, up to the longest trip (90 days, the server's limit),
 * as long as no taken range begins inside the stay: the stay [start, day) must not overlap
 * one. With no start chosen every end day is closed.
 */
export function endDayDisabled(day: string, startDate: string, taken: readonly Stay[]): boolean {
  if (!startDate || day <= startDate || day > latestEndDate(startDate)) return true;
  return taken.some((range) => range.startDate < day && startDate < range.endDate);
}

/**
 * The end day to move to when a new start leaves the chosen one closed, or null to keep it:
 * past the end, the stay keeps the default 2 days; too long, it becomes the longest trip.
 */
export function endForNewStart(startDate: string, endDate: string): string | null {
  if (!endDate) return null;
  if (endDate <= startDate) return plusDays(startDate, 2);
  const latest = latestEndDate(startDate);
  return endDate > latest ? latest : null;
}

/** "Mar 5, 2025" (spec section 9). */
export const displayDate = (date: string): string => (date ? format(parseISO(date), 'MMM d, yyyy') : '');

/** "Wednesday, March 5, 2025": what a screen reader says for a day. */
export const spokenDate = (date: string): string => format(parseISO(date), 'EEEE, MMMM d, yyyy');
