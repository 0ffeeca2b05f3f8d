import type { BookingEvent } from '@akwaaba/domain';
import { TRIP_CONFIRMATION_QUEUE, type TripConfirmationJob } from '@akwaaba/domain/trips/trips.jobs';
import { positionToCheckpoint } from '@akwaaba/infra/eventstore/port';
import type { JobSender } from '@akwaaba/infra/jobs/port';
import { bookingEvents } from '../event-types';
import { defineReactor } from '../runner/define-reactor';
import type { Projection } from '../runner/index';

/**
 * One e-mail job per paid booking (BookingConfirmed), in the runner's transaction: exactly once
 * per event. The worker e-mails the renter their trip with its calendar file. Starts at the
 * newest event: a deployment with history never e-mails trips paid long ago.
 */
export function tripConfirmationReactor(jobs: JobSender): Projection {
  return defineReactor<BookingEvent>(jobs, {
    name: 'trip_confirmation_reactor',
    takes: bookingEvents,
    eventTypePrefixes: ['BookingConfirmed'],
    startFrom: 'now',
    jobsFor(event) {
      if (event.type !== 'BookingConfirmed') return [];
      const data: TripConfirmationJob = {
        bookingId: event.data.bookingId,
        eventId: event.id,
        position: positionToCheckpoint(event.position),
        correlationId: event.metadata.correlationId,
      };
      return [{ queue: TRIP_CONFIRMATION_QUEUE, data }];
    },
  });
}
