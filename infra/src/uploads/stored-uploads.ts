import type pg from 'pg';
import type { ImageType } from './clean-image';

/*
 * The uploads table as the uploads sweep sees it: stored photos still to be cleaned of their
 * metadata, and uploads nothing named for a day. Each step is one statement, safe to repeat
 * and to run beside another sweep.
 */

export interface StoredPhoto {
  id: string;
  key: string;
  type: ImageType;
  createdAt: Date;
}

/** Where the last batch ended: photos are taken in (created_at, id) order. */
export type PhotoCursor = Pick<StoredPhoto, 'createdAt' | 'id'>;

/** Up to `limit` stored images not yet cleaned (and not known to be uncleanable), after `after`. */
export async function photosToClean(
  pool: pg.Pool,
  after: PhotoCursor | null,
  limit: number,
): Promise<StoredPhoto[]> {
  const { rows } = await pool.query<StoredPhoto>(
    `select id, object_key as key, content_type as type, created_at as "createdAt" from uploads
      where cleaned_at is null and cleaning_failed is null and completed_at is not null
        and content_type like 'image/%' and removed_at is null
        and ($1::timestamptz is null or (created_at, id) > ($1::timestamptz, $2::uuid))
      order by created_at, id limit $3`,
    [after?.createdAt ?? null, after?.id ?? null, limit],
  );
  return rows;
}

/** How many stored images are still to be cleaned: the sweep's progress. */
export async function countPhotosToClean(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ count: number }>(
    `select count(*)::int as count from uploads
      where cleaned_at is null and cleaning_failed is null and completed_at is not null
        and content_type like 'image/%' and removed_at is null`,
  );
  return rows[0]?.count ?? 0;
}

/** The stored image is clean (its bytes were replaced by a copy without metadata), or there was none. */
export async function markPhotoCleaned(pool: pg.Pool, id: string, size: number | null): Promise<void> {
  await pool.query('update uploads set cleaned_at = now(), size = coalesce($2, size) where id = $1', [
    id,
    size,
  ]);
}

/** The stored image cannot be cleaned (damaged, too many pixels): kept for an operator, never retried. */
export async function markPhotoUncleanable(pool: pg.Pool, id: string, reason: string): Promise<void> {
  await pool.query('update uploads set cleaning_failed = $2 where id = $1', [id, reason]);
}

export interface StaleUpload {
  id: string;
  key: string;
}

/**
 * Up to `limit` uploads not known to be attached that no command named since `before`
 * (counting from when they were made), those already on their way out first, so a removal
 * that failed is tried again.
 */
export async function staleUploads(pool: pg.Pool, before: Date, limit: number): Promise<StaleUpload[]> {
  const { rows } = await pool.query<StaleUpload>(
    `select id, object_key as key from uploads
      where attached_at is null and coalesce(referenced_at, created_at) < $1
      order by removed_at nulls last, coalesce(referenced_at, created_at) limit $2`,
    [before, limit],
  );
  return rows;
}

/** Some event names these uploads: they are kept for good, and never looked at again. */
export async function markUploadsAttached(pool: pg.Pool, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await pool.query(
    'update uploads set attached_at = now() where id = any($1::uuid[]) and attached_at is null',
    [ids],
  );
}

/**
 * Marks an upload as on its way out unless a command named it since `before`: true when it
 * is (now or already). From then on no command may name it (`requireOwnedObjects`), which
 * updates the same row, so of the two only the first to reach it acts.
 */
export async function claimStaleUpload(pool: pg.Pool, id: string, before: Date): Promise<boolean> {
  const { rowCount } = await pool.query(
    `update uploads set removed_at = coalesce(removed_at, now())
      where id = $1 and attached_at is null and coalesce(referenced_at, created_at) < $2`,
    [id, before],
  );
  return rowCount === 1;
}

/** Forgets an upload whose file was removed from storage. */
export async function forgetUpload(pool: pg.Pool, id: string): Promise<void> {
  await pool.query('delete from uploads where id = $1 and removed_at is not null', [id]);
}
