import { addMinutes, subHours } from 'date-fns';
import { validationError } from '../shared/errors';
import { BOOKING_MESSAGES as M } from './booking.messages';
import { type CalendarDate, ghanaDate, isCalendarDate, type Stay, startOfGhanaDay } from './stay';

/** How long a new, unpaid booking holds its dates by default (docs/adr/0004). Configurable. */
export const DEFAULT_BOOKING_HOLD_MINUTES = 30;

/** A renter may cancel for a full refund up to this many hours before 00:00 on the start date, Ghana time. */
export const FREE_CANCELLATION_HOURS = 24;

/** When a hold placed now runs out. */
export const holdExpiry = (now: Date, holdMinutes: number = DEFAULT_BOOKING_HOLD_MINUTES): Date =>
  addMinutes(now, holdMinutes);

/**
 * What is wrong with a stay someone wants to book, by field: both days real dates,
 * the end after the start, the start not before today in Ghana. Empty when bookable.
 */
export function stayProblems({ startDate, endDate }: Stay, now: Date): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!isCalendarDate(startDate)) problems.startDate = M.dateInvalid;
  else if (startDate < ghanaDate(now)) problems.startDate = M.startDateInPast;
  if (!isCalendarDate(endDate)) problems.endDate = M.dateInvalid;
  else if (isCalendarDate(startDate) && endDate <= startDate) problems.endDate = M.endDateAfterStart;
  return problems;
}

export function requireBookableStay(stay: Stay, now: Date) {
  const problems = stayProblems(stay, now);
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
