import { bookingDecider, bookingStream, systemActor } from '@akwaaba/domain';
import { TRIP_PHOTO_VARIANTS_QUEUE, type TripPhotoJob } from '@akwaaba/domain/trips/trips.jobs';
import { PURPOSE_RULES } from '@akwaaba/domain/uploads/upload-rules';
import { handleCommand } from '@akwaaba/infra/commands/command-handler';
import { type PrivatePhotos, privatePhotoVariantsWorker } from '../photos/private-photo-variants';

/** A trip photo's copies are recorded on its booking (RecordTripPhotoVariants). */
export const tripPhotoVariants: PrivatePhotos<TripPhotoJob> = {
  queue: TRIP_PHOTO_VARIANTS_QUEUE,
  pollingIntervalSeconds: 1,
  folder: PURPOSE_RULES['trip-photo'].folder,
  what: 'trip photo',
  whose: (job) => ({ bookingId: job.bookingId }),
  record: (deps, job, copies, context) =>
    handleCommand(
      deps.store,
      bookingDecider,
      bookingStream(job.bookingId),
      {
        type: 'RecordTripPhotoVariants',
        bookingId: job.bookingId,
        actor: systemActor,
        photo: job.photo,
        ...copies,
      },
      context,
    ),
};

export const tripPhotoVariantsWorker = privatePhotoVariantsWorker(tripPhotoVariants);
