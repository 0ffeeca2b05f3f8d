import { systemActor } from '@akwaaba/domain';
import type { PrivatePhotoJob } from '@akwaaba/domain/shared/jobs';
import type { CommandContext } from '@akwaaba/infra/commands/command-handler';
import { jobWorker, type Worker, type WorkerDeps } from '../jobs';
import { privatePhotoCopies } from './photo-copies';

/** What making a photo's copies reads of a worker's deps: the event store, storage and a logger. */
export type PhotoDeps = Pick<WorkerDeps, 'store' | 'storage' | 'logger'>;

/**
 * One kind of private photo (a trip's, a message's): the queue its jobs come on, where it lives
 * and how its copies are recorded.
 */
export interface PrivatePhotos<Job extends PrivatePhotoJob> {
  queue: string;
  pollingIntervalSeconds: number;
  folder: string;
  /** What a missing photo is logged as, e.g. 'trip photo', with whose it is. */
  what: string;
  whose(job: Job): object;
  /** Appends the copies' event, as the product; no events when they were recorded already. */
  record(
    deps: PhotoDeps,
    job: Job,
    copies: { thumbnail: string; large: string },
    context: CommandContext,
  ): Promise<{ events: readonly unknown[] }>;
}

/**
 * Makes a private photo's thumbnail and large WebP copies (upright, GPS and other metadata
 * stripped) in the same private folder and records them, so screens stop loading the phone's
 * original. Idempotent: the copies' keys come from the photo alone, existing copies are not
 * made again, and the decider appends nothing for copies already recorded.
 */
export async function makePrivatePhotoVariants<Job extends PrivatePhotoJob>(
  deps: PhotoDeps,
  job: Job,
  photos: PrivatePhotos<Job>,
): Promise<'recorded' | 'skipped'> {
  const copies = await privatePhotoCopies(deps.storage, photos.folder, job.photo);
  if (copies === 'missing')
    deps.logger.warn({ ...photos.whose(job), photo: job.photo }, `${photos.what} missing from storage`);
  if (typeof copies === 'string') return 'skipped';
  const { events } = await photos.record(deps, job, copies, {
    actor: systemActor,
    correlationId: job.correlationId,
    causationId: job.causationId,
  });
  return events.length > 0 ? 'recorded' : 'skipped';
}

/** Drains a photo queue one photo at a time (resizing is CPU-bound), with `make` for each. */
export const photoVariantsWorker = <Job extends object>(
  queue: string,
  pollingIntervalSeconds: number,
  make: (deps: PhotoDeps, job: Job) => Promise<unknown>,
): Worker =>
  jobWorker<Job, WorkerDeps>(queue, {
    pollingIntervalSeconds,
    prepare: (deps) => deps,
    handle: (deps, job, logger) => make({ ...deps, logger }, job.data),
  });

/** Drains the queue of one kind of private photo. */
export const privatePhotoVariantsWorker = <Job extends PrivatePhotoJob>(photos: PrivatePhotos<Job>): Worker =>
  photoVariantsWorker(photos.queue, photos.pollingIntervalSeconds, (deps, job: Job) =>
    makePrivatePhotoVariants(deps, job, photos),
  );
