import { addDays, addMonths, differenceInCalendarDays, format, parseISO } from 'date-fns';

/**
 * A stay is a range of calendar days written as ISO `yyyy-MM-dd` strings, half-open:
 * [startDate, endDate). The car is picked up on the start date and handed back on the
 * end date, so a stay ending on the 5th and another starting on the 5th do not overlap
 * (docs/adr/0004). Calendar dates are compared as dates, never as instants, so the
 * server's or the browser's time zone cannot shift a day.
 */
export type CalendarDate = string;

export interface Stay {
  startDate: CalendarDate;
  endDate: CalendarDate;
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * "2025-03-05" → that day at local midnight, or null when it is not a real date
 * ("2025-02-30"). By hand rather than with date-fns' parse: every booking request parses
 * its dates several times, and the general parser was 3% of the API's time under load.
 */
export function parseCalendarDate(text: string): Date | null {
  const match = CALENDAR_DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  if (year === 0) return null; // there was no year 0
  const date = new Date(year, month, day);
  date.setFullYear(year); // years 0-99 would otherwise mean 1900-1999
  // The Date constructor rolls over (30 February is 2 March): a real date comes back as asked.
  return date.getFullYear() === year && date.getMonth() === month && date.getDate() === day ? date : null;
}

export const isCalendarDate = (text: unknown): text is CalendarDate =>
  typeof text === 'string' && parseCalendarDate(text) !== null;

/** The calendar day a Date falls on in the local time zone, as `yyyy-MM-dd` (for date pickers). */
export const toCalendarDate = (date: Date): CalendarDate => format(date, 'yyyy-MM-dd');

function requireCalendarDate(text: string): Date {
  const date = parseCalendarDate(text);
  if (date === null) throw new RangeError(`Not a calendar date (yyyy-MM-dd): ${JSON.stringify(text)}`);
  return date;
}

/** Calendar days from start to end: 2 for 2025-03-05 → 2025-03-07. Negative when end comes first. */
export const daysBetween = (startDate: CalendarDate, endDate: CalendarDate): number =>
  differenceInCalendarDays(requireCalendarDate(endDate), requireCalendarDate(startDate));

/** `days` calendar days after the date: ("2025-12-31", 1) → "2026-01-01". */
export const addCalendarDays = (date: CalendarDate, days: number): CalendarDate =>
  toCalendarDate(addDays(requireCalendarDate(date), days));

/** The day after: "2025-12-31" → "2026-01-01". */
export const nextCalendarDate = (date: CalendarDate): CalendarDate => addCalendarDays(date, 1);

/**
 * The same day `months` months later, or the month's last day when it has no such day:
 * ("2025-03-05", 12) → "2026-03-05", ("2024-02-29", 12) → "2025-02-28".
 */
export const addCalendarMonths = (date: CalendarDate, months: number): CalendarDate =>
  toCalendarDate(addMonths(requireCalendarDate(date), months));

/**
 * Half-open overlap: the ranges share at least one night. ISO dates of the same
 * width sort as strings, so the comparison needs no parsing.
 */
export const staysOverlap = (a: Stay, b: Stay): boolean => a.startDate < b.endDate && b.startDate < a.endDate;

/*
 * Ghana keeps GMT (UTC+0) all year with no daylight saving, so a day in Ghana
 * starts at 00:00 UTC. These three helpers are the only place that relies on it.
 */

/** 00:00 in Ghana (Africa/Accra) on the given day, as an instant. */
export const startOfGhanaDay = (date: CalendarDate): Date => {
  requireCalendarDate(date);
  return new Date(`${date}T00:00:00.000Z`);
};

/** The instant a time of day (`HH:mm`) falls on a calendar day in Ghana: ("2026-12-10", "09:30"). */
export const ghanaInstant = (date: CalendarDate, time: string): Date => {
  requireCalendarDate(date);
  return new Date(`${date}T${time}:00.000Z`);
};

/** The calendar day it is in Ghana at the given instant. */
export const ghanaDate = (instant: Date): CalendarDate => instant.toISOString().slice(0, 10);

/** A month written `yyyy-MM` by its name: "2026-12" → "December 2026". */
export const monthName = (month: string): string => format(parseISO(`${month}-01`), 'MMMM yyyy');

/** "Dec 4": a day as the stays' texts name it. */
const shortDay = (date: CalendarDate) => format(requireCalendarDate(date), 'MMM d');

/** "Dec 4", or "Dec 4 – Dec 7" for several days (both named). */
export function daysText(first: CalendarDate, last: CalendarDate): string {
  return first === last ? shortDay(first) : `${shortDay(first)} – ${shortDay(last)}`;
}

/**
 * A stay's pick-up and return days, as the renter, the host's calendar and the e-mails all
 * name them: "Dec 10 – Dec 17" (the return day is the end date, when the car comes back).
 */
export const stayText = (stay: Stay): string => daysText(stay.startDate, stay.endDate);

/** A stay with the times the car changes hands (`HH:mm`, Ghana time); bookings made before times were asked have none. */
export type TimedStay = Stay & {
  pickupTime?: string | null | undefined;
  returnTime?: string | null | undefined;
};

/**
 * "Dec 10, 09:00 – Dec 17, 17:00": the pick-up and the return with their times, as the trip
 * card, the e-mails and the calendar file name them; stayText's days for a booking without times.
 */
export function stayTimesText(stay: TimedStay): string {
  if (!stay.pickupTime || !stay.returnTime) return stayText(stay);
  return `${shortDay(stay.startDate)}, ${stay.pickupTime} – ${shortDay(stay.endDate)}, ${stay.returnTime}`;
}
