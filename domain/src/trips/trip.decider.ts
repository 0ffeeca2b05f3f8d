import { requireBooking, requireRenter, requireRole, requireSignedIn } from '../bookings/booking.access';
import type { BookingEvent } from '../bookings/booking.events';
import { BOOKING_MESSAGES } from '../bookings/booking.messages';
import { MAX_RATING, MAX_REVIEW_COMMENT_LENGTH, MIN_RATING } from '../bookings/booking.rules';
import type { Booking, BookingState } from '../bookings/booking.state';
import { returnTermsOfBooking } from '../bookings/booking-lines';
import { ghanaDate } from '../bookings/stay';
import type { Actor } from '../shared/actor';
import { conflict, forbidden, validationError } from '../shared/errors';
import type { PhotoVariants } from '../shared/photo-widths';
import {
  type DamageReport,
  photosRecordedBy,
  REQUIRED_TRIP_PHOTO_ANGLES,
  TRIP_PHOTO_ANGLES,
  type TripPhoto,
  type TripReminderKind,
  type TripSide,
  type TripStage,
} from './trip.events';
import {
  autoCompleteAt,
  handoverClosesAt,
  handoverOpensAt,
  TRIP_MESSAGES as M,
  MAX_DAMAGE_DESCRIPTION_LENGTH,
  MAX_DAMAGE_PHOTOS,
  MAX_FUEL_EIGHTHS,
  MAX_ODOMETER_KM,
  MAX_TRIP_NOTE_LENGTH,
  MAX_TRIP_PHOTOS,
  MIN_TRIP_PHOTOS,
  noShowAt,
  pickupReminderFrom,
  returnDueAt,
  returnReminderFrom,
  reviewWindowClosesAt,
} from './trip.rules';
import type { Trip } from './trip.state';
import { recordCharges } from './trip-charges';

/** What a party saw next to the car, as the API passes it on. */
export interface TripReadingValues {
  odometerKm: number;
  fuelEighths: number;
  photos: TripPhoto[];
  note: string;
}

export type TripCommand =
  | ({ type: 'RecordHandover'; bookingId: string; actor: Actor; now: Date } & TripReadingValues)
  | ({
      type: 'RecordReturn';
      bookingId: string;
      actor: Actor;
      now: Date;
      damage: DamageReport | null;
    } & TripReadingValues)
  | {
      type: 'AnswerTripRecord';
      bookingId: string;
      actor: Actor;
      stage: TripStage;
      answer: 'confirm' | 'dispute';
      note: string;
    }
  | { type: 'AcceptReturn'; bookingId: string; actor: Actor; now: Date }
  | { type: 'CompleteBooking'; bookingId: string; actor: Actor; now: Date }
  | { type: 'ResolveDamageCase'; bookingId: string; actor: Actor; note: string; now: Date }
  | { type: 'FlagNoShow'; bookingId: string; actor: Actor; now: Date }
  | {
      type: 'LeaveReview';
      bookingId: string;
      actor: Actor;
      rating: number;
      hostRating: number;
      comment: string;
      now: Date;
    }
  | { type: 'ReviewRenter'; bookingId: string; actor: Actor; rating: number; comment: string; now: Date }
  | { type: 'RevealReviews'; bookingId: string; actor: Actor; now: Date }
  | { type: 'RecordReminderDue'; bookingId: string; actor: Actor; kind: TripReminderKind; now: Date }
  | ({ type: 'RecordTripPhotoVariants'; bookingId: string; actor: Actor; photo: string } & PhotoVariants);

type Decision<Type extends TripCommand['type']> = (
  command: Extract<TripCommand, { type: Type }>,
  state: BookingState,
) => BookingEvent[];

/** The side the actor is on, or forbidden for anyone else. */
function requireParty(state: BookingState, actor: Actor): [Booking, TripSide] {
  requireSignedIn(actor);
  const booking = requireBooking(state);
  if (actor.userId === booking.renterId) return [booking, 'renter'];
  if (actor.userId === booking.ownerId) return [booking, 'host'];
  throw forbidden(M.onlyParties);
}

/** A trimmed text of at most max characters (and not blank when `required` says why); errors name `field`. */
function requireText(
  text: string,
  field: string,
  { max, tooLong, required }: { max: number; tooLong: string; required?: string },
): string {
  const trimmed = text.trim();
  if (required !== undefined && trimmed === '') throw validationError(required, { [field]: required });
  if (trimmed.length > max) throw validationError(tooLong, { [field]: tooLong });
  return trimmed;
}

const note = (text: string, required?: string) =>
  requireText(text, 'note', { max: MAX_TRIP_NOTE_LENGTH, tooLong: M.noteTooLong, required });

const reviewComment = (text: string) =>
  requireText(text, 'comment', { max: MAX_REVIEW_COMMENT_LENGTH, tooLong: BOOKING_MESSAGES.commentTooLong });

const OBJECT_PATH = /^\/objects\/trip-photos\/[0-9a-f-]{36}$/;

function requirePhotoPaths(paths: readonly string[], max: number, tooMany: string): string[] {
  if (paths.length > max) throw validationError(tooMany, { photos: tooMany });
  for (const path of paths)
    if (!OBJECT_PATH.test(path)) throw validationError(M.photoPathInvalid, { photos: M.photoPathInvalid });
  return [...paths];
}

/** The reading's values, checked in the order the form shows them. */
function checkedReading(input: TripReadingValues): TripReadingValues {
  const { odometerKm, fuelEighths, photos } = input;
  if (!Number.isInteger(odometerKm) || odometerKm < 0 || odometerKm > MAX_ODOMETER_KM)
    throw validationError(M.odometerInvalid, { odometerKm: M.odometerInvalid });
  if (!Number.isInteger(fuelEighths) || fuelEighths < 0 || fuelEighths > MAX_FUEL_EIGHTHS)
    throw validationError(M.fuelInvalid, { fuelEighths: M.fuelInvalid });
  if (photos.length < MIN_TRIP_PHOTOS) throw validationError(M.tooFewPhotos, { photos: M.tooFewPhotos });
  requirePhotoPaths(
    photos.map((photo) => photo.path),
    MAX_TRIP_PHOTOS,
    M.tooManyPhotos,
  );
  if (photos.some((photo) => !(TRIP_PHOTO_ANGLES as readonly string[]).includes(photo.angle)))
    throw validationError(M.photoAngleInvalid, { photos: M.photoAngleInvalid });
  if (REQUIRED_TRIP_PHOTO_ANGLES.some((angle) => !photos.some((photo) => photo.angle === angle)))
    throw validationError(M.missingAngle, { photos: M.missingAngle });
  return {
    odometerKm,
    fuelEighths,
    photos: photos.map(({ angle, path }) => ({ angle, path })),
    note: note(input.note),
  };
}

function requireRating(rating: number, message: string) {
  if (!Number.isInteger(rating) || rating < MIN_RATING || rating > MAX_RATING)
    throw validationError(message, { rating: message });
}

/** The review window: open from completion for 14 days (without end for trips completed before it existed). */
function requireReviewWindow(booking: Booking, now: Date) {
  if (booking.status !== 'completed') throw conflict(BOOKING_MESSAGES.reviewAfterCompletion);
  const { completedAt } = booking.trip;
  if (completedAt !== null && now.getTime() >= reviewWindowClosesAt(completedAt).getTime())
    throw conflict(M.reviewWindowClosed);
}

const recordHandover: Decision<'RecordHandover'> = (command, state) => {
  const [booking, by] = requireParty(state, command.actor);
  if (booking.status === 'cancelled') throw conflict(M.cancelled);
  if (booking.trip.handover !== null) throw conflict(M.handoverAlreadyRecorded);
  if (booking.status !== 'confirmed' || booking.paymentStatus !== 'paid') throw conflict(M.notPaid);
  const opensAt = handoverOpensAt(booking);
  if (command.now.getTime() < opensAt.getTime())
    throw conflict(M.handoverTooEarly(`${opensAt.toISOString().slice(0, 16).replace('T', ' ')} GMT`));
  if (command.now.getTime() >= handoverClosesAt(booking.endDate).getTime()) throw conflict(M.handoverTooLate);
  const reading = checkedReading(command);
  return [
    {
      type: 'BookingHandoverRecorded',
      data: { bookingId: booking.bookingId, by, ...reading, recordedAt: command.now.toISOString() },
    },
  ];
};

const recordReturn: Decision<'RecordReturn'> = (command, state) => {
  const [booking, by] = requireParty(state, command.actor);
  const { handover } = booking.trip;
  if (booking.status === 'cancelled') throw conflict(M.cancelled);
  if (handover === null) throw conflict(M.returnBeforeHandover);
  if (booking.trip.return !== null) throw conflict(M.returnAlreadyRecorded);
  const reading = checkedReading(command);
  if (reading.odometerKm < handover.odometerKm) {
    const message = M.odometerBelowHandover(handover.odometerKm);
    throw validationError(message, { odometerKm: message });
  }
  const damage =
    command.damage === null
      ? null
      : {
          description: requireText(command.damage.description, 'damageDescription', {
            max: MAX_DAMAGE_DESCRIPTION_LENGTH,
            tooLong: M.damageDescriptionTooLong,
            required: M.damageDescriptionRequired,
          }),
          photos: requirePhotoPaths(command.damage.photos, MAX_DAMAGE_PHOTOS, M.tooManyDamagePhotos),
        };
  const recordedAt = command.now.toISOString();
  const charges = recordCharges({
    days: booking.quote.days,
    terms: returnTermsOfBooking(booking),
    handover,
    returned: { ...reading, recordedAt },
    returnDueAt: returnDueAt(booking),
  });
  return [
    {
      type: 'BookingReturnRecorded',
      data: {
        bookingId: booking.bookingId,
        by,
        ...reading,
        recordedAt,
        distanceKm: reading.odometerKm - handover.odometerKm,
        fuelChangeEighths: reading.fuelEighths - handover.fuelEighths,
        damage,
        ...(charges.length > 0 ? { charges } : {}),
      },
    },
  ];
};

const answerTripRecord: Decision<'AnswerTripRecord'> = (command, state) => {
  const [booking, by] = requireParty(state, command.actor);
  const record = command.stage === 'handover' ? booking.trip.handover : booking.trip.return;
  if (record === null) throw conflict(M.nothingToAnswer);
  if (record.by === by) throw forbidden(M.answerOwnRecord);
  if (record.answer !== null) throw conflict(M.alreadyAnswered);
  const { bookingId } = booking;
  const { stage } = command;
  if (command.answer === 'confirm')
    return [{ type: 'BookingTripRecordConfirmed', data: { bookingId, stage, by } }];
  return [
    {
      type: 'BookingTripRecordDisputed',
      data: { bookingId, stage, by, note: note(command.note, M.disputeNoteRequired) },
    },
  ];
};

const completed = (booking: Booking, now: Date, how: 'return-accepted' | 'automatic'): BookingEvent[] => [
  { type: 'BookingCompleted', data: { bookingId: booking.bookingId, completedAt: now.toISOString(), how } },
];

/** The host takes the car back as recorded: the trip completes. */
const acceptReturn: Decision<'AcceptReturn'> = (command, state) => {
  const [booking, side] = requireParty(state, command.actor);
  if (side !== 'host') throw forbidden(M.onlyHost);
  if (booking.status === 'completed') return [];
  if (booking.trip.return === null) throw conflict(M.notReturned);
  if (booking.trip.damageCase === 'open') throw conflict(M.damageCaseOpen);
  return completed(booking, command.now, 'return-accepted');
};

/** A day after an undisputed return without damage, the product completes the trip itself. */
const completeBooking: Decision<'CompleteBooking'> = (command, state) => {
  const booking = requireRole(state, command.actor, 'system');
  if (booking.status === 'completed') return [];
  const returned = booking.trip.return;
  if (booking.status !== 'confirmed' || returned === null) throw conflict(M.notReturned);
  if (booking.trip.damageCase === 'open') throw conflict(M.damageCaseOpen);
  if (returned.answer === 'disputed') throw conflict(M.returnDisputed);
  if (command.now.getTime() < autoCompleteAt(returned.recordedAt).getTime()) throw conflict(M.notDueYet);
  return completed(booking, command.now, 'automatic');
};

/** The admin closes a damage case; a returned trip then completes. */
const resolveDamageCase: Decision<'ResolveDamageCase'> = (command, state) => {
  const booking = requireRole(state, command.actor, 'admin');
  if (booking.trip.damageCase !== 'open') throw conflict(M.noDamageCase);
  const resolution = note(command.note, M.resolutionNoteRequired);
  const resolvedAt = command.now.toISOString();
  const { bookingId } = booking;
  return [
    { type: 'BookingDamageCaseResolved', data: { bookingId, note: resolution, resolvedAt } },
    ...(booking.status === 'confirmed'
      ? [
          {
            type: 'BookingCompleted',
            data: { bookingId, completedAt: resolvedAt, how: 'case-resolved' },
          } as const,
        ]
      : []),
  ];
};

const flagNoShow: Decision<'FlagNoShow'> = (command, state) => {
  const booking = requireRole(state, command.actor, 'system');
  if (booking.trip.noShowFlagged) return [];
  if (booking.status !== 'confirmed' || booking.trip.handover !== null) throw conflict(M.noShowNotApplicable);
  if (command.now.getTime() < noShowAt(booking.startDate).getTime()) throw conflict(M.noShowNotDue);
  return [
    {
      type: 'BookingNoShowFlagged',
      data: { bookingId: booking.bookingId, flaggedAt: command.now.toISOString() },
    },
  ];
};

const revealed = (booking: Booking): BookingEvent => ({
  type: 'BookingReviewsRevealed',
  data: { bookingId: booking.bookingId },
});

/** The renter reviews the car and its host; once the host has reviewed too, both are shown. */
const leaveReview: Decision<'LeaveReview'> = (command, state) => {
  const booking = requireRenter(state, command.actor, { allowSystem: false });
  requireReviewWindow(booking, command.now);
  if (booking.reviewed) throw conflict(BOOKING_MESSAGES.alreadyReviewed);
  requireRating(command.rating, BOOKING_MESSAGES.ratingInvalid);
  requireRating(command.hostRating, M.hostRatingInvalid);
  const comment = reviewComment(command.comment);
  const { bookingId, carId, renterId } = booking;
  const { rating, hostRating } = command;
  return [
    { type: 'BookingReviewed', data: { bookingId, carId, renterId, rating, comment, hostRating } },
    ...(booking.trip.hostReviewed ? [revealed(booking)] : []),
  ];
};

/** The host reviews the renter; once the renter has reviewed too, both are shown. */
const reviewRenter: Decision<'ReviewRenter'> = (command, state) => {
  const [booking, side] = requireParty(state, command.actor);
  if (side !== 'host') throw forbidden(M.onlyHost);
  requireReviewWindow(booking, command.now);
  if (booking.trip.hostReviewed) throw conflict(M.hostAlreadyReviewed);
  requireRating(command.rating, BOOKING_MESSAGES.ratingInvalid);
  const comment = reviewComment(command.comment);
  const { bookingId, renterId, ownerId } = booking;
  return [
    {
      type: 'BookingRenterReviewed',
      data: { bookingId, renterId, ownerId, rating: command.rating, comment },
    },
    ...(booking.reviewed ? [revealed(booking)] : []),
  ];
};

/** When the review window closes with one review written, it is shown anyway. */
const revealReviews: Decision<'RevealReviews'> = (command, state) => {
  const booking = requireRole(state, command.actor, 'system');
  if (booking.trip.reviewsRevealed) return [];
  const { completedAt } = booking.trip;
  const windowClosed =
    completedAt !== null && command.now.getTime() >= reviewWindowClosesAt(completedAt).getTime();
  if (!windowClosed || !(booking.reviewed || booking.trip.hostReviewed)) throw conflict(M.reviewsNotDue);
  return [revealed(booking)];
};

/**
 * A day before the pick-up time until the start date (handover tomorrow), and from three hours
 * before the return time on the end date (return today), once each.
 */
const recordReminderDue: Decision<'RecordReminderDue'> = (command, state) => {
  const booking = requireRole(state, command.actor, 'system');
  const { kind, now } = command;
  if (booking.trip.reminders.includes(kind)) return [];
  const today = ghanaDate(now);
  const due =
    kind === 'handover-tomorrow'
      ? booking.status === 'confirmed' &&
        booking.trip.handover === null &&
        now.getTime() >= pickupReminderFrom(booking).getTime() &&
        today < booking.startDate
      : booking.status === 'confirmed' &&
        booking.trip.return === null &&
        now.getTime() >= returnReminderFrom(booking).getTime() &&
        today <= booking.endDate;
  if (!due) throw conflict(M.reminderNotDue);
  return [{ type: 'BookingReminderDue', data: { bookingId: booking.bookingId, kind } }];
};

/**
 * The photo worker made a trip photo's copies. Idempotent like the car's: copies of a photo
 * this trip never recorded, or recorded already, append nothing, so a job that runs twice or
 * late is harmless.
 */
const recordTripPhotoVariants: Decision<'RecordTripPhotoVariants'> = (command, state) => {
  const booking = requireRole(state, command.actor, 'system');
  const { photo, thumbnail, large } = command;
  if (!booking.trip.photos.includes(photo) || booking.trip.photosWithVariants.includes(photo)) return [];
  return [
    { type: 'BookingTripPhotoVariantsMade', data: { bookingId: booking.bookingId, photo, thumbnail, large } },
  ];
};

export const tripDecisions = {
  RecordHandover: recordHandover,
  RecordReturn: recordReturn,
  AnswerTripRecord: answerTripRecord,
  AcceptReturn: acceptReturn,
  CompleteBooking: completeBooking,
  ResolveDamageCase: resolveDamageCase,
  FlagNoShow: flagNoShow,
  LeaveReview: leaveReview,
  ReviewRenter: reviewRenter,
  RevealReviews: revealReviews,
  RecordReminderDue: recordReminderDue,
  RecordTripPhotoVariants: recordTripPhotoVariants,
};

/** The trip's part of the booking's state, after one trip event. */
export function evolveTrip(trip: Trip, event: BookingEvent): Trip {
  switch (event.type) {
    case 'BookingHandoverRecorded': {
      const { by, odometerKm, fuelEighths, recordedAt } = event.data;
      return {
        ...trip,
        handover: { by, odometerKm, fuelEighths, recordedAt, answer: null },
        photos: [...trip.photos, ...photosRecordedBy(event)],
      };
    }
    case 'BookingReturnRecorded': {
      const { by, odometerKm, fuelEighths, recordedAt, damage } = event.data;
      return {
        ...trip,
        return: { by, odometerKm, fuelEighths, recordedAt, answer: null },
        damageCase: damage === null ? 'none' : 'open',
        charges: event.data.charges ?? [],
        photos: [...trip.photos, ...photosRecordedBy(event)],
      };
    }
    case 'BookingTripPhotoVariantsMade':
      return { ...trip, photosWithVariants: [...trip.photosWithVariants, event.data.photo] };
    case 'BookingTripRecordConfirmed':
    case 'BookingTripRecordDisputed': {
      const answer = event.type === 'BookingTripRecordConfirmed' ? 'confirmed' : 'disputed';
      const record = trip[event.data.stage];
      return record === null ? trip : { ...trip, [event.data.stage]: { ...record, answer } };
    }
    case 'BookingDamageCaseResolved':
      return { ...trip, damageCase: 'resolved' };
    case 'BookingNoShowFlagged':
      return { ...trip, noShowFlagged: true };
    case 'BookingCompleted':
      return { ...trip, completedAt: event.data.completedAt ?? null };
    case 'BookingRenterReviewed':
      return { ...trip, hostReviewed: true };
    case 'BookingReviewsRevealed':
      return { ...trip, reviewsRevealed: true };
    case 'BookingReminderDue':
      return { ...trip, reminders: [...trip.reminders, event.data.kind] };
    default:
      return trip;
  }
}
