import { addMinutes, subHours } from 'date-fns';
import { validationError } from '../shared/errors';
import { BOOKING_MESSAGES as M } from './booking.messages';
import {
  addCalendarDays,
  addCalendarMonths,
  type CalendarDate,
  daysBetween,
  ghanaDate,
  isCalendarDate,
  type Stay,
  startOfGhanaDay,
} from './stay';

/** How long a new, unpaid booking holds its dates by default (docs/adr/0004). Configurable. */
export const DEFAULT_BOOKING_HOLD_MINUTES = 30;

/** A renter may cancel for a full refund up to this many hours before 00:00 on the start date, Ghana time. */
export const FREE_CANCELLATION_HOURS = 24;

/** When a hold placed now runs out. */
export const holdExpiry = (now: Date, holdMinutes: number = DEFAULT_BOOKING_HOLD_MINUTES): Date =>
  addMinutes(now, holdMinutes);

/**
 * The longest trip, in days: a car held for months keeps it from everyone else. Issue 14 will
 * let a car's own rules set another; until then every car has this one.
 */
export const MAX_TRIP_DAYS = 90;

/** How many bookings a renter may hold unpaid at once: enough to weigh a few cars, too few to squat on them. */
export const MAX_UNPAID_HOLDS = 3;

/** How far ahead a trip may start: prices and cars change, and a hold that far out is a squat. */
export const MAX_BOOKING_AHEAD_MONTHS = 12;

/** The last day a trip may start when it is `today` in Ghana: the same day 12 months on (inclusive). */
export const latestStartDate = (today: CalendarDate): CalendarDate =>
  addCalendarMonths(today, MAX_BOOKING_AHEAD_MONTHS);

/** The last day a trip starting on `startDate` may end: a 90-day trip ends 90 days later (inclusive). */
export const latestEndDate = (startDate: CalendarDate, maxTripDays: number = MAX_TRIP_DAYS): CalendarDate =>
  addCalendarDays(startDate, maxTripDays);

/**
 * What is wrong with a stay someone wants to book, by field: both days real dates, the start
 * from today to 12 months ahead in Ghana, the end after the start and at most `maxTripDays`
 * later. Empty when bookable.
 */
export function stayProblems(
  { startDate, endDate }: Stay,
  now: Date,
  maxTripDays: number = MAX_TRIP_DAYS,
): Record<string, string> {
  const problems: Record<string, string> = {};
  const today = ghanaDate(now);
  if (!isCalendarDate(startDate)) problems.startDate = M.dateInvalid;
  else if (startDate < today) problems.startDate = M.startDateInPast;
  else if (startDate > latestStartDate(today))
    problems.startDate = M.startTooFarAhead(MAX_BOOKING_AHEAD_MONTHS);
  if (!isCalendarDate(endDate)) problems.endDate = M.dateInvalid;
  else if (isCalendarDate(startDate)) {
    if (endDate <= startDate) problems.endDate = M.endDateAfterStart;
    else if (daysBetween(startDate, endDate) > maxTripDays) problems.endDate = M.tripTooLong(maxTripDays);
  }
  return problems;
}

export function requireBookableStay(stay: Stay, now: Date, maxTripDays: number = MAX_TRIP_DAYS) {
  const problems = stayProblems(stay, now, maxTripDays);
  const [first] = Object.values(problems);
  if (first !== undefined) throw validationError(first, problems);
}

/** The last instant a confirmed booking can be cancelled with a full refund: 24 h before 00:00 on the start date in Ghana. */
export const freeCancellationDeadline = (startDate: CalendarDate): Date =>
  subHours(startOfGhanaDay(startDate), FREE_CANCELLATION_HOURS);

/** Free cancellation is "up to 24 h before": exactly 24 h before still counts. */
export const cancelsForFree = (startDate: CalendarDate, now: Date): boolean =>
  now.getTime() <= freeCancellationDeadline(startDate).getTime();

/** The stay has begun: it is the start date, or later, in Ghana. */
export const stayHasStarted = (startDate: CalendarDate, now: Date): boolean =>
  now.getTime() >= startOfGhanaDay(startDate).getTime();

export const MIN_RATING = 1;
export const MAX_RATING = 5;
export const MAX_REVIEW_COMMENT_LENGTH = 1000;
/** Paystack references are at most 100 characters. */
export const MAX_PAYMENT_REFERENCE_LENGTH = 100;
/** Ids are UUIDs; the limit only keeps junk out. */
export const MAX_ID_LENGTH = 64;
