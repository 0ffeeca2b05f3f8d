import {
  addCalendarDays,
  addCalendarMonths,
  type CalendarDate,
  daysBetween,
  daysText,
} from '@akwaaba/domain/bookings/stay';

export { daysText, stayText } from '@akwaaba/domain/bookings/stay';

import { latestStartDate } from '@akwaaba/domain/cars/trip-rule-problems';
import { DEFAULT_TRIP_RULES, MAX_TRIP_DAYS } from '@akwaaba/domain/cars/trip-rules';
import { format, parseISO } from 'date-fns';
import type { CalendarBlock, CalendarBooking, HostCalendar } from '#app/api/host-calendar.ts';

/*
 * The host's month view on `yyyy-MM-dd` days. Bookings and blocks are [startDate, endDate)
 * ranges, end exclusive as everywhere; what the host picks is a first and a last day, both
 * included, sent as [first, last + 1).
 */

/**
 * What a day of the car's calendar holds. A free day may be the return day of a booking (its
 * endDate): the car comes back that day, and another renter may pick it up the same day.
 */
export type DayInfo =
  | { state: 'booked' | 'held'; booking: CalendarBooking }
  | { state: 'blocked'; block: CalendarBlock }
  | { state: 'free'; returnOf?: CalendarBooking };

/** How a screen reader says a day's state, and the legend names it. */
export const STATE_NAMES = {
  booked: 'booked',
  held: 'awaiting payment',
  blocked: 'blocked',
  free: 'free',
} as const;

const covers = (range: { startDate: string; endDate: string }, day: CalendarDate) =>
  range.startDate <= day && day < range.endDate;

export function dayInfo(calendar: HostCalendar, day: CalendarDate): DayInfo {
  const booking = calendar.bookings.find((b) => covers(b, day));
  if (booking) return { state: booking.status === 'confirmed' ? 'booked' : 'held', booking };
  const block = calendar.blocks.find((b) => covers(b, day));
  if (block) return { state: 'blocked', block };
  const returning = calendar.bookings.find((b) => b.endDate === day);
  return returning ? { state: 'free', returnOf: returning } : { state: 'free' };
}

/** How a screen reader says a day: its state, and whose car comes back that day. */
export const dayStateText = (info: DayInfo) =>
  info.state === 'free' && info.returnOf
    ? `free, return day of ${info.returnOf.renterName}'s booking`
    : STATE_NAMES[info.state];

/** The days [first, last] hold no booking, hold or block, so they can be blocked. */
export function rangeIsFree(calendar: HostCalendar, first: CalendarDate, last: CalendarDate): boolean {
  const end = addCalendarDays(last, 1);
  return [...calendar.bookings, ...calendar.blocks].every(
    (range) => range.endDate <= first || end <= range.startDate,
  );
}

/**
 * The last day a host may block: the last day of the longest trip that could start at the end
 * of the product's booking window (the server refuses later days: nobody can book them yet).
 */
export const lastBlockableDay = (today: CalendarDate): CalendarDate =>
  addCalendarDays(latestStartDate(DEFAULT_TRIP_RULES, today), MAX_TRIP_DAYS - 1);

/** `yyyy-MM` of a day, and the month `months` later. */
export const monthOf = (day: CalendarDate) => day.slice(0, 7);

/** Fewer days than this left in today's month, and the calendar opens on the next one. */
const OPEN_ON_NEXT_MONTH_WITHIN_DAYS = 10;

/** The month the host's calendar opens on: today's, or the next once today's is nearly over. */
export function openingMonth(today: CalendarDate): string {
  const month = monthOf(today);
  const next = addMonths(month, 1);
  return daysBetween(today, `${next}-01`) <= OPEN_ON_NEXT_MONTH_WITHIN_DAYS ? next : month;
}
export const addMonths = (month: string, months: number) => monthOf(addCalendarMonths(`${month}-01`, months));

/** "Friday 4 December 2026": a day as a screen reader says it. */
export const spokenDay = (day: CalendarDate) => format(parseISO(day), 'EEEE d MMMM yyyy');

/** Blocked [startDate, endDate) days as the host chose them, both ends included: "Dec 4 – Dec 7". */
export const rangeText = (range: { startDate: string; endDate: string }) =>
  daysText(range.startDate, addCalendarDays(range.endDate, -1));
