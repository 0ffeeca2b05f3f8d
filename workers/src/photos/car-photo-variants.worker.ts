import type { Readable } from 'node:stream';
import { carDecider, carStream, DomainError, systemActor } from '@akwaaba/domain';
import { handleCommand } from '@akwaaba/infra/commands/command-handler';
import { aggregateStream } from '@akwaaba/infra/eventstore/aggregate-stream';
import sharp from 'sharp';
import { jobWorker, type WorkerDeps } from '../jobs';
import {
  CAR_PHOTO_VARIANTS_QUEUE,
  type CarPhotoJob,
  LARGE_WIDTH,
  THUMBNAIL_WIDTH,
  variantKeysOf,
} from './car-photo-job';

/** WebP at this quality is about a third of a JPEG of the same look: it matters on 3G. */
const WEBP_QUALITY = 74;

/**
 * The resized WebP copies of one photo, decoded once: turned upright from EXIF, never
 * enlarged, metadata (GPS included) stripped.
 */
export async function resizeToWebp(
  original: Buffer,
  widths: readonly [number, number],
): Promise<[Buffer, Buffer]> {
  const upright = sharp(original, { failOn: 'error' }).rotate();
  const copy = (width: number) =>
    upright.clone().resize({ width, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY }).toBuffer();
  return Promise.all([copy(widths[0]), copy(widths[1])]);
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Whether the car still shows this photo: a deleted car or a removed photo needs no copies. */
async function stillShown(deps: WorkerDeps, job: CarPhotoJob): Promise<boolean> {
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
  deps: WorkerDeps,
  job: CarPhotoJob,
): Promise<'recorded' | 'skipped'> {
  if (!(await stillShown(deps, job))) return 'skipped';
  const keys = variantKeysOf(job.image);
  const [thumbnail, large] = await Promise.all([
    deps.storage.stat(keys.thumbnail),
    deps.storage.stat(keys.large),
  ]);
  if (!thumbnail || !large) {
    if (!(await deps.storage.stat(keys.original))) {
      deps.logger.warn(
        { carId: job.carId, image: job.image },
        'car photo missing from storage; no variants made',
      );
      return 'skipped';
    }
    const original = await readAll(await deps.storage.get(keys.original));
    const [small, big] = await resizeToWebp(original, [THUMBNAIL_WIDTH, LARGE_WIDTH]);
    await deps.storage.put(keys.thumbnail, small, 'image/webp');
    await deps.storage.put(keys.large, big, 'image/webp');
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

/** Drains the car-photo-variants queue one photo at a time (resizing is CPU-bound). */
export const carPhotoVariantsWorker = jobWorker<CarPhotoJob, WorkerDeps>(CAR_PHOTO_VARIANTS_QUEUE, {
  pollingIntervalSeconds: 1,
  prepare: (deps) => deps,
  handle: (deps, job, logger) => makeCarPhotoVariants({ ...deps, logger }, job.data),
});
