import { loadUser } from '@akwaaba/application/accounts/find-account';
import { loadBooking } from '@akwaaba/application/bookings/booking-payments';
import {
  type BookingState,
  carDecider,
  carStream,
  parseCalendarDate,
  type TripReminderKind,
} from '@akwaaba/domain';
import { TRIP_REMINDER_QUEUE, type TripReminderJob } from '@akwaaba/domain/trips/trips.jobs';
import { aggregateStream } from '@akwaaba/infra/eventstore/aggregate-stream';
import type { Mailer } from '@akwaaba/infra/mail/mail-port';
import { createMailer } from '@akwaaba/infra/mail/mailer';
import { format } from 'date-fns';
import { jobWorker, type WorkerDeps } from '../jobs';
import { type TripReminder, tripReminderEmail } from './trip-reminder.templates';

/** Who a reminder goes to: both parties the day before, the renter on the end date. */
const recipientsOf = (kind: TripReminderKind, booking: { renterId: string; ownerId: string }) =>
  kind === 'handover-tomorrow' ? [booking.renterId, booking.ownerId] : [booking.renterId];

/** A reminder still worth sending: nobody has recorded what it reminds of meanwhile. */
function stillDue(kind: TripReminderKind, booking: BookingState): boolean {
  if (booking.status !== 'confirmed') return false;
  return kind === 'handover-tomorrow' ? booking.trip.handover === null : booking.trip.return === null;
}

/** The reminder e-mails a job asks for, one per recipient; none once they have become pointless. */
export async function composeTripReminders(
  deps: Pick<WorkerDeps, 'store' | 'config'>,
  job: TripReminderJob,
): Promise<{ userId: string; message: ReturnType<typeof tripReminderEmail> }[]> {
  const booking = await loadBooking(deps.store, job.bookingId);
  if (booking.status === 'none' || !stillDue(job.kind, booking)) return [];
  const { state: car } = await aggregateStream(deps.store, carDecider, carStream(booking.carId));
  const carName =
    car.status === 'listed' ? `${car.details.year} ${car.details.make} ${car.details.model}` : 'car';
  const date = job.kind === 'handover-tomorrow' ? booking.startDate : booking.endDate;
  const day = format(parseCalendarDate(date) ?? new Date(date), 'EEE d MMM yyyy');
  const tripUrl = `${deps.config.publicUrl}/trips/${booking.bookingId}`;
  const messages = [];
  for (const userId of recipientsOf(job.kind, booking)) {
    const user = await loadUser(deps.store, userId);
    // A closed account has no address left to write to (docs/adr/0026).
    if (user.status !== 'registered' || user.closedAt) continue;
    const reminder: TripReminder = {
      kind: job.kind,
      to: user.email,
      firstName: user.profile.firstName,
      car: carName,
      day,
      time: (job.kind === 'handover-tomorrow' ? booking.pickupTime : booking.returnTime) ?? null,
      tripUrl,
    };
    messages.push({ userId, message: tripReminderEmail(reminder) });
  }
  return messages;
}

/**
 * E-mails the trip reminders the reactor asked for (one job per BookingReminderDue). The
 * event id and the recipient make each e-mail's idempotency key: a job run twice sends once.
 */
export const tripReminderWorker = jobWorker<TripReminderJob, WorkerDeps & { mailer: Mailer }>(
  TRIP_REMINDER_QUEUE,
  {
    pollingIntervalSeconds: 2,
    prepare: async (deps) => ({ ...deps, mailer: await createMailer(deps) }),
    async handle(deps, job, log) {
      const reminders = await composeTripReminders(deps, job.data);
      for (const { userId, message } of reminders)
        await deps.mailer.send(
          { ...message, correlationId: job.data.correlationId },
          `trip-reminder:${job.data.eventId}:${userId}`,
        );
      log.info(
        { kind: job.data.kind, bookingId: job.data.bookingId, sent: reminders.length },
        'trip reminder handled',
      );
    },
  },
);
