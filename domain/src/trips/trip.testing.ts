import type { BookingCommand } from '../bookings/booking.decider';
import type { BookingEvent } from '../bookings/booking.events';
import { at, bookingId, carId, host, paid, renter } from '../bookings/booking.testing';
import type { Actor } from '../shared/actor';
import type { DamageReport, TripPhoto, TripStage } from './trip.events';

/*
 * The trip of the booking story in booking.testing.ts (5 → 7 March 2025): the renter picks the
 * car up on the morning of the 5th and brings it back on the 7th.
 */

export const photoPath = (n: number) =>
  `/objects/trip-photos/00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Front, back and both sides: the four photos every record needs. */
export const fourPhotos: TripPhoto[] = (['front', 'back', 'left', 'right'] as const).map((angle, n) => ({
  angle,
  path: photoPath(n + 1),
}));

export const handoverTime = at('2025-03-05T08:00:00Z');
export const returnTime = at('2025-03-07T17:00:00Z');

export interface ReadingOverrides {
  /** Another booking's trip than the story's. */
  bookingId?: string;
  odometerKm?: number;
  fuelEighths?: number;
  photos?: TripPhoto[];
  note?: string;
  actor?: Actor;
  time?: Date;
}

/** A RecordHandover or RecordReturn command's reading: the story's own, but for what is overridden. */
function reading(
  story: Required<Pick<ReadingOverrides, 'actor' | 'odometerKm' | 'fuelEighths' | 'time'>>,
  overrides: ReadingOverrides,
) {
  const { time, ...values } = { bookingId, photos: fourPhotos, note: '', ...story, ...overrides };
  return { ...values, now: time };
}

export const recordHandover = (overrides: ReadingOverrides = {}): BookingCommand => ({
  type: 'RecordHandover',
  ...reading({ actor: host, odometerKm: 42_000, fuelEighths: 8, time: handoverTime }, overrides),
});

export const recordReturn = ({
  damage = null,
  ...overrides
}: ReadingOverrides & { damage?: DamageReport | null } = {}): BookingCommand => ({
  type: 'RecordReturn',
  ...reading({ actor: renter, odometerKm: 42_350, fuelEighths: 6, time: returnTime }, overrides),
  damage,
});

export const answer = (
  stage: TripStage,
  actor: Actor,
  reply: 'confirm' | 'dispute' = 'confirm',
  note = '',
): BookingCommand => ({ type: 'AnswerTripRecord', bookingId, actor, stage, answer: reply, note });

export const handedOver: BookingEvent = {
  type: 'BookingHandoverRecorded',
  data: {
    bookingId,
    by: 'host',
    odometerKm: 42_000,
    fuelEighths: 8,
    photos: fourPhotos,
    note: '',
    recordedAt: handoverTime.toISOString(),
  },
};

export const returned = (damage: DamageReport | null = null): BookingEvent => ({
  type: 'BookingReturnRecorded',
  data: {
    bookingId,
    by: 'renter',
    odometerKm: 42_350,
    fuelEighths: 6,
    photos: fourPhotos,
    note: '',
    recordedAt: returnTime.toISOString(),
    distanceKm: 350,
    fuelChangeEighths: -2,
    damage,
  },
});

export const scratch: DamageReport = {
  description: 'A long scratch on the rear bumper',
  photos: [photoPath(9)],
};

export const tripCompleted = (time = at('2025-03-07T18:00:00Z')): BookingEvent => ({
  type: 'BookingCompleted',
  data: { bookingId, completedAt: time.toISOString(), how: 'return-accepted' },
});

export const carReviewed: BookingEvent = {
  type: 'BookingReviewed',
  data: { bookingId, carId, renterId: 'renter-1', rating: 5, comment: 'Clean car', hostRating: 4 },
};
export const renterReviewed: BookingEvent = {
  type: 'BookingRenterReviewed',
  data: { bookingId, renterId: 'renter-1', ownerId: 'host-1', rating: 5, comment: 'Careful driver' },
};
export const reviewsRevealed: BookingEvent = { type: 'BookingReviewsRevealed', data: { bookingId } };

/** Paid, handed over and brought back without damage. */
export const afterReturn = [...paid, handedOver, returned()];
export const afterTrip = [...afterReturn, tripCompleted()];
