import type { CorrelatedJob, PrivatePhotoJob } from '../shared/jobs';
import type { TripReminderKind } from './trip.events';

/*
 * The trips' job queues and job data: the contract between the reactors that send the jobs
 * (projections/src/trips/trip-reminders.reactor.ts, trip-photos.reactor.ts,
 * trip-confirmation.reactor.ts) and the trip workers (workers/src/trips/index.ts).
 */

/** Sent once per BookingConfirmed: e-mail the renter their trip, with its calendar file. */
export const TRIP_CONFIRMATION_QUEUE = 'trip-confirmation-email';
export type TripConfirmationJob = CorrelatedJob<{
  bookingId: string;
  /** The BookingConfirmed event's id: with the recipient, the e-mail's idempotency key. */
  eventId: string;
  /** Its position in the log (a checkpoint, "commit:prepare"): the read models the e-mail reads wait for it. */
  position: string;
}>;

/** Sent once per BookingReminderDue: e-mail the reminder to the parties it concerns. */
export const TRIP_REMINDER_QUEUE = 'trip-reminder-email';
export type TripReminderJob = CorrelatedJob<{
  bookingId: string;
  kind: TripReminderKind;
  /** The BookingReminderDue event's id: with the recipient, the e-mail's idempotency key. */
  eventId: string;
}>;

/** Every minute (pg-boss schedule): the trip's clock (trip-sweep.ts). */
export const TRIP_SWEEP_QUEUE = 'trip-sweep';

/** Sent once per photo of a handover or return (the reading's and the damage report's). */
export const TRIP_PHOTO_VARIANTS_QUEUE = 'trip-photo-variants';
export type TripPhotoJob = PrivatePhotoJob & { bookingId: string };
