import { BOOKING_MESSAGES as M } from '../bookings/booking.messages';
import { addCalendarDays, addCalendarMonths, type CalendarDate, daysBetween } from '../bookings/stay';
import type { TripRules } from './trip-rules';

/** The first day a trip may start when it is `today` in Ghana. */
export const earliestStartDate = (rules: TripRules, today: CalendarDate): CalendarDate =>
  addCalendarDays(today, rules.advanceNoticeDays);

/** The last day a trip may start when it is `today` in Ghana (inclusive). */
export const latestStartDate = (rules: TripRules, today: CalendarDate): CalendarDate =>
  addCalendarMonths(today, rules.bookAheadMonths);

/**
 * What a car's rules say against a stay whose dates are real and in order, by field; empty
 * when they allow it. The start date is checked against the notice and the booking window,
 * the length against the shortest and longest trip.
 */
export function tripRuleProblems(
  rules: TripRules,
  { startDate, endDate }: { startDate: CalendarDate; endDate: CalendarDate },
  today: CalendarDate,
): Partial<Record<'startDate' | 'endDate', string>> {
  const problems: Partial<Record<'startDate' | 'endDate', string>> = {};
  if (startDate < today) problems.startDate = M.startDateInPast;
  else if (startDate < earliestStartDate(rules, today))
    problems.startDate = M.noticeNeeded(rules.advanceNoticeDays);
  else if (startDate > latestStartDate(rules, today))
    problems.startDate = M.startTooFarAhead(rules.bookAheadMonths);
  const days = daysBetween(startDate, endDate);
  if (days < rules.minTripDays) problems.endDate = M.tripTooShort(rules.minTripDays);
  else if (days > rules.maxTripDays) problems.endDate = M.tripTooLong(rules.maxTripDays);
  return problems;
}
