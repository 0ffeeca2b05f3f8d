import { latestEndDate, stayProblems } from '@akwaaba/domain/bookings/booking.rules';
import { daysBetween, ghanaDate, type Stay } from '@akwaaba/domain/bookings/stay';
import { earliestStartDate, latestStartDate } from '@akwaaba/domain/cars/trip-rule-problems';
import { DEFAULT_TRIP_RULES, type TripRules } from '@akwaaba/domain/cars/trip-rules';
import { addDays, format, parseISO } from 'date-fns';

/*
 * The booking calendars' rules (spec section 5) on `yyyy-MM-dd` days, half-open stays
 * [start, end) as the server decides them (docs/adr/0004): the car is handed over on the end
 * date, so a stay may end the day another starts. The car's trip rules (issue 14) close the
 * days the server would refuse: before the host's notice, past the booking window, trips
 * shorter or longer than the host allows.
 */

/** Today in Ghana, where the cars are and where the server counts days. */
export const today = (now: Date = new Date()): string => ghanaDate(now);

/** `days` calendar days after `date`. */
export const plusDays = (date: string, days: number): string =>
  format(addDays(parseISO(date), days), 'yyyy-MM-dd');

/** The spec's default stay of 2 days, made to fit the car's shortest and longest trip. */
const defaultDays = (rules: TripRules) => Math.min(Math.max(2, rules.minTripDays), rules.maxTripDays);

/**
 * The form's defaults (spec section 4): start tomorrow, end three days from today, a 2-day
 * stay; later when the host needs more notice, longer when they rent for longer trips only.
 */
export function defaultStay(now: Date = new Date(), rules: TripRules = DEFAULT_TRIP_RULES): Stay {
  // Tomorrow, or the first day the host's notice allows.
  const startDate = plusDays(today(now), Math.max(1, rules.advanceNoticeDays));
  return { startDate, endDate: plusDays(startDate, defaultDays(rules)) };
}

/**
 * The stay the form starts with: the dates the renter searched for when the car's rules allow
 * them (a search link may be old, or made for another car), else the defaults.
 */
export function initialStay(
  searched: { start: string; end: string } | null,
  rules: TripRules,
  now: Date = new Date(),
): Stay {
  if (searched) {
    const stay = { startDate: searched.start, endDate: searched.end };
    if (Object.keys(stayProblems(stay, now, rules)).length === 0) return stay;
  }
  return defaultStay(now, rules);
}

const isTaken = (day: string, taken: readonly Stay[]) =>
  taken.some((range) => range.startDate <= day && day < range.endDate);

/**
 * A start day is open from the host's notice (today, without one) until the end of their
 * booking window (12 months ahead at most, the server's limit) when nobody holds its night.
 */
export const startDayDisabled = (
  day: string,
  todayDate: string,
  taken: readonly Stay[],
  rules: TripRules = DEFAULT_TRIP_RULES,
): boolean =>
  day < earliestStartDate(rules, todayDate) || day > latestStartDate(rules, todayDate) || isTaken(day, taken);

/**
 * An end day is open from the shortest trip after the start up to the longest (90 days at
 * most, the server's limit), as long as no taken range begins inside the stay: the stay
 * [start, day) must not overlap one. With no start chosen every end day is closed.
 */
export function endDayDisabled(
  day: string,
  startDate: string,
  taken: readonly Stay[],
  rules: TripRules = DEFAULT_TRIP_RULES,
): boolean {
  if (!startDate || day <= startDate || day > latestEndDate(startDate, rules)) return true;
  if (daysBetween(startDate, day) < rules.minTripDays) return true;
  return taken.some((range) => range.startDate < day && startDate < range.endDate);
}

/**
 * The end day to move to when a new start leaves the chosen one closed, or null to keep it:
 * past the end, the stay keeps the default length; too short, it becomes the shortest trip;
 * too long, the longest.
 */
export function endForNewStart(
  startDate: string,
  endDate: string,
  rules: TripRules = DEFAULT_TRIP_RULES,
): string | null {
  if (!endDate) return null;
  if (endDate <= startDate) return plusDays(startDate, defaultDays(rules));
  if (daysBetween(startDate, endDate) < rules.minTripDays) return plusDays(startDate, rules.minTripDays);
  const latest = latestEndDate(startDate, rules);
  return endDate > latest ? latest : null;
}

/** "Mar 5, 2025" (spec section 9). */
export const displayDate = (date: string): string => (date ? format(parseISO(date), 'MMM d, yyyy') : '');

/** "Wednesday, March 5, 2025": what a screen reader says for a day. */
export const spokenDate = (date: string): string => format(parseISO(date), 'EEEE, MMMM d, yyyy');
