import { DomainError } from '@akwaaba/domain';
import type { ObjectStorage } from '@akwaaba/infra/storage/object-storage';
import { cleanImage } from '@akwaaba/infra/uploads/clean-image';
import {
  countPhotosToClean,
  markPhotoCleaned,
  markPhotoUncleanable,
  type PhotoCursor,
  photosToClean,
  type StoredPhoto,
} from '@akwaaba/infra/uploads/stored-uploads';
import type pg from 'pg';
import type { Logger } from 'pino';
import { readAll } from '../photos/photo-copies';

export interface StoredPhotosCleaningDeps {
  pool: pg.Pool;
  storage: ObjectStorage;
  logger: Pick<Logger, 'warn'>;
}

/** Photos read per query; the time budget, not the batch, ends a sweep's share. */
const BATCH = 20;

/**
 * Replaces one stored image with a copy without metadata, in place (same key, same type), and
 * records it. True when it was replaced; an image that is gone needs nothing, and one that
 * cannot be decoded within the limits is recorded as such and logged for an operator.
 */
async function cleanStoredPhoto(deps: StoredPhotosCleaningDeps, photo: StoredPhoto): Promise<boolean> {
  if (!(await deps.storage.stat(photo.key))) {
    await markPhotoCleaned(deps.pool, photo.id, null);
    return false;
  }
  const original = await readAll(await deps.storage.get(photo.key));
  let clean: Buffer;
  try {
    clean = await cleanImage(original, photo.type);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    await markPhotoUncleanable(deps.pool, photo.id, error.message);
    deps.logger.warn(
      { key: photo.key, reason: error.message },
      'stored photo cannot be cleaned of its metadata',
    );
    return false;
  }
  await deps.storage.put(photo.key, clean, photo.type);
  await markPhotoCleaned(deps.pool, photo.id, clean.length);
  return true;
}

/** What one round of cleaning did: how many photos it cleaned, and how many are left. */
export interface StoredPhotosCleaning {
  photosCleaned: number;
  photosLeftToClean: number;
}

/**
 * Cleans the metadata (GPS position included) out of stored photos uploaded before uploads
 * were cleaned on arrival, car, trip and message photos alike, oldest first, until `deadline`
 * (ms since the epoch): how many it cleaned and how many are left. Each photo is recorded
 * once cleaned, so the work resumes where it stopped and ends once none are left; a photo
 * cleaned twice (two sweeps at once) is only re-encoded again.
 */
export async function cleanStoredPhotos(
  deps: StoredPhotosCleaningDeps,
  deadline: number,
): Promise<StoredPhotosCleaning> {
  let photosCleaned = 0;
  let cursor: PhotoCursor | null = null;
  while (Date.now() < deadline) {
    const batch = await photosToClean(deps.pool, cursor, BATCH);
    if (batch.length === 0) break;
    for (const photo of batch) {
      if (Date.now() >= deadline) break;
      if (await cleanStoredPhoto(deps, photo)) photosCleaned += 1;
      cursor = photo;
    }
  }
  return { photosCleaned, photosLeftToClean: await countPhotosToClean(deps.pool) };
}
