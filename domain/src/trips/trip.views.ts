import * as v from 'valibot';
import { TRIP_PHOTO_ANGLES } from './trip.events';

/*
 * The trip as the API answers it, under `trip` on a booking (GET /api/bookings/{id}, My
 * Bookings, the host's bookings) and on the admin's damage cases. Photos are private: their
 * URLs are short-lived signed links made for whoever asks. One schema for the API and the web.
 */

const side = v.picklist(['renter', 'host']);

export const TRIP_STATES = ['awaiting_handover', 'in_progress', 'returned', 'completed'] as const;
export type TripState = (typeof TRIP_STATES)[number];

/**
 * A photo of a reading: `url` opens it large, `thumbnailUrl` is for lists. Both are the WebP
 * copies once the worker made them, and the original upload until then.
 */
export const tripPhotoView = v.object({
  angle: v.picklist(TRIP_PHOTO_ANGLES),
  url: v.string(),
  thumbnailUrl: v.string(),
});

/** The other party's answer to a record: confirmed, or disputed with a note. */
export const tripAnswerView = v.object({
  answer: v.picklist(['confirmed', 'disputed']),
  by: side,
  note: v.string(),
});

/** One handover or return: what was read, the photos, and the other party's answer. */
export const tripReadingView = v.object({
  by: side,
  odometerKm: v.number(),
  fuelEighths: v.number(),
  photos: v.array(tripPhotoView),
  note: v.string(),
  recordedAt: v.string(),
  answer: v.nullable(tripAnswerView),
});

export const tripReturnView = v.object({
  ...tripReadingView.entries,
  /** Kilometres between the two odometer readings, computed on the server. */
  distanceKm: v.number(),
  /** Eighths of a tank, negative when the car came back with less fuel. */
  fuelChangeEighths: v.number(),
});

export const damageCaseView = v.object({
  status: v.picklist(['open', 'resolved']),
  description: v.string(),
  /** Links to the damage photos, large (the WebP copies once made). */
  photos: v.array(v.string()),
  reportedBy: side,
  reportedAt: v.string(),
  resolutionNote: v.nullable(v.string()),
  resolvedAt: v.nullable(v.string()),
});

/** A review of the trip. The renter's rates the car (rating) and its host (hostRating). */
export const tripReviewView = v.object({
  rating: v.number(),
  hostRating: v.nullable(v.number()),
  comment: v.string(),
  createdAt: v.string(),
});

/** What the person asking may do with the trip now: each is a button, or none. */
export const tripActionsView = v.object({
  checkIn: v.boolean(),
  checkOut: v.boolean(),
  answerHandover: v.boolean(),
  answerReturn: v.boolean(),
  acceptReturn: v.boolean(),
  review: v.boolean(),
});

export const tripView = v.object({
  /**
   * Beside the booking's spec status (which stays 'confirmed' until the trip completes):
   * awaiting_handover and in_progress and returned are all 'confirmed'; completed is 'completed'.
   */
  state: v.picklist(TRIP_STATES),
  /** Which party is asking: the answer's reviews and actions are theirs. */
  viewer: side,
  /** When the handover may first be recorded: the pick-up time (ISO; trip.rules' handoverOpensAt). */
  handoverOpensAt: v.string(),
  /** No handover 24 h after the start date: the admin was told. */
  noShow: v.boolean(),
  handover: v.nullable(tripReadingView),
  return: v.nullable(tripReturnView),
  damageCase: v.nullable(damageCaseView),
  completedAt: v.nullable(v.string()),
  reviews: v.object({
    /** The renter's review: always to the renter, to the host once revealed. */
    byRenter: v.nullable(tripReviewView),
    /** The host's review of the renter: always to the host, to the renter once revealed. */
    byHost: v.nullable(tripReviewView),
    /** Whether the viewer has written theirs (also true before it is revealed to the other). */
    mineWritten: v.boolean(),
    revealed: v.boolean(),
    windowClosesAt: v.nullable(v.string()),
  }),
  actions: tripActionsView,
});

/** A party's record as the other sees it: average rating from reviews and completed trips. */
export const reputationView = v.object({
  averageRating: v.nullable(v.number()),
  reviewCount: v.number(),
  tripCount: v.number(),
});

/** An entry of a booking's audit trail, for the admin: what happened, when and who did it. */
export const bookingHistoryEntryView = v.object({
  type: v.string(),
  at: v.string(),
  actor: v.object({ userId: v.nullable(v.string()), role: v.string(), name: v.nullable(v.string()) }),
});

/** The booking a row of the admin's trip tabs is about: the car, both parties and the dates. */
const adminTripBookingView = v.object({
  bookingId: v.string(),
  car: v.object({ year: v.number(), make: v.string(), model: v.string(), location: v.string() }),
  renter: v.object({ firstName: v.string(), lastName: v.string() }),
  host: v.object({ firstName: v.string(), lastName: v.string() }),
  startDate: v.string(),
  endDate: v.string(),
});

/** A damage case on the admin's tab: both sets of photos side by side, and the booking's history. */
export const adminDamageCaseView = v.object({
  ...adminTripBookingView.entries,
  handover: v.nullable(tripReadingView),
  return: tripReturnView,
  damageCase: damageCaseView,
  history: v.array(bookingHistoryEntryView),
});

/** A no-show on the admin's tab. */
export const adminNoShowView = v.object({
  ...adminTripBookingView.entries,
  flaggedAt: v.string(),
});

export type TripView = v.InferOutput<typeof tripView>;
export type TripReadingView = v.InferOutput<typeof tripReadingView>;
export type TripReturnView = v.InferOutput<typeof tripReturnView>;
export type DamageCaseView = v.InferOutput<typeof damageCaseView>;
export type TripReviewView = v.InferOutput<typeof tripReviewView>;
export type ReputationView = v.InferOutput<typeof reputationView>;
export type AdminDamageCaseView = v.InferOutput<typeof adminDamageCaseView>;
export type AdminNoShowView = v.InferOutput<typeof adminNoShowView>;
export type BookingHistoryEntryView = v.InferOutput<typeof bookingHistoryEntryView>;
