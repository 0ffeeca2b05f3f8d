import type { TripReminderKind } from '@akwaaba/domain';

/*
 * The trip workers' queue and job data, shared with the reactor that sends the jobs
 * (projections/src/reactors/trip-reminders.reactor.ts).
 */

/** Sent once per BookingReminderDue: e-mail the reminder to the parties it concerns. */
export const TRIP_REMINDER_QUEUE = 'trip-reminder-email';
export interface TripReminderJob {
  bookingId: string;
  kind: TripReminderKind;
  /** The BookingReminderDue event's id: with the recipient, the e-mail's idempotency key. */
  eventId: string;
  correlationId: string;
}

/** Every minute (pg-boss schedule): the trip's clock (trip-sweep.ts). */
export const TRIP_SWEEP_QUEUE = 'trip-sweep';
