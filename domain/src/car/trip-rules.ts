import { BOOKING_MESSAGES as M } from '../booking/booking.messages';
import { addCalendarDays, addCalendarMonths, type CalendarDate, daysBetween } from '../booking/stay';

/**
 * When a host's car may be booked (issue 14). Every rule stays within the product's own
 * limits: a trip of at most MAX_TRIP_DAYS, starting at most MAX_BOOKING_AHEAD_MONTHS ahead.
 * Cars listed before hosts could set rules carry none: read them with tripRulesOf.
 */
export interface TripRules {
  /** The shortest trip, in days: 1 to maxTripDays. */
  minTripDays: number;
  /** The longest trip, in days: minTripDays to MAX_TRIP_DAYS. */
  maxTripDays: number;
  /** Whole days between booking and pick-up: 0 (the same day) to MAX_ADVANCE_NOTICE_DAYS. */
  advanceNoticeDays: number;
  /** How far ahead a trip may start, in months: 1 to MAX_BOOKING_AHEAD_MONTHS. */
  bookAheadMonths: number;
}

/** A host's discounts on the daily price of long trips, in whole percent (0 for none). */
export interface Discounts {
  /** On trips of WEEKLY_DISCOUNT_DAYS days or more. */
  weeklyPercent: number;
  /** On trips of MONTHLY_DISCOUNT_DAYS days or more. */
  monthlyPercent: number;
}

/** The longest trip the product allows on any car: a car held for months keeps it from everyone else. */
export const MAX_TRIP_DAYS = 90;
/** How far ahead any trip may start: prices and cars change, and a hold that far out is a squat. */
export const MAX_BOOKING_AHEAD_MONTHS = 12;
export const MAX_ADVANCE_NOTICE_DAYS = 7;
export const MAX_DISCOUNT_PERCENT = 60;
export const WEEKLY_DISCOUNT_DAYS = 7;
export const MONTHLY_DISCOUNT_DAYS = 28;

/** What a car without rules of its own allows: the product's limits. */
export const DEFAULT_TRIP_RULES: TripRules = {
  minTripDays: 1,
  maxTripDays: MAX_TRIP_DAYS,
  advanceNoticeDays: 0,
  bookAheadMonths: MAX_BOOKING_AHEAD_MONTHS,
};

export const NO_DISCOUNTS: Discounts = { weeklyPercent: 0, monthlyPercent: 0 };

export const tripRulesOf = (details: { tripRules?: TripRules | undefined }): TripRules =>
  details.tripRules ?? DEFAULT_TRIP_RULES;

export const discountsOf = (details: { discounts?: Discounts | undefined }): Discounts =>
  details.discounts ?? NO_DISCOUNTS;

/**
 * The discount on a trip of `days` days: the monthly one from 28 days, the weekly one from 7.
 * A month-long trip never gets less than a week-long one, so it takes the larger of the two.
 */
export function discountPercentFor(discounts: Discounts, days: number): number {
  if (days >= MONTHLY_DISCOUNT_DAYS) return Math.max(discounts.monthlyPercent, discounts.weeklyPercent);
  if (days >= WEEKLY_DISCOUNT_DAYS) return discounts.weeklyPercent;
  return 0;
}

/** The first day a trip may start when it is `today` in Ghana. */
export const earliestStartDate = (rules: TripRules, today: CalendarDate): CalendarDate =>
  addCalendarDays(today, rules.advanceNoticeDays);

/** The last day a trip may start when it is `today` in Ghana (inclusive). */
export const latestStartDate = (rules: TripRules, today: CalendarDate): CalendarDate =>
  addCalendarMonths(today, rules.bookAheadMonths);

const daysText = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

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

/** The badges a car's card and page show, e.g. ["Weekly discount"]. */
export function discountBadges(discounts: Discounts): string[] {
  const badges: string[] = [];
  if (discounts.weeklyPercent > 0) badges.push('Weekly discount');
  if (discounts.monthlyPercent > 0) badges.push('Monthly discount');
  return badges;
}

/** The car page's lines about its rules; empty for a car with the defaults. */
export function describeTripRules(rules: TripRules): string[] {
  const lines: string[] = [];
  if (rules.minTripDays > 1) lines.push(`Trips of at least ${daysText(rules.minTripDays)}`);
  if (rules.maxTripDays < MAX_TRIP_DAYS) lines.push(`Trips of at most ${daysText(rules.maxTripDays)}`);
  if (rules.advanceNoticeDays > 0) lines.push(`Book ${daysText(rules.advanceNoticeDays)} ahead`);
  if (rules.bookAheadMonths < MAX_BOOKING_AHEAD_MONTHS)
    lines.push(
      `Bookable up to ${rules.bookAheadMonths} ${rules.bookAheadMonths === 1 ? 'month' : 'months'} ahead`,
    );
  return lines;
}
