import type { DomainEvents } from '../shared/decider';
import type { PhotoVariants } from '../shared/photo-widths';
import type { RecordCharge } from './trip-charges';

/*
 * The trip: the car changing hands and coming back, recorded on the booking's own stream
 * (docs/adr/0013). Each record is made by one party standing next to the car and answered by
 * the other; who acted also travels in every event's metadata (the audit trail).
 */

/** The two parties of a booking. */
export type TripSide = 'renter' | 'host';

/** The two moments the car changes hands. */
export type TripStage = 'handover' | 'return';

/** Which part of the car a photo shows. Front, back and both sides are required at each record. */
export const TRIP_PHOTO_ANGLES = [
  'front',
  'back',
  'left',
  'right',
  'interior',
  'dashboard',
  'other',
] as const;
export type TripPhotoAngle = (typeof TRIP_PHOTO_ANGLES)[number];
export const REQUIRED_TRIP_PHOTO_ANGLES = ['front', 'back', 'left', 'right'] as const;

/** A photo taken at a handover or return: an object path of a private upload of the recorder's. */
export interface TripPhoto {
  angle: TripPhotoAngle;
  path: string;
}

/** What one party saw at a handover or a return. Fuel is in eighths of a tank (0 empty, 8 full). */
export interface TripReading {
  by: TripSide;
  odometerKm: number;
  fuelEighths: number;
  photos: TripPhoto[];
  note: string;
  /** When it was recorded (the handler's clock, ISO). */
  recordedAt: string;
}

/** Every photo path a handover or return event recorded: the reading's and the damage report's. */
export function photosRecordedBy(
  event: Extract<TripEvent, { type: 'BookingHandoverRecorded' | 'BookingReturnRecorded' }>,
): string[] {
  const damage = event.type === 'BookingReturnRecorded' ? (event.data.damage?.photos ?? []) : [];
  return [...event.data.photos.map((photo) => photo.path), ...damage];
}

/** Damage found at the return: opens a case the admin resolves. */
export interface DamageReport {
  description: string;
  photos: string[];
}

/** The kinds of trip reminder the product e-mails. */
export type TripReminderKind = 'handover-tomorrow' | 'return-today';

/** Each trip event's data, by its type. */
interface TripEventData {
  /** The car was handed to the renter: the trip is in progress. */
  BookingHandoverRecorded: TripReading & { bookingId: string };
  /**
   * The car came back. Distance and fuel change are computed once, here, from the two readings:
   * fuelChangeEighths is negative when the car came back with less fuel.
   */
  BookingReturnRecorded: TripReading & {
    bookingId: string;
    distanceKm: number;
    fuelChangeEighths: number;
    damage: DamageReport | null;
    /**
     * What the record costs the renter under the return terms the booking was sold with
     * (kilometres over, fuel missing, lateness): computed once, here. Absent when nothing is
     * charged, and on returns recorded before return terms.
     */
    charges?: RecordCharge[];
  };
  /** The other party agreed with a handover or return record. */
  BookingTripRecordConfirmed: { bookingId: string; stage: TripStage; by: TripSide };
  /** The other party disagreed with a handover or return record, and said why. */
  BookingTripRecordDisputed: { bookingId: string; stage: TripStage; by: TripSide; note: string };
  /** An admin closed the damage case of a return with a note both parties see. */
  BookingDamageCaseResolved: { bookingId: string; note: string; resolvedAt: string };
  /** Nobody recorded a handover within 24 h after the start date: the admin is asked to look. */
  BookingNoShowFlagged: { bookingId: string; flaggedAt: string };
  /** The host rated the renter after the trip. */
  BookingRenterReviewed: {
    bookingId: string;
    renterId: string;
    ownerId: string;
    rating: number;
    comment: string;
  };
  /**
   * Both reviews of a booking may now be seen: both parties have written theirs, or the review
   * window closed. Until then neither party sees the other's review (blind reviews).
   */
  BookingReviewsRevealed: { bookingId: string };
  /**
   * The worker made a trip photo's resized WebP copies (GPS and other metadata stripped):
   * screens show these instead of the phone's original, which can weigh megabytes.
   */
  BookingTripPhotoVariantsMade: { bookingId: string; photo: string } & PhotoVariants;
  /** A reminder e-mail is due to the parties; recorded once per kind, so it is sent once. */
  BookingReminderDue: { bookingId: string; kind: TripReminderKind };
}

export type TripEvent = DomainEvents<TripEventData>;
