import { type BookingEvent, photosRecordedBy } from '@akwaaba/domain';
import { TRIP_PHOTO_VARIANTS_QUEUE, type TripPhotoJob } from '@akwaaba/domain/trips/trips.jobs';
import type { JobSender } from '@akwaaba/infra/jobs/port';
import { bookingEvents } from '../event-types';
import { causedBy, defineReactor } from '../runner/define-reactor';
import type { Projection } from '../runner/index';

/**
 * Asks the photo worker for WebP copies of every photo a handover or return recorded (the
 * reading's and the damage report's), in the runner's transaction: one job per photo per event.
 * Starts from the beginning of the log, so trips recorded before this reactor get copies too.
 */
export function tripPhotosReactor(jobs: JobSender): Projection {
  return defineReactor<BookingEvent>(jobs, {
    name: 'trip_photos_reactor',
    takes: bookingEvents,
    eventTypePrefixes: ['BookingHandoverRecorded', 'BookingReturnRecorded'],
    jobsFor(event) {
      if (event.type !== 'BookingHandoverRecorded' && event.type !== 'BookingReturnRecorded') return [];
      return photosRecordedBy(event).map((photo) => {
        const data: TripPhotoJob = { bookingId: event.data.bookingId, photo, ...causedBy(event) };
        return { queue: TRIP_PHOTO_VARIANTS_QUEUE, data };
      });
    },
  });
}
