import type { TripReminderKind, TripSide } from './trip.events';
import type { RecordCharge } from './trip-charges';

/** One handover or return as the decider keeps it, with the other party's answer. */
export interface TripRecord {
  by: TripSide;
  odometerKm: number;
  fuelEighths: number;
  recordedAt: string;
  answer: 'confirmed' | 'disputed' | null;
}

/** Where a paid booking's trip stands. */
export interface Trip {
  handover: TripRecord | null;
  return: TripRecord | null;
  damageCase: 'none' | 'open' | 'resolved';
  /** The return's charges from the record (none before the return, and for bookings without return terms). */
  charges: readonly RecordCharge[];
  noShowFlagged: boolean;
  /** When the trip completed; null before, and for bookings completed before trips were recorded. */
  completedAt: string | null;
  hostReviewed: boolean;
  reviewsRevealed: boolean;
  reminders: readonly TripReminderKind[];
  /** Every photo recorded on the trip (readings and damage), and those whose copies are made. */
  photos: readonly string[];
  photosWithVariants: readonly string[];
}

export const noTrip: Trip = {
  handover: null,
  return: null,
  damageCase: 'none',
  charges: [],
  noShowFlagged: false,
  completedAt: null,
  hostReviewed: false,
  reviewsRevealed: false,
  reminders: [],
  photos: [],
  photosWithVariants: [],
};
