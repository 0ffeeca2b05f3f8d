/*
 * Imports nothing, so a page that only shows a car's rules and badges (its card, its page)
 * downloads none of the date and message code; the checks are in trip-rule-problems.ts.
 */

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

const daysText = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

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
