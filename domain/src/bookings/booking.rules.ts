import { addHours, addMinutes, max as maxDate, min as minDate, subHours } from 'date-fns';
import type { DriverVerificationStatus } from '../accounts/driver-verification';
import { tripRuleProblems } from '../cars/trip-rule-problems';
import { DEFAULT_TRIP_RULES, type TripRules } from '../cars/trip-rules';
import { validationError } from '../shared/errors';
import { BOOKING_MESSAGES as M } from './booking.messages';
import {
  addCalendarDays,
  type CalendarDate,
  ghanaDate,
  isCalendarDate,
  type Stay,
  startOfGhanaDay,
  staysOverlap,
} from './stay';

/** How long a new, unpaid booking holds its dates by default (docs/adr/0004). Configurable. */
export const DEFAULT_BOOKING_HOLD_MINUTES = 30;

/** A renter may cancel for a full refund up to this many hours before 00:00 on the start date, Ghana time. */
export const FREE_CANCELLATION_HOURS = 24;

/** When a hold placed now runs out. */
export const holdExpiry = (now: Date, holdMinutes: number = DEFAULT_BOOKING_HOLD_MINUTES): Date =>
  addMinutes(now, holdMinutes);

/**
 * How long a renter whose licence and ID wait for an admin holds a car. Only an approved renter
 * may pay, and a review rarely beats a 30-minute hold: the hold lasts until the admin decides,
 * within this limit, which the booking form states.
 */
export const VERIFICATION_HOLD_HOURS = 24;

/**
 * When a hold placed now runs out, for a renter standing as `driver` says: the usual hold, or
 * for documents under review the verification hold (never shorter than the usual one).
 */
export const holdExpiryFor = (
  now: Date,
  driver: DriverVerificationStatus,
  holdMinutes: number = DEFAULT_BOOKING_HOLD_MINUTES,
): Date =>
  driver === 'pending'
    ? maxDate([addHours(now, VERIFICATION_HOLD_HOURS), holdExpiry(now, holdMinutes)])
    : holdExpiry(now, holdMinutes);

/** How many bookings a renter may hold unpaid at once: enough to weigh a few cars, too few to squat on them. */
export const MAX_UNPAID_HOLDS = 3;

/** The last day a trip starting on `startDate` may end under these rules (inclusive). */
export const latestEndDate = (startDate: CalendarDate, rules: TripRules = DEFAULT_TRIP_RULES): CalendarDate =>
  addCalendarDays(startDate, rules.maxTripDays);

/**
 * What is wrong with a stay someone wants to book, by field: both days real dates, the end
 * after the start, and what the car's trip rules say (the product's limits for a car without
 * rules of its own: start from today to 12 months ahead in Ghana, at most 90 days). Empty
 * when bookable.
 */
export function stayProblems(
  { startDate, endDate }: Stay,
  now: Date,
  rules: TripRules = DEFAULT_TRIP_RULES,
): Partial<Record<'startDate' | 'endDate', string>> {
  if (!isCalendarDate(startDate) || !isCalendarDate(endDate)) {
    const problems: Partial<Record<'startDate' | 'endDate', string>> = {};
    if (!isCalendarDate(startDate)) problems.startDate = M.dateInvalid;
    if (!isCalendarDate(endDate)) problems.endDate = M.dateInvalid;
    return problems;
  }
  const problems = tripRuleProblems(rules, { startDate, endDate }, ghanaDate(now));
  if (endDate <= startDate) problems.endDate = M.endDateAfterStart;
  return problems;
}

export function requireBookableStay(stay: Stay, now: Date, rules: TripRules = DEFAULT_TRIP_RULES) {
  const problems = stayProblems(stay, now, rules);
  const [first] = Object.values(problems);
  if (first !== undefined) throw validationError(first, problems);
}

/**
 * How long after booking the renter may still cancel with a full refund, whatever the start
 * date. The 24-hour rule alone gives a booking made less than a day ahead (the booking form's
 * default is tomorrow) no free window at all, so a mistaken or hasty booking could not be
 * undone; an hour is enough to notice it without letting anyone hold a car for free until the
 * last moment (docs/adr/0004, amended).
 */
export const FREE_CANCELLATION_GRACE_MINUTES = 60;

/** What the free-cancellation rule reads of a booking. */
export interface CancellationTerms {
  startDate: CalendarDate;
  /** When the booking was made (an ISO instant); null for bookings made before it was recorded, which have no grace period. */
  createdAt: string | null;
}

/** Until when a booking cancels with a full refund, and whether that is the grace period after booking. */
export interface FreeCancellationWindow {
  /** The last instant a cancellation is refunded in full (inclusive). */
  until: Date;
  /** True when `until` is the end of the grace period rather than 24 h before the start. */
  grace: boolean;
}

/**
 * Free up to 24 h before 00:00 on the start date in Ghana, or within the grace period after
 * booking, whichever ends later. The grace period never runs into the stay itself, which
 * cannot be cancelled at all.
 */
export function freeCancellationWindow({ startDate, createdAt }: CancellationTerms): FreeCancellationWindow {
  const start = startOfGhanaDay(startDate);
  const deadline = subHours(start, FREE_CANCELLATION_HOURS);
  if (createdAt === null) return { until: deadline, grace: false };
  const graceEnds = minDate([addMinutes(new Date(createdAt), FREE_CANCELLATION_GRACE_MINUTES), start]);
  return graceEnds.getTime() > deadline.getTime()
    ? { until: graceEnds, grace: true }
    : { until: deadline, grace: false };
}

/** Free cancellation is "up to 24 h before" (exactly 24 h still counts), or within the hour after booking (the full hour counts). */
export const cancelsForFree = (booking: CancellationTerms, now: Date): boolean =>
  now.getTime() <= freeCancellationWindow(booking).until.getTime();

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

/** A renter's booking as far as its hold on a car's days goes. */
export interface RenterBookingHold extends Stay {
  id: string;
  carId: string;
  status: string;
  paymentStatus: string;
  /** ISO instant. */
  holdExpiresAt: string;
}

/**
 * The renter's own unpaid bookings of a car whose holds still block their days at `now`: a new
 * booking of those days would be refused, so the booking form offers to pay the held one instead.
 */
export const ownHoldsOn = <Booking extends RenterBookingHold>(
  bookings: readonly Booking[],
  carId: string,
  now: Date,
): Booking[] =>
  bookings.filter(
    (booking) =>
      booking.carId === carId &&
      booking.status === 'pending' &&
      booking.paymentStatus === 'unpaid' &&
      Date.parse(booking.holdExpiresAt) > now.getTime(),
  );

/** Which of the renter's own holds (ownHoldsOn) a stay would run into, if any. */
export const ownHoldFor = <Booking extends RenterBookingHold>(holds: readonly Booking[], stay: Stay) =>
  holds.find((hold) => staysOverlap(hold, stay)) ?? null;
