import type { CommandContext } from '@akwaaba/infra/commands/command-handler';
import {
  cleanStoredPhotos,
  type StoredPhotosCleaning,
  type StoredPhotosCleaningDeps,
} from './stored-photos-cleaning';
import { removeUnattachedUploads, type UnattachedUploadsDeps } from './unattached-uploads';

export type UploadsSweepDeps = StoredPhotosCleaningDeps & UnattachedUploadsDeps;

export type UploadsSweepResult = StoredPhotosCleaning & { uploadsRemoved: number };

/**
 * A sweep's share of cleaning stored photos: about 150 phone photos on one core, well inside
 * the sweep queue's two minutes before pg-boss would take the job for dead.
 */
const CLEANING_BUDGET_MS = 45_000;

/**
 * The uploads' clock, every minute: clean the metadata out of photos stored before uploads
 * were cleaned on arrival (logged as progress until none are left: a one-time job after the
 * deploy that brought cleaning, a no-op since), then remove the uploads nothing attached
 * within a day.
 */
export async function sweepUploads(
  deps: UploadsSweepDeps,
  _context: CommandContext,
  now: Date = new Date(),
  cleaningBudgetMs = CLEANING_BUDGET_MS,
): Promise<UploadsSweepResult> {
  const cleaning = await cleanStoredPhotos(deps, Date.now() + cleaningBudgetMs);
  return { ...cleaning, uploadsRemoved: await removeUnattachedUploads(deps, now) };
}
