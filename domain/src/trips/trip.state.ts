import type { TripReminderKind, TripSide } from './trip.events';

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
  noShowFlagged: false,
  completedAt: null,
  hostReviewed: false,
  reviewsRevealed: false,
  reminders: [],
  photos: [],
  photosWithVariants: [],
};
