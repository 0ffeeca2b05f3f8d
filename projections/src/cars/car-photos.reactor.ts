import type { CarEvent } from '@akwaaba/domain';
import { CAR_PHOTO_VARIANTS_QUEUE, type CarPhotoJob, isStoredCarPhoto } from '@akwaaba/domain/cars/cars.jobs';
import type { JobSender } from '@akwaaba/infra/jobs/port';
import { carEvents } from '../event-types';
import { causedBy, defineReactor } from '../runner/define-reactor';
import type { Projection } from '../runner/index';

/** The photos an event puts on a car: every photo of a new listing, the new list of an edit. */
function photosOf(event: CarEvent): string[] {
  if (event.type === 'CarListed') return event.data.details.images;
  if (event.type === 'CarUpdated') return event.data.changes.images ?? [];
  return [];
}

/**
 * Asks the photo worker for resized copies of every photo a car lists, in the
 * same transaction as this reactor's checkpoint: exactly one job per photo per
 * event. A photo already resized is cheap for the worker (its copies exist and
 * the decider appends nothing), so an edit simply asks again for all its photos.
 * Starts from the beginning of the log, so photos listed before this reactor
 * existed (the demo cars, for one) get their copies too.
 */
export function carPhotosReactor(jobs: JobSender): Projection {
  return defineReactor(jobs, {
    name: 'car_photos_reactor',
    takes: carEvents,
    eventTypePrefixes: ['CarListed', 'CarUpdated'],
    jobsFor: (event) =>
      photosOf(event)
        .filter(isStoredCarPhoto)
        .map((image) => {
          const data: CarPhotoJob = { carId: event.data.carId, image, ...causedBy(event) };
          return { queue: CAR_PHOTO_VARIANTS_QUEUE, data };
        }),
  });
}
