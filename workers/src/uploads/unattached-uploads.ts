import { UNATTACHED_UPLOAD_HOURS } from '@akwaaba/domain/uploads/upload-rules';
import type { EventStore } from '@akwaaba/infra/eventstore/port';
import type { ObjectStorage } from '@akwaaba/infra/storage/object-storage';
import {
  claimStaleUpload,
  forgetUpload,
  markUploadsAttached,
  staleUploads,
} from '@akwaaba/infra/uploads/stored-uploads';
import { attachedUploads, uploadAttachmentsReadModel, waitForProjections } from '@akwaaba/projections';
import type pg from 'pg';
import type { Logger } from 'pino';

export interface UnattachedUploadsDeps {
  pool: pg.Pool;
  store: EventStore;
  storage: ObjectStorage;
  logger: Pick<Logger, 'warn'>;
}

/** Uploads looked at per sweep; the next minute takes the rest. */
const BATCH = 500;
/** How long a sweep waits for the read model to reach the log's end before it leaves removals to the next. */
const CATCH_UP_MS = 10_000;

/**
 * Removes, file and record, the uploads that no event names a day after they were made or
 * last named by a command: photos and papers someone uploaded and never attached to a car, a
 * profile, a trip or a message. It decides from the events, through the upload_attachments
 * read model, and only once that has caught up with the log as it was when the sweep started,
 * so an attachment it has not read yet cannot look like none (on a first deploy it replays the
 * whole log first). An upload found attached is marked so and never looked at again.
 */
export async function removeUnattachedUploads(
  deps: UnattachedUploadsDeps,
  now: Date,
  catchUpMs = CATCH_UP_MS,
): Promise<number> {
  const before = new Date(now.getTime() - UNATTACHED_UPLOAD_HOURS * 60 * 60 * 1000);
  const stale = await staleUploads(deps.pool, before, BATCH);
  if (stale.length === 0) return 0;
  const head = await deps.store.headPosition({ readable: true });
  if (head && !(await waitForProjections(deps.pool, head, [uploadAttachmentsReadModel.name], catchUpMs))) {
    deps.logger.warn(
      'uploads sweep: upload_attachments is behind the event log; no upload removed this minute',
    );
    return 0;
  }
  const attached = await attachedUploads(
    deps.pool,
    stale.map((upload) => upload.id),
  );
  await markUploadsAttached(deps.pool, [...attached]);
  let removed = 0;
  for (const upload of stale) {
    // Claimed first: a command that names it from now on is told to upload the file again.
    if (attached.has(upload.id) || !(await claimStaleUpload(deps.pool, upload.id, before))) continue;
    await deps.storage.remove(upload.key);
    await forgetUpload(deps.pool, upload.id);
    removed += 1;
  }
  return removed;
}
