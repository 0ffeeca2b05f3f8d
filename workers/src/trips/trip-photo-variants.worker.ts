import { bookingDecider, bookingStream, systemActor } from '@akwaaba/domain';
import { PURPOSE_RULES } from '@akwaaba/domain/uploads/upload-rules';
import { handleCommand } from '@akwaaba/infra/commands/command-handler';
import { jobWorker, type WorkerDeps } from '../jobs';
import { privatePhotoCopies } from '../photos/photo-copies';
import { TRIP_PHOTO_VARIANTS_QUEUE, type TripPhotoJob } from './trip-queues';

const FOLDER = PURPOSE_RULES['trip-photo'].folder;

/**
 * Makes a trip photo's thumbnail and large WebP copies (upright, GPS and other metadata
 * stripped) in the same private folder, and records them on the booking
 * (RecordTripPhotoVariants, as the product), so screens stop loading the phone's original.
 * Idempotent: the copies' keys come from the photo alone, existing copies are not made again,
 * and the decider appends nothing for copies already recorded.
 */
export async function makeTripPhotoVariants(
  deps: WorkerDeps,
  job: TripPhotoJob,
): Promise<'recorded' | 'skipped'> {
  const copies = await privatePhotoCopies(deps.storage, FOLDER, job.photo);
  if (copies === 'missing')
    deps.logger.warn({ bookingId: job.bookingId, photo: job.photo }, 'trip photo missing from storage');
  if (typeof copies === 'string') return 'skipped';
  const { events } = await handleCommand(
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
    { actor: systemActor, correlationId: job.correlationId, causationId: job.causationId },
  );
  return events.length > 0 ? 'recorded' : 'skipped';
}

/** Drains the trip-photo-variants queue one photo at a time (resizing is CPU-bound). */
export const tripPhotoVariantsWorker = jobWorker<TripPhotoJob, WorkerDeps>(TRIP_PHOTO_VARIANTS_QUEUE, {
  pollingIntervalSeconds: 1,
  prepare: (deps) => deps,
  handle: (deps, job, logger) => makeTripPhotoVariants({ ...deps, logger }, job.data),
});
