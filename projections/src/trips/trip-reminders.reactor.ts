import type { BookingEvent } from '@akwaaba/domain';
import { TRIP_REMINDER_QUEUE, type TripReminderJob } from '@akwaaba/domain/trips/trips.jobs';
import type { JobSender } from '@akwaaba/infra/jobs/port';
import { bookingEvents } from '../event-types';
import { defineReactor } from '../runner/define-reactor';
import type { Projection } from '../runner/index';

/**
 * One e-mail job per reminder the sweep recorded (BookingReminderDue), in the runner's
 * transaction: exactly once per event. The worker sends it to the parties it concerns.
 */
export function tripRemindersReactor(jobs: JobSender): Projection {
  return defineReactor<BookingEvent>(jobs, {
    name: 'trip_reminders_reactor',
    takes: bookingEvents,
    eventTypePrefixes: ['BookingReminderDue'],
    jobsFor(event) {
      if (event.type !== 'BookingReminderDue') return [];
      const data: TripReminderJob = {
        bookingId: event.data.bookingId,
        kind: event.data.kind,
        eventId: event.id,
        correlationId: event.metadata.correlationId,
      };
      return [{ queue: TRIP_REMINDER_QUEUE, data }];
    },
  });
}
