import { addDays, addHours, max, subHours } from 'date-fns';
import {
  addCalendarDays,
  type CalendarDate,
  ghanaInstant,
  nextCalendarDate,
  startOfGhanaDay,
  type TimedStay,
} from '../bookings/stay';

/*
 * The trip's rules and messages, once for the decider, the API's schemas and the screens
 * (docs/adr/0013). Times are Ghana's (UTC all year), as for the rest of a booking.
 */

/** A booking made before pick-up times were asked may be handed over from this many hours before 00:00 on its start date. */
export const HANDOVER_OPENS_HOURS_BEFORE_START = 12;
/** The pick-up reminder goes out this long before the pick-up time (the day before, at the same time). */
export const PICKUP_REMINDER_HOURS_BEFORE = 24;
/** The return reminder goes out this long before the return time, on the end date. */
export const RETURN_REMINDER_HOURS_BEFORE = 3;
/** A confirmed booking with no handover this many hours after 00:00 on its start date is a no-show. */
export const NO_SHOW_AFTER_HOURS = 24;
/** An undisputed return completes the trip by itself after this many hours. */
export const AUTO_COMPLETE_HOURS_AFTER_RETURN = 24;
/** Both parties may review for this many days after the trip completed. */
export const REVIEW_WINDOW_DAYS = 14;

export const MIN_TRIP_PHOTOS = 4;
export const MAX_TRIP_PHOTOS = 8;
export const MAX_DAMAGE_PHOTOS = 8;
export const MAX_FUEL_EIGHTHS = 8;
/** No car on the road has driven two million kilometres; the limit only keeps junk out. */
export const MAX_ODOMETER_KM = 2_000_000;
export const MAX_TRIP_NOTE_LENGTH = 1000;
export const MAX_DAMAGE_DESCRIPTION_LENGTH = 2000;

/** When the renter collects the car: the pick-up time on the start date; null for a booking made before times were asked. */
export const pickupAt = ({ startDate, pickupTime }: TimedStay): Date | null =>
  pickupTime ? ghanaInstant(startDate, pickupTime) : null;

/** When the car is due back: the return time on the end date (where the late fee will count from); null as above. */
export const returnDueAt = ({ endDate, returnTime }: TimedStay): Date | null =>
  returnTime ? ghanaInstant(endDate, returnTime) : null;

/**
 * When the handover may first be recorded: at the pick-up time the renter chose (issue 31).
 * A booking made before times were asked opens 12 h before its start date, as it was sold.
 */
export const handoverOpensAt = (stay: TimedStay): Date =>
  pickupAt(stay) ?? subHours(startOfGhanaDay(stay.startDate), HANDOVER_OPENS_HOURS_BEFORE_START);

/**
 * When the pick-up reminder ("your trip starts tomorrow at 09:30") is due: a day before the
 * pick-up time, or from 00:00 the day before for a booking without times. It stays due until
 * the start date begins, so a trip booked for tomorrow is reminded as soon as it is paid, and
 * one booked for today is not told "tomorrow".
 */
export const pickupReminderFrom = (stay: TimedStay): Date => {
  const pickup = pickupAt(stay);
  return pickup
    ? subHours(pickup, PICKUP_REMINDER_HOURS_BEFORE)
    : startOfGhanaDay(addCalendarDays(stay.startDate, -1));
};

/**
 * When the return reminder ("the car is due back today at 17:00") is due: three hours before
 * the return time but not before the end date begins (00:00 on it for a booking without
 * times). It stays due until the end date is over.
 */
export const returnReminderFrom = (stay: TimedStay): Date => {
  const startOfEndDate = startOfGhanaDay(stay.endDate);
  const due = returnDueAt(stay);
  return due ? max([subHours(due, RETURN_REMINDER_HOURS_BEFORE), startOfEndDate]) : startOfEndDate;
};

/** When it closes: at the end of the end date. */
export const handoverClosesAt = (endDate: CalendarDate): Date => startOfGhanaDay(nextCalendarDate(endDate));

export const noShowAt = (startDate: CalendarDate): Date =>
  addHours(startOfGhanaDay(startDate), NO_SHOW_AFTER_HOURS);

export const autoCompleteAt = (returnRecordedAt: string): Date =>
  addHours(new Date(returnRecordedAt), AUTO_COMPLETE_HOURS_AFTER_RETURN);

export const reviewWindowClosesAt = (completedAt: string): Date =>
  addDays(new Date(completedAt), REVIEW_WINDOW_DAYS);

/** "a quarter tank" style words for a fuel level in eighths, as both parties read it. */
export function fuelLevelName(eighths: number): string {
  if (eighths === 0) return 'Empty';
  if (eighths === MAX_FUEL_EIGHTHS) return 'Full';
  return `${eighths}/8`;
}

export const TRIP_MESSAGES = {
  onlyParties: 'Only the renter or the host of this booking can do this.',
  onlyHost: 'Only the host of this booking can do this.',
  onlyAdmin: 'Only an admin can do this.',
  notPaid: 'The handover can be recorded once the booking is confirmed and paid.',
  cancelled: 'This booking was cancelled: there is no trip to record.',
  handoverTooEarly: (opensAt: string) => `The handover can be recorded from the pick-up time (${opensAt}).`,
  handoverTooLate: 'The handover can no longer be recorded: the booking’s end date has passed.',
  handoverAlreadyRecorded: 'The handover of this booking has already been recorded.',
  returnBeforeHandover: 'Record the handover before the return.',
  returnAlreadyRecorded: 'The return of this car has already been recorded.',
  odometerInvalid: 'Enter the odometer reading in whole kilometres.',
  odometerBelowHandover: (handoverKm: number) =>
    `The odometer cannot read less than at the handover (${handoverKm.toLocaleString('en-GH')} km).`,
  fuelInvalid: 'Choose a fuel level from empty (0) to full (8 eighths).',
  tooFewPhotos: 'Add at least 4 photos: the front, the back and both sides of the car.',
  tooManyPhotos: 'You can add at most 8 photos.',
  missingAngle: 'Add a photo of the front, the back and both sides of the car.',
  photoAngleInvalid: 'Each photo must say which part of the car it shows.',
  photoPathInvalid: 'A photo must be a file you uploaded for this trip.',
  noteTooLong: 'Your note must be at most 1000 characters.',
  damageDescriptionRequired: 'Describe the damage.',
  damageDescriptionTooLong: 'The damage description must be at most 2000 characters.',
  tooManyDamagePhotos: 'You can add at most 8 photos of the damage.',
  nothingToAnswer: 'There is no record to confirm or dispute yet.',
  answerOwnRecord: 'The other party confirms or disputes a record, not the one who made it.',
  alreadyAnswered: 'This record has already been confirmed or disputed.',
  disputeNoteRequired: 'Say what is wrong with the record.',
  notReturned: 'The trip can be completed once the return is recorded.',
  damageCaseOpen: 'An admin must resolve the damage report before the trip is completed.',
  returnDisputed: 'The return is disputed: the host completes the trip once it is settled.',
  notDueYet: 'This trip does not complete by itself yet.',
  noDamageCase: 'This booking has no open damage report.',
  resolutionNoteRequired: 'Write a note for both parties on how the damage report was resolved.',
  noShowNotDue: 'It is too early to flag this booking as a no-show.',
  noShowNotApplicable: 'Only a confirmed booking without a handover can be a no-show.',
  reviewWindowClosed: 'The 14 days for reviewing this trip are over.',
  hostAlreadyReviewed: 'You have already reviewed this renter.',
  hostRatingInvalid: 'Please rate the host from 1 to 5 stars',
  reviewsNotDue: 'The reviews of this trip are not due to be shown yet.',
  reminderNotDue: 'This reminder is not due today.',
} as const;
