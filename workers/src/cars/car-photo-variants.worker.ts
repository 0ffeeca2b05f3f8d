import { carDecider, carStream, DomainError, systemActor } from '@akwaaba/domain';
import { CAR_PHOTO_VARIANTS_QUEUE, type CarPhotoJob, variantKeysOf } from '@akwaaba/domain/cars/cars.jobs';
import { handleCommand } from '@akwaaba/infra/commands/command-handler';
import { aggregateStream } from '@akwaaba/infra/eventstore/aggregate-stream';
import { ensurePhotoCopies } from '../photos/photo-copies';
import { type PhotoDeps, photoVariantsWorker } from '../photos/private-photo-variants';

/** Whether the car still shows this photo: a deleted car or a removed photo needs no copies. */
async function stillShown(deps: PhotoDeps, job: CarPhotoJob): Promise<boolean> {
  const { state } = await aggregateStream(deps.store, carDecider, carStream(job.carId));
  return state.status === 'listed' && state.details.images.includes(job.image);
}

/**
 * Makes a photo's thumbnail and large copies and records them on the car
 * (RecordPhotoVariants, as the product). Idempotent: the copies' keys come from
 * the photo alone, existing copies are not made again, and recording the same
 * copies twice appends nothing. A photo removed or a car deleted meanwhile ends
 * the job quietly.
 */
export async function makeCarPhotoVariants(
  deps: PhotoDeps,
  job: CarPhotoJob,
): Promise<'recorded' | 'skipped'> {
  if (!(await stillShown(deps, job))) return 'skipped';
  const keys = variantKeysOf(job.image);
  if ((await ensurePhotoCopies(deps.storage, keys)) === 'missing') {
    deps.logger.warn(
      { carId: job.carId, image: job.image },
      'car photo missing from storage; no variants made',
    );
    return 'skipped';
  }
  try {
    await handleCommand(
      deps.store,
      carDecider,
      carStream(job.carId),
      {
        type: 'RecordPhotoVariants',
        carId: job.carId,
        actor: systemActor,
        image: job.image,
        thumbnail: `/objects/${keys.thumbnail}`,
        large: `/objects/${keys.large}`,
      },
      { actor: systemActor, correlationId: job.correlationId, causationId: job.causationId },
    );
  } catch (error) {
    // Deleted between the check and the append: nothing left to show the copies on.
    if (error instanceof DomainError && error.kind === 'not_found') return 'skipped';
    throw error;
  }
  return 'recorded';
}

export const carPhotoVariantsWorker = photoVariantsWorker(CAR_PHOTO_VARIANTS_QUEUE, 1, makeCarPhotoVariants);
